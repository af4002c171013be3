/**
 * The topic model's vector features on a tiny vocabulary: texts whose mean vectors point
 * the same way share their cells, the cells join the words at a fixed share of the unit
 * vector, the nearest topic is a feature of its own kind, and extractors without vectors
 * or without the nearest topic compute the older features versions.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeVectors } from '../../../native-index/vectors-format.js';
import { hashString } from '../../../text/hash.js';
import { functionWordHashes } from '../../../build-index/model/writer.js';
import {
  conceptBucket,
  FEATURES_VERSION,
  FEATURES_VERSION_CELLS,
  FEATURES_VERSION_WORDS,
  FeatureExtractor,
  nearestTierBucket,
  nearestTopicBucket,
  vectorCellBucket,
  VECTOR_WEIGHT,
} from '../../../workers/model/features.js';
import {
  CENTER_ROWS,
  VECTOR_BITS,
  VECTOR_TABLES,
  VectorCells,
} from '../../../workers/model/vector-cells.js';
import { fmix32 } from '../../../workers/nlp/lid-hash.js';
import { WordVectors } from '../../../workers/vectors/index.js';

const D = 16;
/** Two topics: vehicles around one direction, poetry around the opposite one; small per-word noise. */
function row(topic: number, word: number): number[] {
  return Array.from({ length: D }, (_, d) => {
    const base = (d % 2 === 0 ? 1 : -1) * topic * 100;
    return base + ((word * 7 + d * 13) % 11) - 5;
  });
}
const vocab: [string, number[]][] = [
  ['car', row(1, 1)],
  ['truck', row(1, 2)],
  ['sedan', row(1, 3)],
  ['engine', row(1, 4)],
  ['poem', row(-1, 5)],
  ['verse', row(-1, 6)],
  ['rhyme', row(-1, 7)],
  ['stanza', row(-1, 8)],
];
const vectors = new WordVectors(
  encodeVectors({
    dimensions: D,
    sourceWords: vocab.length,
    words: vocab.map(([w]) => w),
    hashes: vocab.map(([w]) => hashString(w)),
    values: Float32Array.from(vocab.flatMap(([, v]) => v)),
  }),
);

function codesOf(words: string[]): number[] {
  const cells = new VectorCells(vectors);
  cells.reset();
  for (const w of words) cells.add(hashString(w));
  const out = new Int32Array(VECTOR_TABLES);
  cells.codes(out);
  return [...out];
}

const shared = (a: number[], b: number[]) => a.filter((c, t) => b[t] === c).length;

test('texts of one topic share more cells than texts of two', () => {
  const vehicles = codesOf(['car', 'truck']);
  const vehicles2 = codesOf(['sedan', 'engine']);
  const poetry = codesOf(['poem', 'verse', 'stanza']);
  assert.equal(codesOf(['car', 'truck']), vehicles, 'the same words, the same cells');
  assert.ok(
    shared(vehicles, vehicles2) > shared(vehicles, poetry),
    `${shared(vehicles, vehicles2)} against ${shared(vehicles, poetry)}`,
  );
});

test('words without a vector add nothing to the mean', () => {
  const cells = new VectorCells(vectors);
  cells.reset();
  cells.add(hashString('unknownword'));
  assert.is(cells.count, 0);
  cells.add(hashString('car'));
  assert.is(cells.count, 1);
});

function extractor(withVectors: boolean, nearestTopic = true): FeatureExtractor {
  return new FeatureExtractor({
    bucketBits: 18,
    stopHashes: functionWordHashes(),
    classOf: Uint16Array.of(0, 1, 1, 2),
    classCount: 3,
    pairPrior: null,
    vectors: withVectors ? vectors : null,
    nearestTopic,
    classTier: Uint16Array.of(0, 0, 2),
  });
}

