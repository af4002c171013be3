import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { basic, startTestServer, type TestServer } from '../../helpers/server.js';
import { negotiateEncoding } from '../../../src/http/compression.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

/** A raw HTTP exchange: fetch would decode the body itself. */
function rawCall(
  method: string,
  route: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = request(
      server.url + route,
      {
        method,
        headers: {
          authorization: basic('admin', server.adminPassword),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const KEYWORDS = { keywords: Array.from({ length: 60 }, (_, i) => `golf clubs ${i}`) };

test('a large answer is gzip-compressed for a client that accepts gzip, and decodes to the same JSON', async () => {
  const plain = await rawCall('POST', '/v2/classify/keywords', {}, KEYWORDS);
  assert.is(plain.status, 200);
  assert.is(plain.headers['content-encoding'], undefined);
  assert.ok(plain.bytes.length > 1024);
  const gz = await rawCall(
    'POST',
    '/v2/classify/keywords',
    { 'accept-encoding': 'gzip' },
    KEYWORDS,
  );
  assert.is(gz.status, 200);
  assert.is(gz.headers['content-encoding'], 'gzip');
  assert.match(String(gz.headers.vary), /Accept-Encoding/i);
  assert.ok(
    gz.bytes.length < plain.bytes.length / 3,
    `${gz.bytes.length} vs ${plain.bytes.length}`,
  );
  assert.equal(JSON.parse(gunzipSync(gz.bytes).toString()), JSON.parse(plain.bytes.toString()));
});

test('br is chosen when the client accepts it, as browsers do', async () => {
  const br = await rawCall(
    'POST',
    '/v2/classify/keywords',
    { 'accept-encoding': 'gzip, deflate, br, zstd' },
    KEYWORDS,
  );
  assert.is(br.headers['content-encoding'], 'br');
  const body = JSON.parse(brotliDecompressSync(br.bytes).toString());
  assert.is(body.econtext.classify.results.length, KEYWORDS.keywords.length);
});

test('a small answer is sent as it is, whatever the client accepts', async () => {
  const res = await rawCall(
    'POST',
    '/v2/classify/keywords',
    { 'accept-encoding': 'gzip, br' },
    {
      keywords: ['golf'],
    },
  );
  assert.is(res.status, 200);
  assert.ok(res.bytes.length < 1024);
  assert.is(res.headers['content-encoding'], undefined);
  assert.ok(JSON.parse(res.bytes.toString()).econtext);
});

test('identity or q=0 for every coding gets an uncompressed answer', async () => {
  for (const accept of ['identity', 'gzip;q=0, br;q=0', '*;q=0']) {
    const res = await rawCall(
      'POST',
      '/v2/classify/keywords',
      { 'accept-encoding': accept },
      KEYWORDS,
    );
    assert.is(res.headers['content-encoding'], undefined, accept);
    assert.ok(JSON.parse(res.bytes.toString()).econtext, accept);
  }
});

test('openapi.json is compressed too', async () => {
  const res = await rawCall('GET', '/v2/openapi.json', { 'accept-encoding': 'gzip' });
  assert.is(res.headers['content-encoding'], 'gzip');
  assert.is(JSON.parse(gunzipSync(res.bytes).toString()).openapi, '3.1.0');
});

test('negotiation follows q-values, with br on a tie', () => {
  assert.is(negotiateEncoding(undefined), undefined);
  assert.is(negotiateEncoding(''), undefined);
  assert.is(negotiateEncoding('gzip'), 'gzip');
  assert.is(negotiateEncoding('br'), 'br');
  assert.is(negotiateEncoding('gzip, br'), 'br');
  assert.is(negotiateEncoding('br;q=0.5, gzip;q=0.9'), 'gzip');
  assert.is(negotiateEncoding('GZIP;Q=1'), 'gzip');
  assert.is(negotiateEncoding('deflate'), undefined);
  assert.is(negotiateEncoding('*'), 'br');
  assert.is(negotiateEncoding('*, br;q=0'), 'gzip');
  assert.is(negotiateEncoding('x-gzip'), 'gzip');
  assert.is(negotiateEncoding('gzip;q=0'), undefined);
});

test.run();
