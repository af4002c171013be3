/**
 * Rule-based dependency parser (ours): deterministic "easy-first" attachment driven by
 * hand-written rules over Penn Treebank tags, lemmas and word forms.
 *
 * How it works
 * ------------
 * 1. Punctuation, emoji and unknown symbols are set aside ("transparent"); the words form a
 *    list of *pending* nodes, each the root of a (so far one-word) subtree.
 * 2. Repeatedly, every pair of adjacent pending nodes (a, b) is scored by the rules below.
 *    The best-scoring pair is attached -- b under a or a under b, with a label -- and the
 *    dependent leaves the pending list, so its neighbours become adjacent. Ties go to the
 *    rightmost pair (English is mostly right-branching), except noun compounds, which are
 *    built left to right ("New York City" -> New <- York <- City).
 * 3. Rule priorities make local structure come first and clause structure last:
 *      hyphen joins, possessive 's              (100-97)
 *      degree adverbs, numbers, compounds, adjectives, determiners, possessors (96-84)
 *      coordination of like phrases              (87)
 *      preposition objects, "of"-phrases to nouns (86-85)
 *      "to" + verb, auxiliaries, negation, particles (84-82)
 *      appositions, relative pronouns, subjects (77-74)
 *      objects, attributes, adjective complements, prepositional phrases (74-66)
 *      open clausal complements, participle/relative clauses, subordinators (62-58)
 *      adverbial and complement clauses, verb coordination, fronted modifiers (60-50)
 *    A rule may also *wait*: a noun is not taken as an object while a modifier to its right
 *    (an "of"-phrase, a relative clause, a reduced participle, an infinitive) still has to
 *    attach to it -- this is how the order of attachments encodes attachment preferences.
 *    Prepositional phrases after a noun attach to it for "of"/"about", for nouns in
 *    subject or prepositional-object position (except temporal phrases), for predicate
 *    nouns after "be" and for a short list of relational nouns; otherwise to the verb.
 * 4. When no rule applies and several nodes are left, the best clause head (a finite verb
 *    without a subordinator, else any verb, else a noun) takes the rest as dependents
 *    (nsubj/dobj/npadvmod/parataxis/dep by position and category). The last pending node is
 *    the ROOT (head = itself).
 * 5. Transparent tokens are attached afterwards, as punct, to the head of the smallest
 *    subtree whose words surround them; at the sentence edges, to the root.
 *
 * Every attachment joins two adjacent subtrees, so the result is always a projective tree
 * with exactly one root; the work per sentence is O(n^2) in its length (sentences are
 * capped by the caller).
 */
import {
  BE_FORMS, COPULAS, DO_FORMS, HAVE_FORMS, MONTHS, NOUN_PREPS, PURE_SUBORDINATORS, SPEECH_VERBS, SUBORDINATORS,
  TIME_NOUNS,
} from './lexicon.js';

export interface ParseInput {
  tag: string;
  lower: string;
  lemma: string;
}

export interface Arc {
  /** Index of the head within the sentence (the root points to itself). */
  head: number;
  label: string;
}

