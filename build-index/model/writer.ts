/**
 * Writes `model.bin` (native-index/model-format.ts): the topic model, trained at every build
 * from the version's own categories and rules (README "Model-based classification").
 *
 *  1. classes (classes.ts) and the function words left out of the features;
 *  2. examples: the taxonomy's own text (corpus.ts), the Wikidata descriptions of its
 *     brands (entity-descriptions.ts), the keyword dataset's keywords the rules confirm
 *     (keyword-examples.ts) and distant supervision by the rule engine (distant.ts), as
 *     feature vectors (dataset.ts, the workers' extractor, with vector cells when the
 *     build has word vectors, and then each text's nearest backbone topic, its own topic
 *     left out); split by source record: 90% train, 5% calibration, 5% test;
 *  3. a sparse softmax trained on the train split (train.ts), pruned and quantized; the
 *     tier head, a softmax over the top tiers on the same examples (tier-head.ts);
 *  4. the stored model scored on the held-out splits; temperature and isotonic maps
 *     fitted on the calibration split (calibrate.ts; the top tiers' maps on the tier
 *     head); accuracy and reliability measured on the test split (stats.ts) and stored
 *     in the file.
 *
 * Must run after the rules writer (it reads the rule automaton). Deterministic: the same
 * categories give the same bytes. Progress: stages "model examples", "model training"
 * (per epoch), "model calibration".
 */
import { MatchList, openRuleAutomaton } from '../../native-index/automaton/index.js';
import { FUNCTION_WORDS } from '../rules/cue-lexicon.js';
import { RuleEngine } from '../../workers/engine/rule-engine.js';
import { readRulesModel, RULES_FILES } from '../../native-index/rules-format.js';
import { FeatureExtractor } from '../../workers/model/features.js';
import { VECTORS_FILE } from '../../native-index/vectors-format.js';
import { WordVectors } from '../../workers/vectors/word-vectors.js';
import { CALIBRATION_POINTS, CALIBRATION_ROWS } from '../../native-index/model-calibration.js';
import { encodeModel, MODEL_FILE, type ModelArrays } from '../../native-index/model-format.js';
import { TopicModel } from '../../workers/model/topic-model.js';
import { makeSenseVectors } from '../../workers/engine/sense-vectors.js';
import {
  isBackboneKey,
  nearestTopicFor,
  type NearestTopic,
} from '../../workers/engine/nearest-topic.js';
import { Tokenizer } from '../../text/tokenizer.js';
import type { IndexFileWriter, IndexWriterContext, Profile } from '../build.js';
import {
  calibrationMap,
  fitDepthMaps,
  fitTemperature,
  outcomes,
  scoreExamples,
} from './calibrate.js';
import { ancestorClasses, selectClasses, type ModelClasses } from './classes.js';
import { modelStats } from './stats.js';
import { BackgroundWords } from './background-words.js';
import { categoryTexts, TEXT_KINDS, TIER_ONLY_KINDS } from './corpus.js';
import { DOC_MAX, ExampleBuilder, type Examples, type NearestTopicFeature } from './dataset.js';
import { distantTexts, type DistantStats } from './distant.js';
import { entityDescriptionTexts } from './entity-descriptions.js';
import { keywordTexts, type KeywordStats } from './keyword-examples.js';
import { SPLIT_CODE } from './split.js';
import { storedBias } from './stored-bias.js';
import { quantizeRows, trainSoftmax, type SoftmaxOptions } from './train.js';
import { topTierOutcome, trainTierHead } from './tier-head.js';
import { versionView } from './version-view.js';

export interface ModelHyper extends Omit<SoftmaxOptions, 'classes' | 'onEpoch'> {
  /** Share of source records used (by key hash). */
  recordShare: number;
  /** Weights smaller than this are not stored. */
  prune: number;
  /**
   * Share of the trained class biases that is stored. The biases learn the classes' share
   * of the training texts, which is the taxonomy's shape (WordNet gives Science thousands
   * of texts), not what people write about: at full share a real post or article goes to the
   * classes with the most training text whatever it says (BENCHMARKS.md, "Topic model with
   * vectors"). A small share keeps them only as a tie-breaker between classes the text
   * says nothing about. Calibration is fitted after, on the stored biases.
   */
  priorShare: number;
  /**
   * Prior of a class outside the topical backbone (a WordNet sense, a kind, a place, an
   * industry) against a backbone topic's, multiplied into the stored biases. The training
   * texts are the taxonomy's own, where dictionary senses have most of the text; people
   * write about topics. Chosen on the topical queries (the tuned set), BENCHMARKS.md.
   */
  offBackbonePrior: number;
}

