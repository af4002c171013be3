/**
 * Custom taxonomies in a fleet: two instances on loopback share one real redis-server.
 * A taxonomy made on one classifies on the other, a delete on one is a 404 on both as
 * soon as it is acknowledged (and every worker of both drops it), the per-account rules
 * hold across the fleet, and a Redis outage is a 503 that loses nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { copyFixtureIndex } from '../../helpers/fixture-index.js';
import { withTestRedis } from '../../helpers/redis-server.js';
import { heldByWorkers } from '../../helpers/worker-holdings.js';
import { ApiError } from '../../../src/errors.js';
import { TaxonomyStore } from '../../../src/taxonomies/taxonomy-store.js';
import { TAXONOMY_LIMITS } from '../../../src/taxonomies/taxonomy-validation.js';

let a: TestServer;
let b: TestServer;
const USER: [string, string] = ['fleet-tax', 'fleet-tax-secret'];

const suite = withTestRedis(test, {
  async setUp(redis) {
    a = await startTestServer({ state: redis.url, workers: 2 });
    await copyFixtureIndex(suite.dataDir);
    writeFileSync(path.join(suite.dataDir, 'admin-password'), a.adminPassword + '\n');
    b = await startTestServer({ state: redis.url, dataDir: suite.dataDir, workers: 2 });
    await a.services.accounts.add({ username: USER[0], group: 'users' }, USER[1]);
  },
  async tearDown() {
    await a.stop();
    await b.stop();
  },
});

const node = (name: string, positive: string[], negative: string[] = [], nodes?: unknown[]) => ({
  name,
  positive_vocab: positive,
  negative_vocab: negative,
  ...(nodes ? { nodes } : {}),
});
const COLORS = {
  name: 'Colors',
  nodes: [node('Pink', ['pink'], [], [node('Light Pink', ['light pink'])]), node('Blue', ['blue'])],
};

const call = (s: TestServer, method: string, route: string, body?: unknown, auth = USER) =>
  s.call(method, `/v2${route}`, { ...(body !== undefined ? { body } : {}), auth });

async function create(s: TestServer, body: unknown): Promise<string> {
  const res = await call(s, 'POST', '/user/taxonomy', body);
  const out = await json(res);
  assert.is(res.status, 200, JSON.stringify(out));
  return out.econtext.user.dataset_id as string;
}

/** The path of each keyword's node on instance `s` (null: none), or the error's status and code. */
/** The vocabulary alone (classification_type 1): which taxonomy is in effect, not how near "blue" is to Pink. */
async function classify(s: TestServer, id: string, keywords: string[]) {
  const res = await call(s, 'POST', '/classify/keywords', {
    keywords,
    dataset_id: id,
    classification_type: 1,
  });
  const out = await json(res);
  if (res.status !== 200) return { status: res.status, code: out.econtext.error.code as string };
  const c = out.econtext.classify;
  return {
    status: 200,
    paths: (c.mappings as Array<string | null>).map((m) => (m ? c.categories[m].path : null)),
  };
}

/** What every worker thread of `s` holds. */
async function heldByWorkersOf(s: TestServer): Promise<Map<number, string[]>> {
  const seen = await heldByWorkers(s.services.pool, s.services.indexes.resolve(undefined));
  assert.is(seen.size, 2, 'both workers answered');
  return seen;
}

/** Classifies on both workers of `s` (a batch each at once), so each compiles its copy. */
async function useOnBothWorkers(s: TestServer, id: string): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await Promise.all(
      [0, 1].map(() => classify(s, id, Array(300).fill('light pink dress') as string[])),
    );
    const held = await heldByWorkersOf(s);
    if ([...held.values()].every((ids) => ids.includes(id))) return;
  }
  assert.unreachable('both workers never held the taxonomy');
}

