/**
 * Held-out scoring, calibration and its report.
 *
 * The held-out examples are scored once with the model as stored (quantized weights,
 * through the worker's TopicModel.scoreFeatures); every figure below is then computed
 * from those logits at any temperature T, exactly: p(c) = exp(logit_c / T) / Z with Z
 * over all classes (untouched classes at their bias).
 *
 * Temperature scaling: T minimizes the negative log-likelihood of the calibration split
 * (golden-section search over ln T). Reliability: the top prediction's probability in 10
 * equal-width bins against how often it is right; ECE is the |accuracy - mean probability|
 * of each bin weighted by its share of the predictions.
 */
import type { TopicModel } from '../../workers/model/topic-model.js';
import type { CalibrationReport, ReliabilityBin } from '../../workers/model/format.js';
import type { Examples } from './dataset.js';

export interface ScoredSet {
  n: number;
  /** Touched classes of example i: start[i] .. start[i+1]-1, in cls with their logit. */
  start: Uint32Array;
  cls: Uint16Array;
  logit: Float32Array;
  label: Uint16Array;
  kind: Uint8Array;
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
  };
}

export interface Outcome {
  /** Per example: probability of the top class, whether it is the label, whether its tier is, the label's log-probability. */
  confidence: Float64Array;
  correct: Uint8Array;
  top5: Uint8Array;
  tierConfidence: Float64Array;
  tierCorrect: Uint8Array;
  logLikelihood: Float64Array;
}

/** Every example's outcome at temperature T. `classTier`: tier class of each class. */
export function outcomes(set: ScoredSet, bias: Float32Array, classTier: Uint16Array, T: number): Outcome {
  const C = bias.length;
  const tiers = [...new Set(classTier)].sort((a, b) => a - b);
  const tierIdx = new Int32Array(C).fill(-1);
  tiers.forEach((t, k) => (tierIdx[t] = k));
  const tierOf = Int32Array.from(classTier, (t) => tierIdx[t]!);
  let bm = -Infinity;
  for (let c = 0; c < C; c++) if (bias[c]! / T > bm) bm = bias[c]! / T;
  const eb = new Float64Array(C);
  let eTotal = 0;
  const under = new Float64Array(tiers.length);
  for (let c = 0; c < C; c++) {
    eb[c] = Math.exp(bias[c]! / T - bm);
    eTotal += eb[c]!;
    under[tierOf[c]!] += eb[c]!;
  }
  const byBias = Int32Array.from({ length: C }, (_, c) => c).sort((a, b) => bias[b]! - bias[a]! || a - b);

  const o: Outcome = {
    confidence: new Float64Array(set.n),
    correct: new Uint8Array(set.n),
    top5: new Uint8Array(set.n),
    tierConfidence: new Float64Array(set.n),
    tierCorrect: new Uint8Array(set.n),
    logLikelihood: new Float64Array(set.n),
  };
  const mark = new Int32Array(C).fill(-1);
  const mass = new Float64Array(tiers.length);
  const cand: Array<[number, number]> = [];
  for (let i = 0; i < set.n; i++) {
    const a = set.start[i]!;
    const b = set.start[i + 1]!;
    const y = set.label[i]!;
    let shift = bm;
    for (let r = a; r < b; r++) {
      mark[set.cls[r]!] = i;
      if (set.logit[r]! / T > shift) shift = set.logit[r]! / T;
    }
    const bs = Math.exp(bm - shift);
    let z = eTotal * bs;
    for (let k = 0; k < tiers.length; k++) mass[k] = under[k]! * bs;
    let yLogit = bias[y]!;
    cand.length = 0;
    for (let r = a; r < b; r++) {
      const c = set.cls[r]!;
      const l = set.logit[r]!;
      const d = Math.exp(l / T - shift) - eb[c]! * bs;
      z += d;
      mass[tierOf[c]!] += d;
      if (c === y) yLogit = l;
      cand.push([c, l]);
    }
    // Untouched classes compete at their bias: the 5 best of them are enough for a top 5.
    for (let k = 0, got = 0; k < C && got < 5; k++) {
      const c = byBias[k]!;
      if (mark[c] === i) continue;
      cand.push([c, bias[c]!]);
      got++;
    }
    cand.sort((p, q) => q[1] - p[1] || p[0] - q[0]);
    const best = cand[0]!;
    o.confidence[i] = Math.min(1, Math.exp(best[1] / T - shift) / z);
    o.correct[i] = best[0] === y ? 1 : 0;
    o.top5[i] = cand.slice(0, 5).some((x) => x[0] === y) ? 1 : 0;
    o.logLikelihood[i] = yLogit / T - shift - Math.log(z);
    let bt = 0;
    for (let k = 1; k < tiers.length; k++) if (mass[k]! > mass[bt]!) bt = k;
    o.tierConfidence[i] = Math.min(1, Math.max(0, mass[bt]! / z));
    o.tierCorrect[i] = bt === tierOf[y] ? 1 : 0;
  }
  return o;
}

