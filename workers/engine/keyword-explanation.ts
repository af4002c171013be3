/**
 * Why a keyword got its category (`explain: true` on classify/keywords): the rule
 * engine's scored candidates (RuleEngine.explain), reduced to the chosen sense and its
 * best rivals, each rival with the reason it lost. Computed only when asked for: the
 * trace allocates, plain classification does not.
 */
import type { CandidateTrace } from './candidate-trace.js';
import type { RuleEngine } from './rule-engine.js';
import type { ModelOpinion } from './model-opinion.js';

/** The weighed parts of a candidate's score. */
export interface ScoreParts {
  /** How well the words match the pattern (length, exactness). */
  match: number;
  /** How likely this sense is for these words, before context. */
  prior: number;
  /** Words of the sense's own context found around the match. */
  context: number;
  /** Cue words of the sense's vertical in the keyword. */
  cue: number;
  /** Agreement with the other matches' verticals. */
  agree: number;
  /**
   * The rest of the score: a penalty for depth in its vertical (concepts near the top are
   * what people look for) and a bonus for a commercial sense beside purchase words.
   */
  salience: number;
}

export interface ExplainedSense {
  category: number;
  /** The words of the keyword that matched the pattern. */
  words: string;
  score: number;
  parts: ScoreParts;
  /** Cosine of the context's word vectors to the sense, when the vector step weighed it (sense-vectors.ts). */
  similarity?: number;
}

export interface RivalSense extends ExplainedSense {
  /** Why it lost to the chosen sense. */
  lost: string;
}

export interface KeywordExplanation {
  /**
   * What decided: the rules, the context's word vectors (between rival senses the rules
   * scored close), the topic model (no rule matched), the topic nearest the keyword's word
   * vectors (no rule matched, the model not sure: nearest-topic.ts), or nothing.
   * `model_sense`: the rules matched, and the topic model, sure of its class, chose among
   * the rival senses on other words that the context's vectors left close (keywords-task.ts).
   * `model_weak`: the rules' best was a weak word sense of the dictionary, and the topic
   * model, sure of a category off its path, answered (keywords-task.ts, isWeakSense).
   */
  source: 'rules' | 'vectors' | 'model_sense' | 'model_weak' | 'model' | 'nearest_topic' | 'none';
  chosen: ExplainedSense | null;
  rivals: RivalSense[];
  /** With source `nearest_topic`: the topic and its cosine to the keyword's words. */
  nearest?: { category: number; similarity: number };
  /** Hybrid (type 0) only, where the model did not answer: what it would have said, and whether it agrees. */
  model?: ModelOpinion;
}

/** The hybrid's topic model chose a rival sense of the rules' choice (keywords-task.ts). */
export interface ModelSensePick {
  /** The rival sense chosen. */
  category: number;
  /** The probability of the model's class the chosen sense lies on one path with. */
  probability: number;
}

/** The rules' weak word sense the hybrid's topic model overruled (keywords-task.ts). */
export interface OverruledSense {
  /** The rules' choice. */
  category: number;
  /** The probability of the model's category that answered instead. */
  probability: number;
}

/** Rivals shown per keyword: enough to see the contest, few enough to read. */
export const MAX_RIVALS = 4;

export const PART_REASONS: Record<keyof ScoreParts, string> = {
  match: 'a weaker match of the words',
  prior: 'a less likely sense of these words (prior)',
  context: 'fewer of its context words around the match',
  cue: 'fewer cue words of its vertical',
  agree: 'less agreement with the other matches',
  salience: 'deeper in its vertical (less salient)',
};

export function partsOf(t: CandidateTrace): ScoreParts {
  const named = t.head + t.prior + t.context + t.cue + t.agree;
  return {
    match: t.head,
    prior: t.prior,
    context: t.context,
    cue: t.cue,
    agree: t.agree,
    salience: t.score - named,
  };
}

/** Rounded to 3 decimals: explanations are read by people. */
export const round3 = (x: number) => Math.round(x * 1000) / 1000;

function sense(t: CandidateTrace): ExplainedSense {
  const round = round3;
  const parts = partsOf(t);
  for (const k of Object.keys(parts) as Array<keyof ScoreParts>) parts[k] = round(parts[k]);
  const out: ExplainedSense = {
    category: t.category,
    words: t.match,
    score: round(t.score),
    parts,
  };
  if (t.similarity !== undefined) out.similarity = round(t.similarity);
  return out;
}

