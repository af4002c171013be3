import type { StateStore } from '../state/store.js';
import { billingCycle, isoDate } from './billing-cycle.js';

type DayCounts = Record<string, number>;
const usageKey = (accountId: string, date: string) => `usage:${accountId}:${date}`;

/** A promise with its settle functions at hand. */
interface Commit {
  done: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
}

function newCommit(): Commit {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const done = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A commit nobody waits for (a flush at close) must not be an unhandled rejection.
  done.catch(() => undefined);
  return { done, resolve, reject };
}

/**
 * On a shared store other instances count too: a cycle total read from it is trusted
 * this long, plus this instance's own calls since.
 */
const SHARED_TOTAL_MS = 1000;

/**
 * Per-account, per-day, per-operation call counts, committed to the store before the
 * call is answered. `record` returns the commit its increment rides: increments that
 * arrive while a commit is being synced wait for the next one, so one synced store batch
 * carries every call that came in meanwhile (group commit) and a call costs a map update
 * plus, shared with its group, one synced write.
 */
export class UsageCounter {
  /** Increments not yet handed to a commit. */
  private pending = new Map<string, DayCounts>();
  /** The commit the pending increments will ride, once one is wanted. */
  private next: Commit | undefined;
  private committing = false;
  /** Calls counted so far in each account's current cycle, and when that was read (ms). */
  private readonly cycleTotals = new Map<string, { start: string; total: number; at: number }>();
  /**
   * Commits and reads run one at a time: a commit takes the pending counts out of memory
   * before they reach the store, and a read in between would see them in neither.
   */
  private queue: Promise<unknown> = Promise.resolve();

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  constructor(private readonly store: StateStore) {}

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

  /**
   * Counts one call. Resolves once the count is synced to the store; rejects when that
   * commit failed, and then the call is not counted at all.
   */
  record(accountId: string, operation: string, now?: Date): Promise<void> {
    const key = now ? usageKey(accountId, isoDate(now)) : this.todayKey(accountId);
    let day = this.pending.get(key);
    if (!day) this.pending.set(key, (day = {}));
    day[operation] = (day[operation] ?? 0) + 1;
    const cycle = this.cycleTotals.get(accountId);
    if (cycle) cycle.total += 1;
    return this.commitSoon();
  }

  private commitSoon(): Promise<void> {
    const commit = (this.next ??= newCommit());
    if (!this.committing) void this.commitLoop();
    return commit.done;
  }

  /** Commits the pending counts, then whatever came in during that commit, until none is left. */
  private async commitLoop(): Promise<void> {
    this.committing = true;
    while (this.next) {
      const commit = this.next;
      this.next = undefined;
      let batch = new Map<string, DayCounts>();
      try {
        await this.serial(() => {
          batch = this.pending;
          this.pending = new Map();
          return this.write(batch);
        });
        commit.resolve();
      } catch (err) {
        this.uncount(batch);
        commit.reject(err);
      }
    }
    this.committing = false;
  }

  private write(batch: Map<string, DayCounts>): Promise<void> {
    return this.store.addCounts(batch);
  }

  /** Takes a failed commit's calls back out of the cycle totals. */
  private uncount(batch: Map<string, DayCounts>): void {
    for (const [key, counts] of batch) {
      const accountId = key.slice('usage:'.length, key.lastIndexOf(':'));
      const cycle = this.cycleTotals.get(accountId);
      if (!cycle) continue;
      for (const n of Object.values(counts)) cycle.total -= n;
    }
  }

  /** Total calls in the cycle that contains `now` (loaded from the store once per cycle). */
  async cycleTotal(accountId: string, createdAt: string, now = new Date()): Promise<number> {
    const { start } = billingCycle(createdAt, now);
    const cached = this.cycleTotals.get(accountId);
    const fresh = !this.store.shared || Date.now() - (cached?.at ?? 0) < SHARED_TOTAL_MS;
    if (cached && cached.start === start && fresh) return cached.total;
    const report = await this.report(accountId, createdAt, now);
    this.cycleTotals.set(accountId, { start, total: report.total_usage, at: Date.now() });
    return report.total_usage;
  }

  async report(accountId: string, createdAt: string, now = new Date()) {
    const { start, end } = billingCycle(createdAt, now);
    const stored = await this.serial(() => this.store.scanCounts(`usage:${accountId}:`));
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

  /** Resolves when every count recorded so far is committed (rejects when that failed). */
  flush(): Promise<void> {
    if (this.next) return this.next.done;
    return this.serial(() => Promise.resolve());
  }

  async close(): Promise<void> {
    await this.flush().catch(() => undefined);
  }
}

/** An account's rate: `take` is 0 when a call may run (its token taken), else the seconds to wait. */
export interface RateLimits {
  take(accountId: string, rate: number): number | Promise<number>;
  /** Tokens the account's bucket holds now, taking none. */
  tokens(accountId: string, rate: number): number;
}

/** Token bucket per account, in memory: `rate` requests per second with a burst of `rate`. */
export class RateLimiter implements RateLimits {
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
