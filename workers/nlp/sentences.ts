/**
 * English sentence splitting for the summarizer (POST /v2/nlp/summarize); cleanText is in
 * clean-text.ts.
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
import { abbreviationClass } from './abbreviation-class.js';
import {
  isCjkTerminal,
  isCloser,
  isDigit,
  isLetter,
  isLineBreak,
  isLower,
  isOpener,
  isQuote,
  isSpace,
  isTerminal,
  isUpper,
} from './char-classes.js';
import { isOpenerWord } from './opener-words.js';

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

const RE_CONTENT = /[\p{L}\p{N}\p{S}]/u;

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
