/**
 * The hybrid's last answer for a keyword no rule matched and the topic model is not sure
 * of: the topic of the backbone (the `tier:` and `topic:` categories, "Sports > Individual
 * Sports > Tennis") whose centroid is nearest the keyword's word vectors, when the cosine
 * reaches NEAREST_TOPIC.minSimilarity. "rafael nadal" names nothing the index holds, but
 * its words sit beside tennis in the vectors.
 *
 * A topic's centroid is the one the vector step between rival senses makes for it
 * (sense-vectors.ts: its name and path, its context words, its vertical's cue words),
 * the keyword's vector the rarity-weighted mean of its content words less the common
 * direction. The centroids are packed into one matrix per version per thread on first
 * use (about 3,300 topics on the full profile: 1.3 MB, a few hundred ms once).
 */
import type { IndexVersion } from '../../native-index/index.js';
import { Tokenizer } from '../../text/tokenizer.js';
import type { SenseVectors } from './sense-vectors.js';

export const NEAREST_TOPIC = {
  /**
   * Least cosine that answers. On the topical queries the nearest topic alone has the
   * right top tier for 54% of the queries at 0.4–0.5 and 40% at 0.3–0.4 (BENCHMARKS.md).
   */
  minSimilarity: 0.4,
  /**
   * How much of a group's radius its bound counts (1: exact). At 0.7 the answers of the
   * topical and KDD queries were those of the exact search, reading about a fifth of the
   * rows (BENCHMARKS.md).
   */
  reach: 0.7,
} as const;

let enabled = true;

/** Turns the step on or off in this thread (evaluations compare both in one run). */
export function setNearestTopic(on: boolean): void {
  enabled = on;
}

export function nearestTopicEnabled(): boolean {
  return enabled;
}

/** Key prefixes of the topical backbone's categories. */
const BACKBONE = ['tier:', 'topic:'] as const;

export interface NearestTopicAnswer {
  category: number;
  /** Cosine of the keyword's vector to the topic's centroid. */
  similarity: number;
}

const tokenizer = new Tokenizer();

export class NearestTopic {
  /** Category index of each row of `matrix`, in the index's (depth-first) order. */
  readonly topics: Int32Array;
  /** One unit centroid per topic, row after row. */
  private readonly matrix: Float32Array;
  private readonly dimensions: number;
  /**
   * Groups of rows: each top tier and depth-2 topic with the deeper topics after it, rows
   * [groupStart[g], groupStart[g + 1]); per group the mean of its rows and the largest
   * distance of a row from that mean.
   */
  private readonly groupStart: Int32Array;
  private readonly groupCenter: Float32Array;
  private readonly groupRadius: Float64Array;
  private readonly bound: Float64Array;
  private readonly unit: Float64Array;

  constructor(
    private readonly sense: SenseVectors,
    categories: readonly number[],
    depthOf: (category: number) => number,
    private readonly reach: number = NEAREST_TOPIC.reach,
  ) {
    const D = sense.dimensions;
    this.dimensions = D;
    const kept: number[] = [];
    const rows: Float32Array[] = [];
    const starts: number[] = [];
    for (const c of categories) {
      const v = sense.makeCentroid(c);
      if (v === null) continue;
      if (kept.length === 0 || depthOf(c) <= 2) starts.push(kept.length);
      kept.push(c);
      rows.push(v);
    }
    this.topics = Int32Array.from(kept);
    this.matrix = new Float32Array(kept.length * D);
    rows.forEach((v, k) => this.matrix.set(v, k * D));
    starts.push(kept.length);
    this.groupStart = Int32Array.from(starts);
    const G = starts.length - 1;
    this.groupCenter = new Float32Array(G * D);
    this.groupRadius = new Float64Array(G);
    for (let g = 0; g < G; g++) {
      const a = starts[g]!;
      const b = starts[g + 1]!;
      const at = g * D;
      for (let k = a; k < b; k++)
        for (let d = 0; d < D; d++) this.groupCenter[at + d]! += this.matrix[k * D + d]! / (b - a);
      let r = 0;
      for (let k = a; k < b; k++) {
        let ss = 0;
        for (let d = 0; d < D; d++)
          ss += (this.matrix[k * D + d]! - this.groupCenter[at + d]!) ** 2;
        if (ss > r) r = ss;
      }
      this.groupRadius[g] = Math.sqrt(r);
    }
    this.bound = new Float64Array(G);
    this.unit = new Float64Array(D);
  }

