/**
 * Topic-model evaluation, on the newest index version of the data folder (`--data DIR`,
 * else SORTAL_DATA, else ./data):
 *
 *   node dist/test/eval/model.js [--data DIR] [--build [--small]]
 *
 * Prints what the build measured and stored in model.bin (classes, examples, held-out
 * accuracy split by source record, reliability tables and ECE before and after
 * calibration), the model's size, its load time in a worker thread and the worker
 * memory it adds, and inference speed (CPU µs per text) for 200-character posts and
 * 5 kB texts made of WordNet verb and adjective glosses, with the model's own automaton
 * scan and given the caller's scan.
 *
 * `--build` first builds the full profile there (the small one with `--small`; default writers) and reports the model
 * writer's time and memory (not stored in the version: two builds must give the same
 * bytes). Without it, a version without model.bin is an error.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildIndex } from '../../build-index/build.js';
import { definitionPart } from '../../build-index/model/corpus.js';
import { engineLabel, MIN_MARGIN, wordnetGlosses } from '../../build-index/model/distant.js';
import { SPLIT_CODE, splitOf } from '../../build-index/model/split.js';
import { listVersions } from '../../native-index/catalog.js';
import { defaultIndexWriters } from '../../build-index/writers.js';
import { MatchList } from '../../native-index/automaton/index.js';
import { openIndexVersion, type IndexVersion } from '../../native-index/index.js';
import { ruleEngineFor } from '../../workers/engine/rule-engine.js';
import { engineModelFor } from '../../workers/engine/engine-model.js';
import {
  MODEL_FILE,
  type CalibrationReport,
  type ModelStats,
  type TopicModel,
} from '../../workers/model/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function dataDirFromArgs(argv: string[]): string {
  const i = argv.indexOf('--data');
  if (i >= 0 && argv[i + 1]) return argv[i + 1]!;
  return process.env.SORTAL_DATA ?? './data';
}

interface BuildTiming {
  totalSeconds: number;
  modelSeconds: number;
  stageSeconds: Record<string, number>;
  rssBeforeModelMiB: number;
  /** Largest RSS seen at the model writer's progress points (it runs synchronously: no timer fires inside). */
  rssModelMiB: number;
  /** Peak RSS of the process before the model writer and at the end of the build. */
  maxRssBeforeModelMiB: number;
  maxRssBuildMiB: number;
}

const maxRssMiB = (): number => process.resourceUsage().maxRSS / 1024;

/** A full build with the default writers, timing the model writer's stages and its memory at each progress point. */
async function timedBuild(dataDir: string, profile: 'full' | 'small'): Promise<BuildTiming> {
  const stageStart = new Map<string, number>();
  const stageSeconds: Record<string, number> = {};
  let current = '';
  let inModel = false;
  let rssBefore = 0;
  let maxBefore = 0;
  let rssModel = 0;
  const t0 = performance.now();
  await buildIndex({
    dataDir,
    profile,
    extraWriters: defaultIndexWriters(),
    onProgress: (stage) => {
      const model = stage.startsWith('model');
      if (model) rssModel = Math.max(rssModel, process.memoryUsage().rss);
      if (stage === current) return;
      const now = performance.now();
      if (current)
        stageSeconds[current] =
          (stageSeconds[current] ?? 0) + (now - stageStart.get(current)!) / 1000;
      current = stage;
      stageStart.set(stage, now);
      if (model && !inModel) {
        rssBefore = process.memoryUsage().rss;
        maxBefore = maxRssMiB();
      }
      inModel = model;
    },
  });
  const modelSeconds = Object.entries(stageSeconds)
    .filter(([s]) => s.startsWith('model'))
    .reduce((a, [, v]) => a + v, 0);
  return {
    totalSeconds: (performance.now() - t0) / 1000,
    modelSeconds,
    stageSeconds,
    rssBeforeModelMiB: rssBefore / 1048576,
    rssModelMiB: rssModel / 1048576,
    maxRssBeforeModelMiB: maxBefore,
    maxRssBuildMiB: maxRssMiB(),
  };
}

