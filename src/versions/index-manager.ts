import { openIndexVersion, type IndexVersion } from '../../native-index/index.js';
import {
  listVersions,
  resolveIndexVersion,
  TaxonomyTimestampError,
  NoIndexVersionError,
  type VersionInfo,
} from '../../native-index/catalog.js';
import { ApiError, badRequest, unavailable } from '../errors.js';
import type { Logger } from '../logger.js';

/**
 * The index versions this server serves. The newest version that passes its checksums is
 * opened at start; the folder is polled for new versions, which are verified before they
 * are served (a corrupt one is refused with a log line and the previous one keeps
 * serving). Older versions are opened on demand for `taxonomy_timestamp` and dropped
 * when unused for a while.
 */
export class IndexManager {
  private versions: VersionInfo[] = [];
  private readonly open = new Map<string, { index: IndexVersion; lastUsed: number }>();
  private readonly refused = new Set<string>();
  private current: IndexVersion | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: Array<(index: IndexVersion) => void> = [];

  constructor(
    private readonly dataDir: string,
    private readonly logger: Logger,
    private readonly idleMs = 10 * 60_000,
  ) {}

  /** Scans the folder and serves the newest good version. */
  refresh(): IndexVersion | undefined {
    this.versions = listVersions(this.dataDir, (dir, err) =>
      this.logger.warn({ dir, err: err.message }, 'index version folder ignored'),
    );
    const candidates = this.versions
      .filter((v) => !this.refused.has(v.version))
      .sort((a, b) => b.builtAt.getTime() - a.builtAt.getTime());
    for (const v of candidates) {
      if (this.current?.version === v.version) break;
      if (this.current && v.builtAt <= this.current.builtAt) break;
      const index = this.tryOpen(v);
      if (index) {
        this.current = index;
        this.logger.info({ version: v.version }, 'serving index version');
        for (const l of this.listeners) l(index);
        break;
      }
    }
    this.dropIdle();
    return this.current;
  }

  /** Polls for new versions every `ms`. */
  watch(ms = 10_000): void {
    this.timer = setInterval(() => {
      try {
        this.refresh();
      } catch (err) {
        this.logger.error({ err }, 'index refresh failed');
      }
    }, ms);
    this.timer.unref();
  }

  onNewVersion(listener: (index: IndexVersion) => void): void {
    this.listeners.push(listener);
  }

  get newest(): IndexVersion | undefined {
    return this.current;
  }

  /** The version for a request: the newest, or the one `taxonomy_timestamp` (Unix seconds) selects. */
  resolve(taxonomyTimestamp?: number): IndexVersion {
    if (taxonomyTimestamp === undefined) {
      if (!this.current)
        throw unavailable(
          'index_not_ready',
          'No index version is available yet; the first build is still running.',
          30,
        );
      return this.current;
    }
    let info: VersionInfo;
    try {
      const usable = this.versions.filter((v) => !this.refused.has(v.version));
      info = resolveIndexVersion(usable, taxonomyTimestamp, Date.now());
    } catch (err) {
      if (err instanceof TaxonomyTimestampError)
        throw badRequest(err.code, err.message, 'taxonomy_timestamp');
      if (err instanceof NoIndexVersionError)
        throw unavailable(
          'index_not_ready',
          'No index version is available yet; the first build is still running.',
          30,
        );
      throw err;
    }
    if (info.version === this.current?.version) return this.current;
    const index = this.tryOpen(info);
    if (!index)
      throw new ApiError(
        503,
        'index_unavailable',
        `The index version for that taxonomy_timestamp (${info.version}) cannot be served.`,
        'taxonomy_timestamp',
        { 'Retry-After': '60' },
      );
    return index;
  }

  private tryOpen(v: VersionInfo): IndexVersion | undefined {
    const cached = this.open.get(v.version);
    if (cached) {
      cached.lastUsed = Date.now();
      return cached.index;
    }
    try {
      const started = performance.now();
      const index = openIndexVersion(v.dir, { verify: true });
      this.open.set(v.version, { index, lastUsed: Date.now() });
      this.logger.info(
        {
          version: v.version,
          ms: Math.round(performance.now() - started),
          categories: index.count,
        },
        'opened index version',
      );
      return index;
    } catch (err) {
      this.refused.add(v.version);
      this.logger.error(
        { version: v.version, err: (err as Error).message },
        'index version refused: it fails its checks',
      );
      return undefined;
    }
  }

  private dropIdle(): void {
    const now = Date.now();
    for (const [version, entry] of this.open) {
      if (entry.index === this.current) continue;
      if (now - entry.lastUsed > this.idleMs) this.open.delete(version);
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.open.clear();
  }
}
