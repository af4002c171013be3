/**
 * Queries that name a well-known person (people-queries.tsv, written before any run), on
 * the newest index version of the data folder (`--data DIR`, else SORTAL_DATA, else
 * ./data), in process through the same task handler as the API, for the three
 * classification types side by side:
 *
 *   node dist/test/eval/people.js [--data DIR] [--misses]
 *
 * Top tier: the best category's top tier is one of the expected ones. On topic: also one
 * of its nodes below the top tier contains one of the expected topic names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../native-index/data-folder.js';
import { classifyKeywordsTask } from '../../workers/engine/keywords-task.js';
import type { IndexVersion } from '../../native-index/index.js';
import { dataDirFromArgs, newestVersion } from './keywords.js';
import { pathMatches } from './topical.js';

export interface PersonCase {
  query: string;
  verticals: string[];
  topics: string[];
}

export function loadPeopleCases(
  file = path.join(projectRoot, 'test', 'eval', 'people-queries.tsv'),
): PersonCase[] {
  const out: PersonCase[] = [];
  for (const [k, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [query, verticals, topics, extra] = line.split('\t');
    if (!query || !verticals || extra !== undefined)
      throw new Error(`${file}:${k + 1}: expected a query, verticals and topics`);
    const list = (s: string | undefined): string[] =>
      (s ?? '')
        .split('|')
        .map((x) => x.trim())
        .filter(Boolean);
    out.push({ query: query.trim(), verticals: list(verticals), topics: list(topics) });
  }
  return out;
}

export interface PeopleScore {
  name: string;
  n: number;
  answered: number;
  topTier: number;
  onTopic: number;
  misses: string[];
}

/** One classification type over every case. */
export function scorePeople(
  index: IndexVersion,
  cases: readonly PersonCase[],
  name: string,
  type: 0 | 1 | 2,
  mlThreshold?: number,
): PeopleScore {
  const out = classifyKeywordsTask(index, {
    keywords: cases.map((c) => c.query),
    flags: false,
    branches: [],
    addLastNode: true,
    classificationType: type,
    ...(mlThreshold !== undefined ? { mlThreshold } : {}),
  });
  const s: PeopleScore = { name, n: cases.length, answered: 0, topTier: 0, onTopic: 0, misses: [] };
  cases.forEach((c, i) => {
    const cat = out.categories[i]!;
    const p = cat >= 0 ? index.pathAt(cat) : null;
    if (p) s.answered++;
    const tier = p !== null && c.verticals.includes(p[0]!);
    const topic = tier && (c.topics.length === 0 || pathMatches(p.slice(1), c.topics));
    if (tier) s.topTier++;
    if (topic) s.onTopic++;
    if (!topic) s.misses.push(`  ${c.query}: ${p ? p.join(' > ') : '(none)'}`);
  });
  return s;
}

function pct(x: number, n: number): string {
  return `${((100 * x) / n).toFixed(1)}% (${x})`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const index = await newestVersion(dataDirFromArgs(argv));
  const cases = loadPeopleCases();
  const runs = [
    scorePeople(index, cases, 'type 1 (rules)', 1),
    scorePeople(index, cases, 'type 2 (model)', 2),
    scorePeople(index, cases, 'type 2, ml_threshold 0', 2, 0),
    scorePeople(index, cases, 'type 0 (hybrid)', 0),
  ];
  console.log(
    `index ${index.version}; ${cases.length} people queries (top tier; on topic; answered)`,
  );
  for (const r of runs)
    console.log(
      `  ${r.name.padEnd(24)} ${pct(r.topTier, r.n).padEnd(12)} ${pct(r.onTopic, r.n).padEnd(12)} ${r.answered}`,
    );
  if (argv.includes('--misses'))
    for (const r of runs) {
      console.log(`misses, ${r.name}:`);
      for (const m of r.misses) console.log(m);
    }
}
