/**
 * `keywords.table`: the keyword dataset of keyword search (written by
 * build-index/keywords/keywords-writer.ts, searched by workers/keywords/). Keywords are
 * grouped by category in preorder, so the keywords of a branch are one contiguous range,
 * and sorted by volume (highest first) inside a category; keywords the index could not
 * map to a category come last. Every keyword has its volume, keyword flags, intent flags,
 * language, and its length in characters and words (read by the filters without decoding
 * the text). An inverted index maps the hash of each stemmed word (the Tokenizer's token
 * hash, text/) to the ascending ids of the keywords holding it; two words with the same
 * 32-bit hash share a list (a rare false match, never a missed one).
 *
 * Payload (in the index container, container.ts: magic "SKWT"), little-endian; every
 * section starts 8-byte aligned:
 *   u32[16] head: keywords N, categories C, terms T, postings P, pool bytes B,
 *           languages L, then zeros
 *   u32[C + 2] catStart: keywords of category i are [catStart[i], catStart[i + 1]);
 *           unmapped keywords are [catStart[C], catStart[C + 1] = N)
 *   u32[N + 1] textStart: byte offset of each keyword in the pool
 *   u32[N]  volume
 *   u16[N]  keyword flags (1 Invalid ... 2048 Intent)
 *   u8[N]   intent flags (1 purchase, 2 comparison, 4 negative, 8 question, 16 coupons)
 *   u8[N]   language: index into the language codes
 *   u8[N]   characters (code points, at most 255)
 *   u8[N]   words (whitespace-separated, at most 255)
 *   u32[T]  term hashes, ascending
 *   u32[T + 1] first posting of each term
 *   u32[P]  postings: keyword ids, ascending per term
 *   u8[4 L] language codes (ISO 639-2, three ASCII letters and a zero)
 *   u8[B]   the keywords, UTF-8, concatenated
 *
 * The file is written as parts (the sections as the builder holds them, not copied into
 * one buffer) and may pass the 4 GiB one typed array can view: a reader gets the whole
 * file as one SharedArrayBuffer and views each section on its own. Offsets into the pool
 * are u32, so the keywords' text is at most 4 GiB (about 130 M keywords).
 */
import { COMPONENTS } from './components.js';
import {
  CONTAINER_HEADER_BYTES,
  containerParts,
  openBufferContainer,
  openContainer,
} from './container.js';

export const KEYWORDS_FILE = COMPONENTS.keywordTable.file;
const HEAD_WORDS = 16;
/** Unmapped keywords have this category in the arrays built by readers (`categoryOf`). */
export const UNMAPPED = -1;

export interface KeywordTableData {
  catStart: Uint32Array;
  textStart: Uint32Array;
  volume: Uint32Array;
  flags: Uint16Array;
  intent: Uint8Array;
  lang: Uint8Array;
  chars: Uint8Array;
  words: Uint8Array;
  termHash: Uint32Array;
  termStart: Uint32Array;
  postings: Uint32Array;
  /** ISO 639-2 codes. */
  languages: string[];
  pool: Uint8Array;
}

/** Rounded up to a multiple of 8; arithmetic, not bitwise: offsets pass 2^31 in large tables. */
const pad8 = (n: number): number => Math.ceil(n / 8) * 8;

/** Byte size and offset of each section for these counts. */
function geometry(N: number, C: number, T: number, P: number, B: number, L: number) {
  let at = HEAD_WORDS * 4;
  const take = (bytes: number): number => {
    const o = at;
    at = pad8(at + bytes);
    return o;
  };
  const g = {
    catStart: take(4 * (C + 2)),
    textStart: take(4 * (N + 1)),
    volume: take(4 * N),
    flags: take(2 * N),
    intent: take(N),
    lang: take(N),
    chars: take(N),
    words: take(N),
    termHash: take(4 * T),
    termStart: take(4 * (T + 1)),
    postings: take(4 * P),
    languages: take(4 * L),
    pool: take(B),
    total: 0,
  };
  g.total = at;
  return g;
}

/** Bytes of the file `encodeKeywordTable` writes for `t` (container header included). */
export function keywordTableBytes(t: KeywordTableData): number {
  const C = t.catStart.length - 2;
  const g = geometry(
    t.volume.length,
    C,
    t.termHash.length,
    t.postings.length,
    t.pool.length,
    t.languages.length,
  );
  return CONTAINER_HEADER_BYTES + g.total;
}

