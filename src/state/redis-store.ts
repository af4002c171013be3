import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, ErrorReply } from 'redis';
import { unavailable } from '../errors.js';
import type { StateStore } from './store.js';

function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_MS),
    },
  });
}
type Client = ReturnType<typeof newClient>;

/** Every key lives under this prefix, so a Redis shared with other programs stays tidy. */
const DEFAULT_PREFIX = 'sortal:';
/** A sorted set (all scores 0) of the keys written without a lifetime: prefix scans read it by range. */
const INDEX = '~index';
/** How long an unreachable Redis makes a call wait before its 503, and its Retry-After. */
const RETRY_AFTER_SECONDS = 2;
/** Reconnection attempts back off up to this many ms. */
const MAX_RECONNECT_MS = 1000;

/**
 * The token bucket of `SharedRateLimiter`, run in Redis so that the whole fleet draws
 * from one bucket. KEYS[1]: the bucket; ARGV[1]: the rate (calls per second, and the
 * burst). Returns the seconds to wait (0: a token was taken) and the tokens left, as text
 * because Lua numbers come back as integers.
 */
const TAKE_TOKEN = `
local rate = tonumber(ARGV[1])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or rate
local at = tonumber(b[2]) or now
tokens = math.min(rate, tokens + math.max(0, now - at) / 1000 * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = (1 - tokens) / rate end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(1000 / rate) + 1000)
return {tostring(wait), tostring(tokens)}
`;

/** Deletes KEYS[1] only if it still holds ARGV[1]: a lock is released only by its holder. */
const RELEASE_LOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;
/** A lock not released (its holder died) frees itself after this long. */
const LOCK_TTL_MS = 10_000;
/** How long `exclusive` waits for a lock another instance holds before its 503. */
const LOCK_WAIT_MS = 5_000;

/** The 503 of a call that needs state while Redis is unreachable. */
export const stateUnavailable = () =>
  unavailable(
    'state_unavailable',
    'The shared state store cannot be reached; try again shortly.',
    RETRY_AFTER_SECONDS,
  );

export interface RedisStoreOptions {
  /** Key prefix (default `sortal:`). */
  prefix?: string;
  /** Told when the connection is lost or comes back. */
  onStatus?: (reachable: boolean, err?: unknown) => void;
}

/**
 * The state store in Redis, shared by every instance of a fleet. Values are JSON strings,
 * lifetimes are Redis expiries, counter sets are hashes (HINCRBY), and the keys written
 * without a lifetime are also in one sorted set, read by lexical range for prefix scans.
 * While Redis is unreachable every operation fails at once with a 503 `state_unavailable`
 * (no command is queued), and the client reconnects by itself.
 */
export class RedisStore implements StateStore {
  readonly shared = true;
  private ready = false;
  private scriptSha: string | undefined;
  /** The connection in subscriber mode, once something listens for announcements. */
  private subscriber: Client | undefined;

  private constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {}

