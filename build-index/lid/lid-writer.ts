import type { IndexFileWriter } from '../build.js';
import { COMPONENTS } from '../../native-index/components.js';
import { sealContainer } from '../../native-index/container.js';
import { DEFAULT_HYPER, encodeLidModel, trainLidModel } from '../../workers/nlp/lid-model.js';
import { LID_MODEL_FILE } from '../../workers/nlp/lid.js';

/** The language-identification model, trained from packaged text into every version (shared by workers like the rest). */
export const lidModelWriter: IndexFileWriter = async (ctx) => {
  ctx.onProgress?.('language model', 0, 1);
  const bytes = encodeLidModel(trainLidModel(DEFAULT_HYPER));
  ctx.onProgress?.('language model', 1, 1);
  return { [LID_MODEL_FILE]: sealContainer(COMPONENTS.lidModel, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
};
