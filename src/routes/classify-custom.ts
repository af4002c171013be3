/**
 * The classify calls with a `dataset_id`: the custom taxonomy replaces the default one.
 * The batch runs in a worker over the taxonomy's compiled automaton and the zero-shot
 * centroids made from the index version's vectors (sent to each worker once, see
 * EnginePool.run); results have the shapes of the default taxonomy's, with the nodes
 * shown as categories. classification_type 1 is the vocabulary alone; 0 (or none) adds
 * the zero-shot path. Flags, entities, sentiment, branches and the topic model belong to
 * the default taxonomy and are a 400 here; explanations say which path placed a node.
 */
import { badRequest } from '../errors.js';
import { CustomCategoryPresenter } from '../present/custom-category-view.js';
import type { Services } from '../services.js';
import type { Account } from '../accounts/accounts.js';
import { descriptionFor, type CompiledTaxonomy } from '../taxonomies/custom-taxonomies.js';
import type {
  CustomDocumentResult,
  CustomDocumentsInput,
  CustomKeywordsInput,
  CustomKeywordsOutput,
  CustomNodeReason,
} from '../../workers/custom/custom-classify-task.js';

export interface CustomParams {
  dataset_id?: string | undefined;
  classification_type?: number | undefined;
  flags?: boolean | undefined;
  entities?: boolean | undefined;
  sentiment?: boolean | undefined;
  explain?: boolean | undefined;
  branches?: string[] | undefined;
  taxonomy_timestamp?: number | undefined;
  add_last_node?: boolean | undefined;
  classify_limit?: number | undefined;
  min_tags?: number | undefined;
}

/** Checks the parameters that do not apply to a custom taxonomy, then finds the taxonomy (404 if not this account's). */
export async function customTaxonomyOf(
  services: Services,
  account: Account,
  p: CustomParams & { dataset_id: string },
): Promise<CompiledTaxonomy> {
  for (const field of ['flags', 'entities', 'sentiment'] as const)
    if (p[field])
      throw badRequest(
        'not_available_with_dataset',
        `${field} is not available with dataset_id: it belongs to the default taxonomy. Leave it out or set it to false.`,
        field,
      );
  if (p.branches !== undefined && p.branches.length > 0)
    throw badRequest(
      'not_available_with_dataset',
      'branches are ids of the default taxonomy and do not apply with dataset_id.',
      'branches',
    );
  if (p.classification_type === 2)
    throw badRequest(
      'model_unavailable',
      'A custom taxonomy classifies by its vocabulary, then by zero-shot node centroids; use classification_type 0 (both) or 1 (the vocabulary alone).',
      'classification_type',
    );
  // The index the call will run on: the taxonomy's centroids are made from its vectors.
  const index = services.indexes.resolve(p.taxonomy_timestamp);
  return services.taxonomies.compiledFor(account, p.dataset_id, index);
}

export async function classifyKeywordsCustom(
  services: Services,
  account: Account,
  keywords: string[],
  p: CustomParams & { dataset_id: string },
  signal: AbortSignal,
): Promise<unknown> {
  const tax = await customTaxonomyOf(services, account, p);
  const index = services.indexes.resolve(p.taxonomy_timestamp);
  const input: CustomKeywordsInput = {
    keywords,
    addLastNode: p.add_last_node ?? true,
    zeroShot: p.classification_type !== 1,
    ...(p.explain ? { explain: true } : {}),
  };
  const out = await services.pool.run<CustomKeywordsOutput>(
    'custom-classify-keywords',
    index,
    input,
    signal,
    descriptionFor(tax, index),
  );
  const presenter = new CustomCategoryPresenter(tax, account);
  const shown = out.nodes.map((n) => (n < 0 ? -1 : presenter.visible(n)));
  const mappings = shown.map((n) => (n < 0 ? null : presenter.idOf(n)));
  const explanationOf = (k: number) => {
    const r = out.reasons?.[k];
    const n = shown[k]!;
    return {
      source: r ? r.source : 'none',
      category_id: n < 0 ? null : presenter.idOf(n),
      path: n < 0 ? [] : presenter.view(n).path,
      words: r?.words ?? [],
      similarity: r?.similarity ?? null,
    };
  };
  return {
    results: mappings.map((category_id, k) => ({
      category_id,
      flags: [],
      ...(p.explain ? { explanation: explanationOf(k) } : {}),
    })),
    mappings,
    categories: presenter.dictionary(new Set(shown.filter((n) => n >= 0))),
    overlay: [],
  };
}

