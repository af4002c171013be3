import type { IndexVersion } from '../../native-index/index.js';
import { COMPONENTS } from '../../native-index/components.js';
import { openContainer } from '../../native-index/container.js';
import { decodeLidModel } from './lid-model.js';
import { identifyLanguages, LID_MODEL_FILE, useLidModel } from './lid.js';

let modelVersion: string | undefined;

/** nlp/lid on a batch, with the model the index version carries (decoded once per version per thread). */
export function lidTask(index: IndexVersion, input: { inputs: string[] }): (string | null)[] {
  if (modelVersion !== index.version && index.hasFile(LID_MODEL_FILE)) {
    useLidModel(decodeLidModel(openContainer(index.file(LID_MODEL_FILE), COMPONENTS.lidModel)));
    modelVersion = index.version;
  }
  return identifyLanguages(input.inputs);
}
