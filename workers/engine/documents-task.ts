/**
 * The `classify-documents` task (protocol in documents-protocol.ts): posts, a text or an
 * HTML page through the document scorer of the task's index version (and its topic model
 * for classification types 2 and 0), with flags, entities and sentiment when asked,
 * within the time budget. Never throws on odd input.
 */
import type { IndexVersion } from '../../native-index/index.js';
import { extractHtml, type ExtractedHtml } from '../html/index.js';
import { sentiment } from '../sentiment/sentiment.js';
import { documentScorerFor, type DocumentPart } from './document-scorer.js';
import { withModel, type DocumentExplanation } from './document-explanation.js';
import { modelOpinion, opinionOptions } from './model-opinion.js';
import type {
  DocumentResult,
  DocumentTaskInput,
  DocumentTaskOutput,
  EntityResult,
  FlagRecord,
} from './documents-protocol.js';
import { entityGroup, entityTypesFor, entityUuid, recognizeEntities } from '../entities/index.js';
import type { RuleEngine } from './rule-engine.js';
import { FLAGS_FILES, readFlagLists } from '../../native-index/rules-format.js';
import { socialText } from './social-text.js';
import { languageChoiceFor } from './language-choice.js';
import type { TextLanguage } from '../../text/languages/language-codes.js';
import { DEFAULT_ML_THRESHOLD, type ModelPrediction, type TopicModel } from '../model/index.js';
import { engineModelFor } from './engine-model.js';

/** Part weights of an HTML page. */
export const HTML_WEIGHTS = { title: 2.5, description: 1.5, heading: 1.5, body: 1 } as const;
/**
 * Characters of a text or page body that are scored: the first 20,000 (some 3,500 words;
 * a document's topics are settled long before), so a 1 MB text costs what a long article
 * costs. `chars` still reports the whole text.
 */
export const MAX_SCORED_CHARS = 20_000;
/** Hybrid: a model prediction the rules did not find is added with this share of its probability. */
export const MODEL_ADDED_WEIGHT = 0.5;
/**
 * Hybrid: the model is asked only about documents where the rules found nothing, or whose
 * best rule category scores below this (the lowest few percent of the evaluation's
 * documents). A document with a confident rule match keeps the rules' answer untouched,
 * and costs no model pass.
 */
export const WEAK_RULE_SCORE = 0.15;
/** Model predictions looked at per document. */
export const MODEL_TOP_K = 10;
/** Scored keywords per post, and per text or page. */
const POST_KEYWORDS = 5;
export const DOCUMENT_KEYWORDS = 20;

const flagLists = new WeakMap<IndexVersion, string[]>();

function listsOf(index: IndexVersion): string[] {
  let lists = flagLists.get(index);
  if (!lists) {
    lists = index.hasFile(FLAGS_FILES.lists) ? readFlagLists(index.file(FLAGS_FILES.lists)) : [];
    flagLists.set(index, lists);
  }
  return lists;
}

