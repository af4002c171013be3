/**
 * The spelling step of classify/keywords: the correction of a word the index does not
 * know, from the version's `spelling.table` (native-index/spelling-format.ts).
 *
 * A word of 4 to 6 letters may be one edit away from its correction, a longer one two
 * (edits: a letter inserted, deleted, replaced, or two neighbours swapped). Candidates come
 * from the symmetric-delete table; each is checked by its true distance and must start with
 * the same letter (people rarely mistype the first letter, and a name the index does not
 * know, "mahomes", must not become another word, "homes"). One edit must be a typing slip
 * (typo-edit.ts: "wallen" is no "wallet"); a correction two edits away must be a word said
 * at least about 30 times (SUBTLEX): two edits reach many rare words ("mahomes" ->
 * "madames"). The nearest wins, then the most commonly said, then the first in byte
 * order. A word of the dictionary is no misspelling: it is left alone.
 *
 * No allocation per lookup but the answer. The last answers are kept (CACHE_SLOTS, by the
 * word's hash): queries repeat, and so do their unknown words.
 */
import {
  deleteHash,
  maxEditsOf,
  readSpellingTable,
  SPELL_MIN_LETTERS,
  SPELLING_MAX_WORD,
  type SpellingTable,
} from '../../native-index/spelling-format.js';
import { isTypoEdit } from './typo-edit.js';

export { SPELL_MIN_LETTERS };
/** Slots of the set of candidates already checked in a lookup (one found under several deletes is checked once). */
const CHECKED_SLOTS = 1024;
/** Answers kept, by word hash (a power of 2). */
const CACHE_SLOTS = 1024;
/** Least commonness (36 per decade of the spoken count) of a correction two edits away: about 30 times. */
const TWO_EDITS_MIN_COMMONNESS = 54;

export class Speller {
  private readonly t: SpellingTable;
  private readonly bucketMask: number;
  private readonly q = new Uint8Array(SPELLING_MAX_WORD);
  /** The query's letter counts, and a copy a candidate uses up (bagDistance). */
  private readonly qBag = new Int8Array(26);
  private readonly bag = new Int8Array(26);
  /** Edit-distance rows (optimal string alignment: three rows). */
  private r0 = new Int32Array(SPELLING_MAX_WORD + 3);
  private r1 = new Int32Array(SPELLING_MAX_WORD + 3);
  private r2 = new Int32Array(SPELLING_MAX_WORD + 3);
  /** Open-addressed set of the word ids checked in this lookup: a slot counts when its stamp is the lookup's. */
  private readonly checked = new Int32Array(CHECKED_SLOTS);
  private readonly stamps = new Uint32Array(CHECKED_SLOTS);
  private stamp = 0;
  private nChecked = 0;
  private best = -1;
  private bestDistance = 0;
  private readonly cacheWord: string[] = new Array<string>(CACHE_SLOTS).fill('');
  private readonly cacheFix: (string | null)[] = new Array<string | null>(CACHE_SLOTS).fill(null);

  constructor(table: SpellingTable) {
    this.t = table;
    this.bucketMask = table.bucketStart.length - 2;
  }

  /** Words in the table. */
  get size(): number {
    return this.t.commonness.length;
  }

  /**
   * The correction of `word` (lower-case ASCII letters), or null: too short or too long, a
   * word of the dictionary, or nothing near enough.
   */
  correct(word: string): string | null {
    const L = word.length;
    if (L < SPELL_MIN_LETTERS || L > SPELLING_MAX_WORD) return null;
    const q = this.q;
    this.qBag.fill(0);
    let h = 0;
    for (let i = 0; i < L; i++) {
      const c = word.charCodeAt(i);
      if (c < 97 || c > 122) return null;
      q[i] = c;
      this.qBag[c - 97]!++;
      h = Math.imul(h ^ c, 0x01000193);
    }
    const slot = (h >>> 0) & (CACHE_SLOTS - 1);
    if (this.cacheWord[slot] === word) return this.cacheFix[slot] ?? null;
    const fix = this.lookup(L);
    this.cacheWord[slot] = word;
    this.cacheFix[slot] = fix;
    return fix;
  }

  /** The correction of the query in `q` (length L), by the table. */
  private lookup(L: number): string | null {
    const q = this.q;
    const maxD = maxEditsOf(L);
    const n = L < this.t.prefix ? L : this.t.prefix;
    this.nChecked = 0;
    if (++this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    this.best = -1;
    this.bestDistance = maxD + 1;
    // The word itself first: a known word is no misspelling.
    if (this.probe(deleteHash(q, n, -1, -1), L, maxD) && this.bestDistance === 0) return null;
    // One delete before two: a word one edit away, found first, makes the rest cheaper to rule out.
    for (let a = 0; a < n; a++) this.probe(deleteHash(q, n, a, -1), L, maxD);
    if (maxD >= 2)
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++) this.probe(deleteHash(q, n, a, b), L, maxD);
    if (this.best < 0 || this.bestDistance === 0) return null;
    const t = this.t;
    let s = '';
    for (let i = t.offsets[this.best]!, e = t.offsets[this.best + 1]!; i < e; i++)
      s += String.fromCharCode(t.pool[i]!);
    return s;
  }

