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

/**
 * The opinion from the model's predictions at the threshold (`sure`, rolled up) or, when
 * none reaches it, its best class; null when the model has nothing to say.
 */
export function modelOpinion(
  sure: readonly ModelPrediction[],
  best: () => readonly ModelPrediction[],
  answered: readonly number[],
  isWithin: (category: number, ancestor: number) => boolean,
): ModelOpinion | null {
  const p = sure[0] ?? best()[0];
  if (!p) return null;
  const c = p.category;
  return {
    category: c,
    probability: Math.round(p.probability * 1000) / 1000,
    sure: sure.length > 0,
    agrees: answered.some((a) => isWithin(a, c) || isWithin(c, a)),
  };
}
