/**
 * Model codes: a number or code right after a product's name is its model ("iphone 15",
 * "ford f-150", "honda cr-v", "galaxy s24"). The name's match (one not inside a longer
 * match, with a sense of KIND_PRODUCT) takes the code and the codes hyphen-joined to it,
 * and the matches inside them are dropped ("15" is no number, "f" no Fahrenheit); the
 * rule engine (rule-engine.ts) then keeps only the name's product senses. A number or one
 * or two letters are taken only after a name: several words, or a word the index never
 * heard or hears mostly capitalized ("ford 150", not "stage 4").
 */
import type { MatchList } from '../../native-index/automaton/index.js';
import { CLASS_STOP } from '../../native-index/rules-format.js';
import { SHAPE_WEAK } from './token-shape.js';

/** Tokens a name takes as its model at most: the first code and those hyphen-joined to it ("f-150"). */
const MAX_CODE_TOKENS = 3;

/** The text's tokens, as the rule engine keeps them (parallel arrays by token index). */
export interface CodeTokens {
  /** token-shape.ts bits (0 for words). */
  shape: Uint8Array;
  /** Class bits (rules-format.ts CLASS_*): a function word ("in", "to") is no code. */
  cls: Uint8Array;
  /** 1 when the token follows the one before across one hyphen. */
  hyphen: Uint8Array;
  start: Int32Array;
  end: Int32Array;
}

/**
 * Sets `ext[j]` to each match's token end with the codes it took (its own end when none),
 * clears `alive` for the matches inside taken codes; returns whether any code was taken.
 */
export function absorbModelCodes(
  ml: MatchList,
  M: number,
  T: number,
  alive: Uint8Array,
  ext: Int32Array,
  tokens: CodeTokens,
  isName: (t: number) => boolean,
  hasProductSense: (j: number) => boolean,
): boolean {
  const { shape, hyphen, cls } = tokens;
  for (let j = 0; j < M; j++) ext[j] = ml.tokenEnd[j]!;
  let any = false;
  for (let j = 0; j < M; j++) {
    const te = ml.tokenEnd[j]!;
    if (alive[j] === 0 || te >= T || !isCode(shape, cls, te)) continue;
    if (tokens.start[te]! - tokens.end[te - 1]! !== 1) continue;
    const ts = ml.tokenStart[j]!;
    const oneWord = te - ts === 1;
    if (oneWord && shape[ts] !== 0) continue;
    if ((shape[te]! & SHAPE_WEAK) !== 0 && oneWord && !isName(ts)) continue;
    if (!hasProductSense(j)) continue;
    let e = te + 1;
    while (e < T && e - te < MAX_CODE_TOKENS && isCode(shape, cls, e) && hyphen[e] === 1) e++;
    ext[j] = e;
    any = true;
    for (let i = 0; i < M; i++)
      if (i !== j && ml.tokenStart[i]! >= te && ml.tokenEnd[i]! <= e) alive[i] = 0;
  }
  return any;
}

/** A shaped token that is no function word ("in", "to" are never codes). */
function isCode(shape: Uint8Array, cls: Uint8Array, t: number): boolean {
  return shape[t] !== 0 && (cls[t]! & CLASS_STOP) === 0;
}
