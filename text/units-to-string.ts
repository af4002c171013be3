/** The string of the UTF-16 units b[0..n) (in chunks: no argument-count limit). */
export function unitsToString(b: Uint16Array, n: number): string {
  if (n <= 1024) return String.fromCharCode.apply(null, b.subarray(0, n) as unknown as number[]);
  let s = '';
  for (let j = 0; j < n; j += 1024) {
    s += String.fromCharCode.apply(
      null,
      b.subarray(j, Math.min(n, j + 1024)) as unknown as number[],
    );
  }
  return s;
}
