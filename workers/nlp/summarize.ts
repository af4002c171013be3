/**
 * Extractive summarizer core for POST /v2/nlp/summarize.
 *
 * summarize(text, categoriesOf, opts) cleans the text (cleanText), splits it into sentences
 * (splitSentences; both in sentences.ts), and picks whole sentences, kept in their original
 * order and joined by one space, so that the summary never exceeds `summaryLimit` characters
 * (UTF-16 code units, so never more code points either).
 *
 * 1. Terms. Each sentence becomes a bag of terms: lower-cased words, stop words, one-letter
 *    words, pure numbers and contractions dropped, a possessive "'s" removed, then a light
 *    suffix stemmer (plural -s/-es/-ies, -ing, -ed, -ly, a final -e; doubled consonants
 *    undone) that only has to be consistent within one document. Weights are TF-IDF with the
 *    document's sentences as the collection: (1 + ln tf) · ln(1 + N / df), vectors
 *    L2-normalized, so a dot product is a cosine.
 * 2. Eligibility. With `validate` a sentence must stand alone (see standsAlone): no dangling
 *    connective ("However", "But", "In addition", ...) or pronoun ("He", "It", "Their", "This
 *    is" — a demonstrative followed by a verb or punctuation, while "This year" is fine) at the
 *    start, not a question, at least 5 words, at least half letters, no navigation or
 *    boilerplate ("Read more", "Subscribe"... in sentences under 15 words; a copyright
 *    line), not a bullet under 8 words, not ending in ":" "," ";" or a dash; in a prose
 *    document (most sentences end in . ! ?) a line without final punctuation is a heading
 *    and is dropped; in a capitalized document a sentence starting in lower case is a
 *    fragment.
 *    Validation is soft: when it would leave no sentence, every sentence is eligible again.
 *    Without `validate` every sentence is eligible.
 * 3. Cost bound. At most MAX_POOL (400) eligible sentences are ranked. When there are more,
 *    the pool is the MAX_POOL best by a linear-time score: cosine to the document centroid
 *    (sum of the eligible sentence vectors) plus the lead bias. Everything else (cleaning,
 *    splitting, validating, term vectors of all sentences) is linear in the input, so a 1 MB
 *    text costs a few hundred milliseconds. `categoriesOf` is called only for pool sentences,
 *    at most MAX_POOL times.
 * 4. Centrality: LexRank-style power iteration over the pool's cosine-similarity graph
 *    (edges below EDGE_MIN = 0.05 dropped, rows normalized, damping 0.85, dangling rows
 *    teleport uniformly, until the L1 change is below 1e-9 or 200 iterations), scaled so the
 *    most central sentence has 1.
 * 5. Focus: F = sum of the weights of the sentence's in-focus categories (`inFocus`), over the
 *    pool's largest F, times a purity factor 0.75 + 0.25 · F / (all its category weight); 0
 *    for every sentence when no sentence has focus evidence.
 * 6. Score = 0.55 · centrality + 0.45 · focus + 0.1 · lead, lead = 1 / (1 + k / 2) for the k-th
 *    eligible sentence (k from 0): a mild preference for the opening of news-like text.
 * 7. Selection: sentences in score order (ties: earlier first); a sentence is skipped when it
 *    is a near duplicate of one already chosen (cosine >= 0.6, or the same text) or when it
 *    does not fit in what is left of the limit, in which case later (shorter) ones are tried.
 *    Last resort: when the best sentence does not fit and the sentences that do fill less
 *    than a third of the limit (or none fits), the summary is the best sentence alone, cut at
 *    the last word boundary (in its second half; a hard cut otherwise, never inside a
 *    surrogate pair) and ended with "…", within the limit.
 *
 * Deterministic (no randomness; ties broken by position); never throws on odd input
 * (empty, emoji, no punctuation, a single 1 MB sentence, only digits). Exceptions thrown by
 * the caller's `categoriesOf` or `inFocus` propagate.
 */
import {
  cleanText,
  hasFinalPunctuation,
  isOpener,
  isQuestion,
  splitSentencesDetailed,
  type SplitSentence,
  type SummarySentence,
} from './sentences.js';

export { cleanText, splitSentences, type SummarySentence } from './sentences.js';

/** Category evidence of one sentence: which categories (opaque integer ids) the rule engine found in it, with weights. */
export type SentenceCategories = (
  sentence: string,
  index: number,
) => ReadonlyArray<{ category: number; weight: number }>;
// `sentence` is the sentence's text as in SummaryResult.sentences (it may hold a "\n" where a
// hard-wrapped line was joined); `index` is its index there.