const TRANSPARENT = new Set(['.', ',', ':', '``', "''", '-LRB-', '-RRB-', 'HYPH', 'NFP', 'XX', 'SYM', 'LS']);
const NOUNS = new Set(['NN', 'NNS', 'NNP', 'NNPS']);
const VERBS = new Set(['VB', 'VBD', 'VBG', 'VBN', 'VBP', 'VBZ']);
const FINITE = new Set(['VBD', 'VBZ', 'VBP', 'MD']);
const ADJS = new Set(['JJ', 'JJR', 'JJS']);
const ADVS = new Set(['RB', 'RBR', 'RBS']);
const DEGREE_ADVERBS = new Set(['very', 'so', 'too', 'really', 'quite', 'extremely', 'pretty', 'fairly', 'rather', 'more', 'most', 'less', 'least', 'much', 'as', 'how', 'incredibly', 'super', 'highly', 'relatively', 'totally', 'completely', 'absolutely', 'almost', 'nearly', 'just', 'even', 'far', 'slightly', 'somewhat', 'increasingly', 'especially', 'particularly', 'fully', 'truly', 'always', 'still', 'only']);
const QUANT_ADVERBS = new Set(['about', 'around', 'nearly', 'almost', 'approximately', 'roughly', 'over', 'under', 'just', 'only', 'some', 'more', 'less', 'up', 'at', 'least', 'than', 'exactly', 'barely', 'fewer']);
const MULTIPLIERS = new Set(['hundred', 'thousand', 'million', 'billion', 'trillion', 'dozen', 'hundreds', 'thousands', 'millions', 'billions']);
const TEMPORAL_PREPS = new Set(['for', 'during', 'since', 'until', 'till', 'after', 'before', 'within', 'throughout', 'by']);
const XCOMP_VERBS = new Set(['want', 'need', 'plan', 'try', 'decide', 'hope', 'expect', 'agree', 'refuse', 'fail', 'seem', 'appear', 'begin', 'start', 'continue', 'like', 'love', 'hate', 'prefer', 'intend', 'aim', 'manage', 'promise', 'threaten', 'help', 'choose', 'learn', 'offer', 'tend', 'struggle', 'wish', 'attempt', 'afford', 'deserve', 'prepare', 'arrange', 'use', 'go', 'have', 'ask', 'allow', 'require', 'encourage', 'force', 'urge', 'persuade', 'tell', 'expect', 'seek', 'vote', 'pledge', 'vow', 'stop', 'keep', 'finish', 'avoid', 'enjoy', 'quit', 'consider', 'suggest', 'recommend', 'mind', 'miss', 'risk', 'remember', 'forget', 'regret', 'get', 'be', 'become', 'ought', 'dare', 'claim', 'pretend', 'proceed', 'wait', 'hesitate', 'bother', 'rush', 'work']);
const GERUND_VERBS = new Set(['stop', 'start', 'keep', 'begin', 'continue', 'finish', 'avoid', 'enjoy', 'like', 'love', 'hate', 'quit', 'consider', 'suggest', 'recommend', 'mind', 'miss', 'risk', 'remember', 'forget', 'regret', 'prefer', 'try', 'go', 'come', 'spend', 'keep', 'resume', 'practice', 'deny', 'admit', 'imagine', 'include', 'involve', 'mention', 'postpone', 'delay', 'tolerate', 'discuss', 'end', 'quit', 'cease']);
/** Nouns that commonly take a prepositional complement (PP after them attaches to them). */
const RELATIONAL_NOUNS = new Set(['effect', 'impact', 'tax', 'taxes', 'tariff', 'ban', 'limit', 'restriction', 'focus', 'influence', 'pressure', 'attack', 'report', 'data', 'information', 'research', 'study', 'agreement', 'deal', 'debate', 'talks', 'vote', 'decision', 'policy', 'law', 'access', 'flight', 'trip', 'visit', 'road', 'route', 'key', 'answer', 'solution', 'response', 'reaction', 'threat', 'approach', 'demand', 'need', 'request', 'support', 'search', 'plan', 'proposal', 'reason', 'increase', 'decrease', 'rise', 'drop', 'growth', 'decline', 'investment', 'spending', 'stake', 'room', 'interest', 'war', 'campaign', 'review', 'guide', 'book', 'article', 'story', 'question', 'comment', 'discount', 'shipping', 'warranty', 'order', 'orders', 'exposure', 'sanctions', 'sanction', 'charges', 'charge', 'case', 'lawsuit', 'investigation', 'inquiry', 'ruling', 'victory', 'win', 'loss', 'revenue', 'profit', 'profits', 'sales', 'results', 'forecast', 'outlook', 'view', 'views', 'concern', 'concerns', 'fears', 'hopes', 'expectations', 'version', 'part', 'member', 'members', 'head', 'chief', 'director', 'president', 'ceo', 'leader', 'leaders', 'minister', 'spokesman', 'spokeswoman', 'spokesperson', 'official', 'officials', 'team', 'fans', 'owner', 'price', 'prices']);
/** Nouns that take an infinitive as acl ("a plan to expand"). */
const ACL_NOUNS = new Set(['way', 'plan', 'plans', 'decision', 'ability', 'chance', 'time', 'right', 'effort', 'efforts', 'attempt', 'need', 'opportunity', 'reason', 'place', 'thing', 'something', 'anything', 'nothing', 'everything', 'bid', 'move', 'deal', 'agreement', 'proposal', 'order', 'money', 'power', 'permission', 'request', 'offer', 'promise', 'threat', 'pressure', 'push', 'call', 'calls', 'desire', 'willingness', 'tendency', 'capacity', 'freedom', 'one', 'way', 'ways', 'tool', 'tools', 'app', 'option', 'options', 'choice', 'budget', 'funds', 'goal', 'aim', 'mission', 'intention', 'commitment', 'pledge', 'campaign', 'license', 'authority', 'mandate', 'motivation', 'incentive', 'lot', 'much', 'more', 'enough', 'nobody', 'someone', 'anyone', 'people', 'person']);
const ADJECTIVAL_VBG = new Set(['rising', 'growing', 'increasing', 'existing', 'leading', 'remaining', 'following', 'working', 'running', 'developing', 'emerging', 'ongoing', 'declining', 'falling', 'changing', 'booming', 'upcoming', 'missing', 'living', 'outstanding', 'amazing', 'interesting', 'exciting', 'surprising', 'disappointing', 'charging', 'cooking', 'operating', 'opening', 'closing', 'ruling', 'governing', 'competing', 'corresponding', 'surrounding', 'neighboring', 'neighbouring', 'loving', 'caring', 'matching', 'shopping', 'training', 'parking', 'swimming', 'dining', 'sleeping', 'walking', 'hiking', 'washing', 'sewing', 'baking', 'frying', 'mixing', 'streaming', 'gaming', 'recording', 'printing', 'marketing', 'banking', 'manufacturing', 'housing', 'spending', 'lending', 'funding', 'pricing']);
const TIME_MODIFIERS = new Set(['last', 'next', 'this', 'every', 'each', 'that', 'previous', 'following', 'same', 'one', 'few', 'all', 'early', 'late', 'coming', 'past']);
const POSTPOSED_ADVERBS = new Set(['late', 'early', 'ago', 'later', 'earlier', 'before', 'apart', 'away', 'long', 'back']);

interface PNode {
  i: number;
  tag: string;
  lower: string;
  lemma: string;
  head: number;
  label: string;
  kids: number[];
  /** Subtree span over non-transparent tokens. */
  lo: number;
  hi: number;
}

interface Decision {
  score: number;
  /** true: b depends on a; false: a depends on b. */
  headLeft: boolean;
  label: string;
}

class Sentence {
  readonly nodes: PNode[];
  pending: number[];
  readonly isTransparent: boolean[];
  constructor(words: ParseInput[]) {
    this.nodes = words.map((w, i) => ({ i, tag: w.tag, lower: w.lower, lemma: w.lemma, head: -1, label: '', kids: [], lo: i, hi: i }));
    this.isTransparent = words.map((w) => TRANSPARENT.has(w.tag));
    this.pending = [];
    for (let i = 0; i < words.length; i++) if (!this.isTransparent[i]) this.pending.push(i);
  }

  attach(dep: number, head: number, label: string): void {
    const d = this.nodes[dep]!;
    const h = this.nodes[head]!;
    d.head = head;
    d.label = label;
    h.kids.push(dep);
    h.lo = Math.min(h.lo, d.lo);
    h.hi = Math.max(h.hi, d.hi);
    const k = this.pending.indexOf(dep);
    if (k >= 0) this.pending.splice(k, 1);
  }

  kid(n: PNode, label: string): PNode | undefined {
    for (const k of n.kids) if (this.nodes[k]!.label === label) return this.nodes[k];
    return undefined;
  }
  hasKid(n: PNode, ...labels: string[]): boolean {
    return n.kids.some((k) => labels.includes(this.nodes[k]!.label));
  }
  /** Punctuation tags between two adjacent pending subtrees. */
  gap(a: PNode, b: PNode): string[] {
    const out: string[] = [];
    for (let i = a.hi + 1; i < b.lo; i++) if (this.isTransparent[i]) out.push(this.nodes[i]!.tag);
    return out;
  }
  at(k: number): PNode | undefined {
    const i = this.pending[k];
    return i === undefined ? undefined : this.nodes[i];
  }
}

// --- word-class predicates --------------------------------------------------------------

