/**
 * Inference of the topic model (format.ts) over an index version's shared bytes.
 *
 * Per text: features (features.ts: one tokenizer pass, and one automaton scan unless
 * the caller passes its own scan or the categories it matched), then one sparse pass
 * over the weight rows of those features (one contiguous read per row), which touches
 * only the classes that have a weight for one of them; every other class keeps its
 * bias. The softmax normalizer is exact: the bias terms of all classes are summed once
 * at open, and the touched classes' terms are swapped for their full logits. Then the
 * temperature and the calibration map (native-index/model-calibration.ts) of the depth
 * asked for and the text's length. Top tiers come from the tier head instead (a softmax
 * over the top tiers alone, on the same features: model-format.ts). Cost: a 200-character post touches a few hundred classes through
 * about 800 weights; most of the time goes to cache misses on the rows and one exp per
 * touched class (BENCHMARKS.md).
 *
 * No allocation per text except the returned array; not re-entrant (one per thread).
 */
import type { IndexVersion } from '../../native-index/index.js';
import {
  MatchList,
  openRuleAutomaton,
  type RuleAutomaton,
} from '../../native-index/automaton/index.js';
import { readRulesModel, RULES_FILES } from '../../native-index/rules-format.js';
import { applyCalibration, calibrationRow } from '../../native-index/model-calibration.js';
import {
  FEATURES_VERSION,
  FEATURES_VERSION_CELLS,
  FEATURES_VERSION_WORDS,
  FeatureExtractor,
} from './features.js';
import { VECTORS_FILE } from '../../native-index/vectors-format.js';
import { WordVectors } from '../vectors/word-vectors.js';
import { expNonPositive } from './table-exp.js';
import {
  MODEL_FILE,
  MODEL_MAX_DEPTH,
  ModelFormatError,
  parseModelStats,
  readModel,
  type ModelArrays,
  type ModelStats,
} from '../../native-index/model-format.js';

export interface ModelPrediction {
  /** Category index in the version. */
  category: number;
  /** Calibrated probability, 0..1. */
  probability: number;
}

export interface PredictOptions {
  /**
   * Categories the rules found in the text (category indexes; each class counts once).
   * The model was trained on the classes of the 4 likeliest senses of every automaton
   * match that is neither inside a longer match nor only function words; `matches`
   * reproduces that exactly and is the better way to skip the second scan. Pass an empty
   * array to use the words only.
   */
  matched?: ArrayLike<number>;
  /**
   * The rule automaton's scan of this same text, when the caller has one (this version's
   * rules automaton, e.g. `ruleEngineFor(index).automaton.scanInto(text, list)`): used
   * as is instead of a second scan. Ignored when `matched` is given.
   */
  matches?: MatchList;
  /**
   * The category index of the backbone topic nearest the text (-1: none), when the caller
   * has it; else the model's `nearestTopics` source is asked (models of FEATURES_VERSION 5).
   */
  nearestTopic?: number | undefined;
  /** Most predictions returned (default 5). */
  topK?: number;
  /** Predictions below this probability are left out (default 0). */
  minProbability?: number;
  /**
   * 3 (default): the model's classes as they are (a class is at depth 1, 2 or 3). 2:
   * probabilities summed up to the ancestors at depth 2 (classes shallower stay). 1: the
   * top tiers, from the tier head.
   */
  depth?: 1 | 2 | 3;
  /**
   * The deepest level that is sure enough: the classes when one reaches `minProbability`,
   * else the depth-2 ancestors (probabilities summed over the classes under them), else the
   * top tiers (the tier head). A text that is surely Sports but unsure which sport gets Sports. Each level
   * has its own calibration map, so the threshold is a probability at every level.
   * Ignores `depth`.
   */
  rollUp?: boolean;
  /**
   * With rollUp: when no level reaches `minProbability`, the best classes at any
   * probability instead of none (the same scoring pass: for explanations).
   */
  orBest?: boolean;
}

/** Raw class scores of one feature vector (for evaluation and calibration at build time). */
export interface ClassScores {
  /** Touched class ordinals 0..n-1 in `classes`, their logits (bias + weights, before the temperature) in `logits`. */
  n: number;
  classes: Int32Array;
  logits: Float64Array;
}

/**
 * What finds the backbone topic nearest a text (category index, -1 for none) for a model
 * that has it as a feature: the engine's nearest-topic step (workers/engine/engine-model.ts).
 */