  /**
   * The topic nearest the text's content words at or above the least cosine, inside the
   * ranges [lo, hi) of the first `n` branches when n > 0; null when none is.
   *
   * A group is read only when its bound, the cosine to its mean plus `reach` times its
   * radius, beats the best so far; with reach 1 that is exact (a unit vector's
   * cosine to a row is at most its cosine to the mean plus the row's distance from it).
   */
  nearest(text: string, lo?: Int32Array, hi?: Int32Array, n = 0): NearestTopicAnswer | null {
    const sv = this.sense;
    sv.beginContext();
    tokenizer.reset(text);
    while (tokenizer.next()) sv.addContext(tokenizer.hash);
    if (!sv.endContext()) return null;
    const D = this.dimensions;
    const x = this.unit;
    const inv = sv.inverseContextLength;
    for (let d = 0; d < D; d++) x[d] = sv.context[d]! * inv;

    const G = this.groupRadius.length;
    const bound = this.bound;
    const centers = this.groupCenter;
    let first = 0;
    for (let g = 0, at = 0; g < G; g++, at += D) {
      bound[g] = dotAt(x, centers, at, D) + this.reach * this.groupRadius[g]!;
      if (bound[g]! > bound[first]!) first = g;
    }
    let best = -1;
    let bestDot: number = NEAREST_TOPIC.minSimilarity;
    const m = this.matrix;
    const topics = this.topics;
    const starts = this.groupStart;
    for (let i = -1; i < G; i++) {
      // The most promising group first, so that its best row prunes the others.
      const g = i < 0 ? first : i;
      if ((i >= 0 && g === first) || bound[g]! < bestDot) continue;
      for (let k = starts[g]!, e = starts[g + 1]!, at = k * D; k < e; k++, at += D) {
        const dot = dotAt(x, m, at, D);
        if (dot < bestDot) continue;
        if (n > 0 && !inside(topics[k]!, lo!, hi!, n)) continue;
        bestDot = dot;
        best = k;
      }
    }
    return best < 0 ? null : { category: topics[best]!, similarity: bestDot };
  }
}

/** x · m[at, at + D), in four sums: a quarter of the chain of dependent additions. */
function dotAt(x: Float64Array, m: Float32Array, at: number, D: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let d = 0;
  for (; d + 3 < D; d += 4) {
    s0 += x[d]! * m[at + d]!;
    s1 += x[d + 1]! * m[at + d + 1]!;
    s2 += x[d + 2]! * m[at + d + 2]!;
    s3 += x[d + 3]! * m[at + d + 3]!;
  }
  for (; d < D; d++) s0 += x[d]! * m[at + d]!;
  return s0 + s1 + s2 + s3;
}

function inside(c: number, lo: Int32Array, hi: Int32Array, n: number): boolean {
  for (let b = 0; b < n; b++) if (c >= lo[b]! && c < hi[b]!) return true;
  return false;
}

/** The backbone's categories: the top tiers and, below them, every `topic:` category under a backbone one. */
export function backboneTopics(index: IndexVersion): number[] {
  const out: number[] = [];
  const walk = (parent: number): void => {
    const end = index.subtreeEndAt(parent);
    for (let c = parent + 1; c < end; c = index.subtreeEndAt(c)) {
      if (!index.keyStartsWith(c, BACKBONE[1])) continue;
      out.push(c);
      walk(c);
    }
  };
  for (const t of index.topTiers()) {
    if (!index.keyStartsWith(t, BACKBONE[0])) continue;
    out.push(t);
    walk(t);
  }
  return out;
}

const made = new WeakMap<SenseVectors, NearestTopic>();

/** The nearest-topic step of the version whose vector step is `sense`, made once per thread. */
export function nearestTopicFor(index: IndexVersion, sense: SenseVectors): NearestTopic {
  let n = made.get(sense);
  if (n === undefined) {
    n = new NearestTopic(sense, backboneTopics(index), (c) => index.depthAt(c));
    made.set(sense, n);
  }
  return n;
}
