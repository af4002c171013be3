import type { IndexFileWriter } from '../build.js';
import { encodeLidModel, LID_MODEL_FILE } from '../../workers/nlp/lid-format.js';
import { DEFAULT_HYPER, trainLidModel } from './lid-train.js';

/** The language-identification model, trained from packaged text into every version (shared by workers like the rest). */
export const lidModelWriter: IndexFileWriter = async (ctx) => {
  ctx.onProgress?.('language model', 0, 1);
  const bytes = encodeLidModel(trainLidModel(DEFAULT_HYPER));
  ctx.onProgress?.('language model', 1, 1);
  return { [LID_MODEL_FILE]: bytes };
};
