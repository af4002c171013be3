import type { StateStore } from '../state/store.js';
import { billingCycle, isoDate } from './billing-cycle.js';

type DayCounts = Record<string, number>;
const usageKey = (accountId: string, date: string) => `usage:${accountId}:${date}`;

/**
 * Per-account, per-day, per-operation call counts. Increments are kept in memory and
 * written to the store in one batch every `flushMs` and at shutdown, so counting costs
 * a map update per request; a crash can lose at most the last interval's counts.
 */
export class UsageCounter {
  private pending = new Map<string, DayCounts>();
  /** Calls counted so far in each account's current cycle. */
  private readonly cycleTotals = new Map<string, { start: string; total: number }>();
  private timer: NodeJS.Timeout | undefined;
  /**
   * Flushes and reads run one at a time: a flush takes the pending counts out of memory
   * before they reach the store, and a read in between would see them in neither.
   */
  private queue: Promise<unknown> = Promise.resolve();

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  constructor(
    private readonly store: StateStore,
    flushMs = 1000,
  ) {
    if (flushMs > 0) {
      // A failed flush keeps its counts pending; the next interval retries them.
      this.timer = setInterval(() => void this.flush().catch(() => undefined), flushMs);
      this.timer.unref();
    }
  }

  private today = { date: '', until: 0 };

  /** Today's UTC date, recomputed only when the day changes. */
  private currentDate(nowMs: number): string {
    if (nowMs >= this.today.until || nowMs < this.today.until - 86_400_000) {
      const d = new Date(nowMs);
      this.today = {
        date: isoDate(d),
        until: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1),
      };
    }
    return this.today.date;
  }

  /** Each account's store key of today, made once a day rather than once a call. */
  private readonly todayKeys = new Map<string, { date: string; key: string }>();

  private todayKey(accountId: string): string {
    const date = this.currentDate(Date.now());
    let k = this.todayKeys.get(accountId);
    if (!k || k.date !== date)
      this.todayKeys.set(accountId, (k = { date, key: usageKey(accountId, date) }));
    return k.key;
  }

  record(accountId: string, operation: string, now?: Date): void {
    const key = now ? usageKey(accountId, isoDate(now)) : this.todayKey(accountId);
    let day = this.pending.get(key);
    if (!day) this.pending.set(key, (day = {}));
    day[operation] = (day[operation] ?? 0) + 1;
    const cycle = this.cycleTotals.get(accountId);
    if (cycle) cycle.total += 1;
  }

  /** Total calls in the cycle that contains `now` (loaded from the store once per cycle). */
  async cycleTotal(accountId: string, createdAt: string, now = new Date()): Promise<number> {
    const { start } = billingCycle(createdAt, now);
    const cached = this.cycleTotals.get(accountId);
    if (cached && cached.start === start) return cached.total;
    const report = await this.report(accountId, createdAt, now);
    this.cycleTotals.set(accountId, { start, total: report.total_usage });
    return report.total_usage;
  }

  async report(accountId: string, createdAt: string, now = new Date()) {
    const { start, end } = billingCycle(createdAt, now);
    const stored = await this.serial(() => this.store.scan<DayCounts>(`usage:${accountId}:`));
    const days = new Map<string, DayCounts>();
    for (const [key, counts] of stored) {
      days.set(key.slice(key.lastIndexOf(':') + 1), { ...counts });
    }
    for (const [key, counts] of this.pending) {
      if (!key.startsWith(`usage:${accountId}:`)) continue;
      const date = key.slice(key.lastIndexOf(':') + 1);
      const day = days.get(date) ?? {};
      for (const [op, n] of Object.entries(counts)) day[op] = (day[op] ?? 0) + n;
      days.set(date, day);
    }
    const byDate: Record<string, DayCounts> = {};
    let total = 0;
    for (const date of [...days.keys()].sort()) {
      if (date < start || date > end) continue;
      byDate[date] = days.get(date)!;
      for (const n of Object.values(byDate[date])) total += n;
    }
    return { start_date: start, end_date: end, total_usage: total, usage: { [accountId]: byDate } };
  }

  flush(): Promise<void> {
    return this.serial(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      try {
        const ops = [];
        for (const [key, counts] of batch) {
          const stored = (await this.store.get<DayCounts>(key)) ?? {};
          for (const [op, n] of Object.entries(counts)) stored[op] = (stored[op] ?? 0) + n;
          ops.push({ type: 'put' as const, key, value: stored });
        }
        await this.store.batch(ops);
      } catch (err) {
        // Put the counts back so the next flush retries them.
        for (const [key, counts] of batch) {
          const day = this.pending.get(key) ?? {};
          for (const [op, n] of Object.entries(counts)) day[op] = (day[op] ?? 0) + n;
          this.pending.set(key, day);
        }
        throw err;
      }
    });
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}

/** Token bucket per account: `rate` requests per second with a burst of `rate`. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  /** 0 when allowed (and consumed); otherwise seconds until a request would be allowed. */
  take(accountId: string, rate: number, now = performance.now()): number {
    let b = this.buckets.get(accountId);
    if (!b) this.buckets.set(accountId, (b = { tokens: rate, at: now }));
    b.tokens = Math.min(rate, b.tokens + ((now - b.at) / 1000) * rate);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return (1 - b.tokens) / rate;
  }

  /** Tokens the account's bucket holds now (a full bucket when it has none yet), taking none. */
  tokens(accountId: string, rate: number, now = performance.now()): number {
    const b = this.buckets.get(accountId);
    return b ? Math.min(rate, b.tokens + ((now - b.at) / 1000) * rate) : rate;
  }
}
