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

/** A reading of a keyword: `lazy`, the model is asked only when English finds nothing. */
export type QueryReading = LanguageReading & { lazy: boolean };

const ENGLISH: LanguageReading = Object.freeze({ lang: 'en', fallback: null });
const ENGLISH_GIVEN: QueryReading = Object.freeze({ lang: 'en', fallback: null, lazy: false });
/** English first, the model only when English finds nothing. */
export const ENGLISH_LAZY: QueryReading = Object.freeze({ lang: 'en', fallback: null, lazy: true });
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
    if (hasArabicOrCyrillic(text) || wordsAtLeast(text, SURE_WORDS))
      return { lang: found, fallback: null };
    return { lang: 'en', fallback: found };
  }

  /**
   * `readingOf` for a keyword, asking the model only when it can matter: `lazy` says the
   * reading is English first and `fallbackOf` is to be asked when English finds nothing.
   */
  readingOfQuery(text: string, sourceLanguage: string | null | undefined): QueryReading {
    const first = this.firstReadingOfQuery(text, sourceLanguage);
    if (first !== null) return first;
    const tk = this.tokenizer;
    tk.reset(text);
    let words = 0;
    let known = 0;
    while (tk.next()) {
      if (this.automaton!.tokenIdOfUnits(tk.buf, tk.off, tk.len, tk.hash) >= 0) known++;
      words++;
    }
    return this.settledReading(text, words, known) ?? ENGLISH_LAZY;
  }

  /**
   * The reading to classify a keyword in first, without tokenizing it. null: read it in
   * English on trust (`ENGLISH_LAZY`), then ask `settledReading` with the counts of that
   * English scan's words.
   */
  firstReadingOfQuery(
    text: string,
    sourceLanguage: string | null | undefined,
  ): QueryReading | null {
    const given = this.given(sourceLanguage);
    if (given !== undefined) return given === ENGLISH ? ENGLISH_GIVEN : { ...given, lazy: false };
    const notLatin = hasArabicOrCyrillic(text);
    if (!notLatin && !wordsAtLeast(text, SURE_WORDS)) return ENGLISH_LAZY;
    if (!notLatin && this.automaton !== null) return null;
    return { ...this.readingOf(text, undefined), lazy: false };
  }

  /**
   * After an English scan of a keyword read on trust (`firstReadingOfQuery`): null when at
   * least two of its words in three are words of the English patterns (the English reading
   * holds, lazily), else the reading the language model gives. An English query usually has
   * one word the patterns lack (a brand, a misspelling, a model number); a query in another
   * language has most of its words outside them.
   */
  settledReading(text: string, words: number, englishWords: number): QueryReading | null {
    if (words > 0 && 3 * englishWords >= 2 * words) return null;
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

/** Whether the text has at least `n` words (runs of letters and digits). */
function wordsAtLeast(text: string, n: number): boolean {
  let k = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Past ASCII, the regular expression knows what a letter is.
    if (c >= 0x80) return wordsAtLeastUnicode(text, n);
    const word = (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);
    if (word && !inWord && ++k >= n) return true;
    inWord = word;
  }
  return false;
}

function wordsAtLeastUnicode(text: string, n: number): boolean {
  let k = 0;
  for (const _ of text.matchAll(WORD)) if (++k >= n) return true;
  return false;
}

/** Whether the text has Arabic or Cyrillic letters (both lie above U+0400). */
function hasArabicOrCyrillic(text: string): boolean {
  for (let i = 0; i < text.length; i++)
    if (text.charCodeAt(i) >= 0x400) return NOT_LATIN.test(text);
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
