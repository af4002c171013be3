/**
 * The `keyword-search` task: the keywords of a branch (type 0: contiguous id ranges, as
 * keywords are laid out by category in preorder) or holding every query word (type 1:
 * postings of the stemmed words, intersected), narrowed by the filters, then
 * the `limit` with the highest volume, highest first (ties: dataset order).
 */
import type { IndexVersion } from '../../native-index/index.js';
import { CompiledFilters } from './keyword-filters.js';
import type { KeywordSearchInput, KeywordSearchOutput } from './keyword-search-protocol.js';
import { keywordTableFor, type KeywordTable } from './keyword-table.js';
import { intersect } from './posting-lists.js';
import { topByVolume } from './top-by-volume.js';

export function keywordSearchTask(
  index: IndexVersion,
  input: KeywordSearchInput,
): KeywordSearchOutput {
  const t = keywordTableFor(index);
  if (!t) throw new Error(`index version ${index.version} has no keyword dataset`);
  return searchKeywords(t, input);
}

/** Candidate ids of the thread's searches, kept between calls (grown to the largest branch). */
let scratch = new Uint32Array(1 << 16);

export function searchKeywords(t: KeywordTable, input: KeywordSearchInput): KeywordSearchOutput {
  const filters = new CompiledFilters(t, input.filters);
  let n = 0;
  if (input.type === 0) {
    const ranges = keywordRanges(t, input.ranges ?? []);
    for (const [lo, hi] of ranges) n += hi - lo;
    if (scratch.length < n) scratch = new Uint32Array(n);
    n = 0;
    for (const [lo, hi] of ranges) for (let id = lo; id < hi; id++) scratch[n++] = id;
  } else {
    const hashes = t.hashesOf(input.words ?? '');
    const found = hashes.length > 0 ? intersect(hashes.map((h) => t.postings(h))) : null;
    if (found) {
      if (scratch.length < found.length) scratch = new Uint32Array(found.length);
      scratch.set(found);
      n = found.length;
    }
  }
  n = filters.apply(scratch, n);
  const ids = topByVolume(scratch.subarray(0, n), t.d.volume, input.limit);
  return { ids: new Uint8Array(ids.buffer, ids.byteOffset, ids.byteLength), matched: n };
}

/** Category ranges to keyword id ranges, merged and ascending. */
export function keywordRanges(
  t: KeywordTable,
  ranges: ReadonlyArray<[number, number]>,
): Array<[number, number]> {
  const cats = ranges
    .filter(([lo, hi]) => lo >= 0 && hi <= t.categories && lo < hi)
    .sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of cats) {
    const a = t.startOf(lo);
    const b = t.startOf(hi);
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else if (a < b) out.push([a, b]);
  }
  return out;
}
