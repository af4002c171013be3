import { spawnSync } from 'node:child_process';
import { benchDataDir, indexBytes } from './bench-data.js';
import { serveChild } from './serve-child.js';

const MiB = 1024 * 1024;

/** Resident memory of the server with 1, 2 and 4 workers after every worker has classified batches on the index. */
export async function run() {
  const dataDir = await benchDataDir();
  const { version, bytes } = indexBytes(dataDir);
  const keywords = Array.from(
    { length: 1000 },
    (_, i) =>
      ['hotels in paris', 'jaguar price', 'python tutorial', 'apple pie', 'running shoes'][i % 5]! +
      ` ${i}`,
  );
  const rows: Array<{ workers: number; rssMiB: number }> = [];
  for (const workers of [1, 2, 4]) {
    const server = await serveChild(dataDir, ['--workers', String(workers)]);
    try {
      // Enough concurrent batches that every worker attaches the index and warms up.
      for (let round = 0; round < 3; round++) {
        await Promise.all(
          Array.from({ length: workers * 4 }, () =>
            fetch(server.url + '/v2/classify/keywords', {
              method: 'POST',
              headers: { authorization: server.authorization, 'content-type': 'application/json' },
              body: JSON.stringify({ keywords, flags: true }),
            }).then((r) => r.arrayBuffer()),
          ),
        );
      }
      await new Promise((r) => setTimeout(r, 500));
      rows.push({ workers, rssMiB: Math.round(server.rssBytes() / MiB) });
    } finally {
      await server.stop();
    }
  }
  const perExtraWorker = (rows[2]!.rssMiB - rows[0]!.rssMiB) / 3;
  const floor = emptyWorkerMiB();
  return {
    name: 'server resident memory by workers',
    index: { version, sizeMiB: Math.round(bytes / MiB) },
    rows,
    perExtraWorkerMiB: Number(perExtraWorker.toFixed(1)),
    perExtraWorkerShareOfIndex: Number((perExtraWorker / (bytes / MiB)).toFixed(3)),
    emptyWorkerMiB: floor,
    emptyWorkerShareOfIndex: Number((floor / (bytes / MiB)).toFixed(3)),
    target: 0.05,
  };
}

/**
 * The floor: resident memory that one more Node worker thread costs when it runs
 * nothing at all (1 vs 4 idle workers in a fresh process).
 */
function emptyWorkerMiB(): number {
  const script = `
    const { Worker } = require('node:worker_threads');
    const rss = () => process.memoryUsage().rss;
    const start = (n) => Promise.all(Array.from({ length: n }, () => new Promise((resolve) => {
      const w = new Worker('require("node:worker_threads").parentPort.postMessage(1); setInterval(() => {}, 1000)', { eval: true });
      w.once('message', () => resolve(w));
    })));
    (async () => {
      const one = await start(1);
      await new Promise((r) => setTimeout(r, 300));
      const before = rss();
      const more = await start(3);
      await new Promise((r) => setTimeout(r, 300));
      console.log((rss() - before) / 3);
      for (const w of [...one, ...more]) w.terminate();
    })();`;
  const out = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return Number((Number(out.stdout.trim()) / MiB).toFixed(1));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
