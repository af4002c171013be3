import type { z } from 'zod';
import type { Account } from '../accounts/accounts.js';
import type { Services } from '../services.js';

export type Method = 'GET' | 'POST' | 'DELETE';

/** What a handler is given: the authenticated account and the validated inputs. */
export interface ApiRequest<B = unknown, Q = unknown> {
  account: Account;
  body: B;
  query: Q;
  params: Record<string, string>;
  services: Services;
  clientIp: string;
  /** Aborted when the client goes away or the server shuts down. */
  signal: AbortSignal;
}

/**
 * One API route under /v2. `area` names the envelope member; `operation` is the name
 * usage is counted under (`api.classify.social`). Handlers return the area's value.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route fits RouteSpec
export interface RouteSpec<B = any, Q = any> {
  method: Method;
  path: string;
  area: string;
  operation: string;
  summary: string;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /** Answers carry an ETag and Cache-Control, and If-None-Match gets a 304 (taxonomy calls). */
  cacheable?: boolean;
  /** Shape of the area member of a successful response, for the OpenAPI document. */
  response?: z.ZodType;
  handler: (req: ApiRequest<B, Q>) => Promise<unknown> | unknown;
}

export function defineRoute<B, Q>(spec: RouteSpec<B, Q>): RouteSpec<B, Q> {
  return spec;
}
