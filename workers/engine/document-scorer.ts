/**
 * Document-level category scores from the rule engine's matches (classify/text, social,
 * html, url).
 *
 * 1. The document comes as weighted parts (title, description, headings, body; or one
 *    post). Each part is cut into sentence-sized windows (windows.ts); the first windows
 *    of the body weigh a little more (LEAD). Per window the engine scores every sense of
 *    every topical match with that window's evidence (RuleEngine.senses).
 * 2. A mention's weight: its part's weight × how much of a topic the match is (from the
 *    engine's head score: longer matches more, one very common word or an aspect word
 *    "price" much less; function words alone not at all; one word that is mostly a verb
 *    or adjective, "drove", "smooth", much less: running text is not a noun phrase).
 * 3. Senses are chosen with the whole document's evidence: pass one spreads each mention
 *    over its senses (softmax of the window scores) into a vertical distribution; pass two
 *    adds DOC_BIAS × (share of the sense's vertical in the rest of the document) to each
 *    sense and takes the best ("jaguar" in a text about engines and dealers is the car).
 *    The chosen category gets the mention's weight × that sense's probability.
 *    Mentions of one category add up (repetition is evidence).
 * 4. Agreement along the hierarchy: a category gains ANCESTOR × the evidence of its
 *    ancestors that were also found and DESCENDANT × that of its descendants; then it is
 *    scaled by VERTICAL_BASE + the share of its vertical in the document, and a little by
 *    depth (specific beats generic when the evidence is equal).
 * 5. Categories below MIN_SHARE of the best are dropped; `add_last_node: false` moves a
 *    leaf to its parent (scores merge); the rest are ranked and cut at `limit`. A score is
 *    the category's share of the summed final scores of all categories found.
 * Weights are in DOC_WEIGHTS; they were set on the `tune` half of test/eval/documents.jsonl.
 */
import type { IndexVersion } from '../../native-index/index.js';
import { KeyphraseCollector } from './keyphrases.js';
import { ruleEngineFor, type RuleEngine } from './rule-engine.js';
import { CLASS_PREDICATE, KIND_PROPER } from './rules-format.js';
import { SenseList } from './sense-list.js';
import { splitWindows } from './windows.js';

export const DOC_WEIGHTS = {
  /** Extra weight of the first body windows: 1 + LEAD × exp(-i / LEAD_SPAN). */
  lead: 0.5,
  leadSpan: 4,
  /** Mention weight = exp(head / HEAD_SCALE), clamped to [0, MAX_MENTION]. */
  headScale: 2,
  maxMention: 3,
  /** Below this head score a match is no topic (a function word alone). */
  minHead: -5,
  /** A match of aspect words only ("price") counts this much. */
  weak: 0.3,
  /** A one-word match of a word mostly used as a verb or adjective ("drove", "smooth"). */
  predicate: 0.15,
  /**
   * A one-word match loses weight with how common the word is in speech (commonness byte,
   * 36 per decade): from COMMON_FROM on, linearly over COMMON_SPAN, down to COMMON_FLOOR.
   * "hour", "member", "nothing" name no topic of a document.
   */
  commonFrom: 100,
  commonSpan: 90,
  commonFloor: 0.05,
  /** Cue evidence of the words (per unit of summed cue weight) in the document's vertical distribution. */
  cue: 16,
  /** Weight of a mention whose sense lies in a NON_TOPICAL_PATHS branch. */
  nonTopical: 0.1,
  /** Pass two: per unit of the vertical's share in the rest of the document. */
  docBias: 2.5,
  ancestor: 0.5,
  descendant: 0.3,
  verticalBase: 0.25,
  verticalPower: 8,
  /** Per level of depth, up to 8. */
  depth: 0.03,
  minShare: 0.04,
} as const;

/**
 * Branches whose concepts are almost never what a document is about: times, dates,
 * durations, numbers and quantities ("this weekend", "three hours", "nothing"). Their
 * mentions count NON_TOPICAL times. Found by path when the scorer opens a version; a
 * path the version does not have is skipped.
 */
export const NON_TOPICAL_PATHS = [
  ['Science', 'Time period'], ['Science', 'Time unit'], ['Science', 'Number'], ['Science', 'Measure'],
  ['Science', 'Calendar'], ['Science', 'Civil time'], ['Science', 'Definite quantity'],
  ['Science', 'Fundamental quantity'], ['Science', 'Duration'], ['Science', 'Future'],
] as const;

