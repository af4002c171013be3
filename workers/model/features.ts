/**
 * The topic model's features of a text, shared by training (build-index/model/) and
 * inference (topic-model.ts) so both see exactly the same vector:
 *
 *  - unigrams: every normalized token (text/tokenizer.ts: folded, stemmed) that is
 *    not a function word;
 *  - bigrams: each pair of consecutive such tokens (function words between them are
 *    skipped: "bank of america" gives "bank america");
 *  - concepts: for every match of the rule automaton that is not inside a longer match
 *    and is not only function words, the model classes (nearest ancestor-or-self that is
 *    a class) of its MAX_SENSES most likely senses (by the rules' pair prior), each class
 *    counted once per text, so the model generalizes from the rules ("risotto" is in
 *    Food & Drink > Dish: that class is a feature of any text naming one). A class's top tier as a
 *    feature of its own, and every sense of very ambiguous names, were measured to add
 *    cost and no accuracy.
 *
 *  - vector cells (when the version has word vectors): the mean word vector of the text's
 *    content words as VECTOR_TABLES cell features (vector-cells.ts);
 *  - the nearest topic (FEATURES_VERSION 5, with vector cells): the model class of the
 *    backbone topic nearest the text's word vectors (workers/engine/nearest-topic.ts), given
 *    by the caller, and that class's top tier, as features of their own kinds (the tier
 *    one is seen by every text near any topic of the tier, so the tier head learns it; the
 *    class one alone barely moved the tier head on the small profile). The rules' concepts say what the text
 *    names; this says what its words sit beside ("rafael nadal": tennis), which the
 *    hashed words of a name the training never saw cannot.
 *
 * Each feature is hashed (murmur3 finalizer, a seed per kind) into 2^bucketBits buckets.
 * Words count 1 + ln(tf); words and concepts are scaled to unit length, so a long document
 * and a short post give logits of the same scale. The vector cells, together of length
 * VECTOR_WEIGHT, are added after that and the whole scaled to unit length again: the
 * vector's say does not shrink as a text grows.
 *
 * Bump the versions whenever any of this changes the output for some input: the model
 * file records the one it was trained with, and a worker refuses a model built for other
 * features, except the older sets it still reads: FEATURES_VERSION_CELLS (4), without the
 * nearest topic, and FEATURES_VERSION_WORDS (3), without vector cells either (versions
 * built without vectors.bin).
 */
import type { MatchList, RuleAutomaton } from '../../native-index/automaton/index.js';
import { Tokenizer } from '../../text/tokenizer.js';
import { fmix32 } from '../nlp/lid-hash.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import { VECTOR_TABLES, VectorCells } from './vector-cells.js';

/** Words, bigrams, concepts, vector cells and the nearest topic. */
export const FEATURES_VERSION = 5;
/** Words, bigrams, concepts and vector cells. */
export const FEATURES_VERSION_CELLS = 4;
/** Words, bigrams and concepts. */
export const FEATURES_VERSION_WORDS = 3;

const SEED_UNIGRAM = 0x9e3779b1;
const SEED_BIGRAM = 0x85ebca6b;
const SEED_CONCEPT = 0xc2b2ae35;
const SEED_VECTOR = 0x27d4eb2f;
const SEED_NEAREST = 0x165667b1;
const SEED_NEAREST_TIER = 0xd3a2646c;
/** Length of the vector cells' part of the features, against 1 for the words and concepts. */
export const VECTOR_WEIGHT = 1;
/** Weight of a concept feature relative to a word seen once. */
export const CONCEPT_WEIGHT = 1;
/** Weight of the nearest topic's feature relative to a word seen once. */
export const NEAREST_WEIGHT = 1;
/** Senses of one match that become concepts (the most likely ones). */
export const MAX_SENSES = 4;

export function unigramBucket(hash: number, mask: number): number {
  return fmix32(hash ^ SEED_UNIGRAM) & mask;
}

export function bigramBucket(prev: number, hash: number, mask: number): number {
  return fmix32(Math.imul(fmix32(prev ^ SEED_BIGRAM), 31) ^ hash) & mask;
}

export function conceptBucket(classOrdinal: number, mask: number): number {
  return fmix32(classOrdinal ^ SEED_CONCEPT) & mask;
}

export function nearestTopicBucket(classOrdinal: number, mask: number): number {
  return fmix32(classOrdinal ^ SEED_NEAREST) & mask;
}

