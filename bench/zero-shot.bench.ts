/**
 * The zero-shot path of custom taxonomies: what the centroids add to compiling a
 * 10,000-node taxonomy (once, on the main thread, at its first classify call), and what
 * classifying costs when the vocabulary is silent and the centroids answer.
 *
 *   SORTAL_DATA=DIR npm run bench -- zero-shot
 *
 * Runs on the newest index version of SORTAL_DATA (or ./data), which must hold vectors.bin.
 * The taxonomy is seeded: 100 top-level nodes of 99 children, each named with one or two
 * real words of the vectors (a word of rank 500 to 15,000) and given 3 positive terms of 1
 * to 3 such words and 1 negative term, so every term has vectors as real vocabulary would.
 * Keywords: 1,000 two-word phrases of other words of the same ranks, none a listed term.
 * Medians of 7 runs after one warm-up, in wall time and in the process's CPU time (on a
 * machine shared with other work the CPU time is the steadier of the two).
 */
import { listVersions } from '../native-index/catalog.js';
import { openIndexVersion } from '../native-index/reader.js';
import { compileTaxonomy, descriptionFor } from '../src/taxonomies/custom-taxonomies.js';
import { openCustomTaxonomy, type CustomNode } from '../workers/custom/custom-taxonomy.js';
import { customKeywordsTask } from '../workers/custom/custom-classify-task.js';
import { zeroShotVectors } from '../workers/custom/zero-shot.js';
import { wordVectorsFor } from '../workers/vectors/index.js';
import { benchDataDir } from './bench-data.js';
import { median } from './median.js';

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const ms = (f: () => void) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

/** Wall ms and CPU ms (all threads of the process: GC included) of one call. */
const both = (f: () => void): [number, number] => {
  const c0 = process.cpuUsage();
  const wall = ms(f);
  const c = process.cpuUsage(c0);
  return [wall, (c.user + c.system) / 1000];
};

export async function run() {
  const versions = listVersions(await benchDataDir());
  const index = openIndexVersion(versions[versions.length - 1]!.dir);
  const vectors = wordVectorsFor(index);
  if (!vectors) return { skipped: `index ${index.version} has no vectors.bin` };
  const rnd = seeded(24);
  const top = Math.min(15_000, vectors.rows);
  const word = () => vectors.wordAt(500 + Math.floor(rnd() * (top - 500)));
  const phrase = (max: number) =>
    Array.from({ length: 1 + Math.floor(rnd() * max) }, word).join(' ');
  const make = (): CustomNode => ({
    name: phrase(2),
    positive_vocab: [phrase(3), phrase(3), phrase(3)],
    negative_vocab: [phrase(3)],
  });
  const nodes: CustomNode[] = Array.from({ length: 100 }, () => ({
    ...make(),
    nodes: Array.from({ length: 99 }, make),
  }));
  const id = '0'.repeat(64);
  const plain: number[] = [];
  const withCentroids: number[] = [];
  const plainCpu: number[] = [];
  const withCentroidsCpu: number[] = [];
  let compiled = compileTaxonomy(id, { nodes }, index);
  for (let k = 0; k < 8; k++) {
    const p = both(() => compileTaxonomy(id, { nodes }));
    const c = both(() => (compiled = compileTaxonomy(id, { nodes }, index)));
    if (k === 0) continue;
    plain.push(p[0]);
    withCentroids.push(c[0]);
    plainCpu.push(p[1]);
    withCentroidsCpu.push(c[1]);
  }
  const tax = openCustomTaxonomy(descriptionFor(compiled, index));
  const v = zeroShotVectors(index, tax);
  const keywords = Array.from({ length: 1000 }, () => `${word()} ${word()}`);
  const vocabOnly: number[] = [];
  const zeroShot: number[] = [];
  const zeroShotCpu: number[] = [];
  let answered = 0;
  for (let k = 0; k < 8; k++) {
    const a = ms(() =>
      customKeywordsTask(tax, { keywords, addLastNode: true, zeroShot: false }, v),
    );
    let out: number[] = [];
    const b = both(() => (out = customKeywordsTask(tax, { keywords, addLastNode: true }, v).nodes));
    answered = out.filter((n) => n >= 0).length;
    if (k === 0) continue;
    vocabOnly.push(a);
    zeroShot.push(b[0]);
    zeroShotCpu.push(b[1]);
  }
  const round = (x: number) => Math.round(x * 10) / 10;
  const centroids = compiled.centroids.values().next().value!;
  return {
    index: index.version,
    profile: index.manifest.profile,
    vectorRows: vectors.rows,
    nodes: compiled.names.length,
    compileWithoutCentroidsMs: round(median(plain)),
    compileWithCentroidsMs: round(median(withCentroids)),
    centroidsMs: round(median(withCentroids) - median(plain)),
    compileWithoutCentroidsCpuMs: round(median(plainCpu)),
    compileWithCentroidsCpuMs: round(median(withCentroidsCpu)),
    centroidBytes: centroids.positive.byteLength + centroids.negative.byteLength,
    classify1000KeywordsVocabularyOnlyMs: round(median(vocabOnly)),
    classify1000KeywordsWithZeroShotMs: round(median(zeroShot)),
    classify1000KeywordsWithZeroShotCpuMs: round(median(zeroShotCpu)),
    keywordsAnsweredWithZeroShot: answered,
  };
}
