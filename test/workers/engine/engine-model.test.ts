/**
 * The topic model as the classify tasks open it, on the small fixture: a model trained
 * with the nearest topic as a feature gets this version's nearest-topic step as its
 * source (the model opened bare elsewhere keeps none), and what that feature says moves
 * the model's answer.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { engineModelFor } from '../../../workers/engine/engine-model.js';
import { nearestTopicFor } from '../../../workers/engine/nearest-topic.js';
import { ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { modelFor, type TopicModel } from '../../../workers/model/index.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let model: TopicModel;
test.before(async () => {
  index = await openFixtureIndex();
  model = engineModelFor(index)!;
});

const TEXTS = [
  'rafael nadal',
  'the striker scored two goals in the match',
  'simmer the tomato sauce with garlic',
  'refinance your mortgage at a lower rate',
];

test('a model trained with the nearest topic gets the version’s nearest-topic step', () => {
  assert.ok(model.usesNearestTopic, 'the fixture model has the feature');
  assert.ok(model.nearestTopics, 'a source is attached');
  assert.is(engineModelFor(index), model, 'once per version');
  assert.is(modelFor(index)!.nearestTopics, null, 'the bare model stays bare');
  const topics = nearestTopicFor(index, ruleEngineFor(index).senseVectors!);
  for (const t of TEXTS) {
    const given = topics.nearest(t)?.category ?? -1;
    assert.equal(model.predict(t), model.predict(t, { nearestTopic: given }), t);
  }
});

test('the nearest topic moves the model towards its top tier', () => {
  const tier = (name: string) => index.topTiers().find((t) => index.nameAt(t) === name)!;
  const sports = tier('Sports');
  const food = tier('Food & Drink');
  // The rank among the top tiers, not the probability: the tier head's calibration map is
  // a step function on the small fixture, flat where this text's tiers fall; the tiers are
  // ranked by the head's raw probabilities.
  const rankOf = (nearestTopic: number, wanted: number) =>
    model
      .predict('what happened this weekend', { depth: 1, topK: 100, nearestTopic })
      .findIndex((p) => p.category === wanted);
  assert.ok(rankOf(sports, sports) < rankOf(food, sports), 'sports');
  assert.ok(rankOf(food, food) < rankOf(sports, food), 'food');
});

test.run();
