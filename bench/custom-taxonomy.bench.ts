/**
 * Custom taxonomies: what a 10,000-node taxonomy costs to validate and compile (once, on
 * the main thread, at its first classify call), to open in a worker, and to classify
 * with.
 *
 *   node dist/bench/custom-taxonomy.bench.js      (or `npm run bench -- custom-taxonomy`)
 *
 * The taxonomy is made up and seeded: 100 top-level nodes of 99 children each, every
 * node with 3 positive terms of 1 to 3 words and 1 negative term, over a vocabulary of
 * 5,000 made-up words. Medians of 7 runs after one warm-up.
 */
import { validateTaxonomy } from '../src/taxonomies/taxonomy-validation.js';
import { compileTaxonomy } from '../src/taxonomies/custom-taxonomies.js';
import { openCustomTaxonomy, type CustomNode } from '../workers/custom/custom-taxonomy.js';
import { customKeywordsTask } from '../workers/custom/custom-classify-task.js';
import { median } from './median.js';

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export function syntheticTaxonomy(tops = 100, children = 99): CustomNode[] {
  const rnd = seeded(17);
  const letters = 'bcdfghklmnprstvz';
  const vowels = 'aeiou';
  const words = Array.from({ length: 5000 }, () => {
    let w = '';
    const syllables = 2 + Math.floor(rnd() * 2);
    for (let k = 0; k < syllables; k++)
      w += letters[Math.floor(rnd() * letters.length)]! + vowels[Math.floor(rnd() * 5)]!;
    return w;
  });
  const word = () => words[Math.floor(rnd() * words.length)]!;
  const phrase = () => Array.from({ length: 1 + Math.floor(rnd() * 3) }, word).join(' ');
  const make = (name: string): CustomNode => ({
    name,
    positive_vocab: [phrase(), phrase(), phrase()],
    negative_vocab: [phrase()],
  });
  return Array.from({ length: tops }, (_, t) => ({
    ...make(`Top ${t}`),
    nodes: Array.from({ length: children }, (_, c) => make(`Node ${t}.${c}`)),
  }));
}

const ms = (f: () => void) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

export async function run() {
  const nodes = syntheticTaxonomy();
  const validate: number[] = [];
  const compile: number[] = [];
  const open: number[] = [];
  let compiled = compileTaxonomy('0'.repeat(64), { nodes });
  for (let k = 0; k < 8; k++) {
    const v = ms(() => validateTaxonomy('bench', nodes));
    const c = ms(() => (compiled = compileTaxonomy('0'.repeat(64), { nodes })));
    const o = ms(() => openCustomTaxonomy(compiled.description));
    if (k === 0) continue;
    validate.push(v);
    compile.push(c);
    open.push(o);
  }
  const tax = openCustomTaxonomy(compiled.description);
  const keywords = nodes.flatMap((n) => n.nodes!.slice(0, 10).map((c) => c.positive_vocab[0]!));
  const batch = keywords.slice(0, 1000);
  const classify: number[] = [];
  for (let k = 0; k < 8; k++) {
    const t = ms(() => customKeywordsTask(tax, { keywords: batch, addLastNode: true }));
    if (k > 0) classify.push(t);
  }
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    nodes: compiled.names.length,
    terms: nodes.reduce((a, n) => a + 4 + n.nodes!.length * 4, 0),
    automatonBytes:
      compiled.description.automaton.byteLength + compiled.description.tokens.byteLength,
    validateMs: round(median(validate)),
    compileMs: round(median(compile)),
    validateAndCompileMs: round(median(validate) + median(compile)),
    openInWorkerMs: round(median(open)),
    classify1000KeywordsMs: round(median(classify)),
  };
}
