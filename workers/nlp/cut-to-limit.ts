const ELLIPSIS = '…';

/** `text` cut at a word boundary and ended with "…", at most `limit` code units. */
export function cutToLimit(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (limit < 2) return '';
  const max = limit - ELLIPSIS.length;
  let at = text.lastIndexOf(' ', max);
  if (at < max / 2) {
    at = max;
    const c = text.charCodeAt(at - 1);
    if (c >= 0xd800 && c <= 0xdbff) at--; // never split a surrogate pair
  }
  const head = text.slice(0, at).replace(/[\s,;:\-–—([{"'“‘«]+$/u, '');
  return head ? head + ELLIPSIS : '';
}
