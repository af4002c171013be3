export type NumberArray = Uint8Array | Int32Array | Uint32Array | Float64Array;

/** A typed array of the same kind as `a`, `size` long (at least a.length), starting with a copy of `a`. */
export function grownCopy<A extends NumberArray>(a: A, size: number): A {
  const b = new (a.constructor as new (length: number) => A)(size);
  b.set(a);
  return b;
}
