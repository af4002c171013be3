/**
 * The topic model of the small-profile fixture (built once per test process with the
 * default writers): shape of the classes, predictions, thresholds, roll-ups, options.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MatchList } from '../../../native-index/automaton/index.js';
import type { IndexVersion } from '../../../native-index/index.js';
import { documentScorerFor } from '../../../workers/engine/document-scorer.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import {
  MODEL_FILE,
  modelFor,
  type ModelPrediction,
  type TopicModel,
} from '../../../workers/model/index.js';
import { encodeModel, readModel } from '../../../native-index/model-format.js';
import { FeatureExtractor } from '../../../workers/model/features.js';
import { TopicModel as TopicModelClass } from '../../../workers/model/index.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let model: TopicModel;

test.before(async () => {
  index = await openFixtureIndex();
  model = modelFor(index)!;
});

/** Short texts of several verticals (none from a training or evaluation set). */
const TEXTS = [
  'Add the garlic and simmer the tomato sauce for twenty minutes',
  'She booked a flight and a hotel for her vacation in Italy',
  'The patient was diagnosed with diabetes and prescribed insulin',
  'The guitarist played a solo at the concert',
  'Interest rates on mortgages rose again this month',
  'Bake the cake in the oven for thirty minutes',
  'The striker scored two goals in the football match',
  'Our church holds a prayer service every Sunday morning',
  'The senator introduced a bill to reform the tax code',
  'The new smartphone has a faster processor and a better camera',
];

function checkPredictions(p: ModelPrediction[], topK: number, depth = 3): void {
  assert.ok(p.length <= topK, `at most ${topK}`);
  const seen = new Set<number>();
  for (let i = 0; i < p.length; i++) {
    const { category, probability } = p[i]!;
    assert.ok(
      Number.isInteger(category) && category >= 0 && category < index.count,
      `category ${category}`,
    );
    assert.ok(index.depthAt(category) <= depth, `depth of ${index.pathAt(category).join(' > ')}`);
    assert.ok(probability >= 0 && probability <= 1, `probability ${probability}`);
    if (i > 0) assert.ok(p[i - 1]!.probability >= probability, 'sorted, best first');
    assert.not.ok(seen.has(category), 'each category once');
    seen.add(category);
  }
}

test('the fixture version has a model over depths 1..3 and modelFor caches it', () => {
  assert.ok(index.hasFile(MODEL_FILE));
  assert.ok(model, 'modelFor returns the model');
  assert.is(modelFor(index), model, 'same instance for the same version');
  const C = model.classes.length;
  assert.ok(C > 1000 && C < 65536, `${C} classes`);
  let tiers = 0;
  for (let c = 0; c < C; c++) {
    const cat = model.classes[c]!;
    assert.ok(index.depthAt(cat) <= 3);
    if (c > 0) assert.ok(cat > model.classes[c - 1]!, 'ascending');
    if (index.depthAt(cat) === 1) tiers++;
    assert.is(model.classOrdinal(cat), c);
    assert.is(model.classCategoryOf(cat), cat);
  }
  assert.is(tiers, index.topTiers().length, 'every top tier is a class');
  // A deep category maps to its nearest class ancestor.
  for (let i = 0; i < index.count; i += 997) {
    const k = model.classCategoryOf(i);
    assert.ok(
      index.isWithin(i, k),
      `${index.pathAt(i).join(' > ')} under ${index.pathAt(k).join(' > ')}`,
    );
  }
});

test('the weights are views over the version shared bytes (no copy)', () => {
  const shared = index.description.files[MODEL_FILE]!;
  assert.instance(shared, SharedArrayBuffer);
  // modelFor keeps one model per version folder: when another test of this process opened
  // the same folder first, the model views that opening's shared copy of the same file.
  assert.instance(model.classes.buffer, SharedArrayBuffer);
  assert.is(model.classes.buffer.byteLength, shared.byteLength);
  assert.is(model.bytes, shared.byteLength);
});

test('predict: probabilities in [0, 1], best first, at most topK, classes only', () => {
  for (const t of TEXTS) {
    checkPredictions(model.predict(t), 5);
    checkPredictions(model.predict(t, { topK: 3 }), 3);
    checkPredictions(model.predict(t, { topK: 1, depth: 2 }), 1, 2);
  }
  assert.equal(model.predict('Add the garlic', { topK: 0 }), []);
});

