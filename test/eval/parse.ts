/**
 * Parse-engine evaluation against the hand-annotated treebank (test/workers/parse/treebank.ts).
 *
 *   node dist/test/eval/parse.js            # scores the held-out `report` half (published)
 *   node dist/test/eval/parse.js dev        # scores the `dev` half (used to write the rules)
 *   node dist/test/eval/parse.js dev -v     # ... and prints every sentence with errors
 *
 * Metrics, over all tokens of the sentences whose tokenization matches the gold one
 * (mismatches are counted and reported, their tokens count as errors):
 * - POS: Penn Treebank tag accuracy;
 * - UAS: share of tokens with the correct head; LAS: correct head and label;
 * - UAS/LAS without punctuation (the usual way parsers are compared).
 */
import { fileURLToPath } from 'node:url';
import { analyze } from '../../workers/parse/index.js';
import { TREEBANK, type GoldSentence } from '../workers/parse/treebank.js';

export interface ParseScores {
  split: string;
  sentences: number;
  tokens: number;
  tokenizationMismatches: number;
  pos: number;
  uas: number;
  las: number;
  uasNoPunct: number;
  lasNoPunct: number;
}

interface Counts {
  tokens: number;
  pos: number;
  head: number;
  labeled: number;
  wordTokens: number;
  headWords: number;
  labeledWords: number;
}

function scoreSentence(g: GoldSentence, c: Counts, verbose: boolean): boolean {
  const analyses = analyze(g.text);
  const tokens = analyses.flatMap((a) => a.tokens);
  // sentence-local heads over the concatenation (the gold is one sentence)
  const heads: number[] = [];
  const labels: string[] = [];
  let base = 0;
  for (const a of analyses) {
    a.arcs.forEach((arc) => {
      heads.push(base + arc.head);
      labels.push(arc.label);
    });
    base += a.tokens.length;
  }
  const n = g.tokens.length;
  c.tokens += n;
  const isPunct = (tag: string): boolean => /^(?:[.,:]|``|''|-LRB-|-RRB-|HYPH|NFP)$/.test(tag);
  for (const t of g.tokens) if (!isPunct(t.tag)) c.wordTokens++;
  const same = tokens.length === n && tokens.every((t, i) => t.text === g.tokens[i]!.form);
  if (!same) {
    if (verbose)
      console.log(`[${g.id}] tokenization differs: ${tokens.map((t) => t.text).join(' ')}`);
    return false;
  }
  const lines: string[] = [];
  let errors = 0;
  g.tokens.forEach((gt, i) => {
    const tag = tokens[i]!.tag;
    const okPos = tag === gt.tag;
    const okHead = heads[i] === gt.head;
    const okLabel = okHead && labels[i] === gt.label;
    if (okPos) c.pos++;
    if (okHead) c.head++;
    if (okLabel) c.labeled++;
    if (!isPunct(gt.tag)) {
      if (okHead) c.headWords++;
      if (okLabel) c.labeledWords++;
    }
    if (!okPos || !okLabel) errors++;
    lines.push(
      `  ${String(i + 1).padStart(2)} ${gt.form.padEnd(14)} ${okPos ? ' ' : '*'}${tag.padEnd(5)} (${gt.tag.padEnd(5)}) ${okLabel ? ' ' : '*'}${String(heads[i]! + 1).padStart(2)} ${labels[i]!.padEnd(10)} (${String(gt.head + 1).padStart(2)} ${gt.label})`,
    );
  });
  if (verbose && errors > 0) console.log(`[${g.id}] ${g.text}\n${lines.join('\n')}`);
  return true;
}

export async function runParseEval(
  split: 'dev' | 'report' = 'report',
  verbose = false,
): Promise<ParseScores> {
  const sentences = TREEBANK.filter((s) => s.split === split);
  const c: Counts = {
    tokens: 0,
    pos: 0,
    head: 0,
    labeled: 0,
    wordTokens: 0,
    headWords: 0,
    labeledWords: 0,
  };
  let mismatches = 0;
  for (const g of sentences) if (!scoreSentence(g, c, verbose)) mismatches++;
  const pct = (x: number, of: number): number => (of === 0 ? 0 : Math.round((1000 * x) / of) / 10);
  return {
    split,
    sentences: sentences.length,
    tokens: c.tokens,
    tokenizationMismatches: mismatches,
    pos: pct(c.pos, c.tokens),
    uas: pct(c.head, c.tokens),
    las: pct(c.labeled, c.tokens),
    uasNoPunct: pct(c.headWords, c.wordTokens),
    lasNoPunct: pct(c.labeledWords, c.wordTokens),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const split = process.argv.includes('dev') ? 'dev' : 'report';
  const verbose = process.argv.includes('-v');
  const r = await runParseEval(split, verbose);
  console.log(
    `parse eval (${r.split} half: ${r.sentences} sentences, ${r.tokens} tokens, ${r.tokenizationMismatches} tokenization mismatches)`,
  );
  console.log(`  POS accuracy        ${r.pos.toFixed(1)}%`);
  console.log(
    `  UAS                 ${r.uas.toFixed(1)}%   (without punctuation ${r.uasNoPunct.toFixed(1)}%)`,
  );
  console.log(
    `  LAS                 ${r.las.toFixed(1)}%   (without punctuation ${r.lasNoPunct.toFixed(1)}%)`,
  );
}
