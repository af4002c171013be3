import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
  await server.services.accounts.add(
    { username: 'shallow', group: 'users', tier_depth: 1 },
    'shallow-secret-1',
  );
});
test.after(async () => {
  await server.stop();
});

const get = async (route: string, auth?: [string, string]) => {
  const res = await server.call('GET', route, auth ? { auth } : {});
  return { status: res.status, body: await json(res) };
};

test('children of root are the top tiers, each with its descendant count', async () => {
  const { status, body } = await get('/v2/categories/children/root');
  assert.is(status, 200);
  const tops = body.econtext.categories;
  const tiers = (await get('/v2/categories/tiers')).body.econtext.categories;
  assert.equal(
    tops.map((c: any) => c.id),
    tiers.map((c: any) => c.id),
  );
  for (const c of tops) {
    assert.is(c.path.length, 1);
    assert.is(c.has_children, c.descendants > 0);
  }
});

test("a category's children sit under it, and their counts add up to its own", async () => {
  const tops = (await get('/v2/categories/children/root')).body.econtext.categories;
  const sports = tops.find((c: any) => c.name === 'Sports');
  const kids = (await get(`/v2/categories/children/${sports.id}`)).body.econtext.categories;
  assert.ok(kids.length > 0);
  for (const k of kids) assert.equal(k.path.slice(0, 1), ['Sports']);
  const sum = kids.reduce((a: number, k: any) => a + 1 + k.descendants, 0);
  assert.is(sum, sports.descendants);
});

test('an account sees nothing below its tier_depth', async () => {
  const auth: [string, string] = ['shallow', 'shallow-secret-1'];
  const tops = (await get('/v2/categories/children/root', auth)).body.econtext.categories;
  assert.ok(tops.every((c: any) => c.descendants === 0 && !c.has_children));
  const kids = await get(`/v2/categories/children/${tops[0].id}`, auth);
  assert.is(kids.status, 200);
  assert.equal(kids.body.econtext.categories, []);
  const found = (await get('/v2/categories/find?q=golf', auth)).body.econtext.categories;
  assert.ok(found.every((c: any) => c.path.length === 1));
});

test('an unknown or foreign id is a 404 naming category_id', async () => {
  const { status, body } = await get(`/v2/categories/children/${'0'.repeat(32)}`);
  assert.is(status, 404);
  assert.is(body.econtext.error.field, 'category_id');
});

test('find by name: whole-name and prefix matches first, every hit contains the text', async () => {
  const { status, body } = await get('/v2/categories/find?q=Golf&limit=10');
  assert.is(status, 200);
  const hits = body.econtext.categories;
  assert.ok(hits.length > 0 && hits.length <= 10);
  for (const h of hits) assert.match(h.name, /golf/i);
  assert.match(hits[0].name, /^golf/i);
});

test('find needs at least 2 characters, and a sane limit', async () => {
  assert.is((await get('/v2/categories/find?q=g')).status, 400);
  assert.is((await get('/v2/categories/find')).status, 400);
  assert.is((await get('/v2/categories/find?q=golf&limit=1000')).status, 400);
});

test.run();
