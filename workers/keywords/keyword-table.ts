/**
 * A version's keyword dataset as typed-array views over its shared bytes
 * (native-index/keywords-format.ts), made once per version and thread: nothing is loaded
 * per request.
 */
import type { IndexVersion } from '../../native-index/index.js';
import {
  KEYWORDS_FILE,
  readKeywordTable,
  type KeywordTableData,
} from '../../native-index/keywords-format.js';
import { Tokenizer } from '../../text/tokenizer.js';

const EMPTY = new Uint32Array(0);

export class KeywordTable {
  readonly count: number;
  readonly categories: number;
  private readonly pool: Buffer;
  private readonly tok = new Tokenizer();

  constructor(readonly d: KeywordTableData) {
    this.count = d.volume.length;
    this.categories = d.catStart.length - 2;
    this.pool = Buffer.from(d.pool.buffer, d.pool.byteOffset, d.pool.byteLength);
  }

  textAt(id: number): string {
    return this.pool.toString('utf8', this.d.textStart[id], this.d.textStart[id + 1]);
  }

  /** First keyword of category `i` (i = categories: the unmapped ones; i = categories + 1: the end). */
  startOf(i: number): number {
    return this.d.catStart[i]!;
  }

  /** Category index of keyword `id`, -1 when unmapped. O(log categories). */
  categoryOf(id: number): number {
    const s = this.d.catStart;
    // Largest i with s[i] <= id, among categories whose range is not empty.
    let a = 0;
    let b = this.categories + 1;
    while (a < b) {
      const m = (a + b + 1) >>> 1;
      if (s[m]! <= id) a = m;
      else b = m - 1;
    }
    return a >= this.categories ? -1 : a;
  }

  /** The ascending keyword ids holding the word of this token hash (a view; empty when none). */
  postings(hash: number): Uint32Array {
    const h = this.d.termHash;
    let a = 0;
    let b = h.length;
    while (a < b) {
      const m = (a + b) >>> 1;
      if (h[m]! < hash) a = m + 1;
      else b = m;
    }
    if (a === h.length || h[a] !== hash) return EMPTY;
    return this.d.postings.subarray(this.d.termStart[a], this.d.termStart[a + 1]);
  }

  /** Token hashes of a text's stemmed words, each once, in text order. */
  hashesOf(text: string): number[] {
    const out: number[] = [];
    this.tok.reset(text);
    while (this.tok.next()) {
      const h = this.tok.hash >>> 0;
      if (!out.includes(h)) out.push(h);
    }
    return out;
  }

  /** Normalized (folded, stemmed) tokens of a text. */
  tokensOf(text: string): string[] {
    const out: string[] = [];
    this.tok.reset(text);
    while (this.tok.next()) out.push(this.tok.token());
    return out;
  }

  languageIndex(code: string): number {
    return this.d.languages.indexOf(code);
  }
}

const tables = new WeakMap<IndexVersion, KeywordTable | null>();

/** The version's keyword table, or null when it was built without one. */
export function keywordTableFor(index: IndexVersion): KeywordTable | null {
  let t = tables.get(index);
  if (t === undefined) {
    t = index.hasFile(KEYWORDS_FILE)
      ? new KeywordTable(readKeywordTable(index.sharedFile(KEYWORDS_FILE), index.count))
      : null;
    tables.set(index, t);
  }
  return t;
}
