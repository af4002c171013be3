/**
 * A text as one vector for nearest-centroid answers: the weighted mean of the vectors of
 * its content words. English stop words are left out, and a word weighs by how rare it
 * is (smooth inverse frequency: a / (a + p(w))), so "the" or "said" add almost nothing
 * and "derailleur" counts fully. vectors.bin keeps the package's rows in frequency order,
 * so a row's number is its frequency rank; p(w) is taken from that rank by Zipf's law.
 */
import { Tokenizer } from '../../text/tokenizer.js';
import { hashString } from '../../text/hash.js';
import { tokenize } from '../../text/normalize.js';
import { STOP } from '../nlp/stop-words.js';
import { addTokenVectors } from './text-vector.js';
import type { WordVectors } from './word-vectors.js';

const tokenizer = new Tokenizer();

/** Hashes of the stop words as the tokenizer folds them ("was" and "is" included). */
export const STOP_HASHES: ReadonlySet<number> = new Set(
  [...STOP].flatMap((w) => tokenize(w).map((t) => hashString(t.text) >>> 0)),
);

/**
 * Weight of the word of rank `row`: 1 / (1 + RANK_HALF / (row + 1)), i.e. a / (a + p) with
 * p = 0.1 / rank (Zipf) and a = 1e-3; a word of rank 100 weighs one half.
 */
const RANK_HALF = 100;
export const rarityWeight = (row: number): number => 1 / (1 + RANK_HALF / (row + 1));

/**
 * Writes into `out` the weighted mean vector of the text's content words (folded and
 * stemmed by the normalizer) that have a row; returns the sum of their weights, 0 (and
 * `out` all zeros) when none had a row. Tokens whose hash is in `skip` are left out too.
 */
export function contentVector(
  vectors: WordVectors,
  text: string,
  out: Float64Array,
  skip?: ReadonlySet<number>,
): number {
  const total = addTokenVectors(vectors, text, out, (hash, row) =>
    STOP_HASHES.has(hash) || skip?.has(hash) ? 0 : rarityWeight(row),
  );
  if (total > 0) {
    const common = commonDirection(vectors);
    for (let d = 0; d < vectors.dimensions; d++) out[d] = out[d]! / total - common[d]!;
  }
  return total;
}

const commons = new WeakMap<WordVectors, Float64Array>();

/** Rows the common direction is the mean of: the most frequent words, which both profiles hold alike. */
const COMMON_ROWS = 16_000;

/**
 * The mean of the vectors of the COMMON_ROWS most frequent words: every GloVe vector leans
 * that way, so means of frequent or generic words ("home", "set", "running") are near
 * everything. Taking it off the text's vector and the centroids alike keeps such nodes
 * from answering every text. The same words on every profile, so similarities (and the
 * threshold) mean the same on the small and the full index.
 */
export function commonDirection(vectors: WordVectors): Float64Array {
  let mean = commons.get(vectors);
  if (!mean) {
    mean = new Float64Array(vectors.dimensions);
    const n = Math.min(COMMON_ROWS, vectors.rows);
    for (let r = 0; r < n; r++) vectors.addTo(r, mean, 1 / n);
    commons.set(vectors, mean);
  }
  return mean;
}

/** Scales `v` to unit length in place; returns false (v unchanged) when it is all zeros. */
export function normalizeInPlace(v: Float64Array | Float32Array): boolean {
  let s = 0;
  for (let d = 0; d < v.length; d++) s += v[d]! * v[d]!;
  if (s === 0) return false;
  const k = 1 / Math.sqrt(s);
  for (let d = 0; d < v.length; d++) v[d]! *= k;
  return true;
}

/** Hashes of the tokens of `texts`, as contentVector's `skip` takes them. */
export function tokenHashes(texts: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const t of texts) {
    tokenizer.reset(t);
    while (tokenizer.next()) out.add(tokenizer.hash >>> 0);
  }
  return out;
}

/** How many tokens the text has (as the tokenizer cuts them). */
export function countTokens(text: string): number {
  let n = 0;
  tokenizer.reset(text);
  while (tokenizer.next()) n++;
  return n;
}
