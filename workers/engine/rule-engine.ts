/**
 * The rule engine: picks the single best category for a short text (a keyword) from the
 * rule automaton's matches, and the content flags of the text (content-flags.ts).
 *
 * Per keyword: one automaton pass (every pattern occurrence), whose tokens the engine
 * reads as the scan makes them (token hashes: cue, class and commonness lookups). Then every (match, category) pair is
 * scored and the best wins:
 *  1. Specificity: a match inside a longer match is dropped ("apple pie" beats "apple"
 *     and "pie"); each token of a match beyond the first adds to its score.
 *  2. Head: a match that is only function words ("in" = Indiana), only aspect/intent words
 *     ("price", "tutorial", "symptoms") or one very common word scores lower; the match
 *     that ends the keyword (the head noun of an English compound) and one covering it all
 *     score a little higher. So the concept a keyword is about beats its modifiers.
 *  3. Sense: the category's share of the prior among the senses of that match, per
 *     (pattern, category) pair (the WordNet tag count and rank of that very lemma, place
 *     importance, brand size), floored; a place or brand whose name is also a common noun
 *     loses some ("casino"); shallow categories are a little more likely than deep ones.
 *  4. Evidence from the other words of the keyword: context words of the category (+),
 *     its negative words (-), cue words of its vertical (+; hand-written query vocabulary
 *     and associations derived from the taxonomy), purchase words for commercial senses
 *     (+), other matches with a sense in the same vertical (+).
 * `branches` restricts the candidates (none inside them: -1); no match: -1, never a guess.
 * Weights are in WEIGHTS (rule-weights.ts); they were set on test/eval/keywords.tsv.
 *
 * No allocation per keyword beyond the output: buffers and the MatchList are reused.
 */
import type { IndexVersion } from '../../native-index/index.js';
import {
  MatchList,
  openRuleAutomaton,
  type RuleAutomaton,
  type TokenBatchHook,
} from '../../native-index/automaton/index.js';
import { grownCopy } from '../typed-arrays.js';
import { FNV_PRIME } from '../../text/hash.js';
import type { Tokenizer } from '../../text/tokenizer.js';
import type { CandidateTrace } from './candidate-trace.js';
import { flagHitsOf, flagIdsOf } from './content-flags.js';
import type { EngineTokens } from './engine-tokens.js';
import { EvidenceTokenSet } from './evidence-token-set.js';
import { WEIGHTS } from './rule-weights.js';
import type { SenseList } from './sense-list.js';
import {
  CLASS_MODIFIER,
  CLASS_PURCHASE,
  CLASS_STOP,
  DERIVED_CUE_MAX,
  FLAGS_FILES,
  KIND_COMMERCIAL,
  KIND_ENTITY,
  KIND_PROPER,
  lnPriorOf,
  RULES_FILES,
  readRulesModel,
  type RulesModelArrays,
} from '../../native-index/rules-format.js';

/** Commonness byte (36 per decade) from which a one-token match starts to lose: about 1,000 spoken occurrences. */
const COMMON_FROM = 108;
/** Prior of each quantized pair prior. */
const PRIOR_OF_Q = Float64Array.from({ length: 256 }, (_, q) => Math.exp(lnPriorOf(q)));
const DEPTH_CAP = 10;
/** Lowest ln(prior share) counted: a rare sense is unlikely, not impossible. */
const PRIOR_FLOOR = -3.5;
/** Keyword tokens looked at for evidence (longer texts still match; only evidence is capped). */
const MAX_EVIDENCE_TOKENS = 64;

/**
 * What the engine reads of an index version (an IndexVersion; the build passes its
 * files before the version exists, to label training text for the model).
 */
export type RuleIndexSource = Pick<
  IndexVersion,
  'version' | 'count' | 'file' | 'hasFile' | 'subtreeEndAt' | 'parentAt'
>;

export class RuleEngine {
  readonly version: string;
  readonly automaton: RuleAutomaton;
  readonly flagsAutomaton: RuleAutomaton | null;
  private readonly m: RulesModelArrays;
  private readonly V: number;
  private readonly slotWords: number;
  private readonly cueMask: number;
  private readonly index: RuleIndexSource;

