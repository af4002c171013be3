import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { CategoryPresenter } from '../present/category-view.js';
import { JsonText, objectText } from '../present/json-text.js';
import { showDocumentExplanation } from '../present/explanation-view.js';
import { documentResponseSchema, socialResponseSchema } from './classify-response-schemas.js';
import { entityUuid } from '../../workers/entities/uuid.js';
import { loadPage } from '../fetch/page-cache.js';
import { sharedClassifyParams, checkSharedParams, checkModel } from './classify-params.js';
import type {
  DocumentKind,
  DocumentResult,
  DocumentTaskInput,
  DocumentTaskOutput,
} from '../../workers/engine/documents-protocol.js';
import type { Services } from '../services.js';
import { classifyDocumentsCustom, customTaxonomyOf } from './classify-custom.js';
import type { Account } from '../accounts/accounts.js';
import type { OverlayLookup } from '../../native-index/overlays-format.js';
import { overlayMember, type OverlayMember } from '../present/overlay-view.js';
import { selectOverlays } from './overlay-params.js';

export const MAX_POSTS = 1000;
/** A post longer than this is no post: a 400 rather than a document's work per post. */
export const MAX_POST_LENGTH = 100_000;
/** classify/text: characters of text. */
export const MAX_TEXT_LENGTH = 1_000_000;
/** classify/html: characters of markup (the body limit is 16 MiB; the extractor reads at most 4 MiB of it). */
export const MAX_HTML_LENGTH = 16 * 1024 * 1024;

const documentParams = {
  ...sharedClassifyParams,
  sentiment: z.boolean().optional(),
  explain: z.boolean().optional(),
};

type DocumentParams = {
  classification_type?: number | undefined;
  ml_threshold?: number | undefined;
  entities?: boolean | undefined;
  sentiment?: boolean | undefined;
  flags?: boolean | undefined;
  taxonomy_timestamp?: number | undefined;
  dataset_id?: string | undefined;
  add_last_node?: boolean | undefined;
  classify_limit?: number | undefined;
  classify_timeout?: number | undefined;
  source_language?: string | undefined;
  min_tags?: number | undefined;
  explain?: boolean | undefined;
  overlays?: string[] | undefined;
};

interface ScoredCategory {
  category_id: string;
  score: number;
}

interface ShownResult {
  scored_categories: ScoredCategory[];
  scored_keywords: { keyword: string; score: number }[];
  entities: { category_id: string; type: string }[];
  sentiment: number | null;
}

/** Categories shown in one response: taxonomy ones by index, entity-derived ones by id. */
class Shown {
  readonly taxonomy = new Set<number>();
  readonly derived: Record<string, EntityCategory> = {};

  /** The `categories` dictionary of the reply: taxonomy categories, then entity-derived ones. */
  dictionary(presenter: CategoryPresenter): JsonText {
    const taxonomy = presenter.dictionaryText(this.taxonomy);
    if (Object.keys(this.derived).length === 0) return new JsonText(taxonomy);
    const derived = JSON.stringify(this.derived);
    return new JsonText(
      taxonomy === '{}' ? derived : `${taxonomy.slice(0, -1)},${derived.slice(1)}`,
    );
  }

  /** The `overlay` member for the same categories. */
  overlay(presenter: CategoryPresenter, overlays: readonly OverlayLookup[]): OverlayMember {
    return overlayMember(presenter, overlays, this.taxonomy, Object.keys(this.derived));
  }
}

/** An entity-derived category (API.md): UUID id, path [group, text], no stats or facets. */
interface EntityCategory {
  id: string;
  name: string;
  path: [string, string];
  idpath: [string, string];
  stats: null;
  facets: null;
}

/** Runs documents through the engine in a worker; the presenter shows the categories to the account. */
async function classifyDocuments(
  services: Services,
  account: Account,
  kind: DocumentKind,
  docs: string[],
  p: DocumentParams,
  signal: AbortSignal,
): Promise<{ presenter: CategoryPresenter; overlays: OverlayLookup[]; out: DocumentTaskOutput }> {
  checkSharedParams(p);
  const index = services.indexes.resolve(p.taxonomy_timestamp);
  checkModel(index, p.classification_type);
  const overlays = selectOverlays(index, account, p.overlays);
  const presenter = new CategoryPresenter(index, account);
  const input: DocumentTaskInput = {
    kind,
    docs,
    classificationType: (p.classification_type ?? 0) as 0 | 1 | 2,
    ...(p.ml_threshold !== undefined ? { mlThreshold: p.ml_threshold } : {}),
    flags: p.flags ?? false,
    sentiment: p.sentiment ?? false,
    entities: p.entities ?? false,
    limit: p.classify_limit ?? null,
    addLastNode: p.add_last_node ?? true,
    ...(p.min_tags !== undefined ? { minTags: p.min_tags } : {}),
    ...(p.classify_timeout !== undefined ? { budgetMs: p.classify_timeout * 1000 } : {}),
    ...(p.explain ? { explain: true } : {}),
    ...(p.source_language !== undefined ? { language: p.source_language.toLowerCase() } : {}),
  };
  const out = await services.pool.run<DocumentTaskOutput>(
    'classify-documents',
    index,
    input,
    signal,
  );
  presenter.prepare(categoriesOf(out));
  return { presenter, overlays, out };
}

