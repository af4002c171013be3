import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { json } from '../../helpers/json.js';
import { startTestServer, tempDir, type TestServer } from '../../helpers/server.js';
import { rmSync } from 'node:fs';
import { heldByWorkers } from '../../helpers/worker-holdings.js';
import { projectRoot } from '../../../native-index/data-folder.js';

// eContext's documented examples live beside the repository (../shared/eval), not in it:
// where they are absent (a bare clone), the example's part runs on a taxonomy of our own.
const DOCS = path.join(projectRoot, '..', 'shared', 'eval', 'econtext-docs');
const HAVE_DOCS = existsSync(DOCS);
const doc = (name: string): any =>
  JSON.parse(readFileSync(path.join(DOCS, `user-taxonomy-${name}.json`), 'utf8'));
const OWN_COLORS = {
  name: 'Colors',
  nodes: [
    {
      name: 'Red',
      negative_vocab: [],
      positive_vocab: ['Red'],
      nodes: [{ name: 'Crimson', negative_vocab: [], positive_vocab: ['Crimson'] }],
    },
    { name: 'Blue', negative_vocab: ['blue cheese'], positive_vocab: ['Blue', 'Navy'] },
  ],
};

let server: TestServer;
const dataDir = tempDir();
const USER: [string, string] = ['tax-user', 'tax-user-secret'];
const OTHER: [string, string] = ['tax-other', 'tax-other-secret'];

test.before(async () => {
  server = await startTestServer({ workers: 2, dataDir });
  await server.services.accounts.add({ username: USER[0], group: 'users' }, USER[1]);
  await server.services.accounts.add({ username: OTHER[0], group: 'users' }, OTHER[1]);
});
test.after(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: string, route: string, body?: unknown, auth?: [string, string]) =>
  server.call(method, `/v2${route}`, {
    ...(body !== undefined ? { body } : {}),
    ...(auth ? { auth } : {}),
  });

async function create(body: unknown, auth?: [string, string]): Promise<string> {
  const res = await call('POST', '/user/taxonomy', body, auth);
  const out = await json(res);
  assert.is(res.status, 200, JSON.stringify(out));
  return out.econtext.user.dataset_id as string;
}

async function expectError(res: Response, status: number, code: string): Promise<any> {
  const out = await json(res);
  assert.is(res.status, status, JSON.stringify(out));
  assert.is(out.econtext.error.code, code);
  return out.econtext.error;
}

const node = (name: string, positive: string[], negative: string[] = [], nodes?: unknown[]) => ({
  name,
  positive_vocab: positive,
  negative_vocab: negative,
  ...(nodes ? { nodes } : {}),
});

test('the documented example: create answers a 64-hex dataset_id, read answers the stored taxonomy', async () => {
  const input = HAVE_DOCS ? doc('input') : OWN_COLORS;
  const res = await call('POST', '/user/taxonomy', input, USER);
  const created = await json(res);
  assert.is(res.status, 200);
  assert.equal(Object.keys(created.econtext.user), ['dataset_id']);
  const id = created.econtext.user.dataset_id as string;
  assert.match(id, /^[0-9a-f]{64}$/);
  if (HAVE_DOCS)
    assert.is(created.econtext.signature.resource, doc('output').econtext.signature.resource);

  const read = await json(await call('GET', `/user/taxonomy/${id}`, undefined, USER));
  if (HAVE_DOCS) {
    const expected = doc('dataset_id');
    assert.equal(read.econtext.user, expected.econtext.user);
    assert.is(read.econtext.signature.resource, expected.econtext.signature.resource);
  } else {
    assert.is(read.econtext.user.taxonomy.name, 'Colors');
    assert.equal(
      read.econtext.user.taxonomy.nodes.map((n: { name: string }) => n.name),
      ['Red', 'Blue'],
    );
  }

  const list = await json(await call('GET', '/user/taxonomies', undefined, USER));
  assert.equal(list.econtext.user.private, { Colors: id });
  assert.ok(Array.isArray(list.econtext.user.public));

  const del = await json(await call('DELETE', `/user/taxonomy/${id}`, undefined, USER));
  assert.equal(del.econtext.user, { result: true });
  await expectError(
    await call('GET', `/user/taxonomy/${id}`, undefined, USER),
    404,
    'unknown_dataset',
  );
  await expectError(
    await call('DELETE', `/user/taxonomy/${id}`, undefined, USER),
    404,
    'unknown_dataset',
  );
  const after = await json(await call('GET', '/user/taxonomies', undefined, USER));
  assert.equal(after.econtext.user.private, {});
});