  // Reused per-keyword state.
  private readonly matches = new MatchList(64);
  private tokRow = new Int32Array(64);
  private tokHash = new Uint32Array(64);
  private tokClass = new Uint8Array(64);
  private tokStart = new Int32Array(64);
  private tokEnd = new Int32Array(64);
  /**
   * Per token: the cue row of the word it ends when joined to the token before it
   * ("road trip" -> "roadtrip"), and of the three tokens ending at it ("real estate
   * agent" -> "realestateagent"), or -1; tokPair is the joined pair's hash.
   */
  private tokRow2 = new Int32Array(64);
  private tokRow3 = new Int32Array(64);
  private tokPair = new Uint32Array(64);
  private tokCount = 0;
  private alive = new Uint8Array(64);
  private vmask = new Int32Array(64);
  private priorSum = new Float64Array(64);
  private head = new Float64Array(64);
  private strong = new Uint8Array(64);
  private hasCommon = new Uint8Array(64);
  /** Per match: index of its first value in valueLists. */
  private valueBase = new Int32Array(64);
  /** Per value of the text's matches (step 4): bit 1 its context list may hit, bit 2 its negative list. */
  private valueLists = new Uint8Array(256);
  private endMin = new Int32Array(66);
  private readonly vcount: Int32Array;
  /** Evidence tokens by hash (evidence-token-set.ts). */
  private readonly tokSet = new EvidenceTokenSet();
  /** Per vertical: summed cue weight of the text's evidence tokens. */
  private readonly cueAll: Float64Array;
  /** Whether the last text's compounds were read (joinCompound): only for `senses`, which documents use. */
  private compoundsRead = false;
  private tracing: CandidateTrace[] | null = null;
  /** What `tokens` returns: one object, refreshed (the arrays may have grown) rather than made per text. */
  private readonly tokenView: EngineTokens = {
    count: 0,
    start: this.tokStart,
    end: this.tokEnd,
    cls: this.tokClass,
    hash: this.tokHash,
    commonness: (t: number) => {
      const r = this.tokRow[t]!;
      return r >= 0 ? this.m.cueBytes[r + this.V]! : -1;
    },
  };
  private sink: SenseList | null = null;
  private sinkMinHead = -Infinity;

  constructor(index: RuleIndexSource) {
    this.index = index;
    this.version = index.version;
    this.automaton = openRuleAutomaton({
      'automaton.bin': index.file(RULES_FILES.automaton),
      'tokens.bin': index.file(RULES_FILES.tokens),
    });
    this.m = readRulesModel(index.file(RULES_FILES.model));
    if (this.m.count !== index.count)
      throw new Error(
        `${RULES_FILES.model} is for ${this.m.count} categories, the version has ${index.count}`,
      );
    if (this.m.pairPrior.length !== this.automaton.values.length)
      throw new Error(`${RULES_FILES.model} does not belong to ${RULES_FILES.automaton}`);
    for (const v of this.automaton.values)
      if (v >= index.count)
        throw new Error(`${RULES_FILES.automaton}: value ${v} is not a category`);
    this.flagsAutomaton = index.hasFile(FLAGS_FILES.automaton)
      ? openRuleAutomaton({
          'automaton.bin': index.file(FLAGS_FILES.automaton),
          'tokens.bin': index.file(FLAGS_FILES.tokens),
        })
      : null;
    this.V = this.m.verticals;
    this.slotWords = this.m.slotWords;
    this.cueMask = this.m.cueTable.length / this.slotWords - 1;
    this.vcount = new Int32Array(this.V);
    this.cueAll = new Float64Array(this.V);
  }

  /** True when the version carries the rule files. */
  static supports(index: Pick<IndexVersion, 'hasFile'>): boolean {
    return (
      index.hasFile(RULES_FILES.automaton) &&
      index.hasFile(RULES_FILES.tokens) &&
      index.hasFile(RULES_FILES.model)
    );
  }

  /** Category index of the top tier of a vertical ordinal. */
  tierAt(vertical: number): number {
    return this.m.tierIndex[vertical]!;
  }

  /** Vertical ordinal -> category index of the top tier. */
  tierOf(category: number): number {
    return this.m.tierIndex[this.m.cats[4 * category + 1]! & 255]!;
  }

  // What readTokens counts of the text's tokens.
  private content = 0;
  private lastContent = -1;
  private purchase = 0;
  /** Bit (h & 31) of every evidence token's hash (skips evidence lists that cannot hit). */
  private kwSig = 0;

