/**
 * The tier head: a softmax over the top tiers alone, trained on the same examples and
 * features as the class model, their labels replaced by their class's top tier.
 *
 * Why a head of its own: the class model's probability of a top tier, summed over the
 * classes under it, carries the mass a text leaves on the thousands of classes it does
 * not touch, and that mass favours the tiers with most classes (BENCHMARKS.md, issue 24,
 * 13th session). Over a few dozen tiers every tier is scored on the text's own evidence.
 *
 * Trained by the class model's trainer (train.ts), every tier allowed in every row;
 * stored pruned and quantized the same way, its biases at the same prior share.
 */
import type { TierHeadArrays } from '../../native-index/model-format.js';
import type { TopicModel } from '../../workers/model/topic-model.js';
import type { Outcome } from './calibrate.js';
import type { Examples } from './dataset.js';
import { quantizeRows, trainSoftmax, type SoftmaxOptions } from './train.js';

export interface TierHeadOptions extends Omit<SoftmaxOptions, 'classes' | 'maxClassesPerFeature'> {
  prune: number;
  priorShare: number;
}

export interface TrainedTierHead {
  arrays: TierHeadArrays;
  /** Tier-head ordinal of each class (its top tier's position in `arrays.tiers`). */
  headOf: Uint16Array;
  nnz: number;
}

/** The top tiers of `classTier` (class ordinal -> its top tier's class ordinal), ascending, and each class's head ordinal. */
export function tierHeadClasses(classTier: Uint16Array): {
  tiers: Uint16Array;
  headOf: Uint16Array;
} {
  const tiers = Uint16Array.from(new Set(classTier)).sort();
  const at = new Map<number, number>();
  tiers.forEach((c, t) => at.set(c, t));
  return { tiers, headOf: Uint16Array.from(classTier, (c) => at.get(c)!) };
}

export function trainTierHead(
  ex: Examples,
  train: Uint32Array,
  classTier: Uint16Array,
  opts: TierHeadOptions,
): TrainedTierHead {
  const { tiers, headOf } = tierHeadClasses(classTier);
  const relabeled: Examples = { ...ex, label: Uint16Array.from(ex.label, (c) => headOf[c]!) };
  const trained = trainSoftmax(relabeled, train, {
    ...opts,
    classes: tiers.length,
    maxClassesPerFeature: tiers.length,
  });
  const q = quantizeRows(trained, opts.prune);
  return {
    arrays: {
      tiers,
      bias: Float32Array.from(trained.bias, (b) => b * opts.priorShare),
      rowStart: q.rowStart,
      rows: q.rows,
    },
    headOf,
    nnz: q.nnz,
  };
}

/**
 * The top tiers' outcome on held-out examples `rows` of `ex` (scored through the
 * worker's model, as stored: the tier head's probabilities, or their mean with the
 * classes' rolled up when the model blends them): the best tier's probability, whether
 * it is the label's tier, whether that is among the 5 best, and the label tier's
 * log-probability.
 */
export function topTierOutcome(
  model: TopicModel,
  ex: Examples,
  rows: Uint32Array,
  headOf: Uint16Array,
): Outcome {
  const n = rows.length;
  const o: Outcome = {
    confidence: new Float64Array(n),
    correct: new Uint8Array(n),
    top5: new Uint8Array(n),
    logLikelihood: new Float64Array(n),
  };
  rows.forEach((i, k) => {
    const a = ex.start[i]!;
    const b = ex.start[i + 1]!;
    const p = model.tierProbabilities(ex.bucket.subarray(a, b), ex.value.subarray(a, b), b - a);
    const y = headOf[ex.label[i]!]!;
    let best = 0;
    let above = 0;
    for (let t = 0; t < p.length; t++) {
      if (p[t]! > p[best]!) best = t;
      if (p[t]! > p[y]! || (p[t] === p[y] && t < y)) above++;
    }
    o.confidence[k] = p[best]!;
    o.correct[k] = best === y ? 1 : 0;
    o.top5[k] = above < 5 ? 1 : 0;
    o.logLikelihood[k] = Math.log(Math.max(p[y]!, 1e-300));
  });
  return o;
}
