/** `sortal state migrate`: one machine's embedded state copied into the Redis of a fleet. */
import type { LevelStore } from './level-store.js';
import type { RedisStore } from './redis-store.js';

/** Keys holding counter sets (`StateStore.addCounts`) rather than plain values. */
const COUNTER_PREFIXES = ['usage:'];
const BATCH = 256;

export class MigrationError extends Error {}

/**
 * Copies every live entry of `from` into `to`: counter sets as counts, entries with a
 * lifetime with what is left of it, the others in atomic batches. `to` must hold no
 * account yet, so that a second run cannot add the usage counts twice.
 */
export async function migrateState(
  from: LevelStore,
  to: RedisStore,
  now = Date.now(),
): Promise<{ entries: number; counters: number }> {
  if ((await to.scan('account:', { limit: 1 })).length > 0)
    throw new MigrationError(
      'the Redis state store holds accounts already; migrate into an empty one',
    );
  let entries = 0;
  let counters = 0;
  let puts: Array<{ type: 'put'; key: string; value: unknown }> = [];
  const flush = async () => {
    await to.batch(puts);
    puts = [];
  };
  for await (const { key, value, x } of from.entries(now)) {
    if (COUNTER_PREFIXES.some((p) => key.startsWith(p))) {
      await to.addCounts(new Map([[key, value as Record<string, number>]]));
      counters++;
      continue;
    }
    entries++;
    if (x !== undefined) await to.put(key, value, { ttlSeconds: (x - now) / 1000 });
    else if (puts.push({ type: 'put', key, value }) >= BATCH) await flush();
  }
  await flush();
  return { entries, counters };
}
