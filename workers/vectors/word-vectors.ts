/**
 * The word vectors of an index version (native-index/vectors-format.ts), as views over
 * the version's shared bytes: every worker wraps the same memory, none copies it. Rows
 * are looked up by token hash, as the tokenizer makes them (text/tokenizer.ts), or by a
 * folded word.
 */
import { hashString } from '../../text/hash.js';
import { readVectors, type VectorArrays } from '../../native-index/vectors-format.js';

export class WordVectors {
  readonly dimensions: number;
  readonly rows: number;
  /** Words of the package read to make the rows. */
  readonly sourceWords: number;
  private readonly a: VectorArrays;
  private readonly mask: number;
  private readonly wordBytes: Buffer;

  /** Checks and wraps an encoded file (throws VectorsFormatError when it is malformed). */
  constructor(file: Uint8Array) {
    this.a = readVectors(file);
    this.dimensions = this.a.dimensions;
    this.rows = this.a.hashes.length;
    this.sourceWords = this.a.sourceWords;
    this.mask = this.a.slots.length - 1;
    const w = this.a.words;
    this.wordBytes = Buffer.from(w.buffer, w.byteOffset, w.byteLength);
  }

  /** The row of the token with this hash (text/hash.ts), -1 when there is none. */
  rowOfHash(hash: number): number {
    const h = hash >>> 0;
    const { slots, hashes } = this.a;
    for (let s = h & this.mask; ; s = (s + 1) & this.mask) {
      const v = slots[s]!;
      if (v === 0) return -1;
      if (hashes[v - 1] === h) return v - 1;
    }
  }

  /** The row of a folded word (one token as text/normalize.ts makes it), -1 when there is none. */
  rowOf(folded: string): number {
    const row = this.rowOfHash(hashString(folded));
    return row >= 0 && this.wordAt(row) === folded ? row : -1;
  }

  /** The folded word of a row. */
  wordAt(row: number): string {
    const s = this.a.wordStart;
    return this.wordBytes.toString('utf8', s[row], s[row + 1]);
  }

  /** Adds `weight` times the row's vector to `acc` (at least `dimensions` long). */
  addTo(row: number, acc: Float32Array | Float64Array, weight = 1): void {
    const D = this.dimensions;
    const v = this.a.vectors;
    const k = this.a.scales[row]! * weight;
    const at = row * D;
    for (let d = 0; d < D; d++) acc[d]! += v[at + d]! * k;
  }

  /** The row's vector (dequantized), into `out` or a new array. */
  vectorAt(row: number, out = new Float32Array(this.dimensions)): Float32Array {
    out.fill(0);
    this.addTo(row, out);
    return out;
  }
}
