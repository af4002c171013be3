/**
 * `topics.bin` (native-index/nearest-topics-format.ts): the topical backbone's centroids
 * for the nearest-topic step, made once here rather than in every worker thread. Needs
 * the word vectors and the rules (a centroid holds a topic's context words and its
 * vertical's cue words), so it is listed after both writers; the model writer, after it,
 * reads the same file. A version without word vectors gets none.
 */
import type { IndexFileWriter } from '../build.js';
import { RULES_FILES } from '../../native-index/rules-format.js';
import { VECTORS_FILE } from '../../native-index/vectors-format.js';
import {
  encodeNearestTopics,
  NEAREST_TOPICS_FILE,
} from '../../native-index/nearest-topics-format.js';
import { RuleEngine } from '../../workers/engine/rule-engine.js';
import { makeSenseVectors } from '../../workers/engine/sense-vectors.js';
import { backboneTopics, makeNearestTopicArrays } from '../../workers/engine/nearest-topic.js';
import { WordVectors } from '../../workers/vectors/word-vectors.js';
import { versionView } from '../model/version-view.js';

export const nearestTopicsWriter: IndexFileWriter = async (ctx) => {
  const vectors = ctx.files[VECTORS_FILE];
  if (!vectors) return {};
  if (!ctx.files[RULES_FILES.model])
    throw new Error(
      `nearest-topics writer: no ${RULES_FILES.model} yet; list it after the rules writer`,
    );
  ctx.onProgress?.('nearest topics', 0, 1);
  const view = versionView(ctx);
  const sense = makeSenseVectors(new WordVectors(vectors), view, new RuleEngine(view));
  const arrays = makeNearestTopicArrays(sense, backboneTopics(view), (c) => view.depthAt(c));
  ctx.onProgress?.('nearest topics', 1, 1);
  return { [NEAREST_TOPICS_FILE]: encodeNearestTopics(arrays) };
};
