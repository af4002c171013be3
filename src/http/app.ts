import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { credentialsDigest, type Account } from '../accounts.js';
import { ApiError, tooManyRequests } from '../errors.js';
import { errorEnvelope, successEnvelope, successEnvelopeText } from '../envelope.js';
import { JsonText } from '../json-text.js';
import type { Services } from '../services.js';
import { billingCycle } from '../billing-cycle.js';
import { readJsonBody } from './body.js';
import { validate } from './validate.js';
import type { ApiRequest, RouteSpec } from './route.js';
import { buildOpenApiDocument } from './openapi.js';

type Env = { Bindings: HttpBindings };
type Ctx = Context<Env>;

const API_PREFIX = '/v2';
const UNAUTHORIZED_HEADERS = { 'WWW-Authenticate': 'Basic realm="sortal", charset="UTF-8"' };

function clientIp(c: Ctx, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.env?.incoming ? c.env.incoming.headers['x-forwarded-for'] as string | undefined : c.req.header('x-forwarded-for');
    if (forwarded) return forwarded.split(',')[0]!.trim();
  }
  return c.env?.incoming?.socket?.remoteAddress ?? '';
}

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

function credentials(header: string | undefined): { user: string; password: string } | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function unauthorized(withCredentials: boolean): ApiError {
  return new ApiError(401, 'unauthorized', withCredentials
    ? 'The username or password is wrong.'
    : 'This call needs HTTP Basic credentials: Authorization: Basic base64(username:password).', undefined, UNAUTHORIZED_HEADERS);
}

/** The usual spelling of a Basic header; others (case, spaces) are decoded first. */
const CANONICAL_BASIC = /^Basic [A-Za-z0-9+/]+={0,2}$/;

/**
 * The account of the request's Basic credentials. Credentials verified a moment ago are
 * found by a digest of the header alone, without decoding it or waiting, and on a
 * keep-alive connection whose last verified header this is, without the digest. Only
 * the canonical spelling is cached that way, so that one pair of credentials cannot fill
 * the cache under endless spellings of its header.
 */
function authenticate(c: Ctx, services: Services): Account | Promise<Account> {
  const incoming = c.env?.incoming;
  const header = incoming ? incoming.headers.authorization : c.req.header('authorization');
  if (!header) throw unauthorized(false);
  const accounts = services.accounts;
  const connection = incoming?.socket;
  if (connection) {
    const known = accounts.cachedOnConnection(connection, header);
    if (known) return known;
  }
  const digest = CANONICAL_BASIC.test(header) ? credentialsDigest(header) : undefined;
  const remember = (account: Account) => {
    if (connection && digest !== undefined) accounts.rememberOnConnection(connection, header, digest);
    return account;
  };
  const known = digest === undefined ? undefined : accounts.cached(digest);
  if (known) return remember(known);
  const creds = credentials(header);
  if (!creds) throw unauthorized(false);
  return accounts.verify(creds.user, creds.password, digest).then((account) => {
    if (!account) throw unauthorized(true);
    return remember(account);
  });
}

