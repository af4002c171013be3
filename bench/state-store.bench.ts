import { benchDataDir } from './bench-data.js';
import { adminAuth, smallBatchesSideBySide, startBenchServer } from './server-comparison.js';
import { startTestRedis } from '../test/helpers/redis-server.js';

/** A metric's value in Prometheus text (the sum of its series). */
function metricSum(text: string, name: string, filter = ''): number {
  let sum = 0;
  for (const line of text.split('\n'))
    if (line.startsWith(name) && line.includes(filter)) sum += Number(line.split(' ').pop());
  return sum;
}

/**
 * What a shared Redis state store costs against the embedded one: classify/keywords and
 * classify/social throughput of a server with `--state redis://` (a local redis-server,
 * append-only file synced on every write) side by side with one on classic-level, small
 * batches where the per-call cost shows most, one worker each; then the Redis round trips
 * per call, from the server's own metrics.
 */
export async function run(opts: { seconds?: number; rounds?: number; connections?: number } = {}) {
  const dataDir = await benchDataDir();
  const redis = await startTestRedis();
  const level = await startBenchServer(dataDir, { workers: 1 });
  const shared = await startBenchServer(dataDir, { workers: 1, state: redis.url });
  try {
    const out = await smallBatchesSideBySide(['redis', shared, 'level', level], opts);
    const metrics = await fetch(shared.info.url + '/metrics', {
      headers: { authorization: adminAuth(shared) },
    }).then((r) => r.text());
    const calls = metricSum(metrics, 'sortal_http_requests_total{', 'classify');
    const trips = metricSum(metrics, 'sortal_state_round_trips');
    out['redis round trips per call'] = Number((trips / calls).toFixed(3));
    return { name: 'Redis state store vs embedded (classic-level)', ...out };
  } finally {
    await level.stop();
    await shared.stop();
    await redis.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
