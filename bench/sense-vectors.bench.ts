import { classifyDocumentsTask } from '../workers/engine/documents-task.js';
import { classifyKeywordsTask } from '../workers/engine/keywords-task.js';
import { ruleEngineFor } from '../workers/engine/rule-engine.js';
import { setSenseVectors } from '../workers/engine/sense-vectors.js';
import { newsTexts, socialBatch } from './document-batches.js';
import { cpuMs, openBenchIndex, socialTaskInput } from './in-process.js';
import { keywordBatch } from './keyword-batches.js';
import { median } from './median.js';
import { loadKeywordCases } from '../test/eval/keywords.js';

/**
 * What the vector step between rival senses costs (workers/engine/sense-vectors.ts): CPU
 * per item in one thread, in process, rules only (type 1), with the step off and on,
 * taking turns batch by batch: 1,000-keyword batches (classify/keywords; and random 1 to
 * 4 words of the keyword evaluation's set, its speed workload), 1,000-post
 * batches (classify/social) and the evaluation set's news-length texts (classify/text).
 * 3 warm-up passes, medians of 5 rounds of 8 batches. Then the centroids the thread made
 * (400 bytes each): the step's memory.
 */
export async function run() {
  const index = await openBenchIndex({ verify: false });
  const keywords = compare(
    [1, 2, 3, 4].map((s) => keywordBatch(s)),
    (b) =>
      classifyKeywordsTask(index, { keywords: b, flags: false, branches: [], addLastNode: true }),
  );
  // The keyword evaluation's speed workload: 1 to 4 words of its set, drawn at random, most
  // of them with several senses (test/eval/keywords.ts).
  const words = [...new Set(loadKeywordCases().flatMap((c) => c.keyword.split(/\s+/)))];
  let seed = 12345;
  const rnd = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const mixed = Array.from({ length: 4 }, () =>
    Array.from({ length: 1000 }, () =>
      Array.from({ length: 1 + rnd(4) }, () => words[rnd(words.length)]!).join(' '),
    ),
  );
  const evalWords = compare(mixed, (b) =>
    classifyKeywordsTask(index, { keywords: b, flags: false, branches: [], addLastNode: true }),
  );
  const social = compare(
    [1, 2, 3, 4].map((s) => socialBatch(s)),
    (b) => classifyDocumentsTask(index, socialTaskInput(b, { limit: null, classificationType: 1 })),
  );
  const text = compare([newsTexts()], (b) =>
    classifyDocumentsTask(index, {
      ...socialTaskInput(b, { limit: null, classificationType: 1 }),
      kind: 'text',
    }),
  );
  const centroids = ruleEngineFor(index).senseVectors?.cachedCentroids ?? 0;
  return {
    name: 'the vector step between rival senses: CPU per item, one thread, in process, off and on',
    version: index.version,
    keywords,
    evalWords,
    social,
    text,
    centroidsMade: centroids,
    centroidKiB: Math.round((centroids * 400) / 1024),
  };
}

function compare(batches: string[][], classify: (b: string[]) => unknown) {
  const run = (b: string[], on: boolean) => {
    setSenseVectors(on);
    try {
      return cpuMs(() => classify(b)) * 1000;
    } finally {
      setSenseVectors(true);
    }
  };
  for (let pass = 0; pass < 3; pass++)
    for (const b of batches) for (const on of [false, true]) run(b, on);
  const off: number[] = [];
  const on: number[] = [];
  for (let round = 0; round < 5; round++) {
    let a = 0;
    let b = 0;
    let items = 0;
    for (let i = 0; i < 8; i++) {
      const batch = batches[i % batches.length]!;
      items += batch.length;
      a += run(batch, false);
      b += run(batch, true);
    }
    off.push(a / items);
    on.push(b / items);
  }
  return {
    cpuMicrosPerItem: { off: Number(median(off).toFixed(2)), on: Number(median(on).toFixed(2)) },
    throughputOnToOff: Number((median(off) / median(on)).toFixed(3)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
