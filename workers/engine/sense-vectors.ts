/**
 * The vector step between a phrase's rival senses ("jaguar" the car or the cat): when the
 * rules' best sense has rivals in other verticals close behind it, the context's word
 * vectors may decide. In a keyword the rivals are those of every phrase it matched
 * ("cardinals" the bird against "habits" in "cardinals nesting habits"); in a document,
 * those of each mention. Each sense gets a centroid from where it sits and what it is said
 * with: its name and its ancestors' ("Pets & Animals > Wildlife > Mammals > Big Cats"), its
 * context words (rules.model) and its vertical's hand-listed cue words. The
 * context is the text's content words other than the phrase's (a keyword's aspect words,
 * "price", "facts", left out too). The sense whose centroid is nearest wins only when it
 * is nearer than the rules' choice by a clear margin (SENSE_VECTORS.margin), on its
 * own context and on the rival's; otherwise the rules' choice stands.
 *
 * Centroids are made on first use, per thread, and kept (at most SENSE_VECTORS.cached):
 * only categories that were once a close rival of another vertical's sense ever get one.
 * The vectors are the version's `vectors.bin`, views over the shared bytes.
 */
import type { IndexVersion } from '../../native-index/index.js';
import { commonDirection, rarityWeight, STOP_HASHES } from '../vectors/content-vector.js';
import { wordVectorsFor } from '../vectors/index.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import type { RuleEngine } from './rule-engine.js';
import { Tokenizer } from '../../text/tokenizer.js';

export const SENSE_VECTORS = {
  /** Rival senses considered: the best of each other vertical within this much of the rules' best score. */
  gap: 2,
  /**
   * Rival senses the hybrid's topic model may choose among where the vectors did not
   * decide (keywords-task.ts): those within this much of the rules' best score. A rules'
   * choice further ahead of every other vertical's sense is confident and stands.
   */
  modelGap: 1,
  /** The nearer sense wins when its cosine to the context beats the rules' choice's by at least this. */
  margin: 0.1,
  /** Centroids kept per thread (400 bytes each). */
  cached: 20_000,
  /**
   * Context words a centroid reads: the first this many. An entity's list may go on with
   * its rivals' names (a sports team's: the other teams of its league), which say the
   * team is meant but would pull its centroid towards what the names mean as words.
   */
  centroidContext: 12,
} as const;

let enabled = true;

/** Turns the vector step on or off in this thread (evaluations compare both in one run). */
export function setSenseVectors(on: boolean): void {
  enabled = on;
}

export function senseVectorsEnabled(): boolean {
  return enabled;
}

/** What a sense's centroid is made of. */
export interface SenseDescription {
  /** The category's vertical ordinal (its centroid leans towards the vertical's listed cue words). */
  vertical: number;
  /** The category's own name: rival senses share the phrase, not the rest of their names ("Bass guitar"). */
  name: string;
  /** The names of the category's ancestors, parent first. */
  path: readonly string[];
  /** Token hashes of its context words. */
  context: ArrayLike<number>;
}

/** The outcome of one decision, kept for explanations. */
export interface VectorChoice {
  /** The rules' choice, overruled when `chosen` differs. */
  rules: number;
  chosen: number;
  /** Cosine of the context to each rival considered (the rules' choice included), when kept. */
  similarity: ReadonlyMap<number, number>;
}

const tokenizer = new Tokenizer();
const NO_SIMILARITIES: ReadonlyMap<number, number> = new Map();

export class SenseVectors {
  readonly dimensions: number;
  /** The context vector being made (`beginContext`, `addContext`, `endContext`). */
  readonly context: Float64Array;
  private contextWeight = 0;
  /** 1 / the length of `context` (cosines without recomputing it). */
  private contextScale = 0;
  private readonly centroids = new Map<number, Float32Array | null>();
  /** `choose` scratch: each candidate's cosine to its own context. */
  private selfSims = new Float64Array(16);
  private readonly scratch: Float64Array;
  private readonly common: Float64Array;

  constructor(
    readonly vectors: WordVectors,
    private readonly describe: (category: number) => SenseDescription,
    private readonly listedCues: (
      fn: (hash: number, vertical: number, weight: number) => void,
    ) => void,
  ) {
    this.dimensions = vectors.dimensions;
    this.context = new Float64Array(this.dimensions);
    this.scratch = new Float64Array(this.dimensions);
    this.common = commonDirection(vectors);
  }

  /** Centroids made in this thread so far (memory: 400 bytes each). */
  get cachedCentroids(): number {
    return this.centroids.size;
  }

