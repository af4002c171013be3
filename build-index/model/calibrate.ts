/**
 * Held-out scoring, calibration and its report.
 *
 * The held-out examples are scored once with the model as stored (quantized weights,
 * through the worker's TopicModel.scoreFeatures); every figure below is then computed
 * from those logits, exactly: at temperature T, p(c) = exp(logit_c / T) / Z with Z over
 * all classes (untouched classes at their bias); rolled up to a depth, an ancestor's
 * probability is the sum over the classes under it.
 *
 * Calibration, fitted on the calibration split only:
 *  1. temperature scaling: T minimizes the negative log-likelihood of the labels
 *     (golden-section search over ln T);
 *  2. isotonic regression (pool adjacent violators) of "the top prediction is right" on
 *     its tempered probability, per reporting depth and text length group, stored as
 *     monotone maps (native-index/model-calibration.ts).
 * Reliability: the top prediction's probability in 10 equal-width bins against how
 * often it is right; ECE is |accuracy - mean probability| per bin weighted by its share.
 */
import {
  applyCalibration,
  CALIBRATION_POINTS,
  CALIBRATION_ROWS,
  LENGTH_GROUPS,
  lengthGroup,
} from '../../native-index/model-calibration.js';
import type { CalibrationReport, ReliabilityBin } from '../../native-index/model-format.js';
import type { TopicModel } from '../../workers/model/topic-model.js';
import type { Examples } from './dataset.js';

export interface ScoredSet {
  n: number;
  /** Touched classes of example i: start[i] .. start[i+1]-1, in cls with their logit. */
  start: Uint32Array;
  cls: Uint16Array;
  logit: Float32Array;
  label: Uint16Array;
  kind: Uint8Array;
  /** Source of each example (index in `sources`, as in Examples). */
  source: Uint8Array;
  sources: string[];
  /** Feature count of each example (selects its calibration map). */
  features: Uint32Array;
}

export function scoreExamples(model: TopicModel, ex: Examples, rows: Uint32Array): ScoredSet {
  const start = new Uint32Array(rows.length + 1);
  const cls: number[] = [];
  const logit: number[] = [];
  rows.forEach((i, k) => {
    const a = ex.start[i]!;
    const b = ex.start[i + 1]!;
    const s = model.scoreFeatures(ex.bucket.subarray(a, b), ex.value.subarray(a, b), b - a);
    for (let t = 0; t < s.n; t++) {
      cls.push(s.classes[t]!);
      logit.push(s.logits[t]!);
    }
    start[k + 1] = cls.length;
  });
  return {
    n: rows.length,
    start,
    cls: Uint16Array.from(cls),
    logit: Float32Array.from(logit),
    label: Uint16Array.from(rows, (i) => ex.label[i]!),
    kind: Uint8Array.from(rows, (i) => ex.kind[i]!),
    source: Uint8Array.from(rows, (i) => ex.source[i]!),
    sources: ex.sources,
    features: Uint32Array.from(rows, (i) => ex.start[i + 1]! - ex.start[i]!),
  };
}

export interface Outcome {
  /** Per example: tempered probability of the top prediction, whether it is right, the label's log-probability (classes only). */
  confidence: Float64Array;
  correct: Uint8Array;
  /** The label (or its ancestor) among the 5 best. */
  top5: Uint8Array;
  logLikelihood: Float64Array;
}

/**
 * The classes' tempered biases, exp(bias / T - bm) with bm their maximum, and their sum:
 * every example's normalizer starts from it, the classes the example touched corrected.
 */
function biasTerms(
  bias: Float32Array,
  T: number,
): { bm: number; eb: Float64Array; eTotal: number } {
  const C = bias.length;
  let bm = -Infinity;
  for (let c = 0; c < C; c++) if (bias[c]! / T > bm) bm = bias[c]! / T;
  const eb = new Float64Array(C);
  let eTotal = 0;
  for (let c = 0; c < C; c++) eTotal += eb[c] = Math.exp(bias[c]! / T - bm);
  return { bm, eb, eTotal };
}

