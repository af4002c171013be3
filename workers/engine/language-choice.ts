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
 * A keyword in Latin letters is read in English first; when no word shows another
 * language and at least half of its words are words said often in English
 * (english-words.ts), that reading holds without asking the model (it costs some 40 to 300
 * µs a keyword, up to thirty times the classification of an English keyword), which is
 * then asked only when English finds nothing (`fallbackOf`). Otherwise the model's
 * language reads it, short or not (`settledReading`).
 */
import type { IndexVersion } from '../../native-index/index.js';
import { LANGUAGES_FILE, readLanguageVocabulary } from '../../native-index/languages-format.js';
import { isTextLanguage, type TextLanguage } from '../../text/languages/language-codes.js';
import { LanguageTokenRewriter } from '../../text/languages/language-tokens.js';
import { lidScorerFor } from '../nlp/lid.js';
import type { EnglishWordCount } from './english-words.js';
import type { LidScorer } from '../nlp/lid-scorer.js';

/** Words from which the language model's answer on a text in Latin letters is taken as it is. */
export const SURE_WORDS = 3;
/**
 * How far ahead English starts (nats) when the model settles a keyword whose words do not
 * read as English: such an English keyword is mostly names and abbreviations ("bbq
 * sauce", "levis jeans"), which the model scores as anything.
 */
export const ENGLISH_HEAD_START = 5;

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
  /** English and the languages the version has a vocabulary for. */
  private readonly readable = new Set<string>(['en']);

  constructor(private readonly index: IndexVersion) {
    if (!index.hasFile(LANGUAGES_FILE)) return;
    for (const [lang, entry] of Object.entries(
      readLanguageVocabulary(index.file(LANGUAGES_FILE)),
    )) {
      if (isTextLanguage(lang) && entry.keys.length > 0) {
        this.rewriters.set(lang, new LanguageTokenRewriter(lang, new Set(entry.keys)));
        this.readable.add(lang);
      }
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
   * `readingOf` for a keyword that no English scan reads first (the model-only
   * classification, where the reading decides the flags): a short keyword in Latin letters
   * is English first (`lazy`: `fallbackOf` is to be asked when English finds nothing), any
   * other as the model says.
   */
  readingOfQuery(text: string, sourceLanguage: string | null | undefined): QueryReading {
    const given = this.given(sourceLanguage);
    if (given !== undefined) return given === ENGLISH ? ENGLISH_GIVEN : { ...given, lazy: false };
    if (!hasArabicOrCyrillic(text) && !wordsAtLeast(text, SURE_WORDS)) return ENGLISH_LAZY;
    return { ...this.readingOf(text, undefined), lazy: false };
  }

  /**
   * The reading to classify a keyword in first, without tokenizing it. null (a keyword in
   * Latin letters without source_language): read it in English on trust (`ENGLISH_LAZY`),
   * then ask `settledReading` with the counts of that English scan's words
   * (RuleEngine.scanned).
   */
  firstReadingOfQuery(
    text: string,
    sourceLanguage: string | null | undefined,
  ): QueryReading | null {
    const given = this.given(sourceLanguage);
    if (given !== undefined) return given === ENGLISH ? ENGLISH_GIVEN : { ...given, lazy: false };
    if (!hasArabicOrCyrillic(text)) return null;
    return { ...this.readingOf(text, undefined), lazy: false };
  }

  /**
   * After an English scan of a keyword read on trust (`firstReadingOfQuery`): null (the
   * English reading holds, lazily) for one word, too little to go on, and when no word
   * shows another language and at least half of them read as English; else the language
   * model's choice among English and the languages read, or English when the model names
   * none. An English query usually has at most one word English films seldom say (a
   * brand, an abbreviation, a place); a query in another language has most of its words
   * outside English, or its function words or accents give it away. English starts
   * ENGLISH_HEAD_START ahead unless a word showed another language. The model is taken
   * at its word here even on two words.
   */
  settledReading(text: string, scanned: EnglishWordCount): QueryReading | null {
    const { words, english, foreign } = scanned;
    if (words <= 1 || (foreign === 0 && 2 * english >= words)) return null;
    const headStart = foreign > 0 ? 0 : ENGLISH_HEAD_START;
    const found = this.scorer()?.identifyAmong(text, this.readable, 'en', headStart) ?? null;
    return isTextLanguage(found) ? { lang: found, fallback: null, lazy: false } : ENGLISH_LAZY;
  }

  /** The language a keyword is read in when English found nothing (null: none, or English). */
  fallbackOf(text: string): TextLanguage | null {
    const found = this.scorer()?.identifyAmong(text, this.readable) ?? null;
    return isTextLanguage(found) ? found : null;
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
    return this.scorer()?.identify(text) ?? null;
  }

  /** The version's language model, loaded on first use (null: none, so English). */
  private scorer(): LidScorer | null {
    if (this.lid === undefined) {
      try {
        this.lid = lidScorerFor(this.index);
      } catch {
        this.lid = null;
      }
    }
    return this.lid;
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
    c = new LanguageChoice(index);
    choices.set(key, c);
    while (choices.size > 4) choices.delete(choices.keys().next().value!);
  }
  return c;
}
