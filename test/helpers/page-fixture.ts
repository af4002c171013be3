// A loopback HTTP server for fetcher tests: routes by path, records what it was asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface Fixture {
  port: number;
  host: string;
  base: string;
  /** Requests seen: path and Host header. */
  seen: { path: string; host: string; ua: string }[];
  routes: Map<string, Handler>;
  close(): Promise<void>;
}

export async function fixture(host = '127.0.0.1'): Promise<Fixture> {
  const routes = new Map<string, Handler>();
  const seen: Fixture['seen'] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({
      path,
      host: String(req.headers.host ?? ''),
      ua: String(req.headers['user-agent'] ?? ''),
    });
    const h = routes.get(path.split('?')[0]!);
    if (h) return h(req, res);
    if (path === '/robots.txt') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('no robots here');
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    host,
    base: `http://${host}:${port}`,
    seen,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
