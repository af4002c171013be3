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
  NEAREST_TOPIC,
  NearestTopic,
  setNearestTopic,
} from '../../../workers/engine/nearest-topic.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import type { SenseVectors } from '../../../workers/engine/sense-vectors.js';
import { Tokenizer } from '../../../text/tokenizer.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let sense: SenseVectors;
test.before(async () => {
  index = await openFixtureIndex();
  sense = ruleEngineFor(index).senseVectors!;
  assert.ok(sense, 'the fixture has word vectors');
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
  const out = classify(['rafael nadal'], 0);
  const c = out.categories[0]!;
  assert.ok(c >= 0, 'answered');
  assert.ok(index.pathAt(c).includes('Tennis'), index.pathAt(c).join(' > '));
  const e = out.explanations![0]!;
  assert.is(e.source, 'nearest_topic');
  assert.is(e.nearest!.category, c);
  assert.ok(e.nearest!.similarity >= NEAREST_TOPIC.minSimilarity);
  // The rules alone say nothing; without the step the hybrid says nothing either.
  assert.is(classify(['rafael nadal'], 1).categories[0], -1);
  setNearestTopic(false);
  assert.is(classify(['rafael nadal'], 0).categories[0], -1);
});

test('only the hybrid takes the nearest topic; words without vectors stay unanswered', () => {
  const model = classify(['rafael nadal'], 2);
  assert.is.not(model.explanations![0]!.source, 'nearest_topic');
  const none = classify(['zzzzzz qqqqqq'], 0);
  assert.is(none.categories[0], -1);
  assert.is(none.explanations![0]!.source, 'none');
});

test('inside the branches asked for, or nothing', () => {
  const sports = tier('Sports');
  const inSports = classify(['rafael nadal'], 0, [sports]).categories[0]!;
  assert.ok(index.isWithin(inSports, sports));
  const food = tier('Food & Drink');
  const inFood = classify(['rafael nadal'], 0, [food]).categories[0]!;
  assert.ok(inFood === -1 || index.isWithin(inFood, food), `answered ${inFood}`);
});

/** Every topic read: the nearest at or above the least cosine, as `NearestTopic.nearest` defines it. */
function exhaustive(topics: Int32Array, text: string): number {
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
  const cats = backboneTopics(index);
  const exact = new NearestTopic(sense, cats, (c) => index.depthAt(c), 1);
  const usual = new NearestTopic(sense, cats, (c) => index.depthAt(c));
  let answered = 0;
  for (const k of KEYWORDS) {
    const want = exhaustive(exact.topics, k);
    assert.is(exact.nearest(k)?.category ?? -1, want, k);
    assert.is(usual.nearest(k)?.category ?? -1, want, k);
    if (want >= 0) answered++;
  }
  assert.ok(answered >= KEYWORDS.length / 2, `${answered} answered`);
});

test('the backbone: every top tier, and below them only topic categories', () => {
  const cats = backboneTopics(index);
  for (const t of index.topTiers()) assert.ok(cats.includes(t), index.nameAt(t));
  for (const c of cats)
    assert.ok(/^(tier|topic):/.test(index.keyAt(c)), `${index.keyAt(c)} is not a topic`);
  assert.ok(cats.length > 1000, `${cats.length} topics`);
});

test.run();
