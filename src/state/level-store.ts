import { ClassicLevel } from 'classic-level';
import { mkdirSync } from 'node:fs';
import type { StateStore } from './store.js';

interface Stored {
  v: unknown;
  /** Expiry, epoch milliseconds. */
  x?: number;
}

/**
 * An entry written with a TTL has a marker `expiry:<expiry ms, 15 digits>:<key>`, so a
 * sweep finds the expired entries by reading the markers up to now, in key order,
 * without reading any value that has not expired.
 */
const EXPIRY = 'expiry:';
const expiryKey = (x: number, key: string) => `${EXPIRY}${String(x).padStart(15, '0')}:${key}`;
/** Set once the entries written before there were markers have been swept or given one. */
const MARKERS_DONE = 'meta:expiry-markers';
const SWEEP_BATCH = 256;
/** Counter sets kept in memory to spare a read per add; dropped past this many. */
const COUNTS_CACHE_LIMIT = 10_000;

/**
 * classic-level (LevelDB) adapter. Every write is synced to disk before it is
 * acknowledged, so an acknowledged write survives a crash. Expired entries read as
 * missing; they are deleted when read and by sweeps (`sweepExpired`, `sweepEvery`).
 */
/** Whether opening the embedded store failed because another process (a running server) holds it. */
export function heldByAnotherProcess(err: unknown): boolean {
  return (
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- whatever the cause says
    /lock/i.test(String((err as { cause?: unknown }).cause ?? '')) ||
    (err as { code?: string }).code === 'LEVEL_DATABASE_NOT_OPEN'
  );
}

export class LevelStore implements StateStore {
  readonly shared = false;
  readonly reachable = true;
  /** Counter sets as last written, by key: this process is the store's only writer. */
  private readonly counts = new Map<string, Record<string, number>>();
  private readonly db: ClassicLevel<string, Stored>;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;
  private closing = false;

  private constructor(db: ClassicLevel<string, Stored>) {
    this.db = db;
  }

  static async open(dir: string): Promise<LevelStore> {
    mkdirSync(dir, { recursive: true });
    const db = new ClassicLevel<string, Stored>(dir, { valueEncoding: 'json' });
    await db.open();
    return new LevelStore(db);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const stored = await this.db.get(key);
    if (stored === undefined) return undefined;
    if (stored.x !== undefined && stored.x <= Date.now()) {
      await this.db.batch(
        [
          { type: 'del', key },
          { type: 'del', key: expiryKey(stored.x, key) },
        ],
        { sync: true },
      );
      return undefined;
    }
    return stored.v as T;
  }

  async put(key: string, value: unknown, opts: { ttlSeconds?: number } = {}): Promise<void> {
    const stored: Stored = { v: value };
    if (opts.ttlSeconds === undefined) return this.db.put(key, stored, { sync: true });
    stored.x = Date.now() + Math.round(opts.ttlSeconds * 1000);
    await this.db.batch(
      [
        { type: 'put', key, value: stored },
        { type: 'put', key: expiryKey(stored.x, key), value: { v: null } },
      ],
      { sync: true },
    );
  }

  async del(key: string): Promise<void> {
    await this.db.del(key, { sync: true });
  }

  async batch(
    ops: Array<{ type: 'put'; key: string; value: unknown } | { type: 'del'; key: string }>,
  ): Promise<void> {
    await this.db.batch(
      ops.map((op) =>
        op.type === 'put' ? { type: 'put' as const, key: op.key, value: { v: op.value } } : op,
      ),
      { sync: true },
    );
  }

  /** Adds run one after another: each reads what the one before wrote. */
  private adding: Promise<unknown> = Promise.resolve();

  addCounts(adds: Map<string, Record<string, number>>): Promise<void> {
    const run = this.adding.then(() => this.addNow(adds));
    this.adding = run.catch(() => undefined);
    return run;
  }

  private async addNow(adds: Map<string, Record<string, number>>): Promise<void> {
    const ops = [];
    const written: Array<[string, Record<string, number>]> = [];
    for (const [key, counts] of adds) {
      const before = this.counts.get(key) ?? (await this.get<Record<string, number>>(key)) ?? {};
      const after = { ...before };
      for (const [name, n] of Object.entries(counts)) after[name] = (after[name] ?? 0) + n;
      ops.push({ type: 'put' as const, key, value: { v: after } });
      written.push([key, after]);
    }
    await this.db.batch(ops, { sync: true });
    if (this.counts.size > COUNTS_CACHE_LIMIT) this.counts.clear();
    for (const [key, after] of written) this.counts.set(key, after);
  }

