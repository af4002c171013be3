/**
 * `model.bin`: the topic model of an index version (written by build-index/model/, read
 * by workers/model/), in the index container (container.ts: magic "SRTM", format
 * version, length, checksum). Little-endian; every section starts 8-byte aligned in the
 * payload (which starts 64 bytes into the file), so a reader wraps typed-array views
 * over the version's shared bytes without copying.
 *
 * Payload header, HEADER_WORDS u32 words:
 *   0 category count N of the version   1 class count C         2 bucket bits B
 *   3 row words R                       4 function-word hashes S 5 stats JSON bytes
 *   6 temperature (f32 bits)            7 features version (workers/model/features.ts
 *                                         FEATURES_VERSION; the workers' model loader checks it)
 *   8 NORMALIZER_VERSION                9 top tiers H of the tier head
 *  10 tier head row words RH           11 top tiers' probability: 0 the tier head
 *                                         alone, 1 the mean of the tier head and the
 *                                         classes rolled up (TIER_BLEND)
 *  12-15 zero
 * Sections, in this order:
 *   classes     i32[C]      category index of each class (depth 1..3, ascending = preorder)
 *   classTier   u16[C]      class ordinal of each class's top tier
 *   classOf     u16[N]      class ordinal of each category: its nearest ancestor-or-self class
 *   bias        f32[C]      per-class bias (logit units, before the temperature)
 *   rowStart    u32[2^B+1]  the row of bucket f is rows[rowStart[f] .. rowStart[f+1]-1]; empty
 *                           or its scale (f32 bits) then its entries (class ascending)
 *   rows        u32[R]      entry word: class ordinal (bits 0-15) | int8 weight (bits 16-23);
 *                           weight = int8 * scale. One row is one contiguous read.
 *   stopHashes  u32[S]      token hashes of the function words left out, ascending
 *   calibration f32[3*P]    monotone maps from tempered to calibrated probability
 *                           (model-calibration.ts: classes, depth 2, top tiers; the
 *                           top tiers' maps are those of header word 11's probability)
 *   stats       u8[]        JSON (ModelStats): how the model was trained and how it scored
 *   headTiers   u16[H]      the tier head's classes: class ordinal of each top tier, ascending
 *   headBias    f32[H]      the tier head's bias per top tier
 *   headRowStart u32[2^B+1] the tier head's rows, laid out as rowStart/rows with
 *   headRows    u32[RH]     entries naming tier-head ordinals 0..H-1
 * The file ends after the last section (plus padding to 8 bytes).
 *
 * Probability of class c for features x: softmax over all classes of
 * (bias[c] + sum_f x_f * w[f][c]) / temperature, then mapped by the calibration map (of
 * the depth the probabilities are rolled up to, classes or depth 2). Probability of a top
 * tier: the tier head, a softmax over the H top tiers alone of
 * headBias[t] + sum_f x_f * headW[f][t] on the same features (no temperature); with
 * header word 11 set, the mean of that and the class probabilities summed under the tier
 * (at the temperature); then mapped by the top tiers' calibration map. Not the sum alone:
 * summed, the mass a long text leaves on the thousands of classes it does not touch
 * favours the tiers with most classes (BENCHMARKS.md, issue 24, 13th and 14th sessions).
 * Not the head alone: where the head and the classes disagree on the tier, the head's
 * probability overstated how often it was right (24th session).
 */
import { NORMALIZER_VERSION } from '../text/normalizer-version.js';
import { COMPONENTS } from './components.js';
import { align8, payloadBytes, sectionCursor } from './payload-sections.js';
import {
  allocateContainer,
  CONTAINER_HEADER_BYTES,
  openContainer,
  resealContainer,
} from './container.js';
import {
  CALIBRATION_POINTS,
  CALIBRATION_ROWS,
  calibrationMapProblem,
} from './model-calibration.js';

