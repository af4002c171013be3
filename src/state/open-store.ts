import path from 'node:path';
import { LevelStore } from './level-store.js';
import { RedisStore, type RedisStoreOptions } from './redis-store.js';
import type { StateStore } from './store.js';

/** What `--state` and `SORTAL_STATE` accept, for messages. */
export const STATE_HELP =
  '`level` (the embedded store in the data folder, the default) or a redis:// or rediss:// URL';

/** Whether `spec` names a Redis store; throws on a spec that is neither. */
export function isRedisSpec(spec: string | undefined): spec is string {
  if (spec === undefined || spec === '' || spec === 'level') return false;
  if (/^rediss?:\/\//.test(spec)) return true;
  throw new Error(`--state must be ${STATE_HELP}, not "${spec}"`);
}

/** The state store `spec` names: LevelStore under `<dataDir>/state`, or RedisStore. */
export function openStateStore(
  spec: string | undefined,
  dataDir: string,
  opts: RedisStoreOptions = {},
): Promise<StateStore> {
  return isRedisSpec(spec)
    ? RedisStore.open(spec, opts)
    : LevelStore.open(path.join(dataDir, 'state'));
}
