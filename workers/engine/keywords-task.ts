/**
 * The `classify-keywords` task (protocol in keywords-protocol.ts): a batch of keywords
 * through the rule engine of the task's index version, with flags when asked, within the
 * time budget. Never throws on odd input: a keyword that is not a string, or has no
 * token, gets -1 and no flags.
 */
import type { IndexVersion } from '../../native-index/index.js';
import type { KeywordTaskInput, KeywordTaskOutput } from './keywords-protocol.js';
import { ruleEngineFor, type RuleEngine } from './rule-engine.js';
import { ENGLISH_LAZY, languageChoiceFor } from './language-choice.js';
import { DEFAULT_ML_THRESHOLD, type ModelPrediction, type TopicModel } from '../model/index.js';
import { engineModelFor } from './engine-model.js';
import {
  explainKeyword,
  type KeywordExplanation,
  type ModelSensePick,
  type OverruledSense,
} from './keyword-explanation.js';
import { modelOpinion, opinionOptions } from './model-opinion.js';
import { splitRunTogether } from './run-together.js';
import {
  nearestTopicEnabled,
  nearestTopicFor,
  type NearestTopic,
  type NearestTopicAnswer,
} from './nearest-topic.js';

/** The model's nearest-topic feature when it is not searched for. */
const NO_NEAREST_TOPIC = -1;

/**
 * A rules' answer the hybrid's model may replace (isWeakSense). On the 1,850 queries of our
 * sets, WordNet senses off the topics scoring under 1, in keywords of two words or more
 * that are no function word, aspect word, number or code, were wrong more often than the
 * model sure of another category; in keywords of one such word the model was worse.
 */
export const WEAK_KEYWORD_SENSE = { score: 1, strongWords: 2 } as const;

/** Model predictions looked at per keyword (the best inside the branches is taken). */
const MODEL_TOP_K = 5;

const NO_FLAGS: number[] = [];

/** The clock is read every this many keywords. */
const CLOCK_EVERY = 8;