export const MODEL_FILE = COMPONENTS.topicModel.file;
/** u32 words of the payload's own header. */
export const HEADER_WORDS = 16;
/** Header word saying how the top tiers' probability is made (ModelArrays.tierBlend). */
const TIER_BLEND_AT = 11;
const TEMPERATURE_AT = 6 * 4;
/** Deepest level of the taxonomy the model predicts. */
export const MODEL_MAX_DEPTH = 3;

export interface ModelArrays {
  categoryCount: number;
  /** The feature extractor's version the weights were trained with (checked by the reader's caller: workers/model/). */
  featuresVersion: number;
  bucketBits: number;
  temperature: number;
  classes: Int32Array;
  classTier: Uint16Array;
  classOf: Uint16Array;
  bias: Float32Array;
  rowStart: Uint32Array;
  rows: Uint32Array;
  stopHashes: Uint32Array;
  /** CALIBRATION_ROWS maps of CALIBRATION_POINTS values. */
  calibration: Float32Array;
  /** The stats section, raw (parse with parseModelStats). */
  stats: Uint8Array;
  head: TierHeadArrays;
  /** The top tiers' probability is the mean of the head's and the classes' rolled up (header word 11); false: the head's alone. */
  tierBlend: boolean;
}

/** The tier head: a softmax over the top tiers on the class model's features. */
export interface TierHeadArrays {
  /** Class ordinal of each top tier, ascending. */
  tiers: Uint16Array;
  bias: Float32Array;
  /** As ModelArrays' rowStart and rows, entries naming head ordinals. */
  rowStart: Uint32Array;
  rows: Uint32Array;
}

/** One row of a reliability table: predictions whose probability fell in [lo, hi). */
export interface ReliabilityBin {
  lo: number;
  hi: number;
  n: number;
  meanProbability: number;
  accuracy: number;
}

export interface CalibrationReport {
  n: number;
  ece: number;
  /** Mean negative log-likelihood of the labels (class-level reports before the isotonic map). */
  nll?: number;
  bins: ReliabilityBin[];
}

/** What the build measured, stored with the weights (deterministic: no timings). */
export interface ModelStats {
  classes: number;
  classesByDepth: Record<string, number>;
  buckets: number;
  nnz: number;
  /** Weights of the tier head (absent in models before it). */
  tierHeadNnz?: number;
  examples: {
    train: number;
    calibration: number;
    test: number;
    byKind: Record<string, number>;
    /** Texts per source of their record (its key's prefix); absent in models of older builds. */
    bySource?: Record<string, number>;
  };
  distant: { candidates: number; accepted: number; minMargin: number };
  /** Keywords of the keyword dataset the rules were asked about, and those kept (absent in older models). */
  keywords?: { candidates: number; accepted: number };
  hyper: Record<string, number>;
  temperature: number;
  /** Held-out test split: records never trained on nor used for calibration. */
  heldOut: {
    n: number;
    /** Top prediction is the label's class / its depth-2 ancestor (probabilities rolled up) / its top tier (as reported: the tier head, blended with the classes when tierBlend). */
    top1: number;
    top5: number;
    depth2: number;
    topTier: number;
    /** The best top tier by the class probabilities rolled up (absent in models before the tier head). */
    topTierRolledUp?: number;
    /** The best top tier by the tier head alone (absent in models before the blend). */
    topTierHead?: number;
    byKind: Record<string, { n: number; top1: number; topTier: number; ece: number }>;
    bySource?: Record<string, { n: number; top1: number; topTier: number }>;
    /** Class level: softmax as trained (T = 1), after temperature scaling, after the isotonic map too (what predict returns). */
    raw: CalibrationReport;
    tempered: CalibrationReport;
    calibrated: CalibrationReport;
    /** Rolled up to depth 2, and the top tiers as reported, calibrated. */
    depth2Calibrated: CalibrationReport;
    tierCalibrated: CalibrationReport;
  };
}

