/**
 * Is a token written as a name, and does its capital letter say anything?
 *
 * A capital says nothing on the first word of a sentence, in a headline (common words
 * capitalized and none in lower case: "Apple Unveils New Phone") or in shouting (most
 * words in upper case). In those places a word counts as a name only when it is not a
 * common word by the SUBTLEX case statistics ("Paris" is usually written capitalized,
 * "apple" is not). Function words, months and weekdays, the pronoun "I", chat
 * abbreviations and greetings are never names; neither is a shouted common word
 * ("GREAT").
 */
import { ACRONYM_GPE, TITLES } from './cues.js';
import { FUNCTION_WORDS, NOT_NAMES } from './lexicon.js';
import { F_CAMEL, F_CAP, F_INITIAL, F_LETTER, F_UPPER, K_WORD, type TokenScan } from './scan.js';
import { isCommonWord } from './word-case.js';
import { MONTHS, WEEKDAYS } from '../parse/lexicon.js';

export const MODE_NORMAL = 0;
export const MODE_HEADLINE = 1;
export const MODE_SHOUT = 2;

/** Shouting: at least this many words, this share of them in upper case. */
const SHOUT_WORDS = 3;
const SHOUT_SHARE = 0.6;
/** A headline: at least this many capitalized common words and no common word in lower case. */
const HEADLINE_WORDS = 3;

/** The case mode of every sentence of the scan. */
export function sentenceModes(scan: TokenScan): Uint8Array {
  const modes = new Uint8Array(scan.sentences);
  // Only sentences with a capital after their first word can be headlines or shouting.
  const capsAfterFirst = new Uint8Array(scan.sentences);
  for (let k = 0; k < scan.n; k++) {
    const f = scan.flags[k]!;
    if (scan.kind[k] === K_WORD && f & (F_CAP | F_UPPER) && !(f & F_INITIAL))
      capsAfterFirst[scan.sentence[k]!] = 1;
  }
  let s = -1;
  let words = 0;
  let upper = 0;
  let commonCap = 0;
  let commonLower = 0;
  const close = () => {
    if (s < 0) return;
    if (words >= SHOUT_WORDS && upper / words >= SHOUT_SHARE) modes[s] = MODE_SHOUT;
    else if (commonCap >= HEADLINE_WORDS && commonLower === 0) modes[s] = MODE_HEADLINE;
  };
  for (let k = 0; k < scan.n; k++) {
    const sk = scan.sentence[k]!;
    if (sk !== s) {
      close();
      s = sk;
      words = upper = commonCap = commonLower = 0;
    }
    if (!capsAfterFirst[sk] || scan.kind[k] !== K_WORD) continue;
    const f = scan.flags[k]!;
    if (!(f & F_LETTER) || scan.end[k]! - scan.start[k]! < 2) continue;
    words++;
    if (f & F_UPPER) upper++;
    if (commonLower > 0) continue; // not a headline: no more word lookups needed
    const low = scan.lower(k);
    if (FUNCTION_WORDS.has(low) || !isCommonWord(low)) continue;
    if (f & (F_CAP | F_UPPER)) commonCap++;
    else commonLower++;
  }
  close();
  return modes;
}

/** The capital of token k is evidence of a name (not the first word, not a headline or shouting). */
export function informativeCase(scan: TokenScan, modes: Uint8Array, k: number): boolean {
  return !(scan.flags[k]! & F_INITIAL) && modes[scan.sentence[k]!] === MODE_NORMAL;
}

/** Written like a name: capitalized, camel case or upper case, and a word that can be one. */
export function nameCased(scan: TokenScan, k: number): boolean {
  if (scan.kind[k] !== K_WORD) return false;
  const f = scan.flags[k]!;
  if (!(f & F_LETTER) || !(f & (F_CAP | F_CAMEL | F_UPPER))) return false;
  const low = scan.lower(k);
  if (
    low === 'i' ||
    FUNCTION_WORDS.has(low) ||
    NOT_NAMES.has(low) ||
    MONTHS.has(low) ||
    WEEKDAYS.has(low)
  )
    return false;
  // A shouted common word is emphasis, not an acronym.
  if (f & F_UPPER && isCommonWord(low) && !ACRONYM_GPE.has(low)) return false;
  return true;
}

/**
 * Token k can be (part of) a name: name-cased, and either its capital is evidence or the
 * word is not a common one. Titles ("Mr.", "President") are cues, not name words.
 */
export function nameWord(scan: TokenScan, modes: Uint8Array, k: number, initial: boolean): boolean {
  if (!nameCased(scan, k)) return false;
  const low = scan.lower(k);
  if (TITLES.has(low)) return false;
  const informative = !initial && modes[scan.sentence[k]!] === MODE_NORMAL;
  return informative || !isCommonWord(low);
}