  /** Step 1 of classify, per batch of the automaton's tokens: hash, cue row, class, span. */
  private readonly readTokens: TokenBatchHook = (tk, first, count) => {
    if (first + count > this.tokRow.length) this.ensureTokens(first + count);
    const rows = this.m.cueBytes;
    const V = this.V;
    for (let k = 0; k < count; k++) {
      const t = first + k;
      const h = tk.hashes[k]! >>> 0;
      const r = this.rowOf(h);
      let cls = 0;
      if (r >= 0) {
        cls = rows[r + V + 1]!;
        if (cls & CLASS_PURCHASE) this.purchase++;
      }
      if ((cls & CLASS_STOP) === 0) {
        this.content++;
        this.lastContent = t;
      }
      if (t < MAX_EVIDENCE_TOKENS) this.kwSig |= 1 << (h & 31);
      this.tokRow[t] = r;
      this.tokHash[t] = h;
      this.tokClass[t] = cls;
      this.tokStart[t] = tk.starts[k]!;
      this.tokEnd[t] = tk.ends[k]!;
      if (this.compoundsRead) this.joinCompound(tk, k, t);
    }
    this.tokCount = first + count;
  };

  /**
   * Compound cues (readTokens): a hand-listed cue written as one word ("roadtrip",
   * "blackfriday", "househunting") is also read where the text writes it as two or three
   * words, joined by one space or hyphen. The joined hash continues FNV-1a over the next
   * token's normalized units, so it equals the hash of the word written joined. A stop
   * word joins only across a hyphen ("check-in"; "in come" is no "income").
   */
  private joinCompound(tk: Tokenizer, k: number, t: number): void {
    this.tokRow2[t] = -1;
    this.tokRow3[t] = -1;
    this.tokPair[t] = 0;
    if (t === 0) return;
    const p = t - 1;
    const start = this.tokStart[t]!;
    if (start - this.tokEnd[p]! !== 1) return;
    const hyphen = tk.hyphens[k] === 1;
    if (!hyphen && ((this.tokClass[t]! | this.tokClass[p]!) & CLASS_STOP) !== 0) return;
    const units = tk.units;
    const from = tk.offs[k]!;
    const to = from + tk.lens[k]!;
    let h = this.tokHash[p]! | 0;
    for (let j = from; j < to; j++) h = Math.imul(h ^ units[j]!, FNV_PRIME);
    this.tokPair[t] = h >>> 0;
    this.tokRow2[t] = this.rowOf(h >>> 0);
    const q = this.tokPair[p]!;
    if (q === 0) return;
    h = q | 0;
    for (let j = from; j < to; j++) h = Math.imul(h ^ units[j]!, FNV_PRIME);
    this.tokRow3[t] = this.rowOf(h >>> 0);
  }

  /** Byte offset of the token's row in cueBytes, or -1. */
  private rowOf(hash: number): number {
    const table = this.m.cueTable;
    const w = this.slotWords;
    const key = hash === 0 ? 1 : hash;
    let s = key & this.cueMask;
    for (;;) {
      const k = table[s * w]!;
      if (k === key) return (s * w + 1) << 2;
      if (k === 0) return -1;
      s = (s + 1) & this.cueMask;
    }
  }

  private ensureTokens(n: number): void {
    if (n <= this.tokRow.length) return;
    let c = this.tokRow.length;
    while (c < n) c *= 2;
    this.tokRow = grownCopy(this.tokRow, c);
    this.tokHash = grownCopy(this.tokHash, c);
    this.tokClass = grownCopy(this.tokClass, c);
    this.tokStart = grownCopy(this.tokStart, c);
    this.tokEnd = grownCopy(this.tokEnd, c);
    this.tokRow2 = grownCopy(this.tokRow2, c);
    this.tokRow3 = grownCopy(this.tokRow3, c);
    this.tokPair = grownCopy(this.tokPair, c);
    this.endMin = new Int32Array(c + 2);
  }

  private ensureMatches(n: number): void {
    if (n <= this.alive.length) return;
    let c = this.alive.length;
    while (c < n) c *= 2;
    this.alive = new Uint8Array(c);
    this.vmask = new Int32Array(c);
    this.priorSum = new Float64Array(c);
    this.head = new Float64Array(c);
    this.strong = new Uint8Array(c);
    this.hasCommon = new Uint8Array(c);
    this.valueBase = new Int32Array(c);
  }