const isNoun = (n: PNode): boolean => NOUNS.has(n.tag);
const isVerb = (n: PNode): boolean => VERBS.has(n.tag);
const isAdj = (n: PNode): boolean => ADJS.has(n.tag);
const isAdv = (n: PNode): boolean => ADVS.has(n.tag);
const isBe = (n: PNode): boolean => n.lemma === 'be' || BE_FORMS.has(n.lower) && n.tag !== 'POS';
const isHave = (n: PNode): boolean => n.lemma === 'have' || HAVE_FORMS.has(n.lower) && n.tag !== 'MD';
const isDo = (n: PNode): boolean => (n.lemma === 'do' || DO_FORMS.has(n.lower)) && n.lower !== 'done' && n.lower !== 'doing';
const isNeg = (n: PNode): boolean => n.lower === 'not' || n.lower === "n't" || n.lower === 'never';
/** Can head a noun phrase. */
function isNominal(n: PNode): boolean {
  if (NOUNS.has(n.tag) || n.tag === 'PRP' || n.tag === 'CD' || n.tag === '$' || n.tag === 'FW' || n.tag === 'ADD' || n.tag === 'EX') return true;
  if (n.tag === 'WP' && n.lower !== 'whose') return true;
  if ((n.tag === 'DT' || n.tag === 'WDT') && n.kids.length === 0) return true; // pronoun use ("this", "which", "all")
  return false;
}
function isNounHead(n: PNode): boolean {
  return NOUNS.has(n.tag) || n.tag === '$' || n.tag === 'FW' || n.tag === 'ADD' || (n.tag === 'CD' && n.kids.some(() => true));
}
const isPrep = (n: PNode): boolean => n.tag === 'IN' && !PURE_SUBORDINATORS.has(n.lower) && n.lower !== 'that';
const isTimeNoun = (n: PNode): boolean => (NOUNS.has(n.tag) && TIME_NOUNS.has(n.lower)) || (n.tag === 'NNP' && MONTHS.has(n.lower));

// --- context predicates ------------------------------------------------------------------

/** An auxiliary-like word (modal, be/have/do, "to") that a verb further right can take. */
function auxLike(n: PNode): boolean {
  return n.tag === 'MD' || n.tag === 'TO' || ((isBe(n) || isHave(n) || isDo(n)) && VERBS.has(n.tag));
}

function hasSubject(s: Sentence, v: PNode): boolean {
  return s.hasKid(v, 'nsubj', 'nsubjpass', 'expl', 'csubj');
}

function clauseHasVerbBefore(s: Sentence, k: number): boolean {
  for (let j = k - 1; j >= 0; j--) {
    const n = s.at(j)!;
    if (isVerb(n) || n.tag === 'MD') return true;
    if (n.tag === 'CC' || n.tag === 'WDT' || n.tag === 'WP' || (n.tag === 'IN' && SUBORDINATORS.has(n.lower) && !isPrep(n))) return false;
  }
  return false;
}

/** A verb that heads (or will head) a finite clause and can take a subject on its left. */
function finiteLike(s: Sentence, v: PNode, subjK: number): boolean {
  if (FINITE.has(v.tag) || s.hasKid(v, 'aux', 'auxpass')) {
    if (v.tag === 'MD' && !s.hasKid(v, 'aux')) {
      // a modal is only a clause head when no verb follows it
      const r = s.at(subjK + 2);
      if (r && isVerb(r)) return false;
    }
    return true;
  }
  if (VERBS.has(v.tag)) {
    const left = s.at(subjK - 1);
    if (left && auxLike(left) && left.tag !== 'TO') return true; // inverted question: Did <subj> <verb>
  }
  return false;
}

/** Is the pending noun at position k the likely object of the verb just before it? */
function objectPosition(s: Sentence, k: number): boolean {
  const l = s.at(k - 1);
  if (!l || !isVerb(l)) return false;
  if (s.hasKid(l, 'dobj', 'attr', 'ccomp', 'acomp')) return false;
  if (isBe(l) || SPEECH_VERBS.has(l.lemma)) return false;
  const n = s.at(k)!;
  const r = s.at(k + 1);
  if (auxLike(l) && r && isVerb(r)) return false;
  if (n.tag === 'PRP' && /^(?:i|he|she|we|they)$/.test(n.lower)) return false;
  return s.gap(l, n).length === 0;
}

/** Would the PP at position r (after noun at r-1) attach to that noun? */
function ppPrefersNoun(s: Sentence, r: number): boolean {
  const noun = s.at(r - 1);
  const pp = s.at(r);
  if (!noun || !pp || !isNominal(noun) || !isPrep(pp)) return false;
  if (noun.tag === 'PRP' || noun.tag === 'EX') return false;
  if (s.gap(noun, pp).length > 0) return false;
  if (NOUN_PREPS.has(pp.lower)) return true;
  if (pp.lower === 'than' || pp.lower === 'as' || pp.lower === 'because' || pp.lower === 'like') return false;
  const obj = s.kid(pp, 'pobj');
  const temporal = TEMPORAL_PREPS.has(pp.lower) || (obj !== undefined && (isTimeNoun(obj) || obj.tag === 'CD'));
  const left = s.at(r - 2);
  // prepositional object position: "at a hotel near the beach"
  if (left && left.tag === 'IN' && !s.hasKid(left, 'pobj', 'pcomp')) return !temporal;
  // predicate noun after be: "There is a park near the station"
  if (left && isBe(left) && isVerb(left)) return !temporal;
  // subject position: no verb before it in the clause
  if (!clauseHasVerbBefore(s, r - 1)) {
    const after = s.at(r + 1);
    return !!after || !temporal;
  }
  if (temporal) return false;
  return RELATIONAL_NOUNS.has(noun.lower) || RELATIONAL_NOUNS.has(noun.lemma);
}

/** Does the noun at position k still expect a modifier from its right neighbour? */
function waitsForPostmodifier(s: Sentence, k: number): boolean {
  const n = s.at(k)!;
  const r = s.at(k + 1);
  if (!r) return false;
  if (s.gap(n, r).some((t) => t === '.')) return false;
  if (r.tag === 'POS') return true;
  if (isPrep(r) && s.hasKid(r, 'pobj', 'pcomp') && ppPrefersNoun(s, k + 1)) return true;
  if (isPrep(r) && !s.hasKid(r, 'pobj', 'pcomp') && NOUN_PREPS.has(r.lower)) return true; // its object is not built yet
  if ((r.tag === 'WDT' || r.tag === 'WP' || r.tag === 'WP$') && isNominal(n)) return true;
  if (isVerb(r) && isNominal(n) && r.kids.some((c) => /^(?:WDT|WP|WP\$)$/.test(s.nodes[c]!.tag))) return true;
  if (isVerb(r) && (r.tag === 'VBN') && !s.hasKid(r, 'aux', 'auxpass', 'nsubj', 'nsubjpass') && isNoun(n)) return true;
  if (isVerb(r) && s.hasKid(r, 'aux') && s.kid(r, 'aux')!.tag === 'TO' && isNoun(n) && (ACL_NOUNS.has(n.lower) || ACL_NOUNS.has(n.lemma))) return true;
  if (r.tag === 'TO' && isNoun(n) && (ACL_NOUNS.has(n.lower) || ACL_NOUNS.has(n.lemma))) return true;
  if (r.tag === 'CC' && isNominal(n)) {
    const c = s.at(k + 2);
    if (c && (isNominal(c) || c.tag === 'DT' || c.tag === 'PRP$' || isAdj(c))) return !conjoinsClause(s, k + 2);
  }
  return false;
}

