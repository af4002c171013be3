/**
 * Two instances on loopback sharing one real redis-server follow the fleet's current index
 * version: they switch together when it is announced, an instance without the folder keeps
 * serving the previous version and says so in its logs and /metrics, and a
 * taxonomy_timestamp names the same version on both.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { buildIndex } from '../../../build-index/build.js';
import { json } from '../../helpers/json.js';
import { startTestServer, tempDir, type TestServer } from '../../helpers/server.js';
import { smallDraft } from '../../helpers/index-fixtures.js';
import { withTestRedis } from '../../helpers/redis-server.js';
import { runCli } from '../../helpers/cli.js';
import { ApiError } from '../../../src/errors.js';
import { listVersions } from '../../../native-index/catalog.js';
import { RedisStore } from '../../../src/state/redis-store.js';
import { announceIndexVersion, readFleetVersion } from '../../../src/versions/fleet-version.js';

const DAY = 86_400_000;

let a: TestServer;
let b: TestServer;
let dirA: string;
let dirB: string;
const logB: Array<Record<string, unknown>> = [];
let v0: string;

/** A pino logger whose lines land in `lines`. */
function capturingLogger(lines: Array<Record<string, unknown>>) {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return pino({ level: 'info' }, sink);
}

/** A build of the small draft, with `tiers` more top tiers, so that answers tell versions apart. */
async function build(dataDir: string, daysAgo: number, tiers: string[] = []) {
  const draft = smallDraft();
  for (const name of tiers)
    draft.categories.push({
      key: `tier:${name.toLowerCase()}`,
      parent: null,
      name,
      patterns: [name.toLowerCase()],
      negative: [],
      context: [],
      facets: [],
      prior: 1,
    });
  const built = await buildIndex({
    dataDir,
    draft,
    at: new Date(Date.now() - daysAgo * DAY),
  });
  return built;
}

/** Copies a version folder into another data folder the way an operator should: then a rename. */
function copyVersion(dir: string, toDataDir: string): void {
  const name = path.basename(dir);
  const tmp = path.join(toDataDir, 'indexes', `.tmp-copy-${name}`);
  cpSync(dir, tmp, { recursive: true });
  renameSync(tmp, path.join(toDataDir, 'indexes', name));
}

const served = async (s: TestServer) =>
  ((await (await fetch(s.url + '/ready')).json()) as { index: string }).index;

const tierNames = async (s: TestServer) =>
  (
    (await json(await s.call('GET', '/v2/categories/tiers'))).econtext.categories as Array<{
      name: string;
    }>
  )
    .map((c) => c.name)
    .sort();

const metricsOf = async (s: TestServer) => (await s.call('GET', '/metrics')).text();

const waitFor = async (check: () => Promise<boolean> | boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
};

const suite = withTestRedis(test, {
  async setUp(redis) {
    dirA = tempDir();
    dirB = tempDir();
    v0 = (await build(dirA, 5)).version;
    copyVersion(path.join(dirA, 'indexes', v0), dirB);
    a = await startTestServer({ state: redis.url, dataDir: dirA, index: 'none', indexPollMs: 100 });
    writeFileSync(path.join(dirB, 'admin-password'), a.adminPassword + '\n');
    b = await startTestServer({
      state: redis.url,
      dataDir: dirB,
      index: 'none',
      indexPollMs: 100,
      logger: capturingLogger(logB),
    });
  },
  async tearDown() {
    await a.stop();
    await b.stop();
    for (const dir of [dirA, dirB]) rmSync(dir, { recursive: true, force: true });
  },
});

test('the first instance of a fleet records the version it serves as the fleet’s', async () => {
  const store = await RedisStore.open(suite.redis.url);
  try {
    assert.is((await readFleetVersion(store))?.version, v0);
  } finally {
    await store.close();
  }
  assert.is(await served(a), v0);
  assert.is(await served(b), v0);
});

test('a new folder is not served before it is announced; announced, both instances switch', async () => {
  const v1 = await build(dirA, 4, ['Sports']);
  copyVersion(v1.dir, dirB);
  await new Promise((r) => setTimeout(r, 400)); // several polls of both
  assert.is(await served(a), v0);
  assert.is(await served(b), v0);

  const cli = await runCli([
    'index',
    'announce',
    v1.version,
    '--data',
    dirA,
    '--state',
    suite.redis.url,
  ]);
  assert.is(cli.code, 0, cli.stderr);
  assert.ok(
    await waitFor(async () => (await served(a)) === v1.version && (await served(b)) === v1.version),
  );
  for (const s of [a, b]) {
    assert.equal(await tierNames(s), ['Food & Drink', 'Sports', 'Travel']);
    const metrics = await metricsOf(s);
    assert.match(metrics, /^sortal_index_behind_fleet 0$/m);
    assert.ok(
      metrics.includes(`sortal_index_version_info{served="${v1.version}",fleet="${v1.version}"} 1`),
    );
  }
});

