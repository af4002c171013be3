import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, tempDir, type TestServer } from '../../helpers/server.js';
import { CorsPolicy, CorsPolicyError } from '../../../src/http/cors.js';
import { runCli } from '../../helpers/cli.js';

const APP = 'https://app.example.com';

let listed: TestServer;
let open: TestServer;
let off: TestServer;
test.before(async () => {
  listed = await startTestServer({ index: 'none', corsOrigin: `${APP}, http://localhost:3000` });
  open = await startTestServer({ index: 'none', corsOrigin: '*' });
  off = await startTestServer({ index: 'none' });
});
test.after(async () => {
  await Promise.all([listed.stop(), open.stop(), off.stop()]);
});

const preflight = (server: TestServer, origin: string) =>
  server.call('OPTIONS', '/v2/classify/keywords', {
    auth: null,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

test('a preflight from an allowed origin is answered 204 without credentials', async () => {
  const res = await preflight(listed, APP);
  assert.is(res.status, 204);
  assert.is(res.headers.get('access-control-allow-origin'), APP);
  assert.match(res.headers.get('access-control-allow-methods') ?? '', /POST/);
  assert.match(res.headers.get('access-control-allow-headers') ?? '', /Authorization/);
  assert.match(res.headers.get('access-control-allow-headers') ?? '', /Content-Type/);
  assert.is(res.headers.get('access-control-allow-credentials'), null);
  assert.match(res.headers.get('vary') ?? '', /Origin/);
});

test('a preflight from another origin gets no CORS headers', async () => {
  const res = await preflight(listed, 'https://evil.example.net');
  assert.is(res.status, 403);
  assert.is(res.headers.get('access-control-allow-origin'), null);
});

test('an answer to an allowed origin names it and exposes the API headers; other origins get none', async () => {
  const res = await listed.call('GET', '/v2/user/attributes', { headers: { origin: APP } });
  assert.is(res.status, 200);
  assert.is(res.headers.get('access-control-allow-origin'), APP);
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /X-Request-Id/);
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /RateLimit-Remaining/);
  const other = await listed.call('GET', '/v2/user/attributes', {
    headers: { origin: 'https://other.example.org' },
  });
  assert.is(other.status, 200);
  assert.is(other.headers.get('access-control-allow-origin'), null);
});

test('errors carry the CORS headers too, so a page can read a 401', async () => {
  const res = await listed.call('GET', '/v2/user/attributes', {
    auth: null,
    headers: { origin: APP },
  });
  assert.is(res.status, 401);
  assert.is(res.headers.get('access-control-allow-origin'), APP);
});

test('"*" allows any origin with a wildcard and no Vary', async () => {
  const res = await preflight(open, 'https://anything.example');
  assert.is(res.status, 204);
  assert.is(res.headers.get('access-control-allow-origin'), '*');
  const answer = await open.call('GET', '/v2/user/attributes', {
    headers: { origin: 'https://anything.example' },
  });
  assert.is(answer.headers.get('access-control-allow-origin'), '*');
});

test('with CORS off (the default) no answer has CORS headers and a preflight is not let through', async () => {
  const res = await preflight(off, APP);
  assert.is.not(res.status, 204);
  assert.is(res.headers.get('access-control-allow-origin'), null);
  const answer = await off.call('GET', '/v2/user/attributes', { headers: { origin: APP } });
  assert.is(answer.status, 200);
  assert.is(answer.headers.get('access-control-allow-origin'), null);
});

test('a bad origin list is refused with a message naming the entry', () => {
  for (const [list, pattern] of [
    ['', /empty/],
    ['*, https://a.example', /stands alone/],
    ['app.example.com', /not an origin/],
    ['https://a.example/path', /no path/],
    ['ftp://a.example', /not an origin/],
  ] as const) {
    assert.throws(
      () => CorsPolicy.parse(list),
      (err: Error) => err instanceof CorsPolicyError && pattern.test(err.message),
      list,
    );
  }
  assert.ok(CorsPolicy.parse('https://a.example/').allows('https://a.example'));
});

test('sortal serve refuses a bad --cors-origin as a usage error', async () => {
  const run = await runCli([
    'serve',
    '--data',
    tempDir(),
    '--cors-origin',
    'not-an-origin',
    '--port',
    '0',
  ]);
  assert.is.not(run.code, 0);
  assert.match(run.stderr, /--cors-origin: "not-an-origin" is not an origin/);
});

test.run();
