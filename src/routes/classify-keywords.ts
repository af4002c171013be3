import { z } from 'zod';
import type { KeywordExplanation } from '../../workers/engine/keyword-explanation.js';
import { showExplanation } from '../present/explanation-view.js';
import { defineRoute } from '../http/route.js';
import { keywordsResponseSchema } from './classify-response-schemas.js';
import { JsonText, objectText } from '../present/json-text.js';
import { CategoryPresenter } from '../present/category-view.js';
import { badRequest } from '../errors.js';
import {
  sharedClassifyParams,
  checkSharedParams,
  checkModel,
  branchIndexes,
} from './classify-params.js';
import type {
  KeywordTaskInput,
  KeywordTaskOutput,
} from '../../workers/engine/keywords-protocol.js';
import type { Services } from '../services.js';
import { classifyKeywordsCustom } from './classify-custom.js';
import type { Account } from '../accounts/accounts.js';
import type { OverlayLookup } from '../../native-index/overlays-format.js';
import { overlayMember } from '../present/overlay-view.js';
import { keywordResultsText } from '../present/keyword-results-text.js';
import { selectOverlays } from './overlay-params.js';

export const MAX_KEYWORDS = 1000;
/** Longer keywords are no keyword: a clear 400 rather than work on a document. */
export const MAX_KEYWORD_LENGTH = 10_000;

const keywordsBody = z.object({
  keywords: z
    .array(
      z.string().max(MAX_KEYWORD_LENGTH, `a keyword is at most ${MAX_KEYWORD_LENGTH} characters`),
    )
    .max(MAX_KEYWORDS, `at most ${MAX_KEYWORDS} keywords per call`),
  flags: z.boolean().optional(),
  branches: z.array(z.string()).max(1000).optional(),
  explain: z.boolean().optional(),
  ...sharedClassifyParams,
});

export interface KeywordClassification {
  presenter: CategoryPresenter;
  /** The overlays the answer carries. */
  overlays: OverlayLookup[];
  /** Per keyword: the category index shown to the account, or -1. */
  categories: number[];
  flags: number[][];
  /** Per keyword, when asked for (index-level category numbers). */
  explanations?: Array<KeywordExplanation | null>;
}

/** Runs a batch through the engine and applies the account's view (tier_depth). */
export async function classifyKeywords(
  services: Services,
  account: Account,
  keywords: string[],
  p: {
    flags?: boolean | undefined;
    branches?: string[] | undefined;
    add_last_node?: boolean | undefined;
    classify_timeout?: number | undefined;
    taxonomy_timestamp?: number | undefined;
    entities?: boolean | undefined;
    ml_threshold?: number | undefined;
    explain?: boolean | undefined;
    overlays?: string[] | undefined;
  } & Parameters<typeof checkSharedParams>[0],
  signal?: AbortSignal,
): Promise<KeywordClassification> {
  checkSharedParams(p);
  if (p.entities)
    throw badRequest(
      'entities_unavailable',
      'Entity recognition is not available on keyword calls; use classify/social, text, html or url.',
      'entities',
    );
  const index = services.indexes.resolve(p.taxonomy_timestamp);
  checkModel(index, p.classification_type);
  const overlays = selectOverlays(index, account, p.overlays);
  const presenter = new CategoryPresenter(index, account);
  const input: KeywordTaskInput = {
    keywords,
    classificationType: (p.classification_type ?? 0) as 0 | 1 | 2,
    ...(p.ml_threshold !== undefined ? { mlThreshold: p.ml_threshold } : {}),
    flags: p.flags ?? false,
    branches: branchIndexes(presenter, p.branches),
    addLastNode: p.add_last_node ?? true,
    ...(p.classify_timeout !== undefined ? { budgetMs: p.classify_timeout * 1000 } : {}),
    ...(p.explain ? { explain: true } : {}),
    ...(p.source_language !== undefined ? { language: p.source_language.toLowerCase() } : {}),
  };
  const out = await services.pool.run<KeywordTaskOutput>('classify-keywords', index, input, signal);
  return {
    presenter,
    overlays,
    categories: out.categories.map((i) => (i < 0 ? -1 : presenter.visible(i))),
    flags: out.flags,
    ...(out.explanations ? { explanations: out.explanations } : {}),
  };
}

export const classifyKeywordsRoute = defineRoute({
  method: 'POST',
  path: '/classify/keywords',
  area: 'classify',
  operation: 'api.classify.keywords',
  summary: 'Classify keywords',
  response: keywordsResponseSchema,
  body: keywordsBody,
  handler: async ({ account, services, body, signal }) => {
    if (body.dataset_id !== undefined) {
      checkSharedParams(body);
      return classifyKeywordsCustom(
        services,
        account,
        body.keywords,
        { ...body, dataset_id: body.dataset_id },
        signal,
      );
    }
    const { presenter, overlays, categories, flags, explanations } = await classifyKeywords(
      services,
      account,
      body.keywords,
      body,
      signal,
    );
    const shown = new Set(categories.filter((i) => i >= 0));
    const categoriesById = new JsonText(presenter.dictionaryText(shown));
    const mappings = categories.map((i) => (i >= 0 ? presenter.idOf(i) : null));
    const text = explanations ? null : keywordResultsText(mappings, flags);
    return new JsonText(
      objectText({
        results: text
          ? new JsonText(text.results)
          : mappings.map((category_id, k) => ({
              category_id,
              flags: flags[k] ?? [],
              explanation: showExplanation(presenter, explanations![k] ?? null),
            })),
        mappings: text ? new JsonText(text.mappings) : mappings,
        categories: categoriesById,
        overlay: overlayMember(presenter, overlays, shown),
      }),
    );
  },
});

const mapQuery = z.object({
  branches: z.string().max(40_000).optional(),
  taxonomy_timestamp: z.coerce.number().int().optional(),
});

export const categoriesMapRoute = defineRoute({
  method: 'GET',
  path: '/categories/map/:keyword',
  area: 'categories',
  operation: 'api.categories.map',
  summary: 'Best-match category for a keyword',
  query: mapQuery,
  handler: async ({ account, services, params, query, signal }) => {
    const keyword = params.keyword ?? '';
    if (keyword.length > MAX_KEYWORD_LENGTH)
      throw badRequest(
        'invalid_parameter',
        `A keyword is at most ${MAX_KEYWORD_LENGTH} characters.`,
        'keyword',
      );
    const branches = query.branches
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const { presenter, categories } = await classifyKeywords(
      services,
      account,
      [keyword],
      {
        ...(branches ? { branches } : {}),
        ...(query.taxonomy_timestamp !== undefined
          ? { taxonomy_timestamp: query.taxonomy_timestamp }
          : {}),
      },
      signal,
    );
    const i = categories[0]!;
    return i >= 0 ? [presenter.view(i)] : [];
  },
});
