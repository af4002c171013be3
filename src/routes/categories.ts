import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { CategoryPresenter } from '../present/category-view.js';
import { JsonText, objectText } from '../present/json-text.js';
import { isWellFormedId } from '../present/id-codec.js';
import { badRequest } from '../errors.js';
import { overlayMember } from '../present/overlay-view.js';
import { overlaysParam, selectOverlays } from './overlay-params.js';

const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.array(z.string()),
  idpath: z.array(z.string()),
  stats: z
    .object({ social_relevance: z.number().nullable(), social_idf: z.number().nullable() })
    .nullable(),
  facets: z.array(z.tuple([z.string(), z.string()])).nullable(),
});

const categoriesBody = z.object({
  category_ids: z.array(z.string()).max(1000, 'at most 1,000 category ids per call'),
  overlays: overlaysParam,
});

export const categoriesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/categories/tiers',
    area: 'categories',
    operation: 'api.categories.tiers',
    cacheable: true,
    summary: 'List top-tier categories',
    response: z.array(categorySchema),
    handler: ({ account, services }) => {
      const index = services.indexes.resolve();
      const presenter = new CategoryPresenter(index, account);
      return index.topTiers().map((i) => presenter.view(i));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/categories/categories',
    area: 'categories',
    operation: 'api.categories.categories',
    cacheable: true,
    summary: 'Fetch categories by ids',
    body: categoriesBody,
    response: z.object({
      categories: z.record(z.string(), categorySchema),
      overlay: z.union([z.array(z.never()), z.record(z.string(), z.unknown())]),
    }),
    handler: ({ account, services, body }) => {
      const index = services.indexes.resolve();
      const overlays = selectOverlays(index, account, body.overlays);
      const presenter = new CategoryPresenter(index, account);
      const found: number[] = [];
      body.category_ids.forEach((token, n) => {
        if (!isWellFormedId(token)) {
          throw badRequest(
            'invalid_category_id',
            `category_ids[${n}] (${JSON.stringify(token).slice(0, 60)}) is not a category id: ids are 32 lower-case hex characters.`,
            `category_ids.${n}`,
          );
        }
        const i = presenter.lookup(token);
        if (i >= 0) found.push(i);
      });
      return new JsonText(
        objectText({
          categories: new JsonText(presenter.dictionaryText(new Set(found))),
          overlay: overlayMember(presenter, overlays, found),
        }),
      );
    },
  }),
];
