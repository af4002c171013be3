/**
 * Two instances on loopback sharing one real redis-server: failed logins on one count on
 * the other, and the classify/social traffic counts of both add up.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { buildIndex } from '../../../build-index/build.js';
import { json } from '../../helpers/json.js';
import { smallDraft } from '../../helpers/index-fixtures.js';
import { startTestServer, tempDir, type TestServer } from '../../helpers/server.js';
import { withTestRedis } from '../../helpers/redis-server.js';
import type { LoginLimiterOptions } from '../../../src/accounts/login-limiter.js';

let a: TestServer;
let b: TestServer;
let dirA: string;
let dirB: string;

// Long waits, so that a closed door stays closed for the whole test.
const loginLimits: LoginLimiterOptions = {
  account: { freeFailures: 2, baseDelayMs: 60_000 },
  address: { freeFailures: 6, baseDelayMs: 60_000 },
};

withTestRedis(test, {
  async setUp(redis) {
    dirA = tempDir();
    dirB = tempDir();
    await buildIndex({ dataDir: dirA, draft: smallDraft(), at: new Date(Date.now() - 60_000) });
    cpSync(path.join(dirA, 'indexes'), path.join(dirB, 'indexes'), { recursive: true });
    a = await startTestServer({ state: redis.url, dataDir: dirA, index: 'none', loginLimits });
    writeFileSync(path.join(dirB, 'admin-password'), a.adminPassword + '\n');
    b = await startTestServer({ state: redis.url, dataDir: dirB, index: 'none', loginLimits });
  },
  async tearDown() {
    await a.stop();
    await b.stop();
    for (const dir of [dirA, dirB]) rmSync(dir, { recursive: true, force: true });
  },
});

const login = (s: TestServer, user: string, password: string) =>
  s.call('GET', '/v2/user/attributes', { auth: [user, password] });

test('failed logins for a username on one instance close it on the other', async () => {
  await a.services.accounts.add({ username: 'target', group: 'test' }, 'right-password');
  assert.is((await login(a, 'target', 'guess-1')).status, 401);
  assert.is((await login(a, 'target', 'guess-2')).status, 401);
  const refused = await login(b, 'target', 'guess-3');
  assert.is(refused.status, 429);
  assert.is((await json(refused)).econtext.error.code, 'too_many_failed_logins');
  assert.ok(Number(refused.headers.get('retry-after')) > 50);
  // The right password waits too: this address never logged in as the account.
  assert.is((await login(b, 'target', 'right-password')).status, 429);
});

test('failed logins from one address on both instances add up', async () => {
  // Two failures came from this address above; four more, alternating, reach six.
  for (const [s, user] of [
    [a, 'nobody-1'],
    [b, 'nobody-2'],
    [a, 'nobody-3'],
    [b, 'nobody-4'],
  ] as const)
    assert.is((await login(s, user, 'x')).status, 401);
  const refused = await login(b, 'nobody-5', 'x');
  assert.is(refused.status, 429);
  assert.is((await login(a, 'nobody-6', 'x')).status, 429);
});

test('the classify/social traffic counts of both instances add up', async () => {
  const index = a.services.indexes.newest!;
  assert.is(b.services.indexes.newest!.version, index.version);
  a.services.traffic.record(index, [[0, 1], [1]]);
  b.services.traffic.record(index, [[1, 1, 2]]);
  await Promise.all([a.services.traffic.flush(), b.services.traffic.flush()]);
  for (const s of [a, b]) {
    const snap = await s.services.traffic.snapshot();
    assert.is(snap.docs, 3);
    assert.equal(snap.counts, {
      [index.idAt(0).toString()]: 1,
      [index.idAt(1).toString()]: 3,
      [index.idAt(2).toString()]: 1,
    });
  }
});

test.run();
