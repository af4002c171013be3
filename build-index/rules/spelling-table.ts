/**
 * The symmetric-delete table of the spelling step (layout in
 * native-index/spelling-format.ts): every word, with its commonness, listed under the hash
 * of each string made by deleting up to `maxDeletesOf(length)` letters from its first
 * SPELLING_PREFIX letters. Deterministic: words in byte order, entries grouped by bucket
 * in word order.
 */
import {
  deleteHash,
  entryOf,
  maxDeletesOf,
  SPELLING_MAX_WORD,
  SPELLING_MAX_WORDS,
  SPELLING_PREFIX,
  type SpellingTable,
} from '../../native-index/spelling-format.js';
import { commonnessByte } from '../../native-index/rules-format.js';

/** Entries per bucket, about (a bucket is one small run of u32 a lookup reads). */
const ENTRIES_PER_BUCKET = 4;

/** The table of `words` (lower-case ASCII letters) -> spoken count. */
export function buildSpellingTable(words: ReadonlyMap<string, number>): SpellingTable {
  const sorted = [...words.keys()].sort();
  const W = sorted.length;
  if (W > SPELLING_MAX_WORDS)
    throw new Error(`spelling: ${W} words, at most ${SPELLING_MAX_WORDS}`);
  const offsets = new Uint32Array(W + 1);
  const commonness = new Uint8Array(W);
  const pieces: string[] = [];
  let pos = 0;
  for (let w = 0; w < W; w++) {
    const word = sorted[w]!;
    if (!/^[a-z]+$/.test(word) || word.length > SPELLING_MAX_WORD)
      throw new Error(
        `spelling: "${word}" is not a word of at most ${SPELLING_MAX_WORD} letters a-z`,
      );
    offsets[w] = pos;
    pos += word.length;
    pieces.push(word);
    commonness[w] = commonnessByte(words.get(word)!);
  }
  offsets[W] = pos;
  const pool = Uint8Array.from(Buffer.from(pieces.join(''), 'latin1'));

  // (hash, word) of every distinct delete of every word.
  const hashes: number[] = [];
  const ids: number[] = [];
  const codes = new Uint8Array(SPELLING_PREFIX);
  const seen = new Set<number>();
  for (let w = 0; w < W; w++) {
    const word = sorted[w]!;
    const n = Math.min(word.length, SPELLING_PREFIX);
    for (let i = 0; i < n; i++) codes[i] = word.charCodeAt(i);
    seen.clear();
    const add = (h: number) => {
      if (seen.has(h)) return;
      seen.add(h);
      hashes.push(h);
      ids.push(w);
    };
    add(deleteHash(codes, n, -1, -1));
    const d = maxDeletesOf(word.length);
    for (let a = 0; a < n && d >= 1; a++) {
      add(deleteHash(codes, n, a, -1));
      if (d >= 2) for (let b = a + 1; b < n; b++) add(deleteHash(codes, n, a, b));
    }
  }

  const E = hashes.length;
  let B = 1;
  while (B * ENTRIES_PER_BUCKET < E) B <<= 1;
  const bucketStart = new Uint32Array(B + 1);
  for (const h of hashes) bucketStart[(h & (B - 1)) + 1]!++;
  for (let b = 0; b < B; b++) bucketStart[b + 1]! += bucketStart[b]!;
  const fill = bucketStart.slice(0, B);
  const entries = new Uint32Array(E);
  for (let e = 0; e < E; e++) {
    const h = hashes[e]!;
    const word = sorted[ids[e]!]!;
    entries[fill[h & (B - 1)]!++] = entryOf(ids[e]!, word.charCodeAt(0), word.length, h);
  }
  return { pool, offsets, commonness, bucketStart, entries, prefix: SPELLING_PREFIX };
}
