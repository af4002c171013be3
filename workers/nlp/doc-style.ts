import { isOpener } from './char-classes.js';
import { hasFinalPunctuation, type SplitSentence } from './sentences.js';

export const MIN_WORDS = 5;

export interface DocStyle {
  /** Most substantial sentences end in final punctuation: a line without it is a heading. */
  prose: boolean;
  /** Most substantial sentences start with a capital (or digit): a lower-case start is a fragment. */
  capitalized: boolean;
}

export function firstLetterInfo(s: string): { lower: boolean; upperOrDigit: boolean } {
  let k = 0;
  while (k < s.length && (isOpener(s.charCodeAt(k)) || s.charCodeAt(k) === 32)) k++;
  const c = s.codePointAt(k);
  if (c === undefined) return { lower: false, upperOrDigit: false };
  const ch = String.fromCodePoint(c);
  if (/\p{N}/u.test(ch) || /[\p{Lu}\p{Lt}]/u.test(ch)) return { lower: false, upperOrDigit: true };
  if (/\p{Ll}/u.test(ch)) {
    const next = s.codePointAt(k + ch.length);
    const nextUpper = next !== undefined && /[\p{Lu}\p{Lt}]/u.test(String.fromCodePoint(next));
    return { lower: !nextUpper, upperOrDigit: nextUpper }; // "iPhone" counts as capitalized
  }
  return { lower: false, upperOrDigit: false };
}

export function docStyle(sents: SplitSentence[], words: Int32Array): DocStyle {
  let n = 0;
  let punct = 0;
  let caps = 0;
  for (let i = 0; i < sents.length; i++) {
    if (words[i]! < MIN_WORDS) continue;
    n++;
    if (hasFinalPunctuation(sents[i]!.text)) punct++;
    if (firstLetterInfo(sents[i]!.text).upperOrDigit) caps++;
  }
  return { prose: n > 0 && punct / n >= 0.5, capitalized: n > 0 && caps / n >= 0.6 };
}
