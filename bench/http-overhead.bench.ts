import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sideBySide } from './load.js';
import { startChild } from './child.js';

/** Authenticated GET /v2/user/attributes against a bare Hono route returning the same JSON, same process. */
export async function run(opts: { rounds?: number; seconds?: number; connections?: number } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sortal-bench-'));
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'attributes-server.js');
  const server = await startChild<{ ours: string; bare: string; password: string }>(script, [
    dataDir,
  ]);
  try {
    const headers = {
      authorization: 'Basic ' + Buffer.from(`admin:${server.info.password}`).toString('base64'),
    };
    const results = await sideBySide(
      {
        ours: { url: server.info.ours + '/v2/user/attributes', headers },
        bare: { url: server.info.bare + '/v2/user/attributes' },
      },
      { rounds: opts.rounds ?? 7, seconds: opts.seconds ?? 4, connections: opts.connections ?? 32 },
    );
    const ratio = results.ours!.requestsPerSec / results.bare!.requestsPerSec;
    return {
      name: 'GET /v2/user/attributes vs bare Hono route',
      ...results,
      ratio: Number(ratio.toFixed(3)),
      target: 0.8,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
