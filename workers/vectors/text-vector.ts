/** A text as one vector: the plain mean of the vectors of its tokens that have one. */
import { Tokenizer } from '../../text/tokenizer.js';
import type { WordVectors } from './word-vectors.js';

const tokenizer = new Tokenizer();

/**
 * Writes into `out` the sum of the vectors of the text's tokens (folded and stemmed by the
 * normalizer, each occurrence counted) that have a row, each times `weightOf(hash, row)`
 * (0 leaves the token out); returns the sum of the weights. `out` is all zeros when no
 * token counted.
 */
export function addTokenVectors(
  vectors: WordVectors,
  text: string,
  out: Float64Array,
  weightOf: (hash: number, row: number) => number,
): number {
  out.fill(0);
  let total = 0;
  tokenizer.reset(text);
  while (tokenizer.next()) {
    const hash = tokenizer.hash >>> 0;
    const row = vectors.rowOfHash(hash);
    if (row < 0) continue;
    const w = weightOf(hash, row);
    if (w === 0) continue;
    vectors.addTo(row, out, w);
    total += w;
  }
  return total;
}

/**
 * Writes into `out` the mean of the vectors of the text's tokens that have a row; returns
 * how many tokens had one. `out` is all zeros when none had. Tokens whose hash is in
 * `skip` are left out.
 */
export function textVector(
  vectors: WordVectors,
  text: string,
  out: Float64Array,
  skip?: ReadonlySet<number>,
): number {
  const n = addTokenVectors(vectors, text, out, (hash) => (skip?.has(hash) ? 0 : 1));
  if (n > 0) for (let d = 0; d < vectors.dimensions; d++) out[d]! /= n;
  return n;
}

/** Cosine similarity; 0 when either vector is all zeros. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let d = 0; d < a.length; d++) {
    ab += a[d]! * b[d]!;
    aa += a[d]! * a[d]!;
    bb += b[d]! * b[d]!;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}
