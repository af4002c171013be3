/**
 * Frequent words of running text, mixed into the model's pseudo-documents. A pseudo-document
 * is a few glosses or descriptions of one class, and a gloss names its topic and little else;
 * a real post or article is full of words that say nothing of its topic ("week", "time",
 * "people", "said"). Without them in training, such a word counts only for the classes whose
 * own texts define it: a marathon training plan ("four runs a week") was Time & Calendars.
 *
 * The words are the most frequent rows of the version's word vectors (the vectors' rows keep
 * the order of the GloVe corpus, news and encyclopedia text), drawn with Zipf's law's weight
 * 1 / (rank + RANK_OFFSET), so each comes about as often as it does in such text; a topical
 * word among them ("music", "game") comes in a few documents of every class, far less than in
 * its own class's texts.
 */
import type { WordVectors } from '../../workers/vectors/word-vectors.js';

/** Rows of the vectors drawn from: the most frequent words. */
export const BACKGROUND_ROWS = 5000;
/** Zipf's weight of the word of rank r: 1 / (r + RANK_OFFSET). */
export const RANK_OFFSET = 10;
/** Background words added to a pseudo-document, per word of its own text. */
export const BACKGROUND_SHARE = 0.3;

export class BackgroundWords {
  private readonly words: string[] = [];
  /** Cumulative Zipf weights of `words`. */
  private readonly cumulative: Float64Array;

  constructor(vectors: WordVectors, isFunctionWord: (word: string) => boolean) {
    const weights: number[] = [];
    for (let r = 0; r < Math.min(BACKGROUND_ROWS, vectors.rows); r++) {
      const w = vectors.wordAt(r);
      if (!/^\p{L}+$/u.test(w) || isFunctionWord(w)) continue;
      this.words.push(w);
      weights.push(1 / (r + RANK_OFFSET));
    }
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((x, k) => (this.cumulative[k] = sum += x));
  }

  get size(): number {
    return this.words.length;
  }

  /** `count` words drawn with their weights (`rnd` uniform in [0, 1)), joined by spaces. */
  sample(count: number, rnd: () => number): string {
    const c = this.cumulative;
    const n = c.length;
    if (n === 0) return '';
    const out: string[] = [];
    for (let k = 0; k < count; k++) {
      const x = rnd() * c[n - 1]!;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (c[mid]! > x) hi = mid;
        else lo = mid + 1;
      }
      out.push(this.words[lo]!);
    }
    return out.join(' ');
  }

  /**
   * The texts of a pseudo-document joined, with a run of background words after each: in all
   * BACKGROUND_SHARE of the texts' own words, at least one. The texts' own phrases stay whole.
   */
  join(texts: readonly string[], rnd: () => number): string {
    let own = 0;
    for (const t of texts) own += t.split(/\s+/).filter(Boolean).length;
    const count = Math.max(1, Math.round(BACKGROUND_SHARE * own));
    const parts: string[] = [];
    let left = count;
    texts.forEach((t, k) => {
      parts.push(t);
      const run = k === texts.length - 1 ? left : Math.round(count / texts.length);
      const n = Math.min(left, run);
      if (n > 0) parts.push(this.sample(n, rnd));
      left -= n;
    });
    return parts.join(' ');
  }
}
