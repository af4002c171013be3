/** Custom taxonomies: user/taxonomies, and create, read and delete of user/taxonomy. */
import { z } from 'zod';
import { defineRoute } from '../http/route.js';

/** A node as stored; its children (`nodes`) have the same shape (not spelled out: the OpenAPI document has no recursive schemas). */
const node = z.object({
  name: z.string(),
  positive_vocab: z.array(z.string()),
  negative_vocab: z.array(z.string()),
  nodes: z.array(z.record(z.string(), z.unknown())).optional(),
});

export const userTaxonomyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/taxonomies',
    area: 'user',
    operation: 'api.user.taxonomies',
    summary: 'List custom and public taxonomies',
    response: z.object({
      private: z.record(z.string(), z.string()),
      public: z.array(z.object({ name: z.string(), dataset_id: z.string() })),
    }),
    handler: ({ account, services }) => services.taxonomies.list(account),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/taxonomy',
    area: 'user',
    operation: 'api.user.taxonomy.create',
    summary: 'Create a custom taxonomy',
    // The tree is checked by validateTaxonomy, whose errors name the node's path.
    body: z.object({
      name: z.string(),
      nodes: z.array(z.unknown()),
      public: z.boolean().optional(),
      async: z.boolean().optional(),
    }),
    response: z.object({ dataset_id: z.string() }),
    handler: async ({ account, services, body }) => ({
      dataset_id: await services.taxonomies.create(account, body),
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/taxonomy/:dataset_id',
    area: 'user',
    operation: 'api.user.taxonomy',
    summary: 'Read a custom taxonomy',
    response: z.object({ taxonomy: z.object({ name: z.string(), nodes: z.array(node) }) }),
    handler: async ({ account, services, params }) => {
      const t = await services.taxonomies.read(account, params.dataset_id ?? '');
      return { taxonomy: { name: t.name, nodes: t.nodes } };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/user/taxonomy/:dataset_id',
    area: 'user',
    operation: 'api.user.taxonomy',
    summary: 'Delete a custom taxonomy',
    response: z.object({ result: z.literal(true) }),
    handler: async ({ account, services, params }) => {
      await services.taxonomies.remove(account, params.dataset_id ?? '');
      return { result: true as const };
    },
  }),
];
