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
 *    When the chosen sense has a rival of another vertical close behind, the document's
 *    word vectors (its content words but the mention's own) may choose between them
 *    (sense-vectors.ts): the nearer sense wins when clearly nearer.
 * 4. Agreement along the hierarchy: a category gains ANCESTOR × the evidence of its
 *    ancestors that were also found and DESCENDANT × that of its descendants; then it is
 *    scaled by VERTICAL_BASE + the share of its vertical in the document, and a little by
 *    depth (specific beats generic when the evidence is equal). The words' cues count in
 *    that share (CUE; a cue derived from the taxonomy DERIVED_CUE times, a hand-listed one
 *    in full, a hand-listed compound written apart, "road trip", COMPOUND_CUE times), and
 *    when the vertical they cue most has none of its categories found, its top tier
 *    enters with CUE_TIER × their cue weight: a post can be about a vertical only in
 *    words no category is named by ("speedrun", "mbps", "coilovers").
 * 5. Categories below MIN_SHARE of the best are dropped; `add_last_node: false` moves a
 *    leaf to its parent (scores merge); the rest are ranked and cut at `limit`. A score is
 *    the category's share of the summed final scores of all categories found.
 * Weights are in DOC_WEIGHTS; they were set on the `tune` half of test/eval/documents.jsonl.
 */
import type { IndexVersion } from '../../native-index/index.js';
import type { CandidateTrace } from './candidate-trace.js';
import { explainDocument, type CueWord, type DocumentExplanation } from './document-explanation.js';
import { round3 } from './keyword-explanation.js';
import { KeyphraseCollector } from './keyphrases.js';
import { ruleEngineFor, type RuleEngine } from './rule-engine.js';
import { CLASS_PREDICATE, KIND_PROPER } from '../../native-index/rules-format.js';
import { grownCopy } from '../typed-arrays.js';
import { MentionTable } from './mention-table.js';
import { SenseList } from './sense-list.js';
import { SENSE_VECTORS, senseVectorsEnabled, type SenseVectors } from './sense-vectors.js';
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
  /**
   * A cue derived from the taxonomy's names and glosses counts this much of its weight, a
   * hand-listed word's (build-index/rules/cues/) or a vertical's own context word's in full:
   * a word that only happens to occur in a vertical's category names and glosses
   * ("instrumental", "stringed") says less about a post than the words people use for that
   * topic ("speedrun"). Set on tune: 0.1-0.5 all gave 145/173 (1: 142).
   */
  derivedCue: 0.3,
  /**
   * A hand-listed cue written as one word ("roadtrip", "blackfriday") read where the text
   * writes it as two or three words ("road trip", "#BlackFriday" split by social-text.ts)
   * counts this many times a one-word cue: a compound names its topic more surely than
   * its words alone. Set on tune: 0 / 0.5 / 1 / 1.5 / 2 / 3 / 4 / 5 / 8 gave 145 / 145 /
   * 147 / 149 / 148 / 152 / 151 / 151 / 150 of 173.
   */
  compoundCue: 3,
  /**
   * When no category of the vertical the words cue most was found, its top tier enters
   * with this much evidence per unit of that vertical's cue weight (step 4).
   */
  cueTier: 0.3,
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
  ['Science', 'Time period'],
  ['Science', 'Time unit'],
  ['Science', 'Number'],
  ['Science', 'Measure'],
  ['Science', 'Calendar'],
  ['Science', 'Civil time'],
  ['Science', 'Definite quantity'],
  ['Science', 'Fundamental quantity'],
  ['Science', 'Duration'],
  ['Science', 'Future'],
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
  /** Whether to return the mentions with their chosen categories (else `mentions` is empty). */
  mentions?: boolean;
  /** Whether to return the document's token hashes (else `tokens` is empty). */
  tokens?: boolean;
  /** Whether to explain the categories (DocumentScores.explanation; allocates). */
  explain?: boolean;
}