/** After a coordinator, does a clause (subject + verb) follow rather than a like phrase? */
function conjoinsClause(s: Sentence, k: number): boolean {
  const c = s.at(k);
  const d = s.at(k + 1);
  if (!c || !d || !isNominal(c) || !isVerb(d) || !finiteLike(s, d, k)) return false;
  // "X and Y fell": still one subject unless a verb precedes the coordination
  return clauseHasVerbBefore(s, k - 1);
}

/** Adjective/adverb that still waits for a complement on its right. */
function waitsForComplement(s: Sentence, k: number): boolean {
  const n = s.at(k)!;
  const r = s.at(k + 1);
  if (!r) return false;
  if (s.gap(n, r).length > 0) return false;
  if (isPrep(r) && s.hasKid(r, 'pobj', 'pcomp')) return isAdj(n) || ((n.tag === 'RBR' || n.tag === 'JJR') && (r.lower === 'than'));
  if (r.tag === 'TO' || (isVerb(r) && s.kid(r, 'aux')?.tag === 'TO')) return isAdj(n);
  if (isVerb(r) && s.kid(r, 'mark')?.lower === 'than') return true;
  if (r.tag === 'IN' && (r.lower === 'than' || r.lower === 'as')) return true;
  return false;
}

const sentenceInitial = (k: number): boolean => k === 0;

const TRACE = process.env.SORTAL_PARSE_TRACE === '1';
const NO_CACHE = process.env.SORTAL_PARSE_NO_CACHE === '1';
const WINDOW = 6;
const CLAUSE_TAGS = new Set(['VB', 'VBD', 'VBG', 'VBN', 'VBP', 'VBZ', 'MD', 'CC', 'IN', 'WDT', 'WP', 'WP$', 'WRB', 'TO', 'EX']);

// --- the rules ------------------------------------------------------------------------------

