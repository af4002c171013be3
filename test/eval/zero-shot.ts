/**
 * The zero-shot path of custom taxonomies against the vocabulary alone, on the newest
 * index version of the data folder (`--data DIR`, else SORTAL_DATA, else ./data):
 *
 *   node dist/test/eval/zero-shot.js [--data DIR] [--dev] [--sweep] [--misses] [--words N]
 *
 * Sets (test/eval/zero-shot/): retailer-set.tsv over retailer-taxonomy.json, the
 * evaluation set, written and committed before the engine ran on it; with --dev,
 * publisher-dev.tsv over publisher-taxonomy.json, the set the threshold and weights were
 * chosen on. No text uses its node's listed words, so the vocabulary alone answers few.
 * Keywords go through the keyword task, texts through the document task (kind text),
 * as the API runs them; the taxonomy is compiled by the API's own compileTaxonomy.
 *
 * Per path: answer rate (labeled items that got a node), accuracy (the top node is the
 * label; no answer counts wrong), top-level accuracy, precision (right among answered)
 * and false answers on the items no node should answer ("-"). --sweep adds a row per
 * threshold. --words N reads the first N words of the vector package itself (as the
 * build's vectors writer does; 150000 is the full profile's) instead of the index's
 * vectors.bin, to see what a larger vocabulary changes; it takes a minute or two.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileTaxonomy, descriptionFor } from '../../src/taxonomies/custom-taxonomies.js';
import { openCustomTaxonomy, type CustomNode } from '../../workers/custom/custom-taxonomy.js';
import {
  customDocumentsTask,
  customKeywordsTask,
} from '../../workers/custom/custom-classify-task.js';
import { ZERO_SHOT } from '../../workers/custom/zero-shot.js';
import { zeroShotVectors } from '../../workers/custom/zero-shot.js';
import type { IndexVersion } from '../../native-index/index.js';
import { dataDirFromArgs, newestVersion } from './keywords.js';
import { foldWinkEmbeddings } from '../../build-index/vectors/vectors-writer.js';
import { encodeVectors } from '../../native-index/vectors-format.js';
import { WordVectors } from '../../workers/vectors/word-vectors.js';
import { compileNodeCentroids } from '../../workers/custom/node-centroids.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const setDir = path.join(here, '../../../test/eval/zero-shot');

export interface ZeroShotCase {
  /** Node path as written ("Pets > Dogs"), or null when no node should answer. */
  label: string | null;
  kind: 'keyword' | 'text';
  text: string;
}

