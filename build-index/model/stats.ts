/**
 * The figures stored with the model (ModelStats): what it was trained on and how the
 * stored model scores on the held-out test split, at the class level before and after
 * calibration, rolled up to depth 2, and the top tiers as reported (the tier head blended
 * with the classes rolled up; and, to compare, each alone), overall and per kind of text. Deterministic (no timings), so two builds still give the same bytes.
 */
import type { ModelStats } from '../../native-index/model-format.js';
import {
  mapped,
  outcomes,
  reliability,
  round4,
  type Outcome,
  type ScoredSet,
} from './calibrate.js';
import type { ModelClasses } from './classes.js';
import { TEXT_KINDS } from './corpus.js';
import type { Examples } from './dataset.js';
import { MIN_MARGIN, type DistantStats } from './distant.js';
import type { KeywordStats } from './keyword-examples.js';
import { SPLIT_CODE } from './split.js';
import type { ModelHyper } from './writer.js';

export interface StatsInput {
  ex: Examples;
  cls: ModelClasses;
  classesByDepth: Record<string, number>;
  byKind: Record<string, number>;
  distant: DistantStats;
  keywords: KeywordStats;
  hyper: ModelHyper;
  nnz: number;
  test: ScoredSet;
  bias: Float32Array;
  temperature: number;
  map: Float32Array;
  /** Class -> ancestor class: identity, depth 2, top tier. */
  rollups: Uint16Array[];
  /** The top tiers as the model reports them (the tier head blended with the classes) on the test split, and the tier head alone (tier-head.ts); its stored weights. */
  tiers: Outcome;
  tierHead: Outcome;
  tierHeadNnz: number;
}

export function modelStats(s: StatsInput): ModelStats {
  const [identity, depth2, tier] = s.rollups as [Uint16Array, Uint16Array, Uint16Array];
  const raw = outcomes(s.test, s.bias, identity, 1);
  const tempered = outcomes(s.test, s.bias, identity, s.temperature);
  const calibrated = mapped(s.map, 0, s.test, tempered.confidence);
  const d2 = outcomes(s.test, s.bias, depth2, s.temperature);
  const d2Calibrated = mapped(s.map, 1, s.test, d2.confidence);
  const rolledUp = outcomes(s.test, s.bias, tier, s.temperature);
  const t1 = s.tiers;
  const t1Calibrated = mapped(s.map, 2, s.test, t1.confidence);
  const mean = (a: Uint8Array) => round4(a.reduce((x, v) => x + v, 0) / Math.max(1, a.length));
  const byKind: ModelStats['heldOut']['byKind'] = {};
  TEXT_KINDS.forEach((kind, k) => {
    const idx: number[] = [];
    for (let i = 0; i < s.test.n; i++) if (s.test.kind[i] === k) idx.push(i);
    if (!idx.length) return;
    const conf = Float64Array.from(idx, (i) => calibrated[i]!);
    const ok = Uint8Array.from(idx, (i) => tempered.correct[i]!);
    byKind[kind] = {
      n: idx.length,
      top1: mean(ok),
      topTier: mean(Uint8Array.from(idx, (i) => t1.correct[i]!)),
      ece: reliability(conf, ok).ece,
    };
  });
  const bySource: ModelStats['heldOut']['bySource'] = {};
  s.test.sources.forEach((source, k) => {
    const idx: number[] = [];
    for (let i = 0; i < s.test.n; i++) if (s.test.source[i] === k) idx.push(i);
    if (!idx.length) return;
    bySource[source] = {
      n: idx.length,
      top1: mean(Uint8Array.from(idx, (i) => tempered.correct[i]!)),
      topTier: mean(Uint8Array.from(idx, (i) => t1.correct[i]!)),
    };
  });
  const examplesBySource: Record<string, number> = {};
  s.ex.sources.forEach((source, k) => {
    examplesBySource[source] = s.ex.source.reduce((a, v) => a + (v === k ? 1 : 0), 0);
  });
  const count = (sp: number) => s.ex.split.reduce((a, v) => a + (v === sp ? 1 : 0), 0);
  return {
    classes: s.cls.classes.length,
    classesByDepth: s.classesByDepth,
    buckets: 2 ** s.hyper.bucketBits,
    nnz: s.nnz,
    tierHeadNnz: s.tierHeadNnz,
    examples: {
      train: count(SPLIT_CODE.train),
      calibration: count(SPLIT_CODE.calibration),
      test: count(SPLIT_CODE.test),
      byKind: s.byKind,
      bySource: examplesBySource,
    },
    keywords: { ...s.keywords },
    distant: {
      candidates: s.distant.candidates,
      accepted: s.distant.accepted,
      minMargin: MIN_MARGIN,
    },
    hyper: { ...s.hyper },
    temperature: round4(s.temperature),
    heldOut: {
      n: s.test.n,
      top1: mean(tempered.correct),
      top5: mean(tempered.top5),
      depth2: mean(d2.correct),
      topTier: mean(t1.correct),
      topTierRolledUp: mean(rolledUp.correct),
      topTierHead: mean(s.tierHead.correct),
      byKind,
      bySource,
      raw: reliability(raw.confidence, raw.correct, raw.logLikelihood),
      tempered: reliability(tempered.confidence, tempered.correct, tempered.logLikelihood),
      calibrated: reliability(calibrated, tempered.correct),
      depth2Calibrated: reliability(d2Calibrated, d2.correct),
      tierCalibrated: reliability(t1Calibrated, t1.correct),
    },
  };
}
