import { Hono } from 'hono';
import type { Account } from '../accounts/accounts.js';
import { ApiError } from '../errors.js';
import { errorEnvelope, successEnvelope, successEnvelopeText } from '../present/envelope.js';
import { JsonText } from '../present/json-text.js';
import type { Services } from '../services.js';
import { readJsonBody } from './body.js';
import { validate } from './validate.js';
import type { ApiRequest, RouteSpec } from './route.js';
import { buildOpenApiDocument } from './openapi.js';
import { clientIp } from './client-ip.js';
import { authenticate } from './auth.js';
import { admit } from './admission.js';
import type { Ctx, Env } from './context.js';

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

/** The headers c.json sets. */
const JSON_CONTENT = { 'Content-Type': 'application/json' };

export function createApp(services: Services, routes: RouteSpec[]): Hono<Env> {
  const app = new Hono<Env>();
  const templates = routes.map((r) => ({
    method: r.method,
    re: templateMatcher(API_PREFIX + r.path),
    path: r.path,
  }));

  const fail = (c: Ctx, err: unknown, resource: string): Reply => {
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
    services.logger.error({ err, resource }, 'request failed');
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
    (route: string | ((c: Ctx) => string), fn: (c: Ctx) => Reply | Promise<Reply>) => (c: Ctx) => {
      const started = performance.now();
      const finish = ([res, status]: Reply) => {
        services.metrics.observe(
          c.req.method,
          typeof route === 'string' ? route : route(c),
          status,
          (performance.now() - started) / 1000,
        );
        return res;
      };
      const reply = fn(c);
      return reply instanceof Promise ? reply.then(finish) : finish(reply);
    };

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.get(
    '/metrics',
    timed('/metrics', async (c) => {
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
        return fail(c, err, 'GET /metrics');
      }
    }),
  );

  const openapi = buildOpenApiDocument(routes);
  app.get(
    `${API_PREFIX}/openapi.json`,
    timed('/openapi.json', async (c) => {
      try {
        await authenticate(c, services);
        return [c.json(openapi), 200];
      } catch (err) {
        return fail(c, err, 'GET /openapi.json');
      }
    }),
  );

  for (const spec of routes) {
    const resource = `${spec.method} ${spec.path}`;
    const hasParams = spec.path.includes(':');
    // Each step goes on at once when the one before finished without waiting: a call
    // with cached credentials, no body and a synchronous handler makes no promise.
    const handle = timed(spec.path, (c) => {
      try {
        const reply = whenReady(authenticate(c, services), (account) =>
          whenReady(admit(account, spec.operation, services), () =>
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
                  (result): Reply => [
                    result instanceof JsonText
                      ? c.body(
                          successEnvelopeText(spec.area, result.text, resource, ip),
                          200,
                          JSON_CONTENT,
                        )
                      : c.json(successEnvelope(spec.area, result, resource, ip)),
                    200,
                  ],
                );
              },
            ),
          ),
        );
        return reply instanceof Promise
          ? reply.catch((err: unknown) => fail(c, err, resource))
          : reply;
      } catch (err) {
        return fail(c, err, resource);
      }
    });
    const path = API_PREFIX + spec.path;
    if (spec.method === 'GET') app.get(path, handle);
    else if (spec.method === 'POST') app.post(path, handle);
    else app.delete(path, handle);
  }

  app.notFound(
    timed('unmatched', async (c) => {
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
        return fail(c, err, resource);
      }
    }),
  );

  app.onError((err, c) => fail(c as Ctx, err, `${c.req.method} ${c.req.path}`)[0]);
  return app;
}
