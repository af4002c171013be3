/**
 * Two bench servers (child processes over the benchmark index) loaded side by side with
 * the same small batches, where a per-call cost shows most: what a server option costs
 * in throughput (the state store, durable usage).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from './child.js';
import { socialBatch } from './document-batches.js';
import { keywordBatch } from './keyword-batches.js';
import { sideBySide, type LoadTarget } from './load.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** `bench-server.js` over `dataDir` with its options (workers, usage, state...). */
export function startBenchServer(dataDir: string, options: Record<string, unknown>) {
  return startChild<{ url: string; password: string }>(path.join(here, 'bench-server.js'), [
    dataDir,
    JSON.stringify(options),
  ]);
}

/** The admin's Basic credentials on a bench server. */
export const adminAuth = (server: BenchServer) =>
  'Basic ' + Buffer.from(`admin:${server.info.password}`).toString('base64');

function postTarget(server: BenchServer, route: string, body: unknown): LoadTarget {
  return {
    url: server.info.url + route,
    method: 'POST',
    headers: { authorization: adminAuth(server), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

const smallBatches = () =>
  ({
    'classify/keywords (10 keywords)': [
      '/v2/classify/keywords',
      { keywords: keywordBatch(3).slice(0, 10) },
    ],
    'classify/social (10 posts)': ['/v2/classify/social', { social: socialBatch(3).slice(0, 10) }],
  }) as const;

/**
 * Each small batch against both servers, alternated round by round; per batch the load
 * results under the servers' names and `ratio`, the first's throughput to the second's.
 */
export async function smallBatchesSideBySide(
  servers: [string, BenchServer, string, BenchServer],
  opts: { seconds?: number; rounds?: number; connections?: number },
): Promise<Record<string, unknown>> {
  const [aName, a, bName, b] = servers;
  const out: Record<string, unknown> = {};
  for (const [name, [route, body]] of Object.entries(smallBatches())) {
    const results = await sideBySide(
      { [aName]: postTarget(a, route, body), [bName]: postTarget(b, route, body) },
      {
        rounds: opts.rounds ?? 3,
        seconds: opts.seconds ?? 5,
        connections: opts.connections ?? 16,
      },
    );
    out[name] = {
      ...results,
      ratio: Number((results[aName]!.requestsPerSec / results[bName]!.requestsPerSec).toFixed(3)),
    };
  }
  return out;
}
