import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { runCli } from '../../helpers/cli.js';
import { billingCycle } from '../../../src/usage/billing-cycle.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
  await runCli(
    [
      'accounts',
      'add',
      'quota',
      '--group',
      'user',
      '--quota',
      '3',
      '--password-stdin',
      '--data',
      server.dataDir,
    ],
    { stdin: 'quota-pass-1' },
  );
  await runCli(
    [
      'accounts',
      'add',
      'rate',
      '--group',
      'user',
      '--rate',
      '2',
      '--password-stdin',
      '--data',
      server.dataDir,
    ],
    { stdin: 'rate-pass-1' },
  );
  await runCli(
    ['accounts', 'add', 'counted', '--group', 'user', '--password-stdin', '--data', server.dataDir],
    { stdin: 'counted-pass' },
  );
});
test.after(async () => {
  await server.stop();
});

test('usage counts every authenticated call per operation and day', async () => {
  const auth: [string, string] = ['counted', 'counted-pass'];
  for (let i = 0; i < 3; i++) await server.call('GET', '/v2/user/attributes', { auth });
  await server.call('GET', '/v2/no/such/route', { auth });
  await server.call('GET', '/v2/user/attributes', { auth: ['counted', 'wrong-pass'] });
  const res = await server.call('GET', '/v2/user/usage', { auth });
  const user = (await json(res)).econtext.user;
  const today = new Date().toISOString().slice(0, 10);
  const [accountId] = Object.keys(user.usage);
  assert.equal(user.usage[accountId!][today], { 'api.user.attributes': 3, 'api.user.usage': 1 });
  assert.is(user.total_usage, 4);
  assert.match(user.start_date, /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(user.start_date <= today && today <= user.end_date);
});

test('usage survives a restart (counts are flushed to the store)', async () => {
  const dataDir = server.dataDir;
  await server.services.usage.flush();
  const before = (
    await json(await server.call('GET', '/v2/user/usage', { auth: ['counted', 'counted-pass'] }))
  ).econtext.user.total_usage;
  await server.close();
  server = await startTestServer({ dataDir });
  const after = (
    await json(await server.call('GET', '/v2/user/usage', { auth: ['counted', 'counted-pass'] }))
  ).econtext.user.total_usage;
  assert.is(after, before + 1);
});

test('over the quota: 429 with Retry-After until the cycle ends', async () => {
  const auth: [string, string] = ['quota', 'quota-pass-1'];
  for (let i = 0; i < 3; i++)
    assert.is((await server.call('GET', '/v2/user/attributes', { auth })).status, 200);
  const res = await server.call('GET', '/v2/user/attributes', { auth });
  assert.is(res.status, 429);
  assert.ok(Number(res.headers.get('retry-after')) >= 1);
  const body = await json(res);
  assert.is(body.econtext.error.code, 'quota_exceeded');
  assert.is(body.econtext.signature.status, '429 Too Many Requests - quota_exceeded');
});

test('over the rate: 429 with Retry-After, then allowed again', async () => {
  const auth: [string, string] = ['rate', 'rate-pass-1'];
  // Sent at once, so that the bucket (2 per second, burst 2) cannot refill in between.
  const responses = await Promise.all(
    Array.from({ length: 8 }, () => server.call('GET', '/v2/user/attributes', { auth })),
  );
  const limited = responses.filter((r) => r.status === 429);
  assert.ok(limited.length >= 4, String(responses.map((r) => r.status)));
  assert.is(limited[0]!.headers.get('retry-after'), '1');
  assert.is((await json(limited[0]!)).econtext.error.code, 'rate_limited');
  await new Promise((r) => setTimeout(r, 1100));
  assert.is((await server.call('GET', '/v2/user/attributes', { auth })).status, 200);
});

test('billing cycles are monthly from the creation day, clamped to short months', () => {
  assert.equal(billingCycle('2026-01-15', new Date('2026-03-20T12:00:00Z')), {
    start: '2026-03-15',
    end: '2026-04-14',
  });
  assert.equal(billingCycle('2026-01-15', new Date('2026-03-10T12:00:00Z')), {
    start: '2026-02-15',
    end: '2026-03-14',
  });
  assert.equal(billingCycle('2026-01-31', new Date('2026-02-28T00:00:00Z')), {
    start: '2026-02-28',
    end: '2026-03-30',
  });
  assert.equal(billingCycle('2025-12-31', new Date('2026-01-05T00:00:00Z')), {
    start: '2025-12-31',
    end: '2026-01-30',
  });
});

test.run();
