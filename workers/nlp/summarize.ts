/**
 * Extractive summarizer core for POST /v2/nlp/summarize.
 *
 * summarize(text, categoriesOf, opts) cleans the text (cleanText, in clean-text.ts), splits
 * it into sentences (splitSentences, in sentences.ts), and picks whole sentences, kept in
 * their original order and joined by one space, so that the summary never exceeds
 * `summaryLimit` characters (UTF-16 code units, so never more code points either).
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
import { centrality } from './centrality.js';
import { cleanText } from './clean-text.js';
import { cutToLimit } from './cut-to-limit.js';
import { docStyle } from './doc-style.js';
import { splitSentencesDetailed, type SummarySentence } from './sentences.js';
import { standsAlone } from './stands-alone.js';
import { tokenize } from './tokenize.js';
import { dot, vectors, type Vec } from './vectors.js';

export { cleanText } from './clean-text.js';
export { cutToLimit } from './cut-to-limit.js';
export { splitSentences, type SummarySentence } from './sentences.js';
export { startsDangling } from './starts-dangling.js';
export { stem } from './stem.js';

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
const DUPLICATE = 0.6;
const W_CENTRAL = 0.55;
const W_FOCUS = 0.45;
const W_LEAD = 0.1;
/** Stop filling when less than this is left of the limit. */
const MIN_FILL = 24;

// ---------------------------------------------------------------------------------------
// ranking

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
