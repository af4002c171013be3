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

/** The version a fleet serves (fleet-version.ts): its name and build time. */
export interface FleetTarget {
  version: string;
  builtAt: Date;
}

/**
 * The index versions this server serves. The newest version that passes its checksums is
 * opened at start; the folder is polled for new versions, which are verified before they
 * are served (a corrupt one is refused with a log line and the previous one keeps
 * serving). Older versions are opened on demand for `taxonomy_timestamp` and dropped
 * when unused for a while.
 *
 * In a fleet (`follow`) the version served is the fleet's current one, not the newest
 * folder: an instance switches when the folder is here and passes its checks, and until
 * then keeps serving what it served, and says so (`behind`, one log line per change).
 */
export class IndexManager {
  private versions: VersionInfo[] = [];
  private readonly open = new Map<string, { index: IndexVersion; lastUsed: number }>();
  private readonly refused = new Set<string>();
  private current: IndexVersion | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: Array<(index: IndexVersion) => void> = [];
  private target: FleetTarget | undefined;
  /** The fleet version this instance last logged it lacks, so that it logs once per change. */
  private reportedMissing: string | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly logger: Logger,
    private readonly idleMs = 10 * 60_000,
  ) {}

  /** Scans the folder and serves the newest good version (in a fleet: the fleet's, when here). */
  refresh(): IndexVersion | undefined {
    this.versions = listVersions(this.dataDir, (dir, err) =>
      this.logger.warn({ dir, err: err.message }, 'index version folder ignored'),
    );
    if (this.target) this.refreshToTarget(this.target);
    else this.refreshToNewest();
    this.dropIdle();
    return this.current;
  }

  private refreshToNewest(notAfter?: Date): void {
    const candidates = this.versions
      .filter((v) => !this.refused.has(v.version) && !(notAfter && v.builtAt > notAfter))
      .sort((a, b) => b.builtAt.getTime() - a.builtAt.getTime());
    for (const v of candidates) {
      if (this.current?.version === v.version) break;
      if (this.current && v.builtAt <= this.current.builtAt) break;
      const index = this.tryOpen(v);
      if (index) {
        this.serve(index);
        break;
      }
    }
  }

  private refreshToTarget(target: FleetTarget): void {
    if (this.current?.version === target.version) return;
    const info = this.versions.find((v) => v.version === target.version);
    const index = info && !this.refused.has(info.version) ? this.tryOpen(info) : undefined;
    if (index) {
      this.serve(index);
      return;
    }
    // A first start without the fleet's version serves the newest it has up to that one.
    if (!this.current) this.refreshToNewest(target.builtAt);
    if (!this.current) this.refreshToNewest();
    if (this.reportedMissing === target.version) return;
    this.reportedMissing = target.version;
    this.logger.warn(
      {
        fleet: target.version,
        serving: this.current?.version ?? null,
        reason: info ? 'it fails its checks' : 'its folder is not in this data folder',
      },
      'the index version of the fleet is not here yet; serving the previous one',
    );
  }

  private serve(index: IndexVersion): void {
    this.current = index;
    this.logger.info({ version: index.version }, 'serving index version');
    for (const l of this.listeners) l(index);
  }

  /**
   * Serves `target` from now on as the fleet's current version (an announcement): at once
   * when its folder is here and passes its checks, else as soon as a refresh finds it.
   */
  follow(target: FleetTarget): IndexVersion | undefined {
    const same = this.target?.version === target.version;
    if (same && this.current?.version === target.version) return this.current;
    // A folder refused while it was being copied gets another chance with each announcement.
    if (!same) this.refused.delete(target.version);
    this.target = target;
    return this.refresh();
  }

  /** The fleet's current version, when this instance follows one. */
  get fleetVersion(): string | undefined {
    return this.target?.version;
  }

  /** Whether the fleet has moved to a version this instance does not serve (yet). */
  get behind(): boolean {
    return this.target !== undefined && this.current?.version !== this.target.version;
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
      info = resolveIndexVersion(this.resolvable(), taxonomyTimestamp, Date.now());
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
    if (info.dir === '')
      throw new ApiError(
        503,
        'index_unavailable',
        `The index version for that taxonomy_timestamp (${info.version}) is not on this instance yet.`,
        'taxonomy_timestamp',
        { 'Retry-After': '10' },
      );
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

  /**
   * The versions `taxonomy_timestamp` picks from. In a fleet: those up to the fleet's
   * current one, which counts even when its folder is not here (dir ''), so that a
   * timestamp names the same version on every instance.
   */
  private resolvable(): VersionInfo[] {
    const usable = this.versions.filter((v) => !this.refused.has(v.version));
    const target = this.target;
    if (!target) return usable;
    const upTo = usable.filter((v) => v.builtAt <= target.builtAt);
    if (!upTo.some((v) => v.version === target.version)) {
      const placeholder = { version: target.version, dir: '', builtAt: target.builtAt };
      upTo.push(placeholder as VersionInfo);
    }
    return upTo;
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