export class ModelFormatError extends Error {
  override readonly name = 'ModelFormatError';
  constructor(detail: string) {
    super(`${MODEL_FILE}: ${detail}`);
  }
}

/** An entry word of a row: class ordinal and int8 weight. */
export function packEntry(classOrdinal: number, weight: number): number {
  return (classOrdinal | ((weight & 0xff) << 16)) >>> 0;
}

export function entryClass(word: number): number {
  return word & 0xffff;
}

export function entryWeight(word: number): number {
  return (word << 8) >> 24;
}

/** Stored weights (entries) of the rows: row words less one scale word per non-empty row. */
export function entryCount(rowStart: Uint32Array): number {
  let rows = 0;
  for (let f = 0; f + 1 < rowStart.length; f++) if (rowStart[f + 1]! > rowStart[f]!) rows++;
  return rowStart[rowStart.length - 1]! - rows;
}

type Section = Int32Array | Uint16Array | Uint32Array | Float32Array | Int8Array | Uint8Array;

/** Serializes a model. `arrays.stats` is the JSON bytes. */
export function encodeModel(a: ModelArrays): Uint8Array {
  const sections: Section[] = [
    a.classes,
    a.classTier,
    a.classOf,
    a.bias,
    a.rowStart,
    a.rows,
    a.stopHashes,
    a.calibration,
    a.stats,
    a.head.tiers,
    a.head.bias,
    a.head.rowStart,
    a.head.rows,
  ];
  let size = HEADER_WORDS * 4;
  for (const s of sections) size += align8(s.byteLength);
  const c = allocateContainer(COMPONENTS.topicModel, size);
  const out = c.payload;
  const head = new Uint32Array(out.buffer, out.byteOffset, HEADER_WORDS);
  head[0] = a.categoryCount;
  head[1] = a.classes.length;
  head[2] = a.bucketBits;
  head[3] = a.rows.length;
  head[4] = a.stopHashes.length;
  head[5] = a.stats.byteLength;
  new Float32Array(out.buffer, out.byteOffset + TEMPERATURE_AT, 1)[0] = a.temperature;
  head[7] = a.featuresVersion;
  head[8] = NORMALIZER_VERSION;
  head[9] = a.head.tiers.length;
  head[10] = a.head.rows.length;
  head[TIER_BLEND_AT] = a.tierBlend ? 1 : 0;
  let at = HEADER_WORDS * 4;
  for (const s of sections) {
    out.set(new Uint8Array(s.buffer, s.byteOffset, s.byteLength), at);
    at += align8(s.byteLength);
  }
  return c.seal();
}

/** Sets the temperature of an encoded model in place (and its checksum). */
export function setEncodedTemperature(bytes: Uint8Array, temperature: number): void {
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).setFloat32(
    CONTAINER_HEADER_BYTES + TEMPERATURE_AT,
    temperature,
    true,
  );
  resealContainer(bytes);
}

/**
 * Views over an encoded model (no copy when `file` starts 8-byte aligned, as index
 * files do). Checks everything a reader relies on: the container (magic, format version,
 * length, checksum), the normalizer version, section sizes against the payload length,
 * the category count of the version, and every stored index in range. Throws
 * ModelFormatError saying what is wrong. The features version is the caller's to check
 * (`featuresVersion`).
 */
