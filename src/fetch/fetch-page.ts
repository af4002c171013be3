/**
 * Fetch one web page on a caller's behalf, safely.
 *
 *  - Only fully qualified http(s) URLs with a host and no credentials (`invalid_url`).
 *  - Every hop (the page, each redirect, robots.txt) is vetted: the host name is resolved
 *    (all addresses) and refused if ANY address is not public (`address_not_public`).
 *  - Connections go only to vetted addresses: the undici Agent's `lookup` answers from the
 *    session's vetted table and refuses names it has not vetted, so DNS rebinding between
 *    check and connect cannot redirect the socket. Host header and TLS SNI stay the name.
 *  - Redirects are followed by hand, at most `maxRedirects` (`too_many_redirects`).
 *  - robots.txt is honoured for SortalBot (see robots.ts for failure handling).
 *  - Only the allowed content types; at most `maxBytes` by Content-Length (refused before
 *    reading) and by counting while streaming (`content_too_large`).
 *  - Timeouts: connect+headers per request and the whole body, each `timeoutMs`, plus an
 *    overall bound `totalTimeoutMs` across robots.txt and redirects (`fetch_timeout`).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { TextDecoder } from 'node:util';
import { Agent, request, type Dispatcher } from 'undici';
import { addressVerdict } from './address.js';
import { decodeBody, parseContentType } from './charset.js';
import { FetchError } from './errors.js';
import {
  cacheGet,
  cachePut,
  decide,
  defaultRobotsCache,
  ROBOTS_MAX_BYTES,
  ttlFor,
  type RobotsCache,
  type RobotsRecord,
} from './robots.js';
import {
  assertAddressAllowed,
  checkUrl,
  hostIp,
  vetResolved,
  type LoopbackPolicy,
  type ResolvedAddress,
} from './url.js';
import { untilAborted } from '../pool/until-aborted.js';

export const USER_AGENT = 'SortalBot/1.0 (+https://github.com/sortal)';
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 256_000;
export const DEFAULT_MAX_REDIRECTS = 5;
export const ALLOWED_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/html',
  'text/xhtml',
  'application/xhtml+xml',
  'text/xml',
  'application/xml',
];

export type { ResolvedAddress } from './url.js';
/** Resolve a host name to all its addresses. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export interface FetchOptions {
  /** Connect+headers timeout per request, and whole-body timeout; default 10,000 ms. */
  timeoutMs?: number;
  /** Bound on the whole fetch including robots.txt and redirects; default 3 × timeoutMs. */
  totalTimeoutMs?: number;
  /** Largest body accepted, in bytes; default 256,000. */
  maxBytes?: number;
  /** Redirects followed before `too_many_redirects`; default 5. */
  maxRedirects?: number;
  /**
   * TESTS ONLY. When true, loopback addresses (127/8, ::1, ::ffff:127.x) are allowed;
   * every other check is unchanged. A function decides per URL (each hop, robots.txt
   * included), so a test can allow its fixture and still see a redirect hop refused.
   * Default false.
   */
  allowLoopbackForTests?: LoopbackPolicy;
  /** Name resolution; default: the system resolver (dns.lookup, all addresses). */
  resolver?: Resolver;
  /** robots.txt cache keyed by origin; default: a process-wide in-memory cache. */
  robotsCache?: RobotsCache;
  /** Cancels the fetch; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface FetchedPage {
  /** Final URL after redirects. */
  url: string;
  status: number;
  /** Media type, lower-cased, without parameters (for example `text/html`). */
  contentType: string;
  /** Encoding used to decode `body`. */
  charset: string;
  body: string;
  /** Body size in bytes as received (after any content decoding). */
  bytes: number;
  /** ISO 8601 time the response arrived. */
  fetchedAt: string;
  /** Number of redirects followed. */
  redirects: number;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const defaultResolver: Resolver = async (host) => {
  const list = await dnsLookup(host, { all: true, verbatim: true });
  return list.map((a) => ({ address: a.address, family: a.family }));
};

interface Config {
  timeoutMs: number;
  totalTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  policy: LoopbackPolicy;
  resolver: Resolver;
  cache: RobotsCache;
  signal: AbortSignal | undefined;
}

function positive(n: number | undefined, fallback: number): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;
}

