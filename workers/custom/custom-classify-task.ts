/**
 * The classify tasks over a custom taxonomy (`dataset_id`): keywords get their best
 * node, documents their scored nodes and matched phrases. HTML is reduced to its text
 * by the same extractor the default engine uses.
 *
 * Two paths answer. The vocabulary (custom-scorer.ts) first: a match always stands. When
 * it is silent, and for a document also when it is weak (WEAK_VOCABULARY), the nearest
 * node centroids answer (zero-shot.ts), given the task's vectors: alone when the
 * vocabulary is silent, after the vocabulary's nodes when it is weak.
 */
import { extractHtml } from '../html/index.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import type { CustomTaxonomy } from './custom-taxonomy.js';
import { scoreText, withoutLastNode, type CustomScores } from './custom-scorer.js';
import { zeroShotNodes, type ZeroShotMatch } from './zero-shot.js';
import { countTokens } from '../vectors/content-vector.js';

export interface CustomKeywordsInput {
  keywords: string[];
  addLastNode: boolean;
  explain?: boolean;
  /** false: the vocabulary only (classification_type 1). */
  zeroShot?: boolean;
}

/** Why a node was given: its vocabulary's phrases, or its centroid's similarity. */
export interface CustomNodeReason {
  node: number;
  source: 'vocabulary' | 'zero_shot';
  /** The phrases of the text that matched the node's vocabulary (vocabulary only). */
  words: string[];
  /** Cosine to the node's centroid (zero_shot only). */
  similarity?: number;
}

export interface CustomKeywordsOutput {
  /** Per keyword: the node number, or -1. */
  nodes: number[];
  /** With explain: per keyword, why (null when nothing answered). */
  reasons?: (CustomNodeReason | null)[];
}

/**
 * A document's vocabulary is weak when its matched words are fewer than one in
 * `wordsPerMatch` of the text's words (a long article that names a node once in passing):
 * the zero-shot nodes are then added after the vocabulary's.
 */
export const WEAK_VOCABULARY = { wordsPerMatch: 40 } as const;
/** Zero-shot nodes of a document: within this much similarity of its best one. */
const DOCUMENT_MARGIN = 0.1;

export interface CustomDocumentsInput {
  kind: 'social' | 'text' | 'html';
  docs: string[];
  limit: number | null;
  addLastNode: boolean;
  minTags?: number;
  explain?: boolean;
  /** false: the vocabulary only (classification_type 1). */
  zeroShot?: boolean;
}

export interface CustomDocumentResult {
  nodes: number[];
  scores: number[];
  keywords: { keyword: string; score: number }[];
  chars: number;
  title?: string;
  /** With explain: per node of `nodes`, why. */
  reasons?: CustomNodeReason[];
}

/** Nodes per document when no classify_limit is given. */
export const DEFAULT_DOCUMENT_NODES = 10;
const PHRASES = { social: 5, text: 20, html: 20 } as const;
const round = (x: number) => Math.round(x * 10000) / 10000;

export function customKeywordsTask(
  tax: CustomTaxonomy,
  input: CustomKeywordsInput,
  vectors: WordVectors | null = null,
): CustomKeywordsOutput {
  const keywords: unknown[] = Array.isArray(input?.keywords) ? input.keywords : [];
  const explain = input?.explain === true;
  if (input?.zeroShot === false) vectors = null;
  const reasons: (CustomNodeReason | null)[] = [];
  const shown = (n: number) => (input.addLastNode === false ? withoutLastNode(tax, n) : n);
  const nodes = keywords.map((k) => {
    const text = typeof k === 'string' ? k : '';
    const s = scoreText(tax, text, explain);
    const best = s.nodes[0];
    if (best !== undefined) {
      if (explain)
        reasons.push({ node: best, source: 'vocabulary', words: s.phrasesOf?.get(best) ?? [] });
      return shown(best);
    }
    const z = zeroShot(tax, vectors, text, s, 1)[0];
    if (explain)
      reasons.push(
        z
          ? { node: z.node, source: 'zero_shot', words: [], similarity: round(z.similarity) }
          : null,
      );
    return z ? shown(z.node) : -1;
  });
  return explain ? { nodes, reasons } : { nodes };
}

function zeroShot(
  tax: CustomTaxonomy,
  vectors: WordVectors | null,
  text: string,
  s: CustomScores,
  limit: number,
): ZeroShotMatch[] {
  if (!vectors || !tax.centroids || text === '') return [];
  return zeroShotNodes(tax.centroids, vectors, text, s.suppressed, limit);
}

export function customDocumentsTask(
  tax: CustomTaxonomy,
  input: CustomDocumentsInput,
  vectors: WordVectors | null = null,
): { results: CustomDocumentResult[] } {
  const docs: unknown[] = Array.isArray(input?.docs) ? input.docs : [];
  const limit =
    Number.isInteger(input?.limit) && (input.limit as number) > 0
      ? (input.limit as number)
      : DEFAULT_DOCUMENT_NODES;
  const kind = input?.kind === 'html' || input?.kind === 'social' ? input.kind : 'text';
  const explain = input?.explain === true;
  if (input?.zeroShot === false) vectors = null;
  const shownOf = (n: number) => (input.addLastNode === false ? withoutLastNode(tax, n) : n);
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
      const s = scoreText(tax, text, explain);
      const byShown = new Map<number, number>();
      const words = new Map<number, string[]>();
      s.nodes.forEach((n, k) => {
        const shown = shownOf(n);
        byShown.set(shown, (byShown.get(shown) ?? 0) + s.scores[k]!);
        if (explain)
          words.set(shown, [...(words.get(shown) ?? []), ...(s.phrasesOf?.get(n) ?? [])]);
      });
      const total = s.scores.reduce((a, b) => a + b, 0);
      const ranked = [...byShown]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, limit)
        .map(([node, score]) => ({ node, score: round(score / total) }));
      const reasons: CustomNodeReason[] = ranked.map(({ node }) => ({
        node,
        source: 'vocabulary',
        words: [...new Set(words.get(node))].slice(0, 10),
      }));
      const weak = total > 0 && total * WEAK_VOCABULARY.wordsPerMatch < countTokens(text);
      if ((total === 0 || weak) && ranked.length < limit) {
        // Silent: the centroids' similarities are the scores. Weak: below the vocabulary's nodes.
        const scale = weak ? Math.min(...ranked.map((r) => r.score)) : 1;
        const matches = zeroShot(tax, vectors, text, s, limit + ranked.length);
        const best = matches[0]?.similarity ?? 0;
        const byNode = new Map<number, number>();
        for (const m of matches) {
          if (m.similarity < best - DOCUMENT_MARGIN) break;
          const shown = shownOf(m.node);
          if (byShown.has(shown) || byNode.has(shown)) continue;
          byNode.set(shown, m.similarity);
        }
        for (const [node, similarity] of [...byNode].slice(0, limit - ranked.length)) {
          ranked.push({ node, score: round(similarity * scale) });
          reasons.push({ node, source: 'zero_shot', words: [], similarity: round(similarity) });
        }
      }
      const phraseTotal = [...s.phrases.values()].reduce((a, b) => a + b, 0);
      const keywords = [...s.phrases]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, PHRASES[kind])
        .map(([keyword, n]) => ({ keyword, score: round(n / phraseTotal) }));
      return {
        nodes: ranked.map((r) => r.node),
        scores: ranked.map((r) => r.score),
        keywords,
        chars: text.length,
        ...(title !== undefined ? { title } : {}),
        ...(explain ? { reasons } : {}),
      };
    }),
  };
}