test('dataset_ids are unique, and taxonomies survive a restart of the server', async () => {
  const a = await create({ name: 'A', nodes: [node('x', ['x'])] }, USER);
  const b = await create({ name: 'B', nodes: [node('x', ['x'])] }, USER);
  assert.is.not(a, b);
  await server.stop();
  server = await startTestServer({ workers: 2, dataDir });
  const read = await json(await call('GET', `/user/taxonomy/${a}`, undefined, USER));
  assert.equal(read.econtext.user.taxonomy, { name: 'A', nodes: [node('x', ['x'])] });
  const list = await json(await call('GET', '/user/taxonomies', undefined, USER));
  assert.equal(list.econtext.user.private, { A: a, B: b });
  await call('DELETE', `/user/taxonomy/${a}`, undefined, USER);
  await call('DELETE', `/user/taxonomy/${b}`, undefined, USER);
});

test('public taxonomies: admins only (403 otherwise); every account reads and uses them, only the owner deletes', async () => {
  await expectError(
    await call(
      'POST',
      '/user/taxonomy',
      { name: 'P', public: true, nodes: [node('x', ['x'])] },
      USER,
    ),
    403,
    'public_taxonomy_forbidden',
  );
  const pub = await create({ name: 'Shared', public: true, nodes: [node('Fruit', ['apple'])] });
  const list = await json(await call('GET', '/user/taxonomies', undefined, OTHER));
  assert.equal(list.econtext.user.public, [{ name: 'Shared', dataset_id: pub }]);
  assert.equal(list.econtext.user.private, {});
  const read = await call('GET', `/user/taxonomy/${pub}`, undefined, OTHER);
  assert.is(read.status, 200);
  const used = await json(
    await call('POST', '/classify/keywords', { keywords: ['apple'], dataset_id: pub }, OTHER),
  );
  assert.ok(used.econtext.classify.mappings[0]);
  await expectError(
    await call('DELETE', `/user/taxonomy/${pub}`, undefined, OTHER),
    404,
    'unknown_dataset',
  );

  const mine = await create({ name: 'Mine', nodes: [node('x', ['x'])] }, USER);
  await expectError(
    await call('GET', `/user/taxonomy/${mine}`, undefined, OTHER),
    404,
    'unknown_dataset',
  );
  await expectError(
    await call('POST', '/classify/keywords', { keywords: ['x'], dataset_id: mine }, OTHER),
    404,
    'unknown_dataset',
  );
  await call('DELETE', `/user/taxonomy/${mine}`, undefined, USER);
  await call('DELETE', `/user/taxonomy/${pub}`);
});

test('validation errors name the node by its path', async () => {
  const post = (body: unknown) => call('POST', '/user/taxonomy', body, USER);
  let e = await expectError(
    await post({
      name: 'T',
      nodes: [
        node('Pink', ['pink']),
        node('Red', ['red'], [], [{ positive_vocab: [], negative_vocab: [] }]),
      ],
    }),
    400,
    'invalid_taxonomy',
  );
  assert.is(e.field, 'nodes.1.nodes.0.name');
  assert.match(e.message, 'nodes[1].nodes[0].name (Red)');
  e = await expectError(
    await post({
      name: 'T',
      nodes: [
        node('Pink', ['pink'], [], [{ name: 'Hot', positive_vocab: 'hot', negative_vocab: [] }]),
      ],
    }),
    400,
    'invalid_taxonomy',
  );
  assert.is(e.field, 'nodes.0.nodes.0.positive_vocab');
  assert.match(e.message, 'Pink > Hot');
  e = await expectError(
    await post({ name: 'T', nodes: [node('Pink', ['pink', '!!!'])] }),
    400,
    'invalid_taxonomy',
  );
  assert.is(e.field, 'nodes.0.positive_vocab.1');
  await expectError(await post({ name: '', nodes: [node('x', ['x'])] }), 400, 'invalid_taxonomy');
  await expectError(await post({ name: 'T', nodes: [] }), 400, 'invalid_taxonomy');
  await expectError(await post({ nodes: [node('x', ['x'])] }), 400, 'missing_parameter');
});

