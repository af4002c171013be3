/**
 * Context predicates of the parser's rules: what the pending subtrees around a position
 * say (subjects, objects, modifiers still to attach, conjuncts).
 */
import { NOUN_PREPS, SPEECH_VERBS, SUBORDINATORS } from './lexicon.js';
import type { PNode, Sentence } from './sentence.js';
import * as wordClasses from './word-classes.js';

// The rules call these thousands of times per sentence: bound to constants of this module,
// as they were before the parser was split (a call through an imported binding reads its
// module cell first; parseSentence measured about 5% slower that way).
const {
  FINITE,
  isAdj,
  isAdv,
  isBe,
  isDo,
  isHave,
  isNominal,
  isNoun,
  isPrep,
  isTimeNoun,
  isVerb,
  VERBS,
} = wordClasses;

const TEMPORAL_PREPS = new Set([
  'for',
  'during',
  'since',
  'until',
  'till',
  'after',
  'before',
  'within',
  'throughout',
  'by',
]);
/** Nouns that commonly take a prepositional complement (PP after them attaches to them). */
const RELATIONAL_NOUNS = new Set([
  'effect',
  'impact',
  'tax',
  'taxes',
  'tariff',
  'ban',
  'limit',
  'restriction',
  'focus',
  'influence',
  'pressure',
  'attack',
  'report',
  'data',
  'information',
  'research',
  'study',
  'agreement',
  'deal',
  'debate',
  'talks',
  'vote',
  'decision',
  'policy',
  'law',
  'access',
  'flight',
  'trip',
  'visit',
  'road',
  'route',
  'key',
  'answer',
  'solution',
  'response',
  'reaction',
  'threat',
  'approach',
  'demand',
  'need',
  'request',
  'support',
  'search',
  'plan',
  'proposal',
  'reason',
  'increase',
  'decrease',
  'rise',
  'drop',
  'growth',
  'decline',
  'investment',
  'spending',
  'stake',
  'room',
  'interest',
  'war',
  'campaign',
  'review',
  'guide',
  'book',
  'article',
  'story',
  'question',
  'comment',
  'discount',
  'shipping',
  'warranty',
  'order',
  'orders',
  'exposure',
  'sanctions',
  'sanction',
  'charges',
  'charge',
  'case',
  'lawsuit',
  'investigation',
  'inquiry',
  'ruling',
  'victory',
  'win',
  'loss',
  'revenue',
  'profit',
  'profits',
  'sales',
  'results',
  'forecast',
  'outlook',
  'view',
  'views',
  'concern',
  'concerns',
  'fears',
  'hopes',
  'expectations',
  'version',
  'part',
  'member',
  'members',
  'head',
  'chief',
  'director',
  'president',
  'ceo',
  'leader',
  'leaders',
  'minister',
  'spokesman',
  'spokeswoman',
  'spokesperson',
  'official',
  'officials',
  'team',
  'fans',
  'owner',
  'price',
  'prices',
]);
/** Nouns that take an infinitive as acl ("a plan to expand"). */
export const ACL_NOUNS = new Set([
  'way',
  'plan',
  'plans',
  'decision',
  'ability',
  'chance',
  'time',
  'right',
  'effort',
  'efforts',
  'attempt',
  'need',
  'opportunity',
  'reason',
  'place',
  'thing',
  'something',
  'anything',
  'nothing',
  'everything',
  'bid',
  'move',
  'deal',
  'agreement',
  'proposal',
  'order',
  'money',
  'power',
  'permission',
  'request',
  'offer',
  'promise',
  'threat',
  'pressure',
  'push',
  'call',
  'calls',
  'desire',
  'willingness',
  'tendency',
  'capacity',
  'freedom',
  'one',
  'way',
  'ways',
  'tool',
  'tools',
  'app',
  'option',
  'options',
  'choice',
  'budget',
  'funds',
  'goal',
  'aim',
  'mission',
  'intention',
  'commitment',
  'pledge',
  'campaign',
  'license',
  'authority',
  'mandate',
  'motivation',
  'incentive',
  'lot',
  'much',
  'more',
  'enough',
  'nobody',
  'someone',
  'anyone',
  'people',
  'person',
]);

/** An auxiliary-like word (modal, be/have/do, "to") that a verb further right can take. */
export function auxLike(n: PNode): boolean {
  return (
    n.tag === 'MD' || n.tag === 'TO' || ((isBe(n) || isHave(n) || isDo(n)) && VERBS.has(n.tag))
  );
}

export function hasSubject(s: Sentence, v: PNode): boolean {
  return s.hasKid(v, 'nsubj', 'nsubjpass', 'expl', 'csubj');
}

function clauseHasVerbBefore(s: Sentence, k: number): boolean {
  for (let j = k - 1; j >= 0; j--) {
    const n = s.at(j)!;
    if (isVerb(n) || n.tag === 'MD') return true;
    if (
      n.tag === 'CC' ||
      n.tag === 'WDT' ||
      n.tag === 'WP' ||
      (n.tag === 'IN' && SUBORDINATORS.has(n.lower) && !isPrep(n))
    )
      return false;
  }
  return false;
}

