/**
 * A set of strings by two 32-bit hashes (open addressing over one Uint32Array): the
 * keywords already made, so each keyword is in the dataset once, without a JS string set
 * of ten million entries. Two strings with the same 64 bits count as one (about one pair
 * in 10^5 builds of 10 million keywords).
 */
export class KeywordSet {
  private slots = new Uint32Array(2 << 20);
  private used = 0;

  /** Adds `s`; false when it was there already. */
  add(s: string): boolean {
    let h1 = 0x811c9dc5;
    let h2 = 0x9747b28c;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
      h2 ^= h2 >>> 15;
    }
    h1 = h1 >>> 0 || 1; // 0 marks an empty slot
    h2 >>>= 0;
    if ((this.used + 1) * 2 > this.slots.length / 2) this.grow();
    return this.put(h1, h2);
  }

  private put(h1: number, h2: number): boolean {
    const mask = this.slots.length / 2 - 1;
    for (let k = (h1 ^ Math.imul(h2, 0x27d4eb2d)) & mask; ; k = (k + 1) & mask) {
      const a = this.slots[2 * k]!;
      if (a === 0) {
        this.slots[2 * k] = h1;
        this.slots[2 * k + 1] = h2;
        this.used++;
        return true;
      }
      if (a === h1 && this.slots[2 * k + 1] === h2) return false;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.used = 0;
    for (let k = 0; k < old.length; k += 2) if (old[k] !== 0) this.put(old[k]!, old[k + 1]!);
  }
}