export interface SummarizeOptions {
  /** Max characters of the summary (>= 140 at the API; any non-negative limit is honoured here). */
  summaryLimit: number;
  validate: boolean;
  /** Focus: true when a category counts for the focus (the caller decides: inside one of the top-n verticals or the requested category ids). */
  inFocus: (category: number) => boolean;
}

export interface SummaryResult {
  /** The cleaned text that was summarized; sentence offsets point into it. */
  inputText: string;
  summary: string;
  /** summary.length / inputText.length (0 for an empty input). */
  summaryRatio: number;
  /** Every sentence of inputText. */
  sentences: SummarySentence[];
  /** Indices into `sentences` of the sentences in the summary, ascending. */
  chosen: number[];
}

export const DEFAULT_SUMMARY_LIMIT = 420;
/** Most sentences ranked by the similarity graph. */
export const MAX_POOL = 400;
const EDGE_MIN = 0.05;
const DAMPING = 0.85;
const DUPLICATE = 0.6;
const W_CENTRAL = 0.55;
const W_FOCUS = 0.45;
const W_LEAD = 0.1;
const MIN_WORDS = 5;
/** Stop filling when less than this is left of the limit. */
const MIN_FILL = 24;
const ELLIPSIS = '…';

// ---------------------------------------------------------------------------------------
// terms

const STOP = new Set(
  `a about above across after afterwards again against all almost alone along already also although
always am among amongst an and another any anyhow anyone anything anyway anywhere are around as at be became because
become becomes becoming been before beforehand behind being below beside besides between beyond both but by can cannot
could did do does doing done down during each either else elsewhere enough even ever every everyone everything
everywhere except few for former formerly from further had has have having he hence her here hereby herein hers herself
him himself his how however i if in indeed into is it its itself just last latter least less many may me meanwhile
might mine more moreover most mostly much must my myself namely neither never nevertheless next no nobody none noone
nor not nothing now nowhere of off often on once one only onto or other others otherwise our ours ourselves out over
own per perhaps please quite rather really same said say says seem seemed seeming seems several she should since so
some somehow someone something sometime sometimes somewhere still such than that the their theirs them themselves then
thence there thereafter thereby therefore therein thereupon these they this those though through throughout thru thus
to together too toward towards under until up upon us very via was we well were what whatever when whence whenever
where whereas whereby wherein whereupon wherever whether which while whither who whoever whole whom whose why will with
within without would yet you your yours yourself yourselves also etc mr mrs ms dr told tell according
`
    .split(/\s+/)
    .filter(Boolean),
);