test('an instance without the announced folder keeps serving the previous version, says so once, and catches up when it comes', async () => {
  const v1 = await served(b);
  const v2 = await build(dirA, 3, ['Sports', 'Music']);
  const store = await RedisStore.open(suite.redis.url);
  try {
    await announceIndexVersion(store, {
      version: v2.version,
      built_at: v2.manifest.built_at,
    });
  } finally {
    await store.close();
  }
  assert.ok(await waitFor(async () => (await served(a)) === v2.version));
  assert.equal(await tierNames(a), ['Food & Drink', 'Music', 'Sports', 'Travel']);
  await new Promise((r) => setTimeout(r, 400)); // several polls of B
  assert.is(await served(b), v1);
  assert.equal(await tierNames(b), ['Food & Drink', 'Sports', 'Travel']);
  const metrics = await metricsOf(b);
  assert.match(metrics, /^sortal_index_behind_fleet 1$/m);
  assert.ok(metrics.includes(`sortal_index_version_info{served="${v1}",fleet="${v2.version}"} 1`));
  const told = logB.filter((l) => String(l.msg).includes('not here yet'));
  assert.is(told.length, 1);
  assert.is(told[0]!.fleet, v2.version);
  assert.is(told[0]!.serving, v1);

  // A timestamp names the same version on both: B cannot serve it yet and says so (the
  // classify routes answer this error in the envelope).
  const now = Math.floor(Date.now() / 1000);
  assert.is(a.services.indexes.resolve(now).version, v2.version);
  try {
    b.services.indexes.resolve(now);
    assert.unreachable('B resolved a version it does not have');
  } catch (err) {
    assert.instance(err, ApiError);
    assert.is((err as ApiError).status, 503);
    assert.is((err as ApiError).code, 'index_unavailable');
  }
  const between = Math.floor((Date.now() - 3.5 * DAY) / 1000);
  assert.is(a.services.indexes.resolve(between).version, v1);
  assert.is(b.services.indexes.resolve(between).version, v1);

  copyVersion(v2.dir, dirB);
  assert.ok(await waitFor(async () => (await served(b)) === v2.version));
  assert.match(await metricsOf(b), /^sortal_index_behind_fleet 0$/m);
  assert.is(b.services.indexes.resolve(now).version, v2.version);
});

test('a folder newer than the fleet’s version is neither served nor picked by a timestamp until announced', async () => {
  const current = await served(a);
  const v3 = await build(dirA, 2, ['Sports', 'Music', 'Film']);
  await new Promise((r) => setTimeout(r, 400));
  assert.is(await served(a), current);
  const now = Math.floor(Date.now() / 1000);
  assert.is(a.services.indexes.resolve(now).version, current);
  assert.is.not(v3.version, current);
});

test('an announcement of an older version rolls the fleet back', async () => {
  const cli = await runCli(['index', 'announce', v0, '--data', dirB, '--state', suite.redis.url]);
  assert.is(cli.code, 0, cli.stderr);
  assert.ok(await waitFor(async () => (await served(a)) === v0 && (await served(b)) === v0));
  assert.equal(await tierNames(b), ['Food & Drink', 'Travel']);
});

test('index announce refuses a version that is not in the data folder, and a missing state', async () => {
  const missing = await runCli([
    'index',
    'announce',
    '20000101T000000Z',
    '--data',
    dirA,
    '--state',
    suite.redis.url,
  ]);
  assert.is(missing.code, 2);
  assert.match(missing.stderr, /no index version 20000101T000000Z/);
  const noState = await runCli(['index', 'announce', v0, '--data', dirA], {
    env: { SORTAL_STATE: '' },
  });
  assert.is(noState.code, 2);
  assert.match(noState.stderr, /needs the fleet's state/);
});

test('one machine records the version it serves in its embedded store', async () => {
  const alone = await startTestServer({ dataDir: tempDir(), index: 'none' });
  try {
    copyVersion(path.join(dirA, 'indexes', v0), alone.dataDir);
    // The server polls every 10 s by default; a refresh is what a poll does.
    alone.services.indexes.refresh();
    await new Promise((r) => setTimeout(r, 100));
    assert.is(await served(alone), v0);
    const builtAt = listVersions(alone.dataDir)[0]!.manifest.built_at;
    assert.equal(await readFleetVersion(alone.services.store), { version: v0, built_at: builtAt });
    assert.match(await metricsOf(alone), /^sortal_index_behind_fleet 0$/m);
  } finally {
    await alone.stop();
    rmSync(alone.dataDir, { recursive: true, force: true });
  }
});

test.run();
