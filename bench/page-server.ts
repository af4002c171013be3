import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  port: number;
  /** URLs of the pages, `http://127.0.0.1:<port>/page-<i>.html`. */
  urls: string[];
  /** Requests answered: pages, robots.txt, and any other path (answered 404). */
  counts: { pages: number; robots: number; other: number };
  close(): Promise<void>;
}

/** Serves `pages` as HTML on a loopback port (and a robots.txt that allows everything), for classify/url under load. */
export async function startPageServer(pages: string[]): Promise<PageServer> {
  const counts = { pages: 0, robots: 0, other: 0 };
  const bodies = new Map(pages.map((html, i) => [`/page-${i}.html`, Buffer.from(html)]));
  const server = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (body) {
      counts.pages++;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
      });
      return res.end(body);
    }
    if (req.url === '/robots.txt') {
      counts.robots++;
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('User-agent: *\nAllow: /\n');
    }
    counts.other++;
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    urls: pages.map((_, i) => `http://127.0.0.1:${port}/page-${i}.html`),
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
