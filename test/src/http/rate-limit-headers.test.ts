import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer({ index: 'none' });
  const { accounts } = server.services;
  await accounts.add({ username: 'rated', group: 'users', rate: 3 }, 'rated-secret-1');
  await accounts.add({ username: 'quota', group: 'users', quota: 4 }, 'quota-secret-1');
  await accounts.add({ username: 'both', group: 'users', quota: 1000, rate: 2 }, 'both-secret-1');
});
test.after(async () => {
  await server.stop();
});

const call = (user: string, password: string) =>
  server.call('GET', '/v2/user/attributes', { auth: [user, password] });

const limits = (res: Response) => ({
  limit: res.headers.get('ratelimit-limit'),
  remaining: res.headers.get('ratelimit-remaining'),
  reset: res.headers.get('ratelimit-reset'),
});

test('an account without rate or quota gets no RateLimit headers', async () => {
  const res = await server.call('GET', '/v2/user/attributes');
  assert.is(res.status, 200);
  assert.equal(limits(res), { limit: null, remaining: null, reset: null });
});

test('a rated account sees its bucket drain, then a 429 with nothing remaining', async () => {
  const seen = [];
  for (let i = 0; i < 4; i++) seen.push(await call('rated', 'rated-secret-1'));
  // The first call verifies the password (scrypt, tens of ms): the bucket refills a little meanwhile.
  assert.is(seen[0]!.status, 200);
  assert.is(limits(seen[0]!).limit, '3');
  const remaining = seen.filter((r) => r.status === 200).map((r) => Number(limits(r).remaining));
  for (let i = 1; i < remaining.length; i++) assert.ok(remaining[i]! <= remaining[i - 1]!);
  const refused = seen.find((r) => r.status === 429);
  assert.ok(refused, 'the fourth call in a burst of a rate of 3 is refused');
  assert.equal(limits(refused), { limit: '3', remaining: '0', reset: '1' });
  assert.is(refused.headers.get('retry-after'), '1');
});

test('a quota account counts down its billing cycle and gets a 429 at the end of it', async () => {
  const remaining = [];
  let last: Response | undefined;
  for (let i = 0; i < 5; i++) {
    last = await call('quota', 'quota-secret-1');
    remaining.push(last.status === 200 ? limits(last).remaining : `${last.status}`);
  }
  assert.equal(remaining, ['3', '2', '1', '0', '429']);
  const res = last!;
  assert.is(limits(res).limit, '4');
  assert.is(limits(res).remaining, '0');
  const reset = Number(limits(res).reset);
  assert.ok(reset > 0 && reset <= 32 * 86_400, `reset ${reset} is within a cycle`);
  assert.is(res.headers.get('retry-after'), limits(res).reset);
});

test('with a rate and a quota, the headers describe the nearer limit', async () => {
  const res = await call('both', 'both-secret-1');
  assert.is(res.status, 200);
  // 998 calls left in the cycle against at most 2 in the rate's bucket.
  assert.is(limits(res).limit, '2');
  assert.ok(Number(limits(res).remaining) <= 2);
});

test.run();
