import { classifyKeywordsTask } from '../workers/engine/keywords-task.js';
import {
  backboneTopics,
  makeNearestTopicArrays,
  nearestTopicFor,
  setNearestTopic,
} from '../workers/engine/nearest-topic.js';
import { ruleEngineFor } from '../workers/engine/rule-engine.js';
import { cpuMs, openBenchIndex } from './in-process.js';
import { keywordBatch } from './keyword-batches.js';
import { median } from './median.js';
import { defaultKddPath, loadKddSample, loadTopicalCases } from '../test/eval/topical.js';

/**
 * What the hybrid's nearest topic costs (workers/engine/nearest-topic.ts), one thread, in
 * process: opening the step over the version's topics.bin (a thread's first use), and
 * making the centroids instead (what a version without the file costs a thread, and
 * the build once); one search, CPU per call, over the
 * real queries of the KDD sample and the topical set; and type 0's CPU per keyword with
 * the step off and on, taking turns, on three workloads: the standard 1,000-keyword
 * batches (the classify/keywords bench's), the KDD sample's queries and the topical
 * queries (each repeated to about 1,000). The step runs only for keywords nothing else
 * answered, so its cost depends on how many such keywords a workload has: counted too.
 * 3 warm-up passes, medians of 5 rounds.
 */
export async function run() {
  const index = await openBenchIndex({ verify: false });
  const sense = ruleEngineFor(index).senseVectors;
  if (!sense) throw new Error(`index ${index.version} has no word vectors`);
  const t0 = performance.now();
  const topics = nearestTopicFor(index, sense);
  const openedMs = performance.now() - t0;
  const t1 = performance.now();
  makeNearestTopicArrays(sense, backboneTopics(index), (c) => index.depthAt(c));
  const madeMs = performance.now() - t1;

  const kdd = loadKddSample(defaultKddPath()).map((c) => c.query);
  const topical = loadTopicalCases().map((c) => c.query);
  const queries = [...kdd, ...topical];
  for (let pass = 0; pass < 3; pass++) for (const q of queries) topics.nearest(q);
  const perCall: number[] = [];
  for (let round = 0; round < 5; round++) {
    const ms = cpuMs(() => {
      for (const q of queries) topics.nearest(q);
    });
    perCall.push((ms * 1000) / queries.length);
  }

  const repeat = (list: string[]) =>
    Array.from({ length: Math.ceil(1000 / list.length) }, () => list).flat();
  return {
    name: "the hybrid's nearest topic: CPU, one thread, in process",
    version: index.version,
    topics: topics.topics.length,
    matrixKiB: Math.round((topics.topics.length * sense.dimensions * 4) / 1024),
    openedMs: Number(openedMs.toFixed(1)),
    madeMs: Number(madeMs.toFixed(1)),
    searchMicrosPerCall: Number(median(perCall).toFixed(1)),
    keywordBatches: compare([1, 2, 3, 4].map((s) => keywordBatch(s))),
    kddQueries: compare([repeat(kdd)]),
    topicalQueries: compare([topical]),
  };

  function compare(batches: string[][]) {
    const classify = (b: string[], on: boolean) => {
      setNearestTopic(on);
      try {
        return classifyKeywordsTask(index, {
          keywords: b,
          flags: false,
          branches: [],
          addLastNode: true,
          classificationType: 0,
          explain: false,
        });
      } finally {
        setNearestTopic(true);
      }
    };
    let ran = 0;
    let answered = 0;
    let items = 0;
    for (const b of batches) {
      const off = classify(b, false).categories;
      const on = classify(b, true).categories;
      items += b.length;
      for (let i = 0; i < b.length; i++) {
        if (off[i] === -1) ran++;
        if (off[i] === -1 && on[i] !== -1) answered++;
      }
    }
    for (let pass = 0; pass < 3; pass++)
      for (const b of batches) for (const on of [false, true]) classify(b, on);
    const off: number[] = [];
    const on: number[] = [];
    for (let round = 0; round < 5; round++) {
      let a = 0;
      let c = 0;
      let n = 0;
      for (let i = 0; i < 4; i++) {
        const batch = batches[i % batches.length]!;
        n += batch.length;
        a += cpuMs(() => classify(batch, false)) * 1000;
        c += cpuMs(() => classify(batch, true)) * 1000;
      }
      off.push(a / n);
      on.push(c / n);
    }
    return {
      keywords: items,
      stepRan: ran,
      stepAnswered: answered,
      cpuMicrosPerKeyword: {
        off: Number(median(off).toFixed(2)),
        on: Number(median(on).toFixed(2)),
      },
      throughputOnToOff: Number((median(off) / median(on)).toFixed(3)),
    };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
