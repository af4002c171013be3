/**
 * The zero-shot path of dataset_id calls over HTTP: a keyword or post using none of the
 * listed words gets a node, explanations name the path, classification_type 1 is the
 * vocabulary alone, and deleting the taxonomy drops its centroids here and in the workers.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { json } from '../../helpers/json.js';
import { startTestServer, tempDir, type TestServer } from '../../helpers/server.js';
import { heldByWorkers } from '../../helpers/worker-holdings.js';
import { ZERO_SHOT } from '../../../workers/custom/zero-shot.js';

let server: TestServer;
const dataDir = tempDir();
const USER: [string, string] = ['zs-user', 'zs-user-secret'];

test.before(async () => {
  server = await startTestServer({ workers: 2, dataDir });
  await server.services.accounts.add({ username: USER[0], group: 'users' }, USER[1]);
});
test.after(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = async (method: string, route: string, body?: unknown) => {
  const res = await server.call(method, `/v2${route}`, {
    ...(body !== undefined ? { body } : {}),
    auth: USER,
  });
  const out = await json(res);
  assert.is(res.status, 200, JSON.stringify(out));
  return out.econtext;
};

const node = (name: string, positive: string[], nodes?: unknown[]) => ({
  name,
  positive_vocab: positive,
  negative_vocab: [],
  ...(nodes ? { nodes } : {}),
});
const SHOP = {
  name: 'Zero-shot shop',
  nodes: [
    node('Pets', ['pet supplies'], [node('Dogs', ['dog food']), node('Cats', ['cat litter'])]),
    node('Vehicles', ['car dealer'], [node('Cars', ['jaguar']), node('Boats', ['sailboat'])]),
    node('Software', ['programming language']),
  ],
};

test('keywords and posts without listed words get their node; explain names the path; type 1 is the vocabulary alone', async () => {
  const id = (await call('POST', '/user/taxonomy', SHOP)).user.dataset_id as string;
  const kw = (
    await call('POST', '/classify/keywords', {
      keywords: ['engine and tires for my sedan', 'jaguar', 'interest rates and inflation'],
      dataset_id: id,
      explain: true,
    })
  ).classify;
  const pathOf = (cid: string | null) => (cid ? kw.categories[cid].path.join(' > ') : null);
  assert.equal(kw.mappings.map(pathOf), ['Vehicles > Cars', 'Vehicles > Cars', null]);
  const [zs, vocab, none] = kw.results.map((r: any) => r.explanation);
  assert.is(zs.source, 'zero_shot');
  assert.equal(zs.path, ['Vehicles', 'Cars']);
  assert.ok(zs.similarity >= ZERO_SHOT.threshold && zs.similarity <= 1);
  assert.equal(vocab, {
    source: 'vocabulary',
    category_id: kw.mappings[1],
    path: ['Vehicles', 'Cars'],
    words: ['jaguar'],
    similarity: null,
  });
  assert.equal(none, { source: 'none', category_id: null, path: [], words: [], similarity: null });

  const rulesOnly = (
    await call('POST', '/classify/keywords', {
      keywords: ['engine and tires for my sedan'],
      dataset_id: id,
      classification_type: 1,
    })
  ).classify;
  assert.equal(rulesOnly.mappings, [null]);

  const social = (
    await call('POST', '/classify/social', {
      social: ['java code compiler bug'],
      dataset_id: id,
      explain: true,
    })
  ).classify;
  const r = social.results[0];
  assert.is(r.scored_categories.length, 1);
  const [cat] = r.explanation.categories;
  assert.is(cat.category_id, r.scored_categories[0].category_id);
  assert.equal(cat.path, ['Software']);
  assert.is(cat.source, 'zero_shot');
  assert.is(cat.score, cat.similarity, 'a zero-shot score is its similarity');
  const text = (
    await call('POST', '/classify/text', { text: 'java code compiler bug', dataset_id: id })
  ).classify;
  assert.is(text.scored_categories[0].category_id, cat.category_id);
  assert.is(text.explanation, undefined, 'no explanation unless asked');
});

test('deleting a taxonomy drops its centroids on this instance and in every worker', async () => {
  const id = (await call('POST', '/user/taxonomy', { ...SHOP, name: 'Shop to delete' })).user
    .dataset_id as string;
  const pool = server.services.pool;
  const index = server.services.indexes.resolve(undefined);
  const holders = async () => [...(await heldByWorkers(pool, index)).values()];
  // Enough concurrent calls that both workers receive the taxonomy and its centroids.
  for (let round = 0; round < 20; round++) {
    await Promise.all(
      [0, 1, 2, 3].map(() =>
        call('POST', '/classify/keywords', {
          keywords: Array(200).fill('engine and tires for my sedan'),
          dataset_id: id,
        }),
      ),
    );
    if ((await holders()).every((held) => held.includes(id))) break;
  }
  const copy = server.services.taxonomies.heldCopy(id);
  assert.ok(copy, 'compiled on first use');
  assert.is(copy.centroids.size, 1, 'with the centroids of the version served');
  const before = await holders();
  assert.is(before.length, 2);
  for (const held of before) assert.ok(held.includes(id));
  await call('DELETE', `/user/taxonomy/${id}`);
  assert.is(server.services.taxonomies.heldCopy(id), undefined);
  const after = await holders();
  assert.is(after.length, 2);
  for (const held of after) assert.not.ok(held.includes(id));
});

test.run();
