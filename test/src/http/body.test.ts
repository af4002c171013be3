import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { serve, type HttpBindings } from '@hono/node-server';
import { readJsonBody } from '../../../src/http/body.js';
import { ApiError } from '../../../src/errors.js';

// The body read from Node's own request stream, as the server reads it (app.request
// tests go through the web Request instead).
const LIMIT = 1024;
const app = new Hono<{ Bindings: HttpBindings }>();
app.post('/echo', async (c) => {
  try {
    return c.json({
      body: await readJsonBody({ request: c.req.raw, incoming: c.env.incoming }, LIMIT),
    });
  } catch (err) {
    const e = err as ApiError;
    return c.json({ code: e.code }, e.status as 400);
  }
});
let server: ReturnType<typeof serve>;
let port: number;

test.before(async () => {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
test.after(() => {
  server.close();
});

/** POSTs the chunks (chunked transfer when no length is given) and answers status and body. */
function post(
  chunks: string[],
  headers: Record<string, string>,
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/echo', method: 'POST', headers },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (d) => (text += d))
          .on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

test('a JSON body sent in chunks is read whole', async () => {
  const r = await post(['{"items":', '["a", "b"', ']}'], { 'content-type': 'application/json' });
  assert.is(r.status, 200);
  assert.equal(r.body.body, { items: ['a', 'b'] });
});

test('a declared length over the limit is a 413 before the body is read', async () => {
  const body = JSON.stringify({ x: 'y'.repeat(LIMIT) });
  const r = await post([body], {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  });
  assert.is(r.status, 413);
  assert.is(r.body.code, 'body_too_large');
});

test('a streamed body that grows over the limit is a 413, answered on the connection', async () => {
  const r = await post(['{"x":"', 'y'.repeat(700), 'y'.repeat(700), '"}'], {
    'content-type': 'application/json',
  });
  assert.is(r.status, 413);
  assert.is(r.body.code, 'body_too_large');
});

test('an empty body, bad JSON and a foreign content type get their 4xx', async () => {
  assert.is((await post([], { 'content-type': 'application/json' })).body.code, 'missing_body');
  assert.is(
    (await post(['{"a":'], { 'content-type': 'application/json' })).body.code,
    'invalid_json',
  );
  const xml = await post(['<a/>'], { 'content-type': 'application/xml' });
  assert.is(xml.status, 415);
});

test.run();
