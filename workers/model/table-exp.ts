/**
 * exp(d) for d <= 0, about three times faster than Math.exp on the hot path of
 * inference (one term per touched class): exp(-k/64) from a table times a cubic in the
 * remainder |r| <= 1/128; relative error below 1e-9. 0 below -40 (e^-40 ~ 4e-18,
 * nothing next to the largest term, which is 1).
 */
const STEPS = 64;
const RANGE = 40;
const TABLE = Float64Array.from({ length: STEPS * RANGE + 1 }, (_, k) => Math.exp(-k / STEPS));

export function expNonPositive(d: number): number {
  if (!(d > -RANGE)) return 0;
  const k = Math.round(-d * STEPS);
  const r = d + k / STEPS;
  return TABLE[k]! * (1 + r * (1 + r * 0.5 * (1 + r / 3)));
}
