import type { RouteSpec } from '../http/route.js';
import { userRoutes } from './user.js';
import { userTaxonomyRoutes } from './user-taxonomy.js';
import { userOverlayRoutes } from './user-overlay.js';
import { categoriesRoutes } from './categories.js';
import { nlpRoutes } from './nlp.js';
import { classifyKeywordsRoute, categoriesMapRoute } from './classify-keywords.js';
import { classifyDocumentRoutes } from './classify-documents.js';
import { keywordsRoutes } from './keywords.js';
import { taxonomyBrowseRoutes } from './taxonomy-browse.js';

/** Every /v2 route the server answers. */
export function allRoutes(): RouteSpec[] {
  return [
    ...userRoutes,
    ...userTaxonomyRoutes,
    ...userOverlayRoutes,
    ...categoriesRoutes,
    ...taxonomyBrowseRoutes,
    categoriesMapRoute,
    classifyKeywordsRoute,
    ...classifyDocumentRoutes,
    ...nlpRoutes,
    ...keywordsRoutes,
  ];
}