export function readModel(file: Uint8Array, expectedCategories: number): ModelArrays {
  const bad = (detail: string): never => {
    throw new ModelFormatError(detail);
  };
  const bytes = openContainer(
    file.byteOffset % 8 === 0 ? file : file.slice(),
    COMPONENTS.topicModel,
    {
      error: (problem, _, detail) =>
        new ModelFormatError(problem === 'magic' ? `not a topic model (${detail})` : detail),
    },
  );
  if (bytes.byteLength < HEADER_WORDS * 4)
    bad(`${bytes.byteLength} payload bytes, too short for the header`);
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_WORDS);
  if (head[8] !== NORMALIZER_VERSION)
    bad(`built with normalizer version ${head[8]}, this reader has ${NORMALIZER_VERSION}`);
  const N = head[0]!;
  const C = head[1]!;
  const B = head[2]!;
  const R = head[3]!;
  const S = head[4]!;
  const statsBytes = head[5]!;
  const featuresVersion = head[7]!;
  const temperature = new Float32Array(bytes.buffer, bytes.byteOffset + TEMPERATURE_AT, 1)[0]!;
  if (N !== expectedCategories)
    bad(`built for ${N} categories, the version has ${expectedCategories}`);
  if (C < 1 || C > 0xffff) bad(`class count ${C} out of range`);
  if (B < 4 || B > 24) bad(`bucket bits ${B} out of range`);
  if (!(temperature > 0 && Number.isFinite(temperature)))
    bad(`temperature ${temperature} is not a positive number`);
  const H = head[9]!;
  const RH = head[10]!;
  if (H < 1 || H > C) bad(`tier head of ${H} top tiers, outside 1..${C}`);
  const tierBlend = head[TIER_BLEND_AT]!;
  if (tierBlend > 1) bad(`top tiers' probability kind ${tierBlend}, expected 0 or 1`);
  for (let k = TIER_BLEND_AT + 1; k < HEADER_WORDS; k++)
    if (head[k] !== 0) bad('reserved header words are not zero');

  const nb = 2 ** B;
  const P = CALIBRATION_ROWS * CALIBRATION_POINTS;
  const lengths = [
    4 * C,
    2 * C,
    2 * N,
    4 * C,
    4 * (nb + 1),
    4 * R,
    4 * S,
    4 * P,
    statsBytes,
    2 * H,
    4 * H,
    4 * (nb + 1),
    4 * RH,
  ];
  const expected = payloadBytes(HEADER_WORDS * 4, lengths);
  if (expected !== bytes.byteLength)
    bad(`${bytes.byteLength} payload bytes, the header describes ${expected}`);

  const take = sectionCursor(bytes.buffer, bytes.byteOffset + HEADER_WORDS * 4);
  const classes = take(4 * C, (b, o) => new Int32Array(b, o, C));
  const classTier = take(2 * C, (b, o) => new Uint16Array(b, o, C));
  const classOf = take(2 * N, (b, o) => new Uint16Array(b, o, N));
  const bias = take(4 * C, (b, o) => new Float32Array(b, o, C));
  const rowStart = take(4 * (nb + 1), (b, o) => new Uint32Array(b, o, nb + 1));
  const rows = take(4 * R, (b, o) => new Uint32Array(b, o, R));
  const stopHashes = take(4 * S, (b, o) => new Uint32Array(b, o, S));
  const calibration = take(4 * P, (b, o) => new Float32Array(b, o, P));
  const stats = take(statsBytes, (b, o) => new Uint8Array(b, o, statsBytes));
  const headTiers = take(2 * H, (b, o) => new Uint16Array(b, o, H));
  const headBias = take(4 * H, (b, o) => new Float32Array(b, o, H));
  const headRowStart = take(4 * (nb + 1), (b, o) => new Uint32Array(b, o, nb + 1));
  const headRows = take(4 * RH, (b, o) => new Uint32Array(b, o, RH));

  for (let c = 0; c < C; c++) {
    const cat = classes[c]!;
    if (!(cat >= 0 && cat < N)) bad(`class ${c} names category ${cat}, outside 0..${N - 1}`);
    if (c > 0 && cat <= classes[c - 1]!) bad('classes are not ascending');
    if (classTier[c]! >= C) bad(`class ${c} has tier class ${classTier[c]}, outside 0..${C - 1}`);
    if (!Number.isFinite(bias[c]!)) bad(`bias of class ${c} is not finite`);
  }
  const badClassOf = firstAtLeast(classOf, C);
  if (badClassOf >= 0)
    bad(`category ${badClassOf} maps to class ${classOf[badClassOf]}, outside 0..${C - 1}`);
  if (rowStart[0] !== 0 || rowStart[nb] !== R) bad('row offsets do not span the rows');
  const decrease = firstDecrease(rowStart);
  if (decrease >= 0) bad(`row offsets decrease at bucket ${decrease}`);
  const rowProblem = firstBadRow(rowStart, rows, C);
  if (rowProblem) bad(rowProblem);
  for (let k = 1; k < S; k++)
    if (stopHashes[k]! <= stopHashes[k - 1]!) bad('function-word hashes are not ascending');
  const mapProblem = calibrationMapProblem(calibration);
  if (mapProblem) bad(mapProblem);
  for (let t = 0; t < H; t++) {
    const c = headTiers[t]!;
    if (c >= C || classTier[c] !== c) bad(`tier head ${t} names class ${c}, not a top tier`);
    if (t > 0 && c <= headTiers[t - 1]!) bad('tier head tiers are not ascending');
    if (!Number.isFinite(headBias[t]!)) bad(`tier head bias ${t} is not finite`);
  }
  for (let c = 0; c < C; c++)
    if (classTier[c] === c && !headTiers.includes(c)) bad(`top tier class ${c} has no tier head`);
  if (headRowStart[0] !== 0 || headRowStart[nb] !== RH)
    bad('tier head row offsets do not span its rows');
  const headDecrease = firstDecrease(headRowStart);
  if (headDecrease >= 0) bad(`tier head row offsets decrease at bucket ${headDecrease}`);
  const headProblem = firstBadRow(headRowStart, headRows, H);
  if (headProblem) bad(`tier head: ${headProblem}`);
  return {
    categoryCount: N,
    featuresVersion,
    bucketBits: B,
    temperature,
    classes,
    classTier,
    classOf,
    bias,
    rowStart,
    rows,
    stopHashes,
    calibration,
    stats,
    head: { tiers: headTiers, bias: headBias, rowStart: headRowStart, rows: headRows },
    tierBlend: tierBlend === 1,
  };
}