  /**
   * Adds `times` the weighted vector of the token with this hash into `acc`; returns the
   * weight added (0 for a stop word or a word without a vector).
   */
  addToken(hash: number, acc: Float64Array, times = 1): number {
    const h = hash >>> 0;
    if (STOP_HASHES.has(h)) return 0;
    const row = this.vectors.rowOfHash(h);
    if (row < 0) return 0;
    const w = rarityWeight(row) * times;
    this.vectors.addTo(row, acc, w);
    return w;
  }

  beginContext(): void {
    this.context.fill(0);
    this.contextWeight = 0;
  }

  addContext(hash: number): void {
    this.contextWeight += this.addToken(hash, this.context);
  }

  /** Makes `context` the mean less the common direction; false when no word had a vector. */
  endContext(sum: Float64Array = this.context, weight = this.contextWeight): boolean {
    if (weight <= 1e-9) return false;
    const ctx = this.context;
    let norm = 0;
    for (let d = 0; d < this.dimensions; d++) {
      ctx[d] = sum[d]! / weight - this.common[d]!;
      norm += ctx[d]! * ctx[d]!;
    }
    if (norm === 0) return false;
    this.contextScale = 1 / Math.sqrt(norm);
    return true;
  }

  /** 1 / the length of `context` once made (`endContext`). */
  get inverseContextLength(): number {
    return this.contextScale;
  }

  /** Cosine of `context` to the category's centroid; NaN when it has none. */
  similarity(category: number): number {
    const c = this.centroidOf(category);
    if (c === null) return NaN;
    const x = this.context;
    let dot = 0;
    for (let d = 0; d < this.dimensions; d++) dot += x[d]! * c[d]!;
    return dot * this.contextScale;
  }

  /**
   * The rules' choice, the candidate at `best` among the scored candidates [from, to)
   * (categories, scores, verticals), or the rival nearer its context by the margin.
   * `similarityOf(k, of)` is the cosine of candidate k to the context of candidate `of`'s
   * phrase (`similarity` once that context is made; NaN: no opinion); a document's
   * candidates share one context and ignore `of`. A rival wins only when it is nearer its
   * own context than the rules' vertical is to its own context and to the rival's: the
   * words that pull towards the rival must not pull towards the rules' sense as much. In
   * a keyword of two phrases each is the other's context, and without this a modifier's
   * sense wins over the head's on the head's own word ("red lipstick": the colour, near
   * "lipstick"). Null when there was nothing to decide (no rival of another vertical
   * close enough, or no context). Without `keep` the similarities are not kept
   * (`similarity` empty: plain classification, no explanation).
   */
  choose(
    best: number,
    categories: ArrayLike<number>,
    scores: ArrayLike<number>,
    verticals: ArrayLike<number>,
    from: number,
    to: number,
    similarityOf: (k: number, of: number) => number,
    keep = true,
  ): VectorChoice | null {
    const floor = scores[best]! - SENSE_VECTORS.gap;
    const bestVertical = verticals[best]!;
    let rival = false;
    for (let k = from; k < to && !rival; k++)
      rival = verticals[k] !== bestVertical && scores[k]! >= floor;
    if (!rival) return null;
    const similarity = keep ? new Map<number, number>() : null;
    const rules = categories[best]!;
    // A vertical is as near as its nearest close candidate: the rules' choice speaks for
    // its vertical with the best of its senses ("cardinals" the bird beside "feeder").
    let own = -Infinity;
    let top = -Infinity;
    if (this.selfSims.length < to - from) this.selfSims = new Float64Array(2 * (to - from));
    const sims = this.selfSims;
    for (let k = from; k < to; k++) {
      sims[k - from] = NaN;
      if (scores[k]! < floor) continue;
      const s = similarityOf(k, k);
      sims[k - from] = s;
      if (s !== s) continue;
      const c = categories[k]!;
      if (similarity !== null && !(similarity.get(c)! >= s)) similarity.set(c, s);
      if (verticals[k] === bestVertical) {
        if (s > own) own = s;
      } else if (s > top) top = s;
    }
    if (own === -Infinity) return null;
    let chosen = rules;
    let gain = SENSE_VECTORS.margin;
    if (top - own >= gain)
      for (let r = from; r < to; r++) {
        if (verticals[r] === bestVertical || scores[r]! < floor) continue;
        const s = sims[r - from]!;
        if (!(s - own >= gain)) continue;
        let near = own;
        for (let k = from; k < to && s - near >= gain; k++)
          if (verticals[k] === bestVertical && scores[k]! >= floor) {
            const o = similarityOf(k, r);
            if (o > near) near = o;
          }
        if (s - near >= gain) {
          gain = s - near;
          chosen = categories[r]!;
        }
      }
    return { rules, chosen, similarity: similarity ?? NO_SIMILARITIES };
  }

