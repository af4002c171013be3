function isVowel(c: string): boolean {
  return c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';
}

function undouble(s: string): string {
  const n = s.length;
  if (
    n >= 3 &&
    s[n - 1] === s[n - 2] &&
    !isVowel(s[n - 1]!) &&
    s[n - 1] !== 'l' &&
    s[n - 1] !== 's' &&
    s[n - 1] !== 'z'
  ) {
    return s.slice(0, -1);
  }
  return s;
}

/** Light English suffix stripping; only needs to map a word's forms to one key within a document. */
export function stem(word: string): string {
  let s = word;
  if (s.length <= 3) return s;
  if (s.endsWith('ies') && s.length > 4) s = s.slice(0, -3) + 'y';
  else if (s.endsWith('sses')) s = s.slice(0, -2);
  else if (s.endsWith('s') && !s.endsWith('ss') && !s.endsWith('us') && !s.endsWith('is'))
    s = s.slice(0, -1);
  if (s.length > 5 && s.endsWith('ing')) s = undouble(s.slice(0, -3));
  else if (s.length > 4 && s.endsWith('ed')) s = undouble(s.slice(0, -2));
  else if (s.length > 5 && s.endsWith('ly')) s = s.slice(0, -2);
  if (s.length > 4 && s.endsWith('e')) s = s.slice(0, -1);
  return s;
}