  /**
   * Best category index for the text, or -1. `branchLo/branchHi` are parallel subtree
   * ranges [lo, hi) (empty: no restriction).
   */
  classify(
    text: string,
    branchLo: Int32Array | null,
    branchHi: Int32Array | null,
    branchCount: number,
  ): number {
    if (typeof text !== 'string' || text.length === 0) return -1;
    const m = this.m;
    const V = this.V;
    const rows = m.cueBytes;
    const W = WEIGHTS;

    // 1 and 2. Matches, and the tokens (hash, cue row, class) read as the scan makes them.
    this.compoundsRead = this.sink !== null;
    this.tokCount = 0;
    this.content = 0;
    this.lastContent = -1;
    this.purchase = 0;
    this.kwSig = 0;
    const ml = this.matches;
    const M = this.automaton.scanInto(text, ml, this.readTokens);
    const T = this.tokCount;
    if (T === 0 || M === 0) return -1;
    const content = this.content;
    const lastContent = this.lastContent;
    const purchase = this.purchase;
    const kwSig = this.kwSig;
    this.ensureMatches(M);
    this.ensureTokens(T + 2);

    // 3. Drop matches inside a longer one. A match (s, e) is inside another when a match
    // ending after e starts at or before s, or one ending at e starts before s.
    // endMin[e] = smallest start of a match ending at e; matches arrive sorted by end.
    const endMin = this.endMin;
    for (let e = 0; e <= T + 1; e++) endMin[e] = 0x7fffffff;
    for (let j = 0; j < M; j++) {
      const e = ml.tokenEnd[j]!;
      if (ml.tokenStart[j]! < endMin[e]!) endMin[e] = ml.tokenStart[j]!;
    }
    const alive = this.alive;
    for (let j = 0; j < M; j++) alive[j] = 1;
    let suffix = 0x7fffffff; // smallest start of the matches ending after e
    for (let e = T, j = M - 1; e >= 1; e--) {
      for (; j >= 0 && ml.tokenEnd[j]! === e; j--) {
        const s = ml.tokenStart[j]!;
        if (suffix <= s || endMin[e]! < s) alive[j] = 0;
      }
      if (endMin[e]! < suffix) suffix = endMin[e]!;
    }

    // 4. Per match: head score, whether it is a real topic (not only weak words), its
    // verticals, prior sum, and whether it has a common-noun sense. A match inside a
    // longer one is read only by pass 1 of step 5, which runs only within branches.
    // Per value, whether its context and negative word lists can hit (their signatures
    // against the text's): read here, in a short loop, because each is a cache miss in
    // the index and a short loop has many of them in flight at once.
    const restricted = branchCount > 0 && branchLo !== null && branchHi !== null;
    const values = this.automaton.values;
    const cats = m.cats;
    const eh = m.evidHash;
    const pairPrior = m.pairPrior;
    const vcount = this.vcount;
    for (let v = 0; v < V; v++) vcount[v] = 0;
    let valueTotal = 0;
    for (let j = 0; j < M; j++) valueTotal += ml.valueEnd[j]! - ml.valueStart[j]!;
    if (valueTotal > this.valueLists.length)
      this.valueLists = new Uint8Array(Math.max(valueTotal, 2 * this.valueLists.length));
    const valueLists = this.valueLists;
    const valueBase = this.valueBase;
    let aliveCount = 0;
    for (let j = 0, q = 0; j < M; j++) {
      if (alive[j] === 1) aliveCount++;
      else if (!restricted) continue;
      const ts = ml.tokenStart[j]!;
      const te = ml.tokenEnd[j]!;
      const len = te - ts;
      let head = W.length * (len - 1);
      let allWeak = true;
      let stopOnly = true;
      let ownContent = 0;
      for (let t = ts; t < te; t++) {
        const cls = this.tokClass[t]!;
        if ((cls & CLASS_STOP) === 0) {
          stopOnly = false;
          ownContent++;
        }
        if ((cls & (CLASS_STOP | CLASS_MODIFIER)) === 0) allWeak = false;
      }
      if (stopOnly) head -= W.stop;
      else if (allWeak) head -= W.modifier;
      if (len === 1) {
        const r = this.tokRow[ts]!;
        if (r >= 0) {
          const cb = rows[r + V]!;
          if (cb > COMMON_FROM) head -= (W.common * (cb - COMMON_FROM)) / 36;
        }
      }
      if (ownContent === content) head += W.whole;
      else if (te - 1 === lastContent) head += W.last;
      this.head[j] = head;
      this.strong[j] = allWeak ? 0 : 1;

      let mask = 0;
      let sum = 0;
      let common = 0;
      const ks = ml.valueStart[j]!;
      const ke = ml.valueEnd[j]!;
      // Context words are read only for a match with several senses and other content words (step 5).
      const readLists = ke - ks > 1 && content > len;
      valueBase[j] = q;
      for (let k = ks; k < ke; k++, q++) {
        const c4 = values[k]! << 2;
        const vk = cats[c4 + 1]!;
        mask |= 1 << (vk & 255);
        sum += PRIOR_OF_Q[pairPrior[k]!]!;
        if (((vk >>> 8) & KIND_PROPER) === 0) common = 1;
        let lists = 0;
        if (readLists) {
          const x = cats[c4 + 2]!;
          if (x !== 0 && (eh[x]! & kwSig) !== 0) lists = 1;
          const y = cats[c4 + 3]!;
          if (y !== 0 && (eh[y]! & kwSig) !== 0) lists |= 2;
        }
        valueLists[q] = lists;
      }
      this.vmask[j] = mask;
      this.priorSum[j] = Math.log(sum);
      this.hasCommon[j] = common;
      if (alive[j] && !allWeak)
        for (let b = mask; b !== 0; b &= b - 1) vcount[31 - Math.clz32(b & -b)]!++;
    }

    // 5. Score every (match, sense).
    let best = -1;
    let bestScore = -Infinity;
    const sink = this.sink;
    const evidT = T < MAX_EVIDENCE_TOKENS ? T : MAX_EVIDENCE_TOKENS;
    const evid = this.tokSet;
    evid.indexTokens(this.tokHash, evidT);
    const sig = evid.tokSig;
    const cueAll = this.cueAll;
    cueAll.fill(0);
    for (let t = 0; t < evidT; t++) {
      const r = this.tokRow[t]!;
      if (r < 0 || (this.tokClass[t]! & CLASS_STOP) !== 0) continue;
      for (let v = 0; v < V; v++) cueAll[v]! += rows[r + v]!;
    }
    for (let pass = 0; pass < 2; pass++) {
      // Pass 0: matches not inside a longer one. Pass 1 (only when branches left nothing): the others.
      for (let j = 0; j < M; j++) {
        if (pass === 0 ? alive[j] === 0 : alive[j] === 1) continue;
        const ts = ml.tokenStart[j]!;
        const te = ml.tokenEnd[j]!;
        const len = te - ts;
        const head = this.head[j]!;
        const ownMask = this.vmask[j]!;
        const selfAgree = alive[j] === 1 && this.strong[j] === 1 ? 1 : 0;
        const lnSum = this.priorSum[j]!;
        const single = ml.valueEnd[j]! - ml.valueStart[j]! === 1;
        let ownPurchase = 0;
        for (let t = ts; t < te; t++) if (this.tokClass[t]! & CLASS_PURCHASE) ownPurchase++;
        const otherPurchase = purchase - ownPurchase > 0;
        if (sink !== null) {
          if (head < this.sinkMinHead) continue;
          sink.openMatch(ml.start[j]!, ml.end[j]!, ts, te, head, this.strong[j] === 1);
        }
        // A place or brand whose name is a word mostly said in lower case loses to the common noun ("casino").
        let properPenalty = 0;
        if (len === 1 && this.hasCommon[j] === 1) {
          const r = this.tokRow[ts]!;
          const ratio = r >= 0 ? rows[r + V + 2]! / 255 : 1;
          properPenalty = W.entity + W.proper * (1 - ratio);
        }

        const listsAt = valueBase[j]! - ml.valueStart[j]!;
        for (let k = ml.valueStart[j]!, ke = ml.valueEnd[j]!; k < ke; k++) {
          const c = values[k]!;
          if (restricted && !inBranches(c, branchLo, branchHi, branchCount)) continue;
          const c4 = c << 2;
          const vk = cats[c4 + 1]!;
          const v = vk & 255;
          const kd = (vk >>> 8) & 255;
          let sense = 0;
          if (!single) {
            const l = lnPriorOf(pairPrior[k]!) - lnSum;
            sense = W.prior * (l < PRIOR_FLOOR ? PRIOR_FLOOR : l);
          }
          if (kd & KIND_ENTITY) sense -= properPenalty;
          // Cue evidence of the other tokens for this vertical; inside a compound, its
          // modifiers count half ("golf" in "golf clubs").
          // (cueAll[v] sums every evidence token; the match's own tokens are taken back out.)
          let cue = cueAll[v]!;
          let inner = 0;
          for (let t = ts, tEnd = te < evidT ? te : evidT; t < tEnd; t++) {
            const r = this.tokRow[t]!;
            if (r < 0 || (this.tokClass[t]! & CLASS_STOP) !== 0) continue;
            cue -= rows[r + v]!;
            if (t < te - 1) inner += rows[r + v]!;
          }
          cue = (cue + 0.5 * inner) / 255;
          if (cue > W.cueCap) cue = W.cueCap;
          // Context and negative words: they choose among the senses of an ambiguous match.
          let ctx = 0;
          const lists = valueLists[listsAt + k]!;
          if (lists !== 0) {
            let x = cats[c4 + 2]!;
            if ((lists & 1) !== 0) {
              let hits = 0;
              for (let xe = x + 2 + eh[x + 1]!, y = x + 2; y < xe && hits < 3; y++) {
                const h = eh[y]!;
                if (((sig[(h >>> 5) & 7]! >>> (h & 31)) & 1) !== 0 && evid.hasOtherToken(h, ts, te))
                  hits++;
              }
              ctx += W.context * hits;
            }
            x = cats[c4 + 3]!;
            if ((lists & 2) !== 0) {
              for (let xe = x + 2 + eh[x + 1]!, y = x + 2; y < xe; y++) {
                const h = eh[y]!;
                if (((sig[(h >>> 5) & 7]! >>> (h & 31)) & 1) !== 0 && evid.hasOtherToken(h, ts, te))
                  ctx -= W.negative;
              }
            }
          }
          const agree = vcount[v]! - ((ownMask >>> v) & 1 & selfAgree);
          // Salience: concepts near the top of their vertical are what people look for ("poker" the game, not the fire iron).
          const depth = vk >>> 16;
          let score =
            head +
            sense +
            ctx +
            W.cue * cue +
            W.agree * agree -
            W.depth * (depth < DEPTH_CAP ? depth : DEPTH_CAP);
          if (otherPurchase && kd & KIND_COMMERCIAL) score += W.purchase;
          if (sink !== null) sink.addSense(c, score, v);
          if (this.tracing) {
            this.tracing.push({
              category: c,
              score,
              match: text.slice(ml.start[j], ml.end[j]),
              head,
              prior: sense,
              context: ctx,
              cue: W.cue * cue,
              agree: W.agree * agree,
              subsumed: alive[j] === 0,
            });
          }
          if (score > bestScore) {
            bestScore = score;
            best = c;
          }
        }
      }
      if (best >= 0 || !restricted || aliveCount === M) break;
    }
    return best;
  }

