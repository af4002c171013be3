/** `sortal state migrate`: one machine's embedded state copied into the Redis of a fleet. */
import type { LevelStore } from './level-store.js';
import type { RedisStore } from './redis-store.js';
import { TAXONOMY_PREFIX } from '../taxonomies/taxonomy-store.js';

/** Keys holding counter sets (`StateStore.addCounts`) rather than plain values. */
const COUNTER_PREFIXES = ['usage:'];
const BATCH = 256;
/** A batch is also sent once its values reach this many characters of JSON (taxonomies are large). */
const BATCH_CHARS = 8 << 20;

export class MigrationError extends Error {}

/**
 * Copies every live entry of `from` into `to`: counter sets as counts, entries with a
 * lifetime with what is left of it, the others (accounts, custom taxonomies and their
 * indexes, ...) in atomic batches. `to` must hold no account yet, so that a second run
 * cannot add the usage counts twice. `taxonomies` counts the custom taxonomies among the
 * entries.
 */
export async function migrateState(
  from: LevelStore,
  to: RedisStore,
  now = Date.now(),
): Promise<{ entries: number; counters: number; taxonomies: number }> {
  if ((await to.scan('account:', { limit: 1 })).length > 0)
    throw new MigrationError(
      'the Redis state store holds accounts already; migrate into an empty one',
    );
  let entries = 0;
  let counters = 0;
  let taxonomies = 0;
  let puts: Array<{ type: 'put'; key: string; value: unknown }> = [];
  let chars = 0;
  const flush = async () => {
    await to.batch(puts);
    puts = [];
    chars = 0;
  };
  for await (const { key, value, x } of from.entries(now)) {
    if (COUNTER_PREFIXES.some((p) => key.startsWith(p))) {
      await to.addCounts(new Map([[key, value as Record<string, number>]]));
      counters++;
      continue;
    }
    entries++;
    if (key.startsWith(TAXONOMY_PREFIX)) taxonomies++;
    if (x !== undefined) {
      await to.put(key, value, { ttlSeconds: (x - now) / 1000 });
      continue;
    }
    puts.push({ type: 'put', key, value });
    chars += JSON.stringify(value).length;
    if (puts.length >= BATCH || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  return { entries, counters, taxonomies };
}