function config(opts: FetchOptions): Config {
  const timeoutMs = positive(opts.timeoutMs, DEFAULT_TIMEOUT_MS);
  return {
    timeoutMs,
    totalTimeoutMs: positive(opts.totalTimeoutMs, timeoutMs * 3),
    maxBytes: Math.floor(positive(opts.maxBytes, DEFAULT_MAX_BYTES)),
    maxRedirects:
      typeof opts.maxRedirects === 'number' && opts.maxRedirects >= 0
        ? Math.floor(opts.maxRedirects)
        : DEFAULT_MAX_REDIRECTS,
    policy: opts.allowLoopbackForTests ?? false,
    resolver: opts.resolver ?? defaultResolver,
    cache: opts.robotsCache ?? defaultRobotsCache,
    signal: opts.signal,
  };
}

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

function errCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** One fetch: its deadlines, its vetted-address table and its connection pool. */
class Session {
  /** host name -> addresses vetted for it in this session. */
  private readonly vetted = new Map<string, ResolvedAddress[]>();
  private readonly total: AbortSignal;
  readonly agent: Agent;

  constructor(readonly cfg: Config) {
    this.total = AbortSignal.timeout(cfg.totalTimeoutMs);
    this.agent = new Agent({
      connect: { lookup: this.lookup, timeout: cfg.timeoutMs },
      headersTimeout: cfg.timeoutMs,
      bodyTimeout: cfg.timeoutMs,
      connections: 2,
    });
  }

  /** Used by the socket layer instead of DNS: vetted addresses only. */
  private readonly lookup = (
    hostname: string,
    options: LookupOptions,
    callback: (
      err: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ): void => {
    let list = this.vetted.get(hostname.toLowerCase()) ?? [];
    const f = options.family;
    const family = f === 'IPv4' ? 4 : f === 'IPv6' ? 6 : f;
    if (family === 4 || family === 6) list = list.filter((a) => a.family === family);
    if (list.length === 0) {
      const err: NodeJS.ErrnoException = new Error(
        `refusing to connect to ${hostname}: no vetted address`,
      );
      err.code = 'ENOTVETTED';
      callback(err, '');
      return;
    }
    if (options.all)
      callback(
        null,
        list.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, list[0]!.address, list[0]!.family);
  };

  /** A signal for one phase: the phase timeout, the overall bound and the caller's signal. */
  phase(ms = this.cfg.timeoutMs): AbortSignal {
    const signals = [AbortSignal.timeout(ms), this.total];
    if (this.cfg.signal) signals.push(this.cfg.signal);
    return AbortSignal.any(signals);
  }

  /** Turn any failure into a FetchError (or the caller's abort reason). */
  fail(e: unknown, what: string): unknown {
    if (e instanceof FetchError) return e;
    if (this.cfg.signal?.aborted) return this.cfg.signal.reason ?? e;
    const code = errCode(e);
    const name = (e as { name?: unknown } | null)?.name;
    if ((code && TIMEOUT_CODES.has(code)) || name === 'TimeoutError' || this.total.aborted) {
      return new FetchError(
        'fetch_timeout',
        `Fetching ${what} timed out (limit ${this.cfg.timeoutMs} ms per step).`,
      );
    }
    const detail = code ?? (e instanceof Error ? e.message.slice(0, 200) : 'unknown error');
    return new FetchError('fetch_unreachable', `Could not fetch ${what} (${detail}).`);
  }

  /** Resolve the URL's host and refuse unless every address is acceptable. */
  async vet(url: URL, signal: AbortSignal): Promise<void> {
    const literal = hostIp(url);
    if (literal !== null) {
      assertAddressAllowed(literal, addressVerdict(literal), url, this.cfg.policy);
      return;
    }
    const host = url.hostname.toLowerCase();
    let found: ResolvedAddress[];
    try {
      found = await untilAborted(this.cfg.resolver(host), signal);
    } catch (e) {
      const f = this.fail(e, url.host);
      if (f instanceof FetchError && f.code === 'fetch_unreachable') {
        throw new FetchError('fetch_unreachable', `Could not resolve host ${url.hostname}.`);
      }
      throw f;
    }
    const ok = vetResolved(url, found, this.cfg.policy);
    this.vetted.set(host, ok);
  }

  /**
   * GET, vetting the host first unless this session has already vetted it (the page loop
   * re-vets every hop itself). Resolves once headers arrive (within one phase timeout).
   */
  async get(url: URL, accept: string): Promise<Dispatcher.ResponseData> {
    const signal = this.phase();
    if (hostIp(url) !== null || !this.vetted.has(url.hostname.toLowerCase()))
      await this.vet(url, signal);
    try {
      return await request(url, {
        dispatcher: this.agent,
        method: 'GET',
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept,
          'accept-encoding': 'identity',
        },
      });
    } catch (e) {
      throw this.fail(e, url.href);
    }
  }