export function classifyKeywordsTask(
  index: IndexVersion,
  input: KeywordTaskInput,
): KeywordTaskOutput {
  const engine = ruleEngineFor(index);
  const choice = languageChoiceFor(index);
  const keywords: unknown[] = Array.isArray(input?.keywords) ? input.keywords : [];
  const n = keywords.length;
  const wantFlags = input?.flags === true;
  const addLastNode = input?.addLastNode !== false;
  const budget =
    typeof input?.budgetMs === 'number' && Number.isFinite(input.budgetMs)
      ? Math.max(0, input.budgetMs)
      : -1;

  // Branches as subtree ranges; indexes out of range are ignored (the route validates ids).
  const raw = Array.isArray(input?.branches) ? input.branches : [];
  const lo = new Int32Array(raw.length);
  const hi = new Int32Array(raw.length);
  let nb = 0;
  for (const b of raw) {
    if (!Number.isInteger(b) || b < 0 || b >= index.count) continue;
    lo[nb] = b;
    hi[nb] = index.subtreeEndAt(b);
    nb++;
  }
  const restrict = raw.length > 0;
  const type = input?.classificationType ?? 1;
  const model = type === 1 ? null : engineModelFor(index);
  const threshold =
    typeof input?.mlThreshold === 'number' ? input.mlThreshold : DEFAULT_ML_THRESHOLD;
  const fromModel = (kw: string, nearestTopic?: number): number =>
    model ? bestPrediction(model, kw, threshold, lo, hi, restrict ? nb : -1, nearestTopic) : -1;
  // The nearest-topic step, opened on first use.
  const sense = type === 0 ? engine.senseVectors : null;
  let made: NearestTopic | null = null;
  const topicsOf = (): NearestTopic | null =>
    sense === null ? null : (made ??= nearestTopicFor(index, sense));

  const categories: number[] = new Array<number>(n).fill(-1);
  // Keywords without flags share one empty array (the reply is encoded, never mutated).
  const flags: number[][] = new Array<number[]>(n).fill(NO_FLAGS);
  const explanations: Array<KeywordExplanation | null> | undefined =
    input?.explain === true ? new Array<KeywordExplanation | null>(n).fill(null) : undefined;
  const allowed = (c: number) => !restrict || inside(c, lo, hi, nb);
  const t0 = performance.now();
  let done = 0;
  for (let k = 0; k < n; k++) {
    if (budget >= 0 && k % CLOCK_EVERY === 0 && performance.now() - t0 >= budget) break;
    const kw = keywords[k];
    if (typeof kw === 'string' && kw.length > 0) {
      // Branches given but none valid: nothing can be chosen.
      const none = restrict && nb === 0;
      const byEngine = type !== 2 && !none;
      // A keyword read in English on trust is settled by its English scan's words.
      const first = byEngine
        ? choice.firstReadingOfQuery(kw, input?.language)
        : choice.readingOfQuery(kw, input?.language);
      let reading = first ?? ENGLISH_LAZY;
      /** The language the keyword was read in last: its flags are read in it too. */
      let read = reading.lang;
      engine.setLanguage(choice.rewriterOf(reading.lang));
      let c = none
        ? -1
        : type === 2
          ? fromModel(kw)
          : engine.classify(kw, lo, hi, restrict ? nb : 0);
      // A person's name and nothing more is no word of another language, nor run-together words.
      const asName = byEngine && engine.readAsName;
      if (first === null && !asName) {
        const settled = choice.settledReading(kw, engine.scanned);
        if (settled !== null) {
          reading = settled;
          if (settled.lang !== 'en') {
            read = settled.lang;
            engine.setLanguage(choice.rewriterOf(settled.lang));
            const other = engine.classify(kw, lo, hi, restrict ? nb : 0);
            // What English found stays when the keyword's language finds nothing.
            if (other >= 0 || c < 0) c = other;
            else engine.setLanguage(null);
          }
        }
      }
      const fallback =
        c < 0 && byEngine && !asName
          ? reading.lazy
            ? choice.fallbackOf(kw)
            : reading.fallback
          : null;
      if (fallback !== null) {
        read = fallback;
        engine.setLanguage(choice.rewriterOf(fallback));
        c = engine.classify(kw, lo, hi, restrict ? nb : 0);
      }
      /** The keyword as the rules and the model last read it: with its run-together words split. */
      let asRead = kw;
      if (c < 0 && type === 0 && !none && !asName) {
        const split = splitRunTogether(engine.automaton, kw, engine.knownWords);
        if (split !== null) {
          // Split in English even when another language was tried last: a run-together
          // word ("mensrings") looks foreign to language identification.
          const english = read === 'en';
          if (!english) engine.setLanguage(choice.rewriterOf('en'));
          const found = engine.classify(split, lo, hi, restrict ? nb : 0);
          if (english || found >= 0) {
            asRead = split;
            c = found;
            read = 'en';
          } else engine.setLanguage(choice.rewriterOf(read));
        }
      }
      const byRules = type !== 2 && c >= 0;
      // The topic nearest the keyword as read, anywhere: a feature of the model, searched once.
      let nearRead: NearestTopicAnswer | null | undefined;
      const nearestOfRead = (): NearestTopicAnswer | null =>
        nearRead !== undefined ? nearRead : (nearRead = topicsOf()?.nearest(asRead) ?? null);
      const feature = (): number | undefined =>
        model?.usesNearestTopic && sense ? (nearestOfRead()?.category ?? -1) : undefined;
      // Between rival senses the context's vectors left standing, the model when it is sure.
      let picked: ModelSensePick | null = null;
      // Whether the model read this keyword last (the weak-sense step reuses its features).
      let rivalAsked = false;
      if (byRules && type === 0 && model && engine.hasRivals) {
        picked = rivalOfModel(engine, model, asRead, c, threshold, index, allowed);
        rivalAsked = true;
        if (picked !== null) c = picked.category;
      }
      // A weak word sense of the dictionary gives way to a category the model is sure of.
      let overruled: OverruledSense | null = null;
      if (picked === null && byRules && type === 0 && model && isWeakSense(engine, c)) {
        const p = modelOffPath(model, asRead, c, threshold, index, allowed, rivalAsked);
        if (p !== null) {
          overruled = { category: c, probability: p.probability };
          // A sense the rules scored inside the model's category, placed by the taxonomy,
          // says more ("mlb trade rumors": MLB).
          const inner = engine.senseWithin(
            (x) => index.isWithin(x, p.category) && allowed(x) && !engine.isDictionarySense(x),
          );
          c = inner >= 0 ? inner : p.category;
        }
      }
      // The model does not guess an unknown person's name from its words (person-name.ts).
      if (c < 0 && type === 0 && !none && !asName) c = fromModel(asRead, feature());
      // Last, the topic nearest the keyword's words: as written, else as split.
      let nearest: NearestTopicAnswer | null = null;
      const topics = c < 0 && type === 0 && !none && nearestTopicEnabled() ? topicsOf() : null;
      if (topics) {
        const m = restrict ? nb : 0;
        nearest = m === 0 && asRead === kw ? nearestOfRead() : topics.nearest(kw, lo, hi, m);
        if (nearest === null && asRead !== kw)
          nearest = m === 0 ? nearestOfRead() : topics.nearest(asRead, lo, hi, m);
        if (nearest) c = nearest.category;
      }
      if (explanations) {
        const e = explainKeyword(
          engine,
          asRead,
          c,
          picked !== null
            ? 'model_sense'
            : overruled !== null
              ? 'model_weak'
              : byRules
                ? 'rules'
                : nearest
                  ? 'nearest_topic'
                  : c >= 0
                    ? 'model'
                    : 'none',
          allowed,
          picked,
          overruled,
        );
        if (nearest)
          e.nearest = {
            category: nearest.category,
            similarity: Math.round(nearest.similarity * 1000) / 1000,
          };
        if (model && type === 0 && e.source !== 'model' && e.source !== 'model_weak') {
          const opinion = modelOpinion(
            model.predict(asRead, { ...opinionOptions(threshold), nearestTopic: feature() }),
            threshold,
            c >= 0 ? [c] : [],
            (x, a) => index.isWithin(x, a),
          );
          if (opinion) e.model = opinion;
        }
        explanations[k] = e;
      }
      if (c >= 0 && !addLastNode) {
        const p = engine.withoutLastNode(c);
        // Stay inside the branches: a leaf that is itself a branch keeps its place.
        if (p !== c && (!restrict || inside(p, lo, hi, nb))) c = p;
      }
      engine.setLanguage(null);
      categories[k] = c;
      if (wantFlags) flags[k] = engine.flagsOf(kw, read);
    }
    done = k + 1;
  }
  return explanations ? { categories, flags, done, explanations } : { categories, flags, done };
}