function* categoriesOf(out: DocumentTaskOutput): Generator<number> {
  for (const r of out.results) {
    yield* r.categories;
    for (const e of r.entities) if (e.category >= 0) yield e.category;
  }
}

/**
 * One result as the account sees it: categories deeper than its tier_depth shown as their
 * ancestor (scores of categories shown as one add up), ids encoded.
 */
function showResult(presenter: CategoryPresenter, r: DocumentResult, shown: Shown): ShownResult {
  const entities =
    r.entities.length === 0
      ? []
      : r.entities.map((e) => {
          if (e.category >= 0) {
            const v = presenter.visible(e.category);
            shown.taxonomy.add(v);
            return { category_id: presenter.idOf(v), type: e.type };
          }
          const id = e.uuid!;
          shown.derived[id] ??= {
            id,
            name: e.text,
            path: [e.group!, e.text],
            idpath: [groupId(e.group!), id],
            stats: null,
            facets: null,
          };
          return { category_id: id, type: e.type };
        });
  return {
    scored_categories: scoredCategories(presenter, r, shown),
    scored_keywords: r.keywords,
    entities,
    sentiment: r.sentiment,
  };
}

/** The result's categories as the account sees them, best first; each added to `shown`. */
function scoredCategories(
  presenter: CategoryPresenter,
  r: DocumentResult,
  shown: Shown,
): ScoredCategory[] {
  const { categories, scores } = r;
  // Usually every category is shown as itself: the worker's order and rounded scores stand.
  if (categories.every((c) => presenter.visible(c) === c)) {
    const out = new Array<ScoredCategory>(categories.length);
    for (let k = 0; k < categories.length; k++) {
      shown.taxonomy.add(categories[k]!);
      out[k] = { category_id: presenter.idOf(categories[k]!), score: scores[k]! };
    }
    return out;
  }
  const byVisible = new Map<number, number>();
  categories.forEach((c, k) => {
    const v = presenter.visible(c);
    byVisible.set(v, (byVisible.get(v) ?? 0) + scores[k]!);
  });
  const scored = [...byVisible].sort((a, b) => b[1] - a[1]);
  for (const [v] of scored) shown.taxonomy.add(v);
  return scored.map(([v, score]) => ({
    category_id: presenter.idOf(v),
    score: Math.round(score * 10000) / 10000,
  }));
}

/** The id of an entity group (the first element of an entity-derived category's idpath). */
const groupId = (group: string) => entityUuid('ORG', `group:${group}`);

function singleDocument(
  presenter: CategoryPresenter,
  overlays: readonly OverlayLookup[],
  r: DocumentResult,
  withTitle: boolean,
  explain: boolean | undefined,
): JsonText {
  const shown = new Shown();
  const result = showResult(presenter, r, shown);
  return new JsonText(
    objectText({
      title: withTitle ? (r.title ?? '') : undefined,
      scored_categories: result.scored_categories,
      scored_keywords: result.scored_keywords,
      categories: shown.dictionary(presenter),
      entities: result.entities,
      sentiment: result.sentiment,
      chars: r.chars,
      overlay: shown.overlay(presenter, overlays),
      explanation: explain ? showDocumentExplanation(presenter, r.explanation) : undefined,
    }),
  );
}

/** A text, page or URL over a custom taxonomy (dataset_id), in the members of singleDocument. */
async function customDocument(
  services: Services,
  account: Account,
  kind: 'text' | 'html',
  doc: string,
  p: DocumentParams,
  signal: AbortSignal,
  withTitle: boolean,
  tax?: Awaited<ReturnType<typeof customTaxonomyOf>>,
): Promise<unknown> {
  checkSharedParams(p);
  const { results, categories } = await classifyDocumentsCustom(
    services,
    account,
    kind,
    [doc],
    { ...p, dataset_id: p.dataset_id! },
    signal,
    tax,
  );
  const r = results[0]!;
  return {
    ...(withTitle ? { title: r.title ?? '' } : {}),
    scored_categories: r.scored_categories,
    scored_keywords: r.scored_keywords,
    categories,
    entities: [],
    sentiment: null,
    chars: r.chars,
    overlay: [],
    ...(r.explanation ? { explanation: r.explanation } : {}),
  };
}

