/**
 * Text cleaning for the summarizer (POST /v2/nlp/summarize).
 *
 * cleanText: line breaks of every kind become "\n"; control characters become spaces;
 * invisible format characters (zero-width space, soft hyphen, BOM, word joiner, bidi marks)
 * are removed (ZWJ and ZWNJ stay: emoji sequences and some scripts need them); unpaired
 * surrogates are removed; NFC; runs of horizontal white space become one space; every line
 * is trimmed and blank lines are dropped, so paragraphs (and the HTML extractor's blocks) are
 * separated by exactly one "\n". cleanText is idempotent.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-disable no-control-regex -- these find control characters on purpose */
const LINE_BREAKS = /\r\n?|[\u000B\u000C\u0085\u2028\u2029]/g;
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
/* eslint-enable no-control-regex */
const INVISIBLE = /[\u00AD\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Horizontal white space other than a lone " " (which needs no rewrite). */
const HSPACE =
  /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000][\t \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]*| [\t \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

export function cleanText(raw: string): string {
  if (typeof raw !== 'string' || raw.length === 0) return '';
  let s = raw;
  const wellFormed = (s as unknown as { isWellFormed?: () => boolean }).isWellFormed?.call(s);
  if (wellFormed === false || wellFormed === undefined) s = s.replace(LONE_SURROGATE, '');
  // each pass only when it has something to do: a 1 MB input is not copied needlessly
  for (const [re, by] of [
    [LINE_BREAKS, '\n'],
    [CONTROLS, ' '],
    [INVISIBLE, ''],
  ] as const) {
    re.lastIndex = 0;
    if (re.test(s)) {
      re.lastIndex = 0;
      s = s.replace(re, by);
    }
  }
  s = s.normalize('NFC').replace(HSPACE, ' ');
  const out: string[] = [];
  for (const line of s.split('\n')) {
    const t = line.trim();
    if (t) out.push(t);
  }
  return out.join('\n');
}
