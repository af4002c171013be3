/** Sorted id lists (postings): intersection and union. */

const EMPTY = new Uint32Array(0);

/** First position in a[from..] whose value is >= x (galloping, then binary search). */
function seek(a: Uint32Array, from: number, x: number): number {
  let step = 1;
  let hi = from;
  while (hi < a.length && a[hi]! < x) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > a.length) hi = a.length;
  while (from < hi) {
    const m = (from + hi) >>> 1;
    if (a[m]! < x) from = m + 1;
    else hi = m;
  }
  return from;
}

/** Ids in every list (ascending). The shortest list drives; the others are galloped through. */
export function intersect(lists: readonly Uint32Array[]): Uint32Array {
  if (lists.length === 0) return EMPTY;
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  const first = sorted[0]!;
  if (sorted.length === 1) return first;
  const at = new Array<number>(sorted.length).fill(0);
  const out: number[] = [];
  outer: for (const id of first) {
    for (let k = 1; k < sorted.length; k++) {
      const a = sorted[k]!;
      const p = seek(a, at[k]!, id);
      at[k] = p;
      if (p === a.length) break outer;
      if (a[p] !== id) continue outer;
    }
    out.push(id);
  }
  return Uint32Array.from(out);
}

/** Ids in any list, each once (ascending). */
export function unionSorted(lists: readonly Uint32Array[]): Uint32Array {
  const nonEmpty = lists.filter((l) => l.length > 0);
  if (nonEmpty.length === 0) return EMPTY;
  if (nonEmpty.length === 1) return nonEmpty[0]!;
  let n = 0;
  for (const l of nonEmpty) n += l.length;
  const all = new Uint32Array(n);
  n = 0;
  for (const l of nonEmpty) {
    all.set(l, n);
    n += l.length;
  }
  all.sort();
  let w = 0;
  for (let r = 0; r < all.length; r++) if (r === 0 || all[r] !== all[r - 1]) all[w++] = all[r]!;
  return all.subarray(0, w);
}
