/**
 * The `summarize` task: an extractive summary of a text or HTML page that favours the
 * sentences carrying the focus categories. The document is classified once (the document
 * scorer of classify/text); each sentence's categories are the mentions that fall inside
 * it. Focus: the subtrees of `focus` category indexes when given, else of the document's
 * `topn` best verticals (their summed category scores).
 */
import type { IndexVersion } from '../../native-index/index.js';
import { documentScorerFor } from '../engine/document-scorer.js';
import { extractHtml } from '../html/index.js';
import { sentimentOfSentences } from '../sentiment/sentiment.js';
import { cleanText, splitSentences, summarize } from './summarize.js';

export interface SummarizeTaskInput {
  kind: 'text' | 'html';
  input: string;
  topn: number;
  /** Category indexes to focus on (overrides topn); null: the top verticals. */
  focus: number[] | null;
  validate: boolean;
  summaryLimit: number;
}

export interface SummarizeTaskOutput {
  inputText: string;
  summary: string;
  summaryRatio: number;
  /** The focus categories, and the sentiment of the sentences that carry each (null: none do). */
  categories: { category: number; sentiment: number | null }[];
}

export function summarizeTask(index: IndexVersion, input: SummarizeTaskInput): SummarizeTaskOutput {
  const { scorer } = documentScorerFor(index);
  const raw = typeof input?.input === 'string' ? input.input : '';
  const text = cleanText(input?.kind === 'html' ? extractHtml(raw).text : raw);
  const scored = scorer.score([{ text, weight: 1, body: true }], {
    limit: null,
    keywords: 0,
    addLastNode: true,
    mentions: true,
  });

  let focus: number[];
  if (Array.isArray(input?.focus) && input.focus.length > 0) {
    focus = input.focus.filter((c) => Number.isInteger(c) && c >= 0 && c < index.count);
  } else {
    const byTier = new Map<number, number>();
    scored.categories.forEach((c, k) => {
      const tier = index.ancestorAtDepth(c, 1);
      byTier.set(tier, (byTier.get(tier) ?? 0) + scored.scores[k]!);
    });
    const n = Number.isInteger(input?.topn) && input.topn > 0 ? input.topn : 2;
    focus = [...byTier]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, n)
      .map(([t]) => t);
  }
  const ranges = focus.map((c) => [c, index.subtreeEndAt(c)] as const);
  const inFocus = (c: number) => ranges.some(([lo, hi]) => c >= lo && c < hi);

  // Mentions per sentence, by offset (the summarizer splits the same cleaned text the same way).
  const sentences = splitSentences(text);
  const perSentence: { category: number; weight: number }[][] = sentences.map(() => []);
  let s = 0;
  for (const m of [...scored.mentions].sort((a, b) => a.start - b.start)) {
    while (s < sentences.length && sentences[s]!.end <= m.start) s++;
    if (s === sentences.length) break;
    if (m.start >= sentences[s]!.start) perSentence[s]!.push({ category: m.category, weight: 1 });
  }
  const result = summarize(text, (_sentence, i) => perSentence[i] ?? [], {
    summaryLimit: input.summaryLimit,
    validate: input.validate !== false,
    inFocus,
  });

  const categories = ranges.map(([lo, hi]) => {
    const carrying = sentences
      .filter((_, i) => perSentence[i]!.some((m) => m.category >= lo && m.category < hi))
      .map((x) => x.text);
    return { category: lo, sentiment: carrying.length > 0 ? sentimentOfSentences(carrying) : null };
  });
  return {
    inputText: result.inputText,
    summary: result.summary,
    summaryRatio: result.summaryRatio,
    categories,
  };
}
