import { Fnv, FNV_PRIME, hashString } from './hash.js';

const FNV_OFFSET = Fnv.Offset;

/** A tiny open-addressed table of short unit strings, probed with a precomputed hash. */
export class UnitTable {
  readonly keys: string[] = [];
  readonly values: string[] = [];
  private readonly hashes: Int32Array;
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** Bit c-97 of lastLetters[n] is set when some key of length n (< 32) ends in c. */
  readonly lastLetters = new Int32Array(32);
  /** Bit b-97 of ends[(n * 26 + a - 97)] is set when some key of length n ends in "ba". */
  private readonly ends = new Int32Array(32 * 26);

  constructor(entries: Array<[string, string]>) {
    let size = 16;
    while (size < entries.length * 4) size <<= 1;
    this.slots = new Int32Array(size);
    this.hashes = new Int32Array(entries.length);
    this.mask = size - 1;
    for (const [k, v] of entries) {
      if (k.length >= 32) throw new Error('UnitTable keys are shorter than 32 units');
      const h = hashString(k) | 0;
      let i = h & this.mask;
      while (this.slots[i] !== 0) i = (i + 1) & this.mask;
      this.hashes[this.keys.length] = h;
      this.keys.push(k);
      this.values.push(v);
      this.slots[i] = this.keys.length;
      const lc = k.charCodeAt(k.length - 1) - 97;
      if (lc < 0 || lc >= 26) throw new Error('UnitTable keys end in a-z');
      this.lastLetters[k.length]! |= 1 << lc;
      const pc = k.length >= 2 ? k.charCodeAt(k.length - 2) - 97 : -1;
      if (pc < 0 || pc >= 26) throw new Error('UnitTable keys end in two of a-z');
      this.ends[k.length * 26 + lc]! |= 1 << pc;
    }
  }

  /** Index of the key equal to b[o..o+n), or -1. */
  find(b: Uint16Array, o: number, n: number): number {
    if (n >= 32 || n < 2) return -1;
    const lc = b[o + n - 1]! - 97;
    const pc = b[o + n - 2]! - 97;
    if (lc < 0 || lc >= 26 || pc < 0 || pc >= 26 || ((this.ends[n * 26 + lc]! >>> pc) & 1) === 0)
      return -1;
    let h = FNV_OFFSET;
    for (let j = 0; j < n; j++) h = Math.imul(h ^ b[o + j]!, FNV_PRIME);
    let i = h & this.mask;
    for (;;) {
      const s = this.slots[i]!;
      if (s === 0) return -1;
      if (this.hashes[s - 1] === h) {
        const key = this.keys[s - 1]!;
        if (key.length === n) {
          let j = 0;
          while (j < n && key.charCodeAt(j) === b[o + j]) j++;
          if (j === n) return s - 1;
        }
      }
      i = (i + 1) & this.mask;
    }
  }
}
