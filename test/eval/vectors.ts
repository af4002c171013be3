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
 * as the API. Sets: the KDD Cup 2005 sample (P@1 through kdd2005-mapping.tsv), the
 * topical query set (top tier; the baseline's answer is its class's top tier) and
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
import { nearestTopicFor, setNearestTopic } from '../../workers/engine/nearest-topic.js';
import { ruleEngineFor } from '../../workers/engine/rule-engine.js';
import type { IndexVersion } from '../../native-index/index.js';
import { defaultEcontextExamplesPath } from './econtext-examples.js';
import { caseTaskInput, loadDocumentCases, type DocumentCase } from './documents.js';
import { dataDirFromArgs, newestVersion } from './keywords.js';
import {
  defaultKddPath,
  loadKddSample,
  loadMapping,
  loadTopicalCases,
  mapToKdd,
  type Answer,
} from './topical.js';

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

interface EngineRun {
  name: string;
  type: 0 | 1 | 2;
  /** ml_threshold; the default when absent. */
  threshold?: number;
  /** false: the hybrid's nearest topic off (keywords; documents never use it). */
  nearestTopic?: boolean;
}

interface Cell {
  n: number;
  ok: number;
  answered: number;
}

const cellText = (c: Cell): string =>
  `${((100 * c.ok) / Math.max(1, c.n)).toFixed(1)}% (${c.answered}/${c.n})`;

/** The best category of one document through the documents task, or -1. */
function bestOfDocument(
  index: IndexVersion,
  kind: 'social' | 'text' | 'html',
  text: string,
  r: EngineRun,
): number {
  const out = classifyDocumentsTask(
    index,
    caseTaskInput(
      { kind, text },
      {
        limit: 1,
        classificationType: r.type,
        ...(r.threshold !== undefined ? { mlThreshold: r.threshold } : {}),
      },
    ),
  );
  return out.results[0]?.categories[0] ?? -1;
}

interface DocumentedCase {
  kind: 'keyword' | 'post';
  text: string;
  /** eContext's top tier. */
  tier: string;
}

