import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { runCli } from '../../helpers/cli.js';
import { assertOverlayShape } from '../../helpers/overlay-shape.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
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

const classify = (body: unknown, auth?: [string, string]) =>
  server.call('POST', '/v2/classify/keywords', { body, ...(auth ? { auth } : {}) });

async function tierIds(): Promise<Record<string, string>> {
  const tiers = (await json(await server.call('GET', '/v2/categories/tiers'))).econtext
    .categories as Array<{ id: string; name: string }>;
  return Object.fromEntries(tiers.map((t) => [t.name, t.id]));
}

test('classify/keywords answers results, mappings, categories and overlay in keyword order', async () => {
  const res = await classify({
    keywords: ['jaguar price', 'jaguar habitat', 'python tutorial', 'qwzxv plorf'],
  });
  assert.is(res.status, 200);
  const body = await json(res);
  assert.is(body.econtext.signature.resource, 'POST /classify/keywords');
  const c = body.econtext.classify;
  assert.is(c.results.length, 4);
  assert.equal(
    c.mappings,
    c.results.map((r: any) => r.category_id),
  );
  assertOverlayShape(c.overlay);
  const tops = c.mappings.map((id: string | null) => (id ? c.categories[id].path[0] : null));
  assert.equal(tops, ['Vehicles', 'Pets & Animals', 'Computers & Electronics', null]);
  for (const r of c.results) assert.equal(r.flags, []);
});

test('flags: each flag id on a clear keyword', async () => {
  const cases: Array<[string, number]> = [
    ['fuck this', 2],
    ['porn videos', 4],
    ['vodka cocktails', 8],
    ['fireworks show', 16],
    ['online casino', 32],
    ['oxycodone prescription', 64],
    ['buy cigarettes', 128],
    ['hunting rifle', 256],
    ['buy cheap laptop', 2048],
  ];
  const res = await classify({ keywords: cases.map(([k]) => k), flags: true });
  const results = (await json(res)).econtext.classify.results as Array<{ flags: number[] }>;
  cases.forEach(([k, flag], i) =>
    assert.ok(results[i]!.flags.includes(flag), `${k}: ${results[i]!.flags.join(',')}`),
  );
});

test('branches keep the choice inside them; a keyword with nothing there gets null', async () => {
  const tiers = await tierIds();
  const res = await classify({
    keywords: ['jaguar', 'hotels in paris'],
    branches: [tiers['Pets & Animals']],
  });
  const c = (await json(res)).econtext.classify;
  assert.is(c.categories[c.mappings[0]].path[0], 'Pets & Animals');
  assert.is(c.mappings[1], null);
  const bad = await classify({ keywords: ['jaguar'], branches: ['0'.repeat(32)] });
  assert.is(bad.status, 400);
  assert.is((await json(bad)).econtext.error.code, 'invalid_branch');
});

test('add_last_node false stays at the parent of a leaf', async () => {
  const withLeaf = (await json(await classify({ keywords: ['hotels in paris'] }))).econtext
    .classify;
  const atParent = (
    await json(await classify({ keywords: ['hotels in paris'], add_last_node: false }))
  ).econtext.classify;
  const leaf = withLeaf.categories[withLeaf.mappings[0]];
  const parent = atParent.categories[atParent.mappings[0]];
  assert.equal(parent.path, leaf.path.slice(0, -1));
});

test('tier_depth limits the depth of the categories returned', async () => {
  const c = (
    await json(
      await classify({ keywords: ['hotels in paris', 'jaguar habitat'] }, [
        'shallow',
        'shallow-pass',
      ]),
    )
  ).econtext.classify;
  for (const id of c.mappings) assert.is(c.categories[id].path.length, 1);
});

test('classify_timeout: results computed so far are returned, the rest are null', async () => {
  const keywords = Array.from({ length: 1000 }, (_, i) => `hotels in paris ${i}`);
  const c = (await json(await classify({ keywords, classify_timeout: 0.000001 }))).econtext
    .classify;
  assert.is(c.results.length, 1000);
  assert.ok(c.mappings.some((m: string | null) => m === null));
});