  /**
   * Every sense of every match not inside a longer one whose head score is at least
   * `minHead`, scored as `classify` scores them (evidence from this text only), into `out`
   * (cleared first). The text's tokens stay
   * readable through `tokens` until the next call. Returns the number of matches.
   */
  senses(text: string, out: SenseList, minHead = -Infinity): number {
    out.clear();
    this.tokCount = 0;
    this.sink = out;
    this.sinkMinHead = minHead;
    try {
      this.classify(text, null, null, 0);
    } finally {
      this.sink = null;
    }
    return out.matches;
  }

  /** The tokens of the last text given to `classify` or `senses`: char spans, class bits, commonness (0..255, -1 unknown). */
  get tokens(): EngineTokens {
    const v = this.tokenView;
    v.count = this.tokCount;
    v.start = this.tokStart;
    v.end = this.tokEnd;
    v.cls = this.tokClass;
    v.hash = this.tokHash;
    return v;
  }

  /**
   * Adds the cue weights (0..1 per word and vertical) of the last text's content words,
   * times `weight`, into `into` (indexed by vertical): what the words say about the topic,
   * matched or not. A cue derived from the taxonomy (weight at most DERIVED_CUE_MAX) counts
   * `derived` times its weight, a hand-listed word's or a vertical's own context word's in
   * full; a hand-listed cue the text writes as two or three words (joinCompound) counts
   * `compound` times (0: compounds are not read; they are read only for texts given to
   * `senses`).
   */
  addCues(into: Float64Array, weight: number, derived = 1, compound = 0): void {
    const rows = this.m.cueBytes;
    const V = this.V;
    const k = weight / 255;
    const kd = k * derived;
    for (let t = 0; t < this.tokCount; t++) {
      const r = this.tokRow[t]!;
      if (r < 0 || (this.tokClass[t]! & CLASS_STOP) !== 0) continue;
      for (let v = 0; v < V; v++) {
        const c = rows[r + v]!;
        if (c !== 0) into[v]! += c * (c > DERIVED_CUE_MAX ? k : kd);
      }
    }
    if (compound > 0 && this.compoundsRead) this.addCompoundCues(into, k * compound);
  }

