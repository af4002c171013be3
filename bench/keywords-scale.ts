/**
 * Keyword search at scale: the synthetic row of the scaling table (BENCHMARKS, "Keyword
 * search"). Operator keyword files are made from a version's own keywords, repeated with a
 * search modifier appended ("<keyword> price", "<keyword> near me", ...), so the dataset
 * holds (copies + 1) times the version's keywords. The build's own code
 * (`buildKeywordTable`: read the files, classify every keyword with the version's rule
 * engine, lay out) makes the table in this process, and the workers' code searches it.
 *
 *   node dist/bench/keywords-scale.js <version folder> <operator folder> [copies, default 7]
 *
 * The operator folder is filled on the first run (files of 2,000,000 rows) and reused.
 * The table is not written as an index file: one over 4 GiB cannot be (container.ts).
 */
import { closeSync, mkdirSync, openSync, readdirSync, writeSync } from 'node:fs';
import path from 'node:path';
import { openIndexVersion } from '../native-index/index.js';
import { keywordTableBytes } from '../native-index/keywords-format.js';
import { buildKeywordTable } from '../build-index/keywords/keywords-writer.js';
import { forEachOperatorKeyword } from '../build-index/keywords/operator-keywords.js';
import { KeywordSet } from '../build-index/keywords/keyword-set.js';
import { writerContextOfVersion } from '../build-index/writer-context-of-version.js';
import { KeywordTable, keywordTableFor } from '../workers/keywords/keyword-table.js';
import { measureKeywordSearch } from './keywords.bench.js';

const ROWS_PER_FILE = 2_000_000;
const MODIFIERS = ['price', 'near me', 'reviews', 'deals', 'online', 'best', 'cheap', 'for sale'];

/** Writes the synthetic operator files from `t` unless the folder holds some already. */
function writeOperatorFiles(t: KeywordTable, dir: string, copies: number): void {
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).some((n) => n.endsWith('.csv'))) return;
  let file = -1;
  let fd = -1;
  let rows = ROWS_PER_FILE;
  const csv = (s: string): string => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  let lines: string[] = [];
  // "x price" may be a keyword of the version already: each text is written once.
  const written = new KeywordSet();
  const flush = (): void => {
    if (lines.length) writeSync(fd, lines.join(''));
    lines = [];
  };
  for (let copy = 0; copy <= copies; copy++)
    for (let id = 0; id < t.count; id++) {
      if (rows === ROWS_PER_FILE) {
        if (fd >= 0) {
          flush();
          closeSync(fd);
        }
        fd = openSync(path.join(dir, `keywords-${String(++file).padStart(4, '0')}.csv`), 'w');
        writeSync(fd, 'keyword,volume,language\n');
        rows = 0;
      }
      const base = t.textAt(id);
      const text = copy === 0 ? base : `${base} ${MODIFIERS[(copy - 1) % MODIFIERS.length]}`;
      if (text.length > 200 || !written.add(text)) continue;
      const volume = Math.floor(t.d.volume[id]! / (copy + 1));
      lines.push(`${csv(text)},${volume},${t.d.languages[t.d.lang[id]!]}\n`);
      rows++;
      if (lines.length === 10_000) flush();
    }
  flush();
  closeSync(fd);
}

const gb = (bytes: number): number => Math.round(bytes / 1e7) / 100;

async function main(): Promise<void> {
  const [versionDir, operatorDir, copiesArg] = process.argv.slice(2);
  if (!versionDir || !operatorDir)
    throw new Error('usage: keywords-scale.js <version folder> <operator folder> [copies]');
  const copies = Number(copiesArg ?? 7);
  const index = openIndexVersion(versionDir, { verify: false });
  const own = keywordTableFor(index);
  if (!own) throw new Error(`${versionDir} has no keyword table`);
  const written = performance.now();
  writeOperatorFiles(own, operatorDir, copies);
  console.error(`operator files ready in ${Math.round(performance.now() - written)} ms`);

  const ctx = writerContextOfVersion(index, versionDir);
  const stages: Record<string, number> = {};
  const start = performance.now();
  ctx.onProgress = (stage, done, total) => {
    stages[stage] ??= performance.now() - start;
    if (done === total) stages[`${stage} end`] = performance.now() - start;
    if (stage === 'keywords classify') console.error(`${stage} ${done}/${total}`);
  };
  const rssBefore = process.resourceUsage().maxRSS * 1024;
  const cpu = process.cpuUsage();
  const data = buildKeywordTable(
    ctx,
    (take, kept) =>
      forEachOperatorKeyword(
        operatorDir,
        take,
        (d, n) => ctx.onProgress?.('keywords classify', d, n),
        kept,
      ),
    { generate: false },
  );
  const buildMs = performance.now() - start;
  const buildCpu = process.cpuUsage(cpu);
  const rssAfter = process.resourceUsage().maxRSS * 1024;
  const t = new KeywordTable(data);
  console.error(`table: ${t.count} keywords in ${Math.round(buildMs / 1000)} s; searching`);
  const figures = await measureKeywordSearch(index, t);
  console.log(
    JSON.stringify(
      {
        version: index.version,
        copies,
        keywords: t.count,
        unmapped: t.count - t.startOf(t.categories),
        tableGB: gb(keywordTableBytes(data)),
        bytesPerKeyword: Math.round((keywordTableBytes(data) / t.count) * 10) / 10,
        build: {
          wallS: Math.round(buildMs / 100) / 10,
          cpuS: Math.round((buildCpu.user + buildCpu.system) / 1e5) / 10,
          stagesS: Object.fromEntries(
            Object.entries(stages).map(([k, v]) => [k, Math.round(v / 100) / 10]),
          ),
          peakRssGB: gb(rssAfter),
          peakRssBeforeGB: gb(rssBefore),
        },
        ...figures,
      },
      null,
      1,
    ),
  );
}

await main();
