/**
 * The topic model's dense features: the mean word vector of a text (workers/vectors, the
 * version's vectors.bin) made into a few sparse features the sparse softmax can weigh.
 *
 * The mean of the text's content-word vectors is centered (the mean vector of the
 * CENTER_ROWS most frequent words is subtracted: GloVe vectors share one large common
 * direction, which would make every text fall on the same side of most hyperplanes) and
 * projected on VECTOR_TABLES × VECTOR_BITS fixed random ±1 directions. The signs of each
 * table's VECTOR_BITS projections make a cell code (random-hyperplane hashing): texts
 * whose mean vectors point the same way share cells, so words never seen in training
 * ("sedan", "hatchback") still land where their neighbours' topics were learned. Each
 * table's cell is one feature.
 *
 * The directions come from a fixed seed, not from the file: training and every worker
 * compute the same ones.
 */
import { fmix32 } from '../nlp/lid-hash.js';
import type { WordVectors } from '../vectors/word-vectors.js';

export const VECTOR_TABLES = 24;
export const VECTOR_BITS = 8;
/** Most frequent rows whose mean is the center. */
export const CENTER_ROWS = 5000;
const DIRECTION_SEED = 0x7ec7;

export class VectorCells {
  readonly dimensions: number;
  /** Tokens added since the last reset. */
  count = 0;
  private readonly sum: Float64Array;
  private readonly center: Float64Array;
  /** ±1 per (table, bit, dimension), as doubles: no conversion in the inner loop. */
  private readonly directions: Float64Array;

  constructor(private readonly vectors: WordVectors) {
    const D = vectors.dimensions;
    this.dimensions = D;
    this.sum = new Float64Array(D);
    this.center = new Float64Array(D);
    const n = Math.min(CENTER_ROWS, vectors.rows);
    for (let r = 0; r < n; r++) vectors.addTo(r, this.center);
    if (n > 0) for (let d = 0; d < D; d++) this.center[d]! /= n;
    this.directions = new Float64Array(VECTOR_TABLES * VECTOR_BITS * D);
    for (let k = 0; k < this.directions.length; k++)
      this.directions[k] = fmix32(DIRECTION_SEED ^ Math.imul(k + 1, 0x9e3779b1)) & 1 ? 1 : -1;
  }

  reset(): void {
    this.sum.fill(0);
    this.count = 0;
  }

  /** Adds a token (its Tokenizer hash) when it has a vector. */
  add(hash: number): void {
    const row = this.vectors.rowOfHash(hash);
    if (row < 0) return;
    this.vectors.addTo(row, this.sum);
    this.count++;
  }

  /** The cell code of table t for the tokens added (call only when count > 0). */
  codes(out: Int32Array): void {
    const D = this.dimensions;
    const inv = 1 / this.count;
    const sum = this.sum;
    const center = this.center;
    for (let d = 0; d < D; d++) sum[d] = sum[d]! * inv - center[d]!;
    const dir = this.directions;
    for (let t = 0, at = 0; t < VECTOR_TABLES; t++) {
      let code = 0;
      for (let b = 0; b < VECTOR_BITS; b++, at += D) {
        let dot = 0;
        for (let d = 0; d < D; d++) dot += dir[at + d]! * sum[d]!;
        code = (code << 1) | (dot > 0 ? 1 : 0);
      }
      out[t] = code;
    }
  }
}
