/**
 * Tokens of one of the eight languages, marked with the language's tag (language-codes.ts).
 * At build time every word of a language's pattern becomes its marked key
 * (`languageTokens`). At query time only the words whose key is in the language's
 * vocabulary (its patterns' keys and its stop words) are marked (`LanguageTokenRewriter`,
 * a hook of the Tokenizer); the others keep the English normalization, so place names,
 * brands and English words in the text still meet the English patterns.
 */
import { tokenize } from '../normalize.js';
import type { TokenRewriter } from '../token-rewriter.js';
import { languageTag, type TextLanguage } from './language-codes.js';
import { languageNormalizer, type LanguageNormalizer } from './language-normalizer.js';

/** The marked keys of the words of `pattern` read as `lang` (no token: empty). */
export function languageTokens(pattern: string, lang: TextLanguage): string[] {
  const norm = languageNormalizer(lang);
  const tag = languageTag(lang);
  const out: string[] = [];
  for (const t of tokenize(pattern, { stem: false })) {
    const k = norm.key(pattern.slice(t.start, t.end));
    if (k.length > 0) out.push(k + tag);
  }
  return out;
}

export class LanguageTokenRewriter implements TokenRewriter {
  private readonly norm: LanguageNormalizer;
  private readonly tag: string;

  /** `vocabulary`: the keys (unmarked) that are tokens of the language. */
  constructor(
    readonly lang: TextLanguage,
    private readonly vocabulary: ReadonlySet<string>,
  ) {
    this.norm = languageNormalizer(lang);
    this.tag = languageTag(lang);
  }

  rewrite(text: string, start: number, end: number): string | null {
    const k = this.norm.key(text.slice(start, end));
    return this.vocabulary.has(k) ? k + this.tag : null;
  }
}