/** The largest tempered logit of the example's rows [a, b), at least bm: subtracted before exp. */
function shiftOf(set: ScoredSet, a: number, b: number, T: number, bm: number): number {
  let shift = bm;
  for (let r = a; r < b; r++) if (set.logit[r]! / T > shift) shift = set.logit[r]! / T;
  return shift;
}

/**
 * Every example's outcome at temperature T, with probabilities rolled up by `anc`
 * (class -> ancestor class; identity: the classes themselves).
 */
export function outcomes(set: ScoredSet, bias: Float32Array, anc: Uint16Array, T: number): Outcome {
  const C = bias.length;
  const { bm, eb, eTotal } = biasTerms(bias, T);
  const under = new Float64Array(C);
  for (let c = 0; c < C; c++) under[anc[c]!]! += eb[c]!;
  const ancestors = [...new Set(anc)];
  const byUnder = Int32Array.from(ancestors).sort((a, b) => under[b]! - under[a]! || a - b);

  const o: Outcome = {
    confidence: new Float64Array(set.n),
    correct: new Uint8Array(set.n),
    top5: new Uint8Array(set.n),
    logLikelihood: new Float64Array(set.n),
  };
  const mark = new Int32Array(C).fill(-1);
  const mass = new Float64Array(C);
  const seen: number[] = [];
  // The 5 best (ancestor, mass) of an example, best first; ties by ancestor.
  const topK = new Int32Array(5);
  const topM = new Float64Array(5);
  let nTop = 0;
  const offer = (k: number, m: number): void => {
    let j = nTop;
    if (j === 5) {
      if (m < topM[4]! || (m === topM[4]! && k > topK[4]!)) return;
      j = 4;
    } else nTop++;
    while (j > 0 && (topM[j - 1]! < m || (topM[j - 1]! === m && topK[j - 1]! > k))) {
      topM[j] = topM[j - 1]!;
      topK[j] = topK[j - 1]!;
      j--;
    }
    topM[j] = m;
    topK[j] = k;
  };
  for (let i = 0; i < set.n; i++) {
    const a = set.start[i]!;
    const b = set.start[i + 1]!;
    const y = set.label[i]!;
    const shift = shiftOf(set, a, b, T, bm);
    const bs = Math.exp(bm - shift);
    let z = eTotal * bs;
    let yLogit = bias[y]!;
    seen.length = 0;
    for (let r = a; r < b; r++) {
      const c = set.cls[r]!;
      const l = set.logit[r]!;
      const d = Math.exp(l / T - shift) - eb[c]! * bs;
      z += d;
      const k = anc[c]!;
      if (mark[k] !== i) {
        mark[k] = i;
        mass[k] = under[k]! * bs;
        seen.push(k);
      }
      mass[k]! += d;
      if (c === y) yLogit = l;
    }
    nTop = 0;
    for (const k of seen) offer(k, mass[k]!);
    // Ancestors nothing touched compete with their bias mass: the 5 best of them suffice.
    for (let j = 0, got = 0; j < byUnder.length && got < 5; j++) {
      const k = byUnder[j]!;
      if (mark[k] === i) continue;
      offer(k, under[k]! * bs);
      got++;
    }
    const want = anc[y]!;
    o.confidence[i] = Math.min(1, Math.max(0, topM[0]! / z));
    o.correct[i] = topK[0] === want ? 1 : 0;
    let in5 = 0;
    for (let j = 0; j < nTop; j++) if (topK[j] === want) in5 = 1;
    o.top5[i] = in5;
    o.logLikelihood[i] = yLogit / T - shift - Math.log(z);
  }
  return o;
}

