/**
 * The fleet's current index version, kept in the state store under `index:current` and
 * announced on the topic `index-version`. `sortal build-index --state redis://...` (and
 * `sortal index announce`) write it; every instance on that store follows it, switching
 * when it has the folder. One machine records there the version it serves.
 */
import { VERSION_NAME_RE } from '../../native-index/format.js';
import type { Logger } from '../logger.js';
import type { StateStore } from '../state/store.js';
import type { IndexManager } from './index-manager.js';

export const FLEET_VERSION_KEY = 'index:current';
export const INDEX_TOPIC = 'index-version';

/** What the state store holds of the fleet's current version. */
export interface FleetVersion {
  version: string;
  /** The version's built_at, ISO 8601: `taxonomy_timestamp` resolves against it. */
  built_at: string;
}

/** The record when it is well formed; anything else is ignored (undefined). */
export function parseFleetVersion(value: unknown): FleetVersion | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { version, built_at } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !VERSION_NAME_RE.test(version)) return undefined;
  if (typeof built_at !== 'string' || Number.isNaN(Date.parse(built_at))) return undefined;
  return { version, built_at };
}

/** The record of a version being served. */
export function fleetVersionOf(index: { version: string; builtAt: Date }): FleetVersion {
  return {
    version: index.version,
    built_at: index.builtAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
}

export async function readFleetVersion(store: StateStore): Promise<FleetVersion | undefined> {
  return parseFleetVersion(await store.get(FLEET_VERSION_KEY));
}

/** Records `v` as the fleet's current version and tells every instance on the store. */
export async function announceIndexVersion(store: StateStore, v: FleetVersion): Promise<void> {
  await store.put(FLEET_VERSION_KEY, { version: v.version, built_at: v.built_at });
  await store.announce?.(INDEX_TOPIC, JSON.stringify(v));
}

/**
 * Makes `indexes` follow the fleet's current version: read now, on every announcement,
 * and again every `pollMs` (an announcement sent while this instance could not hear it
 * is not lost). When the store holds no version yet, this instance's newest becomes the
 * fleet's.
 */
export async function followFleetVersion(
  store: StateStore,
  indexes: IndexManager,
  logger: Logger,
  pollMs = 10_000,
): Promise<{ stop(): void }> {
  const apply = (v: FleetVersion | undefined) => {
    if (!v) return;
    try {
      indexes.follow({ version: v.version, builtAt: new Date(v.built_at) });
    } catch (err) {
      logger.error({ err }, 'switching to the index version of the fleet failed');
    }
  };
  const poll = () =>
    readFleetVersion(store).then(apply, () => {
      // Unreachable store: its own status line says so; the next poll tries again.
    });
  await store.onAnnounce?.(INDEX_TOPIC, (message) => {
    try {
      apply(parseFleetVersion(JSON.parse(message)));
    } catch {
      logger.warn({ message }, 'malformed index version announcement ignored');
    }
  });
  const recorded = await readFleetVersion(store);
  if (recorded) apply(recorded);
  else {
    // A fleet's first instance: its newest version becomes the fleet's.
    const index = indexes.refresh();
    if (index) await announceIndexVersion(store, fleetVersionOf(index));
  }
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