/** The full profile trains on everything; the small one (tests, development) on a quarter of the records, in seconds. */
export const MODEL_HYPER: Record<Profile, ModelHyper> = {
  full: {
    bucketBits: 20,
    recordShare: 1,
    epochs: 5,
    learningRate: 2,
    biasLearningRate: 0.05,
    l2: 1e-6,
    maxClassesPerFeature: 16,
    adagradInit: 0.1,
    prune: 0.01,
    priorShare: 0.1,
    offBackbonePrior: 0.2,
    seed: 0x5047,
  },
  small: {
    bucketBits: 18,
    recordShare: 0.25,
    epochs: 3,
    learningRate: 2,
    biasLearningRate: 0.05,
    l2: 1e-6,
    maxClassesPerFeature: 16,
    adagradInit: 0.1,
    prune: 0.01,
    priorShare: 0.1,
    offBackbonePrior: 0.2,
    seed: 0x5047,
  },
};

export const modelWriter: IndexFileWriter = async (ctx) => ({
  [MODEL_FILE]: trainModel(ctx, MODEL_HYPER[ctx.profile]),
});

/** True when every token of a word is a function word of the extractor. */
function isFunctionWordOf(fx: FeatureExtractor): (word: string) => boolean {
  const tk = new Tokenizer();
  return (word) => {
    tk.reset(word);
    while (tk.next()) if (!fx.isStop(tk.hash)) return false;
    return true;
  };
}

/** Token hashes of the function words, ascending, each once. */
export function functionWordHashes(): Uint32Array {
  const tk = new Tokenizer();
  const set = new Set<number>();
  for (const w of FUNCTION_WORDS) {
    tk.reset(w);
    while (tk.next()) set.add(tk.hash);
  }
  return Uint32Array.from([...set].sort((a, b) => a - b));
}

/** Examples of a split: the class model's (`tierHead` false), or all, tier documents included. */
function rowsOf(ex: Examples, split: number, tierHead = false): Uint32Array {
  const tierOnly = new Set([...TIER_ONLY_KINDS].map((k) => TEXT_KINDS.indexOf(k)));
  const out: number[] = [];
  for (let i = 0; i < ex.n; i++)
    if (ex.split[i] === split && (tierHead || !tierOnly.has(ex.kind[i]!))) out.push(i);
  return Uint32Array.from(out);
}

/** What training needs from the build: the classes, the function words and the examples. */
export interface ModelCorpus {
  cls: ModelClasses;
  stopHashes: Uint32Array;
  ex: Examples;
  byKind: Record<string, number>;
  distant: DistantStats;
  keywords: KeywordStats;
  /** The features version of the examples (with or without vector cells). */
  featuresVersion: number;
}

export function trainModel(ctx: IndexWriterContext, hyper: ModelHyper): Uint8Array {
  return fitModel(ctx, modelCorpus(ctx, hyper), hyper);
}

