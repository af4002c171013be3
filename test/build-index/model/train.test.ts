/** Unit tests of the model's parts on small synthetic inputs: features, trainer, quantization, calibration. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fitIsotonic,
  fitTemperature,
  meanNll,
  reliability,
  type ScoredSet,
} from '../../../build-index/model/calibrate.js';
import {
  ExampleBuilder,
  MAX_TIER_DOCUMENTS,
  type Examples,
} from '../../../build-index/model/dataset.js';
import { TEXT_KINDS } from '../../../build-index/model/corpus.js';
import { seededRandom } from '../../../build-index/seeded-random.js';
import {
  buildSupport,
  quantizeRows,
  trainSoftmax,
  type SoftmaxOptions,
} from '../../../build-index/model/train.js';
import { functionWordHashes } from '../../../build-index/model/writer.js';
import { tierHeadClasses, trainTierHead } from '../../../build-index/model/tier-head.js';
import { applyCalibration, CALIBRATION_POINTS } from '../../../native-index/model-calibration.js';
import { bigramBucket, FeatureExtractor, unigramBucket } from '../../../workers/model/features.js';
import {
  entryClass,
  entryCount,
  entryWeight,
  packEntry,
} from '../../../native-index/model-format.js';
import { expNonPositive } from '../../../workers/model/table-exp.js';
import { Tokenizer } from '../../../text/tokenizer.js';

const BITS = 12;
const MASK = (1 << BITS) - 1;

function extractor(classOf = new Uint16Array(10), classCount = 4): FeatureExtractor {
  return new FeatureExtractor({
    bucketBits: BITS,
    stopHashes: functionWordHashes(),
    classOf,
    classCount,
    pairPrior: null,
    vectors: null,
    nearestTopic: false,
    classTier: null,
  });
}

function hashOf(word: string): number {
  const tk = new Tokenizer();
  tk.reset(word);
  tk.next();
  return tk.hash;
}

test('features: content words and their bigrams, function words skipped, unit length', () => {
  const fx = extractor();
  const n = fx.extract('the bank of America', []);
  const got = new Set(Array.from(fx.buckets.subarray(0, n)));
  const bank = hashOf('bank');
  const america = hashOf('america');
  assert.is(n, 3);
  assert.ok(got.has(unigramBucket(bank, MASK)));
  assert.ok(got.has(unigramBucket(america, MASK)));
  assert.ok(got.has(bigramBucket(bank, america, MASK)));
  let ss = 0;
  for (let k = 0; k < n; k++) ss += fx.values[k]! ** 2;
  assert.ok(Math.abs(ss - 1) < 1e-6);
  assert.is(fx.extract('the of and', []), 0);
  // Repeats count 1 + ln(tf): "cat cat cat" has one unigram and one bigram, the unigram heavier.
  assert.is(fx.extract('cat cat cat', []), 2);
  const uni = Array.from(fx.buckets.subarray(0, 2)).indexOf(unigramBucket(hashOf('cat'), MASK));
  assert.ok(fx.values[uni]! > fx.values[1 - uni]!);
});

test('features: each concept class once per text; plural and singular alike', () => {
  const classOf = Uint16Array.from([0, 1, 1, 2, 3]);
  const fx = extractor(classOf, 4);
  const words = fx.extract('zebra', []);
  assert.is(fx.extract('zebra', [1, 2, 2, 1]), words + 1, 'categories 1 and 2 share class 1');
  assert.is(fx.extract('zebra', [1, 3]), words + 2);
  fx.extract('zebras', []);
  const plural = Array.from(fx.buckets.subarray(0, 1));
  fx.extract('zebra', []);
  assert.equal(Array.from(fx.buckets.subarray(0, 1)), plural);
});

/** Synthetic examples: class c has its own buckets 10c..10c+4; every example also has two shared noise buckets. */
function synthetic(n: number, classes: number, seed: number): Examples {
  const rnd = seededRandom(seed);
  const start = [0];
  const bucket: number[] = [];
  const value: number[] = [];
  const label: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = i % classes;
    const fs = new Set<number>([
      10 * c + Math.floor(rnd() * 5),
      10 * c + Math.floor(rnd() * 5),
      1000 + Math.floor(rnd() * 2),
      1002,
    ]);
    for (const f of fs) {
      bucket.push(f);
      value.push(1 / Math.sqrt(fs.size));
    }
    start.push(bucket.length);
    label.push(c);
  }
  return {
    n,
    start: Uint32Array.from(start),
    bucket: Int32Array.from(bucket),
    value: Float32Array.from(value),
    label: Uint16Array.from(label),
    split: new Uint8Array(n),
    kind: new Uint8Array(n),
    source: new Uint8Array(n),
    sources: ['test'],
  };
}