function decide(s: Sentence, k: number): Decision | null {
  const a = s.at(k)!;
  const b = s.at(k + 1)!;
  const gap = s.gap(a, b);
  const noGap = gap.length === 0;
  const commaOnly = gap.length > 0 && gap.every((t) => t === ',' || t === '``' || t === "''" || t === ':' || t === '-LRB-' || t === '-RRB-');
  let best: Decision | null = null;
  const offer = (score: number, headLeft: boolean, label: string): void => {
    if (!best || score > best.score) best = { score, headLeft, label };
  };
  const ta = a.tag;
  const tb = b.tag;
  {
    // second step of coordination: a took the coordinator, b is the next conjunct
    let cc: PNode | undefined;
    for (const x of a.kids) {
      const c = s.nodes[x]!;
      if (c.label === 'cc' && c.i > a.i && c.i < b.lo && (!cc || c.i > cc.i)) cc = c;
    }
    if (cc) {
      if (!a.kids.some((x) => s.nodes[x]!.label === 'conj' && x > cc.i)) return { score: 87.2, headLeft: true, label: 'conj' };
    }
  }

  // hyphenated words: well-known, five-year
  if (gap.length === 1 && gap[0] === 'HYPH' && a.kids.length === 0) {
    const label = isNoun(a) ? 'compound' : isAdj(a) ? 'amod' : isAdv(a) ? 'advmod' : ta === 'CD' ? 'nummod' : 'compound';
    offer(100, false, isNoun(a) && isAdj(b) ? 'npadvmod' : label);
  }
  // possessive ending
  if (tb === 'POS' && (isNominal(a)) && noGap) offer(97, true, 'case');

  // degree adverbs before adjectives / adverbs / numbers
  if ((isAdv(a) || ta === 'WRB') && noGap && a.kids.length === 0) {
    if (isAdj(b) && !(TIME_MODIFIERS.has(b.lower) && s.at(k + 2) && isTimeNoun(s.at(k + 2)!))) offer(96, false, isNeg(a) ? 'neg' : 'advmod');
    else if (isAdv(b) && (DEGREE_ADVERBS.has(a.lower) || ta === 'WRB')) offer(95, false, 'advmod');
    else if (tb === 'CD' && QUANT_ADVERBS.has(a.lower)) offer(95, false, 'advmod');
  }
  if ((ta === 'IN' || ta === 'JJR' || ta === 'RBR') && tb === 'CD' && QUANT_ADVERBS.has(a.lower) && noGap && a.kids.length === 0) {
    const r = s.at(k + 2);
    if (!r || !isNoun(r) || ta !== 'IN') offer(ta === 'IN' ? 50 : 94, false, 'advmod');
  }
  // numbers: "10 billion", "$ 50", "March 5", "5 , 2020"
  if (ta === 'CD' && tb === 'CD' && noGap && (MULTIPLIERS.has(b.lower) || /^\d/.test(b.lower))) offer(93, false, 'compound');
  if (ta === '$' && tb === 'CD' && noGap) offer(90, true, 'nummod');
  if (tb === 'CD' && ta === 'NNP' && MONTHS.has(a.lower) && (noGap || (commaOnly && s.hasKid(a, 'nummod')))) offer(90, true, 'nummod');
  if (ta === 'CD' && isTimeNoun(b) && noGap) offer(91, false, 'nummod');
  if (isTimeNoun(a) && isAdv(b) && POSTPOSED_ADVERBS.has(b.lower) && noGap) offer(90, false, 'npadvmod');

  // inside noun phrases
  if (noGap && isNounHead(b) && tb !== 'CD') {
    if (isNoun(a) && b.lo === b.i && !s.hasKid(a, 'case') && a.lower !== '%' && !(a.tag === 'NNS' && isNoun(b) && b.tag !== 'NNS' && a.kids.length > 0 && !isNoun(s.at(k - 1) ?? a))) {
      // compounds are built left to right
      offer(92 - k * 1e-4 * 2, false, 'compound');
    }
    if (isAdj(a) && !s.hasKid(a, 'prep', 'xcomp')) offer(90, false, 'amod');
    if ((ta === 'VBN' || ta === 'VBG') && a.hi === a.i && isNoun(b) && !s.hasKid(a, 'aux', 'auxpass', 'nsubj', 'nsubjpass', 'neg', 'expl', 'mark')) {
      const l = s.at(k - 1);
      if (!l || /^(?:DT|PRP\$|JJ|JJR|JJS|CD|POS|PDT)$/.test(l.tag) || (l.tag === 'VBN' && l.kids.length === 0)
        || ((l.tag === 'IN' || l.tag === 'CC') && (ta === 'VBN' || ADJECTIVAL_VBG.has(a.lower)))) offer(89.5, false, 'amod');
    }
    if (ta === 'CD') offer(91, false, 'nummod');
    if (ta === 'PRP$' || ta === 'WP$') offer(89, false, 'poss');
    if (isNominal(a) && s.hasKid(a, 'case')) offer(84, false, 'poss');
    if ((ta === 'DT' || ta === 'WDT') && a.kids.length === 0) offer(88, false, 'det');
    if (ta === 'PDT' && s.hasKid(b, 'det', 'poss')) offer(87.5, false, 'predet');
  }
  if (noGap && ta === 'CD' && tb === 'NN' && b.lower === '%') offer(91, false, 'nummod');
  if (commaOnly && gap.length === 1 && isAdj(a) && isNoun(b) && s.hasKid(b, 'amod')) offer(89, false, 'amod');
  if (noGap && (ta === 'DT') && a.kids.length === 0 && (isAdj(b) || (tb === 'CD')) && !(s.at(k + 2) && isNounHead(s.at(k + 2)!))) offer(40, false, 'det');

  // coordination of like phrases: "cats and dogs", "lighter and faster", "in A and in B"
  if (tb === 'CC' && (noGap || commaOnly)) {
    const c = s.at(k + 2);
    if (c && s.gap(b, c).length === 0 && likeConjuncts(s, a, c, k) && !waitsAfterConjunct(s, k + 2)) offer(87, true, 'cc');
  }
  // comma lists: "a keyboard, a display and long battery life"
  if (commaOnly && gap.every((t) => t === ',') && s.hasKid(b, 'cc') && likeConjuncts(s, a, b, k)) {
    const cc = s.kid(b, 'cc')!;
    if (cc.i > b.i) offer(87.1, true, 'conj');
  }

  // prepositions and their objects
  if (isPrep(a) && !s.hasKid(a, 'pobj', 'pcomp') && isNominal(b) && noGap && tb !== 'EX') {
    const clauseFollows = (SUBORDINATORS.has(a.lower)) && (() => {
      const r = s.at(k + 2);
      return !!r && isVerb(r) && (FINITE.has(r.tag) || s.hasKid(r, 'aux', 'auxpass')) && !hasSubject(s, r);
    })();
    if (!clauseFollows && !waitsForPostmodifier(s, k + 1)) offer(86, true, 'pobj');
  }
  if (isNominal(a) && isPrep(b) && s.hasKid(b, 'pobj', 'pcomp') && ppPrefersNoun(s, k + 1)) offer(85, true, 'prep');
  if (isPrep(a) && !s.hasKid(a, 'pobj', 'pcomp') && tb === 'VBG' && noGap && !waitsForPostmodifier(s, k + 1)) offer(66, true, 'pcomp');
  if (isPrep(a) && !s.hasKid(a, 'pobj', 'pcomp') && (isAdj(b) || isAdv(b)) && noGap && b.kids.length === 0 && !s.at(k + 2)?.tag.startsWith('NN')) offer(45, true, a.lower === 'at' ? 'pobj' : 'pcomp');

  // verb groups
  if (ta === 'TO' && isVerb(b) && noGap) offer(84, false, 'aux');
  if ((isAdv(a) || ta === 'WRB') && isVerb(b) && a.kids.length === 0 && (noGap || (commaOnly && sentenceInitial(k)))) {
    if (ta !== 'WRB') offer(83.5, false, isNeg(a) ? 'neg' : 'advmod');
  }
  if (isVerb(b) && noGap) {
    if (ta === 'MD' && !s.hasKid(a, 'nsubj', 'nsubjpass')) offer(83, false, 'aux');
    else if (auxLike(a) && ta !== 'TO' && a.kids.length === 0 && s.hasKid(b, 'aux', 'auxpass')) offer(83, false, 'aux');
    else if (VERBS.has(ta) && a.kids.length === 0) {
      if (isDo(a) && (tb === 'VB' || tb === 'VBP')) offer(83, false, 'aux');
      else if (isHave(a) && (tb === 'VBN' || tb === 'VBD')) offer(83, false, 'aux');
      else if (isBe(a) && tb === 'VBG') offer(83, false, 'aux');
      else if (isBe(a) && (tb === 'VBN' || tb === 'VBD')) offer(83, false, 'auxpass');
      else if (/^(?:get|gets|got|gotten|getting)$/.test(a.lower) && tb === 'VBN') offer(82.5, false, 'auxpass');
    }
  }
  if (isVerb(a) && tb === 'RP' && noGap) offer(82, true, 'prt');
  if ((isVerb(a) || ta === 'MD') && isNeg(b) && noGap) {
    const r = s.at(k + 2);
    if (!(r && isVerb(r))) offer(82, true, 'neg');
  }

  // appositions: "Jane Smith, the company's chief executive"
  if (commaOnly && gap.includes(',') && isNoun(a) && isNoun(b) && !isTimeNoun(a) && !s.hasKid(b, 'cc', 'conj')
    && (s.hasKid(b, 'det', 'poss') || b.tag === 'NNP' || a.tag === 'NNP') && !waitsForPostmodifier(s, k + 1)) {
    const after = s.at(k + 2);
    const listFollows = after && after.tag === 'CC';
    if (!listFollows) offer(77, true, 'appos');
  }

  // relative pronouns inside their clause
  if ((ta === 'WDT' || ta === 'WP') && isVerb(b) && noGap && a.kids.length === 0) {
    const r2 = s.at(k + 2);
    const invertedAux = auxLike(b) && !!r2 && isNominal(r2) && !!s.at(k + 3) && isVerb(s.at(k + 3)!);
    if (hasSubject(s, b)) offer(71, false, ta === 'WP' && a.lower === 'what' && isBe(b) ? 'attr' : 'dobj');
    else if (finiteLike(s, b, k) && !invertedAux) offer(76, false, isPassive(s, b) ? 'nsubjpass' : 'nsubj');
  }
  // "What is the best way ...": the noun phrase after the copula is the subject
  if (isBe(a) && isVerb(a) && isNominal(b) && !hasSubject(s, a) && noGap) {
    const l = s.at(k - 1);
    if (l && l.tag === 'WP' && (l.lower === 'what' || l.lower === 'who') && k - 1 === 0 && !waitsForPostmodifier(s, k + 1)) offer(76, true, 'nsubj');
  }

  // subjects
  if (isNominal(a) && isVerb(b) && !hasSubject(s, b) && ta !== 'WDT' && !(ta === 'WP' && a.lower === 'whose')) {
    const commaOk = commaOnly && a.kids.some((c) => c > a.i && ['relcl', 'acl', 'appos', 'prep'].includes(s.nodes[c]!.label));
    const r2 = s.at(k + 2);
    const invertedAux = auxLike(b) && !!r2 && isNominal(r2) && !!s.at(k + 3) && isVerb(s.at(k + 3)!) && (ta === 'WP' || ta === 'WDT');
    if ((noGap || commaOk) && finiteLike(s, b, k) && !invertedAux && !(objectPosition(s, k) && !SPEECH_VERBS.has(s.at(k - 1)!.lemma))) {
      const inv = s.at(k - 1);
      const invertedPassive = b.tag === 'VBN' && !!inv && isBe(inv) && VERBS.has(inv.tag);
      let label = ta === 'EX' ? 'expl' : isPassive(s, b) || invertedPassive ? 'nsubjpass' : 'nsubj';
      if (label === 'nsubj' && isTimeNoun(a) && !s.hasKid(a, 'det', 'poss', 'case') && a.kids.length > 0 && s.at(k + 2) === undefined) label = 'npadvmod';
      offer(75, false, label);
    }
  }
  // subject after an inverted auxiliary/copula: "Is he happy?", "Who is ...", "said Jane Smith"
  if ((isVerb(a) || ta === 'MD') && isNominal(b) && !hasSubject(s, a) && noGap) {
    const r = s.at(k + 2);
    const l = s.at(k - 1);
    const verbAfter = r && isVerb(r) && !hasSubject(s, r);
    if (auxLike(a) && ta !== 'TO' && (k === 0 || (l && (l.tag === 'WRB' || l.tag === 'WP' || l.tag === 'WDT'))) && !verbAfter && (isBe(a) || ta === 'MD' || isHave(a))) {
      offer(74, true, 'nsubj');
    }
    if (SPEECH_VERBS.has(a.lemma) && l && s.gap(l, a).some((t) => t === ',' || t === "''" || t === ':') && !verbAfter) offer(74, true, 'nsubj');
  }

  // objects, attributes, predicate adjectives
  if (isVerb(a) && isNominal(b) && noGap && ta !== 'WDT' && !(auxLike(a) && s.at(k + 2) && isVerb(s.at(k + 2)!) && !hasSubject(s, s.at(k + 2)!))) {
    if (!waitsForPostmodifier(s, k + 1) && b.tag !== 'EX') {
      if (isTimeNoun(b) && (b.kids.some((c) => TIME_MODIFIERS.has(s.nodes[c]!.lower)) || /^(?:yesterday|today|tomorrow|tonight)$/.test(b.lower))) offer(73, true, 'npadvmod');
      else if (isBe(a) || (COPULAS.has(a.lemma) && a.lemma !== 'get' && a.lemma !== 'look' && a.lemma !== 'feel' && a.lemma !== 'sound' && a.lemma !== 'turn' && a.lemma !== 'grow' && a.lemma !== 'smell' && a.lemma !== 'taste')) {
        offer(73, true, s.hasKid(a, 'attr') ? 'dep' : 'attr');
      } else if (s.hasKid(a, 'dobj')) {
        // second object: the first one was the indirect object
        offer(72.5, true, 'dobj:2');
      } else offer(73, true, 'dobj');
    }
  }
  if (isVerb(a) && (isAdj(b)) && noGap && !waitsForComplement(s, k + 1)) {
    offer(72, true, s.hasKid(a, 'dobj') && !isBe(a) ? 'oprd' : 'acomp');
  }
  if (isAdj(a) && isPrep(b) && s.hasKid(b, 'pobj', 'pcomp') && noGap) offer(74, true, 'prep');
  if ((ta === 'RBR' || ta === 'JJR' || ta === 'RB') && b.lower === 'than' && s.hasKid(b, 'pobj', 'pcomp') && noGap) offer(74, true, 'prep');

  // prepositional phrases after verbs; fronted PPs
  if ((isVerb(a) || (ta === 'MD' && !s.at(k + 2))) && isPrep(b) && s.hasKid(b, 'pobj', 'pcomp') && (noGap || commaOnly)) {
    const agent = b.lower === 'by' && a.tag === 'VBN' && (isPassive(s, a) || !s.hasKid(a, 'aux'));
    offer(noGap ? 68 : 55, true, agent ? 'agent' : 'prep');
  }
  if (isPrep(a) && s.hasKid(a, 'pobj', 'pcomp') && isVerb(b) && (sentenceInitial(k) || s.at(k - 1)?.tag === 'CC')) {
    if (hasSubject(s, b) || !s.at(k + 2) || commaOnly) offer(52, false, 'prep');
  }
  if (isVerb(a) && isPrep(b) && !s.hasKid(b, 'pobj', 'pcomp') && !s.at(k + 2)) offer(40, true, 'prep');
  if (isNominal(a) && isPrep(b) && s.hasKid(b, 'pobj', 'pcomp') && noGap) offer(41, true, 'prep');

  // post-verbal adverbs, particles-as-adverbs
  if ((isVerb(a) || ta === 'MD') && (isAdv(b) || (tb === 'WRB' && !(s.at(k + 2) && isVerb(s.at(k + 2)!)))) && !waitsForComplement(s, k + 1) && (noGap || (commaOnly && !s.at(k + 2)))) offer(64, true, isNeg(b) ? 'neg' : 'advmod');
  if (isAdj(a) && isAdv(b) && noGap && !waitsForComplement(s, k + 1) && !s.at(k + 2)) offer(45, true, 'advmod');

  // infinitives and gerunds: xcomp / acl / advcl
  const bTo = isVerb(b) && s.kid(b, 'aux')?.tag === 'TO';
  if (bTo && noGap) {
    if (isVerb(a)) offer(60, true, XCOMP_VERBS.has(a.lemma) && !s.hasKid(a, 'prep') ? 'xcomp' : 'advcl');
    else if (isAdj(a)) offer(60, true, 'xcomp');
    else if (isNominal(a)) offer(ACL_NOUNS.has(a.lower) || ACL_NOUNS.has(a.lemma) ? 61 : 42, true, 'acl');
  }
  if (isVerb(a) && tb === 'VBG' && noGap && !hasSubject(s, b) && GERUND_VERBS.has(a.lemma)) offer(60, true, 'xcomp');
  if (isVerb(a) && tb === 'VB' && noGap && !hasSubject(s, b) && !s.hasKid(b, 'aux') && /^(?:let|make|help|see|hear|watch)$/.test(a.lemma)) offer(58, true, 'ccomp');

  // participles and relative clauses after nouns
  if (isNoun(a) && (tb === 'VBN' || tb === 'VBG') && !hasSubject(s, b) && !s.hasKid(b, 'aux', 'auxpass') && (noGap || commaOnly)) {
    offer(60, true, 'acl');
  }
  if (isNominal(a) && isVerb(b) && (noGap || commaOnly) && b.kids.some((c) => ['WDT', 'WP', 'WP$'].includes(s.nodes[c]!.tag) || (s.nodes[c]!.tag === 'WRB' && s.nodes[c]!.i === b.lo))) {
    offer(63, true, 'relcl');
  }

  // subordinators and wh-adverbs introducing clauses
  if ((ta === 'IN' && SUBORDINATORS.has(a.lower)) && isVerb(b) && a.kids.length === 0 && noGap && (hasSubject(s, b) || FINITE.has(b.tag))) offer(62, false, 'mark');
  if (ta === 'WRB' && isVerb(b) && a.kids.length === 0 && noGap && !(auxLike(b) && s.at(k + 2) && isVerb(s.at(k + 2)!) && !hasSubject(s, b))) offer(62, false, 'advmod');

  // clauses attached to clauses
  if (isVerb(b) && (isVerb(a) || ta === 'MD' || ta === 'RBR' || ta === 'JJR') && (noGap || commaOnly)) {
    const markB = s.kid(b, 'mark');
    const markA = s.kid(a, 'mark');
    const whA = a.kids.map((c) => s.nodes[c]!).find((c) => c.tag === 'WRB' && c.i < a.i && c.i === a.lo);
    if (markB && (markB.lower === 'that' || markB.lower === 'whether' || (markB.lower === 'if' && SPEECH_VERBS.has(a.lemma)))) offer(58, true, 'ccomp');
    else if (markB && (ta === 'RBR' || ta === 'JJR' || markB.lower !== 'than')) offer(59, true, 'advcl');
    else if (markB && markB.lower === 'than') offer(59, true, 'advcl');
    else if ((a.tag === 'VBN' || a.tag === 'VBG') && !hasSubject(s, a) && !s.hasKid(a, 'aux', 'auxpass') && sentenceInitial(k) && commaOnly && hasSubject(s, b)) offer(57, false, 'advcl');
    else if ((markA || whA) && sentenceInitial(k) && !markB && (hasSubject(s, b) || !s.at(k + 2))) offer(57, false, 'advcl');
    else if (isVerb(a) && !markB && hasSubject(s, b) && b.kids.some((c) => s.nodes[c]!.tag === 'WRB' && c === b.lo && s.nodes[c]!.label === 'advmod')) offer(59, true, 'advcl');
    else if (!markA && !markB && hasSubject(s, b) && !(b.kids.some((c) => s.nodes[c]!.tag === 'WDT' || s.nodes[c]!.tag === 'WP')) && isVerb(a)) {
      if (SPEECH_VERBS.has(a.lemma) && noGap) offer(56, true, 'ccomp');
      else if (SPEECH_VERBS.has(b.lemma) && !noGap && hasSubject(s, a) && !s.at(k + 2)) offer(56, false, 'ccomp');
      else if (SPEECH_VERBS.has(b.lemma) && !noGap && hasSubject(s, a)) offer(54, false, 'ccomp');
    }
  }
  // verb coordination: "bought a car and sold it"
  if ((isVerb(a) || ta === 'MD') && tb === 'CC' && (noGap || commaOnly)) {
    const c = s.at(k + 2);
    if (c && (isVerb(c) || c.tag === 'MD') && s.gap(b, c).length === 0 && !s.kid(c, 'mark')) offer(55, true, 'cc');
  }

  // fronted and leftover modifiers
  if ((ta === 'CC') && isVerb(b) && k === 0) offer(50, false, 'cc');
  if (ta === 'UH' && (isVerb(b) || isNominal(b))) offer(50, false, 'intj');
  if ((isVerb(a) || isNominal(a)) && tb === 'UH') offer(44, true, 'intj');
  if (isAdv(a) && isVerb(b) && a.kids.length <= 1 && k === 0 && (commaOnly || noGap)) offer(50, false, 'advmod');
  if (isNominal(a) && isVerb(b) && hasSubject(s, b) && isTimeNoun(a) && (noGap || commaOnly)) offer(50, false, 'npadvmod');
  if (isVerb(a) && isNominal(b) && isTimeNoun(b) && (noGap || commaOnly) && s.hasKid(a, 'dobj', 'attr')) offer(48, true, 'npadvmod');
  if (isVerb(a) && isNominal(b) && s.hasKid(a, 'dobj') && noGap && !s.hasKid(a, 'dative') && !waitsForPostmodifier(s, k + 1)) offer(47, true, 'dobj:2');
  if (isNominal(a) && isAdj(b) && noGap && (a.tag === 'NN' && /(?:thing|one|body)$/.test(a.lower))) offer(46, true, 'amod');

  return best;
}