test('the vector cells join the words at their share of a unit vector', () => {
  const mask = (1 << 18) - 1;
  const fx = extractor(true);
  assert.is(fx.version, FEATURES_VERSION);
  const n = fx.extract('the car and the truck', []);
  const codes = codesOf(['car', 'truck']);
  const cellBuckets = new Set(codes.map((c, t) => vectorCellBucket(t, c, mask)));
  let cellMass = 0;
  let total = 0;
  for (let k = 0; k < n; k++) {
    const v = fx.values[k]!;
    total += v * v;
    if (cellBuckets.has(fx.buckets[k]!)) cellMass += v * v;
  }
  assert.ok(Math.abs(total - 1) < 1e-5, `unit length: ${total}`);
  // Words and concepts have length 1, the cells VECTOR_WEIGHT, before the whole is scaled.
  const expected = (VECTOR_WEIGHT * VECTOR_WEIGHT) / (1 + VECTOR_WEIGHT * VECTOR_WEIGHT);
  assert.ok(Math.abs(cellMass - expected) < 1e-5, `${cellMass} against ${expected}`);
  // Without vectors: words only, the older features version.
  const words = extractor(false);
  assert.is(words.version, FEATURES_VERSION_WORDS);
  assert.is(words.extract('the car and the truck', []), 3);
});

test('the nearest topic is a feature of its own kinds: its class and its tier, beside the concepts', () => {
  const mask = (1 << 18) - 1;
  const fx = extractor(true);
  const bucketsOf = (n: number) => new Set(Array.from(fx.buckets.subarray(0, n)));
  const plain = fx.extract('the car and the truck', []);
  const withTopic = bucketsOf(fx.extract('the car and the truck', [], null, false, 2));
  assert.is(withTopic.size, plain + 2);
  // Category 2 is in class 1, under the tier of class 0: the features are theirs, not concepts.
  assert.ok(withTopic.has(nearestTopicBucket(1, mask)));
  assert.ok(withTopic.has(nearestTierBucket(0, mask)));
  assert.not.ok(withTopic.has(conceptBucket(1, mask)));
  assert.is.not(nearestTopicBucket(1, mask), conceptBucket(1, mask));
  // A category out of range, or -1, adds nothing.
  assert.is(fx.extract('the car and the truck', [], null, false, 99), plain);
  assert.is(fx.extract('the car and the truck', [], null, false, -1), plain);
  // Features version 4 reads no nearest topic, given or not.
  const older = extractor(true, false);
  assert.is(older.version, FEATURES_VERSION_CELLS);
  assert.is(older.extract('the car and the truck', [], null, false, 2), plain);
  assert.is(extractor(false, true).version, FEATURES_VERSION_WORDS);
});

test('a text none of whose words has a vector gets no cells', () => {
  const fx = extractor(true);
  assert.is(fx.extract('the bank of america', []), 3);
});

/** The cell codes by their definition: signs of 192 plain dot products with the seeded ±1 directions. */
function definedCodes(words: string[]): number[] {
  const mean = new Float64Array(D);
  const center = new Float64Array(D);
  let n = 0;
  for (const w of words) {
    const r = vectors.rowOfHash(hashString(w));
    if (r < 0) continue;
    vectors.addTo(r, mean);
    n++;
  }
  const rows = Math.min(CENTER_ROWS, vectors.rows);
  for (let r = 0; r < rows; r++) vectors.addTo(r, center);
  const x = Array.from({ length: D }, (_, d) => mean[d]! / n - center[d]! / rows);
  const codes: number[] = [];
  for (let t = 0; t < VECTOR_TABLES; t++) {
    let code = 0;
    for (let b = 0; b < VECTOR_BITS; b++) {
      const j = t * VECTOR_BITS + b;
      let dot = 0;
      for (let d = 0; d < D; d++) {
        const plus = fmix32(0x7ec7 ^ Math.imul(j * D + d + 1, 0x9e3779b1)) & 1;
        dot += (plus ? 1 : -1) * x[d]!;
      }
      code = (code << 1) | (dot > 0 ? 1 : 0);
    }
    codes.push(code);
  }
  return codes;
}

test('the blockwise projections give the codes of the plain dot products', () => {
  for (const words of [['car'], ['car', 'poem', 'verse'], ['truck', 'sedan', 'engine'], ['stanza']])
    assert.equal(codesOf(words), definedCodes(words), words.join(' '));
});

test.run();
