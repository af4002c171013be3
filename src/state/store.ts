/**
 * The state store: accounts, usage, custom taxonomies, search results, the URL cache and
 * traffic counts, as JSON values under string keys. Keys are namespaced
 * (`account:<username>`, `usage:<account_id>:<date>`, ...) so one ordered key space
 * serves every area, and prefix scans list a namespace.
 *
 * Two implementations: `LevelStore` (embedded, one process) and `RedisStore` (shared by
 * a fleet of instances). `openStateStore` picks one.
 */
export interface StateStore {
  /** Whether other processes write this store too (a fleet): no cached copy of it is the truth. */
  readonly shared: boolean;
  get<T>(key: string): Promise<T | undefined>;
  /** Several values read at once (one round trip on a shared store); a store may leave it out. */
  getMany?<T>(keys: string[]): Promise<Array<T | undefined>>;
  put(key: string, value: unknown, opts?: { ttlSeconds?: number }): Promise<void>;
  del(key: string): Promise<void>;
  /** Several writes applied atomically. */
  batch(
    ops: Array<{ type: 'put'; key: string; value: unknown } | { type: 'del'; key: string }>,
  ): Promise<void>;
  /**
   * Entries whose key starts with prefix, in key order. Only entries written without a
   * lifetime are listed (RedisStore indexes no others; nothing scans them).
   */
  scan<T>(prefix: string, opts?: { limit?: number }): Promise<Array<[string, T]>>;
  /**
   * Adds counts to counter sets (a key holding named counts), atomically and durably:
   * concurrent adds from several processes all land. Counter sets are read with
   * `scanCounts`, never `get`.
   */
  addCounts(adds: Map<string, Record<string, number>>): Promise<void>;
  /** Counter sets whose key starts with prefix, in key order. */
  scanCounts(prefix: string): Promise<Array<[string, Record<string, number>]>>;
  /**
   * Tells every process on this store that `topic` changed (`message` says what); a
   * store only one process uses has no one else to tell and leaves these out.
   */
  announce?(topic: string, message: string): Promise<void>;
  /** Calls `fn` with the message of each announcement on `topic`, this process's own included. */
  onAnnounce?(topic: string, fn: (message: string) => void): Promise<void>;
  /**
   * Runs `fn` while no other process of the fleet runs an exclusive section of the same
   * `name` (a check-then-write that must hold fleet-wide). A store only one process uses
   * leaves this out: that process serializes its own sections.
   */
  exclusive?<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Takes `key` for `ttlSeconds` unless some process holds it already: whether this call
   * took it. Only a store several processes share needs it (one process claims nothing).
   */
  claim?(key: string, ttlSeconds: number): Promise<boolean>;
  /** Whether the store answers now (a shared store can be unreachable for a while). */
  readonly reachable: boolean;
  close(): Promise<void>;
}
