/** Character classes for sentence splitting (ASCII fast paths, Unicode properties otherwise). */

const RE_UPPER = /^[\p{Lu}\p{Lt}]$/u;
const RE_LOWER = /^\p{Ll}$/u;
const RE_LETTER = /^\p{L}$/u;

export function isLineBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029 || c === 0x85 || c === 11 || c === 12;
}
export function isSpace(c: number): boolean {
  return (
    c === 32 ||
    c === 9 ||
    isLineBreak(c) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
export function isUpper(c: number): boolean {
  if (c < 128) return c >= 65 && c <= 90;
  return RE_UPPER.test(String.fromCodePoint(c));
}
export function isLower(c: number): boolean {
  if (c < 128) return c >= 97 && c <= 122;
  return RE_LOWER.test(String.fromCodePoint(c));
}
export function isLetter(c: number): boolean {
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return RE_LETTER.test(String.fromCodePoint(c));
}
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
/** Sentence-final marks (Latin-script): . ! ? … ‼ ⁇ ⁈ ⁉ */
export function isTerminal(c: number): boolean {
  return (
    c === 46 || c === 33 || c === 63 || c === 0x2026 || c === 0x203c || (c >= 0x2047 && c <= 0x2049)
  );
}
export function isCjkTerminal(c: number): boolean {
  return c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff61;
}
/** Closing quotes and brackets that may follow sentence-final punctuation. */
export function isCloser(c: number): boolean {
  return (
    c === 34 ||
    c === 39 ||
    c === 0x201d ||
    c === 0x2019 ||
    c === 0xbb ||
    c === 0x203a ||
    c === 41 ||
    c === 93 ||
    c === 125 ||
    c === 0x300d ||
    c === 0x300f
  );
}
/** Opening quotes and brackets that may precede a sentence's first word. */
export function isOpener(c: number): boolean {
  return (
    c === 34 ||
    c === 39 ||
    c === 0x201c ||
    c === 0x2018 ||
    c === 0xab ||
    c === 0x2039 ||
    c === 40 ||
    c === 91 ||
    c === 123 ||
    c === 0xbf ||
    c === 0xa1 ||
    c === 0x300c ||
    c === 0x300e ||
    c === 0x201e
  );
}
export function isQuote(c: number): boolean {
  return c === 34 || c === 39 || c === 0x201d || c === 0x2019 || c === 0xbb || c === 0x203a;
}
