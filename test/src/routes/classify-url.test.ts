// classify/url against fixture pages on loopback. One server may fetch from fixture `a`
// only (an explicit test option); the other has the default fetcher, which refuses every
// loopback form. Nothing leaves this machine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { fixture, type Fixture, type Handler } from '../../helpers/page-fixture.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { MemoryRobotsCache } from '../../../src/fetch/robots.js';
import { assertOverlayShape } from '../../helpers/overlay-shape.js';

let a: Fixture;
let b: Fixture;
let fetching: TestServer;
let plain: TestServer;

test.before(async () => {
  a = await fixture();
  b = await fixture();
  fetching = await startTestServer({
    fetchOptions: {
      allowLoopbackForTests: (url) => url.port === String(a.port),
      timeoutMs: 700,
      robotsCache: new MemoryRobotsCache(),
    },
  });
  plain = await startTestServer();
});
test.after(async () => {
  await Promise.all([fetching.stop(), plain.stop(), a.close(), b.close()]);
});
test.before.each(() => {
  a.seen.length = 0;
  b.seen.length = 0;
});

const PAGE = `<html><head><title>Apple pie at home</title></head><body><nav>Home | Cars | Casino</nav>
<article><p>This apple pie recipe uses cinnamon, butter and a flaky crust. Bake the pie for an hour.</p>
<p>Serve the apple pie warm with vanilla ice cream and a cup of coffee.</p></article></body></html>`;

const page =
  (body: string, type = 'text/html; charset=utf-8', extra: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(200, {
      'content-type': type,
      'content-length': String(Buffer.byteLength(body)),
      ...extra,
    });
    res.end(body);
  };

async function call(server: TestServer, body: unknown): Promise<{ status: number; body: any }> {
  const res = await server.call('POST', '/v2/classify/url', { body });
  return { status: res.status, body: await json(res) };
}
const pagesSeen = (f: Fixture) => f.seen.filter((s) => s.path !== '/robots.txt').length;

test('classify/url: fetches as SortalBot, answers title and html members', async () => {
  a.routes.set('/pie.html', page(PAGE));
  const { status, body } = await call(fetching, { url: `${a.base}/pie.html`, sentiment: true });
  assert.is(status, 200, JSON.stringify(body));
  const c = body.econtext.classify;
  assert.is(c.title, 'Apple pie at home');
  assert.is(c.categories[c.scored_categories[0].category_id].path[0], 'Food & Drink');
  assert.type(c.sentiment, 'number');
  assert.ok(c.chars > 50);
  assertOverlayShape(c.overlay);
  assert.ok(a.seen.some((s) => s.ua.startsWith('SortalBot')));
  assert.is(body.econtext.signature.resource, 'POST /classify/url');
});

test('classify/url: classification_type 2 answers model probabilities, 0 the hybrid', async () => {
  a.routes.set('/pie-model.html', page(PAGE));
  const model = await call(fetching, {
    url: `${a.base}/pie-model.html`,
    classification_type: 2,
    ml_threshold: 0,
  });
  assert.is(model.status, 200, JSON.stringify(model.body));
  const m = model.body.econtext.classify;
  assert.ok(m.scored_categories.length > 0);
  for (const s of m.scored_categories) {
    assert.ok(s.score > 0 && s.score <= 1);
    assert.ok(m.categories[s.category_id].path.length <= 3);
  }
  const strict = await call(fetching, {
    url: `${a.base}/pie-model.html`,
    classification_type: 2,
    ml_threshold: 1,
  });
  assert.equal(strict.body.econtext.classify.scored_categories, []);
  const hybrid = await call(fetching, { url: `${a.base}/pie-model.html`, classification_type: 0 });
  assert.is(
    hybrid.body.econtext.classify.categories[
      hybrid.body.econtext.classify.scored_categories[0].category_id
    ].path[0],
    'Food & Drink',
  );
});

test('classify/url: a repeated call is served from the cache; cache_skip fetches again', async () => {
  a.routes.set('/cached.html', page(PAGE));
  await call(fetching, { url: `${a.base}/cached.html` });
  assert.is(pagesSeen(a), 1);
  const again = await call(fetching, { url: `${a.base}/cached.html` });
  assert.is(again.status, 200);
  assert.is(pagesSeen(a), 1);
  const fresh = await call(fetching, { url: `${a.base}/cached.html`, cache_skip: true });
  assert.is(fresh.status, 200);
  assert.is(pagesSeen(a), 2);
});

test('classify/url: text/plain is classified as text, with an empty title', async () => {
  a.routes.set(
    '/pie.txt',
    page('Apple pie recipe with cinnamon and butter, baked for an hour.', 'text/plain'),
  );
  const { status, body } = await call(fetching, { url: `${a.base}/pie.txt` });
  assert.is(status, 200);
  assert.is(body.econtext.classify.title, '');
  assert.ok(body.econtext.classify.scored_categories.length > 0);
});

test('classify/url: robots.txt disallow is a 403 that says so', async () => {
  const server = await startTestServer({
    fetchOptions: { allowLoopbackForTests: true, robotsCache: new MemoryRobotsCache() },
  });
  try {
    a.routes.set('/robots.txt', page('User-agent: SortalBot\nDisallow: /private/', 'text/plain'));
    a.routes.set('/private/x.html', page(PAGE));
    const { status, body } = await call(server, { url: `${a.base}/private/x.html` });
    assert.is(status, 403);
    assert.is(body.econtext.error.code, 'robots_disallowed');
    assert.match(body.econtext.error.message, /robots\.txt/);
    assert.is(pagesSeen(a), 0);
  } finally {
    a.routes.delete('/robots.txt');
    await server.stop();
  }
});

