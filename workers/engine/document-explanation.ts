/**
 * Why a post, text or page got its categories (`explain: true` on classify/social, text,
 * html and url), from what the document scorer left after scoring it: per result
 * category the words that placed it, what placed it (rules, cue words, the topic model)
 * and the parts of its score; per matched phrase the keyword explanation's shape (the
 * sense chosen, its score parts, the rival senses and why they lost), with one more
 * part, `document`: the support of the rest of the document for the sense's vertical.
 * Built only when asked for (it allocates); the scorer's plain path never comes here.
 */
import type { CandidateTrace } from './candidate-trace.js';
import {
  MAX_RIVALS,
  PART_REASONS,
  partsOf,
  round3,
  vectorReason,
  type ExplainedSense,
  type ScoreParts,
} from './keyword-explanation.js';
import type { MentionTable } from './mention-table.js';
import type { ModelOpinion } from './model-opinion.js';

export interface DocumentSenseParts extends ScoreParts {
  /** Pass two: the share of the sense's vertical in the rest of the document, weighed. */
  document: number;
}

export interface DocumentSense extends ExplainedSense {
  parts: DocumentSenseParts;
}

export interface DocumentRival extends DocumentSense {
  lost: string;
}

/** One matched phrase (all its occurrences with the same sense): the keyword explanation's members, plus `count`. */
export interface MentionExplanation {
  /** rules; vectors when the document's word vectors overruled the rules' sense (sense-vectors.ts). */
  source: 'rules' | 'vectors';
  chosen: DocumentSense;
  rivals: DocumentRival[];
  /** How many times the phrase occurs with this sense. */
  count: number;
}

export interface CategoryExplanation {
  category: number;
  /**
   * rules: matched phrases; cues: the vertical's cue words when no category of it
   * matched (its top tier enters); model: the topic model.
   */
  source: 'rules' | 'cues' | 'model';
  /** The words of the input that placed it (phrases chosen for it or below it, or its cue words); none for the model. */
  words: string[];
  score: number;
  /**
   * rules and cues: evidence, ancestors, descendants (weighed evidence of the matches),
   * vertical and depth (the factors): the score is the category's share of
   * (evidence + ancestors + descendants) × vertical × depth. model: probability.
   */
  parts: Record<string, number>;
}

export interface DocumentExplanation {
  categories: CategoryExplanation[];
  mentions: MentionExplanation[];
  /** Hybrid (type 0) only: what the topic model would answer, and whether it agrees with the categories given. */
  model?: ModelOpinion;
}

/** Matched phrases shown per document: the ones that placed a result category first, in text order. */
export const MAX_MENTIONS = 20;
/** Words shown per category. */
const MAX_WORDS = 10;

export interface CueWord {
  start: number;
  end: number;
  verticals: number[];
}

/** What the document scorer knows after scoring one document (offsets into `text`). */
export interface ScoredDocument {
  text: string;
  mentions: MentionTable;
  /** Pass two's score per sense of `mentions`. */
  adjusted: Float64Array;
  /** The engine's traces of the document's windows, by `${start}:${category}` (start in `text`). */
  traces: Map<string, CandidateTrace>;
  cueWords: CueWord[];
  categories: number[];
  scores: number[];
  /** The parts of a result category's score; `cueVertical` >= 0 when only cue words placed it. */
  evidenceOf(category: number): { parts: Record<string, number>; cueVertical: number };
  within(category: number, ancestor: number): boolean;
}

export function explainDocument(d: ScoredDocument): DocumentExplanation {
  const mt = d.mentions;
  const categories = d.categories.map((c, i): CategoryExplanation => {
    const { parts, cueVertical } = d.evidenceOf(c);
    const words =
      cueVertical >= 0
        ? distinct(
            d.cueWords
              .filter((w) => w.verticals.includes(cueVertical))
              .map((w) => d.text.slice(w.start, w.end)),
          )
        : distinct(
            range(mt.count)
              .filter((m) => mt.chosen[m]! >= 0 && d.within(mt.chosen[m]!, c))
              .map((m) => d.text.slice(mt.start[m], mt.end[m])),
          );
    return {
      category: c,
      source: cueVertical >= 0 ? 'cues' : 'rules',
      words,
      score: d.scores[i]!,
      parts,
    };
  });
  return { categories, mentions: explainMentions(d) };
}

/**
 * The result's categories after the topic model: the rules' kept (hybrid), the model's
 * added; with `modelOnly` (classification_type 2) every category is the model's.
 */
