/**
 * The hybrid's nearest topic on the small fixture index, in process: a keyword no rule
 * matches and the model is unsure of gets the backbone topic nearest its word vectors,
 * inside the branches asked for, never below the least cosine; the grouped search finds
 * what reading every topic finds.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { classifyKeywordsTask } from '../../../workers/engine/keywords-task.js';
import {
  backboneTopics,
  makeNearestTopicArrays,
  NEAREST_TOPIC,
  NearestTopic,
  nearestTopicFor,
  setNearestTopic,
} from '../../../workers/engine/nearest-topic.js';
import {
  NEAREST_TOPICS_FILE,
  readNearestTopics,
  type NearestTopicArrays,
} from '../../../native-index/nearest-topics-format.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import type { SenseVectors } from '../../../workers/engine/sense-vectors.js';
import { Tokenizer } from '../../../text/tokenizer.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let sense: SenseVectors;
/** The centroids made here, as a version without topics.bin would. */
let made: NearestTopicArrays;
test.before(async () => {
  index = await openFixtureIndex();
  sense = ruleEngineFor(index).senseVectors!;
  assert.ok(sense, 'the fixture has word vectors');
  made = makeNearestTopicArrays(sense, backboneTopics(index), (c) => index.depthAt(c));
});
test.after.each(() => setNearestTopic(true));

const classify = (keywords: string[], type: 0 | 1 | 2, branches: number[] = []) =>
  classifyKeywordsTask(index, {
    keywords,
    flags: false,
    branches,
    addLastNode: true,
    classificationType: type,
    explain: true,
  });

const tier = (name: string) => index.topTiers().find((t) => index.nameAt(t) === name)!;

test('a name the index does not hold gets the topic its words sit beside', () => {
  const out = classify(['phil mickelson'], 0);
  const c = out.categories[0]!;
  assert.ok(c >= 0, 'answered');
  assert.ok(index.pathAt(c).includes('Golf'), index.pathAt(c).join(' > '));
  const e = out.explanations![0]!;
  assert.is(e.source, 'nearest_topic');
  assert.is(e.nearest!.category, c);
  assert.ok(e.nearest!.similarity >= NEAREST_TOPIC.minSimilarity);
  // The rules alone say nothing; without the step the hybrid says nothing either.
  assert.is(classify(['phil mickelson'], 1).categories[0], -1);
  setNearestTopic(false);
  assert.is(classify(['phil mickelson'], 0).categories[0], -1);
});

test('only the hybrid takes the nearest topic; words without vectors stay unanswered', () => {
  const model = classify(['phil mickelson'], 2);
  assert.is.not(model.explanations![0]!.source, 'nearest_topic');
  const none = classify(['zzzzzz qqqqqq'], 0);
  assert.is(none.categories[0], -1);
  assert.is(none.explanations![0]!.source, 'none');
});

test('inside the branches asked for, or nothing', () => {
  const sports = tier('Sports');
  const inSports = classify(['phil mickelson'], 0, [sports]).categories[0]!;
  assert.ok(index.isWithin(inSports, sports));
  const food = tier('Food & Drink');
  const inFood = classify(['phil mickelson'], 0, [food]).categories[0]!;
  assert.ok(inFood === -1 || index.isWithin(inFood, food), `answered ${inFood}`);
});

/**
 * Every topic read: the nearest at or above the least cosine, as `NearestTopic.nearest`
 * defines it; none in [skip[0], skip[1]) when given.
 */
function exhaustive(topics: Int32Array, text: string, skip?: [number, number]): number {
  const tk = new Tokenizer();
  sense.beginContext();
  tk.reset(text);
  while (tk.next()) sense.addContext(tk.hash);
  if (!sense.endContext()) return -1;
  let norm = 0;
  for (const v of sense.context) norm += v * v;
  let best = -1;
  let bestCos: number = NEAREST_TOPIC.minSimilarity;
  for (const c of topics) {
    if (skip && c >= skip[0] && c < skip[1]) continue;
    const v = sense.makeCentroid(c)!;
    let dot = 0;
    for (let d = 0; d < v.length; d++) dot += sense.context[d]! * v[d]!;
    const cos = dot / Math.sqrt(norm);
    if (cos >= bestCos) {
      bestCos = cos;
      best = c;
    }
  }
  return best;
}

const KEYWORDS = [
  'rafael nadal',
  'daytona 500',
  'federer djokovic',
  'sourdough starter',
  'mortgage refinance',
  'puppy training',
  'guitar chords',
  'volcano eruption',
];

test('the grouped search finds what reading every topic finds', () => {
  const exact = new NearestTopic(sense, made, 1);
  const usual = new NearestTopic(sense, made);
  let answered = 0;
  for (const k of KEYWORDS) {
    const want = exhaustive(exact.topics, k);
    assert.is(exact.nearest(k)?.category ?? -1, want, k);
    assert.is(usual.nearest(k)?.category ?? -1, want, k);
    if (want >= 0) answered++;
  }
  assert.ok(answered >= KEYWORDS.length / 2, `${answered} answered`);
});

test("outside a topic's branch, the search finds what reading every other topic finds", () => {
  const exact = new NearestTopic(sense, made, 1);
  const usual = new NearestTopic(sense, made);
  let moved = 0;
  for (const k of KEYWORDS) {
    const own = usual.nearest(k)?.category ?? -1;
    if (own < 0) continue;
    const lo = Int32Array.of(own);
    const hi = Int32Array.of(index.subtreeEndAt(own));
    const want = exhaustive(exact.topics, k, [own, hi[0]!]);
    assert.ok(want < own || want >= hi[0]!, k);
    assert.is(exact.nearestOutside(k, lo, hi, 1)?.category ?? -1, want, k);
    assert.is(usual.nearestOutside(k, lo, hi, 1)?.category ?? -1, want, k);
    if (want >= 0) moved++;
  }
  assert.ok(moved > 0, 'some keyword finds another topic');
});

test('a text given as its token hashes finds what the text finds', () => {
  const topics = new NearestTopic(sense, made);
  const tk = new Tokenizer();
  for (const k of KEYWORDS) {
    const hashes: number[] = [];
    tk.reset(k);
    while (tk.next()) hashes.push(tk.hash);
    const byText = topics.nearest(k);
    const byTokens = topics.nearestOfTokens(hashes, hashes.length);
    assert.is(byTokens?.category ?? -1, byText?.category ?? -1, k);
    assert.is(byTokens?.similarity, byText?.similarity, k);
  }
});

test("the version's topics.bin holds the centroids a worker would make, and is what it reads", () => {
  assert.ok(index.hasFile(NEAREST_TOPICS_FILE), 'the fixture has topics.bin');
  const stored = readNearestTopics(index.file(NEAREST_TOPICS_FILE), index.count);
  assert.equal(stored, made);
  const step = nearestTopicFor(index, sense);
  assert.equal(step.topics, stored.topics);
  assert.ok(
    step.topics.buffer instanceof SharedArrayBuffer,
    "views over the version's shared bytes",
  );
  for (const k of KEYWORDS)
    assert.equal(step.nearest(k), new NearestTopic(sense, made).nearest(k), k);
});

test('the backbone: every top tier, and below them only topic categories', () => {
  const cats = backboneTopics(index);
  for (const t of index.topTiers()) assert.ok(cats.includes(t), index.nameAt(t));
  for (const c of cats)
    assert.ok(/^(tier|topic):/.test(index.keyAt(c)), `${index.keyAt(c)} is not a topic`);
  assert.ok(cats.length > 1000, `${cats.length} topics`);
});

test.run();
