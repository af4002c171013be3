/**
 * The plain vector baseline beside the rule engine, in one run on the same inputs, on the
 * newest index version of the data folder (`--data DIR`, else SORTAL_DATA, else ./data):
 *
 *   node dist/test/eval/vectors.js [--data DIR] [--misses]
 *
 * Baseline: a text is the plain mean of its tokens' word vectors (vectors.bin), a class
 * the mean vector of its ten seed words (vector-seeds.tsv, written before any run), and
 * the answer is the class of highest cosine. A second row leaves the project's function
 * words (build-index/rules/cue-lexicon.ts) out of texts and seeds: added after the first
 * run, because the plain mean of a long text is mostly its function words and sends
 * almost every document to one class (BENCHMARKS.md); no other variant was tried. Its classes are top tiers and the node names
 * of kdd2005-mapping.tsv, so its answer is a path the fixed mapping reads as it reads the
 * engine's. Engine: classification_type 1 (rules only), through the same task handlers
 * as the API. Sets: the KDD Cup 2005 sample (P@1 through kdd2005-mapping.tsv) and
 * documents.jsonl (top-tier accuracy; HTML pages reach the baseline as the engine's own
 * extraction of them: title, description, headings, main text).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTION_WORDS } from '../../build-index/rules/cue-lexicon.js';
import { hashString } from '../../text/hash.js';
import { tokenize } from '../../text/normalize.js';
import { extractHtml } from '../../workers/html/extract.js';
import { classifyDocumentsTask } from '../../workers/engine/documents-task.js';
import { classifyKeywordsTask } from '../../workers/engine/keywords-task.js';
import { SeedCentroids, wordVectorsFor, type SeedClass } from '../../workers/vectors/index.js';
import { loadDocumentCases, type DocumentCase } from './documents.js';
import { dataDirFromArgs, newestVersion } from './keywords.js';
import { defaultKddPath, loadKddSample, loadMapping, mapToKdd, type Answer } from './topical.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** vector-seeds.tsv: `class<TAB>ten words`, `#` comments; a class is "Vertical" or "Vertical > Name". */
export function loadSeedClasses(
  file = [
    path.join(here, 'vector-seeds.tsv'),
    path.join(here, '../../../test/eval/vector-seeds.tsv'),
  ].find(existsSync)!,
): SeedClass[] {
  const out: SeedClass[] = [];
  for (const [k, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [name, words, extra] = line.split('\t');
    const list = (words ?? '').trim().split(' ');
    if (!name || extra !== undefined || list.length !== 10)
      throw new Error(`${file}:${k + 1}: expected a class and ten words`);
    out.push({ name: name.trim(), words: list });
  }
  return out;
}

/** The text the baseline reads for a document: HTML through the engine's extraction. */
function plainText(c: DocumentCase): string {
  if (c.kind !== 'html') return c.text;
  const x = extractHtml(c.text);
  return [x.title, x.description, ...x.headings, x.text].join('\n');
}

const pct = (k: number, n: number): string =>
  `${((100 * k) / Math.max(1, n)).toFixed(1)}% (${k}/${n})`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const showMisses = argv.includes('--misses');
  const index = await newestVersion(dataDirFromArgs(argv));
  const vectors = wordVectorsFor(index);
  if (!vectors) throw new Error(`index ${index.version} has no vectors.bin: rebuild it`);
  const classes = loadSeedClasses();
  const functionWords = new Set(
    FUNCTION_WORDS.flatMap((w) => tokenize(w).map((t) => hashString(t.text))),
  );
  const baselines = [
    { name: 'vector baseline, plain mean', c: new SeedCentroids(vectors, classes) },
    { name: 'the same, no function words', c: new SeedCentroids(vectors, classes, functionWords) },
  ];
  const baseline = baselines[0]!.c;
  const pathOf = (k: number): string[] => classes[k]!.name.split(' > ');
  const answerOf = (c: SeedCentroids, text: string): Answer => {
    const best = c.rank(text)[0];
    return best ? pathOf(best.klass) : null;
  };
  const rules = loadMapping();
  console.log(
    `index ${index.version} (profile ${index.manifest.profile ?? '?'}); ` +
      `vectors: ${vectors.rows} rows from the first ${vectors.sourceWords} words; ${classes.length} seed classes`,
  );
  classes.forEach((c, k) => {
    if (mapToKdd(rules, pathOf(k)) === null)
      throw new Error(`seed class ${c.name} maps to no KDD label`);
    const lost = baseline.missing[k]!;
    if (lost.length) console.log(`  seed words without a vector in ${c.name}: ${lost.join(', ')}`);
  });

  // KDD sample.
  const kdd = loadKddSample(defaultKddPath());
  const engineOut = classifyKeywordsTask(index, {
    keywords: kdd.map((c) => c.query),
    flags: false,
    branches: [],
    addLastNode: true,
    classificationType: 1,
  });
  let engineOk = 0;
  const baseOk = baselines.map(() => 0);
  const kddMisses: string[] = [];
  kdd.forEach((c, i) => {
    const cat = engineOut.categories[i]!;
    const e = mapToKdd(rules, cat >= 0 ? index.pathAt(cat) : null);
    if (e !== null && c.labels.includes(e)) engineOk++;
    baselines.forEach((b, k) => {
      const got = mapToKdd(rules, answerOf(b.c, c.query));
      if (got !== null && c.labels.includes(got)) baseOk[k]!++;
      else if (k === 0)
        kddMisses.push(`  ${c.query}: baseline ${got ?? '(none)'}; labels ${c.labels.join(' | ')}`);
    });
  });
  console.log(`\nKDD Cup 2005 sample, P@1 through kdd2005-mapping.tsv (${kdd.length} queries):`);
  console.log(`  ${'engine, type 1 (rules)'.padEnd(30)} ${pct(engineOk, kdd.length)}`);
  baselines.forEach((b, k) => console.log(`  ${b.name.padEnd(30)} ${pct(baseOk[k]!, kdd.length)}`));

  // Documents.
  const docs = loadDocumentCases();
  const tally: Record<string, { n: number; engine: number; baseline: number[] }> = {};
  const docMisses: string[] = [];
  for (const c of docs) {
    const out = classifyDocumentsTask(index, {
      kind: c.kind,
      docs: [c.text],
      flags: false,
      sentiment: false,
      entities: false,
      limit: 1,
      addLastNode: true,
      classificationType: 1,
    });
    const best = out.results[0]?.categories[0] ?? -1;
    const e = best >= 0 && index.nameAt(index.ancestorAtDepth(best, 1)) === c.vertical;
    const text = plainText(c);
    const answers = baselines.map((b) => answerOf(b.c, text));
    const ok = answers.map((a) => a !== null && a[0] === c.vertical);
    if (!ok[0])
      docMisses.push(`  ${c.id}: baseline ${answers[0] ? answers[0].join(' > ') : '(none)'}`);
    for (const key of ['all', c.split, c.kind]) {
      const t = (tally[key] ??= { n: 0, engine: 0, baseline: baselines.map(() => 0) });
      t.n++;
      if (e) t.engine++;
      ok.forEach((good, k) => {
        if (good) t.baseline[k]!++;
      });
    }
  }
  console.log(`\ndocuments.jsonl, top-tier accuracy (${docs.length} documents):`);
  console.log(
    `  ${'set'.padEnd(8)} ${'engine, type 1'.padEnd(18)} ${baselines.map((b) => b.name.padEnd(30)).join(' ')}`,
  );
  for (const [k, t] of Object.entries(tally))
    console.log(
      `  ${k.padEnd(8)} ${pct(t.engine, t.n).padEnd(18)} ${t.baseline.map((x) => pct(x, t.n).padEnd(30)).join(' ')}`,
    );
  if (showMisses) {
    console.log('\nmisses of the plain mean, KDD:');
    for (const m of kddMisses) console.log(m);
    console.log('misses of the plain mean, documents:');
    for (const m of docMisses) console.log(m);
  }
}
