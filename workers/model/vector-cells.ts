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
/** Eight: codes() sums the eight projections of a table side by side. */
export const VECTOR_BITS = 8;
/** Most frequent rows whose mean is the center. */
export const CENTER_ROWS = 5000;
const DIRECTION_SEED = 0x7ec7;
/** Dimensions per block of the projections (codes below). */
const BLOCK = 4;

export class VectorCells {
  readonly dimensions: number;
  /** Tokens added since the last reset. */
  count = 0;
  private readonly sum: Float64Array;
  private readonly center: Float64Array;
  /**
   * The ±1 directions by blocks of BLOCK dimensions: per (table, bit, block) the block's
   * sign pattern (bit i set: +1 on the block's dimension i). A projection is then the sum
   * over blocks of the block's signed sum for that pattern, and the 2^BLOCK signed sums
   * of a block are computed once per text for all 192 directions: about a quarter of
   * the multiply-adds of 192 full dot products.
   */
  private readonly patterns: Uint8Array;
  private readonly blocks: number;
  /** Per block, the signed sums of its dimensions for every sign pattern (scratch). */
  private readonly signed: Float64Array;

  constructor(private readonly vectors: WordVectors) {
    const D = vectors.dimensions;
    this.dimensions = D;
    this.sum = new Float64Array(D);
    this.center = new Float64Array(D);
    const n = Math.min(CENTER_ROWS, vectors.rows);
    for (let r = 0; r < n; r++) vectors.addTo(r, this.center);
    if (n > 0) for (let d = 0; d < D; d++) this.center[d]! /= n;
    const blocks = Math.ceil(D / BLOCK);
    this.blocks = blocks;
    this.signed = new Float64Array(blocks << BLOCK);
    this.patterns = new Uint8Array(VECTOR_TABLES * VECTOR_BITS * blocks);
    // Direction j's sign on dimension d is bit 0 of fmix32(seed ^ (j * D + d + 1) * golden).
    for (let j = 0; j < VECTOR_TABLES * VECTOR_BITS; j++)
      for (let d = 0; d < D; d++) {
        const k = j * D + d;
        const at = j * blocks + ((d / BLOCK) | 0);
        if (fmix32(DIRECTION_SEED ^ Math.imul(k + 1, 0x9e3779b1)) & 1)
          this.patterns[at] = this.patterns[at]! | (1 << (d % BLOCK));
      }
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
    const blocks = this.blocks;
    const signed = this.signed;
    const size = 1 << BLOCK;
    for (let k = 0; k < blocks; k++) {
      // Pattern 0 is all minus; setting bit i adds 2 × x_i (dimensions past D count 0).
      const at = k << BLOCK;
      let all = 0;
      for (let i = 0; i < BLOCK; i++) all -= sum[k * BLOCK + i] ?? 0;
      signed[at] = all;
      for (let p = 1; p < size; p++) {
        const low = p & -p;
        signed[at + p] = signed[at + (p ^ low)]! + 2 * (sum[k * BLOCK + 31 - Math.clz32(low)] ?? 0);
      }
    }
    // A table's VECTOR_BITS projections are summed side by side, each over the blocks in
    // order: eight independent chains of additions instead of one at a time (the latency
    // of each addition was the cost), and every sum the same, bit for bit.
    const patterns = this.patterns;
    const stride = blocks;
    for (let t = 0; t < VECTOR_TABLES; t++) {
      const at = t * VECTOR_BITS * stride;
      let d0 = 0;
      let d1 = 0;
      let d2 = 0;
      let d3 = 0;
      let d4 = 0;
      let d5 = 0;
      let d6 = 0;
      let d7 = 0;
      for (let k = 0; k < blocks; k++) {
        const base = k << BLOCK;
        const p = at + k;
        d0 += signed[base + patterns[p]!]!;
        d1 += signed[base + patterns[p + stride]!]!;
        d2 += signed[base + patterns[p + 2 * stride]!]!;
        d3 += signed[base + patterns[p + 3 * stride]!]!;
        d4 += signed[base + patterns[p + 4 * stride]!]!;
        d5 += signed[base + patterns[p + 5 * stride]!]!;
        d6 += signed[base + patterns[p + 6 * stride]!]!;
        d7 += signed[base + patterns[p + 7 * stride]!]!;
      }
      out[t] =
        ((d0 > 0 ? 1 : 0) << 7) |
        ((d1 > 0 ? 1 : 0) << 6) |
        ((d2 > 0 ? 1 : 0) << 5) |
        ((d3 > 0 ? 1 : 0) << 4) |
        ((d4 > 0 ? 1 : 0) << 3) |
        ((d5 > 0 ? 1 : 0) << 2) |
        ((d6 > 0 ? 1 : 0) << 1) |
        (d7 > 0 ? 1 : 0);
    }
  }
}