/**
 * The rules' rival sense the topic model is sure of, or null: its best class reaches the
 * threshold, lies off the rules' choice's path and on a rival's (one inside the other).
 * The model reads the keyword without its nearest-topic feature: that search costs five
 * times the prediction, and on our query sets the picks are as good without it
 * (BENCHMARKS.md, "The model between close rival senses").
 */
function rivalOfModel(
  engine: RuleEngine,
  model: TopicModel,
  text: string,
  chosen: number,
  threshold: number,
  index: IndexVersion,
  allowed: (category: number) => boolean,
): ModelSensePick | null {
  const p = model.predict(text, { topK: 1, nearestTopic: NO_NEAREST_TOPIC })[0];
  if (!p || p.probability < threshold) return null;
  const onPath = (c: number) => onOnePath(index, c, p.category);
  if (onPath(chosen)) return null;
  const category = engine.rivalWithin((c) => onPath(c) && allowed(c));
  return category < 0 ? null : { category, probability: p.probability };
}

/**
 * Whether the rules' answer is a weak word sense of the dictionary, which a category the
 * topic model is sure of replaces: a WordNet sense (no topic, entity or place) that hangs
 * on WordNet's own chain of broader words, not under a topic of the backbone ("Poet > Pope",
 * not "Legal Services > Lawyer"), scoring under WEAK_KEYWORD_SENSE.score, in a keyword of
 * WEAK_KEYWORD_SENSE.strongWords words or more that are no function word, aspect word,
 * number or code.
 */
function isWeakSense(engine: RuleEngine, chosen: number): boolean {
  return (
    engine.lastScore < WEAK_KEYWORD_SENSE.score &&
    engine.strongWords >= WEAK_KEYWORD_SENSE.strongWords &&
    engine.isDictionarySense(chosen)
  );
}

/**
 * The model's category at the deepest level reaching the threshold, when it lies off the
 * path of `chosen` and inside the branches; else null. Without its nearest-topic feature,
 * as the rival-sense step reads keywords; `again`: the model read this text last, and its
 * features are read as they are.
 */
function modelOffPath(
  model: TopicModel,
  text: string,
  chosen: number,
  threshold: number,
  index: IndexVersion,
  allowed: (category: number) => boolean,
  again: boolean,
): ModelPrediction | null {
  const opts = { topK: 1, minProbability: threshold, rollUp: true, nearestTopic: NO_NEAREST_TOPIC };
  const p = (again ? model.predictAgain(opts) : model.predict(text, opts))[0];
  if (!p || !allowed(p.category)) return null;
  return onOnePath(index, chosen, p.category) ? null : p;
}

/** Whether one of two categories lies inside the other. */
function onOnePath(index: IndexVersion, a: number, b: number): boolean {
  return index.isWithin(a, b) || index.isWithin(b, a);
}

/**
 * The model's most probable category at or above the threshold, at the deepest level that
 * reaches it (`rollUp`), inside the branches when n >= 0; or -1.
 */
function bestPrediction(
  model: TopicModel,
  text: string,
  threshold: number,
  lo: Int32Array,
  hi: Int32Array,
  n: number,
  nearestTopic: number | undefined,
): number {
  for (const p of model.predict(text, {
    topK: MODEL_TOP_K,
    minProbability: threshold,
    rollUp: true,
    nearestTopic,
  })) {
    if (n < 0 || inside(p.category, lo, hi, n)) return p.category;
  }
  return -1;
}

function inside(c: number, lo: Int32Array, hi: Int32Array, n: number): boolean {
  for (let b = 0; b < n; b++) if (c >= lo[b]! && c < hi[b]!) return true;
  return false;
}
