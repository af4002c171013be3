/**
 * 64-bit string keys (two 32-bit hashes of UTF-16 code units) and an open-addressing
 * index from key to row, so the language-identification model needs no key strings in
 * memory and lookups allocate nothing. With a few hundred thousand keys the chance of any
 * collision among 64-bit keys is about 1e-9.
 */

/** Result of the last `hashRange` call. */
export const H = new Uint32Array(2);

/** murmur3 fmix32 of a 32-bit value: every input bit reaches every output bit. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes s[start, end) into H[0], H[1]. */
export function hashRange(s: string, start: number, end: number): void {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  H[0] = fmix32(a ^ (end - start));
  H[1] = fmix32(b + Math.imul(end - start, 0x27d4eb2d));
}

/** Open-addressing map from a 64-bit key to a non-negative integer. */
export class HashIndex {
  private mask: number;
  private k1: Uint32Array;
  private k2: Uint32Array;
  private v: Int32Array;
  size = 0;

  /** `expected` keys fit without growing, at a load factor of at most 0.75. */
  constructor(expected = 1024) {
    let cap = 16;
    while (cap * 0.75 < expected) cap *= 2;
    this.mask = cap - 1;
    this.k1 = new Uint32Array(cap);
    this.k2 = new Uint32Array(cap);
    this.v = new Int32Array(cap).fill(-1);
  }

  /** Value stored for (h1, h2), or -1. */
  get(h1: number, h2: number): number {
    const { k1, k2, v, mask } = this;
    let i = h1 & mask;
    for (;;) {
      const x = v[i]!;
      if (x < 0) return -1;
      if (k1[i] === h1 && k2[i] === h2) return x;
      i = (i + 1) & mask;
    }
  }

  /** Stores value for (h1, h2) unless the key is present; returns the stored value. */
  getOrSet(h1: number, h2: number, value: number): number {
    if ((this.size + 1) * 4 > (this.mask + 1) * 3) this.grow();
    const { k1, k2, v, mask } = this;
    let i = h1 & mask;
    for (;;) {
      const x = v[i]!;
      if (x < 0) {
        k1[i] = h1;
        k2[i] = h2;
        v[i] = value;
        this.size++;
        return value;
      }
      if (k1[i] === h1 && k2[i] === h2) return x;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const { k1, k2, v } = this;
    const cap = (this.mask + 1) * 2;
    this.mask = cap - 1;
    this.k1 = new Uint32Array(cap);
    this.k2 = new Uint32Array(cap);
    this.v = new Int32Array(cap).fill(-1);
    this.size = 0;
    for (let i = 0; i < v.length; i++) if (v[i]! >= 0) this.getOrSet(k1[i]!, k2[i]!, v[i]!);
  }
}