function isPassive(s: Sentence, v: PNode): boolean {
  if (s.hasKid(v, 'auxpass')) return true;
  return false;
}

/** Can a and c be conjuncts ("a and c")? */
function likeConjuncts(s: Sentence, a: PNode, c: PNode, k: number): boolean {
  if (isNominal(a) && isNominal(c)) {
    const ck = s.pending.indexOf(c.i);
    const d = s.at(ck + 1);
    const ccNode = s.at(ck - 1);
    if (d && ccNode && isVerb(d) && finiteLike(s, d, ck) && !hasSubject(s, d) && s.gap(a, ccNode).includes(',')) return false;
    if (a.tag === 'PRP' !== (c.tag === 'PRP') && (a.tag === 'PRP' || c.tag === 'PRP')) {
      // "it and they" is fine; a subject pronoun starting a clause is not ("... and she loves it")
      if (c.tag === 'PRP') return false;
    }
    if (conjoinsClause(s, s.pending.indexOf(c.i))) return false;
    return true;
  }
  if (isAdj(a) && isAdj(c)) return true;
  if (isAdv(a) && isAdv(c)) return true;
  if (isPrep(a) && isPrep(c)) return s.hasKid(a, 'pobj', 'pcomp') && s.hasKid(c, 'pobj', 'pcomp');
  if (a.tag === 'CD' && c.tag === 'CD') return true;
  void k;
  return false;
}