/** Mean negative log-likelihood of the labels at temperature T. */
export function meanNll(set: ScoredSet, bias: Float32Array, T: number): number {
  const { bm, eb, eTotal } = biasTerms(bias, T);
  let sum = 0;
  for (let i = 0; i < set.n; i++) {
    const a = set.start[i]!;
    const b = set.start[i + 1]!;
    const y = set.label[i]!;
    const shift = shiftOf(set, a, b, T, bm);
    const bs = Math.exp(bm - shift);
    let z = eTotal * bs;
    let yLogit = bias[y]!;
    for (let r = a; r < b; r++) {
      const c = set.cls[r]!;
      z += Math.exp(set.logit[r]! / T - shift) - eb[c]! * bs;
      if (c === y) yLogit = set.logit[r]!;
    }
    sum -= yLogit / T - shift - Math.log(z);
  }
  return sum / Math.max(1, set.n);
}

/** The temperature that minimizes the calibration split's NLL (as float32, the value workers read). */
export function fitTemperature(set: ScoredSet, bias: Float32Array): number {
  const f = (lnT: number) => meanNll(set, bias, Math.exp(lnT));
  let lo = Math.log(0.05);
  let hi = Math.log(20);
  const g = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - g * (hi - lo);
  let x2 = lo + g * (hi - lo);
  let f1 = f(x1);
  let f2 = f(x2);
  for (let it = 0; it < 30; it++) {
    if (f1 <= f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - g * (hi - lo);
      f1 = f(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + g * (hi - lo);
      f2 = f(x2);
    }
  }
  return Math.fround(Math.exp((lo + hi) / 2));
}

/**
 * Isotonic regression of `correct` on `confidence` (pool adjacent violators over runs of
 * at least max(10, n/400) examples), sampled at
 * CALIBRATION_POINTS evenly spaced probabilities by linear interpolation between the
 * pooled blocks' (mean probability, accuracy) points, constant beyond the first and last.
 */
export function fitIsotonic(confidence: Float64Array, correct: Uint8Array): Float32Array {
  const n = confidence.length;
  const out = new Float32Array(CALIBRATION_POINTS);
  if (n === 0) {
    for (let k = 0; k < CALIBRATION_POINTS; k++) out[k] = k / (CALIBRATION_POINTS - 1);
    return out;
  }
  const order = Uint32Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => confidence[a]! - confidence[b]! || a - b,
  );
  // Blocks: sum of x, sum of y, count. They start as runs of `chunk` consecutive examples
  // (so a handful of predictions cannot pin an end of the map) and are merged while a
  // block's mean y is not below the next one's.
  const chunk = Math.max(10, Math.floor(n / 400));
  const sx: number[] = [];
  const sy: number[] = [];
  const cnt: number[] = [];
  for (let a = 0; a < n; a += chunk) {
    let x = 0;
    let y = 0;
    const b = n - a < 2 * chunk ? n : a + chunk;
    for (let j = a; j < b; j++) {
      x += confidence[order[j]!]!;
      y += correct[order[j]!]!;
    }
    sx.push(x);
    sy.push(y);
    cnt.push(b - a);
    if (b === n) a = n;
    while (
      sy.length > 1 &&
      sy[sy.length - 2]! / cnt[cnt.length - 2]! >= sy[sy.length - 1]! / cnt[cnt.length - 1]!
    ) {
      const x2 = sx.pop()!;
      const y2 = sy.pop()!;
      const c2 = cnt.pop()!;
      sx[sx.length - 1]! += x2;
      sy[sy.length - 1]! += y2;
      cnt[cnt.length - 1]! += c2;
    }
  }
  const px = sx.map((v, k) => v / cnt[k]!);
  const py = sy.map((v, k) => v / cnt[k]!);
  for (let k = 0; k < CALIBRATION_POINTS; k++) {
    const x = k / (CALIBRATION_POINTS - 1);
    let v: number;
    if (x <= px[0]!) v = py[0]!;
    else if (x >= px[px.length - 1]!) v = py[py.length - 1]!;
    else {
      let j = 1;
      while (px[j]! < x) j++;
      const t = (x - px[j - 1]!) / (px[j]! - px[j - 1]!);
      v = py[j - 1]! + t * (py[j]! - py[j - 1]!);
    }
    out[k] = Math.fround(Math.min(1, Math.max(0, v)));
  }
  // Float rounding must not break monotonicity.
  for (let k = 1; k < CALIBRATION_POINTS; k++) if (out[k]! < out[k - 1]!) out[k] = out[k - 1]!;
  return out;
}

