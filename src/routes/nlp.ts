import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { forbidden } from '../errors.js';

/** Texts for the NLP calls are at most 1 MB (characters). */
export const MAX_NLP_TEXT = 1_000_000;

export const nlpRoutes = [
  defineRoute({
    method: 'POST',
    path: '/nlp/lid',
    area: 'nlp',
    operation: 'api.nlp.lid',
    summary: 'Identify languages',
    body: z.object({
      input: z.array(z.string().max(MAX_NLP_TEXT, 'an input is at most 1,000,000 characters')).max(1000, 'at most 1,000 inputs per call'),
    }),
    response: z.object({ lid: z.array(z.string().nullable()) }),
    handler: async ({ body, services, signal }) => {
      const lid = await services.pool.run<(string | null)[]>('lid', services.indexes.resolve(), { inputs: body.input }, signal);
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
        throw forbidden('feature_not_enabled', 'nlp/parse is limited to accounts with the parse feature; ask the operator (sortal accounts add ... --features parse).');
      }
      const doc = await services.pool.run('parse', services.indexes.resolve(), { text: body.text }, signal);
      return { doc };
    },
  }),
];
