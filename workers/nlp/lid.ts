/**
 * Language identification for POST /v2/nlp/lid.
 *
 * One ISO 639-1 code per input, or null when the input has no letters to go on (empty,
 * whitespace, digits, punctuation, symbols, emoji). The model (lid-format.ts) is a naive-Bayes
 * word model over a subtitle-frequency lexicon and a smoothed character 4-gram model, with a
 * prior for the nine content languages; scripts used by a single language decide directly.
 *
 * The model is the index version's `lid-model.bin` (the build trains it: build-index/lid/),
 * decoded once per version per thread over the version's shared bytes. A version without
 * one cannot identify languages: `lidScorerFor` throws LidModelUnavailableError.
 */
import type { IndexVersion } from '../../native-index/index.js';
import { decodeLidModel, LID_MODEL_FILE } from './lid-format.js';
import { LidScorer } from './lid-scorer.js';

export { LID_MODEL_FILE };

/** The index version has no language-identification model. */
export class LidModelUnavailableError extends Error {
  override readonly name = 'LidModelUnavailableError';
  constructor(readonly version: string) {
    super(
      `index version ${version} has no language-identification model (${LID_MODEL_FILE}); rebuild it with the default writers`,
    );
  }
}

/** The scorer of the version last asked for, in this thread (a worker serves one version at a time, mostly). */
let cached: { key: string; scorer: LidScorer } | undefined;

/** The scorer over the version's model, decoded once per version per thread. */
export function lidScorerFor(index: IndexVersion): LidScorer {
  const key = `${index.dir}\u0000${index.version}`;
  if (cached?.key === key) return cached.scorer;
  if (!index.hasFile(LID_MODEL_FILE)) throw new LidModelUnavailableError(index.version);
  const scorer = new LidScorer(decodeLidModel(index.file(LID_MODEL_FILE)));
  cached = { key, scorer };
  return scorer;
}

/**
 * Language of each input, aligned with the inputs: an ISO 639-1 code, or null when the
 * input gives no basis. Synchronous and pure; never throws on string input (a value that is
 * not a string also yields null). Only the first 65,536 UTF-16 units and 256 words of an
 * input are read, so a huge input costs no more than a few milliseconds.
 */
export function identifyLanguages(scorer: LidScorer, inputs: string[]): (string | null)[] {
  const out: (string | null)[] = new Array<string | null>(inputs.length);
  for (let i = 0; i < inputs.length; i++) {
    const text = inputs[i];
    out[i] = typeof text === 'string' ? scorer.identify(text) : null;
  }
  return out;
}
