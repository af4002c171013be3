/**
 * The state store: accounts, usage, custom taxonomies, search results, the URL cache and
 * traffic counts, as JSON values under string keys. Keys are namespaced
 * (`account:<username>`, `usage:<account_id>:<date>`, ...) so one ordered key space
 * serves every area, and prefix scans list a namespace.
 */
export interface StateStore {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown, opts?: { ttlSeconds?: number }): Promise<void>;
  del(key: string): Promise<void>;
  /** Several writes applied atomically. */
  batch(
    ops: Array<{ type: 'put'; key: string; value: unknown } | { type: 'del'; key: string }>,
  ): Promise<void>;
  /** Entries whose key starts with prefix, in key order. */
  scan<T>(prefix: string, opts?: { limit?: number }): Promise<Array<[string, T]>>;
  close(): Promise<void>;
}
