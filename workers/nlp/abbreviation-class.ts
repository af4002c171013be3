import { ABBR_AMBIGUOUS, ABBR_CAPITALIZED, ABBR_NEVER, ABBR_NUMERIC } from './abbreviations.js';
import { isLetter, isUpper } from './char-classes.js';

export type AbbrClass = 'never' | 'numeric' | 'ambiguous' | 'none';

const DOTTED = /^(?:\p{L}{1,3}\.)+\p{L}{1,3}$/u;

export function abbreviationClass(token: string): AbbrClass {
  if (token.length === 0) return 'none';
  const lower = token.toLowerCase();
  if (ABBR_NEVER.has(lower)) return 'never';
  if (ABBR_NUMERIC.has(lower)) return 'numeric';
  if (ABBR_AMBIGUOUS.has(lower)) return 'ambiguous';
  const first = token.codePointAt(0)!;
  if (ABBR_CAPITALIZED.has(lower) && isUpper(first)) return 'ambiguous';
  // a single letter: an initial ("J. K. Rowling") or a list label
  if (token.length === 1 && isLetter(first)) return 'ambiguous';
  if ([...token].length === 1 && isLetter(first)) return 'ambiguous';
  // dotted acronyms: U.S, U.K, a.m, p.m, Ph.D, D.C
  if (DOTTED.test(token)) return 'ambiguous';
  return 'none';
}
