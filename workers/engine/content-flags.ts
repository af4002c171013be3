/**
 * Content flags of a text, from the flags automaton of a version (flags.automaton,
 * build-index/rules/flags-writer.ts): each value is (list index << 16) | flag id. The
 * caller passes its MatchList, reused across texts.
 *
 * Text read in one of the eight other languages is scanned with that language's
 * rewriter (`flagRewriters`): its words that are words of the language's flag lists or
 * its stop words become the language's marked tokens, every other word keeps the English
 * normalization, so the English lists still flag English words in the text.
 */
import type { MatchList, RuleAutomaton } from '../../native-index/automaton/index.js';
import { languageOfToken, type TextLanguage } from '../../text/languages/language-codes.js';
import { LanguageTokenRewriter } from '../../text/languages/language-tokens.js';
import { languageNormalizer } from '../../text/languages/language-normalizer.js';

export const NO_FLAGS: number[] = Object.freeze([]) as unknown as number[];

/** Per language, the rewriter of its flag words (languages without flag lists are absent). */
export function flagRewriters(
  fa: RuleAutomaton | null,
): ReadonlyMap<TextLanguage, LanguageTokenRewriter> {
  const keys = new Map<TextLanguage, Set<string>>();
  for (let id = 0; fa !== null && id < fa.tokenCount; id++) {
    const token = fa.tokenText(id);
    const lang = languageOfToken(token);
    if (lang === null) continue;
    let set = keys.get(lang);
    if (set === undefined) keys.set(lang, (set = new Set()));
    set.add(token.slice(0, -1));
  }
  const out = new Map<TextLanguage, LanguageTokenRewriter>();
  for (const [lang, set] of keys) {
    // The language's stop words are its own words too: the English lists do not see them
    // (Italian "ho" is not the English slur).
    for (const k of languageNormalizer(lang).stopKeys()) set.add(k);
    out.set(lang, new LanguageTokenRewriter(lang, set));
  }
  return out;
}

/** The scan's matches of `text`, read through `rewriter` (null: English). */
function scan(
  fa: RuleAutomaton,
  ml: MatchList,
  text: string,
  rewriter: LanguageTokenRewriter | null,
): number {
  if (rewriter === null) return fa.scanInto(text, ml);
  fa.setTokenRewriter(rewriter);
  try {
    return fa.scanInto(text, ml);
  } finally {
    fa.setTokenRewriter(null);
  }
}

/** Flag hits of the text: (flag id, list index) per matched term, in text order (allocates). */
export function flagHitsOf(
  fa: RuleAutomaton | null,
  ml: MatchList,
  text: string,
  rewriter: LanguageTokenRewriter | null = null,
): { flag: number; list: number }[] {
  if (!fa || typeof text !== 'string' || text.length === 0) return [];
  const M = scan(fa, ml, text, rewriter);
  const out: { flag: number; list: number }[] = [];
  const values = fa.values;
  for (let j = 0; j < M; j++) {
    for (let k = ml.valueStart[j]!; k < ml.valueEnd[j]!; k++)
      out.push({ flag: values[k]! & 0xffff, list: values[k]! >>> 16 });
  }
  return out;
}

/** Flag ids found in the text, ascending, each once (a shared empty array when none: do not mutate). */
export function flagIdsOf(
  fa: RuleAutomaton | null,
  ml: MatchList,
  text: string,
  rewriter: LanguageTokenRewriter | null = null,
): number[] {
  if (!fa || typeof text !== 'string' || text.length === 0) return NO_FLAGS;
  const M = scan(fa, ml, text, rewriter);
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
