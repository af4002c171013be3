import type { IndexVersion } from '../../native-index/index.js';
import { socialStatsOf } from '../../native-index/social-stats.js';

/** The JSON of a Category that is the same for every account (everything but its ids). */
export interface CategoryText {
  /** The name, as a JSON string. */
  name: string;
  /** The path's names as JSON, without the brackets. */
  path: string;
  /** The last two members: `"stats":...,"facets":...`. */
  tail: string;
}

/** Categories kept per generation: at most twice this many per index version. */
const GENERATION = 20_000;

/**
 * The account-independent JSON of categories of one index version, written once and
 * kept for later requests (a page's reply names hundreds of categories, and the same ones
 * come back request after request). Bounded by two generations: a category used while
 * the younger one fills up stays; one not used for a whole generation is dropped.
 */
export class CategoryTextCache {
  private young = new Map<number, CategoryText>();
  private old = new Map<number, CategoryText>();

  constructor(
    private readonly index: IndexVersion,
    private readonly generation = GENERATION,
  ) {}

  get(i: number): CategoryText {
    let text = this.young.get(i);
    if (text !== undefined) return text;
    text = this.old.get(i) ?? this.write(i);
    if (this.young.size >= this.generation) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(i, text);
    return text;
  }

  private write(i: number): CategoryText {
    const index = this.index;
    const parent = index.parentAt(i);
    const name = JSON.stringify(index.nameAt(i));
    return {
      name,
      path: parent >= 0 ? `${this.get(parent).path},${name}` : name,
      tail: `"stats":${JSON.stringify(socialStatsOf(index, i))},"facets":${JSON.stringify(index.facetsAt(i))}`,
    };
  }
}

const caches = new WeakMap<IndexVersion, CategoryTextCache>();

/** The account-independent JSON of category `i` of `index`. */
export function categoryText(index: IndexVersion, i: number): CategoryText {
  let cache = caches.get(index);
  if (!cache) caches.set(index, (cache = new CategoryTextCache(index)));
  return cache.get(i);
}
