import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { runCli } from '../../helpers/cli.js';
import type { IndexVersion } from '../../../native-index/index.js';
import type { CategoryPresenter, CategoryView } from '../../../src/present/category-view.js';
import { assertOverlayShape } from '../../helpers/overlay-shape.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
  await runCli(
    ['accounts', 'add', 'other', '--group', 'user', '--password-stdin', '--data', server.dataDir],
    { stdin: 'other-pass-1' },
  );
  await runCli(
    [
      'accounts',
      'add',
      'shallow',
      '--group',
      'user',
      '--tier-depth',
      '1',
      '--password-stdin',
      '--data',
      server.dataDir,
    ],
    { stdin: 'shallow-pass' },
  );
});
test.after(async () => {
  await server.stop();
});

/** The first category of the index at `depth` or deeper (-1 when there is none). */
function firstAtDepth(index: IndexVersion, depth: number): number {
  for (let i = 0; i < index.count; i++) if (index.depthAt(i) >= depth) return i;
  return -1;
}

/** `{id: Category}` of the categories' views, as a reply's dictionary is meant to be. */
function dictionaryOf(
  presenter: CategoryPresenter,
  indexes: Iterable<number>,
): Record<string, CategoryView> {
  const out: Record<string, CategoryView> = {};
  for (const i of indexes) {
    const v = presenter.view(i);
    out[v.id] = v;
  }
  return out;
}

async function tiers(auth?: [string, string]) {
  const res = await server.call('GET', '/v2/categories/tiers', auth ? { auth } : {});
  assert.is(res.status, 200);
  const body = await json(res);
  assert.is(body.econtext.signature.resource, 'GET /categories/tiers');
  return body.econtext.categories as Array<{
    id: string;
    name: string;
    path: string[];
    idpath: string[];
    stats: Record<string, unknown>;
    facets: unknown;
  }>;
}

test('tiers lists the top-tier verticals with ids, paths and null stats', async () => {
  const list = await tiers();
  assert.ok(list.length >= 20 && list.length <= 40, String(list.length));
  for (const c of list) {
    assert.match(c.id, /^[0-9a-f]{32}$/);
    assert.equal(c.path, [c.name]);
    assert.equal(c.idpath, [c.id]);
    assert.equal(c.stats, { social_relevance: null, social_idf: null });
  }
  const names = list.map((c) => c.name);
  for (const expected of ['Travel', 'Sports', 'Food & Drink', 'Vehicles'])
    assert.ok(
      names.some((n) => n.includes(expected)),
      expected,
    );
});

test('ids are encoded per account', async () => {
  const mine = await tiers();
  const theirs = await tiers(['other', 'other-pass-1']);
  assert.is(mine.length, theirs.length);
  assert.is.not(mine[0]!.id, theirs[0]!.id);
  assert.is(mine[0]!.name, theirs[0]!.name);
});

test('categories/categories returns categories by id with the overlay member', async () => {
  const list = await tiers();
  const ids = list.slice(0, 3).map((c) => c.id);
  const res = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: ids },
  });
  assert.is(res.status, 200);
  const { categories, overlay } = (await json(res)).econtext.categories;
  assert.equal(Object.keys(categories).sort(), [...ids].sort());
  assertOverlayShape(overlay);
  assert.is(categories[ids[0]!].name, list[0]!.name);
});

test('categories/categories answers an id asked twice once, in the order first asked, as the category objects', async () => {
  const index = server.services.indexes.newest!;
  const admin = (await server.services.accounts.get('admin'))!;
  const { CategoryPresenter } = await import('../../../src/present/category-view.js');
  const presenter = new CategoryPresenter(index, admin);
  const deep = firstAtDepth(index, 3);
  const parent = index.parentAt(deep);
  const ids = [presenter.idOf(deep), presenter.idOf(parent), presenter.idOf(deep)];
  const res = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: ids },
  });
  const text = await res.text();
  const { categories, overlay } = JSON.parse(text).econtext.categories;
  // The overlay member is keyed by the same ids; a repeat would show as a second member.
  const inOverlay = !Array.isArray(overlay) && ids[0]! in overlay ? 1 : 0;
  assert.is(text.split(`"${ids[0]}":{`).length - 1, 1 + inOverlay, 'one member per category');
  assert.equal(Object.keys(categories), [ids[0], ids[1]]);
  assert.equal(
    categories,
    JSON.parse(JSON.stringify(dictionaryOf(new CategoryPresenter(index, admin), [deep, parent]))),
  );
});

