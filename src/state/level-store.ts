import { ClassicLevel } from 'classic-level';
import { mkdirSync } from 'node:fs';
import type { StateStore } from './store.js';

interface Stored {
  v: unknown;
  /** Expiry, epoch milliseconds. */
  x?: number;
}

/**
 * classic-level (LevelDB) adapter. Every write is synced to disk before it is
 * acknowledged, so an acknowledged write survives a crash. Expired entries read as
 * missing and are deleted lazily.
 */
export class LevelStore implements StateStore {
  private readonly db: ClassicLevel<string, Stored>;

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
      await this.db.del(key, { sync: true });
      return undefined;
    }
    return stored.v as T;
  }

  async put(key: string, value: unknown, opts: { ttlSeconds?: number } = {}): Promise<void> {
    const stored: Stored = { v: value };
    if (opts.ttlSeconds !== undefined) stored.x = Date.now() + opts.ttlSeconds * 1000;
    await this.db.put(key, stored, { sync: true });
  }

  async del(key: string): Promise<void> {
    await this.db.del(key, { sync: true });
  }

  async batch(ops: Array<{ type: 'put'; key: string; value: unknown } | { type: 'del'; key: string }>): Promise<void> {
    await this.db.batch(
      ops.map((op) => (op.type === 'put' ? { type: 'put' as const, key: op.key, value: { v: op.value } } : op)),
      { sync: true },
    );
  }

  async scan<T>(prefix: string, opts: { limit?: number } = {}): Promise<Array<[string, T]>> {
    const out: Array<[string, T]> = [];
    const now = Date.now();
    for await (const [key, stored] of this.db.iterator({ gte: prefix, lt: prefix + '\uffff', limit: opts.limit ?? -1 })) {
      if (stored.x !== undefined && stored.x <= now) continue;
      out.push([key, stored.v as T]);
    }
    return out;
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}
