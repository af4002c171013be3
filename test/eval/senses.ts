/**
 * Rival senses evaluation: the ambiguous queries and posts of senses/rival-senses.tsv
 * (format in its header), keywords through the `classify-keywords` task and posts through
 * `classify-documents` (social), in process, on the newest index version of the data
 * folder (`--data DIR`, else SORTAL_DATA, else ./data). Run twice in one process: with the
 * vector step of rival senses off (the rules alone) and on.
 *
 *   node dist/test/eval/senses.js [--data DIR]
 *
 * Prints top-tier accuracy per kind and per word for both, and the lines that changed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexVersion } from '../../native-index/index.js';
import { classifyDocumentsTask } from '../../workers/engine/documents-task.js';
import { classifyKeywordsTask } from '../../workers/engine/keywords-task.js';
import { setSenseVectors } from '../../workers/engine/sense-vectors.js';
import { dataDirFromArgs, newestVersion } from './keywords.js';

export interface SenseCase {
  kind: 'keyword' | 'post';
  word: string;
  tiers: string[];
  text: string;
}

export interface SenseEvalRun {
  /** Per case, the top tier answered ('' for none). */
  answers: string[];
  correct: number;
  byKind: Record<string, { n: number; correct: number }>;
  byWord: Record<string, { n: number; correct: number }>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadSenseCases(): SenseCase[] {
  const candidates = [
    path.join(here, 'senses', 'rival-senses.tsv'),
    path.join(here, '..', '..', '..', 'test', 'eval', 'senses', 'rival-senses.tsv'),
  ];
  const file = candidates.find((c) => {
    try {
      readFileSync(c);
      return true;
    } catch {
      return false;
    }
  });
  if (!file) throw new Error(`rival-senses.tsv not found (looked in ${candidates.join(', ')})`);
  const out: SenseCase[] = [];
  for (const [k, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const cols = line.split('\t');
    const kind = cols[0];
    if (cols.length !== 4 || (kind !== 'keyword' && kind !== 'post'))
      throw new Error(`${file}:${k + 1}: expected kind, word, tier, text`);
    out.push({ kind, word: cols[1]!, tiers: cols[2]!.split('|'), text: cols[3]! });
  }
  return out;
}

/** One pass over the cases with the vector step on or off. */
export function runSenseCases(
  index: IndexVersion,
  cases: SenseCase[],
  vectors: boolean,
): SenseEvalRun {
  setSenseVectors(vectors);
  try {
    const tierOf = (c: number): string => (c >= 0 ? index.nameAt(index.ancestorAtDepth(c, 1)) : '');
    const keywords = cases.filter((c) => c.kind === 'keyword').map((c) => c.text);
    const kw = classifyKeywordsTask(index, {
      keywords,
      flags: false,
      branches: [],
      addLastNode: true,
    });
    const posts = cases.filter((c) => c.kind === 'post').map((c) => c.text);
    const docs = classifyDocumentsTask(index, {
      kind: 'social',
      docs: posts,
      flags: false,
      sentiment: false,
      entities: false,
      limit: 1,
      addLastNode: true,
    });
    let k = 0;
    let p = 0;
    const run: SenseEvalRun = { answers: [], correct: 0, byKind: {}, byWord: {} };
    for (const c of cases) {
      const cat =
        c.kind === 'keyword' ? kw.categories[k++]! : (docs.results[p++]!.categories[0] ?? -1);
      const tier = tierOf(cat);
      run.answers.push(tier);
      const ok = c.tiers.includes(tier) ? 1 : 0;
      run.correct += ok;
      const bk = (run.byKind[c.kind] ??= { n: 0, correct: 0 });
      bk.n++;
      bk.correct += ok;
      const bw = (run.byWord[c.word] ??= { n: 0, correct: 0 });
      bw.n++;
      bw.correct += ok;
    }
    return run;
  } finally {
    setSenseVectors(true);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const index = await newestVersion(dataDirFromArgs(process.argv));
  const cases = loadSenseCases();
  const off = runSenseCases(index, cases, false);
  const on = runSenseCases(index, cases, true);
  const n = cases.length;
  const line = (label: string, r: SenseEvalRun) =>
    `${label}: ${r.correct}/${n} top tier right (` +
    Object.entries(r.byKind)
      .map(([kind, x]) => `${kind}s ${x.correct}/${x.n}`)
      .join(', ') +
    ')';
  console.log(`index version ${index.version}; ${n} cases, ${Object.keys(on.byWord).length} words`);
  console.log(line('rules alone (vector step off)', off));
  console.log(line('with the vector step        ', on));
  console.log('per word (off -> on):');
  for (const [w, x] of Object.entries(on.byWord))
    console.log(`  ${w.padEnd(10)} ${off.byWord[w]!.correct}/${x.n} -> ${x.correct}/${x.n}`);
  console.log('changed:');
  cases.forEach((c, i) => {
    if (off.answers[i] !== on.answers[i])
      console.log(
        `  ${c.text.slice(0, 60)}: ${off.answers[i] || '-'} -> ${on.answers[i] || '-'} (want ${c.tiers.join('|')})`,
      );
  });
  console.log('still wrong:');
  cases.forEach((c, i) => {
    if (!c.tiers.includes(on.answers[i]!))
      console.log(`  ${c.text.slice(0, 60)}: ${on.answers[i] || '-'} (want ${c.tiers.join('|')})`);
  });
}