export function withModel(
  e: DocumentExplanation,
  categories: number[],
  scores: number[],
  probabilityOf: (category: number) => number,
  modelOnly: boolean,
): DocumentExplanation {
  const byCategory = new Map(modelOnly ? [] : e.categories.map((c) => [c.category, c]));
  return {
    categories: categories.map((c, i) => {
      const rules = byCategory.get(c);
      if (rules) return { ...rules, score: scores[i]! };
      return {
        category: c,
        source: 'model',
        words: [],
        score: scores[i]!,
        parts: { probability: round3(probabilityOf(c)) },
      };
    }),
    mentions: e.mentions,
  };
}

function explainMentions(d: ScoredDocument): MentionExplanation[] {
  const mt = d.mentions;
  const placed = (m: number) => d.categories.some((c) => d.within(mt.chosen[m]!, c));
  const order = range(mt.count).filter((m) => mt.chosen[m]! >= 0);
  order.sort((x, y) => Number(placed(y)) - Number(placed(x)) || x - y);
  const byKey = new Map<string, MentionExplanation>();
  for (const m of order) {
    const words = d.text.slice(mt.start[m], mt.end[m]);
    const key = `${words.toLowerCase()}\u0000${mt.chosen[m]}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.count++;
      continue;
    }
    if (byKey.size === MAX_MENTIONS) continue;
    byKey.set(key, explainMention(d, m, words));
  }
  return [...byKey.values()];
}

function explainMention(d: ScoredDocument, m: number, words: string): MentionExplanation {
  const mt = d.mentions;
  const a = mt.senseStart[m]!;
  const b = mt.senseEnd[m]!;
  let chosenAt = a;
  for (let k = a; k < b; k++) if (mt.category[k] === mt.chosen[m]) chosenAt = k;
  const senseAt = (k: number): DocumentSense => {
    const trace = d.traces.get(`${mt.start[m]}:${mt.category[k]}`);
    const window = mt.score[k]!;
    const base: ScoreParts = trace
      ? partsOf(trace)
      : { match: window, prior: 0, context: 0, cue: 0, agree: 0, salience: 0 };
    const parts: DocumentSenseParts = { ...base, document: d.adjusted[k]! - window };
    for (const p of Object.keys(parts) as Array<keyof DocumentSenseParts>)
      parts[p] = round3(parts[p]);
    const out: DocumentSense = {
      category: mt.category[k]!,
      words,
      score: round3(d.adjusted[k]!),
      parts,
    };
    const s = mt.similarity[k]!;
    if (s === s) out.similarity = round3(s);
    return out;
  };
  const chosen = senseAt(chosenAt);
  const rivals = range(b - a)
    .map((i) => a + i)
    .filter((k) => k !== chosenAt)
    .sort((x, y) => d.adjusted[y]! - d.adjusted[x]!)
    .slice(0, MAX_RIVALS)
    .map((k) => {
      const rival = senseAt(k);
      const lost =
        mt.byVectors[m] === 1 && d.adjusted[k]! > d.adjusted[chosenAt]!
          ? vectorReason(rival.similarity, chosen.similarity ?? 0)
          : whyLost(rival, chosen, d.adjusted[k]!, d.adjusted[chosenAt]!);
      return { ...rival, lost };
    });
  return { source: mt.byVectors[m] === 1 ? 'vectors' : 'rules', chosen, rivals, count: 1 };
}

const DOCUMENT_REASON = "less support from the rest of the document (its vertical's share)";

function whyLost(
  rival: DocumentSense,
  winner: DocumentSense,
  rivalScore: number,
  winnerScore: number,
): string {
  if (rivalScore >= winnerScore - 1e-9) return 'tied in score: the sense met first is kept';
  let worst: keyof DocumentSenseParts = 'document';
  let gap = -Infinity;
  for (const k of Object.keys(winner.parts) as Array<keyof DocumentSenseParts>) {
    const g = winner.parts[k] - rival.parts[k];
    if (g > gap) {
      gap = g;
      worst = k;
    }
  }
  const reason = worst === 'document' ? DOCUMENT_REASON : PART_REASONS[worst];
  return `${reason}: ${(rivalScore - winnerScore).toFixed(2)} in score`;
}

function distinct(words: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of words) {
    const key = w.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(w);
    if (out.length === MAX_WORDS) break;
  }
  return out;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
