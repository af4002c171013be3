import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RedisStore } from '../../../src/state/redis-store.js';
import { ApiError } from '../../../src/errors.js';
import { withTestRedis } from '../../helpers/redis-server.js';

let a: RedisStore;
let b: RedisStore;
const suite = withTestRedis(test, {
  async setUp(redis) {
    a = await RedisStore.open(redis.url, { prefix: 'unit:' });
    b = await RedisStore.open(redis.url, { prefix: 'unit:' });
  },
  async tearDown() {
    await a.close();
    await b.close();
  },
});

test('a value put by one client is read, scanned in key order and deleted through another', async () => {
  await a.put('account:bob', { n: 2 });
  await a.batch([
    { type: 'put', key: 'account:alice', value: { n: 1 } },
    { type: 'put', key: 'other:x', value: 'x' },
  ]);
  assert.equal(await b.get('account:bob'), { n: 2 });
  assert.equal(await b.scan('account:'), [
    ['account:alice', { n: 1 }],
    ['account:bob', { n: 2 }],
  ]);
  assert.equal(await b.scan('account:', { limit: 1 }), [['account:alice', { n: 1 }]]);
  await b.del('account:bob');
  assert.is(await a.get('account:bob'), undefined);
  assert.equal((await a.scan('account:')).length, 1);
});

test('a value put with a lifetime expires in Redis', async () => {
  await a.put('kwsearch:x', [1, 2], { ttlSeconds: 0.05 });
  assert.equal(await b.get('kwsearch:x'), [1, 2]);
  await new Promise((r) => setTimeout(r, 120));
  assert.is(await b.get('kwsearch:x'), undefined);
});

test('counts added concurrently by two clients all land', async () => {
  const adds = [];
  for (let i = 0; i < 50; i++) {
    const store = i % 2 ? a : b;
    adds.push(store.addCounts(new Map([['usage:acc:2026-01-01', { op: 1, other: 2 }]])));
  }
  await Promise.all(adds);
  assert.equal(await a.scanCounts('usage:acc:'), [
    ['usage:acc:2026-01-01', { op: 50, other: 100 }],
  ]);
});

test('one token bucket for both clients: the rate holds across them', async () => {
  const takes = [];
  for (let i = 0; i < 6; i++) takes.push((i % 2 ? a : b).takeToken('rate:acc', 3));
  const waits = (await Promise.all(takes)).map((t) => t.wait);
  assert.is(waits.filter((w) => w === 0).length, 3);
  for (const w of waits.filter((w) => w > 0)) assert.ok(w > 0 && w <= 1 / 3 + 0.01, String(w));
});

test('a claim is taken by one client only, until it expires', async () => {
  const taken = await Promise.all([a.claim('claim:night', 1), b.claim('claim:night', 1)]);
  assert.equal(taken.sort(), [false, true]);
  await new Promise((r) => setTimeout(r, 1100));
  assert.is(await b.claim('claim:night', 1), true);
});

test('an error Redis answers (a bug, here reading a counter set as a value) is no 503', async () => {
  await a.addCounts(new Map([['usage:x:d', { op: 1 }]]));
  const err = await a.get('usage:x:d').then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(err instanceof Error);
  assert.not.ok(err instanceof ApiError);
  assert.ok(a.reachable);
});

test('exclusive sections of one name never overlap across clients; a failing one releases its lock', async () => {
  let inside = 0;
  let most = 0;
  const section = async () => {
    inside++;
    most = Math.max(most, inside);
    await new Promise((r) => setTimeout(r, 15));
    inside--;
  };
  await Promise.all([a, b, a, b, a, b].map((s) => s.exclusive('section', section)));
  assert.is(most, 1);
  // Another name does not wait for a held one (it would get a 503 state_busy after 5 s).
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let entered = () => {};
  const inSlow = new Promise<void>((r) => (entered = r));
  const slow = a.exclusive('slow', async () => {
    entered();
    await held;
  });
  await inSlow;
  assert.is(await b.exclusive('quick', () => Promise.resolve('ran')), 'ran');
  release();
  await slow;
  const failed = await a
    .exclusive('section', () => Promise.reject(new Error('boom')))
    .then(
      () => undefined,
      (e: Error) => e.message,
    );
  assert.is(failed, 'boom');
  // Released, not left to expire (a held lock would be a 503 state_busy here).
  assert.is(await b.exclusive('section', () => Promise.resolve(7)), 7);
});

test('Redis stopped: a 503 state_unavailable at once with Retry-After; back without reopening', async () => {
  await a.put('k', 1);
  await suite.redis.stop();
  await new Promise((r) => setTimeout(r, 50));
  assert.is(a.reachable, false);
  const started = Date.now();
  const err = await a.get('k').then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(err instanceof ApiError, String(err));
  assert.is(err.status, 503);
  assert.is(err.code, 'state_unavailable');
  assert.ok(Number(err.headers['Retry-After']) >= 1);
  assert.ok(Date.now() - started < 500);
  await suite.redis.start();
  for (let i = 0; i < 100 && !a.reachable; i++) await new Promise((r) => setTimeout(r, 50));
  assert.is(await a.get('k'), 1);
});

test.run();