test("another account's ids and unknown ids are left out, never another category", async () => {
  const theirs = await tiers(['other', 'other-pass-1']);
  const res = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: [theirs[0]!.id, '0'.repeat(32)] },
  });
  assert.is(res.status, 200);
  assert.equal((await json(res)).econtext.categories.categories, {});
});

test('a malformed id is a 400 naming it; over 1,000 ids is a 400', async () => {
  const bad = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: ['not-an-id'] },
  });
  assert.is(bad.status, 400);
  const e = (await json(bad)).econtext.error;
  assert.is(e.code, 'invalid_category_id');
  assert.is(e.field, 'category_ids.0');
  const many = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: Array(1001).fill('0'.repeat(32)) },
  });
  assert.is(many.status, 400);
  assert.is((await json(many)).econtext.error.code, 'too_many_items');
});

test('deeper categories show path and idpath from the top tier down', async () => {
  const index = server.services.indexes.newest!;
  const deep = firstAtDepth(index, 4);
  assert.ok(deep >= 0);
  const admin = (await server.services.accounts.get('admin'))!;
  const { CategoryPresenter } = await import('../../../src/present/category-view.js');
  const id = new CategoryPresenter(index, admin).idOf(deep);
  const res = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: [id] },
  });
  const c = (await json(res)).econtext.categories.categories[id];
  assert.is(c.path.length, index.depthAt(deep));
  assert.is(c.idpath.length, c.path.length);
  assert.is(c.idpath.at(-1), id);
  assert.is(c.path.at(-1), c.name);
  assert.ok(Array.isArray(c.facets));
});

test("a category encoded alone still gets its ancestors' ids in a dictionary", async () => {
  const index = server.services.indexes.newest!;
  const deep = firstAtDepth(index, 4);
  const admin = (await server.services.accounts.get('admin'))!;
  const { CategoryPresenter } = await import('../../../src/present/category-view.js');
  const presenter = new CategoryPresenter(index, admin);
  const parent = index.parentAt(deep);
  presenter.idOf(parent);
  const view = Object.values(dictionaryOf(presenter, [deep]))[0]!;
  const fresh = new CategoryPresenter(index, admin);
  assert.equal(
    view.idpath,
    [...Array(index.depthAt(deep)).keys()].map((d) =>
      fresh.idOf(index.ancestorAtDepth(deep, d + 1)),
    ),
  );
});

test('dictionaryText writes the dictionary as JSON.stringify would, ancestors shared or not', async () => {
  const index = server.services.indexes.newest!;
  const admin = (await server.services.accounts.get('admin'))!;
  const { CategoryPresenter } = await import('../../../src/present/category-view.js');
  // Deep categories and their ancestors, some of them also listed, and categories with facets.
  const list: number[] = [];
  for (let i = 0; i < index.count && list.length < 300; i += 7)
    if (index.depthAt(i) >= 3 || index.facetsAt(i).length > 0) list.push(i, index.parentAt(i));
  const wanted = new Set(list.filter((i) => i >= 0));
  assert.ok(wanted.size > 100);
  const text = new CategoryPresenter(index, admin).dictionaryText(wanted);
  assert.is(text, JSON.stringify(dictionaryOf(new CategoryPresenter(index, admin), wanted)));
  const other = (await server.services.accounts.get('other'))!;
  assert.is.not(new CategoryPresenter(index, other).dictionaryText(wanted), text);
  assert.is(new CategoryPresenter(index, admin).dictionaryText([]), '{}');
});

test('tier_depth limits how deep the categories an account is shown go', async () => {
  const index = server.services.indexes.newest!;
  const deep = firstAtDepth(index, 3);
  const shallow = (await server.services.accounts.get('shallow'))!;
  const { CategoryPresenter } = await import('../../../src/present/category-view.js');
  const presenter = new CategoryPresenter(index, shallow);
  const res = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: [presenter.idOf(deep), presenter.idOf(index.ancestorAtDepth(deep, 1))] },
    auth: ['shallow', 'shallow-pass'],
  });
  const got = Object.values<{ path: string[] }>((await json(res)).econtext.categories.categories);
  assert.is(got.length, 1);
  assert.is(got[0]!.path.length, 1);
  assert.is(presenter.visible(deep), index.ancestorAtDepth(deep, 1));
});

test.run();
