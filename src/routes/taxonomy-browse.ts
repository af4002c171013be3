/**
 * Sortal's own taxonomy-browsing calls (not in the eContext API), made for the
 * playground's taxonomy browser: a category's children with counts, and categories
 * found by name. Both stay within the account's tier_depth.
 */
import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { CategoryPresenter } from '../present/category-view.js';
import { notFound } from '../errors.js';
import { findByName } from '../present/name-search.js';
import type { IndexVersion } from '../../native-index/reader.js';

const browsedSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.array(z.string()),
  idpath: z.array(z.string()),
  /** Categories under this one that the account sees. */
  descendants: z.number().int(),
  /** Whether it has children the account sees. */
  has_children: z.boolean(),
});

const findQuery = z.object({
  q: z.string().trim().min(2, 'q needs at least 2 characters').max(100),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** A category with its counts, as this account sees them. */
function browsed(index: IndexVersion, presenter: CategoryPresenter, i: number, tierDepth: number) {
  const view = presenter.view(i);
  const end = index.subtreeEndAt(i);
  let descendants = 0;
  if (index.depthAt(i) < tierDepth)
    for (let j = i + 1; j < end; j++) if (index.depthAt(j) <= tierDepth) descendants++;
  return {
    id: view.id,
    name: view.name,
    path: view.path,
    idpath: view.idpath,
    descendants,
    has_children: descendants > 0,
  };
}

export const taxonomyBrowseRoutes = [
  defineRoute({
    method: 'GET',
    path: '/categories/children/:category_id',
    area: 'categories',
    operation: 'api.categories.children',
    summary: 'List the children of a category, with counts (Sortal extension)',
    cacheable: true,
    response: z.array(browsedSchema),
    handler: ({ account, services, params }) => {
      const index = services.indexes.resolve();
      const presenter = new CategoryPresenter(index, account);
      const token = params.category_id!;
      const tierDepth = account.tier_depth;
      if (token === 'root')
        return index.topTiers().map((i) => browsed(index, presenter, i, tierDepth));
      const parent = presenter.lookup(token);
      if (parent < 0)
        throw notFound(
          'category_not_found',
          'No category has that id for this account; ids come from categories/tiers or categories/children.',
          'category_id',
        );
      if (index.depthAt(parent) >= tierDepth) return [];
      const out = [];
      const end = index.subtreeEndAt(parent);
      for (let j = parent + 1; j < end; j = index.subtreeEndAt(j))
        out.push(browsed(index, presenter, j, tierDepth));
      return out;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/categories/find',
    area: 'categories',
    operation: 'api.categories.find',
    summary: 'Find categories by name (Sortal extension)',
    cacheable: true,
    query: findQuery,
    response: z.array(browsedSchema),
    handler: ({ account, services, query }) => {
      const index = services.indexes.resolve();
      const presenter = new CategoryPresenter(index, account);
      return findByName(index, query.q, account.tier_depth, query.limit).map((i) =>
        browsed(index, presenter, i, account.tier_depth),
      );
    },
  }),
];
