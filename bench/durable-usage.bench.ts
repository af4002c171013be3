import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDataDir } from './bench-data.js';
import { startChild } from './child.js';
import { keywordBatch } from './keyword-batches.js';
import { socialBatch } from './document-batches.js';
import { sideBySide } from './load.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * What durable usage costs: classify/keywords and classify/social throughput of a server
 * that commits each call's count to the store before going on (group commit, synced),
 * side by side with one that counts in memory only (as before). Small batches, where
 * the per-call cost shows most; one worker each.
 */
export async function run(opts: { seconds?: number; rounds?: number; connections?: number } = {}) {
  const dataDir = await benchDataDir();
  const start = (usage: string) =>
    startChild<{ url: string; password: string }>(path.join(here, 'bench-server.js'), [
      dataDir,
      JSON.stringify({ usage, workers: 1 }),
    ]);
  const durable = await start('durable');
  const memory = await start('memory');
  try {
    const target = (server: typeof durable, route: string, body: unknown) => ({
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
        { durable: target(durable, route, body), memory: target(memory, route, body) },
        {
          rounds: opts.rounds ?? 3,
          seconds: opts.seconds ?? 5,
          connections: opts.connections ?? 16,
        },
      );
      out[name] = {
        ...results,
        ratio: Number(
          (results.durable!.requestsPerSec / results.memory!.requestsPerSec).toFixed(3),
        ),
      };
    }
    return { name: 'durable usage vs in-memory counting', ...out };
  } finally {
    await durable.stop();
    await memory.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
