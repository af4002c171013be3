/**
 * Run-together words in keywords ("disneyworld", "breakfasttelevision", "mensrings"): people
 * type site and brand names without spaces, and such a word matches no pattern. A word of
 * RUN_TOGETHER_MIN letters or more that the rule automaton does not know is split in two
 * where both halves are words it knows; of several such places, the one whose shorter half
 * is longest ("mens rings" rather than "men srings"). The hybrid (classification_type 0)
 * asks the rules again with the split keyword when they were silent on the keyword as typed.
 * A word among the most frequent of the version's word vectors is left whole, as the
 * spelling step leaves it unrespelled: it is a name or a word of edited text ("mickelson"
 * is no "mic kelson", "cessna" no "ces sna").
 */
import type { RuleAutomaton } from '../../native-index/automaton/index.js';
import { tokenize } from '../../text/normalize.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import { isKnownWordRow } from './spelling-step.js';
import { isAsciiWord } from './token-shape.js';

/** Letters of the shortest word that is split. */
export const RUN_TOGETHER_MIN = 6;
/** Letters of the shortest half. */
const MIN_HALF = 2;
/** Keywords of more tokens are left as they are. */
const MAX_TOKENS = 8;

/** The keyword with its run-together words split, or null when none was. */
export function splitRunTogether(
  automaton: RuleAutomaton,
  keyword: string,
  knownWords: WordVectors | null = null,
): string | null {
  const tokens = tokenize(keyword, { stem: false });
  if (tokens.length === 0 || tokens.length > MAX_TOKENS) return null;
  let out = '';
  let from = 0;
  for (const t of tokens) {
    if (t.end - t.start < RUN_TOGETHER_MIN || !isAsciiWord(keyword, t.start, t.end)) continue;
    const word = keyword.slice(t.start, t.end).toLowerCase();
    if (leftWhole(automaton, knownWords, word)) continue;
    const at = bestSplit(automaton, word);
    if (at < 0) continue;
    out += `${keyword.slice(from, t.start)}${word.slice(0, at)} ${word.slice(at)}`;
    from = t.end;
  }
  return from === 0 ? null : out + keyword.slice(from);
}

function bestSplit(automaton: RuleAutomaton, word: string): number {
  let best = -1;
  let bestShorter = 0;
  for (let at = MIN_HALF; at <= word.length - MIN_HALF; at++) {
    const shorter = Math.min(at, word.length - at);
    if (shorter <= bestShorter) continue;
    if (known(automaton, word.slice(0, at)) && known(automaton, word.slice(at))) {
      best = at;
      bestShorter = shorter;
    }
  }
  return best;
}

/** One token the automaton's patterns use (after the normalizer: folded, stemmed). */
function known(automaton: RuleAutomaton, word: string): boolean {
  const t = tokenize(word);
  return t.length === 1 && automaton.tokenId(t[0]!.text) >= 0;
}

/** A word the automaton knows, or one of the vectors' most frequent (both folded and stemmed). */
function leftWhole(automaton: RuleAutomaton, vectors: WordVectors | null, word: string): boolean {
  const t = tokenize(word);
  if (t.length !== 1) return false;
  const folded = t[0]!.text;
  return (
    automaton.tokenId(folded) >= 0 || (vectors !== null && isKnownWordRow(vectors.rowOf(folded)))
  );
}
