import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LoginLimiter, addressKey } from '../../../src/accounts/login-limiter.js';

/** A limiter on a fake clock: 3 free failures per account, 6 per address, 1 s doubling to 60 s. */
function limiter() {
  const clock = { now: 1_000_000 };
  const limits = { baseDelayMs: 1000, maxDelayMs: 60_000, forgetAfterMs: 600_000 };
  const logins = new LoginLimiter({
    account: { ...limits, freeFailures: 3 },
    address: { ...limits, freeFailures: 6 },
    now: () => clock.now,
  });
  let n = 0;
  /** One whole check: the wait asked for, or the check run with its outcome. */
  const attempt = (user: string, address: string, ok = false, guess = `guess-${n++}`) => {
    const wait = logins.retryAfter(user, address, guess);
    if (wait > 0) return wait;
    logins.started(user, address, guess);
    void logins.ended(user, address, guess, ok ? 'success' : 'failure');
    return 0;
  };
  return { logins, clock, attempt };
}

test('an account takes its free failures, then waits doubling up to the cap', () => {
  const { clock, attempt } = limiter();
  for (let i = 0; i < 3; i++) assert.is(attempt('ann', '10.0.0.1'), 0);
  // The third failure closes the account for 1 s; then 2 s, 4 s, ... 60 s at most.
  const waits: number[] = [];
  for (let i = 0; i < 9; i++) {
    const wait = attempt('ann', '10.0.0.1');
    assert.ok(wait > 0, `attempt ${i} is refused`);
    waits.push(wait);
    clock.now += wait * 1000;
    assert.is(attempt('ann', '10.0.0.2'), 0, 'open again once the wait is over');
  }
  assert.equal(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
});

test('refused attempts do not lengthen the wait: no lockout outlasts the cap', () => {
  const { clock, attempt } = limiter();
  for (let i = 0; i < 12; i++) {
    attempt('ann', `10.0.1.${i}`);
    clock.now += 60_000;
  }
  const start = clock.now;
  // An attacker hammering all the time...
  while (attempt('ann', '10.0.2.1') > 0) clock.now += 100;
  // ...cannot keep it closed past the cap after the last real failure.
  assert.ok(clock.now - start <= 60_000);
});

test('failures are forgotten after a quiet period', () => {
  const { clock, attempt } = limiter();
  for (let i = 0; i < 3; i++) attempt('ann', '10.0.0.1');
  assert.ok(attempt('ann', '10.0.0.1') > 0);
  clock.now += 600_000;
  for (let i = 0; i < 3; i++) assert.is(attempt('ann', '10.0.0.1'), 0);
});

test('the owner logging in from a known address is not shut out by failures from elsewhere', () => {
  const { attempt } = limiter();
  assert.is(attempt('ann', '192.0.2.7', true), 0);
  for (let i = 0; i < 3; i++) attempt('ann', `203.0.113.${i}`);
  assert.ok(attempt('ann', '203.0.113.9') > 0, 'a new address waits');
  assert.is(attempt('ann', '192.0.2.7', true), 0, 'the known address is checked');
});

test('a success resets no failures', () => {
  const { attempt } = limiter();
  for (let i = 0; i < 5; i++) attempt(`user${i}`, '10.0.0.1');
  attempt('mine', '10.0.0.1', true);
  attempt('user9', '10.0.0.1');
  assert.ok(attempt('user10', '10.0.0.1') > 0, 'the address used its 6 free failures');
});

test('an address is limited across every username it tries', () => {
  const { clock, attempt } = limiter();
  for (let i = 0; i < 6; i++) assert.is(attempt(`user${i}`, '10.0.0.1'), 0);
  assert.is(attempt('user6', '10.0.0.1'), 1);
  assert.is(attempt('user6', '10.0.0.2'), 0, 'another address is not affected');
  clock.now += 1000;
  assert.is(attempt('user6', '10.0.0.1'), 0);
});

test('a burst of different guesses at once gets no more checks than guesses in a row', () => {
  const { logins, attempt } = limiter();
  const started: string[] = [];
  for (let i = 0; i < 10; i++) {
    const guess = `burst-${i}`;
    if (logins.retryAfter('ann', '10.0.0.1', guess) > 0) continue;
    logins.started('ann', '10.0.0.1', guess);
    started.push(guess);
  }
  assert.is(started.length, 3);
  // The same credentials again wait for their check under way instead.
  assert.is(logins.retryAfter('ann', '10.0.0.1', 'burst-0'), 0);
  for (const guess of started) void logins.ended('ann', '10.0.0.1', guess, 'failure');
  assert.ok(attempt('ann', '10.0.0.1') > 0);
});

test('a check that could not answer counts as no failure', () => {
  const { logins, attempt } = limiter();
  for (let i = 0; i < 5; i++) {
    logins.started('ann', '10.0.0.1', `x${i}`);
    void logins.ended('ann', '10.0.0.1', `x${i}`, 'no-answer');
  }
  assert.is(attempt('ann', '10.0.0.1'), 0);
});

test('addresses: one IPv6 /64 is one key, IPv4-mapped IPv6 is its IPv4 address', () => {
  assert.is(addressKey('2001:db8:1:2:aaaa::1'), addressKey('2001:db8:1:2:bbbb::9'));
  assert.is.not(addressKey('2001:db8:1:2::1'), addressKey('2001:db8:1:3::1'));
  assert.is(addressKey('::ffff:192.0.2.1'), '192.0.2.1');
  assert.is(addressKey(''), '');
});

test.run();
