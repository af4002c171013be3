/** `/ready`: whether this instance can answer classify calls, for load balancers and orchestrators. */
import type { Services } from '../services.js';

const STORE_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** The index version being served, if any. */
  index: string | null;
  store: 'ok' | 'unreachable';
}

/** Ready when an index version is open and the state store answers a read in time. */
export async function readiness(services: Services): Promise<Readiness> {
  const index = services.indexes.newest?.version ?? null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), STORE_TIMEOUT_MS);
  });
  const store = await Promise.race([
    services.store.get('ready:probe').then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  return { ready: index !== null && store === 'ok', index, store };
}
