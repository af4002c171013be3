import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDataDir, indexBytes } from './bench-data.js';
import { serveChild } from './serve-child.js';
import { startChild } from './child.js';
import { keywordBatch } from './keyword-batches.js';
import { pacedLoad, sideBySide } from './load.js';
import { plainAccount } from './bench-account.js';

/**
 * POST /v2/classify/keywords with 1,000-keyword batches over HTTP on 2 workers, from a
 * plain account and from the admin account (whose answers carry the overlays), against a
 * bare Hono route answering a body of the plain answer's size (the HTTP ceiling), then
 * p99 latency at half the measured load, and the server's resident memory.
 */
export async function run(opts: { seconds?: number; rounds?: number; connections?: number } = {}) {
  const dataDir = await benchDataDir();
  // The server first: on a fresh data folder it makes the admin account only while no
  // account exists; the plain one is then added through its control socket.
  const server = await serveChild(dataDir, ['--workers', '2']);
  const plain = plainAccount(dataDir);
  const tmp = mkdtempSync(path.join(tmpdir(), 'sortal-bench-'));
  const body = JSON.stringify({ keywords: keywordBatch(7), flags: true });
  // Most callers: an account without feature grants. The admin account has the overlays
  // feature, so its answers also carry every overlay of the version.
  const headers = { authorization: plain, 'content-type': 'application/json' };
  const adminHeaders = { authorization: server.authorization, 'content-type': 'application/json' };
  try {
    const sample = await (
      await fetch(server.url + '/v2/classify/keywords', { method: 'POST', headers, body })
    ).text();
    const overlaySample = await (
      await fetch(server.url + '/v2/classify/keywords', {
        method: 'POST',
        headers: adminHeaders,
        body,
      })
    ).text();
    const matched = (JSON.parse(sample).econtext.classify.mappings as Array<string | null>).filter(
      Boolean,
    ).length;
    const bodyFile = path.join(tmp, 'response.json');
    writeFileSync(bodyFile, sample);
    const bare = await startChild<{ url: string }>(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.js'),
      [bodyFile],
    );
    try {
      const seconds = opts.seconds ?? 8;
      const results = await sideBySide(
        {
          ours: { url: server.url + '/v2/classify/keywords', method: 'POST', headers, body },
          bare: { url: bare.info.url + '/v2/classify/keywords', method: 'POST', headers, body },
          oursWithOverlays: {
            url: server.url + '/v2/classify/keywords',
            method: 'POST',
            headers: adminHeaders,
            body,
          },
        },
        { rounds: opts.rounds ?? 3, seconds, connections: opts.connections ?? 8 },
      );
      const halfRate = Math.max(1, Math.floor(results.ours!.requestsPerSec / 2));
      const half = await pacedLoad(
        { url: server.url + '/v2/classify/keywords', method: 'POST', headers, body },
        { seconds, rate: halfRate },
      );
      return {
        name: 'POST /v2/classify/keywords, 1,000-keyword batches, 2 workers',
        index: indexBytes(dataDir),
        matchedPerBatch: matched,
        responseBytes: sample.length,
        keywordsPerSec: Math.round(results.ours!.requestsPerSec * 1000),
        bareKeywordsPerSec: Math.round(results.bare!.requestsPerSec * 1000),
        ratioToBare: Number(
          (results.ours!.requestsPerSec / results.bare!.requestsPerSec).toFixed(3),
        ),
        withOverlays: {
          keywordsPerSec: Math.round(results.oursWithOverlays!.requestsPerSec * 1000),
          responseBytes: overlaySample.length,
          ratioToPlain: Number(
            (results.oursWithOverlays!.requestsPerSec / results.ours!.requestsPerSec).toFixed(3),
          ),
        },
        saturated: results,
        halfLoad: { batchesPerSec: halfRate, ...half },
        serverRssMiB: Math.round(server.rssBytes() / 2 ** 20),
        targets: { keywordsPerSec: 150_000, p99msAtHalfLoad: 50 },
      };
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