export function classifyDocumentsTask(
  index: IndexVersion,
  input: DocumentTaskInput,
): DocumentTaskOutput {
  const { engine, scorer } = documentScorerFor(index);
  const choice = languageChoiceFor(index);
  const docs: unknown[] = Array.isArray(input?.docs) ? input.docs : [];
  const kind = input?.kind === 'html' || input?.kind === 'social' ? input.kind : 'text';
  const limit =
    Number.isInteger(input?.limit) && (input.limit as number) > 0 ? (input.limit as number) : null;
  const budget =
    typeof input?.budgetMs === 'number' && Number.isFinite(input.budgetMs)
      ? Math.max(0, input.budgetMs)
      : -1;
  const type = input?.classificationType ?? 1;
  const model = type === 1 ? null : engineModelFor(index);
  const opts = {
    limit,
    keywords: kind === 'social' ? POST_KEYWORDS : DOCUMENT_KEYWORDS,
    addLastNode: input?.addLastNode !== false,
    mentions: input?.entities === true,
    tokens: model !== null,
    explain: input?.explain === true,
  };
  const threshold =
    typeof input?.mlThreshold === 'number' ? input.mlThreshold : DEFAULT_ML_THRESHOLD;
  const results: DocumentResult[] = [];
  /**
   * Per document scored, what the model reads: its token hashes and the categories the
   * rules chose; `weak`: the model may add to its categories (hybrid), else it is asked
   * only for the explanation's opinion.
   */
  const forModel: { result: number; tokens: Uint32Array; chosen: Int32Array; weak: boolean }[] = [];
  const t0 = performance.now();
  let done = 0;
  for (const doc of docs) {
    const raw = typeof doc === 'string' ? doc : '';
    if (budget >= 0 && performance.now() - t0 >= budget) {
      results.push(empty(0, opts.explain));
      continue;
    }
    let parts: DocumentPart[];
    let title: string | undefined;
    let plain: string;
    if (kind === 'html') {
      const page = extractHtml(raw, input.minTags !== undefined ? { minTags: input.minTags } : {});
      title = page.title;
      parts = htmlParts(page);
      plain = page.text;
    } else {
      plain = raw;
      parts = [{ text: head(kind === 'social' ? socialText(raw) : raw), weight: 1, body: true }];
    }
    const reading = choice.readingOf(plain, input?.language);
    engine.setLanguage(choice.rewriterOf(reading.lang));
    /** The language the document was read in last: its flags are read in it too. */
    let read = reading.lang;
    let scored = scorer.score(parts, opts);
    if (scored.categories.length === 0 && reading.fallback !== null) {
      read = reading.fallback;
      engine.setLanguage(choice.rewriterOf(reading.fallback));
      scored = scorer.score(parts, opts);
    }
    engine.setLanguage(null);
    const weak = type === 2 || !((scored.scores[0] ?? 0) >= WEAK_RULE_SCORE);
    if (model && (weak || opts.explain))
      forModel.push({
        result: results.length,
        tokens: scored.tokens.slice(),
        chosen: scored.chosen.slice(),
        weak,
      });
    const result: DocumentResult = {
      categories: scored.categories,
      scores: scored.scores,
      keywords: scored.keywords,
      flags: input.flags === true ? flagRecords(engine, listsOf(index), raw, read) : [],
      entities: input.entities === true ? entitiesOf(index, scored.text, scored.mentions) : [],
      sentiment:
        input.sentiment === true
          ? sentiment(kind === 'html' ? [title, plain].filter(Boolean).join('\n') : raw, read)
          : null,
      chars: plain.length,
    };
    if (title !== undefined) result.title = title;
    if (scored.explanation) result.explanation = scored.explanation;
    results.push(result);
    done++;
  }
  // The model runs after the rules have scored every document rather than after each one:
  // each keeps its own working set in cache (interleaved, the model's weights and the
  // rules' tables evicted each other: about twice the model's cost per post).
  if (model) {
    for (const { result: k, tokens, chosen, weak } of forModel) {
      const r = results[k]!;
      if (!weak) {
        // Hybrid with explain, a confident rule answer: kept; the model only gives its opinion.
        if (r.explanation) explainOpinion(index, model, r, r.categories, tokens, chosen, threshold);
        continue;
      }
      if (type === 2) {
        const predictions = model.predictTokens(tokens, tokens.length, chosen, {
          topK: limit ?? 10,
          minProbability: threshold,
          rollUp: true,
        });
        r.categories = predictions.map((p) => p.category);
        r.scores = predictions.map((p) => round(p.probability));
        if (r.explanation) r.explanation = modelExplained(r, predictions, true);
      } else {
        // Searched once when the explanation asks the model a second time.
        const nearestTopic = r.explanation
          ? model.nearestTopicOfTokens(tokens, tokens.length)
          : undefined;
        const predictions = model.predictTokens(tokens, tokens.length, chosen, {
          topK: MODEL_TOP_K,
          minProbability: threshold,
          rollUp: true,
          nearestTopic,
        });
        const byRules = r.categories;
        ({ categories: r.categories, scores: r.scores } = addModelPredictions(
          index,
          r.categories,
          r.scores,
          predictions,
          limit,
        ));
        if (r.explanation) {
          r.explanation = modelExplained(r, predictions, false);
          explainOpinion(index, model, r, byRules, tokens, chosen, threshold, nearestTopic);
        }
      }
    }
  }
  return { results, done };
}

/**
 * Hybrid: model predictions (at or above the threshold) that the rules did not find (no
 * rule category is the prediction or lies below it) join the rule categories with
 * MODEL_ADDED_WEIGHT × their probability as score; the list is ranked again and cut.
 */
