/**
 * The Snowball stemmers of the eight languages, from the `snowball-stemmers` package
 * (ISC; a JavaScript port of the Snowball algorithms). Each stems a lower-case word
 * written with its accents and script; language-normalizer.ts folds the stem after.
 * Arabic is the exception: arabic-light-stem.ts says why.
 */
import { createRequire } from 'node:module';
import { arabicLightStem } from './arabic-light-stem.js';
import { LANGUAGE_NAMES, type TextLanguage } from './language-codes.js';

interface SnowballStemmer {
  stem(word: string): string;
}
interface SnowballFactory {
  newStemmer(algorithm: string): SnowballStemmer;
}

let factory: SnowballFactory | undefined;
const stemmers = new Map<string, SnowballStemmer>();

/** The stemmer of `lang` (made once per thread). */
export function languageStemmer(lang: TextLanguage): (word: string) => string {
  if (lang === 'ar') return arabicLightStem;
  let s = stemmers.get(lang);
  if (s === undefined) {
    factory ??= createRequire(import.meta.url)('snowball-stemmers') as SnowballFactory;
    s = factory.newStemmer(LANGUAGE_NAMES[lang]);
    stemmers.set(lang, s);
  }
  const stemmer = s;
  return (word) => stemmer.stem(word);
}
