/**
 * Keyword search: POST keywords/search runs the search in a worker and stores the result
 * (src/keywords/search-results.ts); GET keywords/search/:result_id answers its pages;
 * GET categories/search/:keyword ranks candidate categories by matched keyword volume.
 */
import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { CategoryPresenter } from '../present/category-view.js';
import { JsonText, objectText } from '../present/json-text.js';
import { badRequest, notFound, unavailable } from '../errors.js';
import { isWellFormedId } from '../present/id-codec.js';
import type { IndexVersion } from '../../native-index/index.js';
import { keywordTableFor, type KeywordTable } from '../../workers/keywords/keyword-table.js';
import type {
  CategoriesSearchInput,
  CategoriesSearchOutput,
  KeywordSearchInput,
  KeywordSearchOutput,
} from '../../workers/keywords/keyword-search-protocol.js';
import { checkFilters } from '../keywords/search-filters.js';
import { SearchResults } from '../keywords/search-results.js';
import { branchIndexes } from './classify-params.js';

export const MAX_LIMIT = 500_000;
export const DEFAULT_LIMIT = 25_000;
export const DEFAULT_PAGESIZE = 1000;
export const MAX_PAGESIZE = 10_000;
const MAX_QUERY_CHARS = 1000;

const searchBody = z.object({
  query: z.union([z.string().max(MAX_QUERY_CHARS), z.record(z.string(), z.boolean())]),
  type: z.union([z.literal(0), z.literal(1)]),
  filters: z.unknown().optional(),
  pagesize: z.number().int().min(1).max(MAX_PAGESIZE).optional(),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_LIMIT, `limit is at most ${MAX_LIMIT.toLocaleString('en-US')}`)
    .optional(),
  async: z.boolean().optional(),
});

/** The version's keyword table; a version built without one is a 503. */
function tableOf(index: IndexVersion): KeywordTable {
  const t = keywordTableFor(index);
  if (!t)
    throw unavailable(
      'keywords_unavailable',
      `Index version ${index.version} has no keyword dataset; it comes with the next index build.`,
      60,
    );
  return t;
}

const pageQuery = z.object({ page: z.coerce.number().int().optional() });

const categoriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(10, 'limit is at most 10').optional(),
  branches: z.string().max(40_000).optional(),
  taxonomy_timestamp: z.coerce.number().int().optional(),
});

export const keywordsRoutes = [
  defineRoute({
    method: 'POST',
    path: '/keywords/search',
    area: 'keywords',
    operation: 'api.keywords.search',
    summary: 'Start a keyword search',
    body: searchBody,
    handler: async ({ account, services, body, signal }) => {
      const index = services.indexes.resolve();
      tableOf(index);
      const presenter = new CategoryPresenter(index, account);
      const filters = checkFilters(body.filters);
      const limit = body.limit ?? DEFAULT_LIMIT;
      const pagesize = body.pagesize ?? DEFAULT_PAGESIZE;
      const input: KeywordSearchInput = { type: body.type, filters, limit };
      if (body.type === 0) {
        if (typeof body.query !== 'object')
          throw badRequest(
            'invalid_query',
            'type 0 searches by category: query is an object of category id to true (the whole branch) or false (the node only).',
            'query',
          );
        const entries = Object.entries(body.query);
        if (entries.length === 0 || entries.length > 1000)
          throw badRequest('invalid_query', 'query names 1 to 1,000 category ids.', 'query');
        const indexes = branchIndexes(
          presenter,
          entries.map(([id]) => id),
          'query',
        );
        input.ranges = indexes.map((i, k) => [i, entries[k]![1] ? index.subtreeEndAt(i) : i + 1]);
      } else {
        if (typeof body.query !== 'string' || body.query.trim() === '')
          throw badRequest(
            'invalid_query',
            'type 1 searches by words: query is a non-empty string.',
            'query',
          );
        input.words = body.query;
      }
      const out = await services.pool.run<KeywordSearchOutput>(
        'keyword-search',
        index,
        input,
        signal,
      );
      const ids = new Uint32Array(Uint8Array.from(out.ids).buffer);
      const { searchid, meta } = await new SearchResults(services.store).create(
        account.account_id,
        {
          version: index.version,
          builtAt: Math.floor(index.builtAt.getTime() / 1000),
          pagesize,
          limit,
        },
        ids,
      );
      return { count: meta.count, pagesize, pages: meta.pages, limit, searchid };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/keywords/search/:result_id',
    area: 'keywords',
    operation: 'api.keywords.search',
    summary: 'Read keyword search results',
    query: pageQuery,
    handler: async ({ account, services, params, query }) => {
      const results = new SearchResults(services.store);
      const page = await results.page(account.account_id, params.result_id ?? '', query.page ?? 1);
      const index = services.indexes.resolve(page.meta.builtAt);
      if (index.version !== page.meta.version)
        throw notFound(
          'result_expired',
          'The index version of this search result is no longer served. Run the search again.',
          'result_id',
        );
      const t = tableOf(index);
      const presenter = new CategoryPresenter(index, account);
      const shown = new Set<number>();
      const keywords = Array.from(page.ids, (id) => {
        const c = t.categoryOf(id);
        const v = c < 0 ? -1 : presenter.visible(c);
        if (v >= 0) shown.add(v);
        return {
          keyword: t.textAt(id),
          volume: t.d.volume[id]!,
          category_id: v >= 0 ? presenter.idOf(v) : null,
        };
      });
      return new JsonText(
        objectText({
          cursor: { pages: page.meta.pages, current: page.current, next: page.next },
          keywords,
          categories: new JsonText(presenter.dictionaryText(shown)),
        }),
      );
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/categories/search/:keyword',
    area: 'categories',
    operation: 'api.categories.search',
    summary: 'Candidate categories for a keyword',
    query: categoriesQuery,
    handler: async ({ account, services, params, query, signal }) => {
      const keyword = params.keyword ?? '';
      if (keyword.trim() === '' || keyword.length > MAX_QUERY_CHARS)
        throw badRequest(
          'invalid_parameter',
          `keyword must have 1 to ${MAX_QUERY_CHARS} characters.`,
          'keyword',
        );
      const index = services.indexes.resolve(query.taxonomy_timestamp);
      tableOf(index);
      const presenter = new CategoryPresenter(index, account);
      const branches = query.branches
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const [n, b] of (branches ?? []).entries())
        if (!isWellFormedId(b))
          throw badRequest(
            'invalid_branch',
            `branches[${n}] is not a category id.`,
            `branches.${n}`,
          );
      const limit = query.limit ?? 5;
      const input: CategoriesSearchInput = {
        keyword,
        // Categories a tier_depth merges are counted once: ask for more than shown.
        limit: 10 * limit,
        ranges: branchIndexes(presenter, branches).map((i) => [i, index.subtreeEndAt(i)]),
      };
      const out = await services.pool.run<CategoriesSearchOutput>(
        'categories-search',
        index,
        input,
        signal,
      );
      const merged = new Map<number, number>();
      out.categories.forEach((c, k) => {
        const v = presenter.visible(c);
        merged.set(v, (merged.get(v) ?? 0) + out.confidence[k]!);
      });
      return [...merged]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, limit)
        .map(([c, confidence]) => ({
          ...presenter.view(c),
          confidence: Math.round(confidence * 1e6) / 1e6,
        }));
    },
  }),
];
