import path from 'node:path';
import { listVersions } from '../native-index/catalog.js';
import { openIndexVersion } from '../native-index/reader.js';
import type { IndexVersion } from '../native-index/index.js';
import { classifyDocumentsTask } from '../workers/engine/documents-task.js';
import type { DocumentTaskInput } from '../workers/engine/documents-protocol.js';
import { benchDataDir } from './bench-data.js';
import { socialBatch } from './document-batches.js';
import { median } from './median.js';

type DocumentsTask = typeof classifyDocumentsTask;

/**
 * What `explain` costs on classify/social: a 1,000-post batch through the documents task
 * in process (one thread, no HTTP), rules only (the social default), explain off and on,
 * alternated, in CPU ms per batch; and the size of the explanations. With SORTAL_BENCH_BASELINE=<a dist folder
 * of an earlier build>, that build's task runs the same batch without explain in the same
 * rounds: what the explain code costs when it is off.
 *
 *   SORTAL_BENCH_BASELINE=/tmp/before/dist npm run bench -- explain-documents
 */
export async function run(opts: { rounds?: number } = {}) {
  const dataDir = await benchDataDir();
  const newest = listVersions(dataDir).at(-1)!;
  const index = openIndexVersion(newest.dir);
  const baselineDir = process.env.SORTAL_BENCH_BASELINE;
  const baseline = baselineDir
    ? ((await import(path.resolve(baselineDir, 'workers/engine/documents-task.js'))) as {
        classifyDocumentsTask: DocumentsTask;
      })
    : null;
  const input: DocumentTaskInput = {
    kind: 'social',
    docs: socialBatch(5),
    flags: false,
    sentiment: false,
    entities: false,
    limit: null,
    addLastNode: true,
    classificationType: 1,
  };
  // CPU time of the process (this thread and V8's helpers), not wall time: on a shared,
  // loaded machine the wait for a core is most of the noise.
  const time = (task: DocumentsTask, at: IndexVersion, explain: boolean) => {
    const t0 = process.cpuUsage();
    task(at, explain ? { ...input, explain } : input);
    const t = process.cpuUsage(t0);
    return (t.user + t.system) / 1000;
  };
  const off = () => time(classifyDocumentsTask, index, false);
  const on = () => time(classifyDocumentsTask, index, true);
  const rounds = opts.rounds ?? 15;
  /** Medians of the runs alternated round after round, after one warm-up each. */
  const alternated = (runs: Record<string, () => number>) => {
    const samples: Record<string, number[]> = {};
    for (const [name, f] of Object.entries(runs)) {
      f();
      samples[name] = [];
    }
    const order = Object.entries(runs);
    // Every other round in reverse order: what runs first in a round gains nothing.
    for (let r = 0; r < rounds; r++)
      for (const [name, f] of r % 2 === 0 ? order : [...order].reverse()) samples[name]!.push(f());
    return Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, median(s)]));
  };
  // Off against before first, while this process has never explained (the JIT has seen
  // only plain classification, as in a worker that is never asked to explain); then on.
  const before = baseline
    ? alternated({ before: () => time(baseline.classifyDocumentsTask, index, false), off })
    : null;
  const explain = alternated({ off, on });
  const fixed = (x: number) => Number(x.toFixed(1));
  const explained = classifyDocumentsTask(index, { ...input, explain: true });
  return {
    name: 'classify/social task, 1,000 posts, rules only, one thread, CPU ms: explain off and on (and before the explain code)',
    index: newest.version,
    ...(before
      ? {
          offAgainstBefore: {
            msPerBatch: { before: fixed(before.before!), off: fixed(before.off!) },
            ratio: Number((before.off! / before.before!).toFixed(3)),
          },
        }
      : {}),
    onAgainstOff: {
      msPerBatch: { off: fixed(explain.off!), on: fixed(explain.on!) },
      ratio: Number((explain.on! / explain.off!).toFixed(2)),
    },
    explanationJsonBytes: JSON.stringify(explained.results.map((r) => r.explanation)).length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
