/**
 * Zero-shot answers over a custom taxonomy: the text's content vector against every
 * node's centroid (node-centroids.ts). A node answers when its similarity reaches
 * ZERO_SHOT.threshold; a text nearer the node's negative vocabulary than its centroid, or
 * one that contains a negative term (the scorer's `suppressed`), never gets the node.
 */
import type { IndexVersion } from '../../native-index/index.js';
import { VECTORS_FILE } from '../../native-index/vectors-format.js';
import { wordVectorsFor } from '../vectors/index.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import type { CustomTaxonomy } from './custom-taxonomy.js';
import { contentVector, normalizeInPlace } from '../vectors/content-vector.js';
import type { NodeCentroidsDescription } from './node-centroids.js';

/**
 * threshold: the least similarity (cosine) that answers; chosen on the development set
 * (test/eval/zero-shot/publisher-dev.tsv), see BENCHMARKS.md.
 */
export const ZERO_SHOT = { threshold: 0.3 } as const;

export interface ZeroShotMatch {
  node: number;
  /** Cosine of the text and the node's centroid, in [threshold, 1]. */
  similarity: number;
}

let scratch = new Float64Array(0);

/**
 * Nodes at or above the threshold, most similar first (at most `limit`). The scan reads the int8 rows (a quarter of the bytes of the floats) and
 * rescores with the floats every node the int8 estimate leaves within its error bound of
 * the floor, so the answer is the floats' own.
 */
export function zeroShotNodes(
  centroids: NodeCentroidsDescription,
  vectors: WordVectors,
  text: string,
  suppressed: ReadonlySet<number>,
  limit: number,
  threshold: number = ZERO_SHOT.threshold,
): ZeroShotMatch[] {
  const D = centroids.dimensions;
  if (vectors.dimensions !== D) return [];
  if (scratch.length !== D) scratch = new Float64Array(D);
  const t = scratch;
  if (contentVector(vectors, text, t) === 0 || !normalizeInPlace(t)) return [];
  const { positive, negative, quantized, scales } = centroids;
  let l1 = 0;
  for (let d = 0; d < D; d++) l1 += Math.abs(t[d]!);
  const floor = threshold;
  // |int8 estimate - float cosine| <= sum |t_d| * scale / 2 (each value rounded to a step of `scale`).
  const slack = l1 / 2;
  const nodes = scales.length;
  const out: ZeroShotMatch[] = [];
  for (let n = 0, at = 0; n < nodes; n++, at += D) {
    const scale = scales[n]!;
    if (scale === 0) continue;
    let q = 0;
    for (let d = 0; d < D; d++) q += t[d]! * quantized[at + d]!;
    if ((q + slack) * scale < floor) continue;
    let pos = 0;
    for (let d = 0; d < D; d++) pos += t[d]! * positive[at + d]!;
    if (pos < floor || suppressed.has(n)) continue;
    let neg = 0;
    for (let d = 0; d < D; d++) neg += t[d]! * negative[at + d]!;
    if (neg < pos) out.push({ node: n, similarity: pos });
  }
  out.sort((a, b) => b.similarity - a.similarity || a.node - b.node);
  return out.slice(0, limit);
}

/** sha256 of an index version's vectors.bin, '' when it has none: the key of centroids made from them. */
export function vectorsKeyOf(index: IndexVersion): string {
  return index.manifest.files[VECTORS_FILE]?.sha256 ?? '';
}

/** The task's vectors, when the taxonomy holds centroids made from them; else null (no zero-shot). */
export function zeroShotVectors(index: IndexVersion, tax: CustomTaxonomy): WordVectors | null {
  const key = tax.centroids?.vectorsKey;
  if (!key || key !== vectorsKeyOf(index)) return null;
  return wordVectorsFor(index);
}