/** Second conjunct still incomplete (a modifier to its right has to attach first). */
function waitsAfterConjunct(s: Sentence, k: number): boolean {
  const c = s.at(k)!;
  if (isAdj(c) || isAdv(c)) return waitsForComplement(s, k);
  if (isNominal(c)) {
    const r = s.at(k + 1);
    if (r && isPrep(r) && NOUN_PREPS.has(r.lower)) return true;
    if (r && r.tag === 'POS') return true;
  }
  return false;
}

// --- fallback when no rule fires ------------------------------------------------------------

function clauseHeadScore(s: Sentence, n: PNode): number {
  let sc = 0;
  if (FINITE.has(n.tag)) sc += 4;
  else if (isVerb(n)) sc += 3;
  else if (isNominal(n)) sc += 1;
  if (hasSubject(s, n)) sc += 2;
  if (s.hasKid(n, 'mark')) sc -= 3;
  if (n.kids.some((c) => ['WDT', 'WP'].includes(s.nodes[c]!.tag))) sc -= 2;
  return sc + n.kids.length * 0.01;
}

function fallback(s: Sentence): void {
  let bestK = 0;
  let bestScore = -Infinity;
  s.pending.forEach((i, k) => {
    const sc = clauseHeadScore(s, s.nodes[i]!);
    if (sc > bestScore) { bestScore = sc; bestK = k; }
  });
  const head = s.at(bestK)!;
  const others = s.pending.filter((_, k) => k !== bestK).map((i) => s.nodes[i]!);
  for (const n of others) {
    let label = 'dep';
    const left = n.i < head.i;
    if (isVerb(n) || n.tag === 'MD') label = s.hasKid(n, 'mark') ? 'advcl' : (left ? 'ccomp' : 'parataxis');
    else if (isNominal(n)) {
      if (isTimeNoun(n)) label = 'npadvmod';
      else if (left && !hasSubject(s, head) && isVerb(head)) label = 'nsubj';
      else if (!left && isVerb(head) && !s.hasKid(head, 'dobj')) label = 'dobj';
      else label = isNominal(head) ? 'appos' : 'npadvmod';
    } else if (isAdv(n) || n.tag === 'WRB') label = 'advmod';
    else if (isAdj(n)) label = isVerb(head) ? 'acomp' : 'amod';
    else if (n.tag === 'IN' || n.tag === 'TO') label = s.hasKid(n, 'pobj', 'pcomp') ? 'prep' : (isVerb(head) ? 'prep' : 'dep');
    else if (n.tag === 'CC') label = 'cc';
    else if (n.tag === 'UH') label = 'intj';
    else if (n.tag === 'DT' || n.tag === 'PDT') label = 'det';
    else if (n.tag === 'RP') label = 'prt';
    else if (n.tag === 'POS') label = 'case';
    s.attach(n.i, head.i, label);
  }
}

