/**
 * Two instances on loopback sharing one real redis-server: what one does, the other sees
 * at once, and a Redis outage is a 503 with Retry-After until it is back.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { basic, startTestServer, type TestServer } from '../../helpers/server.js';
import { copyFixtureIndex } from '../../helpers/fixture-index.js';
import { withTestRedis } from '../../helpers/redis-server.js';

let a: TestServer;
let b: TestServer;

const suite = withTestRedis(test, {
  async setUp(redis) {
    a = await startTestServer({ state: redis.url });
    // The second instance finds the admin account in Redis; it gets the password file by hand.
    await copyFixtureIndex(suite.dataDir);
    writeFileSync(path.join(suite.dataDir, 'admin-password'), a.adminPassword + '\n');
    b = await startTestServer({ state: redis.url, dataDir: suite.dataDir });
  },
  async tearDown() {
    await a.stop();
    await b.stop();
  },
});

const attributes = (s: TestServer, user: string) =>
  s.call('GET', '/v2/user/attributes', { auth: [user, 'pw-' + user] });

async function addAccount(s: TestServer, username: string, extra: { rate?: number } = {}) {
  return s.services.accounts.add({ username, group: 'test', ...extra }, 'pw-' + username);
}

test('an account added on one instance authenticates on the other at once', async () => {
  assert.is((await attributes(b, 'fleet1')).status, 401);
  await addAccount(a, 'fleet1');
  assert.is((await attributes(b, 'fleet1')).status, 200);
});

test('a removal or a new password on one instance takes effect on the other at once', async () => {
  await addAccount(a, 'fleet5');
  await addAccount(a, 'fleet6');
  // Both instances have verified (and cached) the credentials.
  for (const s of [a, b]) {
    assert.is((await attributes(s, 'fleet5')).status, 200);
    assert.is((await attributes(s, 'fleet6')).status, 200);
  }
  await a.services.accounts.remove('fleet5');
  await a.services.accounts.setPassword('fleet6', 'another');
  await new Promise((r) => setTimeout(r, 100));
  assert.is((await attributes(b, 'fleet5')).status, 401);
  assert.is((await attributes(b, 'fleet6')).status, 401);
});

test('the usage of both instances sums', async () => {
  const account = await addAccount(a, 'fleet2');
  for (const s of [a, b, a, b, b]) assert.is((await attributes(s, 'fleet2')).status, 200);
  for (const s of [a, b]) {
    const report = await s.services.usage.report(account.account_id, account.created_at);
    assert.is(report.total_usage, 5);
  }
});

test('a rate limit holds across both instances', async () => {
  await addAccount(a, 'fleet3', { rate: 1 });
  // Credentials checked once on each instance, then a full bucket of one call.
  await attributes(a, 'fleet3');
  await attributes(b, 'fleet3');
  await new Promise((r) => setTimeout(r, 1100));
  const answers = await Promise.all([a, b, a, b].map((s) => attributes(s, 'fleet3')));
  const statuses = answers.map((r) => r.status).sort();
  assert.equal(statuses, [200, 429, 429, 429]);
  for (const r of answers.filter((r) => r.status === 429))
    assert.ok(Number(r.headers.get('retry-after')) >= 1);
});

test('a keyword search made on one instance pages on the other, and is consumed for both', async () => {
  const made = await a.call('POST', '/v2/keywords/search', {
    body: { query: 'hotels', type: 1, pagesize: 5, limit: 10 },
  });
  assert.is(made.status, 200);
  const { searchid } = ((await made.json()) as { econtext: { keywords: { searchid: string } } })
    .econtext.keywords;
  const page = (s: TestServer, n: number) =>
    s.call('GET', `/v2/keywords/search/${searchid}?page=${n}`);
  assert.is((await page(b, 1)).status, 200);
  assert.is((await page(a, 2)).status, 200);
  const gone = await page(b, 1);
  assert.is(gone.status, 404);
});

interface Outcome {
  status: number;
  retryAfter: string | null;
  code: string | undefined;
}

async function hammer(s: TestServer, user: string, until: () => boolean, out: Outcome[]) {
  while (!until()) {
    const res = await s.call('GET', '/v2/user/attributes', {
      headers: { authorization: basic(user, 'pw-' + user) },
      auth: null,
    });
    const body = (await res.json()) as { econtext: { error?: { code: string } } };
    out.push({
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      code: body.econtext.error?.code,
    });
  }
}

test('Redis stopped under load: 503s with Retry-After while down, then recovery without a restart', async () => {
  const account = await addAccount(a, 'fleet4');
  let done = false;
  const outcomes: Outcome[] = [];
  const load = Promise.all([
    hammer(a, 'fleet4', () => done, outcomes),
    hammer(b, 'fleet4', () => done, outcomes),
  ]);
  await new Promise((r) => setTimeout(r, 200));
  await suite.redis.stop();
  await new Promise((r) => setTimeout(r, 300));
  const health = (await (await fetch(b.url + '/health')).json()) as Record<string, string>;
  assert.equal(health, { status: 'degraded', state: 'unreachable' });
  assert.is((await fetch(a.url + '/ready')).status, 503);
  const duringOutage = outcomes.length;
  await suite.redis.start();
  // Both instances answer 200 again by themselves.
  const recovered = async (s: TestServer) => {
    for (let i = 0; i < 100; i++) {
      if ((await attributes(s, 'fleet4')).status === 200) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  };
  assert.ok(await recovered(a));
  assert.ok(await recovered(b));
  done = true;
  await load;
  assert.ok(duringOutage > 0);
  const unavailable = outcomes.filter((o) => o.status === 503);
  assert.ok(unavailable.length > 0, 'some calls met the outage');
  for (const o of outcomes) assert.ok(o.status === 200 || o.status === 503, JSON.stringify(o));
  for (const o of unavailable) {
    assert.ok(Number(o.retryAfter) >= 1);
    assert.ok(o.code === 'state_unavailable' || o.code === 'usage_unavailable', o.code);
  }
  assert.equal(await (await fetch(a.url + '/health')).json(), { status: 'ok', state: 'ok' });
  // Every answered call was counted: nothing acknowledged was lost.
  const answered = outcomes.filter((o) => o.status === 200).length + 2;
  const report = await a.services.usage.report(account.account_id, account.created_at);
  assert.ok(report.total_usage >= answered, `${report.total_usage} counted, ${answered} answered`);
  assert.ok(report.total_usage <= answered + unavailable.length);
});

test.run();