export interface NearestTopicSource {
  ofText(text: string): number;
  ofTokens(hashes: ArrayLike<number>, count: number): number;
}

export class TopicModel {
  readonly version: string;
  /** Category index of each class. */
  readonly classes: Int32Array;
  readonly temperature: number;
  readonly bucketBits: number;
  /** Bytes of the model file (shared, counted once per process). */
  readonly bytes: number;

  private readonly m: ModelArrays;
  /** The rows as float32 (a row's first word is its scale). */
  private readonly scales: Float32Array;
  private readonly headScales: Float32Array;
  /** Tier head scratch: per top tier its logit, then its probability. */
  private readonly headProb: Float64Array;
  private readonly headOrder: Int32Array;
  /** The top tiers' probability is the mean of the head's and the classes' summed under each tier. */
  readonly tierBlend: boolean;
  /** Tier head ordinal of each class's top tier, and each tier's classes' bias mass (expBias summed). */
  private readonly headOfClass: Uint16Array;
  private readonly headUnder: Float64Array;
  private readonly rolledScratch: Float64Array;
  private readonly features: FeatureExtractor;
  private readonly automaton: RuleAutomaton | null;
  private readonly matchList = new MatchList(64);
  private statsCache: ModelStats | null = null;
  /** True when the model was trained with the nearest topic as a feature. */
  readonly usesNearestTopic: boolean;

  // Per-call scratch, sized by the class count.
  private readonly score: Float64Array;
  private readonly mark: Uint32Array;
  private readonly touched: Int32Array;
  private readonly logits: Float64Array;
  /** Per touched class (same order as touched): its unnormalized softmax term (softmaxTerms). */
  private readonly terms: Float64Array;
  /** Of the last softmaxTerms: the epoch it was computed for, the bias scale and the normalizer. */
  private termsEpoch = 0;
  private biasScale = 1;
  private z = 0;
  private epoch = 0;
  /** Epoch of aggMark: its own, since one text can be rolled up to more than one depth. */
  private aggEpoch = 0;
  private nTouched = 0;
  // The best candidates of a text: class (or ancestor) ordinals and unnormalized masses, best first.
  private topCat = new Int32Array(8);
  private topVal = new Float64Array(8);
  // Per live feature of a text: its row bounds and its value times the row scale.
  private rowA = new Uint32Array(256);
  private rowE = new Uint32Array(256);
  private rowX = new Float64Array(256);
  /** Ancestor class at depth 1 and 2 of each class (itself when shallower). */
  private readonly ancestor: [Uint16Array, Uint16Array];
  /** Classes in descending bias order, and the ancestors at depth 1 and 2 in descending bias mass: untouched candidates. */
  private readonly byBias: Int32Array;
  private readonly byUnder: [Int32Array, Int32Array];
  private readonly aggMark: Uint32Array;
  private readonly aggSum: Float64Array;
  private readonly aggList: Int32Array;
  // Temperature-dependent bias terms: max bias / T, and per class exp(bias/T - that max), their sums per ancestor.
  private readonly biasMax: number;
  private readonly expBias: Float64Array;
  private readonly expBiasTotal: number;
  private readonly expBiasUnder: [Float64Array, Float64Array];

