/** Best wall time in ms of `passes` runs of `fn`, after one unmeasured warm-up run. */
export function bestMs(fn: () => void, passes = 5): number {
  fn();
  let best = Infinity;
  for (let i = 0; i < passes; i++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}