/** 1-2: classes and examples. */
export function modelCorpus(ctx: IndexWriterContext, hyper: ModelHyper): ModelCorpus {
  const progress = ctx.onProgress ?? (() => {});
  const cats = ctx.categories;
  if (
    !ctx.files[RULES_FILES.automaton] ||
    !ctx.files[RULES_FILES.tokens] ||
    !ctx.files[RULES_FILES.model]
  ) {
    throw new Error(
      `model writer: no ${RULES_FILES.automaton} yet; list the model writer after the rules writer`,
    );
  }
  const cls = selectClasses(cats);
  const stopHashes = functionWordHashes();
  const automaton = openRuleAutomaton({
    'automaton.bin': ctx.files[RULES_FILES.automaton]!,
    'tokens.bin': ctx.files[RULES_FILES.tokens]!,
  });
  const view = versionView(ctx);
  const engine = new RuleEngine(view);

  progress('model examples', 0, 3);
  const { pairPrior } = readRulesModel(ctx.files[RULES_FILES.model]!);
  const vectors = ctx.files[VECTORS_FILE] ? new WordVectors(ctx.files[VECTORS_FILE]) : null;
  const fx = new FeatureExtractor({
    bucketBits: hyper.bucketBits,
    stopHashes,
    classOf: cls.classOf,
    classCount: cls.classes.length,
    pairPrior,
    vectors,
    nearestTopic: true,
    classTier: cls.classTier,
  });
  const share = { recordShare: hyper.recordShare };
  const nearest =
    vectors && fx.usesNearestTopic
      ? nearestTopicFeature(ctx, nearestTopicFor(view, makeSenseVectors(vectors, view, engine)))
      : null;
  const background = vectors ? new BackgroundWords(vectors, isFunctionWordOf(fx)) : null;
  const builder = new ExampleBuilder(
    fx,
    { automaton, list: new MatchList(64) },
    cls.classTier,
    nearest,
    background,
  );
  for (const t of categoryTexts(cats, cls.classOf, share)) builder.add(t);
  for (const t of entityDescriptionTexts(cats, cls.classOf, share)) builder.add(t);
  progress('model examples', 1, 3);
  const keywords: KeywordStats = { candidates: 0, accepted: 0 };
  for (const t of keywordTexts(engine, cats, cls.classOf, share, keywords)) builder.add(t);
  progress('model examples', 2, 3);
  const ownedGlosses = new Set<string>();
  for (const c of cats) if (c.gloss) ownedGlosses.add(c.gloss);
  const distant: DistantStats = { candidates: 0, accepted: 0 };
  const owned = (offset: string, gloss: string) =>
    ctx.indexOfKey.has(`wn:${offset}`) || ownedGlosses.has(gloss);
  for (const t of distantTexts(
    engine,
    cls.classOf,
    owned,
    { recordShare: hyper.recordShare },
    distant,
  ))
    builder.add(t);
  ownedGlosses.clear();
  const ex = builder.finish();
  progress('model examples', 3, 3);
  return {
    cls,
    stopHashes,
    ex,
    byKind: builder.byKind,
    distant,
    keywords,
    featuresVersion: fx.version,
  };
}

/** The nearest topic of a training text, never at or below the topics its records are. */
function nearestTopicFeature(ctx: IndexWriterContext, topics: NearestTopic): NearestTopicFeature {
  const backbone = new Set(topics.topics);
  let lo = new Int32Array(DOC_MAX);
  let hi = new Int32Array(DOC_MAX);
  return {
    ownTopic(record) {
      const c = ctx.indexOfKey.get(record);
      return c !== undefined && backbone.has(c) ? c : -1;
    },
    of(text, own) {
      if (own.length > lo.length) {
        lo = new Int32Array(own.length);
        hi = new Int32Array(own.length);
      }
      for (let b = 0; b < own.length; b++) {
        lo[b] = own[b]!;
        hi[b] = ctx.categories[own[b]!]!.end;
      }
      return topics.nearestOutside(text, lo, hi, own.length)?.category ?? -1;
    },
  };
}