test('classification_type 2: the topic model; ml_threshold 0 always answers, 1 (almost) never; 0 falls back to the model', async () => {
  const keywords = ['baseball pitcher', 'apple pie recipe', 'qwzxv plorf'];
  const all = (await json(await classify({ keywords, classification_type: 2, ml_threshold: 0 })))
    .econtext.classify;
  assert.ok(
    all.mappings.every((m: string | null) => m !== null),
    JSON.stringify(all.mappings),
  );
  for (const id of all.mappings)
    assert.ok(all.categories[id].path.length <= 3, 'model classes are in the first three levels');
  const none = (await json(await classify({ keywords, classification_type: 2, ml_threshold: 1 })))
    .econtext.classify;
  assert.ok(none.mappings.filter((m: string | null) => m === null).length >= 2);
  const rules = (await json(await classify({ keywords, classification_type: 1 }))).econtext
    .classify;
  const hybrid = (await json(await classify({ keywords, classification_type: 0, ml_threshold: 0 })))
    .econtext.classify;
  assert.is(rules.mappings[2], null);
  assert.equal(hybrid.mappings.slice(0, 2), rules.mappings.slice(0, 2), 'rule answers are kept');
  assert.ok(hybrid.mappings[2] !== null, 'where no rule matched, the model answers');
});

test('parameter errors: type 3, unknown dataset, bad language, entities, timestamps, limits', async () => {
  const expect = async (body: unknown, status: number, code: string) => {
    const res = await classify(body);
    assert.is(res.status, status, JSON.stringify(body).slice(0, 80));
    assert.is((await json(res)).econtext.error.code, code);
  };
  await expect({ keywords: ['a'], ml_threshold: 1.5 }, 400, 'invalid_parameter');
  await expect({ keywords: ['a'], classification_type: 3 }, 400, 'invalid_parameter');
  await expect({ keywords: ['a'], dataset_id: 'nope' }, 404, 'unknown_dataset');
  await expect({ keywords: ['a'], source_language: 'xx' }, 400, 'unsupported_language');
  await expect({ keywords: ['a'], entities: true }, 400, 'entities_unavailable');
  await expect(
    { keywords: ['a'], taxonomy_timestamp: Math.floor(Date.now() / 1000) + 999 },
    400,
    'taxonomy_timestamp_in_future',
  );
  await expect(
    { keywords: ['a'], taxonomy_timestamp: Math.floor(Date.now() / 1000) - 40 * 86400 },
    400,
    'taxonomy_timestamp_too_old',
  );
  await expect({ keywords: Array(1001).fill('a') }, 400, 'too_many_items');
  await expect({ keywords: ['x'.repeat(10_001)] }, 400, 'invalid_parameter');
  await expect({ keywords: 'jaguar' }, 400, 'invalid_parameter');
  await expect({}, 400, 'missing_parameter');
  const ok = await classify({
    keywords: ['jaguar'],
    classification_type: 1,
    source_language: 'en',
    classify_limit: 3,
    async: false,
  });
  assert.is(ok.status, 200);
});

test('hostile keywords get a category or null, never a 5xx', async () => {
  const keywords = [
    '',
    '   ',
    'x'.repeat(10_000),
    'a\u0000b\u0007c',
    '\ud800 lone \udfff',
    '😀😀😀',
    '🦁 lion',
    '%00%ff',
    '<script>alert(1)</script>',
    'ｈｏｔｅｌｓ　ｉｎ　ｐａｒｉｓ',
  ];
  const res = await classify({ keywords, flags: true });
  assert.is(res.status, 200);
  const c = (await json(res)).econtext.classify;
  assert.is(c.results.length, keywords.length);
  assert.is(c.mappings[0], null);
  assert.is(c.mappings[5], null);
});

test('1,000 keywords in one call', async () => {
  const keywords = Array.from(
    { length: 1000 },
    (_, i) => ['apple pie', 'apple iphone', 'python bite', 'running shoes'][i % 4]!,
  );
  const c = (await json(await classify({ keywords }))).econtext.classify;
  assert.is(c.mappings.length, 1000);
  const tops = c.mappings.slice(0, 3).map((id: string) => c.categories[id].path[0]);
  assert.equal(tops, ['Food & Drink', 'Computers & Electronics', 'Pets & Animals']);
});

test('categories/map answers the best category, or an empty array', async () => {
  const res = await server.call(
    'GET',
    '/v2/categories/map/' + encodeURIComponent('jaguar habitat'),
  );
  assert.is(res.status, 200);
  const body = await json(res);
  assert.is(body.econtext.signature.resource, 'GET /categories/map/:keyword');
  assert.is(body.econtext.categories.length, 1);
  assert.is(body.econtext.categories[0].path[0], 'Pets & Animals');
  const none = await json(await server.call('GET', '/v2/categories/map/qwzxvplorf'));
  assert.equal(none.econtext.categories, []);
  const tiers = await tierIds();
  const inBranch = await json(
    await server.call('GET', `/v2/categories/map/jaguar?branches=${tiers['Vehicles']}`),
  );
  assert.is(inBranch.econtext.categories[0].path[0], 'Vehicles');
});

test.run();