const OPTS: SoftmaxOptions = {
  classes: 6,
  bucketBits: BITS,
  epochs: 4,
  learningRate: 1,
  biasLearningRate: 0.05,
  l2: 1e-6,
  maxClassesPerFeature: 4,
  adagradInit: 0.1,
  seed: 7,
};

test('support: rows hold the classes seen with the bucket, at most K, ascending', () => {
  const ex = synthetic(300, 6, 1);
  const all = Uint32Array.from({ length: ex.n }, (_, i) => i);
  const { rowStart, entryClass } = buildSupport(ex, all, {
    bucketBits: BITS,
    maxClassesPerFeature: 4,
  });
  assert.equal(Array.from(entryClass.subarray(rowStart[10], rowStart[11])), [1]);
  const shared = Array.from(entryClass.subarray(rowStart[1002], rowStart[1003]));
  assert.is(shared.length, 4, 'the shared bucket keeps only K classes');
  assert.equal(
    shared,
    [...shared].sort((a, b) => a - b),
  );
  assert.is(rowStart[5]! - rowStart[4]!, 1);
  assert.is(rowStart[6]! - rowStart[5]!, 0, 'bucket 5 is never used');
});

test('trainer: learns separable classes, deterministic to the bit', () => {
  const ex = synthetic(600, 6, 2);
  const all = Uint32Array.from({ length: ex.n }, (_, i) => i);
  const losses: number[] = [];
  const a = trainSoftmax(ex, all, { ...OPTS, onEpoch: (_, l) => losses.push(l) });
  const b = trainSoftmax(ex, all, OPTS);
  assert.ok(losses[losses.length - 1]! < losses[0]!, `loss ${losses.join(' > ')}`);
  assert.ok(Buffer.from(a.weight.buffer).equals(Buffer.from(b.weight.buffer)), 'same weights');
  assert.ok(Buffer.from(a.bias.buffer).equals(Buffer.from(b.bias.buffer)), 'same biases');
  const c = trainSoftmax(ex, all, { ...OPTS, seed: 8 });
  assert.not.ok(
    Buffer.from(a.weight.buffer).equals(Buffer.from(c.weight.buffer)),
    'the seed matters',
  );
  // Each class's own bucket weighs most for that class.
  for (let k = 0; k < 6; k++) {
    const f = 10 * k;
    let best = -1;
    let bestW = -Infinity;
    for (let r = a.rowStart[f]!; r < a.rowStart[f + 1]!; r++)
      if (a.weight[r]! > bestW) [best, bestW] = [a.entryClass[r]!, a.weight[r]!];
    assert.is(best, k);
  }
});

test('tier head: one softmax over the top tiers, each class read as its tier; deterministic to the bit', () => {
  // Classes 0..5 under tiers 0 (classes 0, 1, 2) and 3 (classes 3, 4, 5): class ordinals of the tiers.
  const classTier = Uint16Array.from([0, 0, 0, 3, 3, 3]);
  const { tiers, headOf } = tierHeadClasses(classTier);
  assert.equal(Array.from(tiers), [0, 3]);
  assert.equal(Array.from(headOf), [0, 0, 0, 1, 1, 1]);
  const ex = synthetic(600, 6, 4);
  const all = Uint32Array.from({ length: ex.n }, (_, i) => i);
  const opts = { ...OPTS, prune: 0.01, priorShare: 0.5 };
  const a = trainTierHead(ex, all, classTier, opts);
  const b = trainTierHead(ex, all, classTier, opts);
  assert.ok(Buffer.from(a.arrays.rows.buffer).equals(Buffer.from(b.arrays.rows.buffer)));
  assert.ok(Buffer.from(a.arrays.bias.buffer).equals(Buffer.from(b.arrays.bias.buffer)));
  assert.is(a.arrays.bias.length, 2);
  assert.ok(
    Array.from(ex.label).every((c) => c < 6),
    'the examples keep their class labels',
  );
  // Every class's own bucket speaks for its tier, and only tier ordinals 0..1 are stored.
  const scales = new Float32Array(a.arrays.rows.buffer);
  for (let k = 0; k < 6; k++) {
    const f = 10 * k;
    const s = a.arrays.rowStart[f]!;
    let best = -1;
    let bestW = -Infinity;
    for (let r = s + 1; r < a.arrays.rowStart[f + 1]!; r++) {
      const w = entryWeight(a.arrays.rows[r]!) * scales[s]!;
      assert.ok(entryClass(a.arrays.rows[r]!) < 2);
      if (w > bestW) [best, bestW] = [entryClass(a.arrays.rows[r]!), w];
    }
    assert.is(best, headOf[k], `bucket of class ${k}`);
  }
});

