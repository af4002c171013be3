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
 *     score a little higher. So the concept a keyword is about beats its modifiers. In a
 *     keyword with "for" or "about" after a content word, the head ends before it, and a
 *     match after it scores much lower ("best pillows for neck pain" is about pillows).
 *     A trailing "near me" adds nothing to a match's length (near-me.ts).
 *  3. Sense: the category's share of the prior among the senses of that match, per
 *     (pattern, category) pair (the WordNet tag count and rank of that very lemma, place
 *     importance, brand size), floored; a place or brand whose name is also a common noun
 *     loses some ("casino"); shallow categories are a little more likely than deep ones.
 *  4. Evidence from the other words of the keyword: context words of the category (+),
 *     its negative words (-), cue words of its vertical (+; hand-written query vocabulary
 *     and associations derived from the taxonomy), purchase words for commercial senses
 *     (+), other matches with a sense in the same vertical (+).
 * A named sense (an entity) of another phrase scoring close behind the best in the same
 * vertical is the answer instead (WEIGHTS.named): "venmo fees" is Venmo, not a fee.
 * Short queries (token-shape.ts):
 *  - A number or a token of one or two letters ("15", "f", "cr") never decides alone: its
 *    match is a candidate only when a context word of the sense is in the text, or, for a
 *    name's senses, when the caller wrote two capitals ("NY", "UK") in a text that is not
 *    all capitals. A hand-listed cue word ("tv", "pc", "737") is a word, not a stray token.
 *  - A number or code right after a product's name is its model ("iphone 15", "ford
 *    f-150", "galaxy s24"): the name's match takes it, the matches inside it are dropped,
 *    and the name keeps only its product senses (model-codes.ts).
 *  - Spelling (keywords only, texts of at most SPELL_MAX_TOKENS tokens): a word the index
 *    does not know, of four letters or more, is corrected from the version's spelling
 *    table when one is near (speller.ts), and the corrected text is classified.
 *  - A keyword that starts with a person's name the index does not know ("tom brady"):
 *    the matches inside the name answer nothing, and its surname is corrected only into a
 *    name the index knows ("taylor swfit") (person-name.ts).
 * Rival senses (sense-vectors.ts): when the best sense has a rival of another vertical close
 * behind it, the context's word vectors choose between them if one is clearly nearer.
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
} from '../../native-index/automaton/index.js';
import type { TokenRewriter } from '../../text/token-rewriter.js';
import type { CandidateTrace } from './candidate-trace.js';
import { flagHitsOf, flagIdsOf, flagRewriters, NO_FLAGS } from './content-flags.js';
import type { TextLanguage } from '../../text/languages/language-codes.js';
import type { LanguageTokenRewriter } from '../../text/languages/language-tokens.js';
import type { EngineTokens } from './engine-tokens.js';
import { EvidenceTokenSet } from './evidence-token-set.js';
import { WEIGHTS } from './rule-weights.js';
import type { SenseList } from './sense-list.js';
import { absorbModelCodes } from './model-codes.js';
import { shortenNearMe } from './near-me.js';
import { onlyYearsFrom, personNameEnd, startsWithPhrase } from './person-name.js';
import { countEnglishWords, type EnglishWordCount } from './english-words.js';
import { openSpeller } from './speller.js';
import { SPELL_MAX_TOKENS, SpellingStep } from './spelling-step.js';
import { grownCopy } from '../typed-arrays.js';
import { MAX_EVIDENCE_TOKENS, TextTokens } from './text-tokens.js';
import { hasLowerCase, isUpperPair, SHAPE_WEAK } from './token-shape.js';
import { SPELLING_FILE } from '../../native-index/spelling-format.js';
import { wordVectorsFor } from '../vectors/index.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import {
  SENSE_VECTORS,
  senseVectorsEnabled,
  senseVectorsFor,
  type SenseVectors,
  type VectorChoice,
} from './sense-vectors.js';
import {
  CLASS_MODIFIER,
  CLASS_PURCHASE,
  CLASS_STOP,
  DERIVED_CUE_MAX,
  FLAGS_FILES,
  KIND_COMMERCIAL,
  KIND_ENTITY,
  KIND_BRAND,
  KIND_HUB,
  KIND_MEANT,
  KIND_PRODUCT,
  KIND_PROPER,
  lnPriorOf,
  NAME_SHARE_MIN,
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
const SENSE_GAP = SENSE_VECTORS.gap;
/** `stray` of a match inside a person's name (person-name.ts): it answers nothing. */
const STRAY_IN_NAME = 3;

/**
 * What the engine reads of an index version (an IndexVersion; the build passes its
 * files before the version exists, to label training text for the model).
 */
export type RuleIndexSource = Pick<
  IndexVersion,
  'version' | 'count' | 'file' | 'hasFile' | 'subtreeEndAt' | 'parentAt' | 'keyStartsWith'
>;

export class RuleEngine {
  readonly version: string;
  readonly automaton: RuleAutomaton;
  readonly flagsAutomaton: RuleAutomaton | null;
  private readonly m: RulesModelArrays;
  private readonly V: number;
  /**
   * Vertical ordinals of Travel and Places (-1: none; Travel is -1 too without Places): in
   * a keyword, a place agrees with a travel sense.
   */
  private readonly travelVertical: number;
  private readonly placesVertical: number;
  /** Vertical ordinal of Shopping (-1: none): its cue words count for a brand of any vertical. */
  private readonly shoppingVertical: number;
  private readonly index: RuleIndexSource;

  // Reused per-keyword state.
  private readonly matches = new MatchList(64);
  /** The text's tokens (text-tokens.ts). */
  private readonly tok: TextTokens;
  /** Whether the text has a lower-case letter: -1 not looked yet. */
  private lowerCase = -1;
  /** The spelling step (null when the version has no spelling table). */
  private readonly spelling: SpellingStep | null;
  private alive = new Uint8Array(64);
  private vmask = new Int32Array(64);
  private priorSum = new Float64Array(64);
  private head = new Float64Array(64);
  private strong = new Uint8Array(64);
  private hasCommon = new Uint8Array(64);
  /** Per match: 1 when its likeliest sense (pair prior) is a travel topic or brand (step 4). */
  private travelLikeliest = new Uint8Array(64);
  /** Per match: 1 a stray token alone, 2 the same written as two capitals (its names may answer), else 0. */
  private stray = new Uint8Array(64);
  /** Token end of the person's name that starts the text last scored, or 0 (person-name.ts). */
  private nameEnd = 0;
  /** Whether that name is the whole text. */
  private nameOnly = false;
  /** Matches of the text last scanned. */
  private matchCount = 0;
  /** Per match: its token end with the model codes it took (model-codes.ts). */
  private extEnd = new Int32Array(64);
  /** Per match: index of its first value in valueLists. */
  private valueBase = new Int32Array(64);
  /** Per match: 1 when its trailing "near me" was cut off (near-me.ts). */
  private shortened = new Uint8Array(64);
  /** Per value of the text's matches (step 4): bit 1 its context list may hit, bit 2 its negative list. */
  private valueLists = new Uint8Array(256);
  private endMin = new Int32Array(66);
  private readonly vcount: Int32Array;
  /** Evidence tokens by hash (evidence-token-set.ts). */
  private readonly tokSet = new EvidenceTokenSet();
  /** Per vertical: summed cue weight of the text's evidence tokens. */
  private readonly cueAll: Float64Array;
  private tracing: CandidateTrace[] | null = null;
  /**
   * Of the last `classify`'s text as given, read in English (before any spelling
   * correction): its words and how many of them read as English (english-words.ts), for
   * the language choice of keywords.
   */
  readonly scanned: EnglishWordCount = { words: 0, english: 0, foreign: 0 };
  /** The last text `classify` read in English, and whether none of its words is a flag word. */
  private flagScreen: string | null = null;
  private flagScreenClear = false;
  private sink: SenseList | null = null;
  private sinkMinHead = -Infinity;
  /** The vector step between rival senses (keywords), or null (a version without vectors; the build). */
  senseVectors: SenseVectors | null = null;
  /** What the vector step decided in the last `classify`, or null when it had nothing to decide. */
  lastVectorChoice: VectorChoice | null = null;
  /**
   * Where the last `classify` left rival senses for the topic model (`rivalWithin`): the
   * rules' choice's index among the candidates (-1: none left, because the vectors had no
   * context or overruled the rules, or the keyword names the rules' sense with one of its
   * context words), and the least score a rival needs (SENSE_VECTORS.modelGap below it).
   * The rivals themselves are read from the candidates when asked for.
   */
  private rivalsOf = -1;
  private rivalFloor = 0;
  private bestScore = -Infinity;
  /** Vector step: per candidate, whether it is weighed; per vertical, the run it was last seen in and where. */
  private weighed = new Uint8Array(64);
  private runStamp = 0;
  private readonly verticalStamp = new Int32Array(256);
  private readonly verticalAt = new Int32Array(256);
  /**
   * The candidates of the last scoring (vector step): match, category, score, vertical,
   * token span, and whether the keyword holds one of the sense's listed context words.
   */
  private cand = {
    n: 0,
    match: new Int32Array(64),
    cat: new Int32Array(64),
    score: new Float64Array(64),
    vert: new Uint8Array(64),
    ts: new Int32Array(64),
    te: new Int32Array(64),
    said: new Uint8Array(64),
  };

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
    const tiers = Array.from(this.m.tierIndex);
    this.placesVertical = tiers.findIndex((c) => index.keyStartsWith(c, 'tier:places'));
    this.travelVertical =
      this.placesVertical < 0 ? -1 : tiers.findIndex((c) => index.keyStartsWith(c, 'tier:travel'));
    this.shoppingVertical = tiers.findIndex((c) => index.keyStartsWith(c, 'tier:shopping'));
    this.tok = new TextTokens(this.m);
    this.vcount = new Int32Array(this.V);
    this.cueAll = new Float64Array(this.V);
    this.spelling = index.hasFile(SPELLING_FILE)
      ? new SpellingStep(openSpeller(index.file(SPELLING_FILE)), this.automaton)
      : null;
  }

  /** The word vectors whose most frequent words the spelling step leaves alone (spelling-step.ts). */
  useKnownWords(vectors: WordVectors | null): void {
    this.known = vectors;
    if (this.spelling) this.spelling.knownWords = vectors;
  }

  /** The vectors given to useKnownWords: their most frequent words are never respelled nor split. */
  get knownWords(): WordVectors | null {
    return this.known;
  }
  private known: WordVectors | null = null;

  /** Whether the keyword last classified is a person's name and nothing more but years (person-name.ts). */
  get readAsName(): boolean {
    return this.nameOnly;
  }

  /**
   * Reads the texts that follow in another language (workers/engine/language-choice.ts):
   * the scan marks that language's words (text/languages/), and the spelling step, whose
   * table is English, is off. null: English.
   */
  setLanguage(rewriter: TokenRewriter | null): void {
    this.automaton.setTokenRewriter(rewriter);
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
    this.travelLikeliest = new Uint8Array(c);
    this.stray = new Uint8Array(c);
    this.extEnd = new Int32Array(c);
    this.valueBase = new Int32Array(c);
    this.shortened = new Uint8Array(c);
  }

  /** Model codes and people's names (model-codes.ts, person-name.ts): a word never heard, or mostly said capitalized (SUBTLEX), is a name. */
  private readonly isNameWord = (t: number): boolean => {
    const r = this.tok.row[t]!;
    return r < 0 || this.m.cueBytes[r + this.V + 2]! >= NAME_SHARE_MIN;
  };

  private readonly hasProductSense = (j: number): boolean => {
    const values = this.automaton.values;
    const cats = this.m.cats;
    for (let k = this.matches.valueStart[j]!, ke = this.matches.valueEnd[j]!; k < ke; k++)
      if (((cats[(values[k]! << 2) + 1]! >>> 8) & KIND_PRODUCT) !== 0) return true;
    return false;
  };

  /**
   * A stray token written as two capitals is a name the caller means ("NY", "UK"), unless
   * the whole text is in capitals (it says nothing then) and has other words.
   */
  private upperName(text: string, t: number, content: number): boolean {
    if (!isUpperPair(text, this.tok.start[t]!, this.tok.end[t]!)) return false;
    if (content <= 1) return true;
    if (this.lowerCase < 0) this.lowerCase = hasLowerCase(text) ? 1 : 0;
    return this.lowerCase === 1;
  }

  /**
   * Best category index for the keyword, or -1. `branchLo/branchHi` are parallel subtree
   * ranges [lo, hi) (empty: no restriction). A short keyword with words the index does not
   * know is classified again with their corrections (`spell`, on by default), and that
   * answer is taken unless it is -1.
   */
  classify(
    text: string,
    branchLo: Int32Array | null,
    branchHi: Int32Array | null,
    branchCount: number,
    spell = true,
  ): number {
    if (typeof text !== 'string' || text.length === 0) return -1;
    const english = this.automaton.tokenRewriter === null;
    const spelling = spell && english ? this.spelling : null;
    this.lastVectorChoice = null;
    if (spelling !== null) spelling.count = 0;
    const best = this.score(text, branchLo, branchHi, branchCount, spelling);
    if (english) countEnglishWords(text, this.tok.view, this.scanned, this.matches);
    this.flagScreen = english ? text : null;
    this.flagScreenClear = english && this.noFlagWord();
    if (spelling === null || spelling.count === 0 || this.tok.count > SPELL_MAX_TOKENS) return best;
    const respelled = spelling.respelled(text, this.tok.start, this.tok.end);
    if (respelled === null) return best;
    const name = this.nameEnd;
    const nameOnly = this.nameOnly;
    const choice = this.lastVectorChoice;
    const firstScore = this.bestScore;
    const trace = this.tracing ? this.tracing.splice(0) : null;
    const again = this.score(respelled, branchLo, branchHi, branchCount, null);
    // A name's unknown surname is no misspelling ("greta thunberg" is not "greta thunder"),
    // unless the corrected name is one the index knows ("louis vuiton" is Louis Vuitton).
    if (name > 0 && !startsWithPhrase(this.matches, this.matchCount)) {
      this.nameEnd = name;
      this.nameOnly = nameOnly;
      this.lastVectorChoice = choice;
      this.rivalsOf = -1;
      this.bestScore = firstScore;
      if (trace && this.tracing) this.tracing.splice(0, this.tracing.length, ...trace);
      return best;
    }
    if (again < 0) this.bestScore = firstScore;
    return again >= 0 ? again : best;
  }

  /** The scoring of `classify` and `senses`: steps 1 to 5 of the module comment. */
  private score(
    text: string,
    branchLo: Int32Array | null,
    branchHi: Int32Array | null,
    branchCount: number,
    spelling: SpellingStep | null,
  ): number {
    this.nameEnd = 0;
    this.nameOnly = false;
    this.matchCount = 0;
    if (typeof text !== 'string' || text.length === 0) return -1;
    const m = this.m;
    const V = this.V;
    const rows = m.cueBytes;
    const W = WEIGHTS;

    // 1 and 2. Matches, and the tokens (hash, cue row, class, shape) read as the scan makes them.
    const tok = this.tok;
    tok.begin(text, this.sink !== null, spelling);
    this.lowerCase = -1;
    const ml = this.matches;
    const M = this.automaton.scanInto(text, ml, tok.read);
    this.matchCount = M;
    const T = tok.count;
    // A person's name the index does not know starts the keyword: its matches answer nothing.
    const nameEnd =
      this.sink === null && this.automaton.tokenRewriter === null
        ? personNameEnd(tok, ml, M, this.isNameWord)
        : 0;
    this.nameEnd = nameEnd;
    this.nameOnly = nameEnd > 0 && onlyYearsFrom(tok, nameEnd);
    this.bestScore = -Infinity;
    if (T === 0 || M === 0) return -1;
    const content = tok.content;
    // Keywords: "best pillows for neck pain" is about the pillows (TextTokens.purposeAt).
    const purposeAt = this.sink === null ? tok.purposeAt : -1;
    const headContent = purposeAt >= 0 ? tok.headContent : tok.lastContent;
    const purchase = tok.purchase;
    const kwSig = tok.kwSig;
    this.ensureMatches(M);
    if (this.endMin.length < T + 2) this.endMin = new Int32Array(2 * T + 2);

    // 3. Drop matches inside a longer one. A match (s, e) is inside another when a match
    // ending after e starts at or before s, or one ending at e starts before s.
    // endMin[e] = smallest start of a match ending at e; matches arrive sorted by end.
    // A trailing "near me" adds nothing to a match's length (near-me.ts).
    const alive = this.alive;
    if (tok.nearMe > 0) shortenNearMe(ml, M, tok.hash, alive, this.shortened);
    else {
      const endMin = this.endMin;
      for (let e = 0; e <= T + 1; e++) endMin[e] = 0x7fffffff;
      for (let j = 0; j < M; j++) {
        const e = ml.tokenEnd[j]!;
        if (ml.tokenStart[j]! < endMin[e]!) endMin[e] = ml.tokenStart[j]!;
      }
      for (let j = 0; j < M; j++) alive[j] = 1;
      let suffix = 0x7fffffff; // smallest start of the matches ending after e
      for (let e = T, j = M - 1; e >= 1; e--) {
        for (; j >= 0 && ml.tokenEnd[j]! === e; j--) {
          const s = ml.tokenStart[j]!;
          if (suffix <= s || endMin[e]! < s) alive[j] = 0;
        }
        if (endMin[e]! < suffix) suffix = endMin[e]!;
      }
    }
    const absorbed =
      tok.codes > 0 &&
      absorbModelCodes(ml, M, T, alive, this.extEnd, tok, this.isNameWord, this.hasProductSense);

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
    const travel = this.travelVertical;
    const places = this.placesVertical;
    const shopping = this.shoppingVertical;
    for (let v = 0; v < V; v++) vcount[v] = 0;
    // Matches whose likeliest sense is a travel topic or brand, weak ones too ("tours"): a
    // place beside one is where the trip goes.
    let travelMatches = 0;
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
      // A product's name with its model (absorbModelCodes) is as long as its name, and ends where its model does.
      const te = absorbed ? this.extEnd[j]! : ml.tokenEnd[j]!;
      const len = ml.tokenEnd[j]! - ts;
      const model = te !== ts + len;
      let head = W.length * (len - 1);
      let allWeak = true;
      let stopOnly = true;
      let ownContent = 0;
      for (let t = ts; t < te; t++) {
        const cls = tok.cls[t]!;
        if ((cls & CLASS_STOP) === 0) {
          stopOnly = false;
          ownContent++;
        }
        if ((cls & CLASS_STOP) === 0 && ((cls & CLASS_MODIFIER) === 0 || tok.howToVerbFrom(t, ts)))
          allWeak = false;
      }
      if (stopOnly) head -= W.stop;
      else if (allWeak) head -= W.modifier;
      if (len === 1 && !model) {
        const r = tok.row[ts]!;
        if (r >= 0) {
          const cb = rows[r + V]!;
          if (cb > COMMON_FROM) head -= (W.common * (cb - COMMON_FROM)) / 36;
        }
      }
      if (ownContent === content) head += W.whole;
      else if (te - 1 === headContent) head += W.last;
      if (purposeAt >= 0 && ts >= purposeAt) head -= W.purpose;
      this.head[j] = head;
      this.strong[j] = allWeak ? 0 : 1;
      const inName = te <= nameEnd;
      const stray = inName || (len === 1 && !model && (tok.shape[ts]! & SHAPE_WEAK) !== 0);
      this.stray[j] = inName
        ? STRAY_IN_NAME
        : stray
          ? this.upperName(text, ts, content)
            ? 2
            : 1
          : 0;

      let mask = 0;
      let sum = 0;
      let common = 0;
      let likeliest = -1;
      let likeliestVertical = -1;
      let likeliestKind = 0;
      const ks = ml.valueStart[j]!;
      const ke = ml.valueEnd[j]!;
      // Context words are read only for a match with several senses and other content words (step 5).
      const readLists = ke - ks > 1 && content > len;
      valueBase[j] = q;
      for (let k = ks; k < ke; k++, q++) {
        const c4 = values[k]! << 2;
        const vk = cats[c4 + 1]!;
        if (model && ((vk >>> 8) & KIND_PRODUCT) === 0) {
          valueLists[q] = 0;
          continue;
        }
        mask |= 1 << (vk & 255);
        sum += PRIOR_OF_Q[pairPrior[k]!]!;
        if (pairPrior[k]! > likeliest) {
          likeliest = pairPrior[k]!;
          likeliestVertical = vk & 255;
          likeliestKind = (vk >>> 8) & 255;
        }
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
      if (alive[j] && !allWeak && !stray)
        for (let b = mask; b !== 0; b &= b - 1) vcount[31 - Math.clz32(b & -b)]!++;
      // (A topic of the vertical, or a brand whose name is no common word: neither WordNet's
      // "ticket" nor a travel agency called Ticket is a trip of its own.)
      this.travelLikeliest[j] =
        travel >= 0 &&
        likeliestVertical === travel &&
        ((likeliestKind & KIND_HUB) !== 0 ||
          ((likeliestKind & (KIND_BRAND | KIND_ENTITY)) !== 0 && common === 0))
          ? 1
          : 0;
      if (alive[j] && !stray && !stopOnly && this.travelLikeliest[j] === 1) travelMatches++;
    }

    // 5. Score every (match, sense).
    let best = -1;
    let bestScore = -Infinity;
    let bestMatch = -1;
    let bestNamed = false;
    let bestVertical = -1;
    // The best-scored named sense (an entity) and its vertical, match and score.
    let named = -1;
    let namedScore = -Infinity;
    let namedMatch = -1;
    let namedVertical = -1;
    const sink = this.sink;
    const vectors =
      sink === null &&
      this.senseVectors !== null &&
      senseVectorsEnabled() &&
      this.automaton.tokenRewriter === null
        ? this.senseVectors
        : null;
    this.cand.n = 0;
    this.rivalsOf = -1;
    const evidT = T < MAX_EVIDENCE_TOKENS ? T : MAX_EVIDENCE_TOKENS;
    const evid = this.tokSet;
    evid.indexTokens(tok.hash, evidT);
    const sig = evid.tokSig;
    const cueAll = this.cueAll;
    cueAll.fill(0);
    // Cues: of content words, not of stray tokens ("15", "f": the glosses' numbers and letters).
    for (let t = nameEnd; t < evidT; t++) {
      const r = tok.row[t]!;
      if (r < 0 || (tok.cls[t]! & CLASS_STOP) !== 0 || (tok.shape[t]! & SHAPE_WEAK) !== 0) continue;
      for (let v = 0; v < V; v++) cueAll[v]! += rows[r + v]!;
    }
    for (let pass = 0; pass < 2; pass++) {
      // Pass 0: matches not inside a longer one. Pass 1 (only when branches left nothing): the others.
      for (let j = 0; j < M; j++) {
        if (pass === 0 ? alive[j] === 0 : alive[j] === 1) continue;
        const ts = ml.tokenStart[j]!;
        const te = absorbed ? this.extEnd[j]! : ml.tokenEnd[j]!;
        const len = ml.tokenEnd[j]! - ts;
        const model = te !== ts + len;
        const end = model ? tok.end[te - 1]! : ml.end[j]!;
        const stray = this.stray[j]!;
        const head = this.head[j]!;
        const ownMask = this.vmask[j]!;
        const selfAgree = alive[j] === 1 && this.strong[j] === 1 ? 1 : 0;
        const lnSum = this.priorSum[j]!;
        const single = ml.valueEnd[j]! - ml.valueStart[j]! === 1;
        let ownPurchase = 0;
        for (let t = ts; t < te; t++) if (tok.cls[t]! & CLASS_PURCHASE) ownPurchase++;
        const otherPurchase = purchase - ownPurchase > 0;
        // Keywords: the Shopping cue evidence of the other tokens, read at the match's first brand sense.
        let shopCue = NaN;
        if (sink !== null) {
          if (head < this.sinkMinHead) continue;
          sink.openMatch(ml.start[j]!, end, ts, te, head, this.strong[j] === 1);
        }
        // A place or brand whose name is a word mostly said in lower case loses to the common noun
        // ("casino"), unless a reviewed sense prior names it (KIND_MEANT: "twitter").
        // (Not one with its model: "ford f-150" is the make.)
        let properPenalty = 0;
        if (len === 1 && !model && this.hasCommon[j] === 1) {
          const r = tok.row[ts]!;
          const ratio = r >= 0 ? rows[r + V + 2]! / 255 : 1;
          properPenalty = W.entity + W.proper * (1 - ratio);
        }

        const trip =
          sink === null &&
          places >= 0 &&
          ((ownMask >>> places) & 1) !== 0 &&
          (travelMatches - (alive[j]! & this.travelLikeliest[j]!) > 0 || tok.whereAt(ts));
        const listsAt = valueBase[j]! - ml.valueStart[j]!;
        for (let k = ml.valueStart[j]!, ke = ml.valueEnd[j]!; k < ke; k++) {
          const c = values[k]!;
          if (restricted && !inBranches(c, branchLo, branchHi, branchCount)) continue;
          const c4 = c << 2;
          const vk = cats[c4 + 1]!;
          const v = vk & 255;
          const kd = (vk >>> 8) & 255;
          if (model && (kd & KIND_PRODUCT) === 0) continue;
          let sense = 0;
          if (!single) {
            const l = lnPriorOf(pairPrior[k]!) - lnSum;
            sense = W.prior * (l < PRIOR_FLOOR ? PRIOR_FLOOR : l);
          }
          if ((kd & (KIND_ENTITY | KIND_MEANT)) === KIND_ENTITY) sense -= properPenalty;
          // Cue evidence of the other tokens for this vertical; inside a compound, its
          // modifiers count half ("golf" in "golf clubs").
          // (cueAll[v] sums every evidence token; the match's own tokens are taken back out.)
          let cue = cueAll[v]!;
          let inner = 0;
          for (let t = ts, tEnd = te < evidT ? te : evidT; t < tEnd; t++) {
            const r = tok.row[t]!;
            if (r < 0 || (tok.cls[t]! & CLASS_STOP) !== 0 || (tok.shape[t]! & SHAPE_WEAK) !== 0)
              continue;
            cue -= rows[r + v]!;
            if (t < te - 1) inner += rows[r + v]!;
          }
          cue = (cue + 0.5 * inner) / 255;
          // Keywords: a shop, bank or restaurant chain of any vertical is a store to the
          // shopping words ("lowes hours" is Lowe's, not a clothing chain of that name).
          if ((kd & KIND_BRAND) !== 0 && shopping >= 0 && sink === null) {
            if (shopCue !== shopCue) shopCue = this.cueOutside(shopping, ts, te, evidT);
            if (shopCue > cue) cue = shopCue;
          }
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
          let agree = vcount[v]! - ((ownMask >>> v) & 1 & selfAgree);
          // Keywords: the places named are where the flights, hotels or tours go.
          if (v === travel && sink === null)
            agree += vcount[places]! - ((ownMask >>> places) & 1 & selfAgree);
          // ... and a place's name beside a travel word, or after "in" or "near", in any of its
          // senses, is no topic of its own (explained as disagreement).
          const agreeScore = trip ? W.agree * agree - W.trip : W.agree * agree;
          // Salience: concepts near the top of their vertical are what people look for ("poker" the game, not the fire iron).
          const depth = vk >>> 16;
          let score =
            head +
            sense +
            ctx +
            W.cue * cue +
            agreeScore -
            W.depth * (depth < DEPTH_CAP ? depth : DEPTH_CAP);
          if (otherPurchase && kd & KIND_COMMERCIAL) score += W.purchase;
          // A stray token alone answers only with a context word of the sense, or as a name written in capitals.
          const unsupported =
            stray === STRAY_IN_NAME ||
            (stray !== 0 && ctx <= 0 && !(stray === 2 && (kd & KIND_PROPER) !== 0));
          if (sink !== null && !unsupported) sink.addSense(c, score, v);
          if (this.tracing) {
            this.tracing.push({
              category: c,
              score,
              match: text.slice(ml.start[j], end),
              start: ml.start[j]!,
              head,
              prior: sense,
              context: ctx,
              cue: W.cue * cue,
              agree: agreeScore,
              subsumed: alive[j] === 0,
              stray: unsupported,
            });
          }
          if (!unsupported && vectors !== null) this.keepCandidate(j, c, score, v, ts, te, ctx > 0);
          if (!unsupported && score > bestScore) {
            bestScore = score;
            best = c;
            bestMatch = j;
            bestNamed = (kd & KIND_ENTITY) !== 0;
            bestVertical = v;
          }
          if (!unsupported && (kd & KIND_ENTITY) !== 0 && score > namedScore) {
            namedScore = score;
            named = c;
            namedMatch = j;
            namedVertical = v;
          }
        }
      }
      if (best >= 0 || !restricted || aliveCount === M) break;
    }
    // Of two close answers in one vertical, the named one says more ("instacart grocery
    // delivery": Instacart, not grocery delivery in general).
    if (
      best >= 0 &&
      !bestNamed &&
      named >= 0 &&
      namedVertical === bestVertical &&
      namedMatch !== bestMatch &&
      namedScore >= bestScore - W.named
    ) {
      best = named;
      bestScore = namedScore;
      bestMatch = namedMatch;
    }
    this.bestScore = bestScore;
    if (vectors !== null && best >= 0) {
      const chosen = this.vectorStep(vectors, best, bestScore, bestMatch, evidT);
      if (chosen !== best) this.bestScore = this.scoreOf(chosen);
      best = chosen;
    }
    return best;
  }

  /**
   * The cue evidence of vertical v from the last text's evidence tokens outside ts..te
   * (`cueAll` less the match's own tokens, before the cap), as the scoring
   * reads a vertical's cue but without a compound's inner share.
   */
  private cueOutside(v: number, ts: number, te: number, evidT: number): number {
    const tok = this.tok;
    const rows = this.m.cueBytes;
    let cue = this.cueAll[v]!;
    for (let t = ts, tEnd = te < evidT ? te : evidT; t < tEnd; t++) {
      const r = tok.row[t]!;
      if (r >= 0 && (tok.cls[t]! & CLASS_STOP) === 0 && (tok.shape[t]! & SHAPE_WEAK) === 0)
        cue -= rows[r + v]!;
    }
    return cue / 255;
  }

  /** The best score of a category among the kept candidates. */
  private scoreOf(category: number): number {
    const k = this.cand;
    let s = -Infinity;
    for (let q = 0; q < k.n; q++) if (k.cat[q] === category && k.score[q]! > s) s = k.score[q]!;
    return s;
  }

  /** The score of the sense the last `classify` answered (the vector step's choice, when it chose), -Infinity for none. */
  get lastScore(): number {
    return this.bestScore;
  }

  /** Words of the last text classified that are no function word, aspect word, number or code. */
  get strongWords(): number {
    return this.tok.strong;
  }

  private keepCandidate(
    j: number,
    c: number,
    score: number,
    v: number,
    ts: number,
    te: number,
    said: boolean,
  ): void {
    const k = this.cand;
    if (k.n === k.cat.length) {
      const n = 2 * k.n;
      this.cand = {
        n: k.n,
        match: grownCopy(k.match, n),
        cat: grownCopy(k.cat, n),
        score: grownCopy(k.score, n),
        vert: grownCopy(k.vert, n),
        ts: grownCopy(k.ts, n),
        te: grownCopy(k.te, n),
        said: grownCopy(k.said, n),
      };
    }
    const q = this.cand;
    q.match[q.n] = j;
    q.cat[q.n] = c;
    q.score[q.n] = score;
    q.vert[q.n] = v;
    q.ts[q.n] = ts;
    q.te[q.n] = te;
    q.said[q.n] = said ? 1 : 0;
    q.n++;
  }

  /**
   * Whether candidate q is a rival sense for the model: weighed by the vector step, of
   * another vertical than the rules' choice, scored at least `rivalFloor` and matched on
   * other words. Of one phrase's senses the model would mostly echo the name forms it was
   * trained on ("dell xps 13": the valley), so it only weighs one phrase against another.
   */
  private isRival(q: number): boolean {
    const k = this.cand;
    const of = this.rivalsOf;
    return (
      this.weighed[q] === 1 &&
      k.vert[q] !== k.vert[of] &&
      k.score[q]! >= this.rivalFloor &&
      (k.ts[q] !== k.ts[of] || k.te[q] !== k.te[of])
    );
  }

  /**
   * Of the last `classify`'s rival senses (`isRival`), the best-scored one that `accept`
   * takes, or -1: the hybrid's topic model picks among them by the category it is sure of.
   */
  rivalWithin(accept: (category: number) => boolean): number {
    if (this.rivalsOf < 0) return -1;
    const k = this.cand;
    let at = -1;
    for (let q = 0; q < k.n; q++)
      if (this.isRival(q) && (at < 0 || k.score[q]! > k.score[at]!) && accept(k.cat[q]!)) at = q;
    return at < 0 ? -1 : k.cat[at]!;
  }

  /**
   * Of the last `classify`'s scored senses (any phrase, any vertical), the best-scored one
   * that `accept` takes, or -1: the sense of the rules inside the topic model's category.
   */
  senseWithin(accept: (category: number) => boolean): number {
    const k = this.cand;
    let at = -1;
    for (let q = 0; q < k.n; q++)
      if ((at < 0 || k.score[q]! > k.score[at]!) && accept(k.cat[q]!)) at = q;
    return at < 0 ? -1 : k.cat[at]!;
  }

  /** Whether the last `classify` left rival senses for the model (`rivalWithin`). */
  get hasRivals(): boolean {
    if (this.rivalsOf < 0) return false;
    for (let q = 0; q < this.cand.n; q++) if (this.isRival(q)) return true;
    return false;
  }

  /** Makes the vector step's context of a phrase at tokens [ts, te): the other content words (not aspect words). */
  private keywordContext(vectors: SenseVectors, ts: number, te: number, evidT: number): boolean {
    const tok = this.tok;
    vectors.beginContext();
    for (let t = 0; t < evidT; t++) {
      if (t >= ts && t < te) continue;
      // Aspect words ("facts", "price") say what is asked about the sense, not which one.
      if ((tok.cls[t]! & (CLASS_STOP | CLASS_MODIFIER)) !== 0 || (tok.shape[t]! & SHAPE_WEAK) !== 0)
        continue;
      vectors.addContext(tok.hash[t]!);
    }
    return vectors.endContext();
  }

  /**
   * The vector step (sense-vectors.ts): the best candidate against the best of each other
   * vertical close behind it, whatever phrase of the keyword they match, each weighed
   * against the keyword's other content words than its phrase's (and the rules' choice
   * against the rival's too: SenseVectors.choose).
   */
  private vectorStep(
    vectors: SenseVectors,
    best: number,
    bestScore: number,
    bestMatch: number,
    evidT: number,
  ): number {
    const k = this.cand;
    let at = -1;
    const bestVertical = this.verticalOf(best);
    const floor = bestScore - SENSE_GAP;
    let rival = false;
    // Of a phrase's close senses in one vertical only the best-scored is weighed.
    if (this.weighed.length < k.n) this.weighed = new Uint8Array(2 * k.n);
    const weighed = this.weighed;
    let runMatch = -1;
    for (let q = 0; q < k.n && at < 0; q++)
      if (k.cat[q] === best && k.match[q] === bestMatch) at = q;
    // A dictionary sense of a shorter phrase is no rival of the rules' choice when that is
    // no dictionary sense: "calculator" the expert does not outweigh "social security benefits".
    const bestLength = at < 0 || this.isDictionarySense(best) ? 0 : k.te[at]! - k.ts[at]!;
    // The places a travel word names are where the trip goes, no rival sense of it ("bus
    // from boston to new york" is the bus, whatever the vectors of the places say).
    const placesAgree = this.travelVertical >= 0 && bestVertical === this.travelVertical;
    for (let q = 0; q < k.n; q++) {
      weighed[q] = 0;
      if (k.score[q]! < floor) continue;
      if (placesAgree && k.vert[q] === this.placesVertical) continue;
      if (
        k.match[q] !== bestMatch &&
        k.te[q]! - k.ts[q]! < bestLength &&
        this.isDictionarySense(k.cat[q]!)
      )
        continue;
      rival ||= k.vert[q] !== bestVertical;
      if (k.match[q] !== runMatch) {
        runMatch = k.match[q]!;
        this.runStamp++;
      }
      const v = k.vert[q]!;
      const held = this.verticalAt[v]!;
      if (this.verticalStamp[v] !== this.runStamp) {
        this.verticalStamp[v] = this.runStamp;
        this.verticalAt[v] = q;
        weighed[q] = 1;
      } else if (k.score[q]! > k.score[held]!) {
        weighed[held] = 0;
        this.verticalAt[v] = q;
        weighed[q] = 1;
      }
    }
    // A sense the keyword names with one of its listed context words ("lions game": the
    // team) is what the rules meant; the vectors do not weigh it.
    if (!rival || at < 0 || k.said[at] === 1) return best;
    let contextOf = -1;
    let hasContext = false;
    // The rules' choice is not weighed on the context of a rival the keyword names with
    // one of its listed context words ("bulls score": "score" says the team is meant).
    const similarityOf = (q: number, of: number): number => {
      if (q !== of && k.said[of] === 1 && k.match[q] !== k.match[of]) return NaN;
      const j = k.match[of]!;
      if (j !== contextOf) {
        contextOf = j;
        hasContext = this.keywordContext(vectors, k.ts[of]!, k.te[of]!, evidT);
      }
      return hasContext && weighed[q] === 1 ? vectors.similarity(k.cat[q]!) : NaN;
    };
    const choice = vectors.choose(
      at,
      k.cat,
      k.score,
      k.vert,
      0,
      k.n,
      similarityOf,
      this.tracing !== null,
    );
    if (choice !== null && choice.chosen === best) {
      this.rivalsOf = at;
      this.rivalFloor = bestScore - SENSE_VECTORS.modelGap;
    }
    if (choice === null) return best;
    this.lastVectorChoice = choice;
    if (this.tracing)
      for (const t of this.tracing) {
        const s = choice.similarity.get(t.category);
        if (s !== undefined && !t.subsumed) t.similarity = s;
      }
    return choice.chosen;
  }

  /**
   * Every sense of every match not inside a longer one whose head score is at least
   * `minHead`, scored as `classify` scores them (evidence from this text only), into `out`
   * (cleared first); with `trace`, each scored candidate is also pushed there with the
   * parts of its score (explanations). The text's tokens stay
   * readable through `tokens` until the next call. Returns the number of matches.
   */
  senses(text: string, out: SenseList, minHead = -Infinity, trace?: CandidateTrace[]): number {
    out.clear();
    this.tok.count = 0;
    this.sink = out;
    this.sinkMinHead = minHead;
    if (trace) this.tracing = trace;
    try {
      this.score(text, null, null, 0, null);
    } finally {
      this.sink = null;
      this.tracing = null;
    }
    return out.matches;
  }

  /**
   * The content words of the last text that cue a vertical, with the verticals they cue
   * (for explanations; allocates).
   */
  cueWords(): { start: number; end: number; verticals: number[] }[] {
    return this.tok.cueWords();
  }

  /** The tokens of the last text given to `classify` or `senses`: char spans, class bits, commonness (0..255, -1 unknown). */
  get tokens(): EngineTokens {
    return this.tok.view;
  }

  /**
   * Adds the cue weights of the last text's content words, times `weight`, into `into`
   * (indexed by vertical): TextTokens.addCues. Compounds are read only for texts given to
   * `senses`.
   */
  addCues(into: Float64Array, weight: number, derived = 1, compound = 0): void {
    this.tok.addCues(into, weight, derived, compound);
  }

  /**
   * Calls `fn` for every hand-listed cue word of the token table (build-index/rules/cues/,
   * and the verticals' own context words: cue weight above DERIVED_CUE_MAX) and each
   * vertical it cues, with its weight (0..255).
   */
  forEachListedCue(fn: (hash: number, vertical: number, weight: number) => void): void {
    const table = this.m.cueTable;
    const bytes = this.m.cueBytes;
    const w = this.m.slotWords;
    for (let s = 0; s < table.length; s += w) {
      const hash = table[s]!;
      if (hash === 0) continue;
      const r = (s + 1) << 2;
      for (let v = 0; v < this.V; v++) {
        const cue = bytes[r + v]!;
        if (cue > DERIVED_CUE_MAX) fn(hash, v, cue);
      }
    }
  }

  /** Token hashes of a category's context words (rules.model; a view, empty when none). */
  contextWords(category: number): Uint32Array {
    const x = this.m.cats[4 * category + 2]!;
    const eh = this.m.evidHash;
    return x === 0 ? eh.subarray(0, 0) : eh.subarray(x + 2, x + 2 + eh[x + 1]!);
  }

  /**
   * Whether a category is a WordNet sense on WordNet's own chain of broader words, with no
   * topic of the backbone as its parent ("Poet > Pope", not "Legal Services > Lawyer").
   */
  isDictionarySense(category: number): boolean {
    return (
      this.index.keyStartsWith(category, 'wn:') &&
      (this.kindOf(this.index.parentAt(category)) & KIND_HUB) === 0
    );
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

  /**
   * Flag hits of the text read in `lang` (absent, null or 'en': English): (flag id, list
   * index) per matched term, in text order (allocates).
   */
  flagHits(
    text: string,
    lang: TextLanguage | 'en' | null = null,
  ): { flag: number; list: number }[] {
    return flagHitsOf(this.flagsAutomaton, this.matches, text, this.flagRewriterOf(lang));
  }

  /**
   * Flag ids found in the text read in `lang` (absent, null or 'en': English), ascending,
   * each once (a shared empty array when none: do not mutate).
   */
  flagsOf(text: string, lang: TextLanguage | 'en' | null = null): number[] {
    const rewriter = this.flagRewriterOf(lang);
    // The English reading of this very text saw no word of the flag lists: nothing to find.
    if (rewriter === null && text === this.flagScreen && this.flagScreenClear) return NO_FLAGS;
    return flagIdsOf(this.flagsAutomaton, this.matches, text, rewriter);
  }

  private flagWords: ReadonlyMap<TextLanguage, LanguageTokenRewriter> | undefined;

  /** The flags scan's hook for a language, made on first use (null: English, or no list). */
  private flagRewriterOf(lang: TextLanguage | 'en' | null): LanguageTokenRewriter | null {
    if (lang === null || lang === 'en') return null;
    this.flagWords ??= flagRewriters(this.flagsAutomaton);
    return this.flagWords.get(lang) ?? null;
  }

  /** No token of the text just scored (`tok`) can be a word of the flag lists. */
  private noFlagWord(): boolean {
    const fa = this.flagsAutomaton;
    if (fa === null) return true;
    const hash = this.tok.hash;
    for (let t = 0, n = this.tok.count; t < n; t++) if (fa.mayHaveTokenHash(hash[t]!)) return false;
    return true;
  }

  /**
   * Every scored candidate of a text, best first (for evaluation and debugging; allocates).
   * With `spell`, the spelling step runs as in `classify`, and the candidates are those of
   * the corrected text when there was a correction.
   */
  explain(text: string, spell = false): { best: number; candidates: CandidateTrace[] } {
    this.tracing = [];
    try {
      const best = this.classify(text, null, null, 0, spell);
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
  const engine = e;
  e.senseVectors = senseVectorsFor(index, engine);
  e.useKnownWords(wordVectorsFor(index));
  engines.set(index.version, e);
  while (engines.size > MAX_ENGINES) engines.delete(engines.keys().next().value!);
  return e;
}