  /** Connects to `url` (`redis://[user:password@]host:port[/db]`); waits for the first connection up to `timeoutMs`. */
  static async open(
    url: string,
    opts: RedisStoreOptions = {},
    timeoutMs = 10_000,
  ): Promise<RedisStore> {
    const client = newClient(url);
    const store = new RedisStore(client, opts.prefix ?? DEFAULT_PREFIX);
    client.on('ready', () => {
      store.ready = true;
      opts.onStatus?.(true);
    });
    client.on('end', () => (store.ready = false));
    client.on('error', (err: unknown) => {
      const was = store.ready;
      store.ready = false;
      if (was) opts.onStatus?.(false, err);
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.connect(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer from the Redis state store at ${redactUrl(url)}`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (err) {
      client.destroy();
      throw err;
    } finally {
      clearTimeout(timer);
    }
    store.ready = client.isReady;
    return store;
  }

  private trips = 0;

  /** Operations sent so far, each one round trip (a MULTI, a pipelined scan) but for a script's first load. */
  get roundTrips(): number {
    return this.trips;
  }

  get reachable(): boolean {
    return this.ready;
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  /** Runs a command, turning a lost connection into the 503 a caller answers. */
  private async run<T>(work: (c: Client) => Promise<T>): Promise<T> {
    if (!this.ready) throw stateUnavailable();
    this.trips++;
    try {
      return await work(this.client);
    } catch (err) {
      if (isReplyError(err)) throw err;
      throw stateUnavailable();
    }
  }

  async get<T>(key: string): Promise<T | undefined> {
    const text = await this.run((c) => c.get(this.k(key)));
    return text === null ? undefined : (JSON.parse(text) as T);
  }

  async getMany<T>(keys: string[]): Promise<Array<T | undefined>> {
    if (keys.length === 0) return [];
    const texts = await this.run((c) => c.mGet(keys.map((key) => this.k(key))));
    return texts.map((text) => (typeof text === 'string' ? (JSON.parse(text) as T) : undefined));
  }

  async put(key: string, value: unknown, opts: { ttlSeconds?: number } = {}): Promise<void> {
    const text = JSON.stringify(value);
    const ttl = opts.ttlSeconds;
    if (ttl === undefined) return this.batch([{ type: 'put', key, value }]);
    await this.run((c) =>
      c.set(this.k(key), text, {
        expiration: { type: 'PX', value: Math.max(1, Math.round(ttl * 1000)) },
      }),
    );
  }

  async del(key: string): Promise<void> {
    await this.batch([{ type: 'del', key }]);
  }

  async batch(
    ops: Array<{ type: 'put'; key: string; value: unknown } | { type: 'del'; key: string }>,
  ): Promise<void> {
    if (ops.length === 0) return;
    await this.run((c) => {
      const m = c.multi();
      for (const op of ops) {
        if (op.type === 'put') {
          m.set(this.k(op.key), JSON.stringify(op.value));
          m.zAdd(this.k(INDEX), { score: 0, value: op.key });
        } else {
          m.del(this.k(op.key));
          m.zRem(this.k(INDEX), op.key);
        }
      }
      return m.exec();
    });
  }

  /** The indexed keys that start with prefix, in order. */
  private keysWith(prefix: string, limit?: number): Promise<string[]> {
    return this.run((c) =>
      c.zRangeByLex(
        this.k(INDEX),
        `[${prefix}`,
        `(${prefix}\uffff`,
        limit === undefined ? undefined : { LIMIT: { offset: 0, count: limit } },
      ),
    );
  }

  async scan<T>(prefix: string, opts: { limit?: number } = {}): Promise<Array<[string, T]>> {
    const keys = await this.keysWith(prefix, opts.limit);
    if (keys.length === 0) return [];
    const texts = await this.run((c) => c.mGet(keys.map((key) => this.k(key))));
    const out: Array<[string, T]> = [];
    keys.forEach((key, i) => {
      const text = texts[i];
      if (typeof text === 'string') out.push([key, JSON.parse(text) as T]);
    });
    return out;
  }

  async addCounts(adds: Map<string, Record<string, number>>): Promise<void> {
    if (adds.size === 0) return;
    await this.run((c) => {
      const m = c.multi();
      for (const [key, counts] of adds) {
        for (const [name, n] of Object.entries(counts)) m.hIncrBy(this.k(key), name, n);
        m.zAdd(this.k(INDEX), { score: 0, value: key });
      }
      return m.exec();
    });
  }

  async scanCounts(prefix: string): Promise<Array<[string, Record<string, number>]>> {
    const keys = await this.keysWith(prefix);
    const all = await this.run((c) => Promise.all(keys.map((key) => c.hGetAll(this.k(key)))));
    const out: Array<[string, Record<string, number>]> = [];
    keys.forEach((key, i) => {
      const hash = all[i] as Record<string, string> | undefined;
      if (!hash || Object.keys(hash).length === 0) return;
      const counts: Record<string, number> = {};
      for (const [name, n] of Object.entries(hash)) counts[name] = Number(n);
      out.push([key, counts]);
    });
    return out;
  }

  /** One call's token from the fleet's bucket `key`: the seconds to wait (0: taken) and the tokens left. */
  async takeToken(key: string, rate: number): Promise<{ wait: number; tokens: number }> {
    const reply = await this.run(async (c) => {
      const options = { keys: [this.k(key)], arguments: [String(rate)] };
      this.scriptSha ??= await c.scriptLoad(TAKE_TOKEN);
      try {
        return await c.evalSha(this.scriptSha, options);
      } catch (err) {
        if (!String(err).includes('NOSCRIPT')) throw err;
        return c.eval(TAKE_TOKEN, options);
      }
    });
    const [wait, tokens] = reply as [string, string];
    return { wait: Number(wait), tokens: Number(tokens) };
  }

  /**
   * A lock in Redis (SET NX with a lifetime, released only by its holder's token), waited
   * for with growing pauses up to LOCK_WAIT_MS; a holder that dies frees it after
   * LOCK_TTL_MS.
   */
  async exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const key = this.k(`~lock:${name}`);
    const token = randomBytes(16).toString('hex');
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      const got = await this.run((c) =>
        c.set(key, token, { condition: 'NX', expiration: { type: 'PX', value: LOCK_TTL_MS } }),
      );
      if (got === 'OK') break;
      if (Date.now() + pause > deadline)
        throw unavailable(
          'state_busy',
          'Another instance is changing the same data; try again shortly.',
          1,
        );
      await sleep(pause);
    }
    try {
      return await fn();
    } finally {
      // A lock left behind (Redis gone meanwhile) expires by itself.
      await this.run((c) => c.eval(RELEASE_LOCK, { keys: [key], arguments: [token] })).catch(
        () => undefined,
      );
    }
  }

  /** The hashes at `keys` (an empty object for a missing one), in one round trip. */
  async readHashes(keys: string[]): Promise<Array<Record<string, string>>> {
    if (keys.length === 0) return [];
    const replies = await this.run((c) => {
      const m = c.multi();
      for (const key of keys) m.hGetAll(this.k(key));
      return m.exec();
    });
    return replies.map((r) => (r ?? {}) as unknown as Record<string, string>);
  }

  /**
   * Per key: counts added (HINCRBY), fields set, and a lifetime from now (these hashes are
   * short-lived and never scanned); one MULTI, one round trip.
   */
  async updateHashes(
    updates: Array<{
      key: string;
      add?: Record<string, number>;
      set?: Record<string, string>;
      ttlMs: number;
    }>,
  ): Promise<void> {
    if (updates.length === 0) return;
    await this.run((c) => {
      const m = c.multi();
      for (const u of updates) {
        const key = this.k(u.key);
        for (const [name, n] of Object.entries(u.add ?? {})) m.hIncrBy(key, name, n);
        if (u.set && Object.keys(u.set).length > 0) m.hSet(key, u.set);
        m.pExpire(key, Math.max(1, Math.round(u.ttlMs)));
      }
      return m.exec();
    });
  }

  async claim(key: string, ttlSeconds: number): Promise<boolean> {
    const reply = await this.run((c) =>
      c.set(this.k(key), JSON.stringify(true), {
        condition: 'NX',
        expiration: { type: 'EX', value: Math.max(1, Math.round(ttlSeconds)) },
      }),
    );
    return reply === 'OK';
  }

  async announce(topic: string, message: string): Promise<void> {
    await this.run((c) => c.publish(this.k(`~topic:${topic}`), message));
  }

  async onAnnounce(topic: string, fn: (message: string) => void): Promise<void> {
    if (!this.subscriber) {
      const sub = this.client.duplicate();
      sub.on('error', () => undefined); // The main connection reports outages.
      await sub.connect();
      this.subscriber = sub;
    }
    // node-redis subscribes again by itself after a reconnection.
    await this.subscriber.subscribe(this.k(`~topic:${topic}`), (message) => fn(message));
  }

  async close(): Promise<void> {
    if (this.subscriber?.isOpen) await this.subscriber.close();
    this.ready = false;
    if (this.client.isOpen) await this.client.close();
    else this.client.destroy();
  }
}

/** An error Redis answered (a bad command): a bug, not an outage. */
function isReplyError(err: unknown): boolean {
  return err instanceof ErrorReply;
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis://?';
  }
}
