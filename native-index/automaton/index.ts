/**
 * The compressed rule automaton: build (offline, and for custom taxonomies in workers)
 * and open/scan (workers). See builder.ts and reader.ts.
 */
import {
  buildRuleAutomatonFiles,
  type RuleAutomatonBuildOptions,
  type RuleEntry,
} from './builder.js';
import { openRuleAutomaton, type RuleAutomaton } from './reader.js';

export { buildRuleAutomatonFiles, MAX_PATTERN_TOKENS } from './builder.js';
export type {
  RuleEntry,
  RuleAutomatonFiles,
  RuleAutomatonBuildStats,
  RuleAutomatonBuildOptions,
} from './builder.js';
export { openRuleAutomaton, RuleAutomaton, MatchList, type TokenBatchHook } from './reader.js';
export type { AutomatonMatch, MatchCallback, RuleAutomatonBytes } from './reader.js';
export { AUTOMATON_FORMAT_VERSION } from './format.js';

/** Build and open in one step (small automata such as custom taxonomies). */
export function buildRuleAutomaton(
  entries: Iterable<RuleEntry>,
  options?: RuleAutomatonBuildOptions,
): RuleAutomaton {
  return openRuleAutomaton(buildRuleAutomatonFiles(entries, options).files);
}
