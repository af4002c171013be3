/**
 * The shape of a normalized token, for the short-query rules of the rule engine
 * (rule-engine.ts):
 *
 * - SHAPE_NUMBER: ASCII digits only ("15", "2026");
 * - SHAPE_SHORT: one or two ASCII letters ("f", "cr", "ny");
 * - SHAPE_ALNUM: ASCII letters and digits, both ("s24", "ps5", "4k", "1000xm5").
 *
 * A number or a one- or two-letter token is a stray token: alone it never decides a
 * keyword's category (SHAPE_WEAK). Any of the three right after a product's name is its
 * model (SHAPE_CODE). Other tokens (words, non-Latin letters, mixed scripts) have shape 0.
 */
export const SHAPE_NUMBER = 1;
export const SHAPE_SHORT = 2;
export const SHAPE_ALNUM = 4;
export const SHAPE_WEAK = SHAPE_NUMBER | SHAPE_SHORT;
export const SHAPE_CODE = SHAPE_NUMBER | SHAPE_SHORT | SHAPE_ALNUM;

/** Longest token that may be a code. */
const MAX_CODE_UNITS = 12;

/**
 * Shape bits of the token `units[off .. off + n)`. A code of three units or more is seen
 * by a digit at its start or end ("s24", "4k", "9950x"; not "a1c"): most tokens are words
 * and are ruled out by two reads.
 */
export function tokenShape(units: Uint16Array, off: number, n: number): number {
  if (n === 0 || n > MAX_CODE_UNITS) return 0;
  if (n > 2 && !isDigit(units[off]!) && !isDigit(units[off + n - 1]!)) return 0;
  let digits = 0;
  for (let i = off, end = off + n; i < end; i++) {
    const u = units[i]!;
    if (u >= 48 && u <= 57) digits++;
    else if (u < 97 || u > 122) return 0;
  }
  if (digits === n) return SHAPE_NUMBER;
  if (digits === 0) return n <= 2 ? SHAPE_SHORT : 0;
  return SHAPE_ALNUM;
}

/** Whether `text[start .. end)` is a year from 1800 to 2099 ("1998", "2026"). */
export function isYearAt(text: string, start: number, end: number): boolean {
  if (end - start !== 4) return false;
  const c = text.charCodeAt(start);
  const d = text.charCodeAt(start + 1);
  if (!((c === 49 && (d === 56 || d === 57)) || (c === 50 && d === 48))) return false;
  return isDigit(text.charCodeAt(start + 2)) && isDigit(text.charCodeAt(start + 3));
}

function isDigit(u: number): boolean {
  return u >= 48 && u <= 57;
}

/** A letter token followed by "+" or "#" names a language ("c++", "c#", "f#"), no stray letter. */
export function endsLanguageName(text: string, end: number): boolean {
  const c = text.charCodeAt(end);
  return c === 43 || c === 35;
}

/** Both characters of the two-unit span at `start` are capital ASCII letters ("NY", "UK"). */
export function isUpperPair(text: string, start: number, end: number): boolean {
  if (end - start !== 2) return false;
  const a = text.charCodeAt(start);
  const b = text.charCodeAt(start + 1);
  return a >= 65 && a <= 90 && b >= 65 && b <= 90;
}

/** Whether the text has a lower-case ASCII letter (else its capitals say nothing: shouting). */
export function hasLowerCase(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) return true;
  }
  return false;
}

/** Whether text[start .. end) is made of ASCII letters only. */
export function isAsciiWord(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i) | 32;
    if (c < 97 || c > 122) return false;
  }
  return end > start;
}
