import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { allRoutes } from '../../../src/routes/index.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

const routes = allRoutes();
const contentTypes = [
  'application/json',
  'text/plain',
  '',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=z',
  'application/json; charset=utf-8',
  'image/png',
];

const segment = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', '..', '%', '%ZZ', '\u0000', '😀', 'a'.repeat(3000)),
);
const body = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc
    .dictionary(
      fc.constantFrom(
        'keywords',
        'social',
        'text',
        'html',
        'url',
        'category_ids',
        'input',
        'query',
        'type',
        'name',
        'nodes',
        'limit',
        'page',
        'classification_type',
        'branches',
        'flags',
      ),
      fc.jsonValue(),
    )
    .map((o) => JSON.stringify(o)),
  fc.constantFrom('{', '[', 'null', '""', '{"a":', '\u0000', '{"__proto__":{"x":1}}'),
);
const query = fc.dictionary(
  fc.constantFrom('limit', 'branches', 'page', 'x', 'keyword'),
  fc.oneof(fc.string(), fc.integer().map(String)),
);

function fill(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(values[i++ % values.length] ?? 'x'));
}

test('random and malformed input to every route never gets a 5xx', async () => {
  assert.ok(routes.length > 0);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH'),
      fc.array(segment, { minLength: 1, maxLength: 3 }),
      query,
      body,
      fc.constantFrom(...contentTypes),
      async (route, method, params, q, rawBody, type) => {
        const qs = new URLSearchParams(q).toString();
        const url = '/v2' + fill(route.path, params) + (qs ? '?' + qs : '');
        const withBody = method !== 'GET' && method !== 'DELETE';
        let res: Response;
        try {
          res = await server.call(method, url, {
            ...(withBody ? { rawBody } : {}),
            headers: type ? { 'content-type': type } : {},
          });
        } catch (err) {
          // fetch refuses some URLs outright (never reaching the server); that is not our 5xx.
          if (err instanceof TypeError) return;
          throw err;
        }
        const text = await res.text();
        assert.ok(res.status < 500, `${method} ${url} -> ${res.status} ${text.slice(0, 300)}`);
        const parsed = JSON.parse(text);
        assert.ok(parsed.econtext, 'envelope');
      },
    ),
    { numRuns: 400, seed: 20261122 },
  );
});

test.run();