  constructor(
    index: Pick<
      IndexVersion,
      'version' | 'count' | 'file' | 'hasFile' | 'depthAt' | 'ancestorAtDepth'
    >,
    bytes?: Uint8Array,
    /**
     * Gives a text's nearest topic when the caller does not (`PredictOptions.nearestTopic`)
     * to a model that has it as a feature; without it such a model reads every text as
     * having none.
     */
    readonly nearestTopics: NearestTopicSource | null = null,
  ) {
    this.version = index.version;
    const raw = bytes ?? index.file(MODEL_FILE);
    this.bytes = raw.byteLength;
    const m = readModel(raw, index.count);
    if (
      m.featuresVersion !== FEATURES_VERSION &&
      m.featuresVersion !== FEATURES_VERSION_CELLS &&
      m.featuresVersion !== FEATURES_VERSION_WORDS
    ) {
      throw new ModelFormatError(
        `built for features version ${m.featuresVersion}, this reader computes ${FEATURES_VERSION} (and ${FEATURES_VERSION_CELLS} and ${FEATURES_VERSION_WORDS}, older)`,
      );
    }
    const withVectors = m.featuresVersion !== FEATURES_VERSION_WORDS;
    this.usesNearestTopic = m.featuresVersion === FEATURES_VERSION;
    if (withVectors && !index.hasFile(VECTORS_FILE))
      throw new ModelFormatError(
        `trained with vector features, but the version has no ${VECTORS_FILE}`,
      );
    this.m = m;
    this.scales = new Float32Array(m.rows.buffer, m.rows.byteOffset, m.rows.length);
    this.headScales = new Float32Array(
      m.head.rows.buffer,
      m.head.rows.byteOffset,
      m.head.rows.length,
    );
    this.headProb = new Float64Array(m.head.tiers.length);
    this.headOrder = new Int32Array(m.head.tiers.length);
    this.classes = m.classes;
    this.temperature = m.temperature;
    this.bucketBits = m.bucketBits;
    const C = m.classes.length;

    // Classes must be categories of depth 1..3 whose ancestors at depth 1 and 2 are classes too.
    const ordinalOf = new Map<number, number>();
    for (let c = 0; c < C; c++) ordinalOf.set(m.classes[c]!, c);
    const anc1 = new Uint16Array(C);
    const anc2 = new Uint16Array(C);
    for (let c = 0; c < C; c++) {
      const cat = m.classes[c]!;
      const d = index.depthAt(cat);
      if (d > MODEL_MAX_DEPTH)
        throw new ModelFormatError(
          `class ${c} is category ${cat} at depth ${d}, deeper than ${MODEL_MAX_DEPTH}`,
        );
      const a1 = ordinalOf.get(index.ancestorAtDepth(cat, 1));
      const a2 = d >= 2 ? ordinalOf.get(index.ancestorAtDepth(cat, 2)) : c;
      if (a1 === undefined || a2 === undefined)
        throw new ModelFormatError(`an ancestor of class ${c} (category ${cat}) is not a class`);
      if (m.classTier[c] !== a1)
        throw new ModelFormatError(
          `class ${c}: stored top tier ${m.classTier[c]} is not its top tier ${a1}`,
        );
      anc1[c] = a1;
      anc2[c] = a2;
    }
    this.ancestor = [anc1, anc2];

    this.automaton =
      index.hasFile(RULES_FILES.automaton) && index.hasFile(RULES_FILES.tokens)
        ? openRuleAutomaton({
            'automaton.bin': index.file(RULES_FILES.automaton),
            'tokens.bin': index.file(RULES_FILES.tokens),
          })
        : null;
    let pairPrior: Uint8Array | null = null;
    if (this.automaton && index.hasFile(RULES_FILES.model)) {
      pairPrior = readRulesModel(index.file(RULES_FILES.model)).pairPrior;
      if (pairPrior.length !== this.automaton.values.length)
        throw new Error(`${RULES_FILES.model} does not belong to ${RULES_FILES.automaton}`);
    }
    this.features = new FeatureExtractor({
      bucketBits: m.bucketBits,
      stopHashes: m.stopHashes,
      classOf: m.classOf,
      classCount: C,
      pairPrior,
      vectors: withVectors ? new WordVectors(index.file(VECTORS_FILE)) : null,
      nearestTopic: this.usesNearestTopic,
      classTier: m.classTier,
    });

    this.score = new Float64Array(C);
    this.mark = new Uint32Array(C);
    this.touched = new Int32Array(C);
    this.logits = new Float64Array(C);
    this.terms = new Float64Array(C);
    this.aggMark = new Uint32Array(C);
    this.aggSum = new Float64Array(C);
    this.aggList = new Int32Array(C);

    const T = m.temperature;
    let bmax = -Infinity;
    for (let c = 0; c < C; c++) if (m.bias[c]! / T > bmax) bmax = m.bias[c]! / T;
    this.biasMax = bmax;
    this.expBias = new Float64Array(C);
    const under1 = new Float64Array(C);
    const under2 = new Float64Array(C);
    let total = 0;
    for (let c = 0; c < C; c++) {
      const e = Math.exp(m.bias[c]! / T - bmax);
      this.expBias[c] = e;
      total += e;
      under1[anc1[c]!] = under1[anc1[c]!]! + e;
      under2[anc2[c]!] = under2[anc2[c]!]! + e;
    }
    this.expBiasTotal = total;
    this.expBiasUnder = [under1, under2];
    this.tierBlend = m.tierBlend;
    const headAt = new Map<number, number>();
    m.head.tiers.forEach((c, t) => headAt.set(c, t));
    this.headOfClass = Uint16Array.from(anc1, (a) => headAt.get(a)!);
    this.headUnder = Float64Array.from(m.head.tiers, (c) => under1[c]!);
    this.rolledScratch = new Float64Array(m.head.tiers.length);
    this.byBias = Int32Array.from({ length: C }, (_, c) => c).sort(
      (a, b) => m.bias[b]! - m.bias[a]! || a - b,
    );
    const byMass = (anc: Uint16Array, mass: Float64Array): Int32Array =>
      Int32Array.from(new Set(anc)).sort((a, b) => mass[b]! - mass[a]! || a - b);
    this.byUnder = [byMass(anc1, under1), byMass(anc2, under2)];
  }

