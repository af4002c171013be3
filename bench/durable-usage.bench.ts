import { benchDataDir } from './bench-data.js';
import { smallBatchesSideBySide, startBenchServer } from './server-comparison.js';

/**
 * What durable usage costs: classify/keywords and classify/social throughput of a server
 * that commits each call's count to the store before going on (group commit, synced),
 * side by side with one that counts in memory only (as before). Small batches, where
 * the per-call cost shows most; one worker each.
 */
export async function run(opts: { seconds?: number; rounds?: number; connections?: number } = {}) {
  const dataDir = await benchDataDir();
  const durable = await startBenchServer(dataDir, { usage: 'durable', workers: 1 });
  const memory = await startBenchServer(dataDir, { usage: 'memory', workers: 1 });
  try {
    const out = await smallBatchesSideBySide(['durable', durable, 'memory', memory], opts);
    return { name: 'durable usage vs in-memory counting', ...out };
  } finally {
    await durable.stop();
    await memory.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