test('minProbability 0 gives topK predictions; 1 gives (almost) none', () => {
  let none = 0;
  const inputs = [...TEXTS, '', 'zzzz qqqq', 'the of and'];
  for (const t of inputs) {
    assert.is(
      model.predict(t, { topK: 7, minProbability: 0 }).length,
      7,
      `7 predictions for ${JSON.stringify(t)}`,
    );
    if (model.predict(t, { minProbability: 1 }).length === 0) none++;
  }
  assert.ok(none >= inputs.length - 1, `${none} of ${inputs.length} without predictions at 1`);
  // A threshold keeps exactly the predictions at or above it.
  for (const t of TEXTS) {
    const all = model.predict(t, { topK: 10 });
    const cut = model.predict(t, { topK: 10, minProbability: 0.2 });
    assert.equal(
      cut,
      all.filter((p) => p.probability >= 0.2),
      t,
    );
  }
});

test('roll-up: depth 1 answers top tiers only, depth 2 nothing deeper than 2', () => {
  const tiers = new Set(index.topTiers());
  for (const t of TEXTS) {
    const p1 = model.predict(t, { depth: 1, topK: 3 });
    checkPredictions(p1, 3, 1);
    for (const p of p1) assert.ok(tiers.has(p.category));
    checkPredictions(model.predict(t, { depth: 2, topK: 5 }), 5, 2);
  }
});

