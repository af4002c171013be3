import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../native-index/data-folder.js';
import { loadTopicalCases } from '../test/eval/topical.js';

/** 1,000-keyword batches of realistic queries: the evaluation keywords, shuffled deterministically, with common modifiers. */
export function keywordBatch(seed = 1): string[] {
  const lines = readFileSync(path.join(projectRoot, 'test', 'eval', 'keywords.tsv'), 'utf8').split(
    '\n',
  );
  const base = lines
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t')[0]!)
    .filter(Boolean);
  const modifiers = [
    '',
    '',
    '',
    'best ',
    'cheap ',
    ' near me',
    ' reviews',
    'how to ',
    ' 2026',
    ' price',
  ];
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) & 0x7fffffff);
  return Array.from({ length: 1000 }, () => {
    const k = base[next() % base.length]!;
    const m = modifiers[next() % modifiers.length]!;
    return m.startsWith(' ') ? k + m : m + k;
  });
}

/**
 * The topical query set's 1,048 queries as written (real queries of every kind, one
 * batch): unlike `keywordBatch`, a fair share of them have rival senses the rules score
 * close, where the hybrid asks the model (keywords-task.ts).
 */
export function topicalQueries(): string[] {
  return loadTopicalCases().map((c) => c.query);
}
