/**
 * Stop words of the eight languages, from the `stopwords-iso` package (MIT): the
 * entries made of letters only (its lists also hold digits and a few symbols).
 */
import { createRequire } from 'node:module';
import type { TextLanguage } from './language-codes.js';

let lists: Record<string, string[]> | undefined;

/** The stop words of `lang`, as written (lower case, with accents). */
export function stopWordsOf(lang: TextLanguage): string[] {
  lists ??= createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
  return (lists[lang] ?? []).filter((w) => /^\p{L}+$/u.test(w));
}