  /** The hand-listed cues of the text's compounds (joinCompound), each `k` per cue byte. */
  private addCompoundCues(into: Float64Array, k: number): void {
    const rows = this.m.cueBytes;
    const V = this.V;
    for (let t = 1; t < this.tokCount; t++) {
      for (let n = 0; n < 2; n++) {
        const r = n === 0 ? this.tokRow2[t]! : this.tokRow3[t]!;
        if (r < 0) continue;
        for (let v = 0; v < V; v++) {
          const c = rows[r + v]!;
          if (c > DERIVED_CUE_MAX) into[v]! += c * k;
        }
      }
    }
  }

  /** KIND_* bits of a category (rules-format.ts). */
  kindOf(category: number): number {
    return (this.m.cats[4 * category + 1]! >>> 8) & 255;
  }

  /** Vertical ordinal of a category. */
  verticalOf(category: number): number {
    return this.m.cats[4 * category + 1]! & 255;
  }

  /** Number of verticals (ordinals 0 .. verticals - 1). */
  get verticals(): number {
    return this.V;
  }

  /** Flag hits of the text: (flag id, list index) per matched term, in text order (allocates). */
  flagHits(text: string): { flag: number; list: number }[] {
    return flagHitsOf(this.flagsAutomaton, this.matches, text);
  }