function addModelPredictions(
  index: IndexVersion,
  categories: number[],
  scores: number[],
  predictions: ModelPrediction[],
  limit: number | null,
): { categories: number[]; scores: number[] } {
  const added: [number, number][] = [];
  for (const p of predictions) {
    if (categories.some((c) => index.isWithin(c, p.category))) continue;
    added.push([p.category, round(MODEL_ADDED_WEIGHT * p.probability)]);
  }
  if (added.length === 0) return { categories, scores };
  const all: [number, number][] = categories.map((c, k) => [c, scores[k]!]);
  all.push(...added);
  all.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const kept = limit !== null ? all.slice(0, limit) : all;
  return { categories: kept.map(([c]) => c), scores: kept.map(([, s]) => s) };
}

const round = (x: number) => Math.round(x * 10000) / 10000;

/** Hybrid with explain: the model's own answer in the explanation, and whether it agrees with the rules' categories. */
function explainOpinion(
  index: IndexVersion,
  model: TopicModel,
  r: DocumentResult,
  byRules: readonly number[],
  tokens: Uint32Array,
  chosen: Int32Array,
  threshold: number,
  nearestTopic?: number,
): void {
  const opinion = modelOpinion(
    model.predictTokens(tokens, tokens.length, chosen, {
      ...opinionOptions(threshold),
      nearestTopic,
    }),
    threshold,
    byRules,
    (x, a) => index.isWithin(x, a),
  );
  if (opinion && r.explanation) r.explanation.model = opinion;
}

/** The explanation of a result the topic model changed: its categories in their new order, the model's with their probability. */
function modelExplained(
  r: DocumentResult,
  predictions: ModelPrediction[],
  modelOnly: boolean,
): DocumentExplanation {
  const probability = new Map(predictions.map((p) => [p.category, p.probability]));
  return withModel(
    r.explanation!,
    r.categories,
    r.scores,
    (c) => probability.get(c) ?? 0,
    modelOnly,
  );
}

/** What the scorer reads of an extracted page: its parts, weighed (HTML_WEIGHTS), the body cut at MAX_SCORED_CHARS. */
export function htmlParts(page: ExtractedHtml): DocumentPart[] {
  return [
    { text: page.title, weight: HTML_WEIGHTS.title },
    { text: page.description, weight: HTML_WEIGHTS.description },
    { text: page.headings.join('\n'), weight: HTML_WEIGHTS.heading },
    { text: head(page.text), weight: HTML_WEIGHTS.body, body: true },
  ];
}

/** The first MAX_SCORED_CHARS characters, cut at a space. */
function head(text: string): string {
  if (text.length <= MAX_SCORED_CHARS) return text;
  const cut = text.lastIndexOf(' ', MAX_SCORED_CHARS);
  return text.slice(0, cut > MAX_SCORED_CHARS / 2 ? cut : MAX_SCORED_CHARS);
}

function empty(chars: number, explain = false): DocumentResult {
  return {
    categories: [],
    scores: [],
    keywords: [],
    flags: [],
    entities: [],
    sentiment: null,
    chars,
    ...(explain ? { explanation: { categories: [], mentions: [] } } : {}),
  };
}

/** The document's entities: taxonomy categories where the entity is one, else entity-derived ones. */
function entitiesOf(
  index: IndexVersion,
  text: string,
  mentions: { start: number; end: number; category: number }[],
): EntityResult[] {
  return recognizeEntities(text, mentions, entityTypesFor(index)).map((e) =>
    e.category >= 0
      ? { text: e.text, type: e.type, category: e.category }
      : {
          text: e.text,
          type: e.type,
          category: -1,
          uuid: entityUuid(e.type, e.key),
          group: entityGroup(e.type),
        },
  );
}

/** One record per flag found: its lists, and how many of its terms matched. */
function flagRecords(
  engine: RuleEngine,
  lists: string[],
  text: string,
  lang: TextLanguage | 'en',
): FlagRecord[] {
  const byFlag = new Map<number, FlagRecord>();
  for (const hit of engine.flagHits(text, lang)) {
    let r = byFlag.get(hit.flag);
    if (!r) byFlag.set(hit.flag, (r = { flag_id: hit.flag, priority: 0, listname: [] }));
    r.priority++;
    const name = lists[hit.list] ?? String(hit.list);
    if (!r.listname.includes(name)) r.listname.push(name);
  }
  return [...byFlag.values()].sort((a, b) => a.flag_id - b.flag_id);
}