test('top tiers come from the model: one distribution over the tiers, in its order', () => {
  const tiers = index.topTiers();
  const prior = Array.from(model.tierProbabilities([], [], 0));
  assert.is(prior.length, tiers.length, 'one head class per top tier');
  assert.ok(Math.abs(prior.reduce((x, p) => x + p, 0) - 1) < 1e-9);
  // A text without features: the tiers in the order of the head's own biases.
  const order = prior.map((p, t) => [p, t] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  const got = model.predict('', { depth: 1, topK: tiers.length });
  assert.is(got.length, tiers.length);
  const byTier = [...tiers].sort((x, y) => model.classOrdinal(x) - model.classOrdinal(y));
  assert.equal(
    got.map((p) => p.category),
    order.map(([, t]) => byTier[t]!),
  );
  for (const t of TEXTS) {
    const p = model.predict(t, { depth: 1, topK: 1 })[0]!;
    assert.ok(tiers.includes(p.category));
  }
});

test("top tiers are the mean of the tier head's and the classes' summed under each tier", () => {
  assert.ok(model.tierBlend, 'the build blends');
  const m = readModel(index.file(MODEL_FILE), index.count);
  const headOnly = new TopicModelClass(index, encodeModel({ ...m, tierBlend: false }));
  const features = new FeatureExtractor({
    bucketBits: model.bucketBits,
    stopHashes: m.stopHashes,
    classOf: m.classOf,
    classCount: m.classes.length,
    pairPrior: null,
    vectors: null,
    nearestTopic: false,
    classTier: m.classTier,
  });
  let moved = 0;
  for (const t of TEXTS) {
    features.extract(t, null, null, false, -1);
    const { buckets, values, count } = features;
    const head = Array.from(headOnly.tierProbabilities(buckets, values, count));
    const blend = Array.from(model.tierProbabilities(buckets, values, count));
    assert.is(blend.length, head.length);
    const rolled = blend.map((b, k) => 2 * b - head[k]!);
    assert.ok(Math.abs(rolled.reduce((x, p) => x + p, 0) - 1) < 1e-6, 'the classes sum to one');
    for (const r of rolled) assert.ok(r > -1e-9 && r < 1 + 1e-9, `rolled-up probability ${r}`);
    if (rolled.some((r, k) => Math.abs(r - head[k]!) > 0.05)) moved++;
  }
  assert.ok(moved > 0, 'the classes move the tiers on some text');
});

test('obvious texts land in the right vertical', () => {
  const cases: Array<[string, string]> = [
    ['Add the garlic and simmer the tomato sauce for twenty minutes', 'Food & Drink'],
    ['She booked a flight and a hotel for her vacation in Italy', 'Travel'],
    ['The patient was diagnosed with diabetes and prescribed insulin', 'Health'],
    ['The guitarist played a solo at the concert', 'Arts & Entertainment'],
    ['Bake the cake in the oven for thirty minutes', 'Food & Drink'],
    ['Interest rates on mortgages rose again this month', 'Finance'],
  ];
  const wrong: string[] = [];
  for (const [text, vertical] of cases) {
    const best = model.predict(text, { depth: 1, topK: 1 })[0];
    const got = best ? index.nameAt(best.category) : '(none)';
    if (got !== vertical) wrong.push(`${text}: ${got}, expected ${vertical}`);
  }
  // The small profile trains on a quarter of the records: allow one miss.
  assert.ok(wrong.length <= 1, wrong.join('\n'));
});

test('concepts: from the model own scan, a caller scan, or category indexes', () => {
  const engine = ruleEngineFor(index);
  const list = new MatchList(16);
  for (const t of TEXTS) {
    const own = model.predict(t, { topK: 5 });
    engine.automaton.scanInto(t, list);
    assert.equal(
      model.predict(t, { topK: 5, matches: list }),
      own,
      'a caller scan gives the same answer',
    );
  }
  // Words only (no concepts) is a different input for texts the rules match.
  let differ = 0;
  for (const t of TEXTS)
    if (JSON.stringify(model.predict(t, { matched: [] })) !== JSON.stringify(model.predict(t)))
      differ++;
  assert.ok(differ > 0);
  // Category indexes count through their class: a category and its class give the same features.
  const food = index.topTiers().find((t) => index.nameAt(t) === 'Food & Drink')!;
  const deep = index.subtreeEndAt(food) - 1;
  assert.equal(
    model.predict('tasty', { matched: [deep] }),
    model.predict('tasty', { matched: [model.classCategoryOf(deep)] }),
  );
  // Out-of-range indexes are ignored, not a crash.
  checkPredictions(model.predict('tasty', { matched: [-1, index.count + 5, 1.5] }), 5);
});

test('any input length; non-string input gives the prior', () => {
  const long = TEXTS.join(' ').repeat(40);
  checkPredictions(model.predict(long), 5);
  checkPredictions(model.predict(''), 5);
  checkPredictions(model.predict(undefined as unknown as string), 5);
  assert.equal(model.predict(''), model.predict(42 as unknown as string));
});

test('stats from the build: held-out figures and calibration tables', () => {
  const s = model.stats;
  assert.is(s.classes, model.classes.length);
  assert.ok(s.examples.train > 0 && s.examples.calibration > 0 && s.examples.test > 0);
  const h = s.heldOut;
  assert.ok(h.top1 > 0.2 && h.top1 <= 1, `top1 ${h.top1}`);
  assert.ok(h.topTier >= h.top1);
  assert.is(h.calibrated.bins.length, 10);
  assert.is(
    h.calibrated.bins.reduce((a, b) => a + b.n, 0),
    h.n,
  );
  assert.ok(h.calibrated.ece >= 0 && h.calibrated.ece < 0.1, `ECE ${h.calibrated.ece}`);
  assert.ok(s.temperature > 0);
});

test("predictTokens on the document scorer's tokens answers what predict answers on the text", () => {
  const { scorer } = documentScorerFor(index);
  const docs = [
    ...TEXTS,
    TEXTS.slice(0, 4).join('. '),
    TEXTS.slice(4).join('\n'),
    'u.s. well-known e.g. 3D rock-n-roll #HashTag',
  ];
  for (const text of docs) {
    const scored = scorer.score([{ text, weight: 1, body: true }], {
      limit: null,
      keywords: 5,
      addLastNode: true,
      mentions: true,
      tokens: true,
    });
    assert.ok(scored.tokens.length > 0);
    assert.equal(
      [...scored.chosen],
      scored.mentions.map((m) => m.category),
    );
    for (const minProbability of [0, 0.5, 0.9]) {
      const opts = { topK: 10, minProbability };
      assert.equal(
        model.predictTokens(scored.tokens, scored.tokens.length, scored.chosen, opts),
        model.predict(scored.text, { ...opts, matched: scored.chosen }),
        text,
      );
    }
  }
});

test('rollUp: the deepest level whose probability reaches the threshold', () => {
  let rolled = 0;
  for (const text of TEXTS) {
    const at = (depth: 1 | 2 | 3) => model.predict(text, { topK: 1, depth })[0]!;
    const [p1, p2, p3] = [at(1), at(2), at(3)];
    const rollUp = (minProbability: number) =>
      model.predict(text, { topK: 1, minProbability, rollUp: true })[0];
    // Sure of the class: the class, as without rollUp.
    assert.equal(rollUp(p3.probability), p3);
    // Above every level: nothing.
    const top = Math.max(p1.probability, p2.probability, p3.probability);
    if (top < 1) {
      assert.is(rollUp(Math.min(1, top + 1e-6)), undefined);
      // orBest: then the best class, at its own probability.
      const best = model.predict(text, {
        topK: 1,
        minProbability: Math.min(1, top + 1e-6),
        rollUp: true,
        orBest: true,
      });
      assert.equal(best, [p3]);
    }
    // Unsure of the class, sure enough of its depth-2 ancestor or its top tier: that one.
    const t = Math.max(p2.probability, p1.probability);
    if (t > p3.probability + 1e-6) {
      rolled++;
      const got = rollUp(t)!;
      assert.equal(got, p2.probability >= t ? p2 : p1, text);
      assert.ok(index.depthAt(got.category) <= 2);
    }
  }
  assert.ok(rolled > 0, 'some text is surer of an ancestor than of its class');
});

test.run();
