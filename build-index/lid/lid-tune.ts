/**
 * Tunes the language-identification hyper-parameters on the `dev` samples only (UDHR
 * articles 2, 6, ..., 30 and the even half of the CLDR emoji names); the reported
 * evaluation (test/eval/lid.ts) uses the disjoint `report` samples.
 *
 *   node dist/build-index/lid/lid-tune.js [grid]
 */
import {
  classPriors,
  DEFAULT_HYPER,
  trainLidModel,
  type LidHyper,
  type LidModelData,
} from './lid-train.js';
import { LidScorer } from '../../workers/nlp/lid-scorer.js';
import { cldrSamples, udhrSamples, type LidSample } from './lid-samples.js';

interface Metrics {
  nineFrag: number;
  nineSent: number;
  otherFrag: number;
  otherSent: number;
  cldr: number;
}

/** Macro-averaged accuracy (mean over languages) of a sample subset. */
function macro(samples: LidSample[], predict: (s: string) => string | null): number {
  const per = new Map<string, [number, number]>();
  for (const s of samples) {
    const r = per.get(s.lang) ?? [0, 0];
    r[1]++;
    if (predict(s.text) === s.lang) r[0]++;
    per.set(s.lang, r);
  }
  let sum = 0;
  for (const [ok, n] of per.values()) sum += ok / n;
  return per.size ? sum / per.size : NaN;
}

export function evaluateDev(model: LidModelData, samples: LidSample[]): Metrics {
  const scorer = new LidScorer(model);
  const p = (t: string) => scorer.identify(t);
  const pick = (src: string, sup: boolean, b: string) =>
    samples.filter((s) => s.source === src && s.supported === sup && s.bucket === b);
  return {
    nineFrag: macro(pick('udhr', true, 'fragment'), p),
    nineSent: macro(pick('udhr', true, 'sentence'), p),
    otherFrag: macro(pick('udhr', false, 'fragment'), p),
    otherSent: macro(pick('udhr', false, 'sentence'), p),
    cldr: macro(pick('cldr', true, 'fragment'), p),
  };
}

export function withPriors(model: LidModelData, hyper: LidHyper): LidModelData {
  return { ...model, hyper, prior: classPriors(model.langs, hyper) };
}

function main(): void {
  const samples = [...udhrSamples('dev'), ...cldrSamples('dev')];
  const grid = process.argv[2] ?? 'priors';
  const fmt = (x: number) => (100 * x).toFixed(1).padStart(5);
  console.log('hyper'.padEnd(70), 'nineFrag nineSent otherFrag otherSent cldr');
  const trainCache = new Map<string, LidModelData>();
  const run = (h: LidHyper) => {
    const key = `${h.subsShare}/${h.charExponent}/${h.zipfOffset}/${h.englishWords}`;
    let base = trainCache.get(key);
    if (!base) trainCache.set(key, (base = trainLidModel(h)));
    const m = evaluateDev(withPriors(base, h), samples);
    const label = `sub=${h.subsShare} cx=${h.charExponent} lw=${h.lexWeight} sp=${h.supportedPrior} en=${h.englishPrior} z=${h.zipfOffset} ew=${h.englishWords}`;
    console.log(
      label.padEnd(70),
      fmt(m.nineFrag),
      '  ',
      fmt(m.nineSent),
      '  ',
      fmt(m.otherFrag),
      '  ',
      fmt(m.otherSent),
      '  ',
      fmt(m.cldr),
    );
  };
  const H = DEFAULT_HYPER;
  if (grid === 'priors') {
    for (const sp of [2, 3, 4, 5])
      for (const en of [0, 0.5, 1, 2]) run({ ...H, supportedPrior: sp, englishPrior: en });
  } else if (grid === 'lex') {
    for (const lw of [0.5, 0.7, 0.85, 0.95]) run({ ...H, lexWeight: lw });
  } else if (grid === 'train') {
    for (const sub of [0.5, 0.7, 0.9])
      for (const cx of [0, 0.5, 1]) run({ ...H, subsShare: sub, charExponent: cx });
  } else if (grid === 'english') {
    for (const ew of [10000, 20000, 40000, 74286]) run({ ...H, englishWords: ew });
  } else {
    run(H);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
