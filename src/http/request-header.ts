import type { Ctx } from './context.js';

/** A request header read from Node's request when there is one, without building a Headers object. */
export function requestHeader(c: Ctx, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