export function nearestTierBucket(tierOrdinal: number, mask: number): number {
  return fmix32(tierOrdinal ^ SEED_NEAREST_TIER) & mask;
}

export function vectorCellBucket(table: number, code: number, mask: number): number {
  return fmix32(Math.imul(fmix32(table ^ SEED_VECTOR), 31) ^ code) & mask;
}

export interface FeatureConfig {
  bucketBits: number;
  /** Token hashes (Tokenizer.hash, unsigned) of the function words, ascending. */
  stopHashes: Uint32Array;
  /** Class ordinal of each category (its nearest ancestor-or-self that is a class). */
  classOf: Uint16Array;
  classCount: number;
  /**
   * The rules' prior of each (pattern, category) pair, aligned with the automaton's value
   * pool (rules.model `pairPrior`): picks a match's most likely senses. Without it, the
   * first MAX_SENSES in pool order.
   */
  pairPrior: Uint8Array | null;
  /** The version's word vectors: vector cells are features; null: none (FEATURES_VERSION_WORDS). */
  vectors: WordVectors | null;
  /** With vectors: the nearest topic is a feature (FEATURES_VERSION), else not (FEATURES_VERSION_CELLS). */
  nearestTopic: boolean;
  /** Top tier (class ordinal) of each class: the nearest topic's tier feature; null: none. */
  classTier: Uint16Array | null;
}

/**
 * Reusable feature extraction (no allocation per text once the buffers have grown).
 * After `extract`, features 0..n-1 are `buckets[k]` with value `values[k]`, each bucket once.
 */
export class FeatureExtractor {
  buckets = new Int32Array(256);
  values = new Float32Array(256);
  count = 0;

  private readonly mask: number;
  private readonly tk = new Tokenizer();
  /** Open-addressed set of the function-word hashes. */
  private readonly stopSet: Uint32Array;
  private readonly stopUsed: Uint8Array;
  private readonly classOf: Uint16Array;
  private readonly classTier: Uint16Array | null;
  private readonly pairPrior: Uint8Array | null;
  private readonly senseAt = new Int32Array(MAX_SENSES);
  // Open-addressed bucket -> feature slot table, cleared by stamp.
  private slotKey = new Int32Array(1024);
  private slotAt = new Int32Array(1024);
  private slotStamp = new Uint32Array(1024);
  private stamp = 0;
  // Concepts seen in this text (by class ordinal), cleared by stamp.
  private readonly conceptStamp: Uint32Array;
  private conceptEpoch = 0;
  // Per token of the text: 1 when it is a function word. Per token end: smallest match start.
  private stopTok = new Uint8Array(256);
  private endMin = new Int32Array(258);
  private readonly cells: VectorCells | null;
  private readonly codes = new Int32Array(VECTOR_TABLES);
  /** The features version this extractor computes. */
  readonly version: number;
  /** True when the nearest topic is a feature (the caller gives it to `extract`). */
  readonly usesNearestTopic: boolean;

  constructor(cfg: FeatureConfig) {
    this.mask = (1 << cfg.bucketBits) - 1;
    let size = 16;
    while (size < cfg.stopHashes.length * 4) size *= 2;
    this.stopSet = new Uint32Array(size);
    this.stopUsed = new Uint8Array(size);
    for (const h of cfg.stopHashes) {
      let s = fmix32(h) & (size - 1);
      while (this.stopUsed[s] === 1 && this.stopSet[s] !== h) s = (s + 1) & (size - 1);
      this.stopSet[s] = h;
      this.stopUsed[s] = 1;
    }
    this.classOf = cfg.classOf;
    this.classTier = cfg.classTier;
    this.pairPrior = cfg.pairPrior;
    this.conceptStamp = new Uint32Array(cfg.classCount);
    this.cells = cfg.vectors ? new VectorCells(cfg.vectors) : null;
    this.usesNearestTopic = this.cells !== null && cfg.nearestTopic;
    this.version = !this.cells
      ? FEATURES_VERSION_WORDS
      : this.usesNearestTopic
        ? FEATURES_VERSION
        : FEATURES_VERSION_CELLS;
  }

  /** True when the token hash is a function word. */
  isStop(h: number): boolean {
    const t = this.stopSet;
    const used = this.stopUsed;
    const mask = t.length - 1;
    for (let s = fmix32(h) & mask; used[s] === 1; s = (s + 1) & mask) if (t[s] === h) return true;
    return false;
  }

