/**
 * The zero-shot scan reads int8 rows and rescores with the floats: its answers must be
 * exactly those of scoring every node's float centroid, on a seeded taxonomy of many nodes
 * over a small random vocabulary, for texts near and far from its nodes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeVectors } from '../../../native-index/vectors-format.js';
import { hashString } from '../../../text/hash.js';
import { compileNodeCentroids } from '../../../workers/custom/node-centroids.js';
import type { CustomNode } from '../../../workers/custom/custom-taxonomy.js';
import { zeroShotNodes } from '../../../workers/custom/zero-shot.js';
import { contentVector, normalizeInPlace } from '../../../workers/vectors/content-vector.js';
import { WordVectors } from '../../../workers/vectors/index.js';

let seed = 7;
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};
const D = 16;
const words = Array.from({ length: 300 }, (_, i) => `w${i.toString(36)}x`);
const vectors = new WordVectors(
  encodeVectors({
    dimensions: D,
    sourceWords: words.length,
    words,
    hashes: words.map((w) => hashString(w)),
    values: Float32Array.from({ length: words.length * D }, () => random() * 2 - 1),
  }),
);
const pick = () => words[Math.floor(random() * words.length)]!;
const node = (depth: number): CustomNode => ({
  name: `${pick()} ${pick()}`,
  positive_vocab: [pick(), `${pick()} ${pick()}`],
  negative_vocab: random() < 0.3 ? [pick()] : [],
  nodes: depth > 0 ? Array.from({ length: 12 }, () => node(depth - 1)) : [],
});
const nodes = Array.from({ length: 12 }, () => node(1));
const centroids = compileNodeCentroids(vectors, 'test', nodes);

/** Every node scored with its float rows, as the scan must answer. */
function byFloats(text: string, threshold: number) {
  const t = new Float64Array(D);
  if (contentVector(vectors, text, t) === 0 || !normalizeInPlace(t)) return [];
  const out: { node: number; similarity: number }[] = [];
  for (let n = 0; n < centroids.scales.length; n++) {
    let pos = 0;
    let neg = 0;
    for (let d = 0; d < D; d++) {
      pos += t[d]! * centroids.positive[n * D + d]!;
      neg += t[d]! * centroids.negative[n * D + d]!;
    }
    if (pos >= threshold && neg < pos) out.push({ node: n, similarity: pos });
  }
  return out.sort((a, b) => b.similarity - a.similarity || a.node - b.node);
}

test('the int8 rows hold every centroid to within half a step of its scale', () => {
  const { positive, quantized, scales } = centroids;
  for (let n = 0; n < scales.length; n++)
    for (let d = 0; d < D; d++)
      assert.ok(
        Math.abs(quantized[n * D + d]! * scales[n]! - positive[n * D + d]!) <=
          scales[n]! / 2 + 1e-7,
      );
});

test('the scan answers exactly what scoring every float centroid answers', () => {
  let answered = 0;
  for (let k = 0; k < 200; k++) {
    const text = Array.from({ length: 1 + (k % 6) }, pick).join(' ');
    for (const threshold of [0.1, 0.3, 0.5]) {
      const want = byFloats(text, threshold);
      assert.equal(
        zeroShotNodes(centroids, vectors, text, new Set(), 1_000, threshold),
        want,
        text,
      );
      answered += want.length;
    }
  }
  assert.ok(answered > 100, `only ${answered} answers: the test would prove little`);
});

test.run();
