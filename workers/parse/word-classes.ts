/** Word-class predicates of the parser, on Penn Treebank tags, lemmas and word forms. */
import {
  BE_FORMS,
  DO_FORMS,
  HAVE_FORMS,
  MONTHS,
  PURE_SUBORDINATORS,
  TIME_NOUNS,
} from './lexicon.js';
import type { PNode } from './sentence.js';

const NOUNS = new Set(['NN', 'NNS', 'NNP', 'NNPS']);
export const VERBS = new Set(['VB', 'VBD', 'VBG', 'VBN', 'VBP', 'VBZ']);
export const FINITE = new Set(['VBD', 'VBZ', 'VBP', 'MD']);
const ADJS = new Set(['JJ', 'JJR', 'JJS']);
const ADVS = new Set(['RB', 'RBR', 'RBS']);

export const isNoun = (n: PNode): boolean => NOUNS.has(n.tag);
export const isVerb = (n: PNode): boolean => VERBS.has(n.tag);
export const isAdj = (n: PNode): boolean => ADJS.has(n.tag);
export const isAdv = (n: PNode): boolean => ADVS.has(n.tag);
export const isBe = (n: PNode): boolean =>
  n.lemma === 'be' || (BE_FORMS.has(n.lower) && n.tag !== 'POS');
export const isHave = (n: PNode): boolean =>
  n.lemma === 'have' || (HAVE_FORMS.has(n.lower) && n.tag !== 'MD');
export const isDo = (n: PNode): boolean =>
  (n.lemma === 'do' || DO_FORMS.has(n.lower)) && n.lower !== 'done' && n.lower !== 'doing';
export const isNeg = (n: PNode): boolean =>
  n.lower === 'not' || n.lower === "n't" || n.lower === 'never';
/** Can head a noun phrase. */
export function isNominal(n: PNode): boolean {
  if (
    NOUNS.has(n.tag) ||
    n.tag === 'PRP' ||
    n.tag === 'CD' ||
    n.tag === '$' ||
    n.tag === 'FW' ||
    n.tag === 'ADD' ||
    n.tag === 'EX'
  )
    return true;
  if (n.tag === 'WP' && n.lower !== 'whose') return true;
  if ((n.tag === 'DT' || n.tag === 'WDT') && n.kids.length === 0) return true; // pronoun use ("this", "which", "all")
  return false;
}
export function isNounHead(n: PNode): boolean {
  return (
    NOUNS.has(n.tag) ||
    n.tag === '$' ||
    n.tag === 'FW' ||
    n.tag === 'ADD' ||
    (n.tag === 'CD' && n.kids.some(() => true))
  );
}
export const isPrep = (n: PNode): boolean =>
  n.tag === 'IN' && !PURE_SUBORDINATORS.has(n.lower) && n.lower !== 'that';
export const isTimeNoun = (n: PNode): boolean =>
  (NOUNS.has(n.tag) && TIME_NOUNS.has(n.lower)) || (n.tag === 'NNP' && MONTHS.has(n.lower));
