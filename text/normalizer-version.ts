/**
 * Version of the normalizer's output: character folding (fold.ts), inflection folding
 * (stem.ts), tokens and their hashes (tokenizer.ts, hash.ts). The rule-automaton build
 * (patterns) and the scan (input text) must run exactly the same normalizer, so the
 * index files record NORMALIZER_VERSION and refuse to open under a different one: bump
 * it whenever a rule changes the output for any input (indexes built before must then
 * be rebuilt). test/text/normalizer-golden.test.ts records the hash of the output for
 * this version and fails when the output changes without a bump.
 */
export const NORMALIZER_VERSION = 1;
