import type { TrustedProxies } from './client-address.js';
import type { Ctx } from './context.js';

/** The address of the call's client: the socket's peer, or what trusted proxies say it is. */
export function clientIp(c: Ctx, trustProxy: TrustedProxies | undefined): string {
  const peer = c.env?.incoming?.socket?.remoteAddress ?? '';
  if (!trustProxy) return peer;
  const forwarded = c.env?.incoming
    ? (c.env.incoming.headers['x-forwarded-for'] as string | undefined)
    : c.req.header('x-forwarded-for');
  return trustProxy.clientAddress(peer, forwarded);
}