const NON_WORD = /[^\p{L}\p{M}\p{N}'’]+/u;
const CONTRACTION = /(?:n't|'re|'ve|'ll|'m|'d)$/;
const NUMERIC = /^\p{N}+$/u;

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

interface Tokens {
  words: number;
  terms: string[];
}

/** Words (letters, marks, digits, inner apostrophes) of a sentence, and its content terms. */
function tokenize(sentence: string): Tokens {
  const terms: string[] = [];
  let words = 0;
  for (let t of sentence.toLowerCase().split(NON_WORD)) {
    if (t.length === 0) continue;
    if (t.includes('’')) t = t.replace(/’/g, "'");
    if (t.charCodeAt(0) === 39 || t.charCodeAt(t.length - 1) === 39) t = t.replace(/^'+|'+$/g, '');
    if (t.length === 0) continue;
    words++;
    if (t.endsWith("'s")) t = t.slice(0, -2);
    if (t.length < 2 || STOP.has(t) || CONTRACTION.test(t)) continue;
    const c0 = t.charCodeAt(0);
    if (((c0 >= 48 && c0 <= 57) || c0 > 127) && NUMERIC.test(t)) continue;
    terms.push(stem(t));
  }
  return { words, terms };
}

/** A sparse unit vector: term ids ascending, weights. */
interface Vec {
  ids: number[];
  w: number[];
}

const EMPTY_VEC: Vec = { ids: [], w: [] };

function dot(a: Vec, b: Vec): number {
  let i = 0;
  let j = 0;
  let s = 0;
  const ai = a.ids;
  const bi = b.ids;
  while (i < ai.length && j < bi.length) {
    const x = ai[i]!;
    const y = bi[j]!;
    if (x === y) s += a.w[i++]! * b.w[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return s;
}

/** TF-IDF unit vectors of every sentence, the document's sentences as the collection. */
function vectors(termLists: string[][]): { vecs: Vec[]; vocab: number } {
  const termId = new Map<string, number>();
  const df: number[] = [];
  const counted: Vec[] = []; // w holds term frequencies until weighted
  const byNumber = (a: number, b: number) => a - b;
  for (const terms of termLists) {
    const raw: number[] = new Array<number>(terms.length);
    for (let k = 0; k < terms.length; k++) {
      let id = termId.get(terms[k]!);
      if (id === undefined) {
        id = df.length;
        termId.set(terms[k]!, id);
        df.push(0);
      }
      raw[k] = id;
    }
    raw.sort(byNumber);
    const ids: number[] = [];
    const tf: number[] = [];
    for (let k = 0; k < raw.length; k++) {
      if (ids.length > 0 && ids[ids.length - 1] === raw[k]) tf[tf.length - 1]!++;
      else {
        ids.push(raw[k]!);
        tf.push(1);
        df[raw[k]!]!++;
      }
    }
    counted.push({ ids, w: tf });
  }
  const n = termLists.length;
  const vecs = counted.map((v) => {
    if (v.ids.length === 0) return EMPTY_VEC;
    const w = v.w;
    let norm = 0;
    for (let k = 0; k < w.length; k++) {
      const x = (1 + Math.log(w[k]!)) * Math.log(1 + n / df[v.ids[k]!]!);
      w[k] = x;
      norm += x * x;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (let k = 0; k < w.length; k++) w[k]! /= norm;
    return v;
  });
  return { vecs, vocab: df.length };
}

// ---------------------------------------------------------------------------------------
// validation

/** Always a dangling connective at the start of a sentence. */
const CONNECTIVES = new Set([
  'however',
  'but',
  'and',
  'or',
  'nor',
  'so',
  'also',
  'moreover',
  'therefore',
  'thus',
  'hence',
  'furthermore',
  'additionally',
  'meanwhile',
  'instead',
  'nevertheless',
  'nonetheless',
  'besides',
  'likewise',
  'similarly',
  'otherwise',
  'consequently',
  'accordingly',
  'subsequently',
  'afterwards',
  'afterward',
  'conversely',
  'indeed',
  'lastly',
  'secondly',
  'thirdly',
  'then',
  'yet',
  'alternatively',
  'regardless',
  'anyway',
  'hereafter',
  'thereafter',
  'thereby',
]);
/** A dangling connective only when a comma follows ("Still, ..." but "Still water ..."). */
const CONNECTIVES_COMMA = new Set([
  'still',
  'further',
  'again',
  'plus',
  'finally',
  'first',
  'firstly',
  'second',
  'third',
  'next',
  'rather',
  'now',
  'specifically',
  'importantly',
  'notably',
  'ultimately',
  'there',
  'here',
  'too',
  'later',
]);
const CONNECTIVE_PHRASES = [
  'in addition',
  'as a result',
  'on the other hand',
  'by contrast',
  'in contrast',
  'even so',
  'that said',
  'after that',
  'for example',
  'for instance',
  'in other words',
  'as such',
  'in turn',
  'at the same time',
  'on top of that',
  'because of this',
  'because of that',
  'despite this',
  'despite that',
  'in spite of this',
  'in spite of that',
  'in that case',
  'in this case',
  'to that end',
  'to this end',
  'for this reason',
  'for that reason',
  'in particular',
  'after this',
  'apart from that',
  'other than that',
  'in the meantime',
  'the latter',
  'the former',
  'as well',
  'not only that',
  'even then',
  'since then',
  'until then',
  'by then',
  'in this way',
  'in that way',
  'with that',
  'on the contrary',
  'all the same',
  'as mentioned',
  'as noted',
  'as a consequence',
  'in response to this',
  'in the same way',
  'at that point',
  'at this point',
  'by that time',
  'like this',
  'like that',
];
const PHRASE_FIRST = new Set(CONNECTIVE_PHRASES.map((p) => p.split(' ')[0]!));
/** Pronouns whose referent is in an earlier sentence. */
const PRONOUNS = new Set([
  'he',
  'she',
  'it',
  'they',
  'him',
  'her',
  'his',
  'hers',
  'its',
  'their',
  'theirs',
  'them',
  'such',
]);
const DEMONSTRATIVES = new Set(['this', 'that', 'these', 'those']);
/** After a demonstrative: a verb or function word, so the demonstrative stands for an earlier statement. */
const VERBISH = new Set(
  `is was are were be been being has have had will would could can may might should must shall
does did do means meant made makes make marks marked comes came includes included shows showed show suggests suggested
led leads lead allows allowed gives gave puts brings brought follows followed helps helped appears seems seemed
happened happens also not just only all alone too one ones remains remained says said leaves left reflects represents
raises raised sets set takes took goes went gets got becomes became way isn't wasn't aren't weren't won't wouldn't
can't couldn't doesn't didn't hasn't haven't hadn't should've could've would've in of to for on at by with as from
and or but could also still already even never often`
    .split(/\s+/)
    .filter(Boolean),
);
/** Navigation and page furniture; only in short sentences, so an article about cookies keeps its sentences. */
const JUNK =
  /\b(?:click here|read more|read next|subscribe|sign up|sign in|log ?in|log ?out|share (?:this|on)|follow us|cookies?|terms of (?:use|service)|privacy policy|newsletter|advertisement|related (?:articles|stories|posts)|skip to|back to top|you may also like|recommended for you|comments? \(\d+\)|posted by|filed under|view all|load more|shop now|buy now|learn more)\b/i;
const JUNK_MAX_WORDS = 15;
const COPYRIGHT = /©|\ball rights reserved\b|\bcopyright \d{4}\b/i;
const SEPARATORS = /[|»›•·◆]/g;
const LEAD =
  /^[^\p{L}\p{N}]*(\p{L}[\p{L}\p{M}'’]*)([^\p{L}\p{N}]*)([\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*)?/u;
const NON_LETTER = /[^\p{L}\p{M}]/gu;
const SPACE_G = /\s/g;

interface DocStyle {
  /** Most substantial sentences end in final punctuation: a line without it is a heading. */
  prose: boolean;
  /** Most substantial sentences start with a capital (or digit): a lower-case start is a fragment. */
  capitalized: boolean;
}

function firstLetterInfo(s: string): { lower: boolean; upperOrDigit: boolean } {
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

function docStyle(sents: SplitSentence[], words: Int32Array): DocStyle {
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

/** Starts with a connective or pronoun that needs an earlier sentence. */
export function startsDangling(text: string): boolean {
  const m = LEAD.exec(text.length > 200 ? text.slice(0, 200) : text);
  if (!m) return false;
  const w1 = m[1]!.toLowerCase().replace(/’/g, "'");
  const base = w1.replace(/'.*$/, '');
  const sep = m[2] ?? '';
  const w2 = (m[3] ?? '').toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
  const comma = /^\s*,/.test(sep);
  if (CONNECTIVES.has(base)) {
    if (sep.startsWith('-')) return false; // "then-President", "so-called"
    if (base === 'so' && (w2 === 'far' || w2 === 'much' || w2 === 'many' || w2 === 'long'))
      return false;
    if (base === 'yet' && w2 === 'another') return false;
    return true;
  }
  if (comma && CONNECTIVES_COMMA.has(base)) return true;
  if (PRONOUNS.has(base)) return !sep.startsWith('-');
  if (DEMONSTRATIVES.has(base)) {
    if (!m[3]) return true; // "This." / "That, however, ..."
    if (/[^\s"'“”‘’]/.test(sep)) return true; // punctuation between: "This, in turn"
    if (VERBISH.has(w2)) return true;
    if (
      (base === 'this' || base === 'that') &&
      w2.length > 3 &&
      /[^su]s$/.test(w2) &&
      !w2.endsWith('ss')
    )
      return true;
    if (w2.length > 4 && w2.endsWith('ed')) return true;
    return false;
  }
  if (PHRASE_FIRST.has(base)) {
    const head = text
      .slice(0, 80)
      .toLowerCase()
      .replace(/^[^\p{L}]+/u, '')
      .replace(/\s+/g, ' ');
    for (const p of CONNECTIVE_PHRASES) {
      if (head.startsWith(p) && !/\p{L}/u.test(head.charAt(p.length))) return true;
    }
  }
  return false;
}

function standsAlone(s: SplitSentence, words: number, style: DocStyle): boolean {
  const t = s.text;
  if (words < MIN_WORDS) return false;
  if (isQuestion(t)) return false;
  const nonSpace = t.replace(SPACE_G, '').length;
  const letters = t.replace(NON_LETTER, '').length;
  if (letters * 2 < nonSpace) return false;
  if (COPYRIGHT.test(t)) return false;
  if (words < JUNK_MAX_WORDS && JUNK.test(t)) return false;
  if ((t.match(SEPARATORS) ?? []).length >= 2) return false;
  if (s.bullet && words < 8) return false;
  if (/[:,;\-–—]$/.test(t)) return false;
  if (style.prose && !hasFinalPunctuation(t)) return false;
  if (style.capitalized && firstLetterInfo(t).lower) return false;
  if (startsDangling(t)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------
// ranking

/** LexRank-style stationary distribution over the cosine graph, scaled to max 1. */
function centrality(vecs: Vec[]): Float64Array {
  const n = vecs.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  if (n === 1) {
    out[0] = 1;
    return out;
  }
  const sim = new Float64Array(n * n);
  const rowSum = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const vi = vecs[i]!;
    if (vi.ids.length === 0) continue;
    for (let j = i + 1; j < n; j++) {
      const s = dot(vi, vecs[j]!);
      if (s >= EDGE_MIN) {
        sim[i * n + j] = s;
        sim[j * n + i] = s;
        rowSum[i]! += s;
        rowSum[j]! += s;
      }
    }
  }
  let r = new Float64Array(n).fill(1 / n);
  let next = new Float64Array(n);
  for (let iter = 0; iter < 200; iter++) {
    let dangling = 0;
    for (let i = 0; i < n; i++) if (rowSum[i] === 0) dangling += r[i]!;
    next.fill((1 - DAMPING) / n + (DAMPING * dangling) / n);
    for (let i = 0; i < n; i++) {
      if (rowSum[i] === 0) continue;
      const f = (DAMPING * r[i]!) / rowSum[i]!;
      const row = i * n;
      for (let j = 0; j < n; j++) {
        const s = sim[row + j]!;
        if (s !== 0) next[j]! += f * s;
      }
    }
    let diff = 0;
    for (let i = 0; i < n; i++) diff += Math.abs(next[i]! - r[i]!);
    [r, next] = [next, r];
    if (diff < 1e-9) break;
  }
  let max = 0;
  for (let i = 0; i < n; i++) max = Math.max(max, r[i]!);
  for (let i = 0; i < n; i++) out[i] = max > 0 ? r[i]! / max : 0;
  return out;
}

/** The `keep` best of `candidates` (sentence indices, ascending) by cosine to the centroid plus lead; ascending. */
function preselect(
  candidates: number[],
  vecs: Vec[],
  vocab: number,
  lead: (k: number) => number,
  keep: number,
): number[] {
  const centroid = new Float64Array(vocab);
  for (const i of candidates) {
    const v = vecs[i]!;
    for (let k = 0; k < v.ids.length; k++) centroid[v.ids[k]!]! += v.w[k]!;
  }
  let norm = 0;
  for (let k = 0; k < vocab; k++) norm += centroid[k]! * centroid[k]!;
  norm = Math.sqrt(norm) || 1;
  const scored = candidates.map((i, k) => {
    const v = vecs[i]!;
    let s = 0;
    for (let q = 0; q < v.ids.length; q++) s += v.w[q]! * centroid[v.ids[q]!]!;
    return { i, s: s / norm + W_LEAD * lead(k) };
  });
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  return scored
    .slice(0, keep)
    .map((x) => x.i)
    .sort((a, b) => a - b);
}

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

// ---------------------------------------------------------------------------------------

export function summarize(
  text: string,
  categoriesOf: SentenceCategories,
  opts: SummarizeOptions,
): SummaryResult {
  const inputText = cleanText(typeof text === 'string' ? text : '');
  const rawLimit = opts?.summaryLimit;
  const limit =
    typeof rawLimit === 'number' && Number.isFinite(rawLimit)
      ? Math.max(0, Math.floor(rawLimit))
      : DEFAULT_SUMMARY_LIMIT;
  const validate = opts?.validate !== false;
  const inFocus = typeof opts?.inFocus === 'function' ? opts.inFocus : () => false;

  const split = splitSentencesDetailed(inputText);
  const sentences: SummarySentence[] = split.map(({ start, end, text: t }) => ({
    start,
    end,
    text: t,
  }));
  const empty = (): SummaryResult => ({
    inputText,
    summary: '',
    summaryRatio: 0,
    sentences,
    chosen: [],
  });
  if (split.length === 0 || limit < 2) return empty();

  // terms and eligibility
  const words = new Int32Array(split.length);
  const termLists: string[][] = new Array<string[]>(split.length);
  for (let i = 0; i < split.length; i++) {
    const tk = tokenize(split[i]!.text);
    words[i] = tk.words;
    termLists[i] = tk.terms;
  }
  let eligible: number[] = [];
  if (validate) {
    const style = docStyle(split, words);
    for (let i = 0; i < split.length; i++)
      if (standsAlone(split[i]!, words[i]!, style)) eligible.push(i);
  }
  if (eligible.length === 0) eligible = split.map((_, i) => i); // no validation, or soft fallback

  const { vecs, vocab } = vectors(termLists);
  const lead = (k: number) => 1 / (1 + k / 2);
  const ordinal = new Map<number, number>();
  eligible.forEach((i, k) => ordinal.set(i, k));
  const pool =
    eligible.length > MAX_POOL ? preselect(eligible, vecs, vocab, lead, MAX_POOL) : eligible;

  // focus evidence
  const n = pool.length;
  const focusRaw = new Float64Array(n);
  const purity = new Float64Array(n);
  const focusCache = new Map<number, boolean>();
  const focused = (c: number): boolean => {
    let f = focusCache.get(c);
    if (f === undefined) {
      f = inFocus(c) === true;
      focusCache.set(c, f);
    }
    return f;
  };
  if (typeof categoriesOf === 'function') {
    for (let p = 0; p < n; p++) {
      const i = pool[p]!;
      const ev = categoriesOf(split[i]!.text, i);
      if (!Array.isArray(ev)) continue;
      let inF = 0;
      let all = 0;
      for (const e of ev as ReadonlyArray<{ category: number; weight: number }>) {
        if (
          !e ||
          typeof e.category !== 'number' ||
          typeof e.weight !== 'number' ||
          !Number.isFinite(e.weight) ||
          e.weight <= 0
        )
          continue;
        all += e.weight;
        if (focused(e.category)) inF += e.weight;
      }
      focusRaw[p] = inF;
      purity[p] = all > 0 ? inF / all : 0;
    }
  }
  let maxFocus = 0;
  for (let p = 0; p < n; p++) maxFocus = Math.max(maxFocus, focusRaw[p]!);

  // scores
  const central = centrality(pool.map((i) => vecs[i]!));
  const score = new Float64Array(n);
  for (let p = 0; p < n; p++) {
    const focus = maxFocus > 0 ? (focusRaw[p]! / maxFocus) * (0.75 + 0.25 * purity[p]!) : 0;
    score[p] = W_CENTRAL * central[p]! + W_FOCUS * focus + W_LEAD * lead(ordinal.get(pool[p]!)!);
  }
  const order = Array.from({ length: n }, (_, p) => p).sort(
    (a, b) => score[b]! - score[a]! || pool[a]! - pool[b]!,
  );

  // greedy selection within the limit
  const display = (p: number) => split[pool[p]!]!.text.replace(/\s+/g, ' ');
  const chosen: number[] = [];
  const chosenText = new Set<string>();
  let used = 0;
  let bestTooLong = false;
  for (let r = 0; r < order.length; r++) {
    if (limit - used < MIN_FILL && chosen.length > 0) break;
    const p = order[r]!;
    const t = display(p);
    const add = t.length + (chosen.length > 0 ? 1 : 0);
    if (used + add > limit) {
      if (r === 0) bestTooLong = true;
      continue;
    }
    if (chosenText.has(t)) continue;
    const v = vecs[pool[p]!]!;
    if (chosen.some((q) => dot(v, vecs[pool[q]!]!) >= DUPLICATE)) continue;
    chosen.push(p);
    chosenText.add(t);
    used += add;
  }

  let summary: string;
  let chosenIdx: number[];
  if (chosen.length === 0 || (bestTooLong && used < limit / 3)) {
    const best = order[0]!;
    summary = cutToLimit(display(best), limit);
    chosenIdx = summary ? [pool[best]!] : [];
  } else {
    chosenIdx = chosen.map((p) => pool[p]!).sort((a, b) => a - b);
    summary = chosenIdx.map((i) => split[i]!.text.replace(/\s+/g, ' ')).join(' ');
  }
  return {
    inputText,
    summary,
    summaryRatio: inputText.length > 0 ? summary.length / inputText.length : 0,
    sentences,
    chosen: chosenIdx,
  };
}
