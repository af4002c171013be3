import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { UsageCounter } from '../../../src/usage/usage.js';
import type { StateStore } from '../../../src/state/store.js';

/** An in-memory store whose writes take a few milliseconds and can be made to fail. */
class SlowStore implements StateStore {
  readonly shared = false;
  readonly reachable = true;
  readonly data = new Map<string, unknown>();
  failWrites = 0;
  private later = () => new Promise((r) => setTimeout(r, 5));
  async get<T>(key: string) {
    await this.later();
    return structuredClone(this.data.get(key)) as T | undefined;
  }
  async put(key: string, value: unknown) {
    await this.batch([{ type: 'put', key, value }]);
  }
  async del(key: string) {
    this.data.delete(key);
  }
  async batch(ops: Parameters<StateStore['batch']>[0]) {
    await this.later();
    if (this.failWrites > 0 && this.failWrites--) throw new Error('disk full');
    for (const op of ops) {
      if (op.type === 'put') this.data.set(op.key, structuredClone(op.value));
      else this.data.delete(op.key);
    }
  }
  async scan<T>(prefix: string) {
    await this.later();
    return [...this.data]
      .filter(([k]) => k.startsWith(prefix))
      .sort()
      .map(([k, v]) => [k, structuredClone(v)] as [string, T]);
  }
  async addCounts(adds: Map<string, Record<string, number>>) {
    const before = await Promise.all(
      [...adds.keys()].map((k) => this.get<Record<string, number>>(k)),
    );
    const ops = [...adds].map(([key, counts], i) => {
      const after = { ...before[i] };
      for (const [name, n] of Object.entries(counts)) after[name] = (after[name] ?? 0) + n;
      return { type: 'put' as const, key, value: after };
    });
    await this.batch(ops);
  }
  scanCounts(prefix: string) {
    return this.scan<Record<string, number>>(prefix);
  }
  async close() {}
}

const createdAt = '2026-01-05T00:00:00.000Z';
const now = new Date('2026-03-10T12:00:00Z');

test('a report during a commit counts the calls being committed', async () => {
  const usage = new UsageCounter(new SlowStore());
  const committed = Promise.all([
    usage.record('a1', 'api.user.attributes', now),
    usage.record('a1', 'api.user.attributes', now),
  ]);
  const report = await usage.report('a1', createdAt, now);
  await committed;
  assert.equal(report.usage.a1, { '2026-03-10': { 'api.user.attributes': 2 } });
  assert.is((await usage.report('a1', createdAt, now)).total_usage, 2);
});

test('a recorded call is in the store by the time its count resolves', async () => {
  const store = new SlowStore();
  const usage = new UsageCounter(store);
  await usage.record('a1', 'api.classify.keywords', now);
  assert.equal(store.data.get('usage:a1:2026-03-10'), { 'api.classify.keywords': 1 });
  await usage.record('a1', 'api.classify.keywords', now);
  assert.equal(store.data.get('usage:a1:2026-03-10'), { 'api.classify.keywords': 2 });
});

test('calls that arrive during a commit share the next one', async () => {
  const store = new SlowStore();
  let batches = 0;
  const write = store.batch.bind(store);
  store.batch = (ops) => {
    batches++;
    return write(ops);
  };
  const usage = new UsageCounter(store);
  const first = usage.record('a1', 'api.classify.social', now);
  const rest = Array.from({ length: 20 }, (_, i) =>
    usage.record(i % 2 ? 'a1' : 'a2', 'api.classify.social', now),
  );
  await Promise.all([first, ...rest]);
  assert.is(batches, 2);
  assert.equal(store.data.get('usage:a1:2026-03-10'), { 'api.classify.social': 11 });
  assert.equal(store.data.get('usage:a2:2026-03-10'), { 'api.classify.social': 10 });
});

test('a failed commit refuses its calls and counts none of them', async () => {
  const store = new SlowStore();
  const usage = new UsageCounter(store);
  await usage.record('a1', 'api.classify.keywords', now);
  store.failWrites = 1;
  await usage.record('a1', 'api.classify.keywords', now).then(
    () => assert.unreachable('the write failed'),
    (err: Error) => assert.is(err.message, 'disk full'),
  );
  assert.is((await usage.report('a1', createdAt, now)).total_usage, 1);
  await usage.record('a1', 'api.classify.keywords', now);
  assert.equal(store.data.get('usage:a1:2026-03-10'), { 'api.classify.keywords': 2 });
});

test('a failed commit is taken back out of the quota total', async () => {
  const store = new SlowStore();
  const usage = new UsageCounter(store);
  assert.is(await usage.cycleTotal('a1', createdAt, now), 0);
  store.failWrites = 1;
  await usage.record('a1', 'api.classify.keywords', now).catch(() => undefined);
  assert.is(await usage.cycleTotal('a1', createdAt, now), 0);
  await usage.record('a1', 'api.classify.keywords', now);
  assert.is(await usage.cycleTotal('a1', createdAt, now), 1);
});

test.run();
