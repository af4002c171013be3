/**
 * `spelling.table`: the dictionary of the spelling step (written by
 * build-index/rules/spelling-writer.ts, read by workers/engine/speller.ts). Its words are
 * lower-case ASCII letters, each with its commonness in speech (SUBTLEX, as rules.model's
 * byte: 36 per decade). A symmetric-delete table (the SymSpell idea) finds the words near
 * a misspelled one: every string made by deleting at most `maxDeletesOf(length)` letters
 * from the first SPELLING_PREFIX letters of a word is hashed, and the word is listed in
 * that hash's bucket; a query's own deletes (`maxEditsOf(length)` of them) then meet the
 * deletes of every word within that edit distance, and each candidate is checked by a true
 * edit distance. A query of 4 to 6 letters may be one edit from its word, a longer one two.
 * The deletes a query makes are never shorter than its prefix less its edits (3 letters
 * for one edit, 5 for two), so a word keeps only the deletes that long: 3-letter words
 * none, words of 4 to 6 letters one, longer words two. That keeps the short strings, which
 * many words share, out of the table.
 *
 * Payload (in the index container, container.ts: magic "SSPL"), little-endian:
 *   u32[8] head: words W, buckets B (a power of 2), entries E, pool bytes P, prefix
 *          length, 3 zero words
 *   u32[W + 1] byte offset of each word in the pool
 *   u32[B + 1] first entry of each bucket (entries are grouped by bucket)
 *   u32[E]     entry (entryOf): the word's id, first letter and length, and 2 bits of the
 *              delete's hash: most entries of a bucket that cannot be the correction (another
 *              delete, another first letter, too long or short) are skipped without reading
 *              the word
 *   u8[W]      commonness of each word, then zero padding to a multiple of 4
 *   u8[P]      the words, concatenated (ASCII)
 * Words are sorted (byte order), so a word's id is its rank: ties between candidates go
 * to the lower id, the same on every machine.
 */
import { COMPONENTS } from './components.js';
import { allocateContainer, openContainer } from './container.js';

export const SPELLING_FILE = COMPONENTS.spellingTable.file;

/** Letters of a word whose deletes are indexed (longer words share the deletes of their prefix). */
export const SPELLING_PREFIX = 7;
/** Longest word the table holds. */
export const SPELLING_MAX_WORD = 24;

const HEAD_WORDS = 8;
/** Words a table may hold (entryOf keeps 20 bits of the id). */
export const SPELLING_MAX_WORDS = 1 << 20;

/** An entry: word id << 12 | first letter (a = 0) << 7 | length << 2 | the hash's top 2 bits. */
export function entryOf(id: number, first: number, length: number, hash: number): number {
  return ((id << 12) | ((first - 97) << 7) | (length << 2) | (hash >>> 30)) >>> 0;
}
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Shortest word a query may be corrected from; longest corrected by one edit at most (longer ones may take two). */
export const SPELL_MIN_LETTERS = 4;
export const ONE_EDIT_MAX_LETTERS = 6;

/** Edits a query word of this length may be from its correction (0: too short to correct). */
export function maxEditsOf(length: number): number {
  return length < SPELL_MIN_LETTERS ? 0 : length <= ONE_EDIT_MAX_LETTERS ? 1 : 2;
}

/** Deletes indexed for a dictionary word of this length (see the module comment). */
export function maxDeletesOf(length: number): number {
  return length > ONE_EDIT_MAX_LETTERS ? 2 : length >= SPELL_MIN_LETTERS ? 1 : 0;
}

/**
 * FNV-1a hash of codes[0 .. n) without the positions `skipA` and `skipB` (-1: none): the
 * hash of one delete of a word, computed without making the string.
 */
export function deleteHash(
  codes: ArrayLike<number>,
  n: number,
  skipA: number,
  skipB: number,
): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < n; i++) {
    if (i === skipA || i === skipB) continue;
    h = Math.imul(h ^ codes[i]!, FNV_PRIME);
  }
  return h >>> 0;
}

