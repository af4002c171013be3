/**
 * A typed array that grows when full (the build's keyword columns): doubling while small,
 * by a quarter once past 16M values, so a column of 100M values wastes at most a quarter.
 */
export class GrowableArray<A extends Uint8Array | Uint16Array | Uint32Array | Int32Array> {
  length = 0;
  constructor(public a: A) {}

  push(v: number): void {
    if (this.length === this.a.length) {
      const n = this.a.length;
      const b = new (this.a.constructor as new (n: number) => A)(
        n < 1 << 24 ? Math.max(16, n * 2) : Math.ceil(n * 1.25),
      );
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = v;
  }

  /** Drops the room past the last value (a copy: for a column that is complete but kept a while). */
  trim(): void {
    if (this.a.length > this.length) this.a = this.a.slice(0, this.length) as A;
  }

  /** The values pushed, as a view (no copy). */
  done(): A {
    return this.a.subarray(0, this.length) as A;
  }
}