  /** How the model was trained and how it scored on held-out records (from the file). */
  get stats(): ModelStats {
    return (this.statsCache ??= parseModelStats(this.m.stats));
  }

  /** Class ordinal of a category index (-1 when it is not a class). */
  classOrdinal(category: number): number {
    const c = this.m.classOf[category];
    return c !== undefined && this.m.classes[c] === category ? c : -1;
  }

  /** The class a category falls under (its nearest ancestor-or-self class), as a category index. */
  classCategoryOf(category: number): number {
    const c = this.m.classOf[category];
    if (c === undefined) throw new RangeError(`category index ${category} out of range`);
    return this.m.classes[c]!;
  }

  /**
   * The text's nearest topic as this model reads it (category index; -1 for none, and
   * always for a model without the feature), from `nearestTopics`: for a caller that
   * predicts more than once on one text and gives it as `PredictOptions.nearestTopic`.
   */
  nearestTopicOfText(text: string): number {
    return this.usesNearestTopic ? (this.nearestTopics?.ofText(text) ?? -1) : -1;
  }

  /** `nearestTopicOfText` for a text given as its token hashes. */
  nearestTopicOfTokens(hashes: ArrayLike<number>, n: number): number {
    return this.usesNearestTopic ? (this.nearestTopics?.ofTokens(hashes, n) ?? -1) : -1;
  }

  /**
   * The most probable categories for the text, best first, probabilities calibrated
   * (see PredictOptions). Texts of any length: features are normalized to unit length.
   */
  predict(text: string, opts: PredictOptions = {}): ModelPrediction[] {
    if (!((opts.topK ?? 5) >= 1)) return [];
    const f = this.features;
    const input = typeof text === 'string' ? text : '';
    const nearest = opts.nearestTopic ?? this.nearestTopicOfText(input);
    if (opts.matched) f.extract(input, opts.matched, null, false, nearest);
    else if (opts.matches && this.automaton)
      f.extract(input, null, { automaton: this.automaton, list: opts.matches }, true, nearest);
    else
      f.extract(
        input,
        null,
        this.automaton ? { automaton: this.automaton, list: this.matchList } : null,
        false,
        nearest,
      );
    return this.predictFeatures(opts);
  }

  /**
   * `predict` for a text the caller has tokenized already: its token hashes
   * (Tokenizer.hash, in text order) and the categories the rules found in it.
   */
  predictTokens(
    hashes: ArrayLike<number>,
    n: number,
    matched: ArrayLike<number>,
    opts: PredictOptions = {},
  ): ModelPrediction[] {
    if (!((opts.topK ?? 5) >= 1)) return [];
    const nearest = opts.nearestTopic ?? this.nearestTopicOfTokens(hashes, n);
    this.features.extractTokens(hashes, n, matched, nearest);
    return this.predictFeatures(opts);
  }

  /**
   * `predict` again on the features of the last text read (`predict` or `predictTokens`),
   * with other options: a caller that asks twice about one text reads it once.
   */
  predictAgain(opts: PredictOptions = {}): ModelPrediction[] {
    if (!((opts.topK ?? 5) >= 1)) return [];
    return this.predictFeatures(opts);
  }