export interface DocumentPart {
  text: string;
  weight: number;
  /** Body text: its first windows get the lead bonus. */
  body?: boolean;
}

export interface ScoreOptions {
  /** Most categories returned (null: all above the floor). */
  limit: number | null;
  /** Most scored keywords returned. */
  keywords: number;
  addLastNode: boolean;
}

export interface DocumentScores {
  categories: number[];
  scores: number[];
  keywords: { keyword: string; score: number }[];
  /** The parts joined by "\n" (what mention offsets refer to). */
  text: string;
  /** Every mention with its chosen category, offsets into `text`. */
  mentions: { start: number; end: number; category: number }[];
}

export class DocumentScorer {
  private readonly senses = new SenseList();
  private readonly keyphrases = new KeyphraseCollector();
  private prob = new Float64Array(64);
  /** Pass two's score of each sense (same indices as prob). */
  private adjusted = new Float64Array(64);
  // Mentions of the document (reused between documents).
  private mWeight: number[] = [];
  private mStart: number[] = [];
  private mEnd: number[] = [];
  private mSense0: number[] = [];
  private mSense1: number[] = [];
  private sCat: number[] = [];
  private sScore: number[] = [];
  private sVert: number[] = [];
  /** Per sense: topicality of its category. */
  private sTopical: number[] = [];
  private readonly vdist: Float64Array;
  /** Cue evidence of the document's words per vertical (RuleEngine.addCues). */
  private readonly cues: Float64Array;
  private readonly own: Float64Array;

  constructor(private readonly engine: RuleEngine, private readonly index: IndexVersion) {
    this.vdist = new Float64Array(engine.verticals);
    this.cues = new Float64Array(engine.verticals);
    this.own = new Float64Array(engine.verticals);
    this.vshare = new Float64Array(engine.verticals);
    this.vfactor = new Float64Array(engine.verticals);
    for (const p of NON_TOPICAL_PATHS) {
      const c = findPath(index, p);
      if (c >= 0) this.nonTopical.push(c, index.subtreeEndAt(c));
    }
  }

  /** Category ranges [lo, hi) of the NON_TOPICAL_PATHS branches, flat. */
  private readonly nonTopical: number[] = [];

  private topicality(c: number): number {
    const r = this.nonTopical;
    for (let k = 0; k < r.length; k += 2) if (c >= r[k]! && c < r[k + 1]!) return DOC_WEIGHTS.nonTopical;
    return 1;
  }

  score(parts: DocumentPart[], opts: ScoreOptions): DocumentScores {
    const W = DOC_WEIGHTS;
    this.mWeight.length = this.mStart.length = this.mEnd.length = this.mSense0.length = this.mSense1.length = 0;
    this.sCat.length = this.sScore.length = this.sVert.length = this.sTopical.length = 0;
    const keyphrases = this.keyphrases;
    keyphrases.clear();
    this.cues.fill(0);
    const texts: string[] = [];
    let offset = 0;
    for (const part of parts) {
      if (!part.text) continue;
      const windows = splitWindows(part.text);
      for (let w = 0, k = 0; w < windows.length; w += 2, k++) {
        const a = windows[w]!;
        const text = part.text.slice(a, windows[w + 1]!);
        const weight = part.weight * (part.body ? 1 + W.lead * Math.exp(-k / W.leadSpan) : 1);
        this.engine.senses(text, this.senses, DOC_WEIGHTS.minHead);
        keyphrases.addSegment(text, this.engine.tokens, this.senses, weight);
        this.engine.addCues(this.cues, weight);
        this.collect(text, weight, offset + a);
      }
      texts.push(part.text);
      offset += part.text.length + 1;
    }
    const text = texts.join('\n');
    const evidence = this.chooseSenses();
    const { categories, scores } = this.rank(evidence, opts);
    const mentions: DocumentScores['mentions'] = [];
    for (let m = 0; m < this.mStart.length; m++) {
      const c = this.chosen[m]!;
      if (c >= 0) mentions.push({ start: this.mStart[m]!, end: this.mEnd[m]!, category: c });
    }
    return { categories, scores, keywords: keyphrases.top(opts.keywords), text, mentions };
  }

