/**
 * One side of the matcher benchmark in a process of its own, so that neither matcher
 * is timed on a heap full of the other's structures or of the taxonomy build's garbage.
 *
 *   node matcher-side.js ours <dir with automaton.bin and tokens.bin> <text file>
 *   node matcher-side.js peer <patterns file, one per line> <text file>
 *
 * Prints one JSON line when ready ({ buildMs, rssMB }), then answers each stdin line
 * `<operation> <passes>` (operation: count, scanInto, objects) with one JSON line
 * { ms: [...], matches }, the passes timed by tinybench. The peer gets the text lower-cased in advance.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import AhoCorasick from 'modern-ahocorasick';
import { Bench } from 'tinybench';
import { MatchList, openRuleAutomaton } from '../native-index/automaton/index.js';

type Operation = 'count' | 'scanInto' | 'objects';

function oursSide(dir: string, text: string): Record<Operation, () => number> {
  const automaton = openRuleAutomaton({
    'automaton.bin': new Uint8Array(readFileSync(path.join(dir, 'automaton.bin'))),
    'tokens.bin': new Uint8Array(readFileSync(path.join(dir, 'tokens.bin'))),
  });
  const list = new MatchList(1 << 16);
  return {
    count: () => automaton.count(text),
    scanInto: () => automaton.scanInto(text, list),
    objects: () => automaton.scan(text).length,
  };
}

function peerSide(patternsFile: string, text: string): Record<Operation, () => number> {
  const patterns = readFileSync(patternsFile, 'utf8')
    .split('\n')
    .filter((p) => p.length > 0);
  const peer = new AhoCorasick(patterns);
  const lower = text.toLowerCase();
  return {
    count: () => peer.count(lower),
    scanInto: () => peer.count(lower),
    objects: () => peer.search(lower).length,
  };
}

const [kind, source, textFile] = process.argv.slice(2) as ['ours' | 'peer', string, string];
const text = readFileSync(textFile, 'utf8');
const started = performance.now();
const side = kind === 'ours' ? oursSide(source, text) : peerSide(source, text);
console.log(
  JSON.stringify({
    buildMs: Math.round(performance.now() - started),
    rssMB: Math.round(process.memoryUsage().rss / 1e6),
  }),
);

for await (const line of createInterface({ input: process.stdin })) {
  const [operation, passes] = line.split(' ') as [Operation, string];
  let matches = 0;
  const bench = new Bench({
    time: 0,
    iterations: Number(passes),
    warmup: false,
    retainSamples: true,
  });
  bench.add(operation, () => {
    matches = side[operation]();
  });
  await bench.run();
  const result = bench.tasks[0]!.result as unknown as { latency?: { samples?: ArrayLike<number> } };
  console.log(JSON.stringify({ ms: Array.from(result.latency?.samples ?? []), matches }));
}
