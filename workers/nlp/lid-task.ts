import type { IndexVersion } from '../../native-index/index.js';
import { identifyLanguages, lidScorerFor } from './lid.js';

/** nlp/lid on a batch, with the model the index version carries (decoded once per version per thread). */
export function lidTask(index: IndexVersion, input: { inputs: string[] }): (string | null)[] {
  return identifyLanguages(lidScorerFor(index), input.inputs);
}
