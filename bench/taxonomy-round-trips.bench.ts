import { startTestRedis } from '../test/helpers/redis-server.js';
import { startTestServer, type TestServer } from '../test/helpers/server.js';

/** Calls of one body, `concurrency` at a time; the RedisStore round trips per call. */
async function tripsPerCall(
  s: TestServer,
  body: unknown,
  concurrency: number,
  calls: number,
): Promise<number> {
  const trips = () => (s.services.store as unknown as { roundTrips: number }).roundTrips;
  await s.call('POST', '/v2/classify/keywords', { body }); // compiles, caches credentials
  const before = trips();
  let left = calls;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        const res = await s.call('POST', '/v2/classify/keywords', { body });
        if (res.status !== 200) throw new Error(`classify answered ${res.status}`);
        await res.arrayBuffer();
      }
    }),
  );
  return Number(((trips() - before) / calls).toFixed(3));
}

/**
 * Redis round trips per classify/keywords call with a custom taxonomy (`dataset_id`)
 * against the default taxonomy, one call at a time and 16 at once, on one instance with
 * `--state redis://` (a local redis-server). A call with a dataset_id checks in Redis that
 * the taxonomy still exists; concurrent checks share one MGET.
 */
export async function run(opts: { calls?: number } = {}) {
  const redis = await startTestRedis();
  const server = await startTestServer({ state: redis.url, workers: 1 });
  try {
    const created = await server.call('POST', '/v2/user/taxonomy', {
      body: {
        name: 'Bench',
        nodes: [{ name: 'Pink', positive_vocab: ['pink'], negative_vocab: [] }],
      },
    });
    const datasetId = ((await created.json()) as { econtext: { user: { dataset_id: string } } })
      .econtext.user.dataset_id;
    const keywords = ['pink shoes', 'hotel in paris'];
    const calls = opts.calls ?? 400;
    const out: Record<string, number> = {};
    for (const concurrency of [1, 16]) {
      out[`default taxonomy, ${concurrency} at a time`] = await tripsPerCall(
        server,
        { keywords },
        concurrency,
        calls,
      );
      out[`dataset_id, ${concurrency} at a time`] = await tripsPerCall(
        server,
        { keywords, dataset_id: datasetId },
        concurrency,
        calls,
      );
    }
    return { name: 'Redis round trips per classify call, custom taxonomy vs default', ...out };
  } finally {
    await server.stop();
    await redis.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