export function loadZeroShotSet(file: string): ZeroShotCase[] {
  const out: ZeroShotCase[] = [];
  for (const [k, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [label, kind, text, extra] = line.split('\t');
    if (!label || (kind !== 'keyword' && kind !== 'text') || !text || extra !== undefined)
      throw new Error(`${file}:${k + 1}: expected label, kind and text`);
    out.push({ label: label === '-' ? null : label, kind, text });
  }
  return out;
}

export interface Tally {
  labeled: number;
  answered: number;
  right: number;
  topRight: number;
  off: number;
  offAnswered: number;
}

/** Runs one set through the tasks; `zeroShot` false is the vocabulary alone. */
export function runSet(
  index: IndexVersion,
  nodes: CustomNode[],
  cases: ZeroShotCase[],
  zeroShot: boolean,
  misses?: string[],
  ownVectors?: WordVectors,
): Tally {
  const compiled = compileTaxonomy('e'.repeat(64), { nodes }, index);
  const tax = openCustomTaxonomy(
    ownVectors
      ? {
          ...compiled.description,
          centroids: compileNodeCentroids(ownVectors, 'package', nodes),
        }
      : descriptionFor(compiled, index),
  );
  const vectors = ownVectors ?? zeroShotVectors(index, tax);
  if (zeroShot && !vectors) throw new Error(`index ${index.version} has no vectors.bin`);
  const pathOf = (n: number): string => {
    const chain: string[] = [];
    for (let k = n; k >= 0; k = compiled.parent[k]!) chain.unshift(compiled.names[k]!);
    return chain.join(' > ');
  };
  const t: Tally = { labeled: 0, answered: 0, right: 0, topRight: 0, off: 0, offAnswered: 0 };
  for (const c of cases) {
    const node =
      c.kind === 'keyword'
        ? customKeywordsTask(tax, { keywords: [c.text], addLastNode: true, zeroShot }, vectors)
            .nodes[0]!
        : (customDocumentsTask(
            tax,
            { kind: 'text', docs: [c.text], limit: 1, addLastNode: true, zeroShot },
            vectors,
          ).results[0]!.nodes[0] ?? -1);
    const got = node >= 0 ? pathOf(node) : null;
    if (c.label === null) {
      t.off++;
      if (got !== null) {
        t.offAnswered++;
        misses?.push(`  (none) ${c.kind} "${c.text}": got ${got}`);
      }
      continue;
    }
    t.labeled++;
    if (got !== null) t.answered++;
    if (got === c.label) t.right++;
    else misses?.push(`  ${c.label} ${c.kind} "${c.text}": got ${got ?? '(none)'}`);
    if (got !== null && got.split(' > ')[0] === c.label.split(' > ')[0]) t.topRight++;
  }
  return t;
}

const pct = (k: number, n: number): string =>
  `${((100 * k) / Math.max(1, n)).toFixed(1)}% (${k}/${n})`;

export function tallyRow(name: string, t: Tally): string {
  return [
    name.padEnd(26),
    pct(t.answered, t.labeled).padEnd(16),
    pct(t.right, t.labeled).padEnd(16),
    pct(t.topRight, t.labeled).padEnd(16),
    pct(t.right, t.answered).padEnd(16),
    pct(t.offAnswered, t.off),
  ].join(' ');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const dev = argv.includes('--dev');
  const index = await newestVersion(dataDirFromArgs(argv));
  const [taxFile, setFile] = dev
    ? ['publisher-taxonomy.json', 'publisher-dev.tsv']
    : ['retailer-taxonomy.json', 'retailer-set.tsv'];
  const nodes = (
    JSON.parse(readFileSync(path.join(setDir, taxFile), 'utf8')) as {
      nodes: CustomNode[];
    }
  ).nodes;
  const cases = loadZeroShotSet(path.join(setDir, setFile));
  const wordsAt = argv.indexOf('--words');
  const words = wordsAt >= 0 ? Number(argv[wordsAt + 1]) : 0;
  const own = words > 0 ? new WordVectors(encodeVectors(foldWinkEmbeddings(words))) : undefined;
  console.log(
    `index ${index.version} (profile ${index.manifest.profile ?? '?'}); ` +
      (own ? `vectors: the package's first ${words} words (${own.rows} rows); ` : '') +
      `${setFile}: ` +
      `${cases.filter((c) => c.label).length} labeled, ${cases.filter((c) => !c.label).length} off-topic; ` +
      `threshold ${ZERO_SHOT.threshold}`,
  );
  console.log(
    `  ${'path'.padEnd(26)} ${'answer rate'.padEnd(16)} ${'accuracy'.padEnd(16)} ${'top level'.padEnd(16)} ${'precision'.padEnd(16)} off-topic answered`,
  );
  const misses: string[] = [];
  for (const kind of ['all', 'keyword', 'text'] as const) {
    const subset = kind === 'all' ? cases : cases.filter((c) => c.kind === kind);
    console.log(`  ${kind}:`);
    console.log(`  ${tallyRow('vocabulary only', runSet(index, nodes, subset, false))}`);
    const zs = runSet(index, nodes, subset, true, kind === 'all' ? misses : undefined, own);
    console.log(`  ${tallyRow('vocabulary + zero-shot', zs)}`);
  }
  if (argv.includes('--sweep')) {
    const mutable = ZERO_SHOT as { threshold: number };
    const chosen = mutable.threshold;
    console.log('  threshold sweep (all):');
    for (let th = 0.2; th <= 0.701; th += 0.05) {
      mutable.threshold = th;
      const t = runSet(index, nodes, cases, true, undefined, own);
      console.log(`  ${tallyRow(`threshold ${th.toFixed(2)}`, t)}`);
    }
    mutable.threshold = chosen;
  }
  if (argv.includes('--misses')) {
    console.log('misses, vocabulary + zero-shot:');
    for (const m of misses) console.log(m);
  }
}
