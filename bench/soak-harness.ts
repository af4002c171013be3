/**
 * Soak harness (not run by CI or `npm run bench`):
 *
 *   node dist/bench/soak-harness.js [--seconds 600] [--fraction 0.8] [--workers 2]
 *     [--max-seconds 20] [--connections 16] [--data <index data folder>]
 *
 * Starts a page server on a loopback port and a server over the benchmark index (SORTAL_DATA
 * or ./data, or --data) whose classify/url may fetch from that port only: no call leaves
 * loopback. Mixed calls, in turn: classify/keywords (50 keywords), classify/social (10
 * posts), classify/html (a 20 kB page) and classify/url (a 20 kB page from the page
 * server, `cache_skip`, so every call fetches). The load generator (soak-client.ts, a
 * child process) measures the maximum rate, then sends at `fraction` of it for
 * `seconds`. Reports errors, p50/p99 of the first and last window (a minute, or a third
 * of a run shorter than 3 minutes), the server's RSS every 10 s, and its growth from
 * minute 2 (a fifth of the way into a run shorter than 4 minutes) to the end: sample to
 * sample, and median of that window to median of the last (rss-growth.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchDataDir } from './bench-data.js';
import { startChild } from './child.js';
import { htmlPage, socialBatch } from './document-batches.js';
import { keywordBatch } from './keyword-batches.js';
import type { LoadTarget } from './load.js';
import { startPageServer } from './page-server.js';
import { rssBytes } from './rss.js';
import { rssGrowth } from './rss-growth.js';
import type { SoakClientResult, SoakSpec } from './soak-client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    fraction: { type: 'string', default: '0.8' },
    workers: { type: 'string', default: '2' },
    'max-seconds': { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    data: { type: 'string' },
  },
});
const seconds = Number(args.seconds);
if (args.data) process.env.SORTAL_DATA = args.data;
const indexDir = await benchDataDir();
const VARIANTS = 8;
const MB = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

const pages = await startPageServer(
  Array.from({ length: VARIANTS }, (_, i) => htmlPage(20_000, VARIANTS + i)),
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sortal-soak-'));
const server = await startChild<{ url: string; password: string; pid: number }>(
  path.join(here, 'bench-server.js'),
  [indexDir, JSON.stringify({ dataDir, workers: Number(args.workers), loopbackFetch: pages.port })],
);
const samples: Array<{ at: number; rss: number }> = [];
const sample = () => {
  samples.push({ at: Date.now(), rss: rssBytes(server.info.pid) });
  process.stderr.write(`server RSS ${MB(samples[samples.length - 1]!.rss)} MB\n`);
};
const sampler = setInterval(sample, 10_000);
const loadAtStart = loadavg();
const specDir = mkdtempSync(path.join(tmpdir(), 'sortal-soak-spec-'));
try {
  sample();
  const headers = {
    authorization: 'Basic ' + Buffer.from(`admin:${server.info.password}`).toString('base64'),
    'content-type': 'application/json',
  };
  const post = (name: string, body: unknown): LoadTarget & { name: string } => ({
    name,
    url: `${server.info.url}/v2/${name}`,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const targets = Array.from({ length: VARIANTS }, (_, v) => [
    post('classify/keywords', { keywords: keywordBatch(v + 1).slice(0, 50) }),
    post('classify/social', { social: socialBatch(v + 1).slice(0, 10) }),
    post('classify/html', { html: htmlPage(20_000, v) }),
    post('classify/url', { url: pages.urls[v], cache_skip: true }),
  ]).flat();
  const spec: SoakSpec = {
    targets,
    connections: Number(args.connections),
    maxSeconds: Number(args['max-seconds']),
    fraction: Number(args.fraction),
    seconds,
    windowSeconds: seconds >= 180 ? 60 : seconds / 3,
  };
  const specFile = path.join(specDir, 'soak.json');
  writeFileSync(specFile, JSON.stringify(spec));
  process.stderr.write(
    `soak: measuring the maximum for ${spec.maxSeconds} s, then ${seconds} s at ${spec.fraction} of it\n`,
  );
  const client = await startChild<SoakClientResult>(path.join(here, 'soak-client.js'), [specFile]);
  await client.stop();
  sample();
  const run = client.info;

  // RSS over the soak, in seconds from its start; growth from minute 2 (or a fifth in).
  const rss = samples
    .filter((s) => s.at >= run.soakStartedAt)
    .map((s) => ({ s: Math.round((s.at - run.soakStartedAt) / 1000), mb: MB(s.rss) }));
  const baselineS = seconds >= 240 ? 120 : seconds / 5;
  const first = run.windows[0]!;
  const last = run.windows[run.windows.length - 1]!;
  console.log(
    JSON.stringify(
      {
        name: 'soak',
        index: indexDir,
        workers: Number(args.workers),
        loadAverage: {
          start: loadAtStart.map((l) => Number(l.toFixed(2))),
          end: loadavg().map((l) => Number(l.toFixed(2))),
        },
        max: run.max,
        rate: run.rate,
        seconds,
        sent: run.sent,
        achievedPerSec: run.achievedPerSec,
        errors: run.errors,
        errorKinds: run.errorKinds,
        errorSamples: run.errorSamples,
        firstWindow: first,
        lastWindow: last,
        windows: run.windows,
        routes: run.routes,
        pageServer: pages.counts,
        rssBeforeMaxMB: MB(samples[0]!.rss),
        rss,
        rssGrowth: rssGrowth(rss, baselineS, spec.windowSeconds),
      },
      null,
      2,
    ),
  );
} finally {
  clearInterval(sampler);
  await server.stop();
  await pages.close();
  rmSync(specDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
