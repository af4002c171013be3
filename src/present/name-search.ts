/**
 * Categories found by a part of their name, for the taxonomy browser. Every name of an
 * index version, folded to lower case, is joined once into one string (built on the
 * first search, kept while the version is): a search is then native substring scans
 * instead of decoding every name again.
 */
import type { IndexVersion } from '../../native-index/reader.js';

/** Hits beyond this many are not ranked: a two-letter query can match most names. */
const MAX_CANDIDATES = 5000;

class NameTable {
  readonly text: string;
  /** Where each category's name starts in `text`, in index order. */
  readonly starts: Uint32Array;

  constructor(index: IndexVersion) {
    const names: string[] = new Array<string>(index.count);
    this.starts = new Uint32Array(index.count);
    let at = 0;
    for (let i = 0; i < index.count; i++) {
      const name = index.nameAt(i).toLowerCase().replaceAll('\n', ' ');
      names[i] = name;
      this.starts[i] = at;
      at += name.length + 1;
    }
    this.text = names.join('\n');
  }

  /** The category whose name holds position `pos`. */
  categoryAt(pos: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

const tables = new WeakMap<IndexVersion, NameTable>();

/**
 * Up to `limit` categories no deeper than `maxDepth` whose name contains `query`
 * (case-insensitive): the name itself first, then names starting with it, shallow first.
 */
export function findByName(
  index: IndexVersion,
  query: string,
  maxDepth: number,
  limit: number,
): number[] {
  let table = tables.get(index);
  if (!table) tables.set(index, (table = new NameTable(index)));
  const needle = query.toLowerCase().replaceAll('\n', ' ');
  const hits: Array<{ i: number; rank: number }> = [];
  let last = -1;
  for (
    let pos = table.text.indexOf(needle);
    pos >= 0 && hits.length < MAX_CANDIDATES;
    pos = table.text.indexOf(needle, pos + 1)
  ) {
    const i = table.categoryAt(pos);
    if (i === last || index.depthAt(i) > maxDepth) continue;
    last = i;
    const start = table.starts[i]!;
    const length = (i + 1 < index.count ? table.starts[i + 1]! - 1 : table.text.length) - start;
    const kind = pos === start ? (length === needle.length ? 0 : 1) : 2;
    hits.push({ i, rank: kind * 100 + index.depthAt(i) });
  }
  hits.sort((a, b) => a.rank - b.rank || a.i - b.i);
  return hits.slice(0, limit).map((h) => h.i);
}
