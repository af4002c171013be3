/**
 * Document classification evaluation: the hand-written set in documents.jsonl (format in
 * documents.README.md) through the `classify-documents` task handler, in process, on the
 * newest index version of the data folder (`--data DIR`, else SORTAL_DATA, else ./data).
 *
 *   node dist/test/eval/documents.js [--data DIR] [--split tune|report|all] [--type 0|1|2] [--misses]
 *
 * Reports top-tier accuracy of the best category (the share of documents whose first
 * scored category lies in the expected vertical), per split, kind and vertical, for one
 * classification type (default 0, hybrid, when the version has a model, else 1), then the
 * three types side by side (rules only, model only with ml_threshold 0, hybrid). Weights
 * are tuned on the `tune` split only; `report` is the figure quoted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPONENTS, type IndexVersion } from '../../native-index/index.js';
import { classifyDocumentsTask } from '../../workers/engine/documents-task.js';
import type { DocumentKind, DocumentTaskInput } from '../../workers/engine/documents-protocol.js';
import { dataDirFromArgs, newestVersion } from './keywords.js';

export interface DocumentCase {
  id: string;
  kind: DocumentKind;
  vertical: string;
  split: 'tune' | 'report';
  text: string;
}

export interface DocumentEvalResult {
  version: string;
  bySplit: Record<string, { n: number; correct: number }>;
  byKind: Record<string, { n: number; correct: number }>;
  byVertical: Record<string, { n: number; correct: number }>;
  misses: { id: string; split: string; expected: string; got: string[] | null }[];
  /** Mean engine time per document by kind, ms. */
  msPerDocument: Record<string, number>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The documents task's input for one case: its kind and text, no flags, sentiment or entities. */
export function caseTaskInput(
  c: Pick<DocumentCase, 'kind' | 'text'>,
  opts: Pick<DocumentTaskInput, 'limit'> &
    Partial<Pick<DocumentTaskInput, 'classificationType' | 'mlThreshold' | 'language'>>,
): DocumentTaskInput {
  return {
    kind: c.kind,
    docs: [c.text],
    flags: false,
    sentiment: false,
    entities: false,
    addLastNode: true,
    ...opts,
  };
}

export function loadDocumentCases(): DocumentCase[] {
  const candidates = [
    path.join(here, 'documents.jsonl'),
    path.join(here, '..', '..', '..', 'test', 'eval', 'documents.jsonl'),
  ];
  for (const file of candidates) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    return text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as DocumentCase);
  }
  throw new Error(`documents.jsonl not found (looked in ${candidates.join(', ')})`);
}

export function runDocumentEval(
  index: IndexVersion,
  cases = loadDocumentCases(),
  type: 0 | 1 | 2 = 1,
  mlThreshold = 0,
): DocumentEvalResult {
  const tierName = new Map<number, string>(index.topTiers().map((t) => [t, index.nameAt(t)]));
  const known = new Set(tierName.values());
  for (const c of cases)
    if (!known.has(c.vertical))
      throw new Error(`documents.jsonl: ${c.id}: no vertical named ${c.vertical}`);
  const result: DocumentEvalResult = {
    version: index.version,
    bySplit: {},
    byKind: {},
    byVertical: {},
    misses: [],
    msPerDocument: {},
  };
  const time: Record<string, { ms: number; n: number }> = {};
  const bump = (
    table: Record<string, { n: number; correct: number }>,
    key: string,
    ok: boolean,
  ) => {
    const row = (table[key] ??= { n: 0, correct: 0 });
    row.n++;
    if (ok) row.correct++;
  };
  // Warm-up: the first call opens the engine.
  classifyDocumentsTask(index, caseTaskInput({ kind: 'text', text: 'warm up' }, { limit: 1 }));
  for (const c of cases) {
    const t0 = performance.now();
    const out = classifyDocumentsTask(
      index,
      caseTaskInput(c, { limit: 10, classificationType: type, mlThreshold }),
    );
    const t = (time[c.kind] ??= { ms: 0, n: 0 });
    t.ms += performance.now() - t0;
    t.n++;
    const best = out.results[0]?.categories[0] ?? -1;
    const ok = best >= 0 && tierName.get(index.ancestorAtDepth(best, 1)) === c.vertical;
    bump(result.bySplit, c.split, ok);
    bump(result.bySplit, 'all', ok);
    bump(result.byKind, c.kind, ok);
    bump(result.byVertical, c.vertical, ok);
    if (!ok)
      result.misses.push({
        id: c.id,
        split: c.split,
        expected: c.vertical,
        got: best >= 0 ? index.pathAt(best) : null,
      });
  }
  for (const [k, t] of Object.entries(time)) result.msPerDocument[k] = t.ms / t.n;
  return result;
}

const pct = (r: { n: number; correct: number }) =>
  `${((100 * r.correct) / Math.max(1, r.n)).toFixed(1)}% (${r.correct}/${r.n})`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const index = await newestVersion(dataDirFromArgs(argv));
  const splitArg = argv.includes('--split') ? argv[argv.indexOf('--split') + 1] : 'all';
  const cases = loadDocumentCases().filter((c) => splitArg === 'all' || c.split === splitArg);
  const hasModel = index.hasFile(COMPONENTS.topicModel.file);
  const typeArg = argv.includes('--type')
    ? Number(argv[argv.indexOf('--type') + 1])
    : hasModel
      ? 0
      : 1;
  const type = typeArg === 0 || typeArg === 2 ? typeArg : 1;
  const r = runDocumentEval(index, cases, type, type === 2 ? 0 : 0.75);
  console.log(`index ${r.version}; ${cases.length} documents; classification_type ${type}`);
  for (const [k, v] of Object.entries(r.bySplit)) console.log(`top-tier accuracy, ${k}: ${pct(v)}`);
  for (const [k, v] of Object.entries(r.byKind))
    console.log(`  ${k}: ${pct(v)}; ${r.msPerDocument[k]!.toFixed(2)} ms per document`);
  console.log('per vertical:');
  for (const [k, v] of Object.entries(r.byVertical).sort())
    console.log(`  ${k.padEnd(26)} ${pct(v)}`);
  if (argv.includes('--misses')) {
    console.log('misses:');
    for (const m of r.misses)
      console.log(
        `  ${m.id} [${m.split}] expected ${m.expected}, got ${m.got ? m.got.join(' > ') : 'nothing'}`,
      );
  }
  if (hasModel) {
    console.log(
      'three ways (top-tier accuracy by split; model only with ml_threshold 0, hybrid with the default 0.75):',
    );
    for (const [name, t] of [
      ['rules only (1)', 1],
      ['model only (2)', 2],
      ['hybrid (0)', 0],
    ] as const) {
      const x = runDocumentEval(index, cases, t, t === 2 ? 0 : 0.75);
      console.log(
        `  ${name.padEnd(16)} ${Object.entries(x.bySplit)
          .map(([k, v]) => `${k} ${pct(v)}`)
          .join('; ')}`,
      );
    }
  }
  const report = r.bySplit.report;
  if (report && report.correct / report.n < 0.85)
    console.log('below the 85% target on the report split');
}
