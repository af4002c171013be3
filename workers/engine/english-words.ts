/**
 * How many words of a keyword read as English, for the language choice of a keyword
 * without source_language (language-choice.ts, `settledReading`).
 *
 * Being a word of the English patterns says little on a big index: a full build knows
 * "hoteles", "venta" and "cachorros" as names of places, shops and brands. What says
 * English is being said often in English: a word counts when SUBTLEX heard it at least
 * about 45 times (its commonness byte, which the token table holds for every such word).
 * The function words of the other languages ("de", "la", "en", "para", "per", "pour",
 * "con") are heard that often in English films too, so one of them that is no English
 * function word counts against English. A function word here is a stop word among the
 * language's FUNCTION_WORD_RANKS most frequent words in its films: the stop-word lists
 * alone hold ordinary English words ("final", "general", "stop", "nice"). A word with an
 * accent or a letter past ASCII ("à", "séances", "für") is not English either, whatever
 * it folds to. Numbers are neither English nor not.
 */
import type { MatchList } from '../../native-index/automaton/index.js';
import { CLASS_STOP } from '../../native-index/rules-format.js';
import { LANGUAGE_NAMES, TEXT_LANGUAGES } from '../../text/languages/language-codes.js';
import { frequencyList } from '../../text/languages/frequency-lists.js';
import { stopWordsOf } from '../../text/languages/stop-words.js';
import { Tokenizer } from '../../text/tokenizer.js';
import type { EngineTokens } from './engine-tokens.js';

/** Least commonness byte (36 per decade of the spoken count) of an English word: about 45 times. */
export const ENGLISH_WORD_MIN_COMMONNESS = 40;
/** A language's function words are stop words among its this many most frequent words. */
export const FUNCTION_WORD_RANKS = 100;
/** From this commonness a function word of another language is an English word first ("man", "come"): about 15,000 times. */
export const ENGLISH_FIRST_COMMONNESS = 150;

/** The words of a text, numbers left out, and how many of them read as English. */
export interface EnglishWordCount {
  words: number;
  english: number;
  /** Words that show another language: function words of one, or letters past ASCII. */
  foreign: number;
}

let foreign: Set<number> | undefined;

/**
 * English token hashes of the other languages' function words of two letters or more
 * (made once per thread; without the frequency lists, none).
 */
export function foreignFunctionWords(): ReadonlySet<number> {
  if (foreign !== undefined) return foreign;
  const set = new Set<number>();
  const tk = new Tokenizer();
  for (const lang of TEXT_LANGUAGES) {
    const stop = new Set(stopWordsOf(lang));
    let frequent: readonly string[] = [];
    try {
      // Not the build's memoized lists: a worker needs only their heads, once.
      frequent = frequencyList(LANGUAGE_NAMES[lang]).slice(0, FUNCTION_WORD_RANKS);
    } catch {
      // No list: this language's function words are not told apart.
    }
    for (const word of frequent) {
      const w = word.toLowerCase();
      if (w.length < 2 || !stop.has(w)) continue;
      tk.reset(w);
      if (!tk.next()) continue;
      const h = tk.hash >>> 0;
      if (!tk.next()) set.add(h); // one token only ("d'un" is two)
    }
  }
  foreign = set;
  return set;
}

/**
 * Counts the English words of `text`, whose tokens `tokens` are (read in English). A
 * function word of another language inside a match of two tokens or more of that scan
 * (`matches`: a name, "tour de france", "la liga") shows no other language.
 */
export function countEnglishWords(
  text: string,
  tokens: EngineTokens,
  into: EnglishWordCount,
  matches: Pick<MatchList, 'count' | 'tokenStart' | 'tokenEnd'> | null = null,
): EnglishWordCount {
  const other = foreignFunctionWords();
  let words = 0;
  let english = 0;
  let marked = 0;
  for (let t = 0; t < tokens.count; t++) {
    const first = text.charCodeAt(tokens.start[t]!);
    if (first >= 48 && first <= 57) continue;
    words++;
    const c = tokens.commonness(t);
    if (
      notAscii(text, tokens.start[t]!, tokens.end[t]!) ||
      (c < ENGLISH_FIRST_COMMONNESS &&
        (tokens.cls[t]! & CLASS_STOP) === 0 &&
        other.has(tokens.hash[t]!) &&
        !(matches !== null && insideName(matches, t)))
    ) {
      marked++;
      continue;
    }
    if (c >= ENGLISH_WORD_MIN_COMMONNESS) english++;
  }
  into.words = words;
  into.english = english;
  into.foreign = marked;
  return into;
}

/** Whether token t lies inside a match of two tokens or more. */
function insideName(m: Pick<MatchList, 'count' | 'tokenStart' | 'tokenEnd'>, t: number): boolean {
  for (let j = 0; j < m.count; j++)
    if (m.tokenEnd[j]! - m.tokenStart[j]! >= 2 && m.tokenStart[j]! <= t && t < m.tokenEnd[j]!)
      return true;
  return false;
}

/** Whether text[start, end) has a character past ASCII: English words are written without accents. */
function notAscii(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) >= 0x80) return true;
  return false;
}
