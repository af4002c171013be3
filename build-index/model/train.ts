/**
 * Training of the sparse softmax classifier.
 *
 * Support: a bucket gets weights only for the classes it occurs with in the training
 * examples, at most maxClassesPerFeature of them (the most frequent; ties by class), so
 * the weight table is sparse from the start: rows (one per bucket) of (class, weight),
 * classes ascending, as the model file stores them.
 *
 * Objective: the mean softmax cross-entropy over all classes (the normalizer includes
 * every class: those a text touches through its buckets with their full logit, all
 * others with their bias) plus L2 on the weights. Optimizer: Adagrad per weight, one
 * example at a time in a seeded shuffled order per epoch; the biases (initialized to the
 * log class priors) take one exact Adagrad step per mini-batch, their gradient summed
 * without visiting untouched classes per example.
 *
 * Deterministic: same examples and options, same weights, bit for bit.
 */
import type { Examples } from './dataset.js';
import { packEntry } from '../../native-index/model-format.js';
import { shuffle } from './split.js';
import { seededRandom } from '../seeded-random.js';

export interface SoftmaxOptions {
  classes: number;
  bucketBits: number;
  epochs: number;
  learningRate: number;
  biasLearningRate: number;
  l2: number;
  maxClassesPerFeature: number;
  /** Initial Adagrad accumulator: keeps the first steps of rarely-wrong weights proportional to their gradient. */
  adagradInit: number;
  seed: number;
  onEpoch?: (epoch: number, meanLoss: number) => void;
}

export interface SparseSoftmax {
  rowStart: Uint32Array;
  entryClass: Uint16Array;
  weight: Float32Array;
  bias: Float32Array;
}

const BIAS_BATCH = 256;

/** Rows of (bucket, class) pairs seen in the training examples, pruned to the most frequent classes per bucket. */
export function buildSupport(
  ex: Examples,
  train: Uint32Array,
  opts: Pick<SoftmaxOptions, 'bucketBits' | 'maxClassesPerFeature'>,
): { rowStart: Uint32Array; entryClass: Uint16Array } {
  const nb = 1 << opts.bucketBits;
  const off = new Uint32Array(nb + 1);
  for (const i of train)
    for (let k = ex.start[i]!; k < ex.start[i + 1]!; k++) off[ex.bucket[k]! + 1]!++;
  for (let f = 0; f < nb; f++) off[f + 1] = off[f + 1]! + off[f]!;
  const labels = new Uint16Array(off[nb]!);
  const fill = off.slice(0, nb);
  for (const i of train) {
    const y = ex.label[i]!;
    for (let k = ex.start[i]!; k < ex.start[i + 1]!; k++) labels[fill[ex.bucket[k]!]!++] = y;
  }
  const rowStart = new Uint32Array(nb + 1);
  const kept: number[] = [];
  const runs: Array<[number, number]> = [];
  const K = opts.maxClassesPerFeature;
  for (let f = 0; f < nb; f++) {
    const slice = labels.subarray(off[f], off[f + 1]);
    slice.sort();
    runs.length = 0;
    for (let a = 0; a < slice.length;) {
      let b = a + 1;
      while (b < slice.length && slice[b] === slice[a]) b++;
      runs.push([slice[a]!, b - a]);
      a = b;
    }
    if (runs.length > K) {
      runs.sort((x, y) => y[1] - x[1] || x[0] - y[0]);
      runs.length = K;
      runs.sort((x, y) => x[0] - y[0]);
    }
    for (const [c] of runs) kept.push(c);
    rowStart[f + 1] = kept.length;
  }
  return { rowStart, entryClass: Uint16Array.from(kept) };
}