export interface SpellingTable {
  /** The words' letters, concatenated. */
  pool: Uint8Array;
  /** W + 1 offsets into `pool`. */
  offsets: Uint32Array;
  /** Commonness byte per word. */
  commonness: Uint8Array;
  /** B + 1 entry offsets, B a power of 2. */
  bucketStart: Uint32Array;
  /** entryOf(word id, first letter, length, delete hash), grouped by bucket. */
  entries: Uint32Array;
  prefix: number;
}

export function encodeSpellingTable(t: SpellingTable): Uint8Array {
  const W = t.commonness.length;
  const B = t.bucketStart.length - 1;
  if (t.offsets.length !== W + 1 || B < 1 || (B & (B - 1)) !== 0)
    throw new Error(`${SPELLING_FILE}: inconsistent sections`);
  const u32Words = HEAD_WORDS + (W + 1) + (B + 1) + t.entries.length;
  const commonBytes = (W + 3) & ~3;
  const c = allocateContainer(COMPONENTS.spellingTable, u32Words * 4 + commonBytes + t.pool.length);
  const out = c.payload;
  const u32 = new Uint32Array(out.buffer, out.byteOffset, u32Words);
  u32.set([W, B, t.entries.length, t.pool.length, t.prefix]);
  let at = HEAD_WORDS;
  u32.set(t.offsets, at);
  at += W + 1;
  u32.set(t.bucketStart, at);
  at += B + 1;
  u32.set(t.entries, at);
  out.set(t.commonness, u32Words * 4);
  out.set(t.pool, u32Words * 4 + commonBytes);
  return c.seal();
}

/** Views over the file's bytes (no copy when they start 4-byte aligned, as index files do); checks every reference. */
export function readSpellingTable(input: Uint8Array): SpellingTable {
  const bytes = openContainer(
    input.byteOffset % 4 === 0 ? input : input.slice(),
    COMPONENTS.spellingTable,
    {
      error: (_, message) => new Error(message),
    },
  );
  const fail = (why: string): never => {
    throw new Error(`${SPELLING_FILE}: ${why}`);
  };
  if (bytes.byteLength < HEAD_WORDS * 4) fail('truncated');
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, HEAD_WORDS);
  const [W, B, E, P, prefix] = [head[0]!, head[1]!, head[2]!, head[3]!, head[4]!];
  const u32Words = HEAD_WORDS + (W + 1) + (B + 1) + E;
  const commonBytes = (W + 3) & ~3;
  if (B < 1 || (B & (B - 1)) !== 0 || prefix < 1 || prefix > SPELLING_MAX_WORD) fail('bad head');
  if (W > SPELLING_MAX_WORDS) fail('too many words');
  if (bytes.byteLength !== u32Words * 4 + commonBytes + P) fail('sizes do not add up');
  const u32 = new Uint32Array(bytes.buffer, bytes.byteOffset, u32Words);
  let at = HEAD_WORDS;
  const offsets = u32.subarray(at, (at += W + 1));
  const bucketStart = u32.subarray(at, (at += B + 1));
  const entries = u32.subarray(at, at + E);
  const commonness = new Uint8Array(bytes.buffer, bytes.byteOffset + u32Words * 4, W);
  const pool = new Uint8Array(bytes.buffer, bytes.byteOffset + u32Words * 4 + commonBytes, P);
  // References stay in bounds (a damaged file must not make the speller read garbage).
  if (offsets[0] !== 0 || offsets[W] !== P) fail('word offsets out of range');
  for (let w = 0; w < W; w++) {
    const n = offsets[w + 1]! - offsets[w]!;
    if (n < 1 || n > SPELLING_MAX_WORD) fail('word length out of range');
  }
  if (bucketStart[0] !== 0 || bucketStart[B] !== E) fail('bucket offsets out of range');
  for (let b = 0; b < B; b++)
    if (bucketStart[b + 1]! < bucketStart[b]!) fail('bucket offsets out of order');
  for (let e = 0; e < E; e++) {
    const x = entries[e]!;
    const w = x >>> 12;
    if (w >= W) fail('entry out of range');
    const at = offsets[w]!;
    if (offsets[w + 1]! - at !== ((x >>> 2) & 31) || pool[at] !== ((x >>> 7) & 31) + 97)
      fail('entry does not describe its word');
  }
  return { pool, offsets, commonness, bucketStart, entries, prefix };
}
