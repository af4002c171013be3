import { Hono } from 'hono';
import type { Account } from '../accounts/accounts.js';
import { ApiError } from '../errors.js';
import { errorEnvelope, successEnvelopeText } from '../present/envelope.js';
import { JsonText } from '../present/json-text.js';
import type { Services } from '../services.js';
import { readJsonBody } from './body.js';
import { validate } from './validate.js';
import type { ApiRequest, RouteSpec } from './route.js';
import { buildOpenApiDocument } from './openapi.js';
import { clientIp } from './client-ip.js';
import { authenticate } from './auth.js';
import type { Ctx, Env } from './context.js';
import { admitWithRateLimitHeaders } from './rate-limit-headers.js';
import { requestHeader } from './request-header.js';
import { requestId } from './request-id.js';
import { sendJson } from './send-json.js';
import { etagOf, noneMatchHits } from './conditional.js';
import { readiness } from './readiness.js';
import { DOCS_ASSETS, docsAssets, docsPage } from './docs-page.js';
import { SITE_ASSETS, siteFiles } from './playground-site.js';
import type { StaticFiles } from './static-files.js';

const API_PREFIX = '/v2';

/** Aborted when the client goes away or the server shuts down; made only for handlers that ask. */
function requestSignal(c: Ctx, shutdown: AbortSignal): AbortSignal {
  const socket = c.env?.incoming?.socket;
  if (!socket) return shutdown;
  const gone = new AbortController();
  const onClose = () => {
    if (!c.env.outgoing.writableFinished) gone.abort();
  };
  socket.once('close', onClose);
  c.env.outgoing.once('finish', () => socket.off('close', onClose));
  return AbortSignal.any([shutdown, gone.signal]);
}

/** What a handler is given; the abort signal is made only when a handler asks for it. */
class HandlerRequest implements ApiRequest {
  constructor(
    readonly account: Account,
    readonly body: unknown,
    readonly query: unknown,
    readonly params: Record<string, string>,
    readonly services: Services,
    readonly clientIp: string,
    private readonly c: Ctx,
  ) {}

  get signal(): AbortSignal {
    return requestSignal(this.c, this.services.shutdown);
  }
}

/** `next(value)` now when the value is at hand, or once it settles when it is a promise. */
function whenReady<T, R>(
  value: T | Promise<T>,
  next: (value: T) => R | Promise<R>,
): R | Promise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

const NO_PARAMS: Record<string, string> = Object.freeze({});