  scanCounts(prefix: string): Promise<Array<[string, Record<string, number>]>> {
    return this.scan<Record<string, number>>(prefix);
  }

  async scan<T>(prefix: string, opts: { limit?: number } = {}): Promise<Array<[string, T]>> {
    const out: Array<[string, T]> = [];
    const now = Date.now();
    for await (const [key, stored] of this.db.iterator({
      gte: prefix,
      lt: prefix + '\uffff',
      limit: opts.limit ?? -1,
    })) {
      if (stored.x !== undefined && stored.x <= now) continue;
      out.push([key, stored.v as T]);
    }
    return out;
  }

  /** Every live entry with its expiry (ms, if it has one), in key order; for `migrateState`. */
  async *entries(now = Date.now()): AsyncGenerator<{ key: string; value: unknown; x?: number }> {
    for await (const [key, stored] of this.db.iterator()) {
      if (key.startsWith(EXPIRY) || key === MARKERS_DONE) continue;
      if (stored.x !== undefined && stored.x <= now) continue;
      yield stored.x === undefined
        ? { key, value: stored.v }
        : { key, value: stored.v, x: stored.x };
    }
  }

  /**
   * Deletes the entries expired at `now` and their markers; the number of entries
   * deleted. The first sweep of a store written before there were markers reads every
   * entry once, deleting the expired ones and marking the others.
   */
  async sweepExpired(now = Date.now()): Promise<number> {
    let deleted = 0;
    if ((await this.db.get(MARKERS_DONE)) === undefined) {
      let ops: Array<{ type: 'put'; key: string; value: Stored } | { type: 'del'; key: string }> =
        [];
      for await (const [key, stored] of this.db.iterator()) {
        if (this.closing) return deleted;
        if (stored.x === undefined || key.startsWith(EXPIRY)) continue;
        if (stored.x <= now) {
          ops.push({ type: 'del', key });
          deleted++;
        } else {
          ops.push({ type: 'put', key: expiryKey(stored.x, key), value: { v: null } });
        }
        if (ops.length >= SWEEP_BATCH) {
          await this.db.batch(ops, { sync: true });
          ops = [];
        }
      }
      await this.db.batch([...ops, { type: 'put', key: MARKERS_DONE, value: { v: true } }], {
        sync: true,
      });
    }
    const markers: string[] = [];
    for await (const marker of this.db.keys({
      gte: EXPIRY,
      lt: EXPIRY + String(now + 1).padStart(15, '0'),
    })) {
      if (this.closing) break;
      markers.push(marker);
      if (markers.length < SWEEP_BATCH) continue;
      deleted += await this.deleteExpired(markers.splice(0), now);
    }
    if (!this.closing) deleted += await this.deleteExpired(markers, now);
    return deleted;
  }

  /** The markers, and their entries unless written again since with a later expiry. */
  private async deleteExpired(markers: string[], now: number): Promise<number> {
    if (markers.length === 0) return 0;
    const keys = markers.map((m) => m.slice(EXPIRY.length + 16));
    const entries = await this.db.getMany(keys);
    const expired = keys.filter((_, i) => entries[i]?.x !== undefined && entries[i].x <= now);
    await this.db.batch(
      [...markers, ...expired].map((key) => ({ type: 'del' as const, key })),
      { sync: true },
    );
    return expired.length;
  }

  /** Sweeps now and then every `ms` (an unref'd timer) until the store closes. */
  sweepEvery(ms: number, onError: (err: unknown) => void): void {
    const sweep = () => {
      this.sweeping ??= this.sweepExpired()
        .catch(onError)
        .finally(() => (this.sweeping = undefined));
    };
    sweep();
    this.sweepTimer = setInterval(sweep, ms).unref();
  }

  /** Resolves when no sweep is running. */
  async swept(): Promise<void> {
    await this.sweeping;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweepTimer);
    await this.sweeping;
    await this.db.close();
  }
}
