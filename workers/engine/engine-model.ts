/**
 * The topic model as the classify tasks use it: `modelFor(index)` with this version's
 * nearest-topic step as the source of that feature, so that a model trained with it
 * (FEATURES_VERSION 5) reads the features it was trained on. The step is opened on the
 * first text that needs it.
 */
import type { IndexVersion } from '../../native-index/index.js';
import { modelFor, type TopicModel } from '../model/index.js';
import { nearestTopicFor, type NearestTopic } from './nearest-topic.js';
import { ruleEngineFor } from './rule-engine.js';

export function engineModelFor(index: IndexVersion): TopicModel | null {
  const sense = ruleEngineFor(index).senseVectors;
  if (sense === null) return modelFor(index);
  let topics: NearestTopic | null = null;
  const step = (): NearestTopic => (topics ??= nearestTopicFor(index, sense));
  return modelFor(index, {
    ofText: (text) => step().nearest(text)?.category ?? -1,
    ofTokens: (hashes, count) => step().nearestOfTokens(hashes, count)?.category ?? -1,
  });
}
