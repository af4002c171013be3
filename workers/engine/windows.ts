/**
 * Cuts a text into windows for document scoring: sentences where punctuation says so
 * (. ! ? … followed by space, and line breaks), long sentences cut again at clause
 * punctuation or spaces so no window exceeds MAX_WINDOW characters. Windows are the unit
 * of the rule engine's local evidence (context words, other matches), so they only need
 * to be about a sentence long: abbreviations ending a window early cost little.
 * Linear in the text; offsets are [start, end) into the text, whitespace trimmed.
 */
export const MAX_WINDOW = 400;
const MIN_WINDOW = 12;

export function splitWindows(text: string): number[] {
  const out: number[] = [];
  const n = text.length;
  let s = 0;
  const emit = (a: number, b: number): void => {
    while (a < b && isSpace(text.charCodeAt(a))) a++;
    while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
    if (b <= a) return;
    // A very short piece joins the previous window when they touch the same line.
    const k = out.length;
    if (k > 0 && b - a < MIN_WINDOW && a - out[k - 1]! < 3 && b - out[k - 2]! <= MAX_WINDOW) {
      out[k - 1] = b;
      return;
    }
    out.push(a, b);
  };
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let cut = -1;
    if (c === 10 || c === 13) cut = i;
    else if (
      (c === 46 || c === 33 || c === 63 || c === 0x2026) &&
      (i + 1 === n || isSpace(text.charCodeAt(i + 1)))
    )
      cut = i + 1;
    if (cut >= 0) {
      emit(s, cut);
      s = cut;
    } else if (i - s >= MAX_WINDOW) {
      // Too long: back up to a clause mark or a space.
      let j = i;
      while (j > s + MAX_WINDOW / 2 && !isSoftBreak(text.charCodeAt(j))) j--;
      if (j <= s + MAX_WINDOW / 2) j = i;
      emit(s, j + 1);
      s = j + 1;
    }
  }
  emit(s, n);
  return out;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 12 || c === 11;
}

function isSoftBreak(c: number): boolean {
  return c === 44 || c === 59 || c === 58 || c === 32 || c === 41 || c === 0x2014;
}
