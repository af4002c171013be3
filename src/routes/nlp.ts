import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { badRequest, forbidden, unavailable } from '../errors.js';
import { COMPONENTS } from '../../native-index/components.js';
import { CategoryPresenter } from '../present/category-view.js';
import { loadPage } from '../fetch/page-cache.js';
import { branchIndexes, checkSharedParams } from './classify-params.js';
import type { SummarizeTaskInput, SummarizeTaskOutput } from '../../workers/nlp/summarize-task.js';

/** Texts for the NLP calls are at most 1 MB (characters). */
export const MAX_NLP_TEXT = 1_000_000;
/** nlp/summarize: the least and the default summary_limit. */
export const MIN_SUMMARY_LIMIT = 140;
export const DEFAULT_SUMMARY_LIMIT = 420;

const badRequestTooLong = () =>
  badRequest('invalid_parameter', `input is at most ${MAX_NLP_TEXT} characters of text`, 'input');

export const nlpRoutes = [
  defineRoute({
    method: 'POST',
    path: '/nlp/lid',
    area: 'nlp',
    operation: 'api.nlp.lid',
    summary: 'Identify languages',
    body: z.object({
      input: z
        .array(z.string().max(MAX_NLP_TEXT, 'an input is at most 1,000,000 characters'))
        .max(1000, 'at most 1,000 inputs per call'),
    }),
    response: z.object({ lid: z.array(z.string().nullable()) }),
    handler: async ({ body, services, signal }) => {
      const index = services.indexes.resolve();
      if (!index.hasFile(COMPONENTS.lidModel.file)) {
        throw unavailable(
          'model_unavailable',
          `Index version ${index.version} has no language-identification model (built without it); the next build has one.`,
          60,
        );
      }
      const lid = await services.pool.run<(string | null)[]>(
        'lid',
        index,
        { inputs: body.input },
        signal,
      );
      return { lid };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/nlp/parse',
    area: 'nlp',
    operation: 'api.nlp.parse',
    summary: 'Parse text (accounts with the parse feature)',
    body: z.object({ text: z.string().max(MAX_NLP_TEXT, 'text is at most 1,000,000 characters') }),
    handler: async ({ account, body, services, signal }) => {
      if (!account.features.includes('parse')) {
        throw forbidden(
          'feature_not_enabled',
          'nlp/parse is limited to accounts with the parse feature; ask the operator (sortal accounts add ... --features parse).',
        );
      }
      const doc = await services.pool.run(
        'parse',
        services.indexes.resolve(),
        { text: body.text },
        signal,
      );
      return { doc };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/nlp/summarize',
    area: 'nlp',
    operation: 'api.nlp.summarize',
    summary: 'Summarize a text, an HTML page or a web page',
    body: z.object({
      input_type: z.enum(['text', 'html', 'url']),
      input: z.string().max(16 * 1024 * 1024),
      topn: z.number().int().min(1).max(25).optional(),
      category_ids: z.array(z.string()).max(100).optional(),
      validate: z.boolean().optional(),
      summary_limit: z
        .number()
        .int()
        .min(MIN_SUMMARY_LIMIT, `summary_limit is at least ${MIN_SUMMARY_LIMIT}`)
        .max(MAX_NLP_TEXT)
        .optional(),
      source_language: z.string().optional(),
      cache_skip: z.boolean().optional(),
      async: z.boolean().optional(),
    }),
    handler: async ({ account, body, services, signal }) => {
      checkSharedParams(body);
      if (body.input_type === 'text' && body.input.length > MAX_NLP_TEXT) {
        throw badRequestTooLong();
      }
      const index = services.indexes.resolve();
      const presenter = new CategoryPresenter(index, account);
      const focus = body.category_ids
        ? branchIndexes(presenter, body.category_ids, 'category_ids')
        : null;
      let kind: SummarizeTaskInput['kind'] = body.input_type === 'text' ? 'text' : 'html';
      let input = body.input;
      if (body.input_type === 'url') {
        const page = await loadPage(services.store, body.input, {
          cacheSkip: body.cache_skip ?? false,
          fetch: services.fetchOptions,
          signal,
        });
        kind = page.contentType === 'text/plain' ? 'text' : 'html';
        input = page.body;
      }
      const task: SummarizeTaskInput = {
        kind,
        input,
        topn: body.topn ?? 2,
        focus,
        validate: body.validate ?? true,
        summaryLimit: body.summary_limit ?? DEFAULT_SUMMARY_LIMIT,
      };
      const out = await services.pool.run<SummarizeTaskOutput>('summarize', index, task, signal);
      const categories: Record<string, unknown> = {};
      for (const { category, sentiment } of out.categories) {
        const view = presenter.view(presenter.visible(category));
        categories[view.id] = { ...view, stats: { ...view.stats, sentiment } };
      }
      return {
        input_text: out.inputText,
        summary: out.summary,
        summary_ratio: out.summaryRatio,
        categories,
      };
    },
  }),
];