/** The file, as parts to write one after the other (the sections are not copied). */
export function encodeKeywordTable(t: KeywordTableData): Uint8Array[] {
  const N = t.volume.length;
  const C = t.catStart.length - 2;
  const T = t.termHash.length;
  const P = t.postings.length;
  const B = t.pool.length;
  const L = t.languages.length;
  if (
    C < 0 ||
    t.textStart.length !== N + 1 ||
    t.termStart.length !== T + 1 ||
    t.catStart[C + 1] !== N ||
    t.textStart[N] !== B ||
    t.termStart[T] !== P
  )
    throw new Error(`${KEYWORDS_FILE}: inconsistent sections`);
  const g = geometry(N, C, T, P, B, L);
  const head = new Uint32Array(HEAD_WORDS);
  head.set([N, C, T, P, B, L]);
  const languages = new Uint8Array(4 * L);
  t.languages.forEach((code, k) => {
    if (!/^[a-z]{3}$/.test(code)) throw new Error(`${KEYWORDS_FILE}: bad language ${code}`);
    for (let j = 0; j < 3; j++) languages[4 * k + j] = code.charCodeAt(j);
  });
  const sections: [number, ArrayBufferView][] = [
    [0, head],
    [g.catStart, t.catStart],
    [g.textStart, t.textStart],
    [g.volume, t.volume],
    [g.flags, t.flags],
    [g.intent, t.intent],
    [g.lang, t.lang],
    [g.chars, t.chars],
    [g.words, t.words],
    [g.termHash, t.termHash],
    [g.termStart, t.termStart],
    [g.postings, t.postings],
    [g.languages, languages],
    [g.pool, t.pool],
  ];
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const [offset, a] of sections) {
    if (offset > at) parts.push(new Uint8Array(offset - at)); // zero padding to 8 bytes
    parts.push(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
    at = offset + a.byteLength;
  }
  if (g.total > at) parts.push(new Uint8Array(g.total - at));
  return containerParts(COMPONENTS.keywordTable, parts);
}

/**
 * Views over the file's bytes (no copy; index files start 8-byte aligned): the whole file as
 * its own buffer (an index version's, of any length), or a Uint8Array holding it. Checks
 * every reference.
 */
export function readKeywordTable(
  input: Uint8Array | SharedArrayBuffer,
  categories: number,
): KeywordTableData {
  const error = (_: unknown, message: string): Error => new Error(message);
  let buf: ArrayBufferLike;
  let base: number;
  let payloadBytes: number;
  if (input instanceof Uint8Array) {
    const bytes = openContainer(
      input.byteOffset % 8 === 0 ? input : input.slice(),
      COMPONENTS.keywordTable,
      { error },
    );
    [buf, base, payloadBytes] = [bytes.buffer, bytes.byteOffset, bytes.byteLength];
  } else {
    const p = openBufferContainer(input, COMPONENTS.keywordTable, { error });
    [buf, base, payloadBytes] = [input, p.offset, p.bytes];
  }
  const fail = (why: string): never => {
    throw new Error(`${KEYWORDS_FILE}: ${why}`);
  };
  if (payloadBytes < HEAD_WORDS * 4) fail('truncated');
  const head = new Uint32Array(buf, base, HEAD_WORDS);
  const [N, C, T, P, B, L] = [head[0]!, head[1]!, head[2]!, head[3]!, head[4]!, head[5]!];
  if (C !== categories) fail(`made for ${C} categories, the version has ${categories}`);
  const g = geometry(N, C, T, P, B, L);
  if (g.total !== payloadBytes) fail('sizes do not add up');
  const t: KeywordTableData = {
    catStart: new Uint32Array(buf, base + g.catStart, C + 2),
    textStart: new Uint32Array(buf, base + g.textStart, N + 1),
    volume: new Uint32Array(buf, base + g.volume, N),
    flags: new Uint16Array(buf, base + g.flags, N),
    intent: new Uint8Array(buf, base + g.intent, N),
    lang: new Uint8Array(buf, base + g.lang, N),
    chars: new Uint8Array(buf, base + g.chars, N),
    words: new Uint8Array(buf, base + g.words, N),
    termHash: new Uint32Array(buf, base + g.termHash, T),
    termStart: new Uint32Array(buf, base + g.termStart, T + 1),
    postings: new Uint32Array(buf, base + g.postings, P),
    languages: [],
    pool: new Uint8Array(buf, base + g.pool, B),
  };
  // References stay in bounds and in order (a damaged file must not make a search read garbage).
  const ascending = (a: Uint32Array, first: number, last: number, what: string): void => {
    if (a[0] !== first || a[a.length - 1] !== last) fail(`${what} out of range`);
    for (let k = 1; k < a.length; k++) if (a[k]! < a[k - 1]!) fail(`${what} out of order`);
  };
  ascending(t.catStart, 0, N, 'category starts');
  ascending(t.textStart, 0, B, 'keyword offsets');
  ascending(t.termStart, 0, P, 'term starts');
  for (let k = 1; k < T; k++) if (t.termHash[k]! <= t.termHash[k - 1]!) fail('terms out of order');
  for (let k = 0; k < P; k++) if (t.postings[k]! >= N) fail('posting out of range');
  for (let k = 0; k < L; k++)
    t.languages.push(Buffer.from(buf, base + g.languages + 4 * k, 3).toString('latin1'));
  for (let k = 0; k < N; k++) if (t.lang[k]! >= L) fail('language out of range');
  return t;
}
