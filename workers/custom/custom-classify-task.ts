/**
 * The classify tasks over a custom taxonomy (`dataset_id`): keywords get their best
 * node, documents their scored nodes and matched phrases. HTML is reduced to its text
 * by the same extractor the default engine uses.
 */
import { extractHtml } from '../html/index.js';
import type { CustomTaxonomy } from './custom-taxonomy.js';
import { scoreText, withoutLastNode } from './custom-scorer.js';

export interface CustomKeywordsInput {
  keywords: string[];
  addLastNode: boolean;
}

export interface CustomKeywordsOutput {
  /** Per keyword: the node number, or -1. */
  nodes: number[];
}

export interface CustomDocumentsInput {
  kind: 'social' | 'text' | 'html';
  docs: string[];
  limit: number | null;
  addLastNode: boolean;
  minTags?: number;
}

export interface CustomDocumentResult {
  nodes: number[];
  scores: number[];
  keywords: { keyword: string; score: number }[];
  chars: number;
  title?: string;
}

/** Nodes per document when no classify_limit is given. */
export const DEFAULT_DOCUMENT_NODES = 10;
const PHRASES = { social: 5, text: 20, html: 20 } as const;
const round = (x: number) => Math.round(x * 10000) / 10000;

export function customKeywordsTask(
  tax: CustomTaxonomy,
  input: CustomKeywordsInput,
): CustomKeywordsOutput {
  const keywords: unknown[] = Array.isArray(input?.keywords) ? input.keywords : [];
  return {
    nodes: keywords.map((k) => {
      const best = typeof k === 'string' ? scoreText(tax, k).nodes[0] : undefined;
      if (best === undefined) return -1;
      return input.addLastNode === false ? withoutLastNode(tax, best) : best;
    }),
  };
}

export function customDocumentsTask(
  tax: CustomTaxonomy,
  input: CustomDocumentsInput,
): { results: CustomDocumentResult[] } {
  const docs: unknown[] = Array.isArray(input?.docs) ? input.docs : [];
  const limit =
    Number.isInteger(input?.limit) && (input.limit as number) > 0
      ? (input.limit as number)
      : DEFAULT_DOCUMENT_NODES;
  const kind = input?.kind === 'html' || input?.kind === 'social' ? input.kind : 'text';
  return {
    results: docs.map((doc) => {
      const raw = typeof doc === 'string' ? doc : '';
      let text = raw;
      let title: string | undefined;
      if (kind === 'html') {
        const page = extractHtml(
          raw,
          input.minTags !== undefined ? { minTags: input.minTags } : {},
        );
        title = page.title;
        text = [page.title, page.description, ...page.headings, page.text].join('\n');
      }
      const s = scoreText(tax, text);
      const byShown = new Map<number, number>();
      s.nodes.forEach((n, k) => {
        const shown = input.addLastNode === false ? withoutLastNode(tax, n) : n;
        byShown.set(shown, (byShown.get(shown) ?? 0) + s.scores[k]!);
      });
      const total = s.scores.reduce((a, b) => a + b, 0);
      const ranked = [...byShown].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
      const phraseTotal = [...s.phrases.values()].reduce((a, b) => a + b, 0);
      const keywords = [...s.phrases]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, PHRASES[kind])
        .map(([keyword, n]) => ({ keyword, score: round(n / phraseTotal) }));
      return {
        nodes: ranked.map((r) => r[0]),
        scores: ranked.map((r) => round(r[1] / total)),
        keywords,
        chars: text.length,
        ...(title !== undefined ? { title } : {}),
      };
    }),
  };
}