function templateMatcher(path: string): RegExp {
  const source = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

type Reply = [Response, number];

/** Taxonomy answers change with the nightly index version and are shaped for one account. */
const TAXONOMY_CACHE_CONTROL = 'private, max-age=300';
const OPENAPI_CACHE_CONTROL = 'public, max-age=3600';

/** 304 when the client holds this ETag already; else the content's answer with its validators. */
function validated(
  c: Ctx,
  etag: string,
  cacheControl: string,
  answer: (headers: Record<string, string>) => Response | Promise<Response>,
): Response | Promise<Response> {
  const headers = { ETag: etag, 'Cache-Control': cacheControl };
  if (noneMatchHits(requestHeader(c, 'if-none-match'), etag)) return c.body(null, 304, headers);
  return answer(headers);
}

export function createApp(services: Services, routes: RouteSpec[]): Hono<Env> {
  const app = new Hono<Env>();
  const templates = routes.map((r) => ({
    method: r.method,
    re: templateMatcher(API_PREFIX + r.path),
    path: r.path,
  }));

  const cors = services.cors;
  /** Headers every answer carries; the request's id is returned for the logs. */
  const prelude = (c: Ctx): string => {
    const id = requestId(requestHeader(c, 'x-request-id'));
    c.header('X-Request-Id', id);
    if (cors) {
      const headers = cors.responseHeaders(requestHeader(c, 'origin'));
      if (headers)
        for (const [name, value] of Object.entries(headers))
          c.header(name, value, name === 'Vary' ? { append: true } : undefined);
    }
    return id;
  };

  const fail = (c: Ctx, err: unknown, resource: string, id: string): Reply => {
    const ip = clientIp(c, services.trustProxy);
    if (err instanceof ApiError) {
      return [
        c.json(
          errorEnvelope(err.status, err.code, err.message, err.field, resource, ip),
          err.status as 400,
          err.headers,
        ),
        err.status,
      ];
    }
    services.logger.error({ err, resource, request_id: id }, 'request failed');
    return [
      c.json(
        errorEnvelope(
          500,
          'internal_error',
          'The server failed to answer this request; it has been logged.',
          undefined,
          resource,
          ip,
        ),
        500,
      ),
      500,
    ];
  };

  // Metrics are taken from the status each handler reports: reading c.res in a
  // middleware would turn the adapter's light response into a full Response object.
  // A reply at hand is returned as it is, so that the adapter can write it at once.
  const timed =
    (route: string | ((c: Ctx) => string), fn: (c: Ctx, id: string) => Reply | Promise<Reply>) =>
    (c: Ctx) => {
      const started = performance.now();
      const id = prelude(c);
      const finish = ([res, status]: Reply) => {
        const seconds = (performance.now() - started) / 1000;
        const template = typeof route === 'string' ? route : route(c);
        services.metrics.observe(c.req.method, template, status, seconds);
        if (debugLog)
          services.logger.debug(
            { request_id: id, method: c.req.method, route: template, status, seconds },
            'request',
          );
        return res;
      };
      const reply = fn(c, id);
      return reply instanceof Promise ? reply.then(finish) : finish(reply);
    };
  const debugLog = services.logger.isLevelEnabled('debug');

  // Liveness: the process answers. Readiness: it can classify (index open, store reachable).
  app.get(
    '/health',
    timed('/health', (c) => [c.json(health(services)), 200]),
  );
  app.get(
    '/ready',
    timed('/ready', async (c) => {
      const state = await readiness(services);
      const status = state.ready ? 200 : 503;
      return [c.json({ status: state.ready ? 'ready' : 'not_ready', ...state }, status), status];
    }),
  );

  if (cors) {
    // A preflight carries no credentials: it is answered before any authentication.
    app.options('*', (c) => {
      const headers = cors.preflightHeaders(requestHeader(c, 'origin'));
      return headers ? c.body(null, 204, headers) : c.body(null, 403);
    });
  }

  app.get(
    '/metrics',
    timed('/metrics', async (c, id) => {
      try {
        const account = await authenticate(c, services);
        if (account.group !== 'admin')
          throw new ApiError(403, 'forbidden', 'Metrics are for admin accounts.');
        return [
          c.text(await services.metrics.registry.metrics(), 200, {
            'Content-Type': services.metrics.registry.contentType,
          }),
          200,
        ];
      } catch (err) {
        return fail(c, err, 'GET /metrics', id);
      }
    }),
  );

  // The API's description is public, so that the /docs page and tools can read it.
  const openapiText = JSON.stringify(buildOpenApiDocument(routes));
  const openapiTag = etagOf(openapiText);
  app.get(
    `${API_PREFIX}/openapi.json`,
    timed('/openapi.json', (c) =>
      whenReady(
        validated(c, openapiTag, OPENAPI_CACHE_CONTROL, (headers) =>
          sendJson(c, openapiText, 200, headers),
        ),
        (res): Reply => [res, res.status],
      ),
    ),
  );

  // Pages for people: the playground at /, the API reference at /docs; no credentials.
  const page = (res: Response | Promise<Response>) => whenReady(res, (r): Reply => [r, r.status]);
  const files = (set: StaticFiles) => (c: Ctx) => {
    const name = c.req.param('file') ?? '';
    if (!set.has(name)) throw new ApiError(404, 'not_found', `There is no file ${c.req.path}.`);
    return page(set.serve(c, name));
  };
  const showDocs = docsPage(`${API_PREFIX}/openapi.json`);
  app.get(
    '/',
    timed('/', (c) => page(siteFiles.serve(c, 'index.html'))),
  );
  app.get(
    `${SITE_ASSETS}/:file`,
    timed(`${SITE_ASSETS}/:file`, (c, id) => {
      try {
        return files(siteFiles)(c);
      } catch (err) {
        return fail(c, err, `GET ${c.req.path}`, id);
      }
    }),
  );
  app.get(
    '/docs',
    timed('/docs', (c) => page(showDocs(c))),
  );
  app.get(
    `${DOCS_ASSETS}/swagger-ui-dist/:file`,
    timed(`${DOCS_ASSETS}/:file`, (c, id) => {
      try {
        return files(docsAssets)(c);
      } catch (err) {
        return fail(c, err, `GET ${c.req.path}`, id);
      }
    }),
  );

  for (const spec of routes) {
    const resource = `${spec.method} ${spec.path}`;
    const hasParams = spec.path.includes(':');
    // Each step goes on at once when the one before finished without waiting: a call
    // with cached credentials, no body and a synchronous handler makes no promise.
    const answer = (c: Ctx, result: unknown, ip: string): Response | Promise<Response> => {
      const content = result instanceof JsonText ? result.text : JSON.stringify(result);
      const send = (headers?: Record<string, string>) =>
        sendJson(c, successEnvelopeText(spec.area, content, resource, ip), 200, headers);
      return spec.cacheable ? validated(c, etagOf(content), TAXONOMY_CACHE_CONTROL, send) : send();
    };
    const setHeader = (c: Ctx) => (name: string, value: string) => c.header(name, value);
    const handle = timed(spec.path, (c, id) => {
      try {
        const reply = whenReady(authenticate(c, services), (account) =>
          whenReady(
            admitWithRateLimitHeaders(account, spec.operation, services, setHeader(c)),
            () =>
              whenReady(
                spec.body
                  ? readJsonBody({ request: c.req.raw, incoming: c.env?.incoming })
                  : undefined,
                (raw) => {
                  const body: unknown = spec.body ? validate(spec.body, raw, 'body') : undefined;
                  const query: unknown = spec.query
                    ? validate(
                        spec.query,
                        Object.fromEntries(new URL(c.req.url).searchParams),
                        'query',
                      )
                    : undefined;
                  const ip = clientIp(c, services.trustProxy);
                  const params = hasParams ? (c.req.param() as Record<string, string>) : NO_PARAMS;
                  return whenReady(
                    spec.handler(new HandlerRequest(account, body, query, params, services, ip, c)),
                    (result) => whenReady(answer(c, result, ip), (res): Reply => [res, res.status]),
                  );
                },
              ),
          ),
        );
        return reply instanceof Promise
          ? reply.catch((err: unknown) => fail(c, err, resource, id))
          : reply;
      } catch (err) {
        return fail(c, err, resource, id);
      }
    });
    const path = API_PREFIX + spec.path;
    if (spec.method === 'GET') app.get(path, handle);
    else if (spec.method === 'POST') app.post(path, handle);
    else app.delete(path, handle);
  }

  app.notFound(
    timed('unmatched', async (c, id) => {
      const path = c.req.path;
      const resource = `${c.req.method} ${path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) || '/' : path}`;
      try {
        if (path.startsWith(API_PREFIX + '/') || path === API_PREFIX)
          await authenticate(c, services);
        const allowed = [...new Set(templates.filter((t) => t.re.test(path)).map((t) => t.method))];
        if (allowed.length > 0) {
          throw new ApiError(
            405,
            'method_not_allowed',
            `${c.req.method} is not allowed on this route; use ${allowed.join(' or ')}.`,
            undefined,
            { Allow: allowed.join(', ') },
          );
        }
        throw new ApiError(
          404,
          'not_found',
          `There is no route ${c.req.method} ${path}. Routes live under ${API_PREFIX}/; see ${API_PREFIX}/openapi.json.`,
        );
      } catch (err) {
        return fail(c, err, resource, id);
      }
    }),
  );

  app.onError((err, c) => {
    const ctx = c as Ctx;
    return fail(
      ctx,
      err,
      `${c.req.method} ${c.req.path}`,
      requestHeader(ctx, 'x-request-id') ?? '',
    )[0];
  });
  return app;
}

/**
 * `/health`: the process is alive (always 200: a restart would not help). With a shared
 * state store it also says whether that store answers; calls that need it get 503 meanwhile.
 */
function health(services: Services): { status: string; state?: string } {
  if (!services.store.shared) return { status: 'ok' };
  const reachable = services.store.reachable;
  return { status: reachable ? 'ok' : 'degraded', state: reachable ? 'ok' : 'unreachable' };
}