export const classifySocialRoute = defineRoute({
  method: 'POST',
  path: '/classify/social',
  area: 'classify',
  operation: 'api.classify.social',
  summary: 'Classify social posts',
  response: socialResponseSchema,
  body: z.object({
    social: z
      .array(z.string().max(MAX_POST_LENGTH, `a post is at most ${MAX_POST_LENGTH} characters`))
      .max(MAX_POSTS, `at most ${MAX_POSTS} posts per call`),
    flags: z.boolean().optional(),
    ...documentParams,
  }),
  handler: async ({ account, services, body, signal }) => {
    if (body.dataset_id !== undefined) {
      checkSharedParams(body);
      const { results, categories } = await classifyDocumentsCustom(
        services,
        account,
        'social',
        body.social,
        { ...body, dataset_id: body.dataset_id },
        signal,
      );
      let chars = 0;
      return {
        results: results.map((r) => {
          chars += r.chars;
          return {
            scored_categories: r.scored_categories,
            scored_keywords: r.scored_keywords,
            flags: [],
            entities: [],
            sentiment: null,
            ...(r.explanation ? { explanation: r.explanation } : {}),
          };
        }),
        categories,
        chars,
        overlay: [],
      };
    }
    const p = { ...body, classification_type: body.classification_type ?? 1 };
    const { presenter, overlays, out } = await classifyDocuments(
      services,
      account,
      'social',
      body.social,
      p,
      signal,
    );
    services.traffic.record(
      presenter.index,
      out.results.map((r) => r.categories),
    );
    const shown = new Shown();
    let chars = 0;
    const results = out.results.map((r) => {
      chars += r.chars;
      const s = showResult(presenter, r, shown);
      const result = {
        scored_categories: s.scored_categories,
        scored_keywords: s.scored_keywords,
        flags: r.flags,
        entities: s.entities,
        sentiment: s.sentiment,
      };
      return body.explain
        ? { ...result, explanation: showDocumentExplanation(presenter, r.explanation) }
        : result;
    });
    return new JsonText(
      objectText({
        results,
        categories: shown.dictionary(presenter),
        chars,
        overlay: shown.overlay(presenter, overlays),
      }),
    );
  },
});

export const classifyTextRoute = defineRoute({
  method: 'POST',
  path: '/classify/text',
  area: 'classify',
  operation: 'api.classify.text',
  summary: 'Classify plain text',
  response: documentResponseSchema(false),
  body: z.object({
    text: z.string().max(MAX_TEXT_LENGTH, `text is at most ${MAX_TEXT_LENGTH} characters`),
    ...documentParams,
  }),
  handler: async ({ account, services, body, signal }) => {
    if (body.dataset_id !== undefined)
      return customDocument(services, account, 'text', body.text, body, signal, false);
    const { presenter, overlays, out } = await classifyDocuments(
      services,
      account,
      'text',
      [body.text],
      body,
      signal,
    );
    return singleDocument(presenter, overlays, out.results[0]!, false, body.explain);
  },
});

export const classifyHtmlRoute = defineRoute({
  method: 'POST',
  path: '/classify/html',
  area: 'classify',
  operation: 'api.classify.html',
  summary: 'Classify an HTML document',
  response: documentResponseSchema(true),
  body: z.object({
    html: z.string().max(MAX_HTML_LENGTH),
    min_tags: z.number().int().min(0).max(100_000).optional(),
    ...documentParams,
  }),
  handler: async ({ account, services, body, signal }) => {
    if (body.dataset_id !== undefined)
      return customDocument(services, account, 'html', body.html, body, signal, true);
    const { presenter, overlays, out } = await classifyDocuments(
      services,
      account,
      'html',
      [body.html],
      body,
      signal,
    );
    return singleDocument(presenter, overlays, out.results[0]!, true, body.explain);
  },
});

export const classifyUrlRoute = defineRoute({
  method: 'POST',
  path: '/classify/url',
  area: 'classify',
  operation: 'api.classify.url',
  summary: 'Fetch a web page and classify it',
  response: documentResponseSchema(true),
  body: z.object({
    url: z.string().min(1).max(8192),
    cache_skip: z.boolean().optional(),
    min_tags: z.number().int().min(0).max(100_000).optional(),
    ...documentParams,
  }),
  handler: async ({ account, services, body, signal }) => {
    // Parameters are checked before any fetch: a bad call costs no traffic.
    checkSharedParams(body);
    const custom =
      body.dataset_id !== undefined
        ? await customTaxonomyOf(services, account, { ...body, dataset_id: body.dataset_id })
        : undefined;
    const page = await loadPage(services.store, body.url, {
      cacheSkip: body.cache_skip ?? false,
      fetch: services.fetchOptions,
      signal,
    });
    const kind: DocumentKind = page.contentType === 'text/plain' ? 'text' : 'html';
    if (custom)
      return customDocument(services, account, kind, page.body, body, signal, true, custom);
    const { presenter, overlays, out } = await classifyDocuments(
      services,
      account,
      kind,
      [page.body],
      body,
      signal,
    );
    return singleDocument(presenter, overlays, out.results[0]!, true, body.explain);
  },
});

export const classifyDocumentRoutes = [
  classifySocialRoute,
  classifyTextRoute,
  classifyHtmlRoute,
  classifyUrlRoute,
];