  /** Copies the window's topical matches and their senses into the document's mentions. */
  private collect(text: string, weight: number, offset: number): void {
    const W = DOC_WEIGHTS;
    const s = this.senses;
    const tokens = this.engine.tokens;
    const cls = tokens.cls;
    for (let m = 0; m < s.matches; m++) {
      const head = s.head[m]!;
      if (head < W.minHead || s.senseEnd[m] === s.senseStart[m]) continue;
      let w = Math.exp(head / W.headScale);
      if (w > W.maxMention) w = W.maxMention;
      if (s.strong[m] === 0) w *= W.weak;
      if (s.tokenEnd[m]! - s.tokenStart[m]! === 1) {
        const t = s.tokenStart[m]!;
        if ((cls[t]! & CLASS_PREDICATE) !== 0) w *= W.predicate;
        const c = tokens.commonness(t);
        if (c > W.commonFrom) w *= Math.max(W.commonFloor, 1 - (c - W.commonFrom) / W.commonSpan);
      }
      this.mWeight.push(weight * w);
      this.mStart.push(offset + s.start[m]!);
      this.mEnd.push(offset + s.end[m]!);
      this.mSense0.push(this.sCat.length);
      // A short word in lower case is no name: "ok", "ur", "pls" are not the brand or the city.
      const lowerShort = s.end[m]! - s.start[m]! <= SHORT_NAME && isLowerCase(text, s.start[m]!, s.end[m]!);
      for (let k = s.senseStart[m]!; k < s.senseEnd[m]!; k++) {
        if (lowerShort && (this.engine.kindOf(s.category[k]!) & KIND_PROPER) !== 0) continue;
        this.sCat.push(s.category[k]!);
        this.sScore.push(s.score[k]!);
        this.sVert.push(s.vertical[k]!);
        this.sTopical.push(this.topicality(s.category[k]!));
      }
      this.mSense1.push(this.sCat.length);
      if (this.mSense1[this.mSense1.length - 1] === this.mSense0[this.mSense0.length - 1]) {
        // Every sense was a name: no mention.
        this.mWeight.pop();
        this.mStart.pop();
        this.mEnd.pop();
        this.mSense0.pop();
        this.mSense1.pop();
      }
    }
  }

  private chosen: number[] = [];

  /** Passes one and two (module comment, step 3): evidence per chosen category. */
  private chooseSenses(): Map<number, number> {
    const W = DOC_WEIGHTS;
    const M = this.mWeight.length;
    const vdist = this.vdist.fill(0);
    if (this.prob.length < this.sCat.length) {
      this.prob = new Float64Array(Math.max(this.sCat.length, 2 * this.prob.length));
      this.adjusted = new Float64Array(this.prob.length);
    }
    const prob = this.prob;
    const adjusted = this.adjusted;
    for (let m = 0; m < M; m++) {
      const a = this.mSense0[m]!;
      const b = this.mSense1[m]!;
      softmax(this.sScore, a, b, prob);
      for (let k = a; k < b; k++) vdist[this.sVert[k]!] += this.mWeight[m]! * prob[k]! * this.sTopical[k]!;
    }
    for (let v = 0; v < vdist.length; v++) vdist[v] += W.cue * this.cues[v]!;
    let total = 0;
    for (let v = 0; v < vdist.length; v++) total += vdist[v]!;
    const own = this.own;
    const evidence = new Map<number, number>();
    this.chosen.length = M;
    for (let m = 0; m < M; m++) {
      const a = this.mSense0[m]!;
      const b = this.mSense1[m]!;
      const w = this.mWeight[m]!;
      // The rest of the document: the distribution without this mention's own share.
      for (let k = a; k < b; k++) own[this.sVert[k]!] = 0;
      for (let k = a; k < b; k++) own[this.sVert[k]!] += w * prob[k]!;
      const rest = total - w;
      let best = a;
      for (let k = a; k < b; k++) {
        const v = this.sVert[k]!;
        const share = rest > 1e-9 ? (vdist[v]! - own[v]!) / rest : 0;
        adjusted[k] = this.sScore[k]! + W.docBias * share;
        if (adjusted[k]! > adjusted[best]!) best = k;
      }
      let z = 0;
      for (let k = a; k < b; k++) z += Math.exp(adjusted[k]! - adjusted[best]!);
      const c = this.sCat[best]!;
      this.chosen[m] = c;
      evidence.set(c, (evidence.get(c) ?? 0) + (w / z) * this.sTopical[best]!);
    }
    return evidence;
  }

  private readonly vshare: Float64Array;
  /** Per vertical: the factor of step 4, or NaN until needed in this document. */
  private readonly vfactor: Float64Array;

