import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDataDir } from './bench-data.js';
import { startChild } from './child.js';
import { keywordBatch } from './keyword-batches.js';
import { socialBatch } from './document-batches.js';
import { sideBySide } from './load.js';
import { startTestRedis } from '../test/helpers/redis-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));

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
  const start = (state?: string) =>
    startChild<{ url: string; password: string }>(path.join(here, 'bench-server.js'), [
      dataDir,
      JSON.stringify({ workers: 1, ...(state ? { state } : {}) }),
    ]);
  const level = await start();
  const shared = await start(redis.url);
  try {
    const target = (server: typeof level, route: string, body: unknown) => ({
      url: server.info.url + route,
      method: 'POST' as const,
      headers: {
        authorization: 'Basic ' + Buffer.from(`admin:${server.info.password}`).toString('base64'),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const cases = {
      'classify/keywords (10 keywords)': [
        '/v2/classify/keywords',
        { keywords: keywordBatch(3).slice(0, 10) },
      ],
      'classify/social (10 posts)': [
        '/v2/classify/social',
        { social: socialBatch(3).slice(0, 10) },
      ],
    } as const;
    const out: Record<string, unknown> = {};
    for (const [name, [route, body]] of Object.entries(cases)) {
      const results = await sideBySide(
        { redis: target(shared, route, body), level: target(level, route, body) },
        {
          rounds: opts.rounds ?? 3,
          seconds: opts.seconds ?? 5,
          connections: opts.connections ?? 16,
        },
      );
      out[name] = {
        ...results,
        ratio: Number((results.redis!.requestsPerSec / results.level!.requestsPerSec).toFixed(3)),
      };
    }
    const metrics = await fetch(shared.info.url + '/metrics', {
      headers: {
        authorization: 'Basic ' + Buffer.from(`admin:${shared.info.password}`).toString('base64'),
      },
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
