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
 *
 * Files: sentence.ts (the nodes, the pending list, attachment), word-classes.ts and
 * context-predicates.ts (what the rules test), attachment-rules.ts (the rules of steps 2
 * and 3); this module runs the loop of step 2, the fallback and the punctuation.
 */
import * as attachmentRules from './attachment-rules.js';
import type { Decision } from './attachment-rules.js';
import * as contextPredicates from './context-predicates.js';
import { Sentence, type ParseInput, type PNode } from './sentence.js';
import * as wordClasses from './word-classes.js';

// Called for every pair and attachment: bound to constants of this module, as they were
// before the parser was split (a call through an imported binding reads its module cell
// first; parseSentence measured about 5% slower that way).
const { decide } = attachmentRules;
const { hasSubject } = contextPredicates;
const { FINITE, isAdj, isAdv, isNominal, isTimeNoun, isVerb } = wordClasses;

export interface Arc {
  /** Index of the head within the sentence (the root points to itself). */
  head: number;
  label: string;
}

const TRACE = process.env.SORTAL_PARSE_TRACE === '1';
const NO_CACHE = process.env.SORTAL_PARSE_NO_CACHE === '1';
const WINDOW = 6;
const CLAUSE_TAGS = new Set([
  'VB',
  'VBD',
  'VBG',
  'VBN',
  'VBP',
  'VBZ',
  'MD',
  'CC',
  'IN',
  'WDT',
  'WP',
  'WP$',
  'WRB',
  'TO',
  'EX',
]);

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
    if (sc > bestScore) {
      bestScore = sc;
      bestK = k;
    }
  });
  const head = s.at(bestK)!;
  const others = s.pending.filter((_, k) => k !== bestK).map((i) => s.nodes[i]!);
  for (const n of others) {
    let label = 'dep';
    const left = n.i < head.i;
    if (isVerb(n) || n.tag === 'MD')
      label = s.hasKid(n, 'mark') ? 'advcl' : left ? 'ccomp' : 'parataxis';
    else if (isNominal(n)) {
      if (isTimeNoun(n)) label = 'npadvmod';
      else if (left && !hasSubject(s, head) && isVerb(head)) label = 'nsubj';
      else if (!left && isVerb(head) && !s.hasKid(head, 'dobj')) label = 'dobj';
      else label = isNominal(head) ? 'appos' : 'npadvmod';
    } else if (isAdv(n) || n.tag === 'WRB') label = 'advmod';
    else if (isAdj(n)) label = isVerb(head) ? 'acomp' : 'amod';
    else if (n.tag === 'IN' || n.tag === 'TO')
      label = s.hasKid(n, 'pobj', 'pcomp') ? 'prep' : isVerb(head) ? 'prep' : 'dep';
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
        if (size < bestSize) {
          bestSize = size;
          best = j;
        }
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
      if (d && (!best || d.score >= best.score)) {
        best = d;
        bestK = k;
      }
    }
    if (!best || bestK < 0) {
      fallback(s);
      break;
    }
    const a = s.at(bestK)!;
    const b = s.at(bestK + 1)!;
    const d: Decision = best;
    if (TRACE)
      console.log(
        `  ${d.score.toFixed(2)} ${d.headLeft ? `${a.lower} -> ${b.lower}` : `${b.lower} -> ${a.lower}`} ${d.label}`,
      );
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