/** Mean negative log-likelihood of the labels at temperature T. */
export function meanNll(set: ScoredSet, bias: Float32Array, T: number): number {
  const C = bias.length;
  let bm = -Infinity;
  for (let c = 0; c < C; c++) if (bias[c]! / T > bm) bm = bias[c]! / T;
  let eTotal = 0;
  for (let c = 0; c < C; c++) eTotal += Math.exp(bias[c]! / T - bm);
  let sum = 0;
  for (let i = 0; i < set.n; i++) {
    const a = set.start[i]!;
    const b = set.start[i + 1]!;
    const y = set.label[i]!;
    let shift = bm;
    for (let r = a; r < b; r++) if (set.logit[r]! / T > shift) shift = set.logit[r]! / T;
    const bs = Math.exp(bm - shift);
    let z = eTotal * bs;
    let yLogit = bias[y]!;
    for (let r = a; r < b; r++) {
      const c = set.cls[r]!;
      z += Math.exp(set.logit[r]! / T - shift) - Math.exp(bias[c]! / T - bm) * bs;
      if (c === y) yLogit = set.logit[r]!;
    }
    sum -= yLogit / T - shift - Math.log(z);
  }
  return sum / Math.max(1, set.n);
}

/** The temperature that minimizes the calibration split's NLL. */
export function fitTemperature(set: ScoredSet, bias: Float32Array): number {
  const f = (lnT: number) => meanNll(set, bias, Math.exp(lnT));
  let lo = Math.log(0.05);
  let hi = Math.log(20);
  const g = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - g * (hi - lo);
  let x2 = lo + g * (hi - lo);
  let f1 = f(x1);
  let f2 = f(x2);
  for (let it = 0; it < 40; it++) {
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
  // Stored as float32: fit and report with the value the workers will read.
  return Math.fround(Math.exp((lo + hi) / 2));
}

/** Reliability table (10 equal-width bins of the top probability) and ECE. */
export function reliability(confidence: Float64Array, correct: Uint8Array, logLikelihood?: Float64Array, bins = 10): CalibrationReport {
  const n = confidence.length;
  const count = new Float64Array(bins);
  const sumP = new Float64Array(bins);
  const sumOk = new Float64Array(bins);
  for (let i = 0; i < n; i++) {
    const b = Math.min(bins - 1, Math.floor(confidence[i]! * bins));
    count[b]++;
    sumP[b] += confidence[i]!;
    sumOk[b] += correct[i]!;
  }
  let ece = 0;
  const out: ReliabilityBin[] = [];
  for (let b = 0; b < bins; b++) {
    const k = count[b]!;
    const mp = k ? sumP[b]! / k : 0;
    const acc = k ? sumOk[b]! / k : 0;
    if (k) ece += (k / n) * Math.abs(acc - mp);
    out.push({ lo: b / bins, hi: (b + 1) / bins, n: k, meanProbability: round4(mp), accuracy: round4(acc) });
  }
  let nll = 0;
  if (logLikelihood) for (const v of logLikelihood) nll -= v;
  return { n, ece: round4(ece), nll: round4(n ? nll / n : 0), bins: out };
}

export function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}