export function trainSoftmax(
  ex: Examples,
  train: Uint32Array,
  opts: SoftmaxOptions,
): SparseSoftmax {
  const C = opts.classes;
  const { rowStart, entryClass } = buildSupport(ex, train, opts);
  const nnz = entryClass.length;
  const W = new Float32Array(nnz);
  const G = new Float32Array(nnz).fill(opts.adagradInit);

  // Biases start at the log class priors (add-one smoothed).
  const bias = new Float64Array(C);
  const counts = new Float64Array(C);
  for (const i of train) counts[ex.label[i]!]!++;
  for (let c = 0; c < C; c++) bias[c] = Math.log((counts[c]! + 1) / (train.length + C));
  const Gb = new Float64Array(C).fill(opts.adagradInit);
  const gBias = new Float64Array(C);
  const expB = new Float64Array(C);
  let bmax = 0;
  let eTotal = 0;
  const refreshBias = (): void => {
    bmax = -Infinity;
    for (let c = 0; c < C; c++) if (bias[c]! > bmax) bmax = bias[c]!;
    eTotal = 0;
    for (let c = 0; c < C; c++) eTotal += expB[c] = Math.exp(bias[c]! - bmax);
  };
  refreshBias();
  let untouchedMass = 0; // sum over the batch of exp(bmax - shift) / Z
  let inBatch = 0;
  const applyBias = (): void => {
    for (let c = 0; c < C; c++) {
      const g = (gBias[c]! + untouchedMass * expB[c]!) / inBatch;
      Gb[c] = Gb[c]! + g * g;
      bias[c] = bias[c]! - (opts.biasLearningRate * g) / Math.sqrt(Gb[c]!);
      gBias[c] = 0;
    }
    untouchedMass = 0;
    inBatch = 0;
    refreshBias();
  };

  const s = new Float64Array(C);
  const p = new Float64Array(C);
  const mark = new Uint32Array(C);
  const touched = new Int32Array(C);
  let stamp = 0;
  const order = train.slice();
  const rnd = seededRandom(opts.seed);
  const lr = opts.learningRate;
  const l2 = opts.l2;
  const { start, bucket, value, label } = ex;

  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    shuffle(order, rnd);
    let loss = 0;
    for (let o = 0; o < order.length; o++) {
      const i = order[o]!;
      const a = start[i]!;
      const e = start[i + 1]!;
      const y = label[i]!;
      stamp++;
      let nt = 0;
      for (let k = a; k < e; k++) {
        const f = bucket[k]!;
        const x = value[k]!;
        for (let r = rowStart[f]!, re = rowStart[f + 1]!; r < re; r++) {
          const c = entryClass[r]!;
          if (mark[c] !== stamp) {
            mark[c] = stamp;
            s[c] = bias[c]!;
            touched[nt++] = c;
          }
          s[c] = s[c]! + W[r]! * x;
        }
      }
      let shift = bmax;
      for (let t = 0; t < nt; t++) if (s[touched[t]!]! > shift) shift = s[touched[t]!]!;
      const bscale = Math.exp(bmax - shift);
      let z = eTotal * bscale;
      for (let t = 0; t < nt; t++) {
        const c = touched[t]!;
        const v = Math.exp(s[c]! - shift);
        p[c] = v;
        z += v - expB[c]! * bscale;
      }
      const invZ = 1 / z;
      const yTouched = mark[y] === stamp;
      loss += shift + Math.log(z) - (yTouched ? s[y]! : bias[y]!);
      for (let t = 0; t < nt; t++) {
        const c = touched[t]!;
        p[c] = p[c]! * invZ;
      }
      // Weights.
      for (let k = a; k < e; k++) {
        const f = bucket[k]!;
        const x = value[k]!;
        for (let r = rowStart[f]!, re = rowStart[f + 1]!; r < re; r++) {
          const c = entryClass[r]!;
          const w = W[r]!;
          const g = (c === y ? p[c]! - 1 : p[c]!) * x + l2 * w;
          const gg = G[r]! + g * g;
          G[r] = gg;
          W[r] = w - (lr * g) / Math.sqrt(gg);
        }
      }
      // Bias gradient: touched classes exactly; untouched ones through untouchedMass.
      const u = bscale * invZ;
      untouchedMass += u;
      for (let t = 0; t < nt; t++) {
        const c = touched[t]!;
        gBias[c] = gBias[c]! + p[c]! - expB[c]! * u;
      }
      gBias[y] = gBias[y]! - 1;
      if (++inBatch === BIAS_BATCH) applyBias();
    }
    if (inBatch > 0) applyBias();
    opts.onEpoch?.(epoch + 1, loss / Math.max(1, order.length));
  }
  return { rowStart, entryClass, weight: W, bias: Float32Array.from(bias) };
}

export interface QuantizedRows {
  rowStart: Uint32Array;
  /** Per non-empty row: its scale (f32 bits), then packed entries (format.ts packEntry). */
  rows: Uint32Array;
  /** Weights kept. */
  nnz: number;
}

/**
 * Drops weights smaller than `prune` in magnitude, then stores each row as int8 with
 * its own scale (largest magnitude / 127); weights that round to 0 are dropped too.
 */
export function quantizeRows(m: SparseSoftmax, prune: number): QuantizedRows {
  const nb = m.rowStart.length - 1;
  const rowStart = new Uint32Array(nb + 1);
  const words: number[] = [];
  const f32 = new Float32Array(1);
  const u32 = new Uint32Array(f32.buffer);
  let nnz = 0;
  for (let f = 0; f < nb; f++) {
    const a = m.rowStart[f]!;
    const b = m.rowStart[f + 1]!;
    let max = 0;
    for (let r = a; r < b; r++) {
      const w = Math.abs(m.weight[r]!);
      if (w >= prune && w > max) max = w;
    }
    if (max > 0) {
      f32[0] = max / 127;
      const scale = f32[0];
      const head = words.length;
      words.push(u32[0]!);
      for (let r = a; r < b; r++) {
        const w = m.weight[r]!;
        if (Math.abs(w) < prune) continue;
        const v = Math.round(w / scale);
        if (v === 0) continue;
        words.push(packEntry(m.entryClass[r]!, v > 127 ? 127 : v < -127 ? -127 : v));
        nnz++;
      }
      if (words.length === head + 1) words.length = head;
    }
    rowStart[f + 1] = words.length;
  }
  return { rowStart, rows: Uint32Array.from(words), nnz };
}
