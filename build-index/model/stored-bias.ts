/**
 * The class biases the model file stores, from the trained ones: a share of each
 * (ModelHyper.priorShare), and for a class outside the topical backbone the log of
 * ModelHyper.offBackbonePrior on top, so such a class needs that many times the evidence
 * of a backbone topic to win.
 */
export function storedBias(
  trained: Float32Array,
  isBackbone: (classOrdinal: number) => boolean,
  hyper: { priorShare: number; offBackbonePrior: number },
): Float32Array {
  const off = Math.log(hyper.offBackbonePrior);
  return Float32Array.from(trained, (b, c) => b * hyper.priorShare + (isBackbone(c) ? 0 : off));
}
