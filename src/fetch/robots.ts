/**
 * robots.txt policy for SortalBot (RFC 9309), with a per-origin cache.
 *
 * Outcomes of fetching `<origin>/robots.txt` and what they mean:
 *   2xx                       -> parse it (first 512,000 bytes, the RFC's 500 KiB minimum)
 *   4xx other than 429        -> "unavailable": everything allowed           (cached ROBOTS_TTL_SECONDS)
 *   more than 5 redirects, or a redirect to a non-public address
 *                             -> "unavailable": everything allowed           (cached ROBOTS_TTL_SECONDS)
 *   5xx or 429                -> "unreachable": everything disallowed        (cached ROBOTS_FAILURE_TTL_SECONDS)
 *   network error / timeout   -> the fetch fails with that error (fetch_unreachable / fetch_timeout);
 *                                nothing is cached, the page is not requested.
 * The RFC says an unreachable robots.txt means complete disallow; we keep that only for a
 * short time so a passing outage does not block a site for long.
 */
import { createRequire } from 'node:module';

export const ROBOTS_USER_AGENT = 'SortalBot';
export const ROBOTS_MAX_BYTES = 512_000;
export const ROBOTS_TTL_SECONDS = 3600;
export const ROBOTS_FAILURE_TTL_SECONDS = 60;

/** What is remembered about one origin's robots.txt. Plain JSON, so any store can keep it. */
export type RobotsRecord =
  | { kind: 'rules'; body: string; status: number }
  | { kind: 'allow_all'; reason: string }
  | { kind: 'disallow_all'; reason: string };

/**
 * Cache of robots records keyed by origin (`https://host:port`). Methods may be sync or
 * async; failures are treated as a miss (get) or ignored (put).
 */
export interface RobotsCache {
  get(key: string): RobotsRecord | undefined | null | Promise<RobotsRecord | undefined | null>;
  put(key: string, value: RobotsRecord, ttlSeconds: number): void | Promise<void>;
}

interface Robot {
  isAllowed(url: string, ua?: string): boolean | undefined;
}
type RobotsParser = (url: string, contents: string) => Robot;
// robots-parser is CommonJS whose typings declare an ES default export; load it
// through require so the types and the runtime agree.
const robotsParser = createRequire(import.meta.url)('robots-parser') as RobotsParser;

/** In-memory robots cache with TTLs, bounded by entry count and total body size. */
export class MemoryRobotsCache implements RobotsCache {
  private readonly entries = new Map<
    string,
    { value: RobotsRecord; expires: number; size: number; parsed?: Robot }
  >();
  private totalSize = 0;

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxTotalChars = 16 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): RobotsRecord | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return e.value;
  }

  put(key: string, value: RobotsRecord, ttlSeconds: number): void {
    this.delete(key);
    const size = value.kind === 'rules' ? value.body.length : 0;
    this.entries.set(key, { value, expires: this.now() + ttlSeconds * 1000, size });
    this.totalSize += size;
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.totalSize <= this.maxTotalChars) break;
      this.delete(k); // oldest first (Map keeps insertion order)
    }
  }

  /** Parsed form memo, so a cached robots.txt is not re-parsed on every fetch. */
  parsedFor(key: string, value: RobotsRecord): Robot | undefined {
    const e = this.entries.get(key);
    return e && e.value === value ? e.parsed : undefined;
  }

  rememberParsed(key: string, value: RobotsRecord, parsed: Robot): void {
    const e = this.entries.get(key);
    if (e && e.value === value) e.parsed = parsed;
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }

  private delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.totalSize -= e.size;
    this.entries.delete(key);
  }
}

/** The process-wide cache used when FetchOptions.robotsCache is not given. */
export const defaultRobotsCache = new MemoryRobotsCache();

export async function cacheGet(cache: RobotsCache, key: string): Promise<RobotsRecord | undefined> {
  try {
    const v = await cache.get(key);
    return v ?? undefined;
  } catch {
    return undefined;
  }
}

export async function cachePut(
  cache: RobotsCache,
  key: string,
  value: RobotsRecord,
  ttl: number,
): Promise<void> {
  try {
    await cache.put(key, value, ttl);
  } catch {
    // A failing store only costs a refetch next time.
  }
}

export function ttlFor(record: RobotsRecord): number {
  return record.kind === 'disallow_all' ? ROBOTS_FAILURE_TTL_SECONDS : ROBOTS_TTL_SECONDS;
}

/** Outcome of applying a robots record to one URL. */
export interface RobotsDecision {
  allowed: boolean;
  /** Why, when not allowed. */
  reason?: string;
}

export function decide(record: RobotsRecord, url: URL, cache?: RobotsCache): RobotsDecision {
  switch (record.kind) {
    case 'allow_all':
      return { allowed: true };
    case 'disallow_all':
      return { allowed: false, reason: record.reason };
    case 'rules': {
      const key = url.origin;
      const memo = cache instanceof MemoryRobotsCache ? cache : undefined;
      let robot = memo?.parsedFor(key, record);
      if (!robot) {
        robot = robotsParser(`${url.origin}/robots.txt`, record.body);
        memo?.rememberParsed(key, record, robot);
      }
      // robots-parser answers undefined only for a URL of another origin, which cannot
      // happen here (the record is looked up by this URL's origin); treat it as allowed.
      const ok = robot.isAllowed(url.href, ROBOTS_USER_AGENT);
      return ok === false
        ? { allowed: false, reason: 'its rules disallow this path for SortalBot' }
        : { allowed: true };
    }
  }
}