  /** Checks the words of one delete's bucket; true when the word itself was found. */
  private probe(h: number, L: number, maxD: number): boolean {
    const t = this.t;
    // What an entry must hold (spelling-format.ts, entryOf): the hash's top bits and the query's first letter.
    const want = ((this.q[0]! - 97) << 7) | (h >>> 30);
    const b = h & this.bucketMask;
    for (let e = t.bucketStart[b]!, end = t.bucketStart[b + 1]!; e < end; e++) {
      const x = t.entries[e]!;
      if ((x & 0xf83) !== want) continue;
      const len = (x >>> 2) & 31;
      if (len - L > maxD || L - len > maxD) continue;
      const w = x >>> 12;
      if (this.wasChecked(w)) continue;
      const off = t.offsets[w]!;
      // No farther than the best so far (a tie may still win on commonness).
      const max = this.bestDistance <= maxD ? this.bestDistance : maxD;
      if (this.bagDistance(off, len, L) > max) continue;
      const d = this.distance(off, len, L, max);
      if (d > max) continue;
      if (d === 1 && !isTypoEdit(this.q, L, t.pool, off, len)) continue;
      if (d === 2 && t.commonness[w]! < TWO_EDITS_MIN_COMMONNESS) continue;
      if (
        d < this.bestDistance ||
        (d === this.bestDistance &&
          (t.commonness[w]! > t.commonness[this.best]! ||
            (t.commonness[w] === t.commonness[this.best] && w < this.best)))
      ) {
        this.best = w;
        this.bestDistance = d;
      }
      if (d === 0) return true;
    }
    return false;
  }

  /** Whether word `w` was checked in this lookup; notes it when it was not (while the set has room). */
  private wasChecked(w: number): boolean {
    const mask = CHECKED_SLOTS - 1;
    for (let i = Math.imul(w, 0x9e3779b1) >>> 22; ; i = (i + 1) & mask) {
      if (this.stamps[i] !== this.stamp) {
        if (this.nChecked >= CHECKED_SLOTS / 2) return false;
        this.nChecked++;
        this.stamps[i] = this.stamp;
        this.checked[i] = w;
        return false;
      }
      if (this.checked[i] === w) return true;
    }
  }

  /**
   * The bag distance of the query and the word at `off` (length n): letters of one not
   * matched by the same letter in the other, the larger side. A lower bound of the edit
   * distance, in one pass: most candidates that share a delete of their first letters
   * with the query differ in the rest ("restaurant" and "restraint").
   */
  private bagDistance(off: number, n: number, L: number): number {
    const bag = this.bag;
    bag.set(this.qBag);
    const pool = this.t.pool;
    let extra = 0;
    for (let i = off, e = off + n; i < e; i++) {
      const c = pool[i]! - 97;
      if (bag[c]! > 0) bag[c]!--;
      else extra++;
    }
    const missing = L - (n - extra);
    return extra > missing ? extra : missing;
  }

  /**
   * Optimal string alignment distance between the query (q[0..L)) and the word at pool
   * offset `off` (length n), or max + 1 as soon as it must exceed `max`.
   */
  private distance(off: number, n: number, L: number, max: number): number {
    const pool = this.t.pool;
    const q = this.q;
    let prev2 = this.r0;
    let prev = this.r1;
    let cur = this.r2;
    for (let j = 0; j <= n; j++) prev[j] = j;
    for (let i = 1; i <= L; i++) {
      cur[0] = i;
      let rowMin = i;
      const qi = q[i - 1]!;
      for (let j = 1; j <= n; j++) {
        const wj = pool[off + j - 1]!;
        let v = prev[j - 1]! + (qi === wj ? 0 : 1);
        const del = prev[j]! + 1;
        if (del < v) v = del;
        const ins = cur[j - 1]! + 1;
        if (ins < v) v = ins;
        if (i > 1 && j > 1 && qi === pool[off + j - 2] && q[i - 2] === wj) {
          const tr = prev2[j - 2]! + 1;
          if (tr < v) v = tr;
        }
        cur[j] = v;
        if (v < rowMin) rowMin = v;
      }
      if (rowMin > max) return max + 1;
      const x = prev2;
      prev2 = prev;
      prev = cur;
      cur = x;
    }
    return prev[n]!;
  }
}

/** The speller of a version's `spelling.table` bytes. */
export function openSpeller(bytes: Uint8Array): Speller {
  return new Speller(readSpellingTable(bytes));
}
