/**
 * A Bloom filter (one hash function) over the transitions of the automaton's states
 * with many children, made by the builder and stored in `automaton.bin` (so workers
 * share one copy and opening costs nothing). The scanner asks it before the binary search over such a state's child
 * labels: the 64-bit child filter of a state header is nearly full when the state
 * has hundreds of children, so without this most tokens that do not continue a
 * pattern from a frequent word's state would pay a binary search whose first probes
 * miss the cache. A "no" is exact; a "maybe" goes on to the search as before.
 *
 * Blocked layout: the bits of state s lie in a region of its own size (about
 * BITS_PER_CHILD bits per child, at least one 64-byte line) starting at a line chosen
 * by hashing s, so a lookup touches one cache line and a frequently visited state's
 * region stays in cache. Regions of different states may overlap (more false
 * positives, never a false "no").
 */

/** Bits of a state's region per child (about 6% false positives from its own bits). */
const BITS_PER_CHILD = 16;
/** Bits of the whole filter per transition it holds (overlaps add about 5%). */
const BITS_PER_TRANSITION = 16;
/** Smallest region: one 64-byte line. */
const LINE_BITS_LOG2 = 9;

export interface TransitionFilter {
  /** The bits, 32 per word. */
  bits: Int32Array;
  /** log2 of the bit count. */
  log2: number;
  /** Bit count - 1 (a power of two minus one). */
  mask: number;
  /** Shift taking a 32-bit state hash to a line index. */
  lineShift: number;
}

/** Smallest and largest filter, as log2 of the bit count. */
export const MIN_FILTER_LOG2 = 12;
export const MAX_FILTER_LOG2 = 30;

/** mask and lineShift of a filter of 2^log2 bits. */
export function filterGeometry(log2: number): { mask: number; lineShift: number } {
  return { mask: (1 << log2) - 1, lineShift: 32 - (log2 - LINE_BITS_LOG2) };
}

/** Bit index of the transition (state s with c children, token id). */
export function transitionBit(
  s: number,
  c: number,
  id: number,
  mask: number,
  lineShift: number,
): number {
  const lg = Math.max(LINE_BITS_LOG2, 32 - Math.clz32(c * BITS_PER_CHILD - 1));
  const base = (Math.imul(s, 0x9e3779b1) >>> lineShift) << LINE_BITS_LOG2;
  const off = Math.imul(id ^ Math.imul(s, 0x85ebca77), 0x9e3779b1) >>> (32 - lg);
  return (base + off) & mask;
}

/**
 * The filter over every transition of the states with more than `minChildren`
 * children. `states` are the automaton's 8-word headers ([first child, child count,
 * ...]), `label` the token id entering each state.
 */
export function buildTransitionFilter(
  states: Uint32Array,
  label: Uint32Array,
  stateCount: number,
  minChildren: number,
): TransitionFilter {
  let transitions = 0;
  for (let s = 1; s < stateCount; s++) {
    const c = states[(s << 3) + 1]!;
    if (c > minChildren) transitions += c;
  }
  let log2 = MIN_FILTER_LOG2;
  while (1 << log2 < transitions * BITS_PER_TRANSITION && log2 < MAX_FILTER_LOG2) log2++;
  const bits = new Int32Array((1 << log2) >>> 5);
  const { mask, lineShift } = filterGeometry(log2);
  for (let s = 1; s < stateCount; s++) {
    const c = states[(s << 3) + 1]!;
    if (c <= minChildren) continue;
    const first = states[s << 3]!;
    for (let j = first; j < first + c; j++) {
      const b = transitionBit(s, c, label[j]!, mask, lineShift);
      bits[b >>> 5]! |= 1 << (b & 31);
    }
  }
  return { bits, log2, mask, lineShift };
}