test('a taxonomy made on one instance is listed, read and classifies on the other at once', async () => {
  const id = await create(a, COLORS);
  const list = await json(await call(b, 'GET', '/user/taxonomies'));
  assert.equal(list.econtext.user.private, { Colors: id });
  const read = await json(await call(b, 'GET', `/user/taxonomy/${id}`));
  assert.is(read.econtext.user.taxonomy.name, 'Colors');
  assert.equal(await classify(b, id, ['light pink dress', 'navy blue', 'nothing']), {
    status: 200,
    paths: [['Pink', 'Light Pink'], ['Blue'], null],
  });
  // Node ids are the same on both instances.
  const ids = async (s: TestServer) =>
    (
      await json(
        await call(s, 'POST', '/classify/keywords', { keywords: ['pink'], dataset_id: id }),
      )
    ).econtext.classify.mappings;
  assert.equal(await ids(a), await ids(b));
  await call(a, 'DELETE', `/user/taxonomy/${id}`);
});

test('a delete on one instance is a 404 on both as soon as it is acknowledged, and every worker of both drops it', async () => {
  const id = await create(a, { ...COLORS, name: 'Colors to delete' });
  // Both instances have compiled it, and both workers of each hold it.
  await useOnBothWorkers(a, id);
  await useOnBothWorkers(b, id);
  const del = await call(a, 'DELETE', `/user/taxonomy/${id}`);
  assert.is(del.status, 200);
  // No wait: the very next call on the other instance already answers the 404.
  assert.equal(await classify(b, id, ['light pink']), { status: 404, code: 'unknown_dataset' });
  assert.equal(await classify(a, id, ['light pink']), { status: 404, code: 'unknown_dataset' });
  assert.is((await call(b, 'GET', `/user/taxonomy/${id}`)).status, 404);
  assert.is((await call(b, 'DELETE', `/user/taxonomy/${id}`)).status, 404);
  const list = await json(await call(b, 'GET', '/user/taxonomies'));
  assert.not.ok(Object.values(list.econtext.user.private).includes(id));
  // The announcement reaches B's workers shortly after: none keeps the compiled copy.
  let kept = true;
  for (let i = 0; i < 40 && kept; i++) {
    kept = [...(await heldByWorkersOf(b)).values()].some((held) => held.includes(id));
    if (kept) await new Promise((r) => setTimeout(r, 50));
  }
  assert.not.ok(kept, "B's workers dropped the deleted taxonomy");
  for (const held of (await heldByWorkersOf(a)).values()) assert.not.ok(held.includes(id));
});

test('a change (a new upload under the same name after a delete) takes effect on both at once', async () => {
  const before = await create(a, { name: 'Shop', nodes: [node('Pink', ['pink'])] });
  assert.equal(await classify(b, before, ['pink', 'blue']), {
    status: 200,
    paths: [['Pink'], null],
  });
  assert.is((await call(b, 'DELETE', `/user/taxonomy/${before}`)).status, 200);
  const after = await create(a, { name: 'Shop', nodes: [node('Blue', ['blue'])] });
  const list = await json(await call(b, 'GET', '/user/taxonomies'));
  assert.is(list.econtext.user.private.Shop, after);
  for (const s of [a, b]) {
    assert.equal(await classify(s, after, ['pink', 'blue']), {
      status: 200,
      paths: [null, ['Blue']],
    });
    assert.equal(await classify(s, before, ['pink']), { status: 404, code: 'unknown_dataset' });
  }
  await call(a, 'DELETE', `/user/taxonomy/${after}`);
});

test('names stay unique per account across the fleet under concurrent creates', async () => {
  for (let round = 0; round < 5; round++) {
    const body = { name: `Race ${round}`, nodes: [node('Pink', ['pink'])] };
    const answers = await Promise.all(
      [a, b, a, b].map((s) => call(s, 'POST', '/user/taxonomy', body)),
    );
    const statuses = answers.map((r) => r.status).sort();
    assert.equal(statuses, [200, 400, 400, 400], `round ${round}`);
    for (const r of answers.filter((r) => r.status === 400))
      assert.is((await json(r)).econtext.error.code, 'duplicate_taxonomy_name');
  }
  const list = await json(await call(a, 'GET', '/user/taxonomies'));
  const races = Object.keys(list.econtext.user.private).filter((n) => n.startsWith('Race '));
  assert.is(races.length, 5);
  for (const id of Object.values<string>(list.econtext.user.private))
    await call(a, 'DELETE', `/user/taxonomy/${id}`);
});