/** Rate and quota checks, then the call is counted; waits only to load a quota's cycle total. */
function admit(account: Account, operation: string, services: Services): Promise<void> | undefined {
  if (account.rate !== undefined) {
    const wait = services.rate.take(account.account_id, account.rate);
    if (wait > 0) throw tooManyRequests('rate_limited', `Over the account's rate of ${account.rate} requests per second.`, wait);
  }
  if (account.quota === undefined) {
    services.usage.record(account.account_id, operation);
    return undefined;
  }
  return (async () => {
    const now = new Date();
    const used = await services.usage.cycleTotal(account.account_id, account.created_at, now);
    if (used >= account.quota!) {
      const { end } = billingCycle(account.created_at, now);
      const resetAt = Date.parse(end + 'T00:00:00Z') + 86_400_000;
      throw tooManyRequests('quota_exceeded', `The account's quota of ${account.quota} calls for the billing cycle ending ${end} is used up.`, (resetAt - now.getTime()) / 1000);
    }
    services.usage.record(account.account_id, operation);
  })();
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
function whenReady<T, R>(value: T | Promise<T>, next: (value: T) => R | Promise<R>): R | Promise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

const NO_PARAMS: Record<string, string> = Object.freeze({});

function templateMatcher(path: string): RegExp {
  const source = path.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}/?$`);
}

type Reply = [Response, number];

/** The headers c.json sets. */
const JSON_CONTENT = { 'Content-Type': 'application/json' };

export function createApp(services: Services, routes: RouteSpec[]): Hono<Env> {
  const app = new Hono<Env>();
  const templates = routes.map((r) => ({ method: r.method, re: templateMatcher(API_PREFIX + r.path), path: r.path }));

  const fail = (c: Ctx, err: unknown, resource: string): Reply => {
    const ip = clientIp(c, services.trustProxy);
    if (err instanceof ApiError) {
      return [c.json(errorEnvelope(err.status, err.code, err.message, err.field, resource, ip), err.status as 400, err.headers), err.status];
    }
    services.logger.error({ err, resource }, 'request failed');
    return [c.json(errorEnvelope(500, 'internal_error', 'The server failed to answer this request; it has been logged.', undefined, resource, ip), 500), 500];
  };

  // Metrics are taken from the status each handler reports: reading c.res in a
  // middleware would turn the adapter's light response into a full Response object.
  // A reply at hand is returned as it is, so that the adapter can write it at once.
  const timed = (route: string | ((c: Ctx) => string), fn: (c: Ctx) => Reply | Promise<Reply>) => (c: Ctx) => {
    const started = performance.now();
    const finish = ([res, status]: Reply) => {
      services.metrics.observe(c.req.method, typeof route === 'string' ? route : route(c), status, (performance.now() - started) / 1000);
      return res;
    };
    const reply = fn(c);
    return reply instanceof Promise ? reply.then(finish) : finish(reply);
  };

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.get('/metrics', timed('/metrics', async (c) => {
    try {
      const account = await authenticate(c, services);
      if (account.group !== 'admin') throw new ApiError(403, 'forbidden', 'Metrics are for admin accounts.');
      return [c.text(await services.metrics.registry.metrics(), 200, { 'Content-Type': services.metrics.registry.contentType }), 200];
    } catch (err) {
      return fail(c, err, 'GET /metrics');
    }
  }));

  const openapi = buildOpenApiDocument(routes);
  app.get(`${API_PREFIX}/openapi.json`, timed('/openapi.json', async (c) => {
    try {
      await authenticate(c, services);
      return [c.json(openapi), 200];
    } catch (err) {
      return fail(c, err, 'GET /openapi.json');
    }
  }));

  for (const spec of routes) {
    const resource = `${spec.method} ${spec.path}`;
    const hasParams = spec.path.includes(':');
    // Each step goes on at once when the one before finished without waiting: a call
    // with cached credentials, no body and a synchronous handler makes no promise.
    const handle = timed(spec.path, (c) => {
      try {
        const reply = whenReady(authenticate(c, services), (account) =>
          whenReady(admit(account, spec.operation, services), () =>
            whenReady(spec.body ? readJsonBody({ request: c.req.raw, incoming: c.env?.incoming }) : undefined, (raw) => {
              const body: unknown = spec.body ? validate(spec.body, raw, 'body') : undefined;
              const query: unknown = spec.query ? validate(spec.query, Object.fromEntries(new URL(c.req.url).searchParams), 'query') : undefined;
              const ip = clientIp(c, services.trustProxy);
              const params = hasParams ? c.req.param() as Record<string, string> : NO_PARAMS;
              return whenReady(spec.handler(new HandlerRequest(account, body, query, params, services, ip, c)),
                (result): Reply => [
                  result instanceof JsonText
                    ? c.body(successEnvelopeText(spec.area, result.text, resource, ip), 200, JSON_CONTENT)
                    : c.json(successEnvelope(spec.area, result, resource, ip)),
                  200,
                ]);
            })));
        return reply instanceof Promise ? reply.catch((err: unknown) => fail(c, err, resource)) : reply;
      } catch (err) {
        return fail(c, err, resource);
      }
    });
    const path = API_PREFIX + spec.path;
    if (spec.method === 'GET') app.get(path, handle);
    else if (spec.method === 'POST') app.post(path, handle);
    else app.delete(path, handle);
  }

  app.notFound(timed('unmatched', async (c) => {
    const path = c.req.path;
    const resource = `${c.req.method} ${path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) || '/' : path}`;
    try {
      if (path.startsWith(API_PREFIX + '/') || path === API_PREFIX) await authenticate(c, services);
      const allowed = [...new Set(templates.filter((t) => t.re.test(path)).map((t) => t.method))];
      if (allowed.length > 0) {
        throw new ApiError(405, 'method_not_allowed', `${c.req.method} is not allowed on this route; use ${allowed.join(' or ')}.`, undefined, { Allow: allowed.join(', ') });
      }
      throw new ApiError(404, 'not_found', `There is no route ${c.req.method} ${path}. Routes live under ${API_PREFIX}/; see ${API_PREFIX}/openapi.json.`);
    } catch (err) {
      return fail(c, err, resource);
    }
  }));

  app.onError((err, c) => fail(c as Ctx, err, `${c.req.method} ${c.req.path}`)[0]);
  return app;
}