export interface DocumentScores {
  categories: number[];
  scores: number[];
  keywords: { keyword: string; score: number }[];
  /** The parts joined by "\n" (what mention offsets refer to). */
  text: string;
  /**
   * The normalized token hashes (Tokenizer.hash) of the document's windows, in order:
   * the tokens of `text` (only when asked: ScoreOptions.tokens; a view of the scorer's
   * buffer, valid until it scores the next document).
   */
  tokens: Uint32Array;
  /** The category chosen for each mention, in text order (a view of the scorer's buffer, valid until it scores the next document). */
  chosen: Int32Array;
  /** Every mention with its chosen category, offsets into `text` (only when asked: ScoreOptions.mentions). */
  mentions: { start: number; end: number; category: number }[];
  /** Why the document got its categories (only when asked: ScoreOptions.explain). */
  explanation?: DocumentExplanation;
}

export class DocumentScorer {
  private readonly senses = new SenseList();
  private readonly keyphrases = new KeyphraseCollector();
  private readonly mentions = new MentionTable();
  /** Per sense of `mentions`: pass one's probability and pass two's score. */
  private prob = new Float64Array(64);
  private adjusted = new Float64Array(64);
  private readonly vdist: Float64Array;
  /** Cue evidence of the document's words per vertical (RuleEngine.addCues). */
  private readonly cues: Float64Array;
  private readonly own: Float64Array;
  private readonly vshare: Float64Array;
  /** Per vertical: the factor of step 4, or NaN until needed in this document. */
  private readonly vfactor: Float64Array;
  /** The chosen categories with evidence: category -> slot of the ev* arrays. */
  private readonly evSlot = new Map<number, number>();
  private evCat = new Int32Array(64);
  private evidence = new Float64Array(64);
  private evAncestors = new Float64Array(64);
  private evDescendants = new Float64Array(64);
  private evFinal = new Float64Array(64);

  constructor(
    private readonly engine: RuleEngine,
    private readonly index: IndexVersion,
  ) {
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
    for (let k = 0; k < r.length; k += 2)
      if (c >= r[k]! && c < r[k + 1]!) return DOC_WEIGHTS.nonTopical;
    return 1;
  }

  score(parts: DocumentPart[], opts: ScoreOptions): DocumentScores {
    const W = DOC_WEIGHTS;
    this.mentions.clear();
    this.docWeight = -1;
    this.explaining = opts.explain === true;
    const keyphrases = this.keyphrases;
    keyphrases.clear();
    this.cues.fill(0);
    let text = '';
    let offset = 0;
    let tokenCount = 0;
    const traces = opts.explain ? new Map<string, CandidateTrace>() : null;
    const cueWords: CueWord[] = [];
    const sv = this.engine.senseVectors;
    const vectors = sv !== null && senseVectorsEnabled() && this.english() ? sv : null;
    for (const part of parts) {
      if (!part.text) continue;
      const windows = splitWindows(part.text);
      for (let w = 0, k = 0; w < windows.length; w += 2, k++) {
        const a = windows[w]!;
        const window = part.text.slice(a, windows[w + 1]);
        const weight = part.weight * (part.body ? 1 + W.lead * Math.exp(-k / W.leadSpan) : 1);
        if (traces) this.traceWindow(window, offset + a, traces, cueWords);
        else this.engine.senses(window, this.senses, DOC_WEIGHTS.minHead);
        if (opts.tokens || vectors !== null) this.keepTokens(tokenCount);
        const tokenBase = tokenCount;
        tokenCount += this.engine.tokens.count;
        keyphrases.addSegment(window, this.engine.tokens, this.senses, weight);
        this.engine.addCues(this.cues, weight, W.derivedCue, W.compoundCue);
        this.collect(window, weight, offset + a, tokenBase);
      }
      text = offset === 0 ? part.text : text + '\n' + part.text;
      offset += part.text.length + 1;
    }
    this.chooseSenses(vectors, tokenCount);
    const { categories, scores } = this.rank(opts);
    const mentions: DocumentScores['mentions'] = [];
    const mt = this.mentions;
    if (opts.mentions) {
      for (let m = 0; m < mt.count; m++) {
        const c = mt.chosen[m]!;
        if (c >= 0) mentions.push({ start: mt.start[m]!, end: mt.end[m]!, category: c });
      }
    }
    const tokens = this.docTokens.subarray(0, opts.tokens ? tokenCount : 0);
    const chosen = mt.chosen.subarray(0, mt.count);
    const scored: DocumentScores = {
      categories,
      scores,
      keywords: keyphrases.top(opts.keywords),
      text,
      tokens,
      chosen,
      mentions,
    };
    if (traces)
      scored.explanation = explainDocument({
        text,
        mentions: mt,
        adjusted: this.adjusted,
        traces,
        cueWords,
        categories,
        scores,
        evidenceOf: (c) => this.evidenceOf(c, opts.addLastNode),
        within: (c, ancestor) => this.index.isWithin(c, ancestor),
      });
    return scored;
  }

