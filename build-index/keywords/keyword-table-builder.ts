/**
 * Accumulates the keyword dataset category by category, in preorder, and lays it out as
 * native-index/keywords-format.ts: call `category(i, rows)` for every category index in
 * order (rows in any order: they are sorted by volume here), then `unmapped(rows)`, then
 * `finish()`. The inverted index is counted while keywords arrive (one tokenization per
 * keyword) and filled at the end, so memory is a few typed arrays, not one object per
 * keyword.
 */
import { Tokenizer } from '../../text/tokenizer.js';
import type { KeywordTableData } from '../../native-index/keywords-format.js';
import { GrowableArray as Grow } from './growable-array.js';
import { Utf8Pool } from './utf8-pool.js';

export interface KeywordRow {
  text: string;
  volume: number;
  flags: number;
  intent: number;
  /** ISO 639-2. */
  lang: string;
}

const byVolume = (a: KeywordRow, b: KeywordRow): number =>
  b.volume - a.volume || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

export class KeywordTableBuilder {
  private readonly catStart: Uint32Array;
  private next = 0;
  private readonly volume = new Grow(new Uint32Array(1 << 16));
  private readonly flags = new Grow(new Uint16Array(1 << 16));
  private readonly intent = new Grow(new Uint8Array(1 << 16));
  private readonly lang = new Grow(new Uint8Array(1 << 16));
  private readonly chars = new Grow(new Uint8Array(1 << 16));
  private readonly words = new Grow(new Uint8Array(1 << 16));
  private readonly texts = new Utf8Pool('keywords');
  private readonly languages: string[] = [];
  private readonly langIndex = new Map<string, number>();
  private readonly tok = new Tokenizer();
  /** Term id of each token hash, and the count of keywords holding it. */
  private readonly termOf = new Map<number, number>();
  private readonly termCount = new Grow(new Uint32Array(1 << 16));
  private readonly termHashes = new Grow(new Uint32Array(1 << 16));
  /** Term ids of every keyword, each keyword's list ending with 0xffffffff. */
  private readonly kwTerms = new Grow(new Uint32Array(1 << 18));
  private readonly seen: number[] = [];

  constructor(readonly categories: number) {
    this.catStart = new Uint32Array(categories + 2);
  }

  get count(): number {
    return this.volume.length;
  }

  /** The keywords of category `index`; categories come in order, each once. */
  category(index: number, rows: KeywordRow[]): void {
    if (index !== this.next) throw new Error(`keywords: category ${index} out of order`);
    this.catStart[index] = this.count;
    this.next++;
    rows.sort(byVolume);
    for (const r of rows) this.add(r);
  }

  /** Keywords no category could be found for (after every category). */
  unmapped(rows: KeywordRow[]): void {
    if (this.next !== this.categories) throw new Error('keywords: unmapped before the categories');
    this.catStart[this.categories] = this.count;
    this.next++;
    rows.sort(byVolume);
    for (const r of rows) this.add(r);
  }

  private add(r: KeywordRow): void {
    this.texts.append(r.text);
    this.volume.push(Math.min(0xffffffff, Math.max(0, Math.round(r.volume))));
    this.flags.push(r.flags & 0xffff);
    this.intent.push(r.intent & 0xff);
    let l = this.langIndex.get(r.lang);
    if (l === undefined) {
      l = this.languages.length;
      if (l > 255) throw new Error('keywords: more than 256 languages');
      this.languages.push(r.lang);
      this.langIndex.set(r.lang, l);
    }
    this.lang.push(l);
    this.chars.push(Math.min(255, [...r.text].length));
    this.words.push(Math.min(255, wordCount(r.text)));
    this.indexTerms(r.text);
  }

  private indexTerms(text: string): void {
    const t = this.tok;
    const seen = this.seen;
    seen.length = 0;
    t.reset(text);
    while (t.next()) {
      const h = t.hash >>> 0;
      if (seen.includes(h)) continue;
      seen.push(h);
      let id = this.termOf.get(h);
      if (id === undefined) {
        id = this.termHashes.length;
        this.termOf.set(h, id);
        this.termHashes.push(h);
        this.termCount.push(0);
      }
      this.termCount.a[id]!++;
      this.kwTerms.push(id);
    }
    this.kwTerms.push(0xffffffff);
  }

  finish(): KeywordTableData {
    if (this.next !== this.categories + 1) this.unmapped([]);
    const N = this.count;
    this.catStart[this.categories + 1] = N;
    // Terms in hash order, each with its postings range.
    const T = this.termHashes.length;
    const hashes = this.termHashes.done();
    const order = new Uint32Array(T);
    for (let k = 0; k < T; k++) order[k] = k;
    order.sort((a, b) => hashes[a]! - hashes[b]!);
    const rank = new Uint32Array(T);
    const termHash = new Uint32Array(T);
    const termStart = new Uint32Array(T + 1);
    let P = 0;
    for (let r = 0; r < T; r++) {
      const id = order[r]!;
      rank[id] = r;
      termHash[r] = hashes[id]!;
      termStart[r] = P;
      P += this.termCount.a[id]!;
    }
    termStart[T] = P;
    const fill = termStart.slice(0, T);
    const postings = new Uint32Array(P);
    const kw = this.kwTerms.done();
    for (let k = 0, id = 0; k < kw.length; k++) {
      const t = kw[k]!;
      if (t === 0xffffffff) id++;
      else postings[fill[rank[t]!]!++] = id;
    }
    const texts = this.texts.done();
    return {
      catStart: this.catStart,
      textStart: texts.starts,
      volume: this.volume.done(),
      flags: this.flags.done(),
      intent: this.intent.done(),
      lang: this.lang.done(),
      chars: this.chars.done(),
      words: this.words.done(),
      termHash,
      termStart,
      postings,
      languages: this.languages.slice(),
      pool: texts.bytes,
    };
  }
}

/** Whitespace-separated words. */
export function wordCount(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 9 || c === 10 || c === 13 || c === 160;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}