/**
 * Why a sense the rules scored higher lost to the sense the vectors chose (without its own
 * similarity: a sense of the same vertical as the rules' choice, which was not weighed).
 */
export function vectorReason(lostSimilarity: number | undefined, wonSimilarity: number): string {
  if (lostSimilarity === undefined)
    return "its vertical is farther from the context's word vectors than the chosen sense";
  return `farther from the context's word vectors: similarity ${lostSimilarity.toFixed(2)} against ${wonSimilarity.toFixed(2)}`;
}

/** Why the rules' weak word sense gave way to the topic model's category. */
export function weakSenseReason(probability: number): string {
  return `a weak word sense: the topic model is sure of another topic (probability ${probability.toFixed(2)})`;
}

/** Why the rules' choice lost to the rival sense the topic model was sure of. */
export function modelSenseReason(probability: number): string {
  return `the topic model is sure of the chosen sense's topic (probability ${probability.toFixed(2)}), not of this one's`;
}

/** The part where the rival falls furthest behind the winner. */
function weakestPart(rival: CandidateTrace, winner: CandidateTrace): string {
  const a = partsOf(winner);
  const b = partsOf(rival);
  let worst: keyof ScoreParts = 'prior';
  let gap = -Infinity;
  for (const k of Object.keys(a) as Array<keyof ScoreParts>) {
    if (a[k] - b[k] > gap) {
      gap = a[k] - b[k];
      worst = k;
    }
  }
  return `${PART_REASONS[worst]}: ${(rival.score - winner.score).toFixed(2)} in score`;
}

function reason(
  rival: CandidateTrace,
  winner: CandidateTrace | undefined,
  inBranches: (c: number) => boolean,
): string {
  if (!inBranches(rival.category)) return 'outside the branches asked for';
  if (rival.stray) return 'a stray token (a number, one or two letters) that nothing else supports';
  if (rival.subsumed) return 'its words lie inside a longer match';
  if (!winner) return 'not chosen';
  if (winner.similarity !== undefined && rival.score > winner.score)
    return vectorReason(rival.similarity, winner.similarity);
  if (rival.score >= winner.score - 1e-9) return 'tied in score: the sense met first is kept';
  return weakestPart(rival, winner);
}

/**
 * The explanation of `keyword`, whose category is `chosen` (-1: none) from `source`;
 * `inBranches` says whether a category may be chosen at all.
 */
export function explainKeyword(
  engine: RuleEngine,
  keyword: string,
  chosen: number,
  source: KeywordExplanation['source'],
  inBranches: (c: number) => boolean,
  picked: ModelSensePick | null = null,
  overruled: OverruledSense | null = null,
): KeywordExplanation {
  const { candidates } = engine.explain(keyword, true);
  const vc = engine.lastVectorChoice;
  if (source === 'rules' && vc !== null && vc.chosen !== vc.rules && vc.chosen === chosen)
    source = 'vectors';
  // Each category once, at its best score (candidates come best first).
  const seen = new Set<number>();
  const distinct = candidates.filter((t) => !seen.has(t.category) && seen.add(t.category));
  const byRules = source === 'rules' || source === 'vectors' || source === 'model_sense';
  // The model's category over a weak word sense is shown as chosen when the rules scored it too.
  const winner =
    byRules || source === 'model_weak' ? distinct.find((t) => t.category === chosen) : undefined;
  const rivals = distinct
    .filter((t) => t !== winner)
    .slice(0, MAX_RIVALS)
    .map((t) => ({
      ...sense(t),
      lost:
        picked !== null && winner && inBranches(t.category) && t.score > winner.score
          ? modelSenseReason(picked.probability)
          : overruled !== null && t.category === overruled.category
            ? weakSenseReason(overruled.probability)
            : reason(t, winner, inBranches),
    }));
  if (byRules && !winner)
    // The chosen category is shown above its matched sense (add_last_node off): the
    // best candidate under it is what matched.
    return { source, chosen: distinct[0] ? sense(distinct[0]) : null, rivals };
  return { source, chosen: winner ? sense(winner) : null, rivals };
}