/** The keywords and posts of ../shared/eval/econtext-examples.json that eContext answered, with its top tier. */
function econtextCases(file = defaultEcontextExamplesPath()): DocumentedCase[] {
  if (!existsSync(file)) return [];
  type Output = {
    econtext: {
      classify: {
        results: Array<{
          category_id?: string | null;
          scored_categories?: Array<{ category_id: string }>;
        }>;
        categories: Record<string, { path: string[] }>;
      };
    };
  };
  const examples = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { input: Record<string, unknown>; output: Output }
  >;
  const out: DocumentedCase[] = [];
  for (const [name, field, kind] of [
    ['classify-keywords', 'keywords', 'keyword'],
    ['classify-social', 'social', 'post'],
  ] as const) {
    const ex = examples[name];
    if (!ex) continue;
    const inputs = ex.input[field] as string[];
    const { results, categories } = ex.output.econtext.classify;
    inputs.forEach((text, i) => {
      const r = results[i];
      const id = r?.category_id ?? r?.scored_categories?.[0]?.category_id;
      const tier = id ? categories[id]?.path[0] : undefined;
      if (tier) out.push({ kind, text, tier });
    });
  }
  return out;
}

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
  const pathOf = (k: number): string[] => classes[k]!.name.split(' > ');
  const seeds = (c: SeedCentroids) => (text: string) => {
    const best = c.rank(text)[0];
    return best ? pathOf(best.klass) : null;
  };
  const baseline = new SeedCentroids(vectors, classes);
  const topics = nearestTopicFor(index, ruleEngineFor(index).senseVectors!);
  // Peers: the plain baselines, and the hybrid's last step (the nearest topic) on its own.
  const baselines: Array<{ name: string; answer: (text: string) => Answer }> = [
    { name: 'vector baseline, plain mean', answer: seeds(baseline) },
    {
      name: 'the same, no function words',
      answer: seeds(new SeedCentroids(vectors, classes, functionWords)),
    },
    {
      name: 'nearest topic alone',
      answer: (text) => {
        const t = topics.nearest(text);
        return t ? index.pathAt(t.category) : null;
      },
    },
  ];
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

  // The engine's types, same inputs, same run.
  const runs: EngineRun[] = [
    { name: 'type 1 (rules)', type: 1 },
    { name: 'type 2 (model)', type: 2 },
    { name: 'type 0 (hybrid)', type: 0 },
    { name: 'type 0, no nearest topic', type: 0, nearestTopic: false },
    { name: 'type 2, ml_threshold 0', type: 2, threshold: 0 },
  ];
  const columns = [...runs.map((r) => r.name), ...baselines.map((b) => b.name)];
  const header = `  ${'set'.padEnd(22)} ${columns.map((c) => c.padEnd(24)).join(' ')}`;
  const row = (name: string, cells: Cell[]): string =>
    `  ${name.padEnd(22)} ${cells.map((c) => cellText(c).padEnd(24)).join(' ')}`;

  /** Best category of each keyword through the keywords task, -1 for none. */
  const keywordAnswers = (r: EngineRun, keywords: string[]): number[] => {
    setNearestTopic(r.nearestTopic !== false);
    return classifyKeywordsTask(index, {
      keywords,
      flags: false,
      branches: [],
      addLastNode: true,
      classificationType: r.type,
      ...(r.threshold !== undefined ? { mlThreshold: r.threshold } : {}),
    }).categories;
  };

  /**
   * Cells of every run and baseline on a list of queries: answered, and right when
   * `right(i, path)` holds for query i's answer (its path, null for none).
   */
  const queryCells = (
    queries: string[],
    right: (i: number, path: string[] | null) => boolean,
  ): Cell[] => {
    const cells: Cell[] = runs.map((r) => {
      const answers = keywordAnswers(r, queries);
      const cell = { n: queries.length, ok: 0, answered: 0 };
      answers.forEach((cat, i) => {
        if (cat >= 0) cell.answered++;
        if (right(i, cat >= 0 ? index.pathAt(cat) : null)) cell.ok++;
      });
      return cell;
    });
    setNearestTopic(true);
    for (const b of baselines) {
      const cell = { n: queries.length, ok: 0, answered: 0 };
      queries.forEach((q, i) => {
        const a = b.answer(q);
        if (a) cell.answered++;
        if (right(i, a)) cell.ok++;
      });
      cells.push(cell);
    }
    return cells;
  };

  // KDD sample.
  const kdd = loadKddSample(defaultKddPath());
  const kddRight = (i: number, path: string[] | null): boolean => {
    const e = mapToKdd(rules, path);
    return e !== null && kdd[i]!.labels.includes(e);
  };
  const kddCells = queryCells(
    kdd.map((c) => c.query),
    kddRight,
  );
  const kddMisses: string[] = [];
  kdd.forEach((c, i) => {
    const a = baselines[0]!.answer(c.query);
    if (!kddRight(i, a))
      kddMisses.push(
        `  ${c.query}: baseline ${mapToKdd(rules, a) ?? '(none)'}; labels ${c.labels.join(' | ')}`,
      );
  });
  console.log(
    `\nKDD Cup 2005 sample, P@1 through kdd2005-mapping.tsv (${kdd.length} queries); (answered):`,
  );
  console.log(header);
  console.log(row('all', kddCells));

  // The topical query set, top tier (its own runner scores the topic path too).
  const topical = loadTopicalCases();
  const topicalCells = queryCells(
    topical.map((c) => c.query),
    (i, path) => path !== null && path[0] === topical[i]!.vertical,
  );
  console.log(`\ntopical-queries.tsv, top-tier accuracy (${topical.length} queries); (answered):`);
  console.log(header);
  console.log(row('all', topicalCells));

  // Documents.
  const docs = loadDocumentCases();
  const tally: Record<string, Cell[]> = {};
  const docMisses: string[] = [];
  const bump = (key: string, k: number, answered: boolean, ok: boolean): void => {
    const cells = (tally[key] ??= columns.map(() => ({ n: 0, ok: 0, answered: 0 })));
    const cell = cells[k]!;
    cell.n++;
    if (answered) cell.answered++;
    if (ok) cell.ok++;
  };
  for (const c of docs) {
    const keys = ['all', c.split, c.kind];
    runs.forEach((r, k) => {
      const best = bestOfDocument(index, c.kind, c.text, r);
      const ok = best >= 0 && index.nameAt(index.ancestorAtDepth(best, 1)) === c.vertical;
      for (const key of keys) bump(key, k, best >= 0, ok);
    });
    const text = plainText(c);
    baselines.forEach((b, k) => {
      const a = b.answer(text);
      const ok = a !== null && a[0] === c.vertical;
      if (!ok && k === 0) docMisses.push(`  ${c.id}: baseline ${a ? a.join(' > ') : '(none)'}`);
      for (const key of keys) bump(key, runs.length + k, a !== null, ok);
    });
  }
  console.log(`\ndocuments.jsonl, top-tier accuracy (${docs.length} documents); (answered):`);
  console.log(header);
  for (const [k, cells] of Object.entries(tally)) console.log(row(k, cells));

  // eContext's documented answers (classify/keywords and classify/social), top tier.
  const documented = econtextCases();
  if (documented.length === 0) console.log('\neContext documented answers: not found; skipped');
  else {
    const cells: Cell[] = columns.map(() => ({ n: 0, ok: 0, answered: 0 }));
    for (const d of documented) {
      runs.forEach((r, k) => {
        setNearestTopic(r.nearestTopic !== false);
        const best =
          d.kind === 'keyword'
            ? keywordAnswers(r, [d.text])[0]!
            : bestOfDocument(index, 'social', d.text, r);
        const cell = cells[k]!;
        cell.n++;
        if (best >= 0) cell.answered++;
        if (best >= 0 && index.nameAt(index.ancestorAtDepth(best, 1)) === d.tier) cell.ok++;
      });
      baselines.forEach((b, k) => {
        const a = b.answer(d.text);
        const cell = cells[runs.length + k]!;
        cell.n++;
        if (a) cell.answered++;
        if (a && a[0] === d.tier) cell.ok++;
      });
    }
    setNearestTopic(true);
    console.log(
      `\neContext's documented answers, same top tier (${documented.length}: classify/keywords and classify/social examples); (answered):`,
    );
    console.log(header);
    console.log(row('all', cells));
  }

  if (showMisses) {
    console.log('\nmisses of the plain mean, KDD:');
    for (const m of kddMisses) console.log(m);
    console.log('misses of the plain mean, documents:');
    for (const m of docMisses) console.log(m);
  }
}