  private predictFeatures(opts: PredictOptions): ModelPrediction[] {
    const f = this.features;
    this.scoreFeatures(f.buckets, f.values, f.count);
    const topK = opts.topK ?? 5;
    const minP = opts.minProbability ?? 0;
    const depth = opts.depth ?? MODEL_MAX_DEPTH;
    if (opts.rollUp !== true)
      return depth === 1 ? this.topTiers(topK, minP) : this.top(topK, minP, depth, f.count);
    // top() reads only the last scoreFeatures' logits, so each level is one more pass over the touched classes.
    for (let d = MODEL_MAX_DEPTH; d >= 2; d--) {
      const found = this.top(topK, minP, d, f.count);
      if (found.length > 0) return found;
    }
    const tiers = this.topTiers(topK, minP);
    if (tiers.length > 0) return tiers;
    return opts.orBest === true ? this.top(topK, 0, MODEL_MAX_DEPTH, f.count) : [];
  }

  /** The tier head's best top tiers for the last extracted features, calibrated. */
  private topTiers(topK: number, minP: number): ModelPrediction[] {
    const f = this.features;
    const p = this.scoreTiers(f.buckets, f.values, f.count);
    if (this.tierBlend) this.blendRolledUp(p);
    const H = p.length;
    const order = this.headOrder;
    for (let t = 0; t < H; t++) order[t] = t;
    order.sort((a, b) => p[b]! - p[a]! || a - b);
    const row = calibrationRow(1, f.count);
    const out: ModelPrediction[] = [];
    for (let k = 0; k < H && k < topK; k++) {
      const t = order[k]!;
      const probability = applyCalibration(this.m.calibration, row, p[t]!);
      if (probability < minP) break;
      out.push({ category: this.classes[this.m.head.tiers[t]!]!, probability });
    }
    return out;
  }

  /**
   * The top tiers' probabilities for a feature vector as the model reports them before
   * calibration (the tier head's, or with tierBlend the mean of those and the classes'
   * rolled up), in the order of the file's head tiers. The returned array is reused by
   * the next call. Scores the classes too when blended (as scoreFeatures).
   */
  tierProbabilities(
    buckets: ArrayLike<number>,
    values: ArrayLike<number>,
    n: number,
  ): Float64Array {
    if (this.tierBlend) this.scoreFeatures(buckets, values, n);
    const p = this.scoreTiers(buckets, values, n);
    if (this.tierBlend) this.blendRolledUp(p);
    return p;
  }

  /**
   * Turns the head's softmax `p` into the mean of it and the probabilities of the last
   * scoreFeatures' classes (at the temperature, untouched classes at their bias) summed
   * under each tier.
   */
  private blendRolledUp(p: Float64Array): void {
    this.softmaxTerms();
    const n = this.nTouched;
    const touched = this.touched;
    const terms = this.terms;
    const expBias = this.expBias;
    const biasScale = this.biasScale;
    const r = this.rolledScratch;
    const H = r.length;
    for (let t = 0; t < H; t++) r[t] = this.headUnder[t]! * biasScale;
    for (let i = 0; i < n; i++) {
      const c = touched[i]!;
      const h = this.headOfClass[c]!;
      r[h] = r[h]! + (terms[i]! - expBias[c]! * biasScale);
    }
    const z = this.z;
    for (let t = 0; t < H; t++) p[t] = (p[t]! + r[t]! / z) / 2;
  }

  /**
   * The softmax terms of the last scoreFeatures' touched classes at the temperature
   * (`terms`, shifted by the largest of max bias/T and the touched logits/T), the scale of
   * the untouched classes' bias terms, and the normalizer Z: computed once per scoring,
   * however many depths a text is rolled up to.
   */
  private softmaxTerms(): void {
    if (this.termsEpoch === this.epoch) return;
    this.termsEpoch = this.epoch;
    const n = this.nTouched;
    const touched = this.touched;
    const logits = this.logits;
    const expBias = this.expBias;
    const terms = this.terms;
    const invT = 1 / this.temperature;
    let shift = this.biasMax;
    for (let i = 0; i < n; i++) if (logits[i]! * invT > shift) shift = logits[i]! * invT;
    const biasScale = Math.exp(this.biasMax - shift);
    // Z = sum over untouched of exp(bias/T - shift) + sum over touched of exp(logit/T - shift).
    let z = this.expBiasTotal * biasScale;
    for (let i = 0; i < n; i++) {
      const v = expNonPositive(logits[i]! * invT - shift);
      terms[i] = v;
      z += v - expBias[touched[i]!]! * biasScale;
    }
    this.biasScale = biasScale;
    this.z = z;
  }

