/**
 * Classes described by a few seed words each: a class's centroid is the mean vector of
 * its seed words (each word folded by the normalizer like any text, so "Hotels" is the
 * row of "hotel"), and a text goes to the class whose centroid is nearest its mean
 * vector by cosine. This is the plain vector baseline of the evaluation. Optionally, the
 * tokens of a set of hashes (function words, say) are left out of texts and seeds alike.
 */
import { cosine, textVector } from './text-vector.js';
import type { WordVectors } from './word-vectors.js';

export interface SeedClass {
  name: string;
  words: readonly string[];
}

export interface CentroidMatch {
  /** Ordinal of the class in the list given. */
  klass: number;
  score: number;
}

export class SeedCentroids {
  readonly names: readonly string[];
  /** Per class, the seed words that have no vector (they add nothing to the centroid). */
  readonly missing: readonly (readonly string[])[];
  private readonly centroids: Float64Array[];
  private readonly scratch: Float64Array;

  constructor(
    private readonly vectors: WordVectors,
    classes: readonly SeedClass[],
    private readonly skip?: ReadonlySet<number>,
  ) {
    const D = vectors.dimensions;
    this.names = classes.map((c) => c.name);
    this.scratch = new Float64Array(D);
    const missing: string[][] = [];
    this.centroids = classes.map((c) => {
      const sum = new Float64Array(D);
      const lost: string[] = [];
      let n = 0;
      for (const w of c.words) {
        // Each seed word counts once, whatever the number of its tokens.
        if (textVector(vectors, w, this.scratch, skip) === 0) {
          lost.push(w);
          continue;
        }
        for (let d = 0; d < D; d++) sum[d]! += this.scratch[d]!;
        n++;
      }
      if (n > 0) for (let d = 0; d < D; d++) sum[d]! /= n;
      missing.push(lost);
      return sum;
    });
    this.missing = missing;
  }

  /** Classes by decreasing cosine to the text's mean vector; empty when no token of the text has a vector. */
  rank(text: string): CentroidMatch[] {
    if (textVector(this.vectors, text, this.scratch, this.skip) === 0) return [];
    return this.centroids
      .map((c, klass) => ({ klass, score: cosine(this.scratch, c) }))
      .sort((a, b) => b.score - a.score || a.klass - b.klass);
  }
}
