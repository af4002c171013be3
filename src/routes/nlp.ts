import { z } from 'zod';
import { defineRoute } from '../http/route.js';

export const nlpRoutes = [
  defineRoute({
    method: 'POST',
    path: '/nlp/lid',
    area: 'nlp',
    operation: 'api.nlp.lid',
    summary: 'Identify languages',
    body: z.object({
      input: z.array(z.string().max(1_000_000, 'an input is at most 1,000,000 characters')).max(1000, 'at most 1,000 inputs per call'),
    }),
    response: z.object({ lid: z.array(z.string().nullable()) }),
    handler: async ({ body, services, signal }) => {
      const lid = await services.pool.run<(string | null)[]>('lid', services.indexes.resolve(), { inputs: body.input }, signal);
      return { lid };
    },
  }),
];
