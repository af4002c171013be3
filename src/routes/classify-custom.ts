/**
 * The classify calls with a `dataset_id`: the custom taxonomy replaces the default one.
 * The batch runs in a worker over the taxonomy's compiled automaton (sent to each worker
 * once, see EnginePool.run); results have the shapes of the default taxonomy's, with the
 * nodes shown as categories. Flags, entities, sentiment, explain, branches and the topic
 * model belong to the default taxonomy and are a 400 here.
 */
import { badRequest } from '../errors.js';
import { CustomCategoryPresenter } from '../present/custom-category-view.js';
import type { Services } from '../services.js';
import type { Account } from '../accounts/accounts.js';
import type { CompiledTaxonomy } from '../taxonomies/custom-taxonomies.js';
import type {
  CustomDocumentResult,
  CustomDocumentsInput,
  CustomKeywordsInput,
  CustomKeywordsOutput,
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
  for (const field of ['flags', 'entities', 'sentiment', 'explain'] as const)
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
      'A custom taxonomy classifies by its vocabulary (rules); use classification_type 0 or 1.',
      'classification_type',
    );
  return services.taxonomies.compiledFor(account, p.dataset_id);
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
  const input: CustomKeywordsInput = { keywords, addLastNode: p.add_last_node ?? true };
  const out = await services.pool.run<CustomKeywordsOutput>(
    'custom-classify-keywords',
    index,
    input,
    signal,
    tax.description,
  );
  const presenter = new CustomCategoryPresenter(tax, account);
  const shown = out.nodes.map((n) => (n < 0 ? -1 : presenter.visible(n)));
  const mappings = shown.map((n) => (n < 0 ? null : presenter.idOf(n)));
  return {
    results: mappings.map((category_id) => ({ category_id, flags: [] })),
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
  };
  const out = await services.pool.run<{ results: CustomDocumentResult[] }>(
    'custom-classify-documents',
    index,
    input,
    signal,
    tax.description,
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
    return {
      scored_categories: scored.map(([v, score]) => ({
        category_id: presenter.idOf(v),
        score: Math.round(score * 10000) / 10000,
      })),
      scored_keywords: r.keywords,
      chars: r.chars,
      ...(r.title !== undefined ? { title: r.title } : {}),
    };
  });
  return { results, categories: presenter.dictionary(shown) };
}
