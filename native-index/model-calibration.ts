/**
 * The calibration table of `model.bin` (model-format.ts): its layout (rows, points) and
 * how a probability is read from it. Fitted by the build, applied by workers/model/.
 *
 * The model's final calibration step: after temperature scaling, a monotone map from
 * the softmax probability to the probability of being right, fitted by isotonic
 * regression on the held-out calibration split (build-index/model/calibrate.ts).
 *
 * One map per reporting depth (the classes themselves, and probabilities rolled up to
 * depth 2 and to the top tiers) and per text length (how many features the text has:
 * a short name, a sentence, a document are not equally reliable at the same softmax
 * probability). Each map is stored as its values at CALIBRATION_POINTS evenly spaced
 * probabilities 0, 1/(P-1), ..., 1 and read by linear interpolation.
 *
 * Monotone (non-decreasing), so the order of the predictions is kept.
 */
export const CALIBRATION_POINTS = 21;
/** Feature counts at which the second and third length groups start. */
export const LENGTH_BOUNDS = [16, 48] as const;
export const LENGTH_GROUPS = LENGTH_BOUNDS.length + 1;
export const DEPTH_GROUPS = 3;
/** Maps stored: row (depthGroup * LENGTH_GROUPS + lengthGroup); depth group 0 = classes, 1 = depth 2, 2 = top tiers. */
export const CALIBRATION_ROWS = DEPTH_GROUPS * LENGTH_GROUPS;

export function lengthGroup(features: number): number {
  let g = 0;
  while (g < LENGTH_BOUNDS.length && features >= LENGTH_BOUNDS[g]!) g++;
  return g;
}

export function depthGroup(depth: number): number {
  return depth >= 3 ? 0 : depth === 2 ? 1 : 2;
}

/** The map row for predictions at `depth` of a text with `features` features. */
export function calibrationRow(depth: number, features: number): number {
  return depthGroup(depth) * LENGTH_GROUPS + lengthGroup(features);
}

/** The calibrated probability of softmax probability `p` with the map of `row`. */
export function applyCalibration(map: Float32Array, row: number, p: number): number {
  const last = CALIBRATION_POINTS - 1;
  const x = (p <= 0 ? 0 : p >= 1 ? 1 : p) * last;
  const k = Math.min(last - 1, Math.floor(x));
  const base = row * CALIBRATION_POINTS;
  const a = map[base + k]!;
  const b = map[base + k + 1]!;
  return a + (b - a) * (x - k);
}

/** Why a map cannot be used, or null when it is well formed. */
export function calibrationMapProblem(map: Float32Array): string | null {
  if (map.length !== CALIBRATION_ROWS * CALIBRATION_POINTS)
    return `calibration map has ${map.length} values, expected ${CALIBRATION_ROWS * CALIBRATION_POINTS}`;
  for (let r = 0; r < CALIBRATION_ROWS; r++) {
    for (let k = 0; k < CALIBRATION_POINTS; k++) {
      const v = map[r * CALIBRATION_POINTS + k]!;
      if (!(v >= 0 && v <= 1))
        return `calibration value ${v} (row ${r}, point ${k}) is outside 0..1`;
      if (k > 0 && v < map[r * CALIBRATION_POINTS + k - 1]!)
        return `calibration row ${r} decreases at point ${k}`;
    }
  }
  return null;
}