  /** Flag ids found in the text, ascending, each once (a shared empty array when none: do not mutate). */
  flagsOf(text: string): number[] {
    return flagIdsOf(this.flagsAutomaton, this.matches, text);
  }

  /** Every scored candidate of a text, best first (for evaluation and debugging; allocates). */
  explain(text: string): { best: number; candidates: CandidateTrace[] } {
    this.tracing = [];
    try {
      const best = this.classify(text, null, null, 0);
      const candidates = this.tracing.sort((a, b) => b.score - a.score);
      return { best, candidates };
    } finally {
      this.tracing = null;
    }
  }

  /** The parent when `c` has no children (add_last_node off), else `c`. */
  withoutLastNode(c: number): number {
    if (c < 0) return c;
    if (this.index.subtreeEndAt(c) !== c + 1) return c;
    const p = this.index.parentAt(c);
    return p >= 0 ? p : c;
  }
}

function inBranches(c: number, lo: Int32Array, hi: Int32Array, n: number): boolean {
  for (let b = 0; b < n; b++) if (c >= lo[b]! && c < hi[b]!) return true;
  return false;
}

const engines = new Map<string, RuleEngine>();
const MAX_ENGINES = 3;

/** The engine of an index version, opened once per version per thread (views over the shared bytes). */
export function ruleEngineFor(index: IndexVersion): RuleEngine {
  let e = engines.get(index.version);
  if (e) return e;
  if (!RuleEngine.supports(index)) {
    throw new Error(
      `index version ${index.version} has no rule automaton (${RULES_FILES.automaton}); rebuild it with the default writers`,
    );
  }
  e = new RuleEngine(index);
  engines.set(index.version, e);
  while (engines.size > MAX_ENGINES) engines.delete(engines.keys().next().value!);
  return e;
}
