import { setTimeout as delay } from 'node:timers/promises';
import type { EnginePool } from '../../src/pool/pool.js';
import type { IndexVersion } from '../../native-index/index.js';

/**
 * The custom taxonomies each worker thread of `pool` holds, keyed by thread. Asks two at
 * a time until every thread answered: a thread still starting (on a loaded machine, a
 * second or more) gets no task until it is ready, so the asking goes on for up to 30 s.
 */
export async function heldByWorkers(
  pool: EnginePool,
  index: IndexVersion,
): Promise<Map<number, string[]>> {
  const seen = new Map<number, string[]>();
  const deadline = Date.now() + 30_000;
  while (seen.size < pool.size && Date.now() < deadline) {
    const answers = await Promise.all(
      Array.from({ length: pool.size }, () =>
        pool.run<{ held: string[]; thread: number }>('custom-held', index, {}),
      ),
    );
    for (const answer of answers) seen.set(answer.thread, answer.held);
    if (seen.size < pool.size) await delay(25);
  }
  return seen;
}