test('the per-account limit holds across the fleet under concurrent creates', async () => {
  const account = (await a.services.accounts.get(USER[0]))!;
  const store = new TaxonomyStore(a.services.store);
  for (let k = 0; k < TAXONOMY_LIMITS.perAccount - 2; k++)
    await store.create({
      owner: account.account_id,
      name: `Filler ${k}`,
      public: false,
      nodes: [{ name: 'x', positive_vocab: ['x'], negative_vocab: [] }],
    });
  const answers = await Promise.all(
    [a, b, a, b].map((s, k) =>
      call(s, 'POST', '/user/taxonomy', { name: `Last ${k}`, nodes: [node('x', ['x'])] }),
    ),
  );
  assert.equal(answers.map((r) => r.status).sort(), [200, 200, 400, 400]);
  for (const r of answers.filter((r) => r.status === 400))
    assert.is((await json(r)).econtext.error.code, 'taxonomy_limit');
  for (const t of await store.owned(account.account_id))
    assert.is((await call(b, 'DELETE', `/user/taxonomy/${t.dataset_id}`)).status, 200);
});

/** The status and error code of a call made while Redis is down. */
async function rejection(p: Promise<unknown>): Promise<[number, string]> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return [err.status, err.code];
    throw err;
  }
  return [200, 'answered'];
}

test('Redis down: taxonomy calls are 503 state_unavailable with Retry-After; nothing acknowledged is lost; recovery without a restart', async () => {
  const kept = await create(a, { ...COLORS, name: 'Kept' });
  assert.is((await classify(b, kept, ['pink'])).status, 200); // compiled and cached on B
  const account = (await b.services.accounts.get(USER[0]))!;
  await suite.redis.stop();
  await new Promise((r) => setTimeout(r, 200));

  // Over HTTP: the error envelope with Retry-After (the call's count needs Redis first).
  for (const [s, method, route, body] of [
    [a, 'GET', '/user/taxonomies', undefined],
    [b, 'POST', '/user/taxonomy', { ...COLORS, name: 'During' }],
    [a, 'GET', `/user/taxonomy/${kept}`, undefined],
    [b, 'DELETE', `/user/taxonomy/${kept}`, undefined],
    [b, 'POST', '/classify/keywords', { keywords: ['pink'], dataset_id: kept }],
  ] as const) {
    const res = await call(s, method, route, body);
    const out = await json(res);
    assert.is(res.status, 503, `${method} ${route}: ${JSON.stringify(out)}`);
    assert.ok(Number(res.headers.get('retry-after')) >= 1);
    assert.ok(
      ['state_unavailable', 'usage_unavailable'].includes(out.econtext.error.code),
      out.econtext.error.code,
    );
  }
  // The taxonomy operations themselves: 503 state_unavailable, and a compiled copy is
  // not used while it cannot be checked that it still exists.
  const taxonomies = b.services.taxonomies;
  assert.equal(await rejection(taxonomies.compiledFor(account, kept)), [503, 'state_unavailable']);
  assert.equal(await rejection(taxonomies.list(account)), [503, 'state_unavailable']);
  assert.equal(await rejection(taxonomies.read(account, kept)), [503, 'state_unavailable']);
  assert.equal(await rejection(taxonomies.remove(account, kept)), [503, 'state_unavailable']);
  assert.equal(await rejection(taxonomies.create(account, { ...COLORS, name: 'During' })), [
    503,
    'state_unavailable',
  ]);

  await suite.redis.start();
  let back = false;
  for (let i = 0; i < 100 && !back; i++) {
    back = (await call(b, 'GET', '/user/taxonomies')).status === 200;
    if (!back) await new Promise((r) => setTimeout(r, 50));
  }
  assert.ok(back, 'B answers again without a restart');
  const list = await json(await call(b, 'GET', '/user/taxonomies'));
  assert.equal(list.econtext.user.private, { Kept: kept });
  assert.equal(await classify(b, kept, ['light pink']), {
    status: 200,
    paths: [['Pink', 'Light Pink']],
  });
  const made = await create(b, { ...COLORS, name: 'After' });
  assert.is((await classify(a, made, ['blue'])).status, 200);
  for (const id of [kept, made])
    assert.is((await call(a, 'DELETE', `/user/taxonomy/${id}`)).status, 200);
});

test.run();