test('classify/url: type, size, status, redirects and timeouts are 400s naming the reason', async () => {
  a.routes.set('/image.png', page('PNG', 'image/png'));
  a.routes.set('/big.html', page('<p>' + 'x'.repeat(300_000) + '</p>'));
  a.routes.set('/chunked.html', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    for (let i = 0; i < 30; i++) res.write('<p>' + 'y'.repeat(10_000) + '</p>');
    res.end();
  });
  a.routes.set('/gone.html', (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('gone');
  });
  for (let i = 0; i < 7; i++) {
    a.routes.set(`/loop${i}`, (_req, res) => {
      res.writeHead(302, { location: `/loop${i + 1}` });
      res.end();
    });
  }
  a.routes.set('/hop', (_req, res) => {
    res.writeHead(301, { location: '/pie2.html' });
    res.end();
  });
  a.routes.set('/pie2.html', page(PAGE));
  a.routes.set('/slow.html', () => {});
  const cases: Array<[string, string]> = [
    ['/image.png', 'unsupported_content_type'],
    ['/big.html', 'content_too_large'],
    ['/chunked.html', 'content_too_large'],
    ['/gone.html', 'fetch_failed_status'],
    ['/loop0', 'too_many_redirects'],
    ['/slow.html', 'fetch_timeout'],
  ];
  for (const [path, code] of cases) {
    const { status, body } = await call(fetching, { url: a.base + path, cache_skip: true });
    assert.is(status, 400, path);
    assert.is(body.econtext.error.code, code, path);
    assert.is(body.econtext.error.field, 'url');
  }
  const followed = await call(fetching, { url: `${a.base}/hop` });
  assert.is(followed.status, 200);
});

test('classify/url: every loopback form is refused before any request', async () => {
  a.routes.set('/pie.html', page(PAGE));
  const forms = [
    `http://127.0.0.1:${a.port}/pie.html`,
    `http://[::1]:${a.port}/pie.html`,
    `http://localhost:${a.port}/pie.html`,
    `http://2130706433:${a.port}/pie.html`,
    `http://0x7f.1:${a.port}/pie.html`,
    `http://[::ffff:127.0.0.1]:${a.port}/pie.html`,
  ];
  for (const url of forms) {
    const { status, body } = await call(plain, { url });
    assert.is(status, 400, url);
    assert.is(body.econtext.error.code, 'address_not_public', url);
  }
  assert.is(a.seen.length, 0);
});

test('classify/url: a redirect to another loopback address is refused and never followed', async () => {
  b.routes.set('/secret.html', page(PAGE));
  a.routes.set('/to-b', (_req, res) => {
    res.writeHead(302, { location: `${b.base}/secret.html` });
    res.end();
  });
  const { status, body } = await call(fetching, { url: `${a.base}/to-b`, cache_skip: true });
  assert.is(status, 400);
  assert.is(body.econtext.error.code, 'address_not_public');
  assert.is(b.seen.length, 0);
});

test('classify/url: not a fully qualified http(s) URL is a 400', async () => {
  for (const url of ['ftp://example.com/x', 'not a url', '/relative/path', 'javascript:alert(1)']) {
    const { status, body } = await call(plain, { url });
    assert.is(status, 400, url);
    assert.is(body.econtext.error.code, 'invalid_url', url);
  }
});

test('classify/url with dataset_id answers in the custom taxonomy, negative vocabulary included', async () => {
  const created = await fetching.call('POST', '/v2/user/taxonomy', {
    body: {
      name: 'Bakery sections',
      nodes: [
        {
          name: 'Pastry',
          positive_vocab: ['pie', 'crust'],
          negative_vocab: [],
          nodes: [
            { name: 'Fruit pies', positive_vocab: ['apple pie'], negative_vocab: [] },
            { name: 'Meat pies', positive_vocab: ['pie'], negative_vocab: ['cinnamon'] },
          ],
        },
        { name: 'Coffee bar', positive_vocab: ['coffee', 'espresso'], negative_vocab: [] },
      ],
    },
  });
  const dataset_id = (await json(created)).econtext.user.dataset_id;
  assert.is(created.status, 200);
  a.routes.set('/pie-custom.html', page(PAGE));
  const { status, body } = await call(fetching, { url: `${a.base}/pie-custom.html`, dataset_id });
  assert.is(status, 200, JSON.stringify(body));
  const c = body.econtext.classify;
  assert.is(c.title, 'Apple pie at home');
  const paths = c.scored_categories.map((s: any) => c.categories[s.category_id].path.join(' > '));
  assert.is(paths[0], 'Pastry > Fruit pies');
  assert.ok(paths.includes('Coffee bar'));
  assert.not.ok(paths.includes('Pastry > Meat pies'), 'suppressed by "cinnamon"');
  for (const s of c.scored_categories) assert.match(s.category_id, /^[0-9a-f]{32}$/);
  assert.equal(c.entities, []);
  await fetching.call('DELETE', `/v2/user/taxonomy/${dataset_id}`);
});

test.run();
