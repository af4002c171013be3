/**
 * Child process of the HTTP benchmarks: a bare Hono route that answers every POST with
 * a fixed body read from a file (the size of our real response): the HTTP ceiling.
 */
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

const body = readFileSync(process.argv[2]!, 'utf8');
const app = new Hono();
app.post('*', async (c) => {
  await c.req.arrayBuffer();
  return c.body(body, 200, { 'content-type': 'application/json' });
});
const server = await new Promise<Server>((resolve) => {
  const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s)) as Server;
});
process.stdout.write(
  JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }) + '\n',
);
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
