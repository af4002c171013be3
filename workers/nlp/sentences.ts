/**
 * Text cleaning and English sentence splitting for the summarizer (POST /v2/nlp/summarize).
 *
 * cleanText: line breaks of every kind become "\n"; control characters become spaces;
 * invisible format characters (zero-width space, soft hyphen, BOM, word joiner, bidi marks)
 * are removed (ZWJ and ZWNJ stay: emoji sequences and some scripts need them); unpaired
 * surrogates are removed; NFC; runs of horizontal white space become one space; every line
 * is trimmed and blank lines are dropped, so paragraphs (and the HTML extractor's blocks) are
 * separated by exactly one "\n". cleanText is idempotent.
 *
 * splitSentences scans the text once (linear time) and returns trimmed sentences with
 * offsets into the text it was given (`text.slice(start, end) === sentence.text`):
 *  - A line break ends a sentence, except a soft wrap: the line before does not end in
 *    sentence or clause punctuation and the next line starts with a lower-case letter
 *    (hard-wrapped plain text); a sentence joined over a soft wrap keeps its "\n".
 *  - A bullet or list marker at the start of a line ("•", "-", "*", "1.", "2)", "(a)"...) is
 *    left out of the sentence, and the sentence is flagged as a bullet (for validation).
 *  - `.`, `!`, `?`, `…` (and runs of them, and "..." / ". . .") end a sentence only when
 *    followed by white space or the end of the line, after any closing quotes or brackets
 *    (so "3.5", "U.S.A.", "example.com/a?b", "e.g.," never split). CJK 。！？ always end one.
 *  - `!` / `?` followed by a lower-case word do not end it ('"Why?" he asked').
 *  - An ellipsis ends a sentence only before an upper-case letter.
 *  - A period after an abbreviation is decided by its class: titles (Mr., Dr., Gov.,
 *    Sen.) never end a sentence; "e.g.", "i.e.", "vs.", "et al.", "approx." never do;
 *    "No.", "p.", "Vol.", "Fig.", months... do not before a digit ("No. 5", "Jan. 5");
 *    ambiguous ones (Inc., Ltd., Co., Corp., Jr., etc., U.S., a.m., initials like "J.",
 *    capitalized state abbreviations like "Calif.") end a sentence only when the next word
 *    is a typical sentence opener (The, He, It, But, In...), so "Apple Inc. Chief Executive"
 *    and "J. K. Rowling" stay whole while "moved to the U.S. The move" splits.
 *  - Any other word followed by a period and white space ends the sentence.
 *  - Pieces with no letter, digit or symbol (only punctuation) are dropped.
 */

export interface SummarySentence {
  start: number;
  end: number;
  text: string;
}

/** A sentence with the layout facts the validator uses. */
export interface SplitSentence extends SummarySentence {
  /** It followed a bullet or list marker at the start of its line. */
  bullet: boolean;
  /** It starts its (logical) line. */
  lineStart: boolean;
  /** It ends its (logical) line. */
  lineEnd: boolean;
}

// ---------------------------------------------------------------------------------------
// cleanText

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

// ---------------------------------------------------------------------------------------
// character classes (ASCII fast paths, Unicode properties otherwise)

const RE_UPPER = /^[\p{Lu}\p{Lt}]$/u;
const RE_LOWER = /^\p{Ll}$/u;
const RE_LETTER = /^\p{L}$/u;
const RE_CONTENT = /[\p{L}\p{N}\p{S}]/u;

function isLineBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029 || c === 0x85 || c === 11 || c === 12;
}
function isSpace(c: number): boolean {
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
function isUpper(c: number): boolean {
  if (c < 128) return c >= 65 && c <= 90;
  return RE_UPPER.test(String.fromCodePoint(c));
}
function isLower(c: number): boolean {
  if (c < 128) return c >= 97 && c <= 122;
  return RE_LOWER.test(String.fromCodePoint(c));
}
function isLetter(c: number): boolean {
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return RE_LETTER.test(String.fromCodePoint(c));
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
/** Sentence-final marks (Latin-script): . ! ? … ‼ ⁇ ⁈ ⁉ */
function isTerminal(c: number): boolean {
  return (
    c === 46 || c === 33 || c === 63 || c === 0x2026 || c === 0x203c || (c >= 0x2047 && c <= 0x2049)
  );
}
function isCjkTerminal(c: number): boolean {
  return c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff61;
}
/** Closing quotes and brackets that may follow sentence-final punctuation. */
function isCloser(c: number): boolean {
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

// ---------------------------------------------------------------------------------------
// abbreviations

/** Never end a sentence: followed by a name or a continuation. */
const ABBR_NEVER = new Set([
  'mr',
  'mrs',
  'ms',
  'messrs',
  'mmes',
  'mme',
  'mlle',
  'dr',
  'drs',
  'prof',
  'profs',
  'rev',
  'revd',
  'hon',
  'gen',
  'lt',
  'col',
  'maj',
  'capt',
  'cmdr',
  'adm',
  'sgt',
  'cpl',
  'pvt',
  'gov',
  'sen',
  'sens',
  'rep',
  'reps',
  'supt',
  'insp',
  'det',
  'amb',
  'atty',
  'fr',
  'mt',
  'e.g',
  'i.e',
  'vs',
  'v',
  'cf',
  'viz',
  'al',
  'approx',
  'ca',
  'esp',
  'incl',
  'resp',
  'appx',
]);
/** Do not end a sentence before a number ("No. 5", "p. 12", "Jan. 5"); otherwise ambiguous. */
const ABBR_NUMERIC = new Set([
  'no',
  'nos',
  'nr',
  'p',
  'pp',
  'fig',
  'figs',
  'vol',
  'vols',
  'art',
  'arts',
  'sec',
  'secs',
  'ch',
  'chap',
  'para',
  'op',
  'eq',
  'eqs',
  'ref',
  'tel',
  'ext',
  'pt',
  'pts',
  'ed',
  'eds',
  'rt',
  'hwy',
  'rte',
  'apt',
  'ste',
  'bldg',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);
/** May end a sentence: only before a typical sentence opener. */
const ABBR_AMBIGUOUS = new Set([
  'etc',
  'inc',
  'ltd',
  'co',
  'corp',
  'cos',
  'llc',
  'plc',
  'bros',
  'jr',
  'sr',
  'esq',
  'dept',
  'depts',
  'univ',
  'assn',
  'ave',
  'blvd',
  'rd',
  'st',
  'sts',
  'est',
  'govt',
  'intl',
  'natl',
  'mfg',
  'min',
  'max',
  'hr',
  'hrs',
  'sq',
  'oz',
  'lb',
  'lbs',
  'ft',
  'yr',
  'yrs',
  'mos',
  'wk',
  'wks',
  'dist',
  'div',
  'pct',
  'tbsp',
  'tsp',
  'misc',
  "gov't",
  'admin',
]);
/** Capitalized only (so "he fell ill." is not "Ill."): US state abbreviations, AP style. */
const ABBR_CAPITALIZED = new Set([
  'ala',
  'ariz',
  'ark',
  'calif',
  'colo',
  'conn',
  'del',
  'fla',
  'ga',
  'ill',
  'ind',
  'kan',
  'kans',
  'ky',
  'la',
  'md',
  'mass',
  'mich',
  'minn',
  'miss',
  'mo',
  'mont',
  'neb',
  'nev',
  'okla',
  'ore',
  'pa',
  'penn',
  'tenn',
  'tex',
  'va',
  'vt',
  'wash',
  'wis',
  'wyo',
  'mex',
  'ont',
  'que',
  'alta',
]);
/** Typical words that open an English sentence (capitalized): after an ambiguous abbreviation they mean a new sentence. */
const OPENERS = new Set([
  'the',
  'a',
  'an',
  'he',
  'she',
  'it',
  'they',
  'we',
  'i',
  'you',
  'this',
  'that',
  'these',
  'those',
  'there',
  'here',
  'his',
  'her',
  'its',
  'their',
  'our',
  'my',
  'your',
  'but',
  'and',
  'or',
  'so',
  'yet',
  'however',
  'in',
  'on',
  'at',
  'for',
  'as',
  'if',
  'when',
  'while',
  'after',
  'before',
  'since',
  'although',
  'though',
  'because',
  'meanwhile',
  'still',
  'now',
  'then',
  'last',
  'next',
  'many',
  'most',
  'some',
  'such',
  'one',
  'both',
  'each',
  'every',
  'no',
  'not',
  'what',
  'who',
  'why',
  'how',
  'where',
  'which',
  'according',
  'also',
  'other',
  'others',
  'all',
  'among',
  'during',
  'with',
  'without',
  'under',
  'over',
  'by',
  'from',
  'to',
  'despite',
  'even',
  'only',
  'more',
  'earlier',
  'later',
  'today',
  'yesterday',
  'tomorrow',
  'instead',
  'thus',
  'therefore',
  'moreover',
  'furthermore',
  'unlike',
  'like',
  'until',
  'once',
  'shares',
  'officials',
  'analysts',
  'police',
  'experts',
  'researchers',
  'critics',
  'residents',
]);

type AbbrClass = 'never' | 'numeric' | 'ambiguous' | 'none';

const DOTTED = /^(?:\p{L}{1,3}\.)+\p{L}{1,3}$/u;

function abbreviationClass(token: string): AbbrClass {
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

// ---------------------------------------------------------------------------------------
// splitting

/** Bullet / list markers at the start of a line (followed by white space). */
const BULLET =
  /^(?:[•·▪▫‣◦●○■□►▸▶➢➤✓✔✗✘☐☑*+\-–—>]|\(?\d{1,3}[.)]|\(?[a-zA-Z]\)|\([ivxIVX]{1,4}\))[ \t]+/;

interface Line {
  start: number; // first non-space
  end: number; // after last non-space
  bullet: boolean;
  contentStart: number; // after the bullet marker
}

function physicalLines(text: string): Line[] {
  const lines: Line[] = [];
  const n = text.length;
  let i = 0;
  while (i <= n) {
    let j = i;
    while (j < n && !isLineBreak(text.charCodeAt(j))) j++;
    let a = i;
    let b = j;
    while (a < b && isSpace(text.charCodeAt(a))) a++;
    while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
    if (b > a) {
      const m = BULLET.exec(text.slice(a, Math.min(b, a + 12)));
      const contentStart = m && a + m[0].length < b ? a + m[0].length : a;
      lines.push({ start: a, end: b, bullet: contentStart > a, contentStart });
    }
    if (j >= n) break;
    // "\r\n" is one break
    i = text.charCodeAt(j) === 13 && text.charCodeAt(j + 1) === 10 ? j + 2 : j + 1;
  }
  return lines;
}

/** The line ends where a sentence or clause would end (so the next line is not a continuation). */
function endsClosed(text: string, end: number, start: number): boolean {
  let k = end - 1;
  while (k > start && isCloser(text.charCodeAt(k))) k--;
  const c = text.charCodeAt(k);
  return isTerminal(c) || isCjkTerminal(c) || c === 58 /* : */ || c === 59; /* ; */
}

function startsLowerContinuation(text: string, pos: number, end: number): boolean {
  const c = text.codePointAt(pos)!;
  if (!isLower(c)) return false;
  const next = pos + (c > 0xffff ? 2 : 1);
  // "iPhone", "eBay": a lower-case letter followed by an upper-case one starts a name
  return !(next < end && isUpper(text.codePointAt(next)!));
}

interface Next {
  pos: number; // first non-space after the punctuation (may be an opener)
  wordStart: number; // first character after openers
  word: string; // the next word (letters, digits, apostrophes, hyphens), at most 40 chars
  cp: number; // code point at wordStart, or -1 at the end
}

function nextWord(text: string, from: number, end: number): Next {
  let k = from;
  while (k < end && isSpace(text.charCodeAt(k))) k++;
  const pos = k;
  while (k < end && isOpener(text.charCodeAt(k))) k++;
  const wordStart = k;
  let e = k;
  while (e < end && e - k < 40) {
    const c = text.codePointAt(e)!;
    if (isLetter(c) || isDigit(c) || c === 39 || c === 0x2019 || c === 45) e += c > 0xffff ? 2 : 1;
    else break;
  }
  return { pos, wordStart, word: text.slice(k, e), cp: k < end ? text.codePointAt(k)! : -1 };
}

/** The token ending just before position `dot` (back to white space, at most 40 chars), without leading openers. */
function tokenBefore(text: string, dot: number, lineStart: number): string {
  let k = dot;
  while (k > lineStart && dot - k < 40 && !isSpace(text.charCodeAt(k - 1))) k--;
  while (k < dot && isOpener(text.charCodeAt(k))) k++;
  return text.slice(k, dot);
}

function isOpenerWord(word: string): boolean {
  return OPENERS.has(word.toLowerCase().replace(/['’].*$/, ''));
}

/**
 * Decide whether the punctuation run text[i, j) (j after closing quotes) ends a sentence,
 * given that white space follows at j.
 */
function endsSentence(
  text: string,
  i: number,
  runEnd: number,
  j: number,
  lineStart: number,
  lineEnd: number,
): boolean {
  const nx = nextWord(text, j, lineEnd);
  if (nx.cp < 0) return true;
  let quoted = false;
  for (let k = runEnd; k < j; k++) if (isQuote(text.charCodeAt(k))) quoted = true;
  const run = text.slice(i, runEnd);
  const dots = (run.match(/\./g) ?? []).length;
  const ellipsis = run.includes('…') || dots >= 2;
  const exclaim = /[!?‼⁇⁈⁉]/.test(run);
  if (ellipsis) return isUpper(nx.cp);
  if (exclaim) return !isLower(nx.cp);
  // a single period
  if (quoted && isLower(nx.cp)) return false; // '"We won." she said'
  const token = tokenBefore(text, i, lineStart);
  const cls = abbreviationClass(token);
  if (cls === 'none') return true;
  if (cls === 'never') return false;
  if (isLower(nx.cp)) return false;
  if (cls === 'numeric' && isDigit(nx.cp)) return false;
  if (isDigit(nx.cp)) return false;
  if (!isUpper(nx.cp)) return false;
  // another initial ("J. A. Smith"): not the opener "A"
  if (nx.word.length === 1 && text.charCodeAt(nx.wordStart + 1) === 46) return false;
  return isOpenerWord(nx.word);
}

/** Sentences with layout flags; offsets into `text`. */
export function splitSentencesDetailed(text: string): SplitSentence[] {
  const out: SplitSentence[] = [];
  if (typeof text !== 'string' || text.length === 0) return out;
  const lines = physicalLines(text);

  // logical lines: soft-wrapped physical lines joined
  const logical: Line[] = [];
  for (const line of lines) {
    const prev = logical[logical.length - 1];
    if (
      prev &&
      !line.bullet &&
      !endsClosed(text, prev.end, prev.contentStart) &&
      startsLowerContinuation(text, line.start, line.end)
    ) {
      prev.end = line.end;
    } else {
      logical.push({ ...line });
    }
  }

  const emit = (a: number, b: number, bullet: boolean, lineStart: boolean, lineEnd: boolean) => {
    while (a < b && isSpace(text.charCodeAt(a))) a++;
    while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
    if (b <= a) return;
    const s = text.slice(a, b);
    if (!RE_CONTENT.test(s)) return;
    out.push({ start: a, end: b, text: s, bullet, lineStart, lineEnd });
  };

  for (const line of logical) {
    const end = line.end;
    let segStart = line.contentStart;
    let first = true;
    let i = line.contentStart;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (isCjkTerminal(c)) {
        let j = i + 1;
        while (j < end && (isCjkTerminal(text.charCodeAt(j)) || isCloser(text.charCodeAt(j)))) j++;
        if (j < end) {
          emit(segStart, j, line.bullet && first, first, false);
          first = false;
          segStart = j;
        }
        i = j;
        continue;
      }
      if (!isTerminal(c)) {
        i++;
        continue;
      }
      // a run of terminal marks, including spaced ellipses ". . ."
      let runEnd = i + 1;
      for (;;) {
        const d = text.charCodeAt(runEnd);
        if (runEnd < end && isTerminal(d)) runEnd++;
        else if (
          runEnd + 1 < end &&
          d === 32 &&
          text.charCodeAt(runEnd - 1) === 46 &&
          text.charCodeAt(runEnd + 1) === 46 &&
          (runEnd + 2 >= end ||
            text.charCodeAt(runEnd + 2) === 46 ||
            text.charCodeAt(runEnd + 2) === 32)
        )
          runEnd += 2;
        else break;
      }
      let j = runEnd;
      while (j < end && isCloser(text.charCodeAt(j))) j++;
      if (j >= end) break; // the line's end closes the sentence
      if (!isSpace(text.charCodeAt(j))) {
        i = j;
        continue;
      }
      if (endsSentence(text, i, runEnd, j, line.contentStart, end)) {
        emit(segStart, j, line.bullet && first, first, false);
        first = false;
        segStart = j;
      }
      i = j;
    }
    emit(segStart, end, line.bullet && first, first, true);
  }
  return out;
}

export function splitSentences(text: string): SummarySentence[] {
  return splitSentencesDetailed(text).map(({ start, end, text: t }) => ({ start, end, text: t }));
}

/** True when the sentence ends in sentence-final punctuation (after any closing quotes or brackets). */
export function hasFinalPunctuation(s: string): boolean {
  let k = s.length - 1;
  while (k > 0 && isCloser(s.charCodeAt(k))) k--;
  const c = s.charCodeAt(k);
  return isTerminal(c) || isCjkTerminal(c);
}

/** True when the sentence is a question (ends in "?" before any closing quotes or brackets). */
export function isQuestion(s: string): boolean {
  let k = s.length - 1;
  while (k > 0 && isCloser(s.charCodeAt(k))) k--;
  const c = s.charCodeAt(k);
  return c === 63 || c === 0xff1f || c === 0x2047 || c === 0x2048 || c === 0x2049;
}
