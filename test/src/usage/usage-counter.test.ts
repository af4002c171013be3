import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { UsageCounter } from '../../../src/usage/usage.js';
import type { StateStore } from '../../../src/state/store.js';

/** An in-memory store whose writes take a few milliseconds and can be made to fail. */
class SlowStore implements StateStore {
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
  async close() {}
}

const createdAt = '2026-01-05T00:00:00.000Z';
const now = new Date('2026-03-10T12:00:00Z');

test('a report during a flush counts the calls being flushed', async () => {
  const usage = new UsageCounter(new SlowStore(), 0);
  usage.record('a1', 'api.user.attributes', now);
  usage.record('a1', 'api.user.attributes', now);
  const flushing = usage.flush();
  const report = await usage.report('a1', createdAt, now);
  await flushing;
  assert.equal(report.usage.a1, { '2026-03-10': { 'api.user.attributes': 2 } });
  assert.is((await usage.report('a1', createdAt, now)).total_usage, 2);
});

test('a failed flush keeps its counts and the next flush writes them', async () => {
  const store = new SlowStore();
  const usage = new UsageCounter(store, 0);
  usage.record('a1', 'api.classify.keywords', now);
  store.failWrites = 1;
  await usage.flush().then(
    () => assert.unreachable('the write failed'),
    (err: Error) => assert.is(err.message, 'disk full'),
  );
  assert.is((await usage.report('a1', createdAt, now)).total_usage, 1);
  usage.record('a1', 'api.classify.keywords', now);
  await usage.flush();
  assert.equal(store.data.get('usage:a1:2026-03-10'), { 'api.classify.keywords': 2 });
});

test.run();