// Validation loops, kept free of closures so they compile to tight loops (millions of entries at every open).

function firstAtLeast(a: Uint16Array, limit: number): number {
  for (let i = 0; i < a.length; i++) if (a[i]! >= limit) return i;
  return -1;
}

function firstDecrease(a: Uint32Array): number {
  for (let i = 1; i < a.length; i++) if (a[i]! < a[i - 1]!) return i - 1;
  return -1;
}

/** What is wrong with the rows (offsets already checked), or null. */
function firstBadRow(rowStart: Uint32Array, rows: Uint32Array, C: number): string | null {
  const scales = new Float32Array(rows.buffer, rows.byteOffset, rows.length);
  const nb = rowStart.length - 1;
  for (let f = 0; f < nb; f++) {
    const a = rowStart[f]!;
    const b = rowStart[f + 1]!;
    if (b === a) continue;
    if (b - a < 2) return `row of bucket ${f} has a scale and no weight`;
    const scale = scales[a]!;
    if (!(scale >= 0 && scale < Infinity))
      return `scale of bucket ${f} is not a finite non-negative number`;
    for (let e = a + 1; e < b; e++) {
      const w = rows[e]!;
      if (w >>> 24 !== 0 || (w & 0xffff) >= C)
        return `weight ${e} of bucket ${f} names class ${w & 0xffff}, outside 0..${C - 1}`;
    }
  }
  return null;
}

/** The stats section as an object (throws ModelFormatError when it is not JSON). */
export function parseModelStats(stats: Uint8Array): ModelStats {
  try {
    return JSON.parse(
      Buffer.from(stats.buffer, stats.byteOffset, stats.byteLength).toString('utf8'),
    ) as ModelStats;
  } catch (e) {
    throw new ModelFormatError(`stats section is not JSON: ${(e as Error).message}`);
  }
}
