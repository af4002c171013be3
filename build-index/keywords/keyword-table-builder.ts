/**
 * Accumulates the keyword dataset category by category, in preorder, and lays it out as
 * native-index/keywords-format.ts: call `category(i, rows)` for every category index in
 * order (rows in any order: they are sorted by volume here), then `unmapped(rows)`, then
 * `finish()`. The inverted index is counted while keywords arrive and filled at the end
 * from the texts, tokenized a second time (holding every keyword's terms in between would
 * cost more memory than the postings), so memory is a few typed arrays, not one object per
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

/** Keywords and bytes of text a builder makes room for at the start (it grows past them). */
export interface KeywordTableRoom {
  keywords: number;
  textBytes: number;
}

export class KeywordTableBuilder {
  private readonly catStart: Uint32Array;
  private next = 0;
  private readonly volume: Grow<Uint32Array>;
  private readonly flags: Grow<Uint16Array>;
  private readonly intent: Grow<Uint8Array>;
  private readonly lang: Grow<Uint8Array>;
  private readonly chars: Grow<Uint8Array>;
  private readonly words: Grow<Uint8Array>;
  private readonly texts: Utf8Pool;
  private readonly languages: string[] = [];
  private readonly langIndex = new Map<string, number>();
  private readonly tok = new Tokenizer();
  /** Term id of each token hash, and the count of keywords holding it. */
  private readonly termOf = new Map<number, number>();
  private readonly termCount = new Grow(new Uint32Array(1 << 16));
  private readonly termHashes = new Grow(new Uint32Array(1 << 16));
  private readonly seen: number[] = [];

  constructor(
    readonly categories: number,
    room: KeywordTableRoom = { keywords: 1 << 16, textBytes: 1 << 20 },
  ) {
    this.catStart = new Uint32Array(categories + 2);
    const n = Math.max(16, room.keywords);
    this.volume = new Grow(new Uint32Array(n));
    this.flags = new Grow(new Uint16Array(n));
    this.intent = new Grow(new Uint8Array(n));
    this.lang = new Grow(new Uint8Array(n));
    this.chars = new Grow(new Uint8Array(n));
    this.words = new Grow(new Uint8Array(n));
    this.texts = new Utf8Pool('keywords', { strings: n, bytes: room.textBytes });
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
    this.forEachTerm(r.text, (h) => {
      let id = this.termOf.get(h);
      if (id === undefined) {
        id = this.termHashes.length;
        this.termOf.set(h, id);
        this.termHashes.push(h);
        this.termCount.push(0);
      }
      this.termCount.a[id]!++;
    });
  }

  /** Each distinct token hash of `text`, once. */
  private forEachTerm(text: string, f: (hash: number) => void): void {
    const t = this.tok;
    const seen = this.seen;
    seen.length = 0;
    t.reset(text);
    while (t.next()) {
      const h = t.hash >>> 0;
      if (seen.includes(h)) continue;
      seen.push(h);
      f(h);
    }
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
    const texts = this.texts.done();
    const pool = Buffer.from(texts.bytes.buffer, texts.bytes.byteOffset, texts.bytes.byteLength);
    for (let id = 0; id < N; id++) {
      const text = pool.toString('utf8', texts.starts[id], texts.starts[id + 1]);
      this.forEachTerm(text, (h) => void (postings[fill[rank[this.termOf.get(h)!]!]!++] = id));
    }
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
