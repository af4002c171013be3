/** A typed array that doubles when full (the build's keyword columns). */
export class GrowableArray<A extends Uint8Array | Uint16Array | Uint32Array | Int32Array> {
  length = 0;
  constructor(public a: A) {}

  push(v: number): void {
    if (this.length === this.a.length) {
      const b = new (this.a.constructor as new (n: number) => A)(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = v;
  }

  /** The values pushed, as a view (no copy). */
  done(): A {
    return this.a.subarray(0, this.length) as A;
  }
}