test('limits: nodes, depth, vocabulary sizes and taxonomies per account are each a 400 naming the limit', async () => {
  const post = (body: unknown) => call('POST', '/user/taxonomy', body, USER);
  const many = Array.from({ length: 10_001 }, (_, k) => node(`n${k}`, [`w${k}`]));
  let e = await expectError(await post({ name: 'T', nodes: many }), 400, 'taxonomy_limit');
  assert.match(e.message, '10,000 nodes');
  let deep: any = node('leaf', ['leaf']);
  for (let d = 0; d < 16; d++) deep = node(`d${d}`, [`d${d}`], [], [deep]);
  e = await expectError(await post({ name: 'T', nodes: [deep] }), 400, 'taxonomy_limit');
  assert.match(e.message, '16 levels');
  const terms = Array.from({ length: 1001 }, (_, k) => `t${k}`);
  e = await expectError(
    await post({ name: 'T', nodes: [node('x', ['x'], terms)] }),
    400,
    'taxonomy_limit',
  );
  assert.is(e.field, 'nodes.0.negative_vocab');
  assert.match(e.message, '1,000 terms');
  e = await expectError(
    await post({ name: 'T', nodes: [node('x', ['x'.repeat(201)])] }),
    400,
    'taxonomy_limit',
  );
  assert.match(e.message, '200 characters');

  const ids: string[] = [];
  for (let k = 0; k < 100; k++)
    ids.push(await create({ name: `t${k}`, nodes: [node('x', ['x'])] }, OTHER));
  e = await expectError(
    await call('POST', '/user/taxonomy', { name: 'one more', nodes: [node('x', ['x'])] }, OTHER),
    400,
    'taxonomy_limit',
  );
  assert.match(e.message, '100 taxonomies');
  await expectError(
    await call('POST', '/user/taxonomy', { name: 't0', nodes: [node('x', ['x'])] }, USER).then(
      async () => call('POST', '/user/taxonomy', { name: 't0', nodes: [node('x', ['x'])] }, USER),
    ),
    400,
    'duplicate_taxonomy_name',
  );
  for (const id of ids) await call('DELETE', `/user/taxonomy/${id}`, undefined, OTHER);
  const mine = await json(await call('GET', '/user/taxonomies', undefined, USER));
  await call('DELETE', `/user/taxonomy/${mine.econtext.user.private.t0}`, undefined, USER);
});

const SHOP = {
  name: 'Shop',
  nodes: [
    node('Fruit', ['fruit'], [], [node('Orange', ['orange', 'oranges'], ['paint', 'color'])]),
    node(
      'Colors',
      ['colour', 'color'],
      [],
      [
        node('Orange', ['orange']),
        node('Pink', ['pink'], [], [node('Light Pink', ['light pink'])]),
      ],
    ),
  ],
};

test('classify/keywords with dataset_id: the taxonomy replaces the default, negative vocabulary suppresses a node', async () => {
  const id = await create(SHOP, USER);
  const res = await call(
    'POST',
    '/classify/keywords',
    {
      keywords: ['fresh oranges', 'orange paint', 'light pink dress', 'pink', 'nothing at all'],
      dataset_id: id,
    },
    USER,
  );
  const out = (await json(res)).econtext.classify;
  assert.is(res.status, 200, JSON.stringify(out));
  const pathOf = (k: number) => (out.mappings[k] ? out.categories[out.mappings[k]].path : null);
  assert.equal(pathOf(0), ['Fruit', 'Orange']);
  assert.equal(pathOf(1), ['Colors', 'Orange'], 'paint suppresses Fruit > Orange');
  assert.equal(pathOf(2), ['Colors', 'Pink', 'Light Pink'], 'the longer phrase wins');
  assert.equal(pathOf(3), ['Colors', 'Pink']);
  assert.is(out.mappings[4], null);
  assert.equal(out.overlay, []);
  assert.equal(out.results[2], { category_id: out.mappings[2], flags: [] });
  const light = out.categories[out.mappings[2]];
  assert.match(light.id, /^[0-9a-f]{32}$/);
  assert.is(light.idpath.length, 3);
  assert.is(light.idpath[2], light.id);
  assert.is(light.name, 'Light Pink');
  // Node ids are stable: the same on the next call.
  const again = (
    await json(
      await call('POST', '/classify/keywords', { keywords: ['light pink'], dataset_id: id }, USER),
    )
  ).econtext.classify;
  assert.is(again.mappings[0], light.id);
  // add_last_node false: a leaf is shown as its parent.
  const parent = (
    await json(
      await call(
        'POST',
        '/classify/keywords',
        { keywords: ['light pink'], dataset_id: id, add_last_node: false },
        USER,
      ),
    )
  ).econtext.classify;
  assert.is(parent.categories[parent.mappings[0]].name, 'Pink');
  await expectError(
    await call(
      'POST',
      '/classify/keywords',
      { keywords: ['x'], dataset_id: id, flags: true },
      USER,
    ),
    400,
    'not_available_with_dataset',
  );
  await expectError(
    await call('POST', '/classify/keywords', { keywords: ['x'], dataset_id: 'f'.repeat(64) }, USER),
    404,
    'unknown_dataset',
  );
  await call('DELETE', `/user/taxonomy/${id}`, undefined, USER);
});