/** Texts of about `length` characters made of WordNet verb and adjective glosses (not an evaluation set). */
function glossTexts(length: number, count: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const pos of ['verb', 'adj'] as const) {
    for (const r of wordnetGlosses(pos)) {
      for (const t of r.texts) {
        cur += (cur ? ' ' : '') + t + '.';
        if (cur.length >= length) {
          out.push(cur.slice(0, length));
          cur = '';
          if (out.length === count) return out;
        }
      }
    }
  }
  return out;
}

/** CPU microseconds per call of fn over the texts (after a warm-up). */
function cpuMicros(texts: string[], fn: (t: string) => unknown, rounds: number): number {
  for (const t of texts.slice(0, 100)) fn(t);
  const c0 = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const t of texts) fn(t);
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / (texts.length * rounds);
}

interface WorkerLoad {
  loadMs: number;
  heapMiB: number;
  externalMiB: number;
}

/** Opens the model in a fresh worker thread: time to the first modelFor and the worker memory it adds. */
function workerLoad(index: IndexVersion): Promise<WorkerLoad> {
  const worker = new Worker(path.join(here, 'model-load-worker.js'), {
    workerData: index.description,
  });
  return new Promise<WorkerLoad>((resolve, reject) => {
    worker.once('message', (m: WorkerLoad) => {
      void worker.terminate();
      resolve(m);
    });
    worker.once('error', reject);
  });
}