test('tier documents: texts of one top tier and split mixed across its classes, labeled with the tier; seeded', () => {
  // Classes 0..3: tiers 0 (classes 0, 1) and 2 (classes 2, 3).
  const classTier = Uint16Array.from([0, 0, 2, 2]);
  const build = () => {
    const b = new ExampleBuilder(extractor(new Uint16Array(10), 4), null, classTier);
    for (let i = 0; i < 400; i++)
      b.add({
        record: `r${i}`,
        text: `topic${i % 4} word${i}`,
        label: i % 4,
        kind: 'description',
      });
    return b.finish();
  };
  const ex = build();
  const tierDoc = TEXT_KINDS.indexOf('tier document');
  const rows = Array.from({ length: ex.n }, (_, i) => i).filter((i) => ex.kind[i] === tierDoc);
  assert.ok(rows.length > 0 && rows.length <= 2 * 4 * MAX_TIER_DOCUMENTS);
  for (const i of rows) assert.ok(ex.label[i] === 0 || ex.label[i] === 2, 'labeled with a tier');
  // A tier document holds 3 to 6 texts (two features each, and one bigram between them).
  let mixed = 0;
  const topic = (c: number) => unigramBucket(hashOf(`topic${c}`), MASK);
  for (const i of rows) {
    const buckets = new Set(Array.from(ex.bucket.subarray(ex.start[i], ex.start[i + 1])));
    const [a, b] = ex.label[i] === 0 ? [0, 1] : [2, 3];
    if (buckets.has(topic(a)) && buckets.has(topic(b))) mixed++;
    for (const c of ex.label[i] === 0 ? [2, 3] : [0, 1])
      assert.not.ok(buckets.has(topic(c)), 'no text of another tier');
  }
  assert.ok(mixed > rows.length / 2, `${mixed} of ${rows.length} mix the tier's two classes`);
  const again = build();
  assert.ok(Buffer.from(again.bucket.buffer).equals(Buffer.from(ex.bucket.buffer)), 'seeded');
});

test('quantization: int8 per row within half a step; small weights pruned', () => {
  const ex = synthetic(600, 6, 3);
  const all = Uint32Array.from({ length: ex.n }, (_, i) => i);
  const m = trainSoftmax(ex, all, OPTS);
  const q = quantizeRows(m, 0.05);
  const scales = new Float32Array(q.rows.buffer);
  let kept = 0;
  for (let f = 0; f < 1 << BITS; f++) {
    const a = q.rowStart[f]!;
    const b = q.rowStart[f + 1]!;
    const scale = b > a ? scales[a]! : 0;
    let j = a + 1;
    for (let r = m.rowStart[f]!; r < m.rowStart[f + 1]!; r++) {
      const w = m.weight[r]!;
      if (j < b && entryClass(q.rows[j]!) === m.entryClass[r]) {
        assert.ok(Math.abs(entryWeight(q.rows[j]!) * scale - w) <= scale / 2 + 1e-6);
        j++;
        kept++;
      } else assert.ok(Math.abs(w) < 0.05 || Math.abs(w) < scale / 2 + 1e-6, `dropped ${w}`);
    }
    assert.is(j, Math.max(b, a + 1), 'every stored entry matched');
  }
  assert.is(kept, q.nnz);
  assert.is(entryCount(q.rowStart), q.nnz);
  for (const w of [-127, -1, 0, 1, 127]) assert.is(entryWeight(packEntry(4100, w)), w);
  assert.is(entryClass(packEntry(4100, -3)), 4100);
});

