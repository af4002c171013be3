import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDataDir } from './bench-data.js';
import { startChild } from './child.js';
import { median } from './median.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** One call on a new connection; its status and milliseconds from request to full answer. */
function timedCall(url: string, authorization: string): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(
      url + '/v2/user/attributes',
      { agent: false, headers: { authorization } },
      (res) => {
        res.resume();
        res.on('end', () => resolve([res.statusCode ?? 0, performance.now() - started]));
      },
    );
    req.on('error', reject);
  });
}

const basic = (user: string, password: string) =>
  'Basic ' + Buffer.from(`${user}:${password}`).toString('base64');

/**
 * The 401 of an unknown username against the 401 of a known one with a wrong password:
 * `calls` of each, alternated, one new connection per call, medians and their ratio.
 * The failed-login limit is off for this run.
 */
export async function run(opts: { calls?: number } = {}) {
  const dataDir = await benchDataDir();
  const server = await startChild<{ url: string }>(path.join(here, 'bench-server.js'), [
    dataDir,
    JSON.stringify({ noLoginLimit: true }),
  ]);
  try {
    const calls = opts.calls ?? 400;
    const times = { unknown: [] as number[], known: [] as number[] };
    // Warm-up: the first unknown user also hashes the stand-in password once.
    for (let i = 0; i < 10; i++) {
      await timedCall(server.info.url, basic(`nobody${i}`, 'x'));
      await timedCall(server.info.url, basic('admin', `x${i}`));
    }
    for (let i = 0; i < calls; i++) {
      const pairs: Array<['unknown' | 'known', string]> = [
        ['unknown', basic(`nobody-${i}`, `guess-${i}`)],
        ['known', basic('admin', `guess-${i}`)],
      ];
      // ABBA: whatever one call leaves behind falls on both kinds alike.
      for (const [kind, auth] of i % 2 ? pairs.reverse() : pairs) {
        const [status, ms] = await timedCall(server.info.url, auth);
        if (status !== 401) throw new Error(`expected 401, got ${status}`);
        times[kind].push(ms);
      }
    }
    const unknown = median(times.unknown);
    const known = median(times.known);
    return {
      name: '401 time: unknown user vs known user with a wrong password',
      calls,
      unknownMedianMs: Number(unknown.toFixed(2)),
      knownMedianMs: Number(known.toFixed(2)),
      ratio: Number((unknown / known).toFixed(3)),
      target: 'within 5% (0.95-1.05)',
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