  /**
   * Read the body within one phase timeout. Over `limit` bytes: refuse, or (truncate)
   * keep the first `limit` bytes.
   */
  async readBody(
    res: Dispatcher.ResponseData,
    url: URL,
    limit: number,
    truncate: boolean,
  ): Promise<Buffer> {
    const body = res.body as unknown as Readable;
    const timer = this.phase();
    body.on('error', () => {}); // errors surface through the iteration below
    const onAbort = () =>
      body.destroy(timer.reason instanceof Error ? timer.reason : new Error('aborted'));
    timer.addEventListener('abort', onAbort, { once: true });
    const enc = headerValue(res.headers['content-encoding'])?.trim().toLowerCase() ?? '';
    let source: AsyncIterable<Buffer> = body;
    if (enc !== '' && enc !== 'identity') {
      const z =
        enc === 'gzip' || enc === 'x-gzip'
          ? createGunzip()
          : enc === 'deflate'
            ? createInflate()
            : enc === 'br'
              ? createBrotliDecompress()
              : null;
      if (!z) {
        timer.removeEventListener('abort', onAbort);
        destroyQuietly(body);
        throw new FetchError(
          'unsupported_content_encoding',
          `${url.href} was sent with content encoding "${enc}", which is not supported.`,
        );
      }
      source = pipeline(body, z, () => {});
    }
    const chunks: Buffer[] = [];
    let n = 0;
    try {
      for await (const chunk of source) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        if (n + buf.length > limit) {
          if (truncate) {
            chunks.push(buf.subarray(0, limit - n));
            n = limit;
            break;
          }
          throw new FetchError(
            'content_too_large',
            `${url.href} is larger than ${limit.toLocaleString('en-US')} bytes; pages over that size are not fetched.`,
          );
        }
        n += buf.length;
        chunks.push(buf);
      }
    } catch (e) {
      throw this.fail(e, url.href);
    } finally {
      timer.removeEventListener('abort', onAbort);
      if (!body.readableEnded) destroyQuietly(body);
    }
    return Buffer.concat(chunks, n);
  }

  async close(): Promise<void> {
    try {
      await this.agent.destroy();
    } catch {
      // nothing to do
    }
  }
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** Drop a response body we will not read (closing its connection). Never throws. */
function discard(res: Dispatcher.ResponseData): void {
  destroyQuietly(res.body);
}

function destroyQuietly(body: Readable): void {
  // undici's body emits an 'error' (RequestAbortedError) when destroyed early.
  body.on('error', () => {});
  if (!body.destroyed) body.destroy();
}

/** Resolve a Location header against the current URL and check it like a fresh URL. */
function nextHop(res: Dispatcher.ResponseData, current: URL, policy: LoopbackPolicy): URL {
  const loc = headerValue(res.headers.location);
  if (!loc) {
    throw new FetchError(
      'fetch_failed_status',
      `${current.href} answered HTTP ${res.statusCode} without a Location header.`,
    );
  }
  let target: URL;
  try {
    target = new URL(loc, current);
  } catch {
    throw new FetchError('invalid_url', `${current.href} redirects to an invalid URL.`);
  }
  return checkUrl(target, { allowLoopbackForTests: policy });
}

const ROBOTS_ACCEPT = 'text/plain, */*;q=0.5';

