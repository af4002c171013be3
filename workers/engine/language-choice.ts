/**
 * Which language a text is read in, and that language's token hook for the scan.
 *
 * `source_language` decides when the caller gives it. Without it, the version's language
 * model (workers/nlp/lid.ts) answers on the text, and its answer is taken as it is when the
 * text has at least SURE_WORDS words, or is written in Arabic or Cyrillic letters (the
 * script decides there). On a shorter text in Latin letters the model is often wrong
 * ("hotel", "pizza napoli"), so it is read as English first and in the model's language
 * only when English finds nothing (`fallback`). English, and a language the version has no
 * vocabulary for, is read with the English normalization alone.
 *
 * A keyword (`readingOfQuery`) in Latin letters that is short, or whose words are mostly
 * words of the English patterns, is read as English without asking the model (it costs
 * some 40 µs a keyword, five times the classification of an English keyword); the model
 * is asked only when English finds nothing (`fallbackOf`).
 */
import type { IndexVersion } from '../../native-index/index.js';
import { LANGUAGES_FILE, readLanguageVocabulary } from '../../native-index/languages-format.js';
import { isTextLanguage, type TextLanguage } from '../../text/languages/language-codes.js';
import { LanguageTokenRewriter } from '../../text/languages/language-tokens.js';
import { lidScorerFor } from '../nlp/lid.js';
import type { LidScorer } from '../nlp/lid-scorer.js';
import type { RuleAutomaton } from '../../native-index/automaton/index.js';
import { Tokenizer } from '../../text/tokenizer.js';
import { ruleEngineFor } from './rule-engine.js';

/** Words from which the language model's answer on a text in Latin letters is taken as it is. */
export const SURE_WORDS = 3;

export interface LanguageReading {
  /** The language the text is read in first: one of the eight, or 'en'. */
  lang: TextLanguage | 'en';
  /** Read in this language when the first reading finds nothing (a short text the model placed). */
  fallback: TextLanguage | null;
}

const ENGLISH: LanguageReading = { lang: 'en', fallback: null };
const WORD = /[\p{L}\p{N}]+/gu;
const NOT_LATIN = /[\p{Script=Arabic}\p{Script=Cyrillic}]/u;

export class LanguageChoice {
  private readonly rewriters = new Map<TextLanguage, LanguageTokenRewriter>();
  private lid: LidScorer | null | undefined;
  private readonly tokenizer = new Tokenizer();

  /** `automaton`: the version's rule automaton, whose English words need no model. */
  constructor(
    private readonly index: IndexVersion,
    private readonly automaton: RuleAutomaton | null = null,
  ) {
    if (!index.hasFile(LANGUAGES_FILE)) return;
    for (const [lang, entry] of Object.entries(
      readLanguageVocabulary(index.file(LANGUAGES_FILE)),
    )) {
      if (isTextLanguage(lang) && entry.keys.length > 0)
        this.rewriters.set(lang, new LanguageTokenRewriter(lang, new Set(entry.keys)));
    }
  }

  /** The scan's hook for a language (null: English normalization). */
  rewriterOf(lang: TextLanguage | 'en' | null): LanguageTokenRewriter | null {
    return lang === null || lang === 'en' ? null : (this.rewriters.get(lang) ?? null);
  }

  /** How to read `text`, given the call's source_language (ISO 639-1, any case) or not. */
  readingOf(text: string, sourceLanguage: string | null | undefined): LanguageReading {
    const given = this.given(sourceLanguage);
    if (given !== undefined) return given;
    const found = this.identify(text);
    if (!isTextLanguage(found) || !this.rewriters.has(found)) return ENGLISH;
    if (NOT_LATIN.test(text) || wordsAtLeast(text, SURE_WORDS))
      return { lang: found, fallback: null };
    return { lang: 'en', fallback: found };
  }

  /**
   * `readingOf` for a keyword, asking the model only when it can matter: `lazy` says the
   * reading is English first and `fallbackOf` is to be asked when English finds nothing.
   */
  readingOfQuery(
    text: string,
    sourceLanguage: string | null | undefined,
  ): LanguageReading & { lazy: boolean } {
    const given = this.given(sourceLanguage);
    if (given !== undefined) return { ...given, lazy: false };
    const notLatin = NOT_LATIN.test(text);
    if (!notLatin && !wordsAtLeast(text, SURE_WORDS)) return { ...ENGLISH, lazy: true };
    if (!notLatin && this.mostlyEnglishWords(text)) return { ...ENGLISH, lazy: true };
    return { ...this.readingOf(text, undefined), lazy: false };
  }

  /** The language a short text is read in when English found nothing (null: none). */
  fallbackOf(text: string): TextLanguage | null {
    const found = this.identify(text);
    return isTextLanguage(found) && this.rewriters.has(found) ? found : null;
  }

  /** The reading source_language asks for; undefined when it is absent. */
  private given(sourceLanguage: string | null | undefined): LanguageReading | undefined {
    if (this.rewriters.size === 0) return ENGLISH;
    if (typeof sourceLanguage !== 'string' || sourceLanguage.length === 0) return undefined;
    const given = sourceLanguage.toLowerCase();
    return isTextLanguage(given) && this.rewriters.has(given)
      ? { lang: given, fallback: null }
      : ENGLISH;
  }

  /**
   * At least two words in three are words of the English patterns. An English query
   * usually has one word the patterns lack (a brand, a misspelling, a model number); a
   * query in another language has most of its words outside them.
   */
  private mostlyEnglishWords(text: string): boolean {
    if (this.automaton === null) return false;
    const tk = this.tokenizer;
    tk.reset(text);
    let n = 0;
    let known = 0;
    while (tk.next()) {
      if (this.automaton.tokenIdOfUnits(tk.buf, tk.off, tk.len, tk.hash) >= 0) known++;
      n++;
    }
    return n > 0 && 3 * known >= 2 * n;
  }

  private identify(text: string): string | null {
    if (this.lid === undefined) {
      try {
        this.lid = lidScorerFor(this.index);
      } catch {
        this.lid = null; // a version without a language model: English
      }
    }
    return this.lid === null ? null : this.lid.identify(text);
  }
}

function wordsAtLeast(text: string, n: number): boolean {
  let k = 0;
  for (const _ of text.matchAll(WORD)) if (++k >= n) return true;
  return false;
}

const choices = new Map<string, LanguageChoice>();

/** The language choice of a version, made once per version per thread. */
export function languageChoiceFor(index: IndexVersion): LanguageChoice {
  const key = `${index.dir}\u0000${index.version}`;
  let c = choices.get(key);
  if (c === undefined) {
    c = new LanguageChoice(index, ruleEngineFor(index).automaton);
    choices.set(key, c);
    while (choices.size > 4) choices.delete(choices.keys().next().value!);
  }
  return c;
}
