/**
 * Language identification for POST /v2/nlp/lid.
 *
 * One ISO 639-1 code per input, or null when the input has no letters to go on (empty,
 * whitespace, digits, punctuation, symbols, emoji). The model (lid-model.ts) is a naive-Bayes
 * word model over a subtitle-frequency lexicon and a smoothed character 4-gram model, with a
 * prior for the nine content languages; scripts used by a single language decide directly.
 *
 * The model loads lazily, once per thread: from `<data dir>/lid-model.bin` when the build
 * wrote one (`node dist/build-index/lid-model.js`), otherwise it is trained in memory from
 * the packaged text on first use (about a second). Nothing is ever downloaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultDataDir, projectRoot } from '../../native-index/data-folder.js';
import { decodeLidModel, DEFAULT_HYPER, trainLidModel, type LidModelData } from './lid-model.js';
import { LidScorer } from './lid-scorer.js';

export const SUPPORTED_CONTENT_LANGUAGES = ['en', 'ar', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'tr'] as const;
export type SupportedContentLanguage = (typeof SUPPORTED_CONTENT_LANGUAGES)[number];

export const LID_MODEL_FILE = 'lid-model.bin';

let scorer: LidScorer | null = null;

/** Candidate locations of a prebuilt model, in order. */
export function lidModelPaths(): string[] {
  return [...new Set([path.join(defaultDataDir(), LID_MODEL_FILE), path.join(projectRoot, 'data', LID_MODEL_FILE)])];
}

function sameHyper(a: object, b: object): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The model this thread uses: a prebuilt file when one matches, else trained now. */
export function loadLidModel(): LidModelData {
  for (const file of lidModelPaths()) {
    try {
      const m = decodeLidModel(fs.readFileSync(file));
      if (sameHyper(m.hyper, DEFAULT_HYPER)) return m;
    } catch {
      // Missing, unreadable, stale or corrupt: try the next place, then train.
    }
  }
  return trainLidModel(DEFAULT_HYPER);
}

function getScorer(): LidScorer {
  return (scorer ??= new LidScorer(loadLidModel()));
}

/** Replaces the model of this thread (tests, evaluation). */
export function useLidModel(model: LidModelData): void {
  scorer = new LidScorer(model);
}

/**
 * Language of each input, aligned with the inputs: an ISO 639-1 code, or null when the
 * input gives no basis. Synchronous and pure; never throws on string input (a value that is
 * not a string also yields null). Only the first 65,536 UTF-16 units and 256 words of an
 * input are read, so a huge input costs no more than a few milliseconds.
 */
export function identifyLanguages(inputs: string[]): (string | null)[] {
  const s = getScorer();
  const out: (string | null)[] = new Array<string | null>(inputs.length);
  for (let i = 0; i < inputs.length; i++) {
    const text = inputs[i];
    out[i] = typeof text === 'string' ? s.identify(text) : null;
  }
  return out;
}
