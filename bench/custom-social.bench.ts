/**
 * classify/social with a dataset_id against the default taxonomy, on the same batches: a
 * 1,000-post batch through the documents task (default, rules only: the social default)
 * and through the custom documents task, alternated in process on one thread, medians
 * of 15 rounds after a warm-up, in CPU ms per batch.
 *
 *   npm run bench -- custom-social
 *
 * The custom taxonomy is made from the index's own top two tiers (each category's name
 * its positive vocabulary, at most 60 children per top tier), so that posts match it as
 * they would a retailer's or publisher's tree of everyday words.
 */
import type { IndexVersion } from '../native-index/index.js';
import { compileTaxonomy } from '../src/taxonomies/custom-taxonomies.js';
import { customDocumentsTask } from '../workers/custom/custom-classify-task.js';
import { openCustomTaxonomy, type CustomNode } from '../workers/custom/custom-taxonomy.js';
import { classifyDocumentsTask } from '../workers/engine/documents-task.js';
import { socialBatch } from './document-batches.js';
import { cpuMs, openBenchIndex, socialTaskInput } from './in-process.js';
import { median } from './median.js';

const CHILDREN_PER_TIER = 60;

function childrenOf(index: IndexVersion, c: number): number[] {
  const out: number[] = [];
  for (let k = c + 1, end = index.subtreeEndAt(c); k < end; k = index.subtreeEndAt(k)) out.push(k);
  return out;
}

/** The index's top tiers and their first children as a custom taxonomy of names. */
export function taxonomyFromIndex(index: IndexVersion): CustomNode[] {
  const node = (c: number, nodes?: CustomNode[]): CustomNode => ({
    name: index.nameAt(c),
    positive_vocab: [index.nameAt(c)],
    negative_vocab: [],
    ...(nodes ? { nodes } : {}),
  });
  return index.topTiers().map((t) =>
    node(
      t,
      childrenOf(index, t)
        .slice(0, CHILDREN_PER_TIER)
        .map((c) => node(c)),
    ),
  );
}

export async function run(opts: { rounds?: number } = {}) {
  const index = await openBenchIndex();
  const nodes = taxonomyFromIndex(index);
  const compiled = compileTaxonomy('b'.repeat(64), { nodes });
  const tax = openCustomTaxonomy(compiled.description);
  const docs = socialBatch(9);
  const runs = {
    default: () =>
      classifyDocumentsTask(index, socialTaskInput(docs, { limit: null, classificationType: 1 })),
    dataset: () =>
      customDocumentsTask(tax, { kind: 'social', docs, limit: null, addLastNode: true }),
  };
  const samples = { default: [] as number[], dataset: [] as number[] };
  runs.default();
  runs.dataset();
  for (let r = 0; r < (opts.rounds ?? 15); r++) {
    samples.default.push(cpuMs(runs.default));
    samples.dataset.push(cpuMs(runs.dataset));
  }
  const matched = runs.dataset().results.filter((r) => r.nodes.length > 0).length;
  return {
    name: 'classify/social task, 1,000 posts, one thread, CPU ms: default taxonomy (rules) against a dataset_id',
    index: index.version,
    customNodes: compiled.names.length,
    postsWithACustomNode: matched,
    msPerBatch: {
      default: Number(median(samples.default).toFixed(1)),
      dataset: Number(median(samples.dataset).toFixed(1)),
    },
    ratioDatasetToDefault: Number((median(samples.dataset) / median(samples.default)).toFixed(2)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