/** A verb that heads (or will head) a finite clause and can take a subject on its left. */
export function finiteLike(s: Sentence, v: PNode, subjK: number): boolean {
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
export function objectPosition(s: Sentence, k: number): boolean {
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
export function ppPrefersNoun(s: Sentence, r: number): boolean {
  const noun = s.at(r - 1);
  const pp = s.at(r);
  if (!noun || !pp || !isNominal(noun) || !isPrep(pp)) return false;
  if (noun.tag === 'PRP' || noun.tag === 'EX') return false;
  if (s.gap(noun, pp).length > 0) return false;
  if (NOUN_PREPS.has(pp.lower)) return true;
  if (pp.lower === 'than' || pp.lower === 'as' || pp.lower === 'because' || pp.lower === 'like')
    return false;
  const obj = s.kid(pp, 'pobj');
  const temporal =
    TEMPORAL_PREPS.has(pp.lower) || (obj !== undefined && (isTimeNoun(obj) || obj.tag === 'CD'));
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
export function waitsForPostmodifier(s: Sentence, k: number): boolean {
  const n = s.at(k)!;
  const r = s.at(k + 1);
  if (!r) return false;
  if (s.gap(n, r).some((t) => t === '.')) return false;
  if (r.tag === 'POS') return true;
  if (isPrep(r) && s.hasKid(r, 'pobj', 'pcomp') && ppPrefersNoun(s, k + 1)) return true;
  if (isPrep(r) && !s.hasKid(r, 'pobj', 'pcomp') && NOUN_PREPS.has(r.lower)) return true; // its object is not built yet
  if ((r.tag === 'WDT' || r.tag === 'WP' || r.tag === 'WP$') && isNominal(n)) return true;
  if (isVerb(r) && isNominal(n) && r.kids.some((c) => /^(?:WDT|WP|WP\$)$/.test(s.nodes[c]!.tag)))
    return true;
  if (
    isVerb(r) &&
    r.tag === 'VBN' &&
    !s.hasKid(r, 'aux', 'auxpass', 'nsubj', 'nsubjpass') &&
    isNoun(n)
  )
    return true;
  if (
    isVerb(r) &&
    s.hasKid(r, 'aux') &&
    s.kid(r, 'aux')!.tag === 'TO' &&
    isNoun(n) &&
    (ACL_NOUNS.has(n.lower) || ACL_NOUNS.has(n.lemma))
  )
    return true;
  if (r.tag === 'TO' && isNoun(n) && (ACL_NOUNS.has(n.lower) || ACL_NOUNS.has(n.lemma)))
    return true;
  if (r.tag === 'CC' && isNominal(n)) {
    const c = s.at(k + 2);
    if (c && (isNominal(c) || c.tag === 'DT' || c.tag === 'PRP$' || isAdj(c)))
      return !conjoinsClause(s, k + 2);
  }
  return false;
}

/** After a coordinator, does a clause (subject + verb) follow rather than a like phrase? */
export function conjoinsClause(s: Sentence, k: number): boolean {
  const c = s.at(k);
  const d = s.at(k + 1);
  if (!c || !d || !isNominal(c) || !isVerb(d) || !finiteLike(s, d, k)) return false;
  // "X and Y fell": still one subject unless a verb precedes the coordination
  return clauseHasVerbBefore(s, k - 1);
}

/** Adjective/adverb that still waits for a complement on its right. */
export function waitsForComplement(s: Sentence, k: number): boolean {
  const n = s.at(k)!;
  const r = s.at(k + 1);
  if (!r) return false;
  if (s.gap(n, r).length > 0) return false;
  if (isPrep(r) && s.hasKid(r, 'pobj', 'pcomp'))
    return isAdj(n) || ((n.tag === 'RBR' || n.tag === 'JJR') && r.lower === 'than');
  if (r.tag === 'TO' || (isVerb(r) && s.kid(r, 'aux')?.tag === 'TO')) return isAdj(n);
  if (isVerb(r) && s.kid(r, 'mark')?.lower === 'than') return true;
  if (r.tag === 'IN' && (r.lower === 'than' || r.lower === 'as')) return true;
  return false;
}

export const sentenceInitial = (k: number): boolean => k === 0;

export function isPassive(s: Sentence, v: PNode): boolean {
  if (s.hasKid(v, 'auxpass')) return true;
  return false;
}

/** Can a and c be conjuncts ("a and c")? */
export function likeConjuncts(s: Sentence, a: PNode, c: PNode, k: number): boolean {
  if (isNominal(a) && isNominal(c)) {
    const ck = s.pending.indexOf(c.i);
    const d = s.at(ck + 1);
    const ccNode = s.at(ck - 1);
    if (
      d &&
      ccNode &&
      isVerb(d) &&
      finiteLike(s, d, ck) &&
      !hasSubject(s, d) &&
      s.gap(a, ccNode).includes(',')
    )
      return false;
    if ((a.tag === 'PRP') !== (c.tag === 'PRP') && (a.tag === 'PRP' || c.tag === 'PRP')) {
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
export function waitsAfterConjunct(s: Sentence, k: number): boolean {
  const c = s.at(k)!;
  if (isAdj(c) || isAdv(c)) return waitsForComplement(s, k);
  if (isNominal(c)) {
    const r = s.at(k + 1);
    if (r && isPrep(r) && NOUN_PREPS.has(r.lower)) return true;
    if (r && r.tag === 'POS') return true;
  }
  return false;
}
