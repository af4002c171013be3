/**
 * The normalizer's string API: tokens of a text with their offsets, a text as its
 * normalized tokens, the token sequences a pattern stands for. The build (patterns) and
 * the scan (input text) share these rules, in the order they apply:
 *  1. character folding and classification (fold.ts);
 *  2. tokens: boundaries, apostrophes, hyphens, offsets (tokenizer.ts);
 *  3. inflection folding (stem.ts);
 * and the token hash (hash.ts). A change of their output for any input needs a
 * NORMALIZER_VERSION bump (normalizer-version.ts).
 */
import { stem } from './stem.js';
import { Tokenizer } from './tokenizer.js';

export interface NormalizedToken {
  /** Normalized (folded, stemmed) token text. */
  text: string;
  /** UTF-16 offsets in the original string: original.slice(start, end). */
  start: number;
  end: number;
  /** Joined to the previous token by a single hyphen. */
  hyphenBefore: boolean;
}

const SHARED = new Tokenizer();
const SHARED_RAW = new Tokenizer({ stem: false });

/** All tokens of `text`, normalized, with their original offsets. Never throws on a string. */
export function tokenize(text: string, options: { stem?: boolean } = {}): NormalizedToken[] {
  const t = options.stem === false ? SHARED_RAW : SHARED;
  t.reset(text);
  const out: NormalizedToken[] = [];
  while (t.next())
    out.push({ text: t.token(), start: t.start, end: t.end, hyphenBefore: t.hyphenBefore });
  return out;
}

/** The normalized tokens of `text` joined by single spaces ("Hotels in São Paulo" -> "hotel in sao paulo"). */
export function normalizeText(text: string): string {
  SHARED.reset(text);
  let s = '';
  while (SHARED.next()) s += (s.length > 0 ? ' ' : '') + SHARED.token();
  return s;
}

/**
 * The token sequences a pattern stands for: always the split form, and when the
 * pattern has hyphen-joined words, also the closed form ("T-shirts" ->
 * [["t","shirt"], ["tshirt"]]). Empty when the pattern has no tokens.
 */
export function patternVariants(pattern: string): string[][] {
  SHARED_RAW.reset(pattern);
  const raw: string[] = [];
  const joined: boolean[] = [];
  while (SHARED_RAW.next()) {
    raw.push(SHARED_RAW.token());
    joined.push(SHARED_RAW.hyphenBefore && raw.length > 1);
  }
  if (raw.length === 0) return [];
  const split = raw.map(stem);
  if (!joined.includes(true)) return [split];
  const closed: string[] = [];
  for (let j = 0; j < raw.length; j++) {
    if (joined[j]) closed[closed.length - 1]! += raw[j]!;
    else closed.push(raw[j]!);
  }
  const closedStemmed = closed.map(stem);
  if (closedStemmed.join(' ') === split.join(' ')) return [split];
  return [split, closedStemmed];
}
