/**
 * Content flags of a text, from the flags automaton of a version (flags.automaton,
 * build-index/rules/flags-writer.ts): each value is (list index << 16) | flag id. The
 * caller passes its MatchList, reused across texts.
 */
import type { MatchList, RuleAutomaton } from '../../native-index/automaton/index.js';

export const NO_FLAGS: number[] = Object.freeze([]) as unknown as number[];

/** Flag hits of the text: (flag id, list index) per matched term, in text order (allocates). */
export function flagHitsOf(
  fa: RuleAutomaton | null,
  ml: MatchList,
  text: string,
): { flag: number; list: number }[] {
  if (!fa || typeof text !== 'string' || text.length === 0) return [];
  const M = fa.scanInto(text, ml);
  const out: { flag: number; list: number }[] = [];
  const values = fa.values;
  for (let j = 0; j < M; j++) {
    for (let k = ml.valueStart[j]!; k < ml.valueEnd[j]!; k++)
      out.push({ flag: values[k]! & 0xffff, list: values[k]! >>> 16 });
  }
  return out;
}

/** Flag ids found in the text, ascending, each once (a shared empty array when none: do not mutate). */
export function flagIdsOf(fa: RuleAutomaton | null, ml: MatchList, text: string): number[] {
  if (!fa || typeof text !== 'string' || text.length === 0) return NO_FLAGS;
  const M = fa.scanInto(text, ml);
  if (M === 0) return NO_FLAGS;
  let bits = 0;
  const values = fa.values;
  for (let j = 0; j < M; j++) {
    for (let k = ml.valueStart[j]!; k < ml.valueEnd[j]!; k++) bits |= values[k]! & 0xffff;
  }
  const out: number[] = [];
  if (bits === 0) return NO_FLAGS;
  for (let b = 1; b <= 0x8000; b <<= 1) if (bits & b) out.push(b);
  return out;
}
