/**
 * The topic model of an index version, for the classify calls (classification_type 2
 * and 0): `modelFor(index)` opens `model.bin` once per version per thread, as typed-array
 * views over the version's shared bytes (no copy per worker).
 */
import type { IndexVersion } from '../../native-index/index.js';
import { MODEL_FILE } from '../../native-index/model-format.js';
import { TopicModel, type NearestTopicSource } from './topic-model.js';

export {
  TopicModel,
  type ModelPrediction,
  type PredictOptions,
  type ClassScores,
  type NearestTopicSource,
} from './topic-model.js';
export {
  MODEL_FILE,
  MODEL_MAX_DEPTH,
  ModelFormatError,
  type ModelStats,
  type CalibrationReport,
  type ReliabilityBin,
} from '../../native-index/model-format.js';

/** Least probability of a model prediction that the classify calls use when `ml_threshold` is not given. */
export const DEFAULT_ML_THRESHOLD = 0.75;

const models = new Map<string, TopicModel | null>();
const MAX_MODELS = 6;

/**
 * The model of a version, or null when the version has no model file (built without the
 * model writer). Throws ModelFormatError when the file is there but malformed or does not
 * belong to the version; the error is not cached, so every call reports it. With
 * `nearestTopics` (the classify tasks: workers/engine/engine-model.ts), a model that has
 * the nearest topic as a feature finds it there; one instance with and one without per
 * version, so the model's own tests and evaluations see it bare.
 */
export function modelFor(
  index: IndexVersion,
  nearestTopics: NearestTopicSource | null = null,
): TopicModel | null {
  const key = `${index.dir}\u0000${index.version}\u0000${nearestTopics ? 'nearest' : ''}`;
  const known = models.get(key);
  if (known !== undefined) return known;
  const model = index.hasFile(MODEL_FILE) ? new TopicModel(index, undefined, nearestTopics) : null;
  models.set(key, model);
  while (models.size > MAX_MODELS) models.delete(models.keys().next().value!);
  return model;
}