  /** `senses` of one window with the engine's traces and cue words kept (explanations), offsets moved by `at`. */
  private traceWindow(
    window: string,
    at: number,
    traces: Map<string, CandidateTrace>,
    cueWords: CueWord[],
  ): void {
    const windowTraces: CandidateTrace[] = [];
    this.engine.senses(window, this.senses, DOC_WEIGHTS.minHead, windowTraces);
    for (const t of windowTraces) {
      const key = `${at + t.start}:${t.category}`;
      if (!traces.has(key)) traces.set(key, t);
    }
    for (const w of this.engine.cueWords())
      cueWords.push({ start: at + w.start, end: at + w.end, verticals: w.verticals });
  }

  /** The parts of a ranked category's final score (explanations), summed over the categories shown as it. */
  private evidenceOf(
    c: number,
    addLastNode: boolean,
  ): { parts: Record<string, number>; cueVertical: number } {
    const W = DOC_WEIGHTS;
    let evidence = 0;
    let ancestors = 0;
    let descendants = 0;
    let first = -1;
    for (const [cat, i] of this.evSlot) {
      if ((addLastNode ? cat : this.engine.withoutLastNode(cat)) !== c) continue;
      if (first < 0) first = cat;
      evidence += this.evidence[i]!;
      ancestors += W.ancestor * this.evAncestors[i]!;
      descendants += W.descendant * this.evDescendants[i]!;
    }
    const at = first < 0 ? c : first;
    return {
      parts: {
        evidence: round3(evidence),
        ancestors: round3(ancestors),
        descendants: round3(descendants),
        vertical: round3(this.vfactor[this.engine.verticalOf(at)]!),
        depth: round3(1 + W.depth * Math.min(this.index.depthAt(at), 8)),
      },
      cueVertical: at === this.cueTier ? this.engine.verticalOf(at) : -1,
    };
  }

  /** The category step 4's fallback added from cue words in the last document, or -1. */
  private cueTier = -1;

  /** The document's token hashes (ScoreOptions.tokens), window after window. */
  private docTokens = new Uint32Array(256);

  /** Appends the tokens of the window the engine read last at `at`. */
  private keepTokens(at: number): void {
    const t = this.engine.tokens;
    if (at + t.count > this.docTokens.length) {
      const grown = new Uint32Array(2 * (at + t.count));
      grown.set(this.docTokens.subarray(0, at));
      this.docTokens = grown;
    }
    this.docTokens.set(t.hash.subarray(0, t.count), at);
  }