  /**
   * The tier head's softmax over the top tiers for a feature vector (uncalibrated; in
   * the order of the file's head tiers). The returned array is reused by the next call.
   */
  scoreTiers(buckets: ArrayLike<number>, values: ArrayLike<number>, n: number): Float64Array {
    const head = this.m.head;
    const p = this.headProb;
    const H = p.length;
    for (let t = 0; t < H; t++) p[t] = head.bias[t]!;
    const rowStart = head.rowStart;
    const rows = head.rows;
    for (let k = 0; k < n; k++) {
      const b = buckets[k]!;
      const a = rowStart[b]!;
      const e = rowStart[b + 1]!;
      if (a === e) continue;
      const x = values[k]! * this.headScales[a]!;
      for (let i = a + 1; i < e; i++) {
        const w = rows[i]!;
        const t = w & 0xffff;
        p[t] = p[t]! + ((w << 8) >> 24) * x;
      }
    }
    let max = -Infinity;
    for (let t = 0; t < H; t++) if (p[t]! > max) max = p[t]!;
    let z = 0;
    for (let t = 0; t < H; t++) z += p[t] = Math.exp(p[t]! - max);
    for (let t = 0; t < H; t++) p[t] = p[t]! / z;
    return p;
  }

  /**
   * Logits of the touched classes for a feature vector (bias + weights, before the
   * temperature). The returned arrays are reused by the next call.
   */
  scoreFeatures(buckets: ArrayLike<number>, values: ArrayLike<number>, n: number): ClassScores {
    const m = this.m;
    const score = this.score;
    const mark = this.mark;
    const touched = this.touched;
    if (++this.epoch === 0xffffffff) {
      mark.fill(0);
      this.epoch = 1;
    }
    const ep = this.epoch;
    let t = 0;
    const rowStart = m.rowStart;
    const rows = m.rows;
    const scales = this.scales;
    // Three passes so that the cache misses of one pass are independent loads the CPU
    // overlaps: row offsets, then each row's scale (its first word), then the entries.
    if (n > this.rowA.length) this.growRows(n);
    const ra = this.rowA;
    const re = this.rowE;
    const rx = this.rowX;
    let live = 0;
    for (let k = 0; k < n; k++) {
      const b = buckets[k]!;
      const a = rowStart[b]!;
      const e = rowStart[b + 1]!;
      if (a === e) continue;
      ra[live] = a;
      re[live] = e;
      rx[live++] = values[k]!;
    }
    for (let k = 0; k < live; k++) rx[k] = rx[k]! * scales[ra[k]!]!;
    for (let k = 0; k < live; k++) {
      const x = rx[k]!;
      for (let i = ra[k]! + 1, e = re[k]!; i < e; i++) {
        const w = rows[i]!;
        const c = w & 0xffff;
        if (mark[c] !== ep) {
          mark[c] = ep;
          score[c] = 0;
          touched[t++] = c;
        }
        score[c] = score[c]! + ((w << 8) >> 24) * x;
      }
    }
    const logits = this.logits;
    for (let i = 0; i < t; i++) {
      const c = touched[i]!;
      logits[i] = m.bias[c]! + score[c]!;
    }
    this.nTouched = t;
    return { n: t, classes: touched, logits };
  }

  private growRows(n: number): void {
    const size = Math.max(n, 2 * this.rowA.length);
    this.rowA = new Uint32Array(size);
    this.rowE = new Uint32Array(size);
    this.rowX = new Float64Array(size);
  }