  /**
   * Features of `text`. Concepts come from `matched` (category indexes) when given, else
   * from the automaton's matches: `scan.list` already holding the scan of this text when
   * `scanned` is true, else scanned now with `scan.automaton`; with neither, words only.
   * `nearestTopic`: the category index of the backbone topic nearest the text, or -1.
   */
  extract(
    text: string,
    matched?: ArrayLike<number> | null,
    scan?: { automaton: RuleAutomaton; list: MatchList } | null,
    scanned = false,
    nearestTopic = -1,
  ): number {
    this.begin();
    const tk = this.tk;
    tk.reset(text);
    let T = 0;
    while (tk.next()) {
      if (T === this.stopTok.length) this.growTokens();
      this.stopTok[T++] = this.word(tk.hash) ? 0 : 1;
    }
    this.countWords();
    if (matched) {
      for (let i = 0; i < matched.length; i++) this.concept(matched[i]!);
    } else if (scan) {
      const n = scanned ? scan.list.count : scan.automaton.scanInto(text, scan.list);
      this.matchConcepts(scan.automaton.values, scan.list, n, T);
    }
    this.nearest(nearestTopic);
    this.normalize();
    return this.count;
  }

  /**
   * Features of a text given as its token hashes (Tokenizer.hash, in text order) and the
   * categories the rules found in it: what `extract(text, matched)` gives for that text,
   * for a caller that has tokenized it already (the document scorer, window by window).
   */
  extractTokens(
    hashes: ArrayLike<number>,
    n: number,
    matched: ArrayLike<number>,
    nearestTopic = -1,
  ): number {
    this.begin();
    for (let i = 0; i < n; i++) this.word(hashes[i]!);
    this.countWords();
    for (let i = 0; i < matched.length; i++) this.concept(matched[i]!);
    this.nearest(nearestTopic);
    this.normalize();
    return this.count;
  }

  // The previous content word of the text (for bigrams).
  private prev = 0;
  private havePrev = false;

  /** Adds a token's unigram and bigram unless it is a function word; false for a function word. */
  private word(h: number): boolean {
    if (this.isStop(h)) return false;
    this.add(unigramBucket(h, this.mask), 1);
    this.cells?.add(h);
    if (this.havePrev) this.add(bigramBucket(this.prev, h, this.mask), 1);
    this.prev = h;
    this.havePrev = true;
    return true;
  }

  /** Words count 1 + ln(tf) (called before any concept is added). */
  private countWords(): void {
    for (let k = 0; k < this.count; k++) {
      const tf = this.values[k]!;
      if (tf > 1) this.values[k] = 1 + Math.log(tf);
    }
  }

  /** Concepts of the matches not inside a longer one and not only function words. */
  private matchConcepts(values: Uint32Array, ml: MatchList, n: number, tokens: number): void {
    if (n === 0) return;
    // Matches come sorted by end. A match (s, e) is inside another when one ending after e
    // starts at or before s, or one ending at e starts before s.
    if (tokens + 2 > this.endMin.length) this.endMin = new Int32Array(2 * (tokens + 2));
    const endMin = this.endMin;
    for (let e = 0; e <= tokens + 1; e++) endMin[e] = 0x7fffffff;
    for (let j = 0; j < n; j++) {
      const e = ml.tokenEnd[j]!;
      if (e <= tokens && ml.tokenStart[j]! < endMin[e]!) endMin[e] = ml.tokenStart[j]!;
    }
    let suffix = 0x7fffffff; // smallest start of the matches ending after e
    for (let e = tokens, j = n - 1; e >= 1; e--) {
      for (; j >= 0 && ml.tokenEnd[j]! >= e; j--) {
        if (ml.tokenEnd[j]! !== e) continue;
        const s = ml.tokenStart[j]!;
        if (suffix <= s || endMin[e]! < s) continue;
        let content = false;
        for (let t = s; t < e && !content; t++) content = this.stopTok[t] === 0;
        if (!content) continue;
        this.senses(values, ml.valueStart[j]!, ml.valueEnd[j]!);
      }
      if (endMin[e]! < suffix) suffix = endMin[e]!;
    }
  }

