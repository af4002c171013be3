/**
 * The attachment rules of the parser (depparse.ts tells how they are applied): the best
 * attachment, with its score and label, of two adjacent pending subtrees.
 */
import * as contextPredicates from './context-predicates.js';
import { COPULAS, MONTHS, SPEECH_VERBS, SUBORDINATORS } from './lexicon.js';
import * as modifierWords from './modifier-words.js';
import type { PNode, Sentence } from './sentence.js';
import * as verbClasses from './verb-classes.js';
import * as wordClasses from './word-classes.js';

// The rules call these thousands of times per sentence: bound to constants of this module,
// as they were before the parser was split (a call through an imported binding reads its
// module cell first; parseSentence measured about 5% slower that way).
const {
  ACL_NOUNS,
  auxLike,
  finiteLike,
  hasSubject,
  isPassive,
  likeConjuncts,
  objectPosition,
  ppPrefersNoun,
  sentenceInitial,
  waitsAfterConjunct,
  waitsForComplement,
  waitsForPostmodifier,
} = contextPredicates;
const {
  FINITE,
  isAdj,
  isAdv,
  isBe,
  isDo,
  isHave,
  isNeg,
  isNominal,
  isNoun,
  isNounHead,
  isPrep,
  isTimeNoun,
  isVerb,
  VERBS,
} = wordClasses;
const { DEGREE_ADVERBS, MULTIPLIERS, POSTPOSED_ADVERBS, QUANT_ADVERBS, TIME_MODIFIERS } =
  modifierWords;
const { ADJECTIVAL_VBG, GERUND_VERBS, XCOMP_VERBS } = verbClasses;

export interface Decision {
  score: number;
  /** true: b depends on a; false: a depends on b. */
  headLeft: boolean;
  label: string;
}

// --- the rules ------------------------------------------------------------------------------

