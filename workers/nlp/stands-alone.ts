import { firstLetterInfo, MIN_WORDS, type DocStyle } from './doc-style.js';
import { hasFinalPunctuation, isQuestion, type SplitSentence } from './sentences.js';
import { startsDangling } from './starts-dangling.js';

/** Navigation and page furniture; only in short sentences, so an article about cookies keeps its sentences. */
const JUNK =
  /\b(?:click here|read more|read next|subscribe|sign up|sign in|log ?in|log ?out|share (?:this|on)|follow us|cookies?|terms of (?:use|service)|privacy policy|newsletter|advertisement|related (?:articles|stories|posts)|skip to|back to top|you may also like|recommended for you|comments? \(\d+\)|posted by|filed under|view all|load more|shop now|buy now|learn more)\b/i;
const JUNK_MAX_WORDS = 15;
const COPYRIGHT = /©|\ball rights reserved\b|\bcopyright \d{4}\b/i;
const SEPARATORS = /[|»›•·◆]/g;
const NON_LETTER = /[^\p{L}\p{M}]/gu;
const SPACE_G = /\s/g;

export function standsAlone(s: SplitSentence, words: number, style: DocStyle): boolean {
  const t = s.text;
  if (words < MIN_WORDS) return false;
  if (isQuestion(t)) return false;
  const nonSpace = t.replace(SPACE_G, '').length;
  const letters = t.replace(NON_LETTER, '').length;
  if (letters * 2 < nonSpace) return false;
  if (COPYRIGHT.test(t)) return false;
  if (words < JUNK_MAX_WORDS && JUNK.test(t)) return false;
  if ((t.match(SEPARATORS) ?? []).length >= 2) return false;
  if (s.bullet && words < 8) return false;
  if (/[:,;\-–—]$/.test(t)) return false;
  if (style.prose && !hasFinalPunctuation(t)) return false;
  if (style.capitalized && firstLetterInfo(t).lower) return false;
  if (startsDangling(t)) return false;
  return true;
}