/** Fetch and interpret robots.txt for the URL's origin (not cached here). */
async function fetchRobots(s: Session, pageUrl: URL): Promise<RobotsRecord> {
  let url = new URL('/robots.txt', pageUrl.origin);
  for (let hop = 0; ; hop++) {
    let res: Dispatcher.ResponseData;
    try {
      res = await s.get(url, ROBOTS_ACCEPT);
    } catch (e) {
      // A redirect of robots.txt to a non-public address: we cannot read it, so it is
      // "unavailable" (allow). The page's own host is vetted separately on every hop.
      if (hop > 0 && e instanceof FetchError && e.code === 'address_not_public') {
        return {
          kind: 'allow_all',
          reason: 'robots.txt redirects to an address that is not public',
        };
      }
      if (e instanceof FetchError) {
        throw new FetchError(
          e.code,
          `robots.txt of ${pageUrl.host} could not be fetched: ${e.message}`,
          e.status,
        );
      }
      throw e;
    }
    const status = res.statusCode;
    if (REDIRECT_STATUSES.has(status)) {
      discard(res);
      if (hop >= 5) return { kind: 'allow_all', reason: 'robots.txt redirects more than 5 times' };
      try {
        url = nextHop(res, url, s.cfg.policy);
      } catch {
        return {
          kind: 'allow_all',
          reason: 'robots.txt redirects to a URL that cannot be fetched',
        };
      }
      continue;
    }
    if (status >= 200 && status < 300) {
      const bytes = await s.readBody(res, url, ROBOTS_MAX_BYTES, true);
      return { kind: 'rules', status, body: new TextDecoder('utf-8').decode(bytes) };
    }
    discard(res);
    if (status === 429 || status >= 500) {
      return {
        kind: 'disallow_all',
        reason: `robots.txt could not be read (HTTP ${status}), so the site is treated as disallowing all fetching for now; try again later`,
      };
    }
    return { kind: 'allow_all', reason: `robots.txt answered HTTP ${status}` };
  }
}

async function assertRobotsAllow(s: Session, url: URL): Promise<void> {
  const key = url.origin;
  let record = await cacheGet(s.cfg.cache, key);
  if (!record) {
    record = await fetchRobots(s, url);
    await cachePut(s.cfg.cache, key, record, ttlFor(record));
  }
  const d = decide(record, url, s.cfg.cache);
  if (!d.allowed) {
    throw new FetchError(
      'robots_disallowed',
      `The robots.txt of ${url.host} disallows fetching ${url.pathname}${url.search} for SortalBot (${d.reason}).`,
    );
  }
}

const PAGE_ACCEPT =
  'text/html, application/xhtml+xml, application/xml;q=0.9, text/xml;q=0.9, text/plain;q=0.8';

/** Fetch a public web page; see the module comment for every rule applied. */
export async function fetchPage(url: string, opts: FetchOptions = {}): Promise<FetchedPage> {
  const cfg = config(opts);
  let current = checkUrl(url, { allowLoopbackForTests: cfg.policy });
  if (cfg.signal?.aborted) throw cfg.signal.reason;
  const s = new Session(cfg);
  try {
    for (let redirects = 0; ; redirects++) {
      // Vet the address before anything (robots.txt included) is requested from it.
      await s.vet(current, s.phase());
      await assertRobotsAllow(s, current);
      const res = await s.get(current, PAGE_ACCEPT);
      const status = res.statusCode;
      if (REDIRECT_STATUSES.has(status)) {
        discard(res);
        if (redirects >= cfg.maxRedirects) {
          throw new FetchError(
            'too_many_redirects',
            `${url} redirects more than ${cfg.maxRedirects} times; the chain was not followed further.`,
          );
        }
        current = nextHop(res, current, cfg.policy);
        continue;
      }
      const fetchedAt = new Date().toISOString();
      if (status < 200 || status > 299) {
        discard(res);
        throw new FetchError(
          'fetch_failed_status',
          `${current.href} answered HTTP ${status}; only successful (2xx) pages can be classified.`,
        );
      }
      const header = headerValue(res.headers['content-type']);
      const { mediaType } = parseContentType(header);
      if (!ALLOWED_CONTENT_TYPES.includes(mediaType)) {
        discard(res);
        throw new FetchError(
          'unsupported_content_type',
          `${current.href} has content type "${mediaType || 'none'}"; allowed: ${ALLOWED_CONTENT_TYPES.join(', ')}.`,
        );
      }
      const lengthHeader = headerValue(res.headers['content-length']);
      if (
        lengthHeader !== undefined &&
        /^\s*\d+\s*$/.test(lengthHeader) &&
        Number(lengthHeader) > cfg.maxBytes
      ) {
        discard(res);
        throw new FetchError(
          'content_too_large',
          `${current.href} declares ${Number(lengthHeader).toLocaleString('en-US')} bytes; at most ${cfg.maxBytes.toLocaleString('en-US')} are accepted.`,
        );
      }
      const bytes = await s.readBody(res, current, cfg.maxBytes, false);
      const { text, charset } = decodeBody(bytes, header);
      return {
        url: current.href,
        status,
        contentType: mediaType,
        charset,
        body: text,
        bytes: bytes.length,
        fetchedAt,
        redirects,
      };
    }
  } finally {
    await s.close();
  }
}
