import { COMPONENTS } from '../native-index/index.js';
import { classifyDocumentsTask } from '../workers/engine/documents-task.js';
import { newsTexts, socialBatch } from './document-batches.js';
import { keywordBatch, topicalQueries } from './keyword-batches.js';
import { classifyKeywordsTask } from '../workers/engine/keywords-task.js';
import { cpuMs, openBenchIndex, socialTaskInput } from './in-process.js';
import { median } from './median.js';

/**
 * CPU per post of classify/social's work in one thread, in process, on the same
 * 1,000-post batches: rules only (type 1), hybrid (0) and model only (2), taking turns
 * batch by batch. Medians of 5 rounds of 8 batches each, after a warm-up of 3 passes;
 * CPU time, steadier than wall time on a busy machine. The same for classify/keywords
 * (1,000-keyword batches, and `queries`: the topical set's 1,048 queries as one batch)
 * and classify/text (the evaluation set's 124 news-length texts per batch), with each
 * type's throughput against rules only.
 */
export async function run() {
  const index = await openBenchIndex({ verify: false });
  const batches = [1, 2, 3, 4].map((s) => socialBatch(s));
  const classify = (docs: string[], type: 0 | 1 | 2) =>
    classifyDocumentsTask(index, socialTaskInput(docs, { limit: null, classificationType: type }));
  const types = [1, 0, 2] as const;
  // Warm-up: every type over every batch three times, so that no type is timed while the JIT still settles.
  for (let pass = 0; pass < 3; pass++)
    for (const t of types) for (const b of batches) classify(b, t);
  const micros: Record<number, number[]> = { 0: [], 1: [], 2: [] };
  // The types take turns batch by batch, so that the machine's ups and downs (it is
  // shared) fall on all three alike; a round sums each type's 8 batches.
  for (let round = 0; round < 5; round++) {
    const spent: Record<number, number> = { 0: 0, 1: 0, 2: 0 };
    for (let i = 0; i < 8; i++) {
      for (const t of types) {
        spent[t]! += cpuMs(() => classify(batches[i % 4]!, t)) * 1000;
      }
    }
    for (const t of types) micros[t]!.push(spent[t]! / 8000);
  }
  const rules = median(micros[1]!);
  const keywordBatches = [1, 2, 3, 4].map((s) => keywordBatch(s));
  const keywordTask = (b: string[], t: 0 | 1 | 2) =>
    classifyKeywordsTask(index, {
      keywords: b,
      flags: false,
      branches: [],
      addLastNode: true,
      classificationType: t,
    });
  const keywords = takeTurns(keywordBatches, keywordTask);
  const queries = takeTurns([topicalQueries()], keywordTask);
  const texts = newsTexts();
  const text = takeTurns([texts], (b, t) =>
    classifyDocumentsTask(index, {
      ...socialTaskInput(b, { limit: null, classificationType: t }),
      kind: 'text',
    }),
  );
  return {
    name: 'classify/social work per post, one thread, in process: rules, hybrid, model',
    version: index.version,
    hasModel: index.hasFile(COMPONENTS.topicModel.file),
    cpuMicrosPerPost: {
      rules: Number(rules.toFixed(1)),
      hybrid: Number(median(micros[0]!).toFixed(1)),
      model: Number(median(micros[2]!).toFixed(1)),
    },
    hybridToRules: Number((median(micros[0]!) / rules).toFixed(2)),
    modelToRules: Number((median(micros[2]!) / rules).toFixed(2)),
    rounds: Object.fromEntries(types.map((t) => [t, micros[t]!.map((x) => Number(x.toFixed(1)))])),
    targets: { hybridToRules: 1.5 },
    keywords,
    queries,
    text,
  };
}

/**
 * CPU µs per item of each type over the batches, taking turns batch by batch (3 warm-up
 * passes, 5 rounds of 8 batches, medians), and each type's throughput as a share of
 * rules only's.
 */
function takeTurns(batches: string[][], classify: (b: string[], t: 0 | 1 | 2) => unknown) {
  const types = [1, 0, 2] as const;
  for (let pass = 0; pass < 3; pass++)
    for (const t of types) for (const b of batches) classify(b, t);
  const micros: Record<number, number[]> = { 0: [], 1: [], 2: [] };
  for (let round = 0; round < 5; round++) {
    const spent: Record<number, number> = { 0: 0, 1: 0, 2: 0 };
    let items = 0;
    for (let i = 0; i < 8; i++) {
      const b = batches[i % batches.length]!;
      items += b.length;
      for (const t of types) spent[t]! += cpuMs(() => classify(b, t)) * 1000;
    }
    for (const t of types) micros[t]!.push(spent[t]! / items);
  }
  const m = (t: number) => median(micros[t]!);
  return {
    cpuMicrosPerItem: {
      rules: Number(m(1).toFixed(2)),
      hybrid: Number(m(0).toFixed(2)),
      model: Number(m(2).toFixed(2)),
    },
    throughputToRules: {
      hybrid: Number((m(1) / m(0)).toFixed(2)),
      model: Number((m(1) / m(2)).toFixed(2)),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