test('classify/social, text and html with dataset_id answer the default shapes over the custom nodes', async () => {
  const id = await create({ ...SHOP, name: 'Shop for documents' }, USER);
  const social = await json(
    await call(
      'POST',
      '/classify/social',
      { social: ['oranges and oranges, fruit', 'pink and light pink'], dataset_id: id },
      USER,
    ),
  );
  const c = social.econtext.classify;
  assert.equal(Object.keys(c).sort(), ['categories', 'chars', 'overlay', 'results']);
  assert.equal(Object.keys(c.results[0]).sort(), [
    'entities',
    'flags',
    'scored_categories',
    'scored_keywords',
    'sentiment',
  ]);
  const scored = c.results[0].scored_categories;
  const paths = scored.map((x: any) => c.categories[x.category_id].path.join(' > '));
  // Both Orange nodes match "oranges" (stemmed alike); equal scores keep the tree's order.
  assert.equal(paths, ['Fruit > Orange', 'Colors > Orange', 'Fruit']);
  assert.ok(scored[0].score > scored[2].score);
  assert.ok(c.results[1].scored_keywords.some((k: any) => k.keyword === 'light pink'));

  const text = (
    await json(
      await call(
        'POST',
        '/classify/text',
        { text: 'Orange paint in a pink colour.', dataset_id: id },
        USER,
      ),
    )
  ).econtext.classify;
  assert.equal(Object.keys(text).sort(), [
    'categories',
    'chars',
    'entities',
    'overlay',
    'scored_categories',
    'scored_keywords',
    'sentiment',
  ]);
  const names = text.scored_categories.map((s: any) =>
    text.categories[s.category_id].path.join(' > '),
  );
  assert.not.ok(names.includes('Fruit > Orange'), 'suppressed by paint');
  assert.ok(names.includes('Colors > Orange'));

  const html = (
    await json(
      await call(
        'POST',
        '/classify/html',
        {
          html: '<html><head><title>Pink shop</title></head><body><p>Light pink dresses and more light pink.</p></body></html>',
          dataset_id: id,
        },
        USER,
      ),
    )
  ).econtext.classify;
  assert.is(html.title, 'Pink shop');
  assert.is(html.categories[html.scored_categories[0].category_id].name, 'Light Pink');
  await call('DELETE', `/user/taxonomy/${id}`, undefined, USER);
});

test('deleting a taxonomy drops it in every worker', async () => {
  const id = await create({ ...SHOP, name: 'Shop for workers' }, USER);
  const account = (await server.services.accounts.get(USER[0]))!;
  const tax = await server.services.taxonomies.compiledFor(account, id);
  const index = server.services.indexes.resolve(undefined);
  const pool = server.services.pool;
  /** A batch on each worker at once, so each compiles its copy. */
  const loadBoth = () =>
    Promise.all(
      [0, 1].map(() =>
        pool.run(
          'custom-classify-keywords',
          index,
          { keywords: Array(300).fill('light pink dress'), addLastNode: true },
          undefined,
          tax.description,
        ),
      ),
    );
  let before = new Map<number, string[]>();
  for (let round = 0; round < 20; round++) {
    await loadBoth();
    before = await heldByWorkers(pool, index);
    if ([...before.values()].every((held) => held.includes(id))) break;
  }
  assert.is(before.size, 2, 'both workers answered');
  for (const held of before.values()) assert.ok(held.includes(id));
  await call('DELETE', `/user/taxonomy/${id}`, undefined, USER);
  const after = await heldByWorkers(pool, index);
  assert.is(after.size, 2);
  for (const held of after.values()) assert.not.ok(held.includes(id));
});

test.run();