/** Calibration examples a length group needs for a map of its own (else it shares the map fitted on all lengths). */
export const MIN_GROUP_EXAMPLES = 300;

/**
 * The calibration rows of one depth group, one per length group: isotonic maps of the
 * top prediction's correctness on its tempered probability, from the calibration split.
 */
export function fitDepthMaps(set: ScoredSet, o: Outcome): Float32Array[] {
  const all = fitIsotonic(o.confidence, o.correct);
  const rows: Float32Array[] = [];
  for (let g = 0; g < LENGTH_GROUPS; g++) {
    const idx: number[] = [];
    for (let i = 0; i < set.n; i++) if (lengthGroup(set.features[i]!) === g) idx.push(i);
    rows.push(
      idx.length >= MIN_GROUP_EXAMPLES
        ? fitIsotonic(
            Float64Array.from(idx, (i) => o.confidence[i]!),
            Uint8Array.from(idx, (i) => o.correct[i]!),
          )
        : all,
    );
  }
  return rows;
}

/** The calibrated top probabilities of an outcome, with the maps of depth group `depthGroup`. */
export function mapped(
  map: Float32Array,
  depthGroup: number,
  set: ScoredSet,
  confidence: Float64Array,
): Float64Array {
  return Float64Array.from(confidence, (p, i) =>
    applyCalibration(map, depthGroup * LENGTH_GROUPS + lengthGroup(set.features[i]!), p),
  );
}

/** All calibration rows in one array, in CALIBRATION_ROWS order. */
export function calibrationMap(rows: Float32Array[]): Float32Array {
  if (rows.length !== CALIBRATION_ROWS)
    throw new Error(`calibration: ${rows.length} rows, expected ${CALIBRATION_ROWS}`);
  const out = new Float32Array(CALIBRATION_ROWS * CALIBRATION_POINTS);
  rows.forEach((r, k) => out.set(r, k * CALIBRATION_POINTS));
  return out;
}

/** Reliability table (10 equal-width bins of the top probability) and ECE. */
export function reliability(
  confidence: Float64Array,
  correct: Uint8Array,
  logLikelihood?: Float64Array,
  bins = 10,
): CalibrationReport {
  const n = confidence.length;
  const count = new Float64Array(bins);
  const sumP = new Float64Array(bins);
  const sumOk = new Float64Array(bins);
  for (let i = 0; i < n; i++) {
    const b = Math.min(bins - 1, Math.floor(confidence[i]! * bins));
    count[b]!++;
    sumP[b]! += confidence[i]!;
    sumOk[b]! += correct[i]!;
  }
  let ece = 0;
  const out: ReliabilityBin[] = [];
  for (let b = 0; b < bins; b++) {
    const k = count[b]!;
    const mp = k ? sumP[b]! / k : 0;
    const acc = k ? sumOk[b]! / k : 0;
    if (k) ece += (k / n) * Math.abs(acc - mp);
    out.push({
      lo: b / bins,
      hi: (b + 1) / bins,
      n: k,
      meanProbability: round4(mp),
      accuracy: round4(acc),
    });
  }
  const report: CalibrationReport = { n, ece: round4(ece), bins: out };
  if (logLikelihood) {
    let nll = 0;
    for (const v of logLikelihood) nll -= v;
    report.nll = round4(n ? nll / n : 0);
  }
  return report;
}

export function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}
