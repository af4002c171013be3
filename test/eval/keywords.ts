/**
 * Keyword classification evaluation: the hand-written set in keywords.tsv (format in its
 * header) through the `classify-keywords` task handler, in process, on the newest index
 * version of the data folder (`--data DIR`, else SORTAL_DATA, else ./data). When the folder
 * has no version, the full profile is built there first (a few minutes).
 *
 *   node dist/test/eval/keywords.js [--data DIR]
 *
 * Prints top-tier and exact-category accuracy, accuracy per vertical, the misses and the
 * engine's time per keyword (1,000-keyword batches, in process, no flags; wall clock and
 * CPU time, the latter steadier on a busy machine).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex } from '../../build-index/build.js';
import { listVersions } from '../../native-index/catalog.js';
import { defaultIndexWriters } from '../../build-index/writers.js';
import { openIndexVersion, type IndexVersion } from '../../native-index/index.js';
import { classifyKeywordsTask } from '../../workers/engine/keywords-task.js';
import { ruleEngineFor } from '../../workers/engine/rule-engine.js';

export interface KeywordCase {
  keyword: string;
  vertical: string;
  /** Accepted names (or `key:<key>`). */
  categories: string[];
}

export interface KeywordMiss {
  keyword: string;
  expectedVertical: string;
  expectedCategory: string;
  /** Path of the answer, or null when it was -1. */
  got: string[] | null;
  topTierOk: boolean;
}

export interface KeywordEvalResult {
  topTierAccuracy: number;
  exactAccuracy: number;
  n: number;
  /** Cases where the category is not exactly right (the top tier may still be). */
  misses: KeywordMiss[];
  perVertical: Record<string, { n: number; topTier: number; exact: number }>;
  /** Mean engine time per keyword in microseconds (1,000-keyword batches), wall clock and CPU time of this thread. */
  microsPerKeyword: number;
  cpuMicrosPerKeyword: number;
  version: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** keywords.tsv beside the sources (this file runs from dist/test/eval/). */
export function evalSetPath(): string {
  const candidates = [
    path.join(here, 'keywords.tsv'),
    path.join(here, '..', '..', '..', 'test', 'eval', 'keywords.tsv'),
  ];
  for (const c of candidates) {
    try {
      readFileSync(c);
      return c;
    } catch {
      // try the next
    }
  }
  throw new Error(`keywords.tsv not found (looked in ${candidates.join(', ')})`);
}

export function loadKeywordCases(file = evalSetPath()): KeywordCase[] {
  const out: KeywordCase[] = [];
  for (const [k, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const cols = line.split('\t');
    if (cols.length !== 3) throw new Error(`${file}:${k + 1}: expected 3 tab-separated columns`);
    out.push({
      keyword: cols[0]!,
      vertical: cols[1]!.trim(),
      categories: cols[2]!
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean),
    });
  }
  return out;
}

export function dataDirFromArgs(argv: string[]): string {
  const i = argv.indexOf('--data');
  if (i >= 0 && argv[i + 1]) return argv[i + 1]!;
  return process.env.SORTAL_DATA ?? './data';
}

export async function newestVersion(dataDir: string): Promise<IndexVersion> {
  let versions = listVersions(dataDir);
  if (versions.length === 0) {
    process.stderr.write(`no index version in ${dataDir}: building the full profile there first\n`);
    await buildIndex({ dataDir, profile: 'full', extraWriters: defaultIndexWriters() });
    versions = listVersions(dataDir);
  }
  const v = versions[versions.length - 1]!;
  return openIndexVersion(v.dir, { verify: false });
}

export async function runKeywordEval(
  opts: { dataDir?: string; index?: IndexVersion } = {},
): Promise<KeywordEvalResult> {
  const index = opts.index ?? (await newestVersion(opts.dataDir ?? dataDirFromArgs(process.argv)));
  const cases = loadKeywordCases();
  const engine = ruleEngineFor(index);
  const out = classifyKeywordsTask(index, {
    keywords: cases.map((c) => c.keyword),
    flags: false,
    branches: [],
    addLastNode: true,
  });

  const tierName = new Map<number, string>();
  for (const t of index.topTiers()) tierName.set(t, index.nameAt(t));
  const known = new Set(tierName.values());
  for (const c of cases)
    if (!known.has(c.vertical))
      throw new Error(`keywords.tsv: "${c.keyword}": no vertical named ${c.vertical}`);

  const isExact = (cat: number, want: string[]): boolean => {
    const name = index.nameAt(cat).toLowerCase();
    const key = index.keyAt(cat);
    for (const w of want) {
      if (w.startsWith('key:')) {
        if (w.slice(4) === key) return true;
        continue;
      }
      if (w.toLowerCase() === name) return true;
      // A synonym: the whole name is a pattern of the category.
      for (const m of engine.automaton.scan(w)) {
        if (
          m.tokenStart === 0 &&
          m.start === firstWordStart(w) &&
          m.end === lastWordEnd(w) &&
          m.values.includes(cat)
        )
          return true;
      }
    }
    return false;
  };

  let top = 0;
  let exact = 0;
  const misses: KeywordMiss[] = [];
  const perVertical: KeywordEvalResult['perVertical'] = {};
  cases.forEach((c, i) => {
    const cat = out.categories[i]!;
    const pv = (perVertical[c.vertical] ??= { n: 0, topTier: 0, exact: 0 });
    pv.n++;
    const topOk = cat >= 0 && tierName.get(index.ancestorAtDepth(cat, 1)) === c.vertical;
    const exactOk = topOk && isExact(cat, c.categories);
    if (topOk) {
      top++;
      pv.topTier++;
    }
    if (exactOk) {
      exact++;
      pv.exact++;
    } else {
      misses.push({
        keyword: c.keyword,
        expectedVertical: c.vertical,
        expectedCategory: c.categories.join(' | '),
        got: cat >= 0 ? index.pathAt(cat) : null,
        topTierOk: topOk,
      });
    }
  });

  // Speed: 50 batches of 1,000 keywords mixed from the words of the set (1-4 words each,
  // fixed pseudo-random order, so caches see varied categories), after a warm-up.
  const words = [...new Set(cases.flatMap((c) => c.keyword.split(/\s+/)))];
  let seed = 12345;
  const rnd = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const batches: string[][] = [];
  for (let b = 0; b < 50; b++) {
    const batch: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const n = 1 + rnd(4);
      const parts: string[] = [];
      for (let k = 0; k < n; k++) parts.push(words[rnd(words.length)]!);
      batch.push(parts.join(' '));
    }
    batches.push(batch);
  }
  const run = (keywords: string[]) =>
    classifyKeywordsTask(index, { keywords, flags: false, branches: [], addLastNode: true });
  for (let i = 0; i < 5; i++) run(batches[i]!);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const b of batches) run(b);
  const cpu = process.cpuUsage(c0);
  const micros = ((performance.now() - t0) * 1000) / (batches.length * 1000);
  const cpuMicros = (cpu.user + cpu.system) / (batches.length * 1000);

  return {
    topTierAccuracy: top / cases.length,
    exactAccuracy: exact / cases.length,
    n: cases.length,
    misses,
    perVertical,
    microsPerKeyword: micros,
    cpuMicrosPerKeyword: cpuMicros,
    version: index.version,
  };
}

