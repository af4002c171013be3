/**
 * FNV-1a (32-bit) over UTF-16 code units: the token hash of the rule automaton's token
 * table and of the Tokenizer (a change needs a NORMALIZER_VERSION bump,
 * normalizer-version.ts).
 */

/** FNV-1a parameters. A const enum: literals in the compiled code of the hashing loops of other modules. */
export const enum Fnv {
  Offset = 0x811c9dc5 | 0,
  Prime = 0x01000193,
}
const FNV_OFFSET = Fnv.Offset;
export const FNV_PRIME = Fnv.Prime;

/** FNV-1a over UTF-16 code units (the token hash of the automaton's token table). */
export function hashString(s: string): number {
  let h = FNV_OFFSET;
  for (let j = 0; j < s.length; j++) h = Math.imul(h ^ s.charCodeAt(j), FNV_PRIME);
  return h >>> 0;
}

/** FNV-1a over b[from..from+n); equals hashString of the same units. */
export function hashUnits(b: Uint16Array, n: number, from = 0): number {
  let h = FNV_OFFSET;
  for (let j = from; j < from + n; j++) h = Math.imul(h ^ b[j]!, FNV_PRIME);
  return h >>> 0;
}
