import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { runCli } from '../../helpers/cli.js';

const TOPICS = 'Topics_v2_2023';
const GPT = 'GoogleProductTaxonomy_v2019-07-10_2019';
const NAICS = 'NAICS_v2017_2017';
const PLAIN: [string, string] = ['plain', 'plain-pass-1'];

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
  await runCli(
    ['accounts', 'add', 'plain', '--group', 'user', '--password-stdin', '--data', server.dataDir],
    { stdin: PLAIN[1] },
  );
});
test.after(async () => {
  await server.stop();
});

type Overlay = Record<string, Record<string, Array<Array<[string, string]>>>>;

async function classifyKeywords(body: unknown, auth?: [string, string]) {
  const res = await server.call('POST', '/v2/classify/keywords', {
    body,
    ...(auth ? { auth } : {}),
  });
  return { status: res.status, body: await json(res) };
}

/** Every mapping is a list of [id, path] pairs of strings, paths joined with "::". */
function assertShape(overlay: Overlay, names: string[]): void {
  for (const entry of Object.values(overlay)) {
    assert.equal(Object.keys(entry), names);
    for (const mappings of Object.values(entry))
      for (const mapping of mappings) {
        assert.ok(mapping.length >= 1);
        for (const [id, path] of mapping) {
          assert.type(id, 'string');
          assert.type(path, 'string');
          assert.ok(path.length > 0 && !path.startsWith('::'));
        }
      }
  }
}

test('classify/keywords carries every built-in overlay for an account with the overlays feature', async () => {
  const { status, body } = await classifyKeywords({ keywords: ['comedy films', 'running shoes'] });
  assert.is(status, 200);
  const c = body.econtext.classify;
  const overlay = c.overlay as Overlay;
  assert.equal(Object.keys(overlay).sort(), Object.keys(c.categories).sort());
  assertShape(overlay, [TOPICS, GPT, NAICS]);
  const film = c.results[0].category_id as string;
  assert.equal(overlay[film]![TOPICS], [[['15', 'Arts & Entertainment::Movies::Comedy Films']]]);
});

test('a category without a mapping of its own shows its nearest mapped ancestor', async () => {
  const { body } = await classifyKeywords({ keywords: ['trail running shoes'] });
  const c = body.econtext.classify;
  const id = c.results[0].category_id as string;
  const path = c.categories[id].path as string[];
  const gpt = (c.overlay as Overlay)[id]![GPT]!;
  assert.ok(gpt.length > 0, `no GPT node for ${path.join(' > ')}`);
  assert.match(gpt[0]![0]![1], /Shoes/);
});

test('the overlays parameter picks overlays by name, in its order', async () => {
  const { status, body } = await classifyKeywords({
    keywords: ['comedy films'],
    overlays: [NAICS, TOPICS],
  });
  assert.is(status, 200);
  assertShape(body.econtext.classify.overlay as Overlay, [NAICS, TOPICS]);
});

test('an unknown overlay is a 400 naming the overlays there are', async () => {
  const { status, body } = await classifyKeywords({ keywords: ['x'], overlays: ['IAB_v9_2099'] });
  assert.is(status, 400);
  const e = body.econtext.error;
  assert.is(e.code, 'unknown_overlay');
  assert.is(e.field, 'overlays.0');
  assert.match(e.message, TOPICS);
});

test('an account without the overlays feature gets an empty overlay, and a 403 when it asks for one', async () => {
  const plain = await classifyKeywords({ keywords: ['comedy films'] }, PLAIN);
  assert.is(plain.status, 200);
  assert.equal(plain.body.econtext.classify.overlay, []);
  const asked = await classifyKeywords({ keywords: ['comedy films'], overlays: [TOPICS] }, PLAIN);
  assert.is(asked.status, 403);
  assert.is(asked.body.econtext.error.code, 'feature_not_enabled');
});

test('classify/social carries the overlay of its categories, entity-derived ones with empty lists', async () => {
  const res = await server.call('POST', '/v2/classify/social', {
    body: {
      social: ['Watching a horror film tonight with Taylor Swift songs'],
      entities: true,
      overlays: [TOPICS],
    },
  });
  assert.is(res.status, 200);
  const c = (await json(res)).econtext.classify;
  assert.equal(Object.keys(c.overlay).sort(), Object.keys(c.categories).sort());
  assertShape(c.overlay as Overlay, [TOPICS]);
  const mapped = Object.values(c.overlay as Overlay).filter((e) => e[TOPICS]!.length > 0);
  assert.ok(mapped.length > 0);
});

test('classify/text and categories/categories carry the overlay', async () => {
  const text = await server.call('POST', '/v2/classify/text', {
    body: { text: 'The best sports cars and convertibles of the year, reviewed.' },
  });
  assert.is(text.status, 200);
  const t = (await json(text)).econtext.classify;
  assertShape(t.overlay as Overlay, [TOPICS, GPT, NAICS]);
  const ids = Object.keys(t.categories);
  assert.ok(ids.length > 0);
  const cats = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: ids, overlays: [TOPICS] },
  });
  assert.is(cats.status, 200);
  const body = (await json(cats)).econtext.categories;
  assert.equal(Object.keys(body.overlay).sort(), ids.sort());
  for (const id of ids) assert.equal(body.overlay[id][TOPICS], t.overlay[id][TOPICS]);
});

test('with a dataset_id the overlay is an empty list: custom categories are not ours', async () => {
  const created = await server.call('POST', '/v2/user/taxonomy', {
    body: {
      name: 'shoes',
      nodes: [{ name: 'Shoes', positive_vocab: ['shoes'], negative_vocab: [] }],
    },
  });
  assert.is(created.status, 200);
  const dataset_id = (await json(created)).econtext.user.dataset_id as string;
  const { status, body } = await classifyKeywords({ keywords: ['running shoes'], dataset_id });
  assert.is(status, 200);
  assert.equal(body.econtext.classify.overlay, []);
});

test.run();