export interface ShownCustomDocument {
  scored_categories: Array<{ category_id: string; score: number }>;
  scored_keywords: Array<{ keyword: string; score: number }>;
  chars: number;
  title?: string;
  /** With explain: per entry of scored_categories, which path placed it. */
  explanation?: { categories: ShownReason[] };
}

interface ShownReason {
  category_id: string;
  path: string[];
  source: CustomNodeReason['source'];
  words: string[];
  score: number;
  similarity: number | null;
}

/** Documents over a custom taxonomy; `categories` is the dictionary of every node shown. */
export async function classifyDocumentsCustom(
  services: Services,
  account: Account,
  kind: CustomDocumentsInput['kind'],
  docs: string[],
  p: CustomParams & { dataset_id: string },
  signal: AbortSignal,
  tax?: CompiledTaxonomy,
): Promise<{ results: ShownCustomDocument[]; categories: Record<string, unknown> }> {
  tax ??= await customTaxonomyOf(services, account, p);
  const index = services.indexes.resolve(p.taxonomy_timestamp);
  const input: CustomDocumentsInput = {
    kind,
    docs,
    limit: p.classify_limit ?? null,
    addLastNode: p.add_last_node ?? true,
    ...(p.min_tags !== undefined ? { minTags: p.min_tags } : {}),
    zeroShot: p.classification_type !== 1,
    ...(p.explain ? { explain: true } : {}),
  };
  const out = await services.pool.run<{ results: CustomDocumentResult[] }>(
    'custom-classify-documents',
    index,
    input,
    signal,
    descriptionFor(tax, index),
  );
  const presenter = new CustomCategoryPresenter(tax, account);
  const shown = new Set<number>();
  const results = out.results.map((r) => {
    const byVisible = new Map<number, number>();
    r.nodes.forEach((n, k) => {
      const v = presenter.visible(n);
      byVisible.set(v, (byVisible.get(v) ?? 0) + r.scores[k]!);
    });
    const scored = [...byVisible].sort((a, b) => b[1] - a[1]);
    for (const [v] of scored) shown.add(v);
    const scored_categories = scored.map(([v, score]) => ({
      category_id: presenter.idOf(v),
      // Zero-shot similarities of nodes shown as one ancestor add up; a score stays at most 1.
      score: Math.round(Math.min(1, score) * 10000) / 10000,
    }));
    return {
      scored_categories,
      scored_keywords: r.keywords,
      chars: r.chars,
      ...(r.title !== undefined ? { title: r.title } : {}),
      ...(p.explain ? { explanation: showReasons(presenter, r.reasons ?? [], scored) } : {}),
    };
  });
  return { results, categories: presenter.dictionary(shown) };
}

/**
 * One reason per shown category, in the order of scored_categories: what placed its
 * nodes (the vocabulary when any of them matched), their words, the best similarity.
 */
function showReasons(
  presenter: CustomCategoryPresenter,
  reasons: CustomNodeReason[],
  scored: Array<[number, number]>,
): { categories: ShownReason[] } {
  return {
    categories: scored.map(([v, score]) => {
      const mine = reasons.filter((r) => presenter.visible(r.node) === v);
      const vocabulary = mine.some((r) => r.source === 'vocabulary');
      const similarities = mine.flatMap((r) => (r.similarity !== undefined ? [r.similarity] : []));
      return {
        category_id: presenter.idOf(v),
        path: presenter.view(v).path,
        source: vocabulary ? 'vocabulary' : 'zero_shot',
        words: [...new Set(mine.flatMap((r) => r.words))].slice(0, 10),
        score: Math.round(Math.min(1, score) * 10000) / 10000,
        similarity: vocabulary || similarities.length === 0 ? null : Math.max(...similarities),
      };
    }),
  };
}
