/**
 * Limits on connections, so that slow or numerous clients cannot hold the server: the
 * time to send the headers, the time to send the whole request (headers and body),
 * the idle time of a connection, and caps on open connections, in all and per client.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from '../accounts/login-limiter.js';
import type { TrustedProxies } from './client-address.js';

export interface ConnectionLimits {
  /** To receive a request's headers (a connection that sends nothing is closed then too). */
  headersTimeoutMs: number;
  /** To receive a whole request, body included: a body sent a byte a second ends here. */
  requestTimeoutMs: number;
  /** A keep-alive connection with no new request after an answer is closed after this long. */
  idleTimeoutMs: number;
  /** Open connections in all; more are closed as they come. */
  maxConnections: number;
  /** Open connections per client address (an IPv6 /64 counts as one); trusted proxies have none. */
  maxConnectionsPerAddress: number;
  /** How often the header and request times are checked. */
  checkIntervalMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 5_000,
  maxConnections: 8_192,
  maxConnectionsPerAddress: 256,
  checkIntervalMs: 1_000,
};

/** The options of node:http's createServer that carry the limits. */
export function serverOptionsOf(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

/**
 * Applies the caps on open connections to a server. Node answers a request too slow to
 * arrive with a 408 and closes its connection; a connection over a cap is closed at once.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  trustProxy: TrustedProxies | undefined,
): void {
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? '';
    if (trustProxy?.trusts(peer)) return;
    const key = addressKey(peer);
    const count = open.get(key) ?? 0;
    if (count >= limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
