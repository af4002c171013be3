/**
 * Folds a word list's vectors onto the normalizer's vocabulary: each word becomes the one
 * token text/normalize.ts makes of it (folded, stemmed: "Hotels" and "hotel" both become
 * "hotel", "café" becomes "cafe"), and the rows of words that fold together are averaged
 * (a plain mean). Words the normalizer turns into no token or several ("--", "e-mail")
 * are dropped, and so is a token whose hash equals that of a more frequent token (the
 * index looks rows up by token hash). Rows keep the order of their most frequent word.
 */
import { hashString } from '../../text/hash.js';
import { tokenize } from '../../text/normalize.js';

export interface FoldedVectors {
  dimensions: number;
  /** Words of the source added. */
  sourceWords: number;
  words: string[];
  hashes: Uint32Array;
  /** words.length * dimensions floats, row-major: the mean of the rows folded together. */
  values: Float32Array;
  /** Words dropped: no single token, or a token whose hash another token already has. */
  dropped: { notOneToken: number; hashClash: number };
  /** Source words folded into a row another word had opened. */
  merged: number;
}

export class VectorFolder {
  private readonly rowOf = new Map<string, number>();
  private readonly rowOfHash = new Map<number, number>();
  private readonly words: string[] = [];
  private readonly hashes: number[] = [];
  private readonly counts: number[] = [];
  private sums = new Float64Array(0);
  private added = 0;
  private readonly dropped = { notOneToken: 0, hashClash: 0 };
  private merged = 0;

  constructor(readonly dimensions: number) {}

  /** Adds a word and its vector (the first `dimensions` values); call in frequency order. */
  add(word: string, vector: ArrayLike<number>): void {
    const D = this.dimensions;
    this.added++;
    const tokens = tokenize(word);
    if (tokens.length !== 1) {
      this.dropped.notOneToken++;
      return;
    }
    const token = tokens[0]!.text;
    let row = this.rowOf.get(token);
    if (row === undefined) {
      const h = hashString(token);
      if (this.rowOfHash.has(h)) {
        this.dropped.hashClash++;
        return;
      }
      row = this.words.length;
      this.rowOf.set(token, row);
      this.rowOfHash.set(h, row);
      this.words.push(token);
      this.hashes.push(h);
      this.counts.push(0);
      if ((row + 1) * D > this.sums.length) {
        const grown = new Float64Array(Math.max(1024 * D, 2 * this.sums.length));
        grown.set(this.sums);
        this.sums = grown;
      }
    } else this.merged++;
    this.counts[row]!++;
    for (let d = 0; d < D; d++) this.sums[row * D + d]! += vector[d]!;
  }

  finish(): FoldedVectors {
    const D = this.dimensions;
    const R = this.words.length;
    const values = new Float32Array(R * D);
    for (let r = 0; r < R; r++) {
      const n = this.counts[r]!;
      for (let d = 0; d < D; d++) values[r * D + d] = this.sums[r * D + d]! / n;
    }
    return {
      dimensions: D,
      sourceWords: this.added,
      words: this.words.slice(),
      hashes: Uint32Array.from(this.hashes),
      values,
      dropped: { ...this.dropped },
      merged: this.merged,
    };
  }
}