/** 3-4: training, quantization, calibration; the file's bytes. */
export function fitModel(
  ctx: IndexWriterContext,
  corpus: ModelCorpus,
  hyper: ModelHyper,
  hooks: { onEpoch?: (epoch: number, meanLoss: number) => void } = {},
): Uint8Array {
  const progress = ctx.onProgress ?? (() => {});
  const cats = ctx.categories;
  const { cls, stopHashes, ex, distant } = corpus;
  const C = cls.classes.length;
  const view = versionView(ctx);

  const train = rowsOf(ex, SPLIT_CODE.train);
  progress('model training', 0, hyper.epochs);
  const trained = trainSoftmax(ex, train, {
    ...hyper,
    classes: C,
    onEpoch: (epoch, loss) => {
      progress('model training', epoch, hyper.epochs);
      hooks.onEpoch?.(epoch, loss);
    },
  });
  const q = quantizeRows(trained, hyper.prune);
  const bias = storedBias(trained.bias, (c) => isBackboneKey(cats[cls.classes[c]!]!.key), hyper);
  const head = trainTierHead(ex, rowsOf(ex, SPLIT_CODE.train, true), cls.classTier, {
    bucketBits: hyper.bucketBits,
    epochs: hyper.epochs,
    learningRate: hyper.learningRate,
    biasLearningRate: hyper.biasLearningRate,
    l2: hyper.l2,
    adagradInit: hyper.adagradInit,
    seed: hyper.seed,
    prune: hyper.prune,
    priorShare: hyper.priorShare,
  });

  // 4. Calibration and held-out figures, on the model as stored.
  progress('model calibration', 0, 1);
  const identity = Uint16Array.from({ length: C }, (_, c) => c);
  const arrays: ModelArrays = {
    categoryCount: cats.length,
    featuresVersion: corpus.featuresVersion,
    bucketBits: hyper.bucketBits,
    temperature: 1,
    classes: cls.classes,
    classTier: cls.classTier,
    classOf: cls.classOf,
    bias,
    rowStart: q.rowStart,
    rows: q.rows,
    stopHashes,
    calibration: identityMap(),
    stats: new Uint8Array(0),
    head: head.arrays,
    tierBlend: false,
  };
  const draft = encodeModel(arrays);
  // Only the weights are scored here (scoreFeatures): no automaton; the vectors, which a
  // model with vector features requires.
  const draftView = {
    ...view,
    file: (name: string) => (name === VECTORS_FILE ? view.file(name) : draft),
    hasFile: (name: string) => name === VECTORS_FILE && view.hasFile(name),
  };
  const model = new TopicModel(draftView, draft);
  const calibrationRows = rowsOf(ex, SPLIT_CODE.calibration);
  const testRows = rowsOf(ex, SPLIT_CODE.test);
  const calibration = scoreExamples(model, ex, calibrationRows);
  const test = scoreExamples(model, ex, testRows);
  const temperature = fitTemperature(calibration, bias);
  // The top tiers' probability blends the head's with the classes' rolled up at this
  // temperature: the model that reports it, for the top tiers' maps and figures.
  const blended = new TopicModel(
    draftView,
    encodeModel({ ...arrays, temperature, tierBlend: true }),
  );
  // Rows of the calibration map: classes, depth 2 (rolled up), top tiers (the blend).
  const rollups = [identity, ancestorClasses(cats, cls, 2), cls.classTier];
  const map = calibrationMap([
    ...rollups
      .slice(0, 2)
      .flatMap((anc) => fitDepthMaps(calibration, outcomes(calibration, bias, anc, temperature))),
    ...tierMaps(blended, ex, rowsOf(ex, SPLIT_CODE.calibration, true), head.headOf),
  ]);
  const classesByDepth: Record<string, number> = {};
  for (const c of cls.classes)
    classesByDepth[cats[c]!.depth] = (classesByDepth[cats[c]!.depth] ?? 0) + 1;
  const stats = modelStats({
    ex,
    cls,
    classesByDepth,
    byKind: corpus.byKind,
    distant,
    keywords: corpus.keywords,
    hyper,
    nnz: q.nnz,
    test,
    bias,
    temperature,
    map,
    rollups,
    tiers: topTierOutcome(blended, ex, testRows, head.headOf),
    tierHead: topTierOutcome(model, ex, testRows, head.headOf),
    tierHeadNnz: head.nnz,
  });
  progress('model calibration', 1, 1);
  return encodeModel({
    ...arrays,
    temperature,
    tierBlend: true,
    calibration: map,
    stats: new TextEncoder().encode(JSON.stringify(stats)),
  });
}

/** The top tiers' calibration rows, fitted on the tier head's calibration examples (tier documents included). */
function tierMaps(
  model: TopicModel,
  ex: Examples,
  rows: Uint32Array,
  headOf: Uint16Array,
): Float32Array[] {
  return fitDepthMaps(scoreExamples(model, ex, rows), topTierOutcome(model, ex, rows, headOf));
}

/** The map that leaves probabilities as they are. */
function identityMap(): Float32Array {
  const m = new Float32Array(CALIBRATION_ROWS * CALIBRATION_POINTS);
  for (let r = 0; r < CALIBRATION_ROWS; r++)
    for (let k = 0; k < CALIBRATION_POINTS; k++)
      m[r * CALIBRATION_POINTS + k] = k / (CALIBRATION_POINTS - 1);
  return m;
}
