/**
 * The `categories-search` task: candidate categories for a phrase from the classified
 * keywords of the dataset. The keywords that are the phrase (the same stemmed words)
 * decide when there are any; else those holding all its words; else all of its rarest
 * words, dropping the most common one at a time. Each category's confidence is its share
 * of the matched keywords' volume, highest first.
 */
import type { IndexVersion } from '../../native-index/index.js';
import type { CategoriesSearchInput, CategoriesSearchOutput } from './keyword-search-protocol.js';
import { keywordRanges } from './keyword-search.js';
import { keywordTableFor, type KeywordTable } from './keyword-table.js';
import { intersect } from './posting-lists.js';

export function categoriesSearchTask(
  index: IndexVersion,
  input: CategoriesSearchInput,
): CategoriesSearchOutput {
  const t = keywordTableFor(index);
  if (!t) throw new Error(`index version ${index.version} has no keyword dataset`);
  return searchCategories(t, input);
}

export function searchCategories(
  t: KeywordTable,
  input: CategoriesSearchInput,
): CategoriesSearchOutput {
  const none = { categories: [], confidence: [] };
  const words = t.tokensOf(input.keyword);
  if (words.length === 0) return none;
  const inside = insideOf(t, input.ranges);
  let lists = t.hashesOf(input.keyword).map((h) => t.postings(h));
  const all = intersect(lists);

  // Exact: the keyword's stemmed words are the phrase's (same count of words first: cheap).
  const phrase = words.join(' ');
  const exact: number[] = [];
  for (const id of all)
    if (inside(id) && Math.abs(t.d.words[id]! - words.length) <= 1)
      if (t.tokensOf(t.textAt(id)).join(' ') === phrase) exact.push(id);
  let matched: ArrayLike<number> = exact;
  if (exact.length === 0) {
    matched = all;
    // Fewer words, the most common dropped first, until some keyword holds them all.
    lists = [...lists].sort((a, b) => a.length - b.length);
    while (countInside(matched, inside) === 0 && lists.length > 1) {
      lists.pop();
      matched = intersect(lists);
    }
  }
  return shares(t, matched, inside, input.limit);
}

function countInside(ids: ArrayLike<number>, inside: (id: number) => boolean): number {
  let n = 0;
  for (let k = 0; k < ids.length; k++) if (inside(ids[k]!)) n++;
  return n;
}

/** Whether a keyword id is within the branches (always, without branches). */
function insideOf(
  t: KeywordTable,
  ranges: ReadonlyArray<[number, number]>,
): (id: number) => boolean {
  if (ranges.length === 0) return (id) => id < t.startOf(t.categories);
  const ids = keywordRanges(t, ranges);
  return (id) => {
    for (const [lo, hi] of ids) if (id >= lo && id < hi) return true;
    return false;
  };
}

/** Volume per category of the ascending ids, as shares, the `limit` largest. */
function shares(
  t: KeywordTable,
  ids: ArrayLike<number>,
  inside: (id: number) => boolean,
  limit: number,
): CategoriesSearchOutput {
  const byCategory = new Map<number, number>();
  const start = t.d.catStart;
  let total = 0;
  let c = 0;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    if (!inside(id)) continue;
    // Ids ascend: the category moves forward (a jump is a binary search).
    if (!(start[c]! <= id && id < start[c + 1]!)) c = t.categoryOf(id);
    if (c < 0) {
      c = 0;
      continue;
    }
    const v = t.d.volume[id]! + 1; // a keyword of volume 0 still counts
    byCategory.set(c, (byCategory.get(c) ?? 0) + v);
    total += v;
  }
  const ranked = [...byCategory].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
  return {
    categories: ranked.map(([cat]) => cat),
    confidence: ranked.map(([, v]) => v / total),
  };
}