// --- punctuation ----------------------------------------------------------------------------

function attachTransparent(s: Sentence, root: number): void {
  const n = s.nodes.length;
  for (let i = 0; i < n; i++) {
    if (!s.isTransparent[i]) continue;
    // the smallest subtree whose words surround i
    let best = -1;
    let bestSize = Infinity;
    for (let j = 0; j < n; j++) {
      if (s.isTransparent[j]) continue;
      const node = s.nodes[j]!;
      if (node.lo < i && node.hi > i && node.kids.length > 0) {
        // subtree must have words on both sides that are its own descendants: lo/hi guarantee it
        const size = node.hi - node.lo;
        if (size < bestSize) { bestSize = size; best = j; }
      }
    }
    if (best < 0) best = root;
    const node = s.nodes[i]!;
    node.head = best;
    node.label = 'punct';
  }
}

/**
 * Parses one sentence. Returns, for each word, the index of its head within the sentence
 * (the root points to itself) and its label.
 */
export function parseSentence(words: ParseInput[]): Arc[] {
  const n = words.length;
  if (n === 0) return [];
  const s = new Sentence(words);
  if (s.pending.length === 0) {
    // only punctuation/symbols: the first token is the root
    const arcs: Arc[] = words.map(() => ({ head: 0, label: 'punct' }));
    arcs[0] = { head: 0, label: 'ROOT' };
    return arcs;
  }
  let guard = n * 2 + 10;
  // Decisions are cached per adjacent pair; after an attachment only the pairs near it are
  // re-scored (rules look a few nodes to each side), except when the dependent was a
  // clause-level word (verb, coordinator, subordinator, wh-word), whose removal can change
  // what rules see further away -- then everything is re-scored.
  let cache: Array<Decision | null> = [];
  let all = true;
  while (s.pending.length > 1 && guard-- > 0) {
    if (all || NO_CACHE) {
      cache = [];
      for (let k = 0; k + 1 < s.pending.length; k++) cache.push(decide(s, k));
      all = false;
    }
    let best: Decision | null = null;
    let bestK = -1;
    for (let k = 0; k < cache.length; k++) {
      const d = cache[k];
      if (d && (!best || d.score >= best.score)) { best = d; bestK = k; }
    }
    if (!best || bestK < 0) {
      fallback(s);
      break;
    }
    const a = s.at(bestK)!;
    const b = s.at(bestK + 1)!;
    const d: Decision = best;
    if (TRACE) console.log(`  ${d.score.toFixed(2)} ${d.headLeft ? `${a.lower} -> ${b.lower}` : `${b.lower} -> ${a.lower}`} ${d.label}`);
    const dep = d.headLeft ? b : a;
    const removedAt = d.headLeft ? bestK + 1 : bestK;
    if (d.label === 'dobj:2') {
      // a second object: the first one was the indirect object
      const first = s.kid(a, 'dobj');
      if (first) first.label = 'dative';
      s.attach(b.i, a.i, 'dobj');
    } else if (d.headLeft) s.attach(b.i, a.i, d.label);
    else s.attach(a.i, b.i, d.label);
    if (CLAUSE_TAGS.has(dep.tag)) {
      all = true;
    } else {
      cache.splice(Math.max(0, removedAt - 1), 1);
      const from = Math.max(0, removedAt - WINDOW);
      const to = Math.min(s.pending.length - 2, removedAt + WINDOW);
      for (let k = from; k <= to; k++) cache[k] = decide(s, k);
    }
  }
  if (s.pending.length > 1) fallback(s);
  const root = s.pending[0]!;
  const rootNode = s.nodes[root]!;
  rootNode.head = root;
  rootNode.label = 'ROOT';
  attachTransparent(s, root);
  return s.nodes.map((nd) => ({ head: nd.head, label: nd.label }));
}
