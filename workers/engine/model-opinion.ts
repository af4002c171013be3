/**
 * What the topic model would have answered where the hybrid (classification_type 0) kept
 * the rules' answer, for explanations: so a reader sees where the two disagree.
 * Computed only with `explain` (one more model pass per keyword or document).
 */
import type { ModelPrediction } from '../model/index.js';

export interface ModelOpinion {
  /** The model's answer: the deepest category reaching ml_threshold, else its best class. */
  category: number;
  /** Its calibrated probability at its depth. */
  probability: number;
  /** The probability reaches ml_threshold: in type 2 this would have been the answer. */
  sure: boolean;
  /** It lies on one path with an answered category (one is inside the other). */
  agrees: boolean;
}

/** The options of the one prediction an opinion is made from (`threshold`: ml_threshold). */
export const opinionOptions = (threshold: number) =>
  ({ topK: 1, minProbability: threshold, rollUp: true, orBest: true }) as const;

/**
 * The opinion from the model's prediction with `opinionOptions`: the deepest level reaching
 * the threshold, else its best class; null when the model has nothing to say.
 */
export function modelOpinion(
  predictions: readonly ModelPrediction[],
  threshold: number,
  answered: readonly number[],
  isWithin: (category: number, ancestor: number) => boolean,
): ModelOpinion | null {
  const p = predictions[0];
  if (!p) return null;
  const c = p.category;
  return {
    category: c,
    probability: Math.round(p.probability * 1000) / 1000,
    sure: p.probability >= threshold,
    agrees: answered.some((a) => isWithin(a, c) || isWithin(c, a)),
  };
}