  /** Steps 4 and 5 of the module comment. */
  private rank(evidence: Map<number, number>, opts: ScoreOptions): { categories: number[]; scores: number[] } {
    const W = DOC_WEIGHTS;
    const index = this.index;
    const engine = this.engine;
    if (evidence.size === 0) return { categories: [], scores: [] };
    const anc = new Map<number, number>();
    const desc = new Map<number, number>();
    const vshare = this.vshare.fill(0);
    let total = 0;
    for (const [c, e] of evidence) {
      vshare[engine.verticalOf(c)] += e;
      total += e;
      for (let a = index.parentAt(c); a >= 0; a = index.parentAt(a)) {
        const ea = evidence.get(a);
        if (ea === undefined) continue;
        anc.set(c, (anc.get(c) ?? 0) + ea);
        desc.set(a, (desc.get(a) ?? 0) + e);
      }
    }
    for (let v = 0; v < vshare.length; v++) {
      vshare[v] += W.cue * this.cues[v]!;
      total += W.cue * this.cues[v]!;
    }
    const vfactor = this.vfactor.fill(NaN);
    let cats: number[] = [];
    let finals: number[] = [];
    let best = 0;
    for (const [c, e] of evidence) {
      const v = engine.verticalOf(c);
      let vf = vfactor[v]!;
      if (vf !== vf) vf = vfactor[v] = Math.pow(W.verticalBase + vshare[v]! / total, W.verticalPower);
      const depth = Math.min(index.depthAt(c), 8);
      const f = (e + W.ancestor * (anc.get(c) ?? 0) + W.descendant * (desc.get(c) ?? 0)) * vf * (1 + W.depth * depth);
      cats.push(c);
      finals.push(f);
      if (f > best) best = f;
    }
    if (!opts.addLastNode) {
      const merged = new Map<number, number>();
      for (let k = 0; k < cats.length; k++) {
        const p = engine.withoutLastNode(cats[k]!);
        merged.set(p, (merged.get(p) ?? 0) + finals[k]!);
      }
      cats = [...merged.keys()];
      finals = [...merged.values()];
      best = Math.max(...finals);
    }
    let sum = 0;
    const order: number[] = [];
    for (let k = 0; k < finals.length; k++) {
      sum += finals[k]!;
      if (finals[k]! >= W.minShare * best) order.push(k);
    }
    order.sort((x, y) => finals[y]! - finals[x]! || cats[x]! - cats[y]!);
    const n = opts.limit !== null && opts.limit < order.length ? opts.limit : order.length;
    const categories = new Array<number>(n);
    const scores = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      categories[i] = cats[order[i]!]!;
      scores[i] = Math.round((finals[order[i]!]! / sum) * 10000) / 10000;
    }
    return { categories, scores };
  }
}

/** Longest lower-case word still read as a possible name only when capitalized. */
const SHORT_NAME = 4;

function isLowerCase(text: string, from: number, to: number): boolean {
  const s = text.slice(from, to);
  return s === s.toLowerCase();
}

/** Index of the category at this path of names (top tier first), or -1. */
function findPath(index: IndexVersion, names: readonly string[]): number {
  let c = index.topTiers().find((t) => index.nameAt(t) === names[0]) ?? -1;
  for (let d = 1; c >= 0 && d < names.length; d++) {
    let found = -1;
    for (let k = c + 1, end = index.subtreeEndAt(c); k < end; k = index.subtreeEndAt(k)) {
      if (index.nameAt(k) === names[d]) {
        found = k;
        break;
      }
    }
    c = found;
  }
  return c;
}

function softmax(scores: number[], a: number, b: number, out: Float64Array): void {
  let max = -Infinity;
  for (let k = a; k < b; k++) if (scores[k]! > max) max = scores[k]!;
  let z = 0;
  for (let k = a; k < b; k++) z += out[k] = Math.exp(scores[k]! - max);
  for (let k = a; k < b; k++) out[k]! /= z;
}

const scorers = new WeakMap<RuleEngine, DocumentScorer>();

/** The rule engine of a version and its document scorer, made once per version per thread. */
export function documentScorerFor(index: IndexVersion): { engine: RuleEngine; scorer: DocumentScorer } {
  const engine = ruleEngineFor(index);
  let scorer = scorers.get(engine);
  if (!scorer) scorers.set(engine, (scorer = new DocumentScorer(engine, index)));
  return { engine, scorer };
}