/** Examples whose labels are drawn from softmax(logits / T): the fitted temperature should be near T. */
function sampledSet(n: number, T: number, seed: number): { set: ScoredSet; bias: Float32Array } {
  const C = 8;
  const rnd = seededRandom(seed);
  const start = [0];
  const cls: number[] = [];
  const logit: number[] = [];
  const label: number[] = [];
  for (let i = 0; i < n; i++) {
    const l = Array.from({ length: C }, () => rnd() * 6);
    const e = l.map((v) => Math.exp(v / T));
    const z = e.reduce((a, b) => a + b, 0);
    let u = rnd() * z;
    let y = 0;
    while (y < C - 1 && (u -= e[y]!) > 0) y++;
    for (let c = 0; c < C; c++) {
      cls.push(c);
      logit.push(l[c]!);
    }
    start.push(cls.length);
    label.push(y);
  }
  const set: ScoredSet = {
    n,
    start: Uint32Array.from(start),
    cls: Uint16Array.from(cls),
    logit: Float32Array.from(logit),
    label: Uint16Array.from(label),
    kind: new Uint8Array(n),
    source: new Uint8Array(n),
    sources: ['test'],
    features: new Uint32Array(n).fill(10),
  };
  return { set, bias: new Float32Array(C) };
}

test('temperature scaling recovers the temperature the labels were drawn at', () => {
  for (const T of [0.5, 2]) {
    const { set, bias } = sampledSet(4000, T, 11);
    const fit = fitTemperature(set, bias);
    assert.ok(Math.abs(Math.log(fit / T)) < 0.15, `fitted ${fit} for ${T}`);
    assert.ok(meanNll(set, bias, fit) <= meanNll(set, bias, 1) + 1e-9);
  }
});

test('isotonic map: monotone, in [0, 1], near the identity for calibrated data', () => {
  const rnd = seededRandom(5);
  const n = 20000;
  const conf = Float64Array.from({ length: n }, () => rnd());
  const ok = Uint8Array.from(conf, (p) => (rnd() < p ? 1 : 0));
  const map = fitIsotonic(conf, ok);
  assert.is(map.length, CALIBRATION_POINTS);
  for (let k = 0; k < map.length; k++) {
    assert.ok(map[k]! >= 0 && map[k]! <= 1);
    if (k) assert.ok(map[k]! >= map[k - 1]!);
    assert.ok(Math.abs(map[k]! - k / (CALIBRATION_POINTS - 1)) < 0.08, `point ${k}: ${map[k]}`);
  }
  // Overconfident data: the map pulls high probabilities down.
  const over = Uint8Array.from(conf, (p) => (rnd() < p * 0.7 ? 1 : 0));
  const m2 = fitIsotonic(conf, over);
  assert.ok(m2[CALIBRATION_POINTS - 1]! < 0.8);
  // Read back between the points by linear interpolation, never decreasing.
  for (let p = 0, prev = -1; p <= 1; p += 0.001) {
    const v = applyCalibration(m2, 0, p);
    assert.ok(v >= prev - 1e-12);
    prev = v;
  }
});

test('table exp: within 1e-9 of Math.exp on (-40, 0], 0 from -40 down', () => {
  let worst = 0;
  for (let i = 0; i < 400000; i++) {
    const d = -i * 1e-4;
    worst = Math.max(worst, Math.abs(expNonPositive(d) - Math.exp(d)) / Math.exp(d));
  }
  assert.ok(worst < 1e-9, `relative error ${worst}`);
  assert.is(expNonPositive(0), 1);
  assert.is(expNonPositive(-41), 0);
  assert.is(expNonPositive(Number.NaN), 0);
});

test('reliability: bins and ECE', () => {
  const r = reliability(
    Float64Array.from([0.05, 0.95, 0.95, 0.95, 0.95]),
    Uint8Array.from([0, 1, 1, 1, 0]),
  );
  assert.is(r.bins.length, 10);
  assert.is(r.bins[0]!.n, 1);
  assert.is(r.bins[9]!.n, 4);
  assert.is(r.bins[9]!.accuracy, 0.75);
  // |0 - 0.05| * 1/5 + |0.75 - 0.95| * 4/5
  assert.ok(Math.abs(r.ece - (0.05 / 5 + 0.2 * 0.8)) < 1e-4);
});

test.run();