  /** Top classes from the last scoreFeatures, calibrated, rolled up to `depth`. */
  private top(topK: number, minP: number, depth: number, features: number): ModelPrediction[] {
    this.softmaxTerms();
    const n = this.nTouched;
    const touched = this.touched;
    const terms = this.terms;
    const expBias = this.expBias;
    const biasScale = this.biasScale;
    // Candidates are ranked by their unnormalized terms; minProbability is applied to the
    // final list (the calibration map is monotone, so what it cuts is a tail of it).
    const z = this.z;
    const C = this.classes.length;
    const K = topK < C ? topK : C;
    if (K > this.topCat.length) this.growTop(K);
    const topCat = this.topCat;
    const topVal = this.topVal;
    let nTop = 0;

    if (depth >= MODEL_MAX_DEPTH) {
      let best = 0;
      for (let i = 0; i < n; i++) if (terms[i]! > best) best = terms[i]!;
      const byBias = this.byBias;
      if (minP > 0) {
        // The best untouched class is the first in bias order. The calibration map is
        // monotone: when even the best class falls below minP, every class does.
        for (let k = 0; k < C; k++) {
          const c = byBias[k]!;
          if (this.mark[c] === this.epoch) continue;
          if (expBias[c]! * biasScale > best) best = expBias[c]! * biasScale;
          break;
        }
        const q = z > 0 ? best / z : 0;
        if (
          applyCalibration(this.m.calibration, calibrationRow(depth, features), q > 1 ? 1 : q) <
          minP
        )
          return [];
      }
      for (let i = 0; i < n; i++) {
        const c = touched[i]!;
        const v = terms[i]!;
        if (nTop < K || v > topVal[K - 1]! || (v === topVal[K - 1]! && c < topCat[K - 1]!))
          nTop = offerTop(topCat, topVal, nTop, K, c, v);
      }
      // Untouched classes compete at their bias, largest first, until one cannot enter.
      for (let k = 0; k < C; k++) {
        const c = byBias[k]!;
        if (this.mark[c] === this.epoch) continue;
        const v = expBias[c]! * biasScale;
        if (nTop === K && v < topVal[K - 1]!) break;
        nTop = offerTop(topCat, topVal, nTop, K, c, v);
      }
    } else {
      // Roll up to ancestors at `depth` (1 or 2): their untouched mass plus the touched terms.
      const anc = this.ancestor[depth - 1]!;
      const under = this.expBiasUnder[depth - 1]!;
      const aggMark = this.aggMark;
      const aggSum = this.aggSum;
      const list = this.aggList;
      if (++this.aggEpoch === 0xffffffff) {
        aggMark.fill(0);
        this.aggEpoch = 1;
      }
      const aep = this.aggEpoch;
      let na = 0;
      for (let i = 0; i < n; i++) {
        const c = touched[i]!;
        const a = anc[c]!;
        if (aggMark[a] !== aep) {
          aggMark[a] = aep;
          aggSum[a] = under[a]! * biasScale;
          list[na++] = a;
        }
        aggSum[a] = aggSum[a]! + terms[i]! - expBias[c]! * biasScale;
      }
      for (let i = 0; i < na; i++)
        nTop = offerTop(topCat, topVal, nTop, K, list[i]!, aggSum[list[i]!]!);
      // Ancestors no touched class fell under compete with their bias mass, largest first.
      const byUnder = this.byUnder[depth - 1]!;
      for (let k = 0; k < byUnder.length; k++) {
        const a = byUnder[k]!;
        if (aggMark[a] === aep) continue;
        const v = under[a]! * biasScale;
        if (nTop === K && v < topVal[K - 1]!) break;
        nTop = offerTop(topCat, topVal, nTop, K, a, v);
      }
    }

    const out: ModelPrediction[] = [];
    if (!(z > 0)) return out;
    const map = this.m.calibration;
    const row = calibrationRow(depth, features);
    for (let i = 0; i < nTop; i++) {
      const q = topVal[i]! / z;
      const probability = applyCalibration(map, row, q > 1 ? 1 : q < 0 ? 0 : q);
      if (probability < minP) break;
      out.push({ category: this.classes[topCat[i]!]!, probability });
    }
    return out;
  }

  private growTop(k: number): void {
    this.topCat = new Int32Array(k);
    this.topVal = new Float64Array(k);
  }
}

/**
 * Offers (c, v) to the best-first list topCat/topVal of n entries (at most k; ties by
 * class ordinal); returns the new length.
 */
function offerTop(
  topCat: Int32Array,
  topVal: Float64Array,
  n: number,
  k: number,
  c: number,
  v: number,
): number {
  let i: number;
  if (n < k) i = n++;
  else {
    const lv = topVal[k - 1]!;
    if (v < lv || (v === lv && c > topCat[k - 1]!)) return n;
    i = k - 1;
  }
  while (i > 0 && (topVal[i - 1]! < v || (topVal[i - 1]! === v && topCat[i - 1]! > c))) {
    topVal[i] = topVal[i - 1]!;
    topCat[i] = topCat[i - 1]!;
    i--;
  }
  topVal[i] = v;
  topCat[i] = c;
  return n;
}