function table(name: string, r: CalibrationReport): string[] {
  const lines = [
    `${name}: ECE ${r.ece.toFixed(4)}${r.nll !== undefined ? `, NLL ${r.nll.toFixed(3)}` : ''} (n = ${r.n})`,
  ];
  lines.push('    probability     n   mean p  accuracy');
  for (const b of r.bins) {
    lines.push(
      `    ${b.lo.toFixed(1)}-${b.hi.toFixed(1)}  ${String(b.n).padStart(8)}  ${b.meanProbability.toFixed(3)}    ${b.accuracy.toFixed(3)}`,
    );
  }
  return lines;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/**
 * How often the rule engine's label (the class of its best candidate) is the taxonomy's
 * own class, on the WordNet definitions of the held-out test records, by score margin:
 * what the distant supervision threshold (MIN_MARGIN) buys.
 */
function distantPrecision(index: IndexVersion, model: TopicModel): string[] {
  const engine = ruleEngineFor(index);
  const classOf = Uint16Array.from({ length: index.count }, (_, i) =>
    model.classOrdinal(model.classCategoryOf(i)),
  );
  const glossOf = new Map<string, string>();
  for (const r of wordnetGlosses('noun')) glossOf.set(r.offset, r.gloss);
  const margins = [0, 0.5, 1, MIN_MARGIN, 2, 3];
  const n = new Array<number>(margins.length).fill(0);
  const ok = new Array<number>(margins.length).fill(0);
  const tierOk = new Array<number>(margins.length).fill(0);
  const tierOf = (c: number) => index.ancestorAtDepth(model.classes[c]!, 1);
  let total = 0;
  for (let i = 0; i < index.count; i++) {
    const key = index.keyAt(i);
    if (!key.startsWith('wn:') || splitOf(key) !== SPLIT_CODE.test) continue;
    const gloss = glossOf.get(key.slice(3));
    if (!gloss) continue;
    total++;
    const l = engineLabel(engine, classOf, definitionPart(gloss));
    if (!l) continue;
    margins.forEach((m, k) => {
      if (l.margin < m) return;
      n[k]!++;
      if (l.label === classOf[i]) ok[k]!++;
      if (tierOf(l.label) === tierOf(classOf[i]!)) tierOk[k]!++;
    });
  }
  return margins.map(
    (m, k) =>
      `  margin >= ${m.toFixed(1)}: labels ${pct(n[k]! / Math.max(1, total))} of ${total} definitions, ${pct(ok[k]! / Math.max(1, n[k]!))} of them the taxonomy's class, ${pct(tierOk[k]! / Math.max(1, n[k]!))} its top tier${m === MIN_MARGIN ? '  <- the threshold used' : ''}`,
  );
}

/** Sentences for a look at the answers (written for this printout; nothing trains or scores on them). */
const DEMO = [
  'The pitcher threw a no-hitter in the ninth inning',
  'Add the garlic and simmer the tomato sauce for twenty minutes',
  'Interest rates on mortgages rose again this month',
  'The patient was diagnosed with diabetes and prescribed insulin',
  'She booked a flight and a hotel for her vacation in Italy',
];

async function main(): Promise<void> {
  const dataDir = dataDirFromArgs(process.argv);
  const lines: string[] = [];
  let timing: BuildTiming | null = null;
  if (process.argv.includes('--build')) {
    const profile = process.argv.includes('--small') ? 'small' : 'full';
    process.stderr.write(`building the ${profile} profile in ${dataDir} ...\n`);
    timing = await timedBuild(dataDir, profile);
  }
  const versions = listVersions(dataDir);
  if (versions.length === 0)
    throw new Error(`no index version in ${dataDir} (run with --build to build one)`);
  const v = versions[versions.length - 1]!;
  const index = openIndexVersion(v.dir, { verify: false });
  const model: TopicModel | null = engineModelFor(index);
  if (!model)
    throw new Error(
      `${v.dir} has no ${MODEL_FILE}: it was built without the model writer (run with --build)`,
    );
  const s = model.stats;
  const h = s.heldOut;

  lines.push(
    `index version ${index.version} (${index.manifest.profile ?? '?'} profile, ${index.count} categories)`,
  );
  lines.push(
    `classes: ${s.classes} (by depth: ${Object.entries(s.classesByDepth)
      .map(([d, n]) => `${d}: ${n}`)
      .join(', ')})`,
  );
  lines.push(
    `features: 2^${Math.log2(s.buckets)} hashed buckets; ${s.nnz} stored weights (int8, per-bucket scale)${s.tierHeadNnz !== undefined ? `, tier head ${s.tierHeadNnz}` : ''}; model.bin ${(model.bytes / 1048576).toFixed(1)} MiB`,
  );
  lines.push(
    `examples: train ${s.examples.train}, calibration ${s.examples.calibration}, test ${s.examples.test} (split by source record); by kind: ${Object.entries(
      s.examples.byKind,
    )
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  lines.push(
    `distant supervision: ${s.distant.accepted} of ${s.distant.candidates} WordNet gloss texts labeled by the rule engine (margin >= ${s.distant.minMargin})`,
  );
  if (s.examples.bySource)
    lines.push(
      `examples by source (record key prefix): ${Object.entries(s.examples.bySource)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  if (s.keywords)
    lines.push(
      `keywords: ${s.keywords.accepted} of ${s.keywords.candidates} keywords of the keyword dataset kept (the rules' answer is in the class of the category the keyword was made from)`,
    );
  lines.push(
    `training: ${s.hyper['epochs']} epochs, learning rate ${s.hyper['learningRate']}, at most ${s.hyper['maxClassesPerFeature']} classes per bucket; temperature ${s.temperature}`,
  );
  if (timing) {
    lines.push(
      `build: ${timing.totalSeconds.toFixed(1)} s in all, model writer ${timing.modelSeconds.toFixed(1)} s (${Object.entries(
        timing.stageSeconds,
      )
        .filter(([k]) => k.startsWith('model'))
        .map(([k, x]) => `${k} ${x.toFixed(1)} s`)
        .join(', ')})`,
    );
    lines.push(
      `memory: RSS ${timing.rssBeforeModelMiB.toFixed(0)} MiB when the model writer starts, at most ${timing.rssModelMiB.toFixed(0)} MiB at its progress points; ` +
        `process peak ${timing.maxRssBeforeModelMiB.toFixed(0)} MiB before it, ${timing.maxRssBuildMiB.toFixed(0)} MiB for the whole build`,
    );
  } else {
    lines.push('training time and memory: run with --build (not stored in the version)');
  }
  lines.push('');
  lines.push(
    `held-out test split (${h.n} texts of records never trained on nor used for calibration):`,
  );
  lines.push(
    `  top-1 class ${pct(h.top1)}, top-5 ${pct(h.top5)}, depth-2 ancestor ${pct(h.depth2)}, top tier ${pct(h.topTier)}${tierSource(h)}`,
  );
  for (const [kind, k] of Object.entries(h.byKind)) {
    lines.push(
      `  ${kind.padEnd(12)} n ${String(k.n).padStart(6)}  top-1 ${pct(k.top1).padStart(6)}  top tier ${pct(k.topTier).padStart(6)}  ECE ${k.ece.toFixed(4)}`,
    );
  }
  if (h.bySource) {
    lines.push('  by source (record key prefix):');
    for (const [source, k] of Object.entries(h.bySource))
      lines.push(
        `  ${source.padEnd(12)} n ${String(k.n).padStart(6)}  top-1 ${pct(k.top1).padStart(6)}  top tier ${pct(k.topTier).padStart(6)}`,
      );
  }
  lines.push('');
  lines.push(...table('classes, softmax as trained (T = 1)', h.raw));
  lines.push(...table(`classes, temperature ${s.temperature}`, h.tempered));
  lines.push(
    ...table(
      'classes, calibrated (temperature + isotonic map: what predict returns)',
      h.calibrated,
    ),
  );
  lines.push(...table('depth 2 (rolled up), calibrated', h.depth2Calibrated));
  lines.push(
    ...table(
      h.topTierHead !== undefined
        ? 'top tiers (tier head and classes rolled up, their mean), calibrated'
        : h.topTierRolledUp !== undefined
          ? 'top tiers (tier head), calibrated'
          : 'top tiers (rolled up), calibrated',
      h.tierCalibrated,
    ),
  );
  lines.push('');

  lines.push(
    'distant supervision check: the rule engine on WordNet definitions of held-out records',
  );
  lines.push(...distantPrecision(index, model));
  lines.push('');

  const load = await workerLoad(index);
  lines.push(
    `worker: model opened in ${load.loadMs.toFixed(1)} ms; worker heap +${load.heapMiB.toFixed(2)} MiB, array buffers +${load.externalMiB.toFixed(2)} MiB (the weights stay in the shared index bytes)`,
  );

  const posts = glossTexts(200, 2000);
  const docs = glossTexts(5000, 100);
  const engine = ruleEngineFor(index);
  const list = new MatchList(64);
  const scan = (t: string) => engine.automaton.scanInto(t, list);
  const speed = (texts: string[], rounds: number) => ({
    scan: cpuMicros(texts, scan, rounds),
    own: cpuMicros(texts, (t) => model.predict(t), rounds),
    given: cpuMicros(
      texts,
      (t) => {
        scan(t);
        return model.predict(t, { matches: list });
      },
      rounds,
    ),
  });
  const sp = speed(posts, 3);
  const sd = speed(docs, 3);
  lines.push('inference, CPU µs per text (one thread, in process):');
  lines.push(
    `  200-character posts: ${sp.own.toFixed(1)} µs (model scans the rules itself); ${(sp.given - sp.scan).toFixed(1)} µs given the caller's scan (the scan alone: ${sp.scan.toFixed(1)} µs)`,
  );
  lines.push(
    `  5 kB texts: ${sd.own.toFixed(1)} µs; ${(sd.given - sd.scan).toFixed(1)} µs given the caller's scan (the scan alone: ${sd.scan.toFixed(1)} µs)`,
  );
  lines.push('');
  lines.push('a look at some answers (top tier; best classes):');
  for (const t of DEMO) {
    const tier = model.predict(t, { depth: 1, topK: 1 })[0];
    const best = model.predict(t, { topK: 2 });
    lines.push(
      `  ${t}\n    ${tier ? `${index.nameAt(tier.category)} ${tier.probability.toFixed(2)}` : '-'}; ${best.map((p) => `${index.pathAt(p.category).join(' > ')} ${p.probability.toFixed(2)}`).join(' | ')}`,
    );
  }
  console.log(lines.join('\n'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}

/** How the held-out top tier was found, and the other ways' figures (older models lack them). */
function tierSource(h: ModelStats['heldOut']): string {
  if (h.topTierHead !== undefined && h.topTierRolledUp !== undefined)
    return ` (mean of the tier head and the classes rolled up; tier head alone ${pct(h.topTierHead)}, classes rolled up ${pct(h.topTierRolledUp)})`;
  if (h.topTierRolledUp !== undefined)
    return ` (tier head; classes rolled up: ${pct(h.topTierRolledUp)})`;
  return '';
}