  /** Concepts of the MAX_SENSES most likely of values[a..b) (ties: pool order). */
  private senses(values: Uint32Array, a: number, b: number): void {
    const pp = this.pairPrior;
    if (b - a <= MAX_SENSES || !pp) {
      for (let k = a, e = Math.min(b, a + MAX_SENSES); k < e; k++) this.concept(values[k]!);
      return;
    }
    const at = this.senseAt;
    let n = 0;
    for (let k = a; k < b; k++) {
      const q = pp[k]!;
      if (n === MAX_SENSES && q <= pp[at[n - 1]!]!) continue;
      let i = n < MAX_SENSES ? n++ : n - 1;
      while (i > 0 && pp[at[i - 1]!]! < q) {
        at[i] = at[i - 1]!;
        i--;
      }
      at[i] = k;
    }
    for (let i = 0; i < n; i++) this.concept(values[at[i]!]!);
  }

  private growTokens(): void {
    const b = new Uint8Array(this.stopTok.length * 2);
    b.set(this.stopTok);
    this.stopTok = b;
  }

  private begin(): void {
    this.count = 0;
    this.havePrev = false;
    this.cells?.reset();
    if (++this.stamp === 0xffffffff) {
      this.slotStamp.fill(0);
      this.stamp = 1;
    }
    if (++this.conceptEpoch === 0xffffffff) {
      this.conceptStamp.fill(0);
      this.conceptEpoch = 1;
    }
  }

  private concept(category: number): void {
    if (!((category | 0) === category && category >= 0 && category < this.classOf.length)) return;
    const k = this.classOf[category]!;
    const e = this.conceptEpoch;
    if (this.conceptStamp[k] !== e) {
      this.conceptStamp[k] = e;
      this.add(conceptBucket(k, this.mask), CONCEPT_WEIGHT);
    }
  }

  private nearest(category: number): void {
    if (!this.usesNearestTopic) return;
    if (!((category | 0) === category && category >= 0 && category < this.classOf.length)) return;
    const k = this.classOf[category]!;
    this.add(nearestTopicBucket(k, this.mask), NEAREST_WEIGHT);
    const tier = this.classTier?.[k];
    if (tier !== undefined) this.add(nearestTierBucket(tier, this.mask), NEAREST_WEIGHT);
  }

  private add(bucket: number, v: number): void {
    if (this.count * 2 >= this.slotKey.length) this.growSlots();
    const smask = this.slotKey.length - 1;
    let s = fmix32(bucket) & smask;
    for (;;) {
      if (this.slotStamp[s] !== this.stamp) {
        this.slotStamp[s] = this.stamp;
        this.slotKey[s] = bucket;
        const k = this.count++;
        if (k === this.buckets.length) this.growFeatures();
        this.slotAt[s] = k;
        this.buckets[k] = bucket;
        this.values[k] = v;
        return;
      }
      if (this.slotKey[s] === bucket) {
        const k = this.slotAt[s]!;
        this.values[k] = this.values[k]! + v;
        return;
      }
      s = (s + 1) & smask;
    }
  }

  private normalize(): void {
    this.unitLength();
    const cells = this.cells;
    if (!cells || cells.count === 0) return;
    cells.codes(this.codes);
    const v = VECTOR_WEIGHT / Math.sqrt(VECTOR_TABLES);
    for (let t = 0; t < VECTOR_TABLES; t++)
      this.add(vectorCellBucket(t, this.codes[t]!, this.mask), v);
    this.unitLength();
  }

  private unitLength(): void {
    let ss = 0;
    for (let k = 0; k < this.count; k++) ss += this.values[k]! * this.values[k]!;
    if (ss <= 0) return;
    const inv = 1 / Math.sqrt(ss);
    for (let k = 0; k < this.count; k++) this.values[k] = this.values[k]! * inv;
  }

  private growFeatures(): void {
    const b = new Int32Array(this.buckets.length * 2);
    b.set(this.buckets);
    this.buckets = b;
    const v = new Float32Array(this.values.length * 2);
    v.set(this.values);
    this.values = v;
  }

  /** Doubles the slot table and re-inserts the features of the current text. */
  private growSlots(): void {
    const size = this.slotKey.length * 2;
    this.slotKey = new Int32Array(size);
    this.slotAt = new Int32Array(size);
    this.slotStamp = new Uint32Array(size);
    this.stamp = 1;
    const smask = size - 1;
    for (let k = 0; k < this.count; k++) {
      const bucket = this.buckets[k]!;
      let s = fmix32(bucket) & smask;
      while (this.slotStamp[s] === 1) s = (s + 1) & smask;
      this.slotStamp[s] = 1;
      this.slotKey[s] = bucket;
      this.slotAt[s] = k;
    }
  }
}
