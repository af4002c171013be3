/**
 * The zero-shot side of a custom taxonomy: every node gets a centroid in the word-vector
 * space of an index version, made once when the taxonomy is compiled for that version's
 * vectors, in SharedArrayBuffers like the automaton (every worker wraps the same memory).
 *
 * A node's own vector is its name and its positive vocabulary, each made a unit vector
 * first so a node with a thousand terms does not drown its name:
 *   own = unit(name) * NAME + unit(mean of unit(term)) * TERMS.
 * Its centroid adds its ancestors' own vectors, halving with each step up (the path says
 * "Dogs" under Pets is the animal), and is scaled to unit length. The negative vocabulary
 * makes a second unit vector per node, without the words it shares with the node's name
 * and positive vocabulary ("hot dog" rules out the sausage, not dogs: only "hot" counts).
 * It pushes the centroid away (NEGATIVE_PUSH of the centroid's component along it is taken
 * off), and the scorer keeps the node from a text nearer it than the centroid.
 */
import type { WordVectors } from '../vectors/word-vectors.js';
import { contentVector, normalizeInPlace, tokenHashes } from '../vectors/content-vector.js';
import { walkPreorder, type CustomNode } from './custom-taxonomy.js';

export const CENTROID_WEIGHTS = { name: 1, terms: 1, pathDecay: 0.5, negativePush: 0.5 } as const;

/** What a worker is sent with a taxonomy: views of shared memory, and which vectors they belong to. */
export interface NodeCentroidsDescription {
  /** sha256 of the vectors.bin the centroids were made from. */
  vectorsKey: string;
  dimensions: number;
  /** nodes × dimensions, preorder, each row of unit length or all zeros (no word of the node has a vector). */
  positive: Float32Array;
  /** The same for the negative vocabulary (all zeros for a node without one). */
  negative: Float32Array;
  /**
   * `positive` as int8 with a scale per row (row = quantized × scale), a quarter of the
   * bytes, for the scan (zero-shot.ts); the floats rescore what it keeps.
   */
  quantized: Int8Array;
  scales: Float32Array;
}

function sharedFloats(n: number): Float32Array {
  return new Float32Array(new SharedArrayBuffer(n * 4));
}

/** Mean of the unit vectors of `phrases` that have one, into `out` (not normalized); false when none has. */
function meanOfPhrases(
  vectors: WordVectors,
  phrases: readonly string[],
  out: Float64Array,
  scratch: Float64Array,
  skip?: ReadonlySet<number>,
): boolean {
  out.fill(0);
  let n = 0;
  for (const p of phrases) {
    if (contentVector(vectors, p, scratch, skip) === 0 || !normalizeInPlace(scratch)) continue;
    for (let d = 0; d < out.length; d++) out[d]! += scratch[d]!;
    n++;
  }
  return n > 0;
}

export function compileNodeCentroids(
  vectors: WordVectors,
  vectorsKey: string,
  nodes: readonly CustomNode[],
): NodeCentroidsDescription {
  const D = vectors.dimensions;
  const list: CustomNode[] = [];
  const parents: number[] = [];
  walkPreorder(nodes, (node, _index, parent) => {
    list.push(node);
    parents.push(parent);
  });
  const own = new Float64Array(list.length * D);
  const positive = sharedFloats(list.length * D);
  const negative = sharedFloats(list.length * D);
  const name = new Float64Array(D);
  const terms = new Float64Array(D);
  const scratch = new Float64Array(D);
  const acc = new Float64Array(D);
  list.forEach((node, i) => {
    const hasName = contentVector(vectors, node.name, name) > 0 && normalizeInPlace(name);
    const hasTerms =
      meanOfPhrases(vectors, node.positive_vocab, terms, scratch) && normalizeInPlace(terms);
    const at = i * D;
    for (let d = 0; d < D; d++)
      own[at + d] =
        (hasName ? name[d]! * CENTROID_WEIGHTS.name : 0) +
        (hasTerms ? terms[d]! * CENTROID_WEIGHTS.terms : 0);
    if (node.negative_vocab.length === 0) return;
    const ownWords = tokenHashes([node.name, ...node.positive_vocab]);
    if (
      meanOfPhrases(vectors, node.negative_vocab, terms, scratch, ownWords) &&
      normalizeInPlace(terms)
    )
      for (let d = 0; d < D; d++) negative[at + d] = terms[d]!;
  });
  for (let i = 0; i < list.length; i++) {
    acc.fill(0);
    let w = 1;
    // Preorder: ancestors come first, so this walks up through parents already seen.
    for (let n = i; n >= 0; n = parents[n]!, w *= CENTROID_WEIGHTS.pathDecay) {
      const at = n * D;
      for (let d = 0; d < D; d++) acc[d]! += own[at + d]! * w;
    }
    // A node whose own words have no vector gets no centroid, even under a parent that has one.
    let ownNorm = 0;
    for (let d = 0; d < D; d++) ownNorm += own[i * D + d]! ** 2;
    if (ownNorm === 0 || !normalizeInPlace(acc)) continue;
    let along = 0;
    for (let d = 0; d < D; d++) along += acc[d]! * negative[i * D + d]!;
    if (along > 0) {
      for (let d = 0; d < D; d++)
        acc[d]! -= CENTROID_WEIGHTS.negativePush * along * negative[i * D + d]!;
      normalizeInPlace(acc);
    }
    positive.set(acc, i * D);
  }
  const quantized = new Int8Array(new SharedArrayBuffer(list.length * D));
  const scales = sharedFloats(list.length);
  for (let i = 0; i < list.length; i++) {
    const at = i * D;
    let max = 0;
    for (let d = 0; d < D; d++) max = Math.max(max, Math.abs(positive[at + d]!));
    if (max === 0) continue;
    scales[i] = max / 127;
    for (let d = 0; d < D; d++) quantized[at + d] = Math.round((positive[at + d]! / max) * 127);
  }
  return { vectorsKey, dimensions: D, positive, negative, quantized, scales };
}
