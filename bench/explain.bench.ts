import { listVersions } from '../native-index/catalog.js';
import { openIndexVersion } from '../native-index/reader.js';
import { classifyKeywordsTask } from '../workers/engine/keywords-task.js';
import { benchDataDir } from './bench-data.js';
import { keywordBatch } from './keyword-batches.js';
import { median } from './median.js';

/**
 * What `explain: true` costs on classify/keywords: a 1,000-keyword batch through the
 * keyword task in process (one thread, no HTTP), rules only, without and with
 * explanations, alternated; and the size of the explanations.
 */
export async function run(opts: { rounds?: number } = {}) {
  const dataDir = await benchDataDir();
  const newest = listVersions(dataDir).at(-1)!;
  const index = openIndexVersion(newest.dir);
  const keywords = keywordBatch(7);
  const input = {
    keywords,
    flags: true,
    branches: [],
    addLastNode: true,
    classificationType: 1 as const,
  };
  const time = (explain: boolean) => {
    const t0 = performance.now();
    classifyKeywordsTask(index, explain ? { ...input, explain } : input);
    return performance.now() - t0;
  };
  time(false);
  time(true);
  const off: number[] = [];
  const on: number[] = [];
  for (let r = 0; r < (opts.rounds ?? 15); r++) {
    off.push(time(false));
    on.push(time(true));
  }
  const explained = classifyKeywordsTask(index, { ...input, explain: true });
  return {
    name: 'classify/keywords task, 1,000 keywords, rules only, one thread: explain off and on',
    index: newest.version,
    msPerBatch: { off: Number(median(off).toFixed(1)), on: Number(median(on).toFixed(1)) },
    ratio: Number((median(on) / median(off)).toFixed(2)),
    explanationJsonBytes: JSON.stringify(explained.explanations).length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
