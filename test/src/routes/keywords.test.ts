import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

interface Envelope {
  econtext: Record<string, unknown> & {
    error?: { code: string; field?: string };
    signature: { status: string };
  };
}
interface Handle {
  count: number;
  pagesize: number;
  pages: number;
  limit: number;
  searchid: string;
}
interface Page {
  cursor: { pages: number; current: number; next: number | null };
  keywords: { keyword: string; volume: number; category_id: string | null }[];
  categories: Record<string, { id: string; name: string; path: string[]; idpath: string[] }>;
}

async function call(method: string, route: string, body?: unknown) {
  const res = await server.call(method, route, body === undefined ? {} : { body });
  return { status: res.status, json: (await res.json()) as Envelope };
}
async function search(body: unknown): Promise<Handle> {
  const r = await call('POST', '/v2/keywords/search', body);
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.econtext.keywords as Handle;
}
async function page(id: string, n: number) {
  return call('GET', `/v2/keywords/search/${id}?page=${n}`);
}

test('type 1: a handle, then pages in volume order with their categories, the documented shapes', async () => {
  const h = await search({ query: 'hotels', type: 1, pagesize: 250, limit: 1000 });
  assert.equal(Object.keys(h).sort(), ['count', 'limit', 'pages', 'pagesize', 'searchid']);
  assert.is(h.count, 1000);
  assert.is(h.pages, 4);
  const r = await page(h.searchid, 1);
  assert.is(r.status, 200);
  const p = r.json.econtext.keywords as Page;
  assert.equal(p.cursor, { pages: 4, current: 1, next: 2 });
  assert.is(p.keywords.length, 250);
  for (const [k, kw] of p.keywords.entries()) {
    assert.equal(Object.keys(kw), ['keyword', 'volume', 'category_id']);
    assert.match(kw.keyword, /hotel/);
    if (k > 0) assert.ok(kw.volume <= p.keywords[k - 1]!.volume);
    if (kw.category_id !== null) {
      const c = p.categories[kw.category_id]!;
      assert.is(c.id, kw.category_id);
      assert.is(c.idpath[c.idpath.length - 1], c.id);
    }
  }
});

test('paging: the last page has next null and consumes the result; a page past the end is a 400', async () => {
  const h = await search({ query: 'weather', type: 1, pagesize: 5, limit: 12 });
  assert.is(h.pages, 3);
  const past = await page(h.searchid, 4);
  assert.is(past.status, 400);
  assert.is(past.json.econtext.error!.code, 'invalid_page');
  assert.is(((await page(h.searchid, 2)).json.econtext.keywords as Page).cursor.next, 3);
  const last = (await page(h.searchid, 3)).json.econtext.keywords as Page;
  assert.equal(last.cursor, { pages: 3, current: 3, next: null });
  assert.is(last.keywords.length, 2);
  const again = await page(h.searchid, 1);
  assert.is(again.status, 404);
  assert.is(again.json.econtext.error!.code, 'result_expired');
  const unknown = await page('0123456789abcdef0123456789abcdef', 1);
  assert.is(unknown.status, 404);
});

test('type 0: a whole branch, or the node only; filters apply', async () => {
  const tiers = (await call('GET', '/v2/categories/tiers')).json.econtext.categories as {
    id: string;
    name: string;
  }[];
  const travel = tiers.find((t) => t.name === 'Travel')!;
  const branch = await search({
    query: { [travel.id]: true },
    type: 0,
    limit: 500_000,
    filters: {
      filters: [{ filter: 3, value: [1, 2, 4, 16, 32, 64, 128, 256, 512], invert: false }],
    },
  });
  const node = await search({ query: { [travel.id]: false }, type: 0, limit: 500_000 });
  assert.ok(node.count > 0 && node.count < branch.count);
  const p = (await page(branch.searchid, 1)).json.econtext.keywords as Page;
  for (const c of Object.values(p.categories)) assert.is(c.path[0], 'Travel');
  const filtered = await search({
    query: { [travel.id]: true },
    type: 0,
    limit: 500_000,
    filters: {
      filters: [
        { filter: 2, value: 3, operator: 5 },
        { filter: 5, value: 100, operator: 5 },
        { filter: 6, value: [1] },
      ],
    },
  });
  assert.ok(filtered.count > 0 && filtered.count < branch.count);
});

test('the documented request examples are accepted', async () => {
  for (const body of [
    { query: 'hello world', type: 1, filters: null },
    {
      query: 'hello world',
      type: 1,
      filters: {
        filters: [
          { filter: 1, value: 30, operator: 3 },
          { filter: 1, value: 20, operator: 5 },
          { filter: 2, value: 7, operator: 3 },
          { filter: 2, value: 4, operator: 5 },
          { filter: 3, value: [1, 2, 4, 16, 32, 64, 128, 256, 512] },
          { filter: 5, value: 100000, operator: 3 },
          { filter: 5, value: 1000, operator: 5 },
          { filter: 6, value: [4], invert: true },
          { filter: 6, value: [1, 2], operator: 11 },
          { filter: 7, value: ['javascript', 'c++', 'php', '"worlds"'] },
          { filter: 8, value: ['spa'] },
        ],
      },
    },
  ])
    await search(body);
});

test('bad requests are 400s naming the field', async () => {
  const cases: [unknown, string][] = [
    [{ query: 'x', type: 1, filters: { filters: [{ filter: 4, value: 1 }] } }, 'filters.filters.0'],
    [{ query: 'x', type: 1, filters: { filters: [{ filter: 1, value: 3 }] } }, 'filters.filters.0'],
    [
      {
        query: 'x',
        type: 1,
        filters: {
          filters: [
            { filter: 3, value: [1] },
            { filter: 5, value: 1, operator: 7 },
          ],
        },
      },
      'filters.filters.1',
    ],
    [
      { query: 'x', type: 1, filters: { filters: [{ filter: 3, value: 'a' }] } },
      'filters.filters.0',
    ],
    [
      { query: 'x', type: 1, filters: { filters: [{ filter: 6, value: [3] }] } },
      'filters.filters.0',
    ],
    [{ query: 'x', type: 1, limit: 500_001 }, 'limit'],
    [{ query: 'x', type: 2 }, 'type'],
    [{ query: 'x', type: 0 }, 'query'],
    [{ query: { nothex: true }, type: 0 }, 'query.0'],
    [{ query: '  ', type: 1 }, 'query'],
  ];
  for (const [body, field] of cases) {
    const r = await call('POST', '/v2/keywords/search', body);
    assert.is(r.status, 400, JSON.stringify(body));
    assert.is(r.json.econtext.error!.field, field, JSON.stringify(body));
  }
});

test('categories/search: candidates with confidence, highest first; limit at most 10', async () => {
  const r = await call('GET', '/v2/categories/search/hotels%20in%20chicago');
  assert.is(r.status, 200);
  const cats = r.json.econtext.categories as { name: string; confidence: number }[];
  assert.ok(cats.length >= 1 && cats.length <= 5);
  assert.match(cats[0]!.name, /Hotels in Chicago/);
  for (let k = 1; k < cats.length; k++) assert.ok(cats[k]!.confidence <= cats[k - 1]!.confidence);
  const many = await call('GET', '/v2/categories/search/chicago?limit=10');
  assert.ok((many.json.econtext.categories as unknown[]).length <= 10);
  assert.is((await call('GET', '/v2/categories/search/chicago?limit=11')).status, 400);
  const bad = await call('GET', '/v2/categories/search/chicago?branches=zz');
  assert.is(bad.status, 400);
});

test.run();
