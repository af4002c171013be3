import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer({ index: 'none' });
});
test.after(async () => {
  await server.stop();
});

test('/docs is an HTML page, without credentials, over /v2/openapi.json', async () => {
  const res = await server.call('GET', '/docs', { auth: null });
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  const html = await res.text();
  assert.match(html, /\/v2\/openapi\.json/);
  assert.match(html, /SwaggerUIBundle/);
});

test('the page loads its scripts and styles from this server only, and they are served', async () => {
  const html = await (await server.call('GET', '/docs', { auth: null })).text();
  const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  assert.ok(assets.length >= 2, assets.join(' '));
  for (const url of assets) {
    assert.ok(url.startsWith('/'), `${url} is on this server`);
    const res = await server.call('GET', url, { auth: null });
    assert.is(res.status, 200, url);
    assert.ok((await res.arrayBuffer()).byteLength > 1000, url);
  }
  assert.not.match(html, /validator\.swagger\.io/);
});

test('a large asset is compressed for a browser, and revalidated by ETag', async () => {
  const url = '/docs/assets/swagger-ui-dist/swagger-ui-bundle.js';
  const res = await server.call('GET', url, { auth: null, headers: { 'accept-encoding': 'br' } });
  assert.is(res.headers.get('content-encoding'), 'br');
  await res.arrayBuffer();
  const again = await server.call('GET', url, {
    auth: null,
    headers: { 'if-none-match': res.headers.get('etag')! },
  });
  assert.is(again.status, 304);
});

test('only the files of the page are served from the asset folder', async () => {
  for (const url of [
    '/docs/assets/swagger-ui-dist/package.json',
    '/docs/assets/swagger-ui-dist/..%2F..%2Fpackage.json',
    '/assets/..%2Fpackage.json',
  ]) {
    const res = await server.call('GET', url, { auth: null });
    assert.is(res.status, 404, url);
  }
});

test.run();
