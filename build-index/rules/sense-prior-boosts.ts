/**
 * Applies the reviewed sense priors of sense-priors.ts when the rules are written:
 * `resolveSensePriors` finds each entry's category, the rules writer adds each form as a
 * pattern of its category (the automaton keeps one copy of a pattern it already has), and
 * `boostSensePriors` raises the (form, category) pair's prior above the form's other senses.
 */
import { MatchList, type RuleAutomaton } from '../../native-index/automaton/index.js';
import { lnPriorOf, quantizePrior } from '../../native-index/rules-format.js';
import { SENSE_PRIOR_BOOST, SENSE_PRIORS, type SensePrior } from './sense-priors.js';

export interface ResolvedSensePrior {
  form: string;
  /** Category index. */
  category: number;
}

/**
 * The entries whose category the version has, by index: the category with the key, or the
 * one it was folded into. A `wn:` key the version lacks is an error (WordNet is in every
 * profile: the key is wrong); other keys are skipped.
 */
export function resolveSensePriors(
  cats: ReadonlyArray<{ key: string; index: number; formerKeys?: readonly string[] | undefined }>,
  table: readonly SensePrior[] = SENSE_PRIORS,
): ResolvedSensePrior[] {
  const wanted = new Set(table.map((e) => e.sense));
  const indexOf = new Map<string, number>();
  for (const c of cats)
    for (const key of [c.key, ...(c.formerKeys ?? [])])
      if (wanted.has(key)) indexOf.set(key, c.index);
  const out: ResolvedSensePrior[] = [];
  for (const e of table) {
    const category = indexOf.get(e.sense);
    if (category !== undefined) out.push({ form: e.form, category });
    else if (e.sense.startsWith('wn:'))
      throw new Error(`sense priors: "${e.form}" names ${e.sense} (${e.means}), not in the index`);
  }
  return out;
}

/**
 * Raises each entry's pair prior (in `priors`, aligned with the automaton's value pool) to
 * SENSE_PRIOR_BOOST times the strongest other sense of the form's own match, unless it is
 * already higher.
 */
export function boostSensePriors(
  priors: Uint8Array,
  automaton: RuleAutomaton,
  entries: readonly ResolvedSensePrior[],
): void {
  const values = automaton.values;
  const ml = new MatchList(16);
  for (const { form, category } of entries) {
    // The form's own match: the one at its first token that ends last.
    const j = ownMatch(automaton, ml, form);
    if (j < 0) throw new Error(`sense priors: "${form}" does not match its own pattern`);
    let own = -1;
    let other = 0;
    for (let k = ml.valueStart[j]!; k < ml.valueEnd[j]!; k++) {
      if (values[k] === category) own = k;
      else other = Math.max(other, Math.exp(lnPriorOf(priors[k]!)));
    }
    if (own < 0) throw new Error(`sense priors: "${form}" is no pattern of category ${category}`);
    const q = quantizePrior(SENSE_PRIOR_BOOST * other);
    if (q > priors[own]!) priors[own] = q;
  }
}

/**
 * Scans `pattern` into `ml` and answers its own occurrence there: the match at its first
 * token that ends last (-1: none).
 */
export function ownMatch(automaton: RuleAutomaton, ml: MatchList, pattern: string): number {
  const n = automaton.scanInto(pattern, ml);
  let best = -1;
  for (let j = 0; j < n; j++)
    if (ml.tokenStart[j] === 0 && (best < 0 || ml.tokenEnd[j]! > ml.tokenEnd[best]!)) best = j;
  return best;
}
