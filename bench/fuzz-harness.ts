/**
 * Fuzz harness (not run by CI or `npm run bench`; the CI property test runs a few hundred):
 *
 *   node dist/bench/fuzz-harness.js [requests=100000] [seed=20261126] [index data folder]
 *
 * Sends `requests` generated requests (fixed seed: the same run every time) over every
 * route, with random methods, path parameters, queries, bodies, content types and now
 * and then bad credentials, 8 at a time, to a server over the benchmark index. Counts
 * the answers by status; a 5xx, an answer outside the error envelope, a dropped
 * connection or a request unanswered after 30 s is a finding, printed with its request.
 */
import fc from 'fast-check';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from './child.js';
import { benchDataDir } from './bench-data.js';
import {
  fuzzHasBody,
  fuzzMethod,
  fuzzPath,
  fuzzRequest,
  type FuzzRequest,
} from './fuzz-requests.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const total = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? 20261126);
if (process.argv[4]) process.env.SORTAL_DATA = process.argv[4];

const dataDir = await benchDataDir();
const server = await startChild<{ url: string; password: string }>(
  path.join(here, 'bench-server.js'),
  [dataDir, JSON.stringify({ workers: 1 })],
);
const good = 'Basic ' + Buffer.from(`admin:${server.info.password}`).toString('base64');
const authHeader = {
  good,
  none: undefined,
  wrong: 'Basic ' + Buffer.from('admin:wrong').toString('base64'),
  garbage: 'Basic %%%',
};
const statuses = new Map<number, number>();
const findings: string[] = [];
const started = performance.now();

async function send(r: FuzzRequest): Promise<void> {
  const method = fuzzMethod(r);
  const url = server.info.url + fuzzPath(r);
  const headers: Record<string, string> = {};
  const authorization = authHeader[r.auth];
  if (authorization) headers.authorization = authorization;
  if (r.type) headers['content-type'] = r.type;
  const withBody = fuzzHasBody(r);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      ...(withBody ? { body: r.body } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    // fetch refuses some URLs itself (they never reach the server): not a finding.
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? '';
    if (err instanceof TypeError && !cause.startsWith('ECONN') && !cause.startsWith('UND_ERR'))
      return;
    findings.push(`${method} ${url.slice(0, 200)}: ${(err as Error).name} ${cause}`);
    return;
  }
  const text = await res.text();
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  let enveloped = false;
  try {
    enveloped = (JSON.parse(text) as { econtext?: unknown }).econtext !== undefined;
  } catch {
    enveloped = false;
  }
  if (res.status >= 500 || !enveloped)
    findings.push(`${method} ${url.slice(0, 200)} -> ${res.status} ${text.slice(0, 200)}`);
}

try {
  const chunk = 1000;
  for (let done = 0; done < total; done += chunk) {
    const batch = fc.sample(fuzzRequest, {
      seed: seed + done,
      numRuns: Math.min(chunk, total - done),
    });
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < batch.length) await send(batch[next++]!);
      }),
    );
    if ((done / chunk) % 10 === 9)
      process.stderr.write(`${done + chunk} requests, ${findings.length} findings\n`);
  }
  const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
  console.log(
    JSON.stringify({
      requests: total,
      seed,
      seconds: Math.round((performance.now() - started) / 1000),
      byStatus: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
      fivexx,
      findings: findings.length,
      firstFindings: findings.slice(0, 20),
    }),
  );
} finally {
  await server.stop();
}