  /** Copies the window's topical matches and their senses into the document's mentions. */
  private collect(text: string, weight: number, offset: number, tokenBase: number): void {
    const W = DOC_WEIGHTS;
    const s = this.senses;
    const mt = this.mentions;
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
      // The vector step weighs the senses of a phrase, not of one word said every day ("walk", "stop").
      const plain =
        s.tokenEnd[m]! - s.tokenStart[m]! === 1 &&
        tokens.commonness(s.tokenStart[m]!) > W.commonFrom;
      mt.open(
        weight * w,
        offset + s.start[m]!,
        offset + s.end[m]!,
        tokenBase + s.tokenStart[m]!,
        tokenBase + s.tokenEnd[m]!,
        !plain,
      );
      // A short word in lower case is no name: "ok", "ur", "pls" are not the brand or the city.
      const lowerShort =
        s.end[m]! - s.start[m]! <= SHORT_NAME && isLowerCase(text, s.start[m]!, s.end[m]!);
      for (let k = s.senseStart[m]!; k < s.senseEnd[m]!; k++) {
        const c = s.category[k]!;
        if (lowerShort && (this.engine.kindOf(c) & KIND_PROPER) !== 0) continue;
        mt.addSense(c, s.score[k]!, s.vertical[k]!, this.topicality(c));
      }
      // Every sense was a name: no mention.
      if (mt.senseEnd[mt.count - 1] === mt.senseStart[mt.count - 1]) mt.dropLast();
    }
  }

  /** Passes one and two (module comment, step 3): evidence per chosen category, into the ev* arrays. */
  private chooseSenses(vectors: SenseVectors | null, tokenCount: number): void {
    const W = DOC_WEIGHTS;
    const mt = this.mentions;
    const M = mt.count;
    const vdist = this.vdist.fill(0);
    if (this.prob.length < mt.senses) {
      this.prob = new Float64Array(Math.max(mt.senses, 2 * this.prob.length));
      this.adjusted = new Float64Array(this.prob.length);
    }
    const prob = this.prob;
    const adjusted = this.adjusted;
    const vert = mt.vertical;
    for (let m = 0; m < M; m++) {
      const a = mt.senseStart[m]!;
      const b = mt.senseEnd[m]!;
      softmax(mt.score, a, b, prob);
      for (let k = a; k < b; k++) vdist[vert[k]!]! += mt.weight[m]! * prob[k]! * mt.topical[k]!;
    }
    for (let v = 0; v < vdist.length; v++) vdist[v]! += W.cue * this.cues[v]!;
    let total = 0;
    for (let v = 0; v < vdist.length; v++) total += vdist[v]!;
    const own = this.own;
    this.evSlot.clear();
    let slots = 0;
    for (let m = 0; m < M; m++) {
      const a = mt.senseStart[m]!;
      const b = mt.senseEnd[m]!;
      const w = mt.weight[m]!;
      // The rest of the document: the distribution without this mention's own share.
      for (let k = a; k < b; k++) own[vert[k]!] = 0;
      let ownTotal = 0;
      for (let k = a; k < b; k++) {
        const x = w * prob[k]! * mt.topical[k]!;
        own[vert[k]!]! += x;
        ownTotal += x;
      }
      const rest = total - ownTotal;
      let best = a;
      for (let k = a; k < b; k++) {
        const v = vert[k]!;
        const share = rest > 1e-9 ? (vdist[v]! - own[v]!) / rest : 0;
        adjusted[k] = mt.score[k]! + W.docBias * share;
        if (adjusted[k]! > adjusted[best]!) best = k;
      }
      if (vectors !== null && b - a > 1 && mt.weighable[m] === 1)
        best = this.vectorStep(vectors, m, best, tokenCount);
      let z = 0;
      for (let k = a; k < b; k++) z += Math.exp(adjusted[k]! - adjusted[best]!);
      const c = mt.category[best]!;
      mt.chosen[m] = c;
      let slot = this.evSlot.get(c);
      if (slot === undefined) {
        if (slots === this.evCat.length) this.growEvidence();
        this.evSlot.set(c, (slot = slots++));
        this.evCat[slot] = c;
        this.evidence[slot] = 0;
      }
      this.evidence[slot]! += (w / z) * mt.topical[best]!;
    }
  }

  /** The document's summed word vectors and their weight (vector step), made on first need per document. */
  private docVector: Float64Array | null = null;
  /** Whether the document being scored is explained (the vector step keeps its similarities). */
  private explaining = false;
  private docWeight = -1;
  private ctxSum: Float64Array | null = null;

  /**
   * The vector step for mention m (module comment, step 3): the sense at `best` or a
   * rival of another vertical close behind it that the document's other words are
   * clearly nearer to. Returns the position of the sense chosen.
   */
  private vectorStep(vectors: SenseVectors, m: number, best: number, tokenCount: number): number {
    const mt = this.mentions;
    const a = mt.senseStart[m]!;
    const b = mt.senseEnd[m]!;
    const adjusted = this.adjusted;
    const bestVertical = mt.vertical[best]!;
    let rival = false;
    for (let k = a; k < b && !rival; k++)
      rival =
        mt.vertical[k] !== bestVertical && adjusted[k]! >= adjusted[best]! - SENSE_VECTORS.gap;
    if (!rival) return best;
    const D = vectors.dimensions;
    const tokens = this.docTokens;
    const contextEnd = Math.min(tokenCount, VECTOR_CONTEXT_TOKENS);
    if (this.docWeight < 0) {
      this.docVector ??= new Float64Array(D);
      this.ctxSum ??= new Float64Array(D);
      this.docVector.fill(0);
      let w = 0;
      for (let t = 0; t < contextEnd; t++) w += vectors.addToken(tokens[t]!, this.docVector);
      this.docWeight = w;
    }
    // The rest of the document: every occurrence of the mention's own words taken out.
    const ctx = this.ctxSum!;
    ctx.set(this.docVector!);
    let weight = this.docWeight;
    const ts = mt.tokenStart[m]!;
    const te = mt.tokenEnd[m]!;
    for (let t = ts; t < te; t++) {
      const h = tokens[t]!;
      let seen = false;
      for (let u = ts; u < t && !seen; u++) seen = tokens[u] === h;
      if (seen) continue;
      let n = 0;
      for (let u = 0; u < contextEnd; u++) if (tokens[u] === h) n++;
      if (n === 0) continue;
      weight += vectors.addToken(h, ctx, -n);
    }
    if (!vectors.endContext(ctx, weight)) return best;
    const choice = vectors.choose(
      best,
      mt.category,
      adjusted,
      mt.vertical,
      a,
      b,
      (k) => vectors.similarity(mt.category[k]!),
      this.explaining,
    );
    if (choice === null) return best;
    for (let k = a; k < b; k++) {
      const s = choice.similarity.get(mt.category[k]!);
      if (s !== undefined) mt.similarity[k] = s;
    }
    if (choice.chosen === choice.rules) return best;
    mt.byVectors[m] = 1;
    for (let k = a; k < b; k++) if (mt.category[k] === choice.chosen) return k;
    return best;
  }

  /** Whether the engine reads English (the vectors are English words). */
  private english(): boolean {
    return this.engine.automaton.tokenRewriter === null;
  }

  private growEvidence(): void {
    const c = this.evCat.length * 2;
    this.evCat = grownCopy(this.evCat, c);
    this.evidence = grownCopy(this.evidence, c);
    this.evAncestors = grownCopy(this.evAncestors, c);
    this.evDescendants = grownCopy(this.evDescendants, c);
    this.evFinal = grownCopy(this.evFinal, c);
  }

  /**
   * Step 4's fallback: the vertical the words cue most, when none of its categories was
   * found, enters as its top tier ("new PB, the respawn skip saved 3 s": every word of
   * Games is a cue, none names a Games category).
   */
  private addCueTier(): void {
    this.cueTier = -1;
    const cues = this.cues;
    let top = -1;
    for (let v = 0; v < cues.length; v++)
      if (cues[v]! > 0 && (top < 0 || cues[v]! > cues[top]!)) top = v;
    if (top < 0) return;
    for (const c of this.evSlot.keys()) if (this.engine.verticalOf(c) === top) return;
    const c = this.engine.tierAt(top);
    this.cueTier = c;
    const slot = this.evSlot.size;
    if (slot === this.evCat.length) this.growEvidence();
    this.evSlot.set(c, slot);
    this.evCat[slot] = c;
    this.evidence[slot] = DOC_WEIGHTS.cueTier * cues[top]!;
  }

  /** Steps 4 and 5 of the module comment, over the evidence chooseSenses left. */
  private rank(opts: ScoreOptions): { categories: number[]; scores: number[] } {
    const W = DOC_WEIGHTS;
    const index = this.index;
    const engine = this.engine;
    this.addCueTier();
    const n = this.evSlot.size;
    if (n === 0) return { categories: [], scores: [] };
    const { evCat: cat, evidence, evAncestors: anc, evDescendants: desc, evFinal: final } = this;
    anc.fill(0, 0, n);
    desc.fill(0, 0, n);
    const vshare = this.vshare.fill(0);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const c = cat[i]!;
      const e = evidence[i]!;
      vshare[engine.verticalOf(c)]! += e;
      total += e;
      for (let a = index.parentAt(c); a >= 0; a = index.parentAt(a)) {
        const j = this.evSlot.get(a);
        if (j === undefined) continue;
        anc[i]! += evidence[j]!;
        desc[j]! += e;
      }
    }
    for (let v = 0; v < vshare.length; v++) {
      vshare[v]! += W.cue * this.cues[v]!;
      total += W.cue * this.cues[v]!;
    }
    const vfactor = this.vfactor.fill(NaN);
    let best = 0;
    for (let i = 0; i < n; i++) {
      const c = cat[i]!;
      const v = engine.verticalOf(c);
      let vf = vfactor[v]!;
      if (vf !== vf)
        vf = vfactor[v] = Math.pow(W.verticalBase + vshare[v]! / total, W.verticalPower);
      const depth = Math.min(index.depthAt(c), 8);
      const f =
        (evidence[i]! + W.ancestor * anc[i]! + W.descendant * desc[i]!) *
        vf *
        (1 + W.depth * depth);
      final[i] = f;
      if (f > best) best = f;
    }
    let cats: ArrayLike<number> = cat;
    let finals: ArrayLike<number> = final;
    let count = n;
    if (!opts.addLastNode) {
      const merged = new Map<number, number>();
      for (let i = 0; i < n; i++) {
        const p = engine.withoutLastNode(cat[i]!);
        merged.set(p, (merged.get(p) ?? 0) + final[i]!);
      }
      cats = [...merged.keys()];
      finals = [...merged.values()];
      count = merged.size;
      best = Math.max(...(finals as number[]));
    }
    let sum = 0;
    const order: number[] = [];
    for (let k = 0; k < count; k++) {
      sum += finals[k]!;
      if (finals[k]! >= W.minShare * best) order.push(k);
    }
    sortRanked(order, cats, finals);
    const kept = opts.limit !== null && opts.limit < order.length ? opts.limit : order.length;
    const categories = new Array<number>(kept);
    const scores = new Array<number>(kept);
    for (let i = 0; i < kept; i++) {
      categories[i] = cats[order[i]!]!;
      scores[i] = Math.round((finals[order[i]!]! / sum) * 10000) / 10000;
    }
    return { categories, scores };
  }
}

