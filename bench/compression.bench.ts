import { benchDataDir, indexBytes } from './bench-data.js';
import { serveChild } from './serve-child.js';
import { keywordBatch } from './keyword-batches.js';
import { sideBySide } from './load.js';
import { median } from './median.js';
import { compress } from '../src/http/compression.js';

/**
 * What compressing answers costs: POST /v2/classify/keywords with 1,000-keyword batches
 * (2 workers, 8 connections), uncompressed against gzip and br in the same run, and the
 * time one answer takes to compress on one thread.
 */
export async function run(opts: { seconds?: number; rounds?: number } = {}) {
  const dataDir = await benchDataDir();
  const server = await serveChild(dataDir, ['--workers', '2']);
  const body = JSON.stringify({ keywords: keywordBatch(7), flags: true });
  const url = server.url + '/v2/classify/keywords';
  const headers = (acceptEncoding?: string) => ({
    authorization: server.authorization,
    'content-type': 'application/json',
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  });
  try {
    const sample = await (await fetch(url, { method: 'POST', headers: headers(), body })).text();
    const sizes: Record<string, number> = { identity: Buffer.byteLength(sample) };
    const compressMs: Record<string, number> = {};
    for (const encoding of ['gzip', 'br'] as const) {
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        const started = performance.now();
        sizes[encoding] = (await compress(sample, encoding)).length;
        times.push(performance.now() - started);
      }
      compressMs[encoding] = Number(median(times.slice(5)).toFixed(2));
    }
    const results = await sideBySide(
      {
        identity: { url, method: 'POST', headers: headers(), body },
        gzip: { url, method: 'POST', headers: headers('gzip'), body },
        br: { url, method: 'POST', headers: headers('br'), body },
      },
      { rounds: opts.rounds ?? 3, seconds: opts.seconds ?? 8, connections: 8 },
    );
    const perSec = (name: string) => Math.round(results[name]!.requestsPerSec * 1000);
    return {
      name: 'POST /v2/classify/keywords, 1,000-keyword batches, 2 workers: compressed or not',
      index: indexBytes(dataDir),
      responseBytes: sizes,
      compressMsPerAnswer: compressMs,
      keywordsPerSec: { identity: perSec('identity'), gzip: perSec('gzip'), br: perSec('br') },
      ratioToIdentity: {
        gzip: Number((perSec('gzip') / perSec('identity')).toFixed(3)),
        br: Number((perSec('br') / perSec('identity')).toFixed(3)),
      },
      saturated: results,
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
