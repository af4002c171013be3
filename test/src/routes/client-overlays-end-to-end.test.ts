/**
 * Client overlays end to end: a server on a small index whose data folder has an
 * operator's mapping file, an overlay uploaded over the API (a client taxonomy, mapped
 * automatically) and one uploaded with the CLI while the server runs (a mapping, through
 * the control socket); then an index build, which the server picks up. The account the
 * overlays are for sees them in classify/keywords and categories/categories; another
 * account with the overlays feature does not.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIndex } from '../../../build-index/build.js';
import { defaultIndexWriters } from '../../../build-index/writers.js';
import { json } from '../../helpers/json.js';
import { runCli } from '../../helpers/cli.js';
import { startTestServer, tempDir, type TestServer } from '../../helpers/server.js';

const ACME: [string, string] = ['acme', 'acme-secret-1'];
const OTHER: [string, string] = ['globex', 'globex-secret-1'];
const FILE = 'AcmeFile_v1_2026';
const SHOP = 'AcmeShop_v1_2026';
const MAP = 'AcmeMap_v1_2026';
const TOPICS = 'Topics_v2_2023';

type Overlay = Record<string, Record<string, Array<Array<[string, string]>>>>;

let server: TestServer;
const dataDir = tempDir();

async function call(method: string, route: string, body?: unknown, auth?: [string, string]) {
  const res = await server.call(method, `/v2${route}`, {
    ...(body !== undefined ? { body } : {}),
    ...(auth ? { auth } : {}),
  });
  const out = await json(res);
  assert.is(res.status, 200, JSON.stringify(out));
  return out.econtext;
}

const uploads = async (): Promise<Array<{ name: string; in_index: boolean }>> =>
  (await call('GET', '/user/overlays?account=acme')).user.overlays;

test.before(async () => {
  mkdirSync(path.join(dataDir, 'overlays', 'acme'), { recursive: true });
  writeFileSync(
    path.join(dataDir, 'overlays', 'acme', `${FILE}.tsv`),
    'category\tnode_id\tnode_path\nVehicles > Cars\tA-CARS\tAutos::Cars\n',
  );
  server = await startTestServer({ dataDir, indexPollMs: 100 });
  await server.services.accounts.add(
    { username: ACME[0], group: 'users', features: ['overlays'] },
    ACME[1],
  );
  await server.services.accounts.add(
    { username: OTHER[0], group: 'users', features: ['overlays'] },
    OTHER[1],
  );
  await call('POST', '/user/overlay', {
    account: 'acme',
    name: SHOP,
    nodes: [
      {
        id: 'D1',
        name: 'Footwear',
        positive_vocab: ['shoes', 'boots', 'sneakers'],
        negative_vocab: [],
        nodes: [
          {
            id: 'D11',
            name: 'Running',
            positive_vocab: ['running shoes', 'trail runners'],
            negative_vocab: [],
          },
        ],
      },
      { id: 'D2', name: 'Getaways', positive_vocab: ['hotels', 'resorts'], negative_vocab: [] },
    ],
  });
  const tsv = path.join(dataDir, 'upload.tsv');
  writeFileSync(tsv, 'category\tnode_id\tnode_path\nFood & Drink\tM-FOOD\tEating\n');
  const cli = await runCli(['overlays', 'upload', 'acme', tsv, '--name', MAP, '--data', dataDir]);
  assert.is(cli.code, 0, cli.stderr);
  const before = await uploads();
  assert.equal(
    before.map((u) => [u.name, u.in_index]),
    [
      [MAP, false],
      [SHOP, false],
    ],
  );
  const built = await buildIndex({
    dataDir,
    profile: 'small',
    extraWriters: defaultIndexWriters(),
  });
  for (let i = 0; server.services.indexes.newest?.version !== built.version; i++) {
    assert.ok(i < 600, 'the server never served the new version');
    await new Promise((r) => setTimeout(r, 100));
  }
});
test.after(async () => {
  await server.stop();
});

test('the list says the served version holds both uploads once it is built', async () => {
  assert.equal(
    (await uploads()).map((u) => [u.name, u.in_index]),
    [
      [MAP, true],
      [SHOP, true],
    ],
  );
});

test('the account sees its file, uploaded taxonomy and uploaded mapping overlays in classify/keywords', async () => {
  const c = (
    await call(
      'POST',
      '/classify/keywords',
      { keywords: ['trail running shoes', 'convertible cars', 'pizza'] },
      ACME,
    )
  ).classify;
  const overlay = c.overlay as Overlay;
  const [shoes, cars, pizza] = (c.results as Array<{ category_id: string }>).map(
    (r) => r.category_id,
  );
  assert.equal(Object.keys(overlay[shoes!]!).slice(-3), [FILE, MAP, SHOP]);
  assert.ok(Object.keys(overlay[shoes!]!).includes(TOPICS));
  assert.equal(overlay[shoes!]![SHOP], [[['D11', 'Footwear::Running']]]);
  assert.equal(overlay[cars!]![FILE], [[['A-CARS', 'Autos::Cars']]]);
  assert.equal(overlay[pizza!]![MAP], [[['M-FOOD', 'Eating']]]);
});

test('categories/categories carries the client overlays, and the overlays parameter picks one', async () => {
  const kw = (await call('POST', '/classify/keywords', { keywords: ['running shoes'] }, ACME))
    .classify;
  const id = kw.results[0].category_id as string;
  const cats = (
    await call('POST', '/categories/categories', { category_ids: [id], overlays: [SHOP] }, ACME)
  ).categories;
  assert.equal(cats.overlay[id], { [SHOP]: [[['D11', 'Footwear::Running']]] });
});

test('another account with the overlays feature sees only the built-in overlays, and cannot name a client one', async () => {
  const c = (await call('POST', '/classify/keywords', { keywords: ['trail running shoes'] }, OTHER))
    .classify;
  for (const entry of Object.values(c.overlay as Overlay))
    for (const name of [FILE, SHOP, MAP]) assert.not.ok(name in entry);
  const res = await server.call('POST', '/v2/categories/categories', {
    body: { category_ids: [c.results[0].category_id], overlays: [SHOP] },
    auth: OTHER,
  });
  assert.is(res.status, 400);
  assert.is((await json(res)).econtext.error.code, 'unknown_overlay');
});

test.run();
