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
 * direction. The centroids are made at the build into the version's `topics.bin` (about
 * 3,300 topics on the full profile: 1.3 MB, one copy for all workers).
 */
import type { IndexVersion } from '../../native-index/index.js';
import {
  NEAREST_TOPICS_FILE,
  readNearestTopics,
  type NearestTopicArrays,
} from '../../native-index/nearest-topics-format.js';
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

/** True for the key of a topical backbone category (a top tier or a topic). */
export function isBackboneKey(key: string): boolean {
  return key.startsWith(BACKBONE[0]) || key.startsWith(BACKBONE[1]);
}

export interface NearestTopicAnswer {
  category: number;
  /** Cosine of the keyword's vector to the topic's centroid. */
  similarity: number;
}

const tokenizer = new Tokenizer();

/**
 * The centroids of `categories` (in the index's preorder; a category without one is left
 * out), grouped: each top tier and depth-2 topic with the deeper topics after it, with
 * the group's mean row and the largest distance of a row from it.
 */
export function makeNearestTopicArrays(
  sense: SenseVectors,
  categories: readonly number[],
  depthOf: (category: number) => number,
): NearestTopicArrays {
  const D = sense.dimensions;
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
  const matrix = new Float32Array(kept.length * D);
  rows.forEach((v, k) => matrix.set(v, k * D));
  starts.push(kept.length);
  const G = starts.length - 1;
  const groupCenter = new Float32Array(G * D);
  const groupRadius = new Float64Array(G);
  for (let g = 0; g < G; g++) {
    const a = starts[g]!;
    const b = starts[g + 1]!;
    const at = g * D;
    for (let k = a; k < b; k++)
      for (let d = 0; d < D; d++) groupCenter[at + d]! += matrix[k * D + d]! / (b - a);
    let r = 0;
    for (let k = a; k < b; k++) {
      let ss = 0;
      for (let d = 0; d < D; d++) ss += (matrix[k * D + d]! - groupCenter[at + d]!) ** 2;
      if (ss > r) r = ss;
    }
    groupRadius[g] = Math.sqrt(r);
  }
  return {
    dimensions: D,
    topics: Int32Array.from(kept),
    groupStart: Int32Array.from(starts),
    groupRadius,
    groupCenter,
    matrix,
  };
}

export class NearestTopic {
  /** Category index of each row of `matrix`, in the index's (depth-first) order. */
  readonly topics: Int32Array;
  /** One unit centroid per topic, row after row. */
  private readonly matrix: Float32Array;
  private readonly dimensions: number;
  /**
   * Groups of rows [groupStart[g], groupStart[g + 1]); per group the mean of its rows and
   * the largest distance of a row from that mean.
   */
  private readonly groupStart: Int32Array;
  private readonly groupCenter: Float32Array;
  private readonly groupRadius: Float64Array;
  private readonly bound: Float64Array;
  private readonly unit: Float64Array;

  constructor(
    private readonly sense: SenseVectors,
    arrays: NearestTopicArrays,
    private readonly reach: number = NEAREST_TOPIC.reach,
  ) {
    if (arrays.dimensions !== sense.dimensions)
      throw new RangeError(
        `centroids of ${arrays.dimensions} dimensions for vectors of ${sense.dimensions}`,
      );
    this.dimensions = arrays.dimensions;
    this.topics = arrays.topics;
    this.matrix = arrays.matrix;
    this.groupStart = arrays.groupStart;
    this.groupCenter = arrays.groupCenter;
    this.groupRadius = arrays.groupRadius;
    this.bound = new Float64Array(arrays.groupRadius.length);
    this.unit = new Float64Array(arrays.dimensions);
  }

  /**
   * The topic nearest the text's content words at or above the least cosine, inside the
   * ranges [lo, hi) of the first `n` branches when n > 0; null when none is.
   */
  nearest(text: string, lo?: Int32Array, hi?: Int32Array, n = 0): NearestTopicAnswer | null {
    this.contextOf(text);
    return this.search(lo, hi, n, false);
  }

  /** `nearest` for a text given as its token hashes (Tokenizer.hash), anywhere in the backbone. */
  nearestOfTokens(hashes: ArrayLike<number>, count: number): NearestTopicAnswer | null {
    const sv = this.sense;
    sv.beginContext();
    for (let i = 0; i < count; i++) sv.addContext(hashes[i]!);
    return this.search(undefined, undefined, 0, false);
  }

  /**
   * `nearest` outside the ranges [lo, hi) of the first `n` branches: the model's training,
   * where a topic's own texts would find the topic their words made.
   */
  nearestOutside(
    text: string,
    lo: Int32Array,
    hi: Int32Array,
    n: number,
  ): NearestTopicAnswer | null {
    this.contextOf(text);
    return this.search(lo, hi, n, true);
  }

  /** Makes the text's content words the vector step's context. */
  private contextOf(text: string): void {
    const sv = this.sense;
    sv.beginContext();
    tokenizer.reset(text);
    while (tokenizer.next()) sv.addContext(tokenizer.hash);
  }

  /**
   * The search over the context just made, inside the branches (or outside them). A group
   * is read only when its bound, the cosine to its mean plus `reach` times its radius,
   * beats the best so far; with reach 1 that is exact (a unit vector's cosine to a row is
   * at most its cosine to the mean plus the row's distance from it).
   */
  private search(
    lo: Int32Array | undefined,
    hi: Int32Array | undefined,
    n: number,
    outside: boolean,
  ): NearestTopicAnswer | null {
    const sv = this.sense;
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
        if (n > 0 && inside(topics[k]!, lo!, hi!, n) === outside) continue;
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
export function backboneTopics(
  index: Pick<IndexVersion, 'topTiers' | 'subtreeEndAt' | 'keyStartsWith'>,
): number[] {
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

/**
 * The nearest-topic step of the version whose vector step is `sense`, made once per
 * thread: over the version's `topics.bin` (shared bytes, no copy), or, for a version
 * built without the nearest-topics writer, made from the backbone here (a few hundred ms).
 */
export function nearestTopicFor(
  index: Pick<
    IndexVersion,
    'count' | 'hasFile' | 'file' | 'topTiers' | 'subtreeEndAt' | 'keyStartsWith' | 'depthAt'
  >,
  sense: SenseVectors,
): NearestTopic {
  let n = made.get(sense);
  if (n === undefined) {
    const arrays = index.hasFile(NEAREST_TOPICS_FILE)
      ? readNearestTopics(index.file(NEAREST_TOPICS_FILE), index.count)
      : makeNearestTopicArrays(sense, backboneTopics(index), (c) => index.depthAt(c));
    n = new NearestTopic(sense, arrays);
    made.set(sense, n);
  }
  return n;
}