export function decide(s: Sentence, k: number): Decision | null {
  const a = s.at(k)!;
  const b = s.at(k + 1)!;
  const gap = s.gap(a, b);
  const noGap = gap.length === 0;
  const commaOnly =
    gap.length > 0 &&
    gap.every(
      (t) => t === ',' || t === '``' || t === "''" || t === ':' || t === '-LRB-' || t === '-RRB-',
    );
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
      if (!a.kids.some((x) => s.nodes[x]!.label === 'conj' && x > cc.i))
        return { score: 87.2, headLeft: true, label: 'conj' };
    }
  }

  // hyphenated words: well-known, five-year
  if (gap.length === 1 && gap[0] === 'HYPH' && a.kids.length === 0) {
    const label = isNoun(a)
      ? 'compound'
      : isAdj(a)
        ? 'amod'
        : isAdv(a)
          ? 'advmod'
          : ta === 'CD'
            ? 'nummod'
            : 'compound';
    offer(100, false, isNoun(a) && isAdj(b) ? 'npadvmod' : label);
  }
  // possessive ending
  if (tb === 'POS' && isNominal(a) && noGap) offer(97, true, 'case');

  // degree adverbs before adjectives / adverbs / numbers
  if ((isAdv(a) || ta === 'WRB') && noGap && a.kids.length === 0) {
    if (isAdj(b) && !(TIME_MODIFIERS.has(b.lower) && s.at(k + 2) && isTimeNoun(s.at(k + 2)!)))
      offer(96, false, isNeg(a) ? 'neg' : 'advmod');
    else if (isAdv(b) && (DEGREE_ADVERBS.has(a.lower) || ta === 'WRB')) offer(95, false, 'advmod');
    else if (tb === 'CD' && QUANT_ADVERBS.has(a.lower)) offer(95, false, 'advmod');
  }
  if (
    (ta === 'IN' || ta === 'JJR' || ta === 'RBR') &&
    tb === 'CD' &&
    QUANT_ADVERBS.has(a.lower) &&
    noGap &&
    a.kids.length === 0
  ) {
    const r = s.at(k + 2);
    if (!r || !isNoun(r) || ta !== 'IN') offer(ta === 'IN' ? 50 : 94, false, 'advmod');
  }
  // numbers: "10 billion", "$ 50", "March 5", "5 , 2020"
  if (ta === 'CD' && tb === 'CD' && noGap && (MULTIPLIERS.has(b.lower) || /^\d/.test(b.lower)))
    offer(93, false, 'compound');
  if (ta === '$' && tb === 'CD' && noGap) offer(90, true, 'nummod');
  if (
    tb === 'CD' &&
    ta === 'NNP' &&
    MONTHS.has(a.lower) &&
    (noGap || (commaOnly && s.hasKid(a, 'nummod')))
  )
    offer(90, true, 'nummod');
  if (ta === 'CD' && isTimeNoun(b) && noGap) offer(91, false, 'nummod');
  if (isTimeNoun(a) && isAdv(b) && POSTPOSED_ADVERBS.has(b.lower) && noGap)
    offer(90, false, 'npadvmod');

  // inside noun phrases
  if (noGap && isNounHead(b) && tb !== 'CD') {
    if (
      isNoun(a) &&
      b.lo === b.i &&
      !s.hasKid(a, 'case') &&
      a.lower !== '%' &&
      !(
        a.tag === 'NNS' &&
        isNoun(b) &&
        b.tag !== 'NNS' &&
        a.kids.length > 0 &&
        !isNoun(s.at(k - 1) ?? a)
      )
    ) {
      // compounds are built left to right
      offer(92 - k * 1e-4 * 2, false, 'compound');
    }
    if (isAdj(a) && !s.hasKid(a, 'prep', 'xcomp')) offer(90, false, 'amod');
    if (
      (ta === 'VBN' || ta === 'VBG') &&
      a.hi === a.i &&
      isNoun(b) &&
      !s.hasKid(a, 'aux', 'auxpass', 'nsubj', 'nsubjpass', 'neg', 'expl', 'mark')
    ) {
      const l = s.at(k - 1);
      if (
        !l ||
        /^(?:DT|PRP\$|JJ|JJR|JJS|CD|POS|PDT)$/.test(l.tag) ||
        (l.tag === 'VBN' && l.kids.length === 0) ||
        ((l.tag === 'IN' || l.tag === 'CC') && (ta === 'VBN' || ADJECTIVAL_VBG.has(a.lower)))
      )
        offer(89.5, false, 'amod');
    }
    if (ta === 'CD') offer(91, false, 'nummod');
    if (ta === 'PRP$' || ta === 'WP$') offer(89, false, 'poss');
    if (isNominal(a) && s.hasKid(a, 'case')) offer(84, false, 'poss');
    if ((ta === 'DT' || ta === 'WDT') && a.kids.length === 0) offer(88, false, 'det');
    if (ta === 'PDT' && s.hasKid(b, 'det', 'poss')) offer(87.5, false, 'predet');
  }
  if (noGap && ta === 'CD' && tb === 'NN' && b.lower === '%') offer(91, false, 'nummod');
  if (commaOnly && gap.length === 1 && isAdj(a) && isNoun(b) && s.hasKid(b, 'amod'))
    offer(89, false, 'amod');
  if (
    noGap &&
    ta === 'DT' &&
    a.kids.length === 0 &&
    (isAdj(b) || tb === 'CD') &&
    !(s.at(k + 2) && isNounHead(s.at(k + 2)!))
  )
    offer(40, false, 'det');

  // coordination of like phrases: "cats and dogs", "lighter and faster", "in A and in B"
  if (tb === 'CC' && (noGap || commaOnly)) {
    const c = s.at(k + 2);
    if (c && s.gap(b, c).length === 0 && likeConjuncts(s, a, c, k) && !waitsAfterConjunct(s, k + 2))
      offer(87, true, 'cc');
  }
  // comma lists: "a keyboard, a display and long battery life"
  if (commaOnly && gap.every((t) => t === ',') && s.hasKid(b, 'cc') && likeConjuncts(s, a, b, k)) {
    const cc = s.kid(b, 'cc')!;
    if (cc.i > b.i) offer(87.1, true, 'conj');
  }

  // prepositions and their objects
  if (isPrep(a) && !s.hasKid(a, 'pobj', 'pcomp') && isNominal(b) && noGap && tb !== 'EX') {
    const clauseFollows =
      SUBORDINATORS.has(a.lower) &&
      (() => {
        const r = s.at(k + 2);
        return (
          !!r &&
          isVerb(r) &&
          (FINITE.has(r.tag) || s.hasKid(r, 'aux', 'auxpass')) &&
          !hasSubject(s, r)
        );
      })();
    if (!clauseFollows && !waitsForPostmodifier(s, k + 1)) offer(86, true, 'pobj');
  }
  if (isNominal(a) && isPrep(b) && s.hasKid(b, 'pobj', 'pcomp') && ppPrefersNoun(s, k + 1))
    offer(85, true, 'prep');
  if (
    isPrep(a) &&
    !s.hasKid(a, 'pobj', 'pcomp') &&
    tb === 'VBG' &&
    noGap &&
    !waitsForPostmodifier(s, k + 1)
  )
    offer(66, true, 'pcomp');
  if (
    isPrep(a) &&
    !s.hasKid(a, 'pobj', 'pcomp') &&
    (isAdj(b) || isAdv(b)) &&
    noGap &&
    b.kids.length === 0 &&
    !s.at(k + 2)?.tag.startsWith('NN')
  )
    offer(45, true, a.lower === 'at' ? 'pobj' : 'pcomp');

  // verb groups
  if (ta === 'TO' && isVerb(b) && noGap) offer(84, false, 'aux');
  if (
    (isAdv(a) || ta === 'WRB') &&
    isVerb(b) &&
    a.kids.length === 0 &&
    (noGap || (commaOnly && sentenceInitial(k)))
  ) {
    if (ta !== 'WRB') offer(83.5, false, isNeg(a) ? 'neg' : 'advmod');
  }
  if (isVerb(b) && noGap) {
    if (ta === 'MD' && !s.hasKid(a, 'nsubj', 'nsubjpass')) offer(83, false, 'aux');
    else if (auxLike(a) && ta !== 'TO' && a.kids.length === 0 && s.hasKid(b, 'aux', 'auxpass'))
      offer(83, false, 'aux');
    else if (VERBS.has(ta) && a.kids.length === 0) {
      if (isDo(a) && (tb === 'VB' || tb === 'VBP')) offer(83, false, 'aux');
      else if (isHave(a) && (tb === 'VBN' || tb === 'VBD')) offer(83, false, 'aux');
      else if (isBe(a) && tb === 'VBG') offer(83, false, 'aux');
      else if (isBe(a) && (tb === 'VBN' || tb === 'VBD')) offer(83, false, 'auxpass');
      else if (/^(?:get|gets|got|gotten|getting)$/.test(a.lower) && tb === 'VBN')
        offer(82.5, false, 'auxpass');
    }
  }
  if (isVerb(a) && tb === 'RP' && noGap) offer(82, true, 'prt');
  if ((isVerb(a) || ta === 'MD') && isNeg(b) && noGap) {
    const r = s.at(k + 2);
    if (!(r && isVerb(r))) offer(82, true, 'neg');
  }

  // appositions: "Jane Smith, the company's chief executive"
  if (
    commaOnly &&
    gap.includes(',') &&
    isNoun(a) &&
    isNoun(b) &&
    !isTimeNoun(a) &&
    !s.hasKid(b, 'cc', 'conj') &&
    (s.hasKid(b, 'det', 'poss') || b.tag === 'NNP' || a.tag === 'NNP') &&
    !waitsForPostmodifier(s, k + 1)
  ) {
    const after = s.at(k + 2);
    const listFollows = after && after.tag === 'CC';
    if (!listFollows) offer(77, true, 'appos');
  }

  // relative pronouns inside their clause
  if ((ta === 'WDT' || ta === 'WP') && isVerb(b) && noGap && a.kids.length === 0) {
    const r2 = s.at(k + 2);
    const invertedAux =
      auxLike(b) && !!r2 && isNominal(r2) && !!s.at(k + 3) && isVerb(s.at(k + 3)!);
    if (hasSubject(s, b))
      offer(71, false, ta === 'WP' && a.lower === 'what' && isBe(b) ? 'attr' : 'dobj');
    else if (finiteLike(s, b, k) && !invertedAux)
      offer(76, false, isPassive(s, b) ? 'nsubjpass' : 'nsubj');
  }
  // "What is the best way ...": the noun phrase after the copula is the subject
  if (isBe(a) && isVerb(a) && isNominal(b) && !hasSubject(s, a) && noGap) {
    const l = s.at(k - 1);
    if (
      l &&
      l.tag === 'WP' &&
      (l.lower === 'what' || l.lower === 'who') &&
      k - 1 === 0 &&
      !waitsForPostmodifier(s, k + 1)
    )
      offer(76, true, 'nsubj');
  }

  // subjects
  if (
    isNominal(a) &&
    isVerb(b) &&
    !hasSubject(s, b) &&
    ta !== 'WDT' &&
    !(ta === 'WP' && a.lower === 'whose')
  ) {
    const commaOk =
      commaOnly &&
      a.kids.some((c) => c > a.i && ['relcl', 'acl', 'appos', 'prep'].includes(s.nodes[c]!.label));
    const r2 = s.at(k + 2);
    const invertedAux =
      auxLike(b) &&
      !!r2 &&
      isNominal(r2) &&
      !!s.at(k + 3) &&
      isVerb(s.at(k + 3)!) &&
      (ta === 'WP' || ta === 'WDT');
    if (
      (noGap || commaOk) &&
      finiteLike(s, b, k) &&
      !invertedAux &&
      !(objectPosition(s, k) && !SPEECH_VERBS.has(s.at(k - 1)!.lemma))
    ) {
      const inv = s.at(k - 1);
      const invertedPassive = b.tag === 'VBN' && !!inv && isBe(inv) && VERBS.has(inv.tag);
      let label = ta === 'EX' ? 'expl' : isPassive(s, b) || invertedPassive ? 'nsubjpass' : 'nsubj';
      if (
        label === 'nsubj' &&
        isTimeNoun(a) &&
        !s.hasKid(a, 'det', 'poss', 'case') &&
        a.kids.length > 0 &&
        s.at(k + 2) === undefined
      )
        label = 'npadvmod';
      offer(75, false, label);
    }
  }
  // subject after an inverted auxiliary/copula: "Is he happy?", "Who is ...", "said Jane Smith"
  if ((isVerb(a) || ta === 'MD') && isNominal(b) && !hasSubject(s, a) && noGap) {
    const r = s.at(k + 2);
    const l = s.at(k - 1);
    const verbAfter = r && isVerb(r) && !hasSubject(s, r);
    if (
      auxLike(a) &&
      ta !== 'TO' &&
      (k === 0 || (l && (l.tag === 'WRB' || l.tag === 'WP' || l.tag === 'WDT'))) &&
      !verbAfter &&
      (isBe(a) || ta === 'MD' || isHave(a))
    ) {
      offer(74, true, 'nsubj');
    }
    if (
      SPEECH_VERBS.has(a.lemma) &&
      l &&
      s.gap(l, a).some((t) => t === ',' || t === "''" || t === ':') &&
      !verbAfter
    )
      offer(74, true, 'nsubj');
  }

  // objects, attributes, predicate adjectives
  if (
    isVerb(a) &&
    isNominal(b) &&
    noGap &&
    ta !== 'WDT' &&
    !(auxLike(a) && s.at(k + 2) && isVerb(s.at(k + 2)!) && !hasSubject(s, s.at(k + 2)!))
  ) {
    if (!waitsForPostmodifier(s, k + 1) && b.tag !== 'EX') {
      if (
        isTimeNoun(b) &&
        (b.kids.some((c) => TIME_MODIFIERS.has(s.nodes[c]!.lower)) ||
          /^(?:yesterday|today|tomorrow|tonight)$/.test(b.lower))
      )
        offer(73, true, 'npadvmod');
      else if (
        isBe(a) ||
        (COPULAS.has(a.lemma) &&
          a.lemma !== 'get' &&
          a.lemma !== 'look' &&
          a.lemma !== 'feel' &&
          a.lemma !== 'sound' &&
          a.lemma !== 'turn' &&
          a.lemma !== 'grow' &&
          a.lemma !== 'smell' &&
          a.lemma !== 'taste')
      ) {
        offer(73, true, s.hasKid(a, 'attr') ? 'dep' : 'attr');
      } else if (s.hasKid(a, 'dobj')) {
        // second object: the first one was the indirect object
        offer(72.5, true, 'dobj:2');
      } else offer(73, true, 'dobj');
    }
  }
  if (isVerb(a) && isAdj(b) && noGap && !waitsForComplement(s, k + 1)) {
    offer(72, true, s.hasKid(a, 'dobj') && !isBe(a) ? 'oprd' : 'acomp');
  }
  if (isAdj(a) && isPrep(b) && s.hasKid(b, 'pobj', 'pcomp') && noGap) offer(74, true, 'prep');
  if (
    (ta === 'RBR' || ta === 'JJR' || ta === 'RB') &&
    b.lower === 'than' &&
    s.hasKid(b, 'pobj', 'pcomp') &&
    noGap
  )
    offer(74, true, 'prep');

  // prepositional phrases after verbs; fronted PPs
  if (
    (isVerb(a) || (ta === 'MD' && !s.at(k + 2))) &&
    isPrep(b) &&
    s.hasKid(b, 'pobj', 'pcomp') &&
    (noGap || commaOnly)
  ) {
    const agent = b.lower === 'by' && a.tag === 'VBN' && (isPassive(s, a) || !s.hasKid(a, 'aux'));
    offer(noGap ? 68 : 55, true, agent ? 'agent' : 'prep');
  }
  if (
    isPrep(a) &&
    s.hasKid(a, 'pobj', 'pcomp') &&
    isVerb(b) &&
    (sentenceInitial(k) || s.at(k - 1)?.tag === 'CC')
  ) {
    if (hasSubject(s, b) || !s.at(k + 2) || commaOnly) offer(52, false, 'prep');
  }
  if (isVerb(a) && isPrep(b) && !s.hasKid(b, 'pobj', 'pcomp') && !s.at(k + 2))
    offer(40, true, 'prep');
  if (isNominal(a) && isPrep(b) && s.hasKid(b, 'pobj', 'pcomp') && noGap) offer(41, true, 'prep');

  // post-verbal adverbs, particles-as-adverbs
  if (
    (isVerb(a) || ta === 'MD') &&
    (isAdv(b) || (tb === 'WRB' && !(s.at(k + 2) && isVerb(s.at(k + 2)!)))) &&
    !waitsForComplement(s, k + 1) &&
    (noGap || (commaOnly && !s.at(k + 2)))
  )
    offer(64, true, isNeg(b) ? 'neg' : 'advmod');
  if (isAdj(a) && isAdv(b) && noGap && !waitsForComplement(s, k + 1) && !s.at(k + 2))
    offer(45, true, 'advmod');

  // infinitives and gerunds: xcomp / acl / advcl
  const bTo = isVerb(b) && s.kid(b, 'aux')?.tag === 'TO';
  if (bTo && noGap) {
    if (isVerb(a))
      offer(60, true, XCOMP_VERBS.has(a.lemma) && !s.hasKid(a, 'prep') ? 'xcomp' : 'advcl');
    else if (isAdj(a)) offer(60, true, 'xcomp');
    else if (isNominal(a))
      offer(ACL_NOUNS.has(a.lower) || ACL_NOUNS.has(a.lemma) ? 61 : 42, true, 'acl');
  }
  if (isVerb(a) && tb === 'VBG' && noGap && !hasSubject(s, b) && GERUND_VERBS.has(a.lemma))
    offer(60, true, 'xcomp');
  if (
    isVerb(a) &&
    tb === 'VB' &&
    noGap &&
    !hasSubject(s, b) &&
    !s.hasKid(b, 'aux') &&
    /^(?:let|make|help|see|hear|watch)$/.test(a.lemma)
  )
    offer(58, true, 'ccomp');

  // participles and relative clauses after nouns
  if (
    isNoun(a) &&
    (tb === 'VBN' || tb === 'VBG') &&
    !hasSubject(s, b) &&
    !s.hasKid(b, 'aux', 'auxpass') &&
    (noGap || commaOnly)
  ) {
    offer(60, true, 'acl');
  }
  if (
    isNominal(a) &&
    isVerb(b) &&
    (noGap || commaOnly) &&
    b.kids.some(
      (c) =>
        ['WDT', 'WP', 'WP$'].includes(s.nodes[c]!.tag) ||
        (s.nodes[c]!.tag === 'WRB' && s.nodes[c]!.i === b.lo),
    )
  ) {
    offer(63, true, 'relcl');
  }

  // subordinators and wh-adverbs introducing clauses
  if (
    ta === 'IN' &&
    SUBORDINATORS.has(a.lower) &&
    isVerb(b) &&
    a.kids.length === 0 &&
    noGap &&
    (hasSubject(s, b) || FINITE.has(b.tag))
  )
    offer(62, false, 'mark');
  if (
    ta === 'WRB' &&
    isVerb(b) &&
    a.kids.length === 0 &&
    noGap &&
    !(auxLike(b) && s.at(k + 2) && isVerb(s.at(k + 2)!) && !hasSubject(s, b))
  )
    offer(62, false, 'advmod');

  // clauses attached to clauses
  if (
    isVerb(b) &&
    (isVerb(a) || ta === 'MD' || ta === 'RBR' || ta === 'JJR') &&
    (noGap || commaOnly)
  ) {
    const markB = s.kid(b, 'mark');
    const markA = s.kid(a, 'mark');
    const whA = a.kids
      .map((c) => s.nodes[c]!)
      .find((c) => c.tag === 'WRB' && c.i < a.i && c.i === a.lo);
    if (
      markB &&
      (markB.lower === 'that' ||
        markB.lower === 'whether' ||
        (markB.lower === 'if' && SPEECH_VERBS.has(a.lemma)))
    )
      offer(58, true, 'ccomp');
    else if (markB && (ta === 'RBR' || ta === 'JJR' || markB.lower !== 'than'))
      offer(59, true, 'advcl');
    else if (markB && markB.lower === 'than') offer(59, true, 'advcl');
    else if (
      (a.tag === 'VBN' || a.tag === 'VBG') &&
      !hasSubject(s, a) &&
      !s.hasKid(a, 'aux', 'auxpass') &&
      sentenceInitial(k) &&
      commaOnly &&
      hasSubject(s, b)
    )
      offer(57, false, 'advcl');
    else if ((markA || whA) && sentenceInitial(k) && !markB && (hasSubject(s, b) || !s.at(k + 2)))
      offer(57, false, 'advcl');
    else if (
      isVerb(a) &&
      !markB &&
      hasSubject(s, b) &&
      b.kids.some((c) => s.nodes[c]!.tag === 'WRB' && c === b.lo && s.nodes[c]!.label === 'advmod')
    )
      offer(59, true, 'advcl');
    else if (
      !markA &&
      !markB &&
      hasSubject(s, b) &&
      !b.kids.some((c) => s.nodes[c]!.tag === 'WDT' || s.nodes[c]!.tag === 'WP') &&
      isVerb(a)
    ) {
      if (SPEECH_VERBS.has(a.lemma) && noGap) offer(56, true, 'ccomp');
      else if (SPEECH_VERBS.has(b.lemma) && !noGap && hasSubject(s, a) && !s.at(k + 2))
        offer(56, false, 'ccomp');
      else if (SPEECH_VERBS.has(b.lemma) && !noGap && hasSubject(s, a)) offer(54, false, 'ccomp');
    }
  }
  // verb coordination: "bought a car and sold it"
  if ((isVerb(a) || ta === 'MD') && tb === 'CC' && (noGap || commaOnly)) {
    const c = s.at(k + 2);
    if (c && (isVerb(c) || c.tag === 'MD') && s.gap(b, c).length === 0 && !s.kid(c, 'mark'))
      offer(55, true, 'cc');
  }

  // fronted and leftover modifiers
  if (ta === 'CC' && isVerb(b) && k === 0) offer(50, false, 'cc');
  if (ta === 'UH' && (isVerb(b) || isNominal(b))) offer(50, false, 'intj');
  if ((isVerb(a) || isNominal(a)) && tb === 'UH') offer(44, true, 'intj');
  if (isAdv(a) && isVerb(b) && a.kids.length <= 1 && k === 0 && (commaOnly || noGap))
    offer(50, false, 'advmod');
  if (isNominal(a) && isVerb(b) && hasSubject(s, b) && isTimeNoun(a) && (noGap || commaOnly))
    offer(50, false, 'npadvmod');
  if (
    isVerb(a) &&
    isNominal(b) &&
    isTimeNoun(b) &&
    (noGap || commaOnly) &&
    s.hasKid(a, 'dobj', 'attr')
  )
    offer(48, true, 'npadvmod');
  if (
    isVerb(a) &&
    isNominal(b) &&
    s.hasKid(a, 'dobj') &&
    noGap &&
    !s.hasKid(a, 'dative') &&
    !waitsForPostmodifier(s, k + 1)
  )
    offer(47, true, 'dobj:2');
  if (isNominal(a) && isAdj(b) && noGap && a.tag === 'NN' && /(?:thing|one|body)$/.test(a.lower))
    offer(46, true, 'amod');

  return best;
}