function firstWordStart(s: string): number {
  const m = /[\p{L}\p{N}]/u.exec(s);
  return m ? m.index : 0;
}

function lastWordEnd(s: string): number {
  let i = s.length;
  while (i > 0 && !/[\p{L}\p{N}]/u.test(s[i - 1]!)) i--;
  return i;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runKeywordEval().then(
    (r) => {
      const lines: string[] = [];
      lines.push(`index version ${r.version}; ${r.n} keywords`);
      lines.push(`top-tier accuracy: ${pct(r.topTierAccuracy)}`);
      lines.push(`exact-category accuracy: ${pct(r.exactAccuracy)}`);
      lines.push(
        `engine: ${r.microsPerKeyword.toFixed(2)} µs per keyword wall, ${r.cpuMicrosPerKeyword.toFixed(2)} µs CPU ` +
          '(1,000-keyword batches of 1-4 words of the set, in process, one thread, no flags)',
      );
      lines.push('per vertical (n, top-tier, exact):');
      for (const [v, s] of Object.entries(r.perVertical).sort()) {
        lines.push(
          `  ${v.padEnd(26)} ${String(s.n).padStart(3)}  ${pct(s.topTier / s.n).padStart(6)}  ${pct(s.exact / s.n).padStart(6)}`,
        );
      }
      lines.push('misses (expected vertical / category -> got):');
      for (const m of r.misses) {
        lines.push(
          `  ${m.topTierOk ? ' ' : '*'} ${m.keyword}: ${m.expectedVertical} / ${m.expectedCategory} -> ${m.got ? m.got.join(' > ') : '-1'}`,
        );
      }
      lines.push('(* = wrong top tier)');
      console.log(lines.join('\n'));
    },
    (e) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
