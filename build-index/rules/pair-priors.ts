/**
 * The prior of each (pattern, category) pair of the rule automaton, which decides between
 * the senses of a match: by default the category's own prior; a WordNet sense named by
 * one of its lemmas gets that lemma's own tag count and rank; a brand gets more for its
 * own name than for an alias, and an alias that is another category's name yields to it.
 */
import { MatchList, type RuleAutomaton } from '../../native-index/automaton/index.js';
import { quantizePrior } from '../../native-index/rules-format.js';
import { normalizeText } from '../../text/normalize.js';
import type { LaidOutCategory } from '../build.js';
import { boostSensePriors, ownMatch, type ResolvedSensePrior } from './sense-prior-boosts.js';
import { lemmaPrior, type WordNetInfo } from './wordnet-sense-info.js';

/** A brand's prior for its own name, and for its other names (aliases often name something else too). */
const BRAND_MAIN_NAME_FACTOR = 2;
const BRAND_ALIAS_FACTOR = 0.5;

export type PriorCategory = Pick<LaidOutCategory, 'key' | 'index' | 'name' | 'patterns' | 'prior'>;

/**
 * The pair priors, aligned with the automaton's value pool. `cats[i]` is category i;
 * `priorOf(i)` is its prior as the rules model stores it; `senses` are raised last.
 */
export function pairPriors(
  cats: readonly PriorCategory[],
  priorOf: (category: number) => number,
  automaton: RuleAutomaton,
  wn: WordNetInfo,
  senses: readonly ResolvedSensePrior[],
): Uint8Array {
  const values = automaton.values;
  const out = new Uint8Array(values.length);
  for (let k = 0; k < values.length; k++) out[k] = quantizePrior(priorOf(values[k]!));
  const ml = new MatchList(16);
  /** Sets the prior of category c at match j of the last scan. */
  const setAt = (j: number, c: number, prior: number) => {
    for (let k = ml.valueStart[j]!; k < ml.valueEnd[j]!; k++)
      if (values[k] === c) out[k] = quantizePrior(prior);
  };
  const names = new Map<number, string>();
  const nameOf = (i: number): string => {
    let s = names.get(i);
    if (s === undefined) names.set(i, (s = normalizeText(cats[i]!.name)));
    return s;
  };
  for (const c of cats) {
    if (c.key.startsWith('wn:')) {
      for (const p of c.patterns) {
        const prior = lemmaPrior(wn, c.key.slice(3), p);
        if (prior === null) continue;
        const j = ownMatch(automaton, ml, p);
        if (j >= 0) setAt(j, c.index, prior);
      }
    } else if (c.key.startsWith('nsi:')) {
      const name = nameOf(c.index);
      for (const p of c.patterns) {
        const j = ownMatch(automaton, ml, p);
        if (j < 0) continue;
        const np = normalizeText(p);
        if (np === name) {
          setAt(j, c.index, c.prior * BRAND_MAIN_NAME_FACTOR);
          continue;
        }
        // An alias yields to a category whose own name it is: a brand ("ikea": IKEA, not
        // IKEA Café) or any other ("facebook": the site, not Meta, which lists it as a former name).
        let other = false;
        for (let k = ml.valueStart[j]!; k < ml.valueEnd[j]! && !other; k++) {
          const d = values[k]!;
          other = d !== c.index && nameOf(d) === np;
        }
        if (other) setAt(j, c.index, c.prior * BRAND_ALIAS_FACTOR);
      }
    }
  }
  boostSensePriors(out, automaton, senses);
  return out;
}