/**
 * Tokens of a document (from its start: title and lead first) whose vectors make the vector
 * step's context: enough to say what it is about, and a bound on the step's cost per document.
 */
const VECTOR_CONTEXT_TOKENS = 300;

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

/** Sorts positions by final score, best first, then by category; in place without allocating when short. */
function sortRanked(order: number[], cats: ArrayLike<number>, finals: ArrayLike<number>): void {
  const before = (x: number, y: number) =>
    finals[x]! > finals[y]! || (finals[x] === finals[y] && cats[x]! < cats[y]!);
  if (order.length > 32) {
    order.sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
    return;
  }
  for (let i = 1; i < order.length; i++) {
    const x = order[i]!;
    let j = i;
    for (; j > 0 && before(x, order[j - 1]!); j--) order[j] = order[j - 1]!;
    order[j] = x;
  }
}

function softmax(scores: ArrayLike<number>, a: number, b: number, out: Float64Array): void {
  let max = -Infinity;
  for (let k = a; k < b; k++) if (scores[k]! > max) max = scores[k]!;
  let z = 0;
  for (let k = a; k < b; k++) z += out[k] = Math.exp(scores[k]! - max);
  for (let k = a; k < b; k++) out[k]! /= z;
}

const scorers = new WeakMap<RuleEngine, DocumentScorer>();

/** The rule engine of a version and its document scorer, made once per version per thread. */
export function documentScorerFor(index: IndexVersion): {
  engine: RuleEngine;
  scorer: DocumentScorer;
} {
  const engine = ruleEngineFor(index);
  let scorer = scorers.get(engine);
  if (!scorer) scorers.set(engine, (scorer = new DocumentScorer(engine, index)));
  return { engine, scorer };
}