  private centroidOf(category: number): Float32Array | null {
    const known = this.centroids.get(category);
    if (known !== undefined) return known;
    const made = this.makeCentroid(category);
    if (this.centroids.size >= SENSE_VECTORS.cached)
      this.centroids.delete(this.centroids.keys().next().value!);
    this.centroids.set(category, made);
    return made;
  }

  /** Per vertical, the unit mean vector of its listed cue words (made on first use). */
  private verticalCues: Float64Array[] | null = null;

  private verticalCue(vertical: number): Float64Array | undefined {
    if (this.verticalCues === null) {
      const sums: Float64Array[] = [];
      const weights: number[] = [];
      this.listedCues((hash, v, cue) => {
        while (sums.length <= v) {
          sums.push(new Float64Array(this.dimensions));
          weights.push(0);
        }
        weights[v]! += this.addToken(hash, sums[v]!, cue / 255);
      });
      this.verticalCues = sums.map((sum, v) => {
        const unit = new Float64Array(this.dimensions);
        this.addUnit(sum, weights[v]!, unit);
        return unit;
      });
    }
    return this.verticalCues[vertical];
  }

  /**
   * unit(mean of its name's and path's words) + unit(mean of its first context words) +
   * unit(mean of its vertical's listed cue words), to unit length; not kept (`similarity` keeps what it makes).
   */
  makeCentroid(category: number): Float32Array | null {
    const D = this.dimensions;
    const { name: own, path, context, vertical } = this.describe(category);
    const out = new Float64Array(D);
    const part = this.scratch;
    let parts = 0;
    part.fill(0);
    let w = 0;
    for (const name of [...path, own]) {
      tokenizer.reset(name);
      while (tokenizer.next()) w += this.addToken(tokenizer.hash, part);
    }
    if (this.addUnit(part, w, out)) parts++;
    part.fill(0);
    w = 0;
    const words = Math.min(context.length, SENSE_VECTORS.centroidContext);
    for (let k = 0; k < words; k++) w += this.addToken(context[k]!, part);
    if (this.addUnit(part, w, out)) parts++;
    if (parts === 0) return null;
    const cues = this.verticalCue(vertical);
    if (cues) for (let d = 0; d < D; d++) out[d]! += cues[d]!;
    let norm = 0;
    for (let d = 0; d < D; d++) norm += out[d]! * out[d]!;
    if (norm === 0) return null;
    const k = 1 / Math.sqrt(norm);
    return Float32Array.from(out, (x) => x * k);
  }

  /** Adds the unit vector of (sum / weight − common) into `out`; false when empty. */
  private addUnit(sum: Float64Array, weight: number, out: Float64Array): boolean {
    if (weight <= 1e-9) return false;
    let norm = 0;
    for (let d = 0; d < this.dimensions; d++) {
      sum[d] = sum[d]! / weight - this.common[d]!;
      norm += sum[d]! * sum[d]!;
    }
    if (norm === 0) return false;
    const k = 1 / Math.sqrt(norm);
    for (let d = 0; d < this.dimensions; d++) out[d]! += sum[d]! * k;
    return true;
  }
}

const opened = new WeakMap<IndexVersion, SenseVectors | null>();

/**
 * The vector step of a version, made once per version per thread; null when the version
 * has no word vectors.
 */
export function senseVectorsFor(
  index: IndexVersion,
  engine: Pick<RuleEngine, 'contextWords' | 'verticalOf' | 'forEachListedCue'>,
): SenseVectors | null {
  const known = opened.get(index);
  if (known !== undefined) return known;
  const vectors = wordVectorsFor(index);
  const made = vectors === null ? null : makeSenseVectors(vectors, index, engine);
  opened.set(index, made);
  return made;
}

/**
 * The vector step over these vectors: a category described by its name, its ancestors'
 * names, its context words (`engine.contextWords`) and its vertical. Also for a build in
 * progress (the model writer), which has no IndexVersion yet.
 */
export function makeSenseVectors(
  vectors: WordVectors,
  index: Pick<IndexVersion, 'parentAt' | 'nameAt'>,
  engine: Pick<RuleEngine, 'contextWords' | 'verticalOf' | 'forEachListedCue'>,
): SenseVectors {
  return new SenseVectors(
    vectors,
    (c) => {
      const path: string[] = [];
      for (let a = index.parentAt(c); a >= 0; a = index.parentAt(a)) path.push(index.nameAt(a));
      return {
        name: index.nameAt(c),
        path,
        context: engine.contextWords(c),
        vertical: engine.verticalOf(c),
      };
    },
    (fn) => engine.forEachListedCue(fn),
  );
}
