/**
 * The `limit` ids with the highest volume, highest first, ties in id order, without
 * sorting every match: a histogram over 4,096 volume buckets (monotone in volume: the
 * position of the leading bit and the next 7 bits) finds the bucket the limit falls in,
 * the ids of that bucket and above are placed by bucket in one stable pass, and only
 * buckets that hold different volumes are sorted. O(matches + limit log bucket size).
 */

const BUCKETS = 32 * 128;

function bucketOf(v: number): number {
  if (v === 0) return 0;
  const lead = 31 - Math.clz32(v);
  const rest = lead >= 7 ? (v >>> (lead - 7)) & 127 : (v << (7 - lead)) & 127;
  return lead * 128 + rest;
}

/** `ids` ascending; returns a new array. */
export function topByVolume(ids: Uint32Array, volume: Uint32Array, limit: number): Uint32Array {
  const n = ids.length;
  const take = Math.min(limit, n);
  if (take <= 0) return new Uint32Array(0);
  const count = new Uint32Array(BUCKETS);
  for (let k = 0; k < n; k++) count[bucketOf(volume[ids[k]!]!)]!++;
  // Highest buckets first until the limit is reached.
  let threshold = BUCKETS - 1;
  let above = 0;
  for (; threshold > 0; threshold--) {
    if (above + count[threshold]! >= take) break;
    above += count[threshold]!;
  }
  const kept = above + count[threshold]!;
  // Start of each bucket (descending) in the output.
  const start = new Uint32Array(BUCKETS);
  for (let b = BUCKETS - 1, at = 0; b >= threshold; b--) {
    start[b] = at;
    at += count[b]!;
  }
  const fill = start.slice();
  const out = new Uint32Array(kept);
  for (let k = 0; k < n; k++) {
    const id = ids[k]!;
    const b = bucketOf(volume[id]!);
    if (b >= threshold) out[fill[b]!++] = id;
  }
  for (let b = BUCKETS - 1; b >= threshold; b--) {
    const s = start[b]!;
    const e = s + count[b]!;
    if (e - s > 1 && !sameVolume(out, s, e, volume)) {
      const part = Array.from(out.subarray(s, e));
      part.sort((x, y) => volume[y]! - volume[x]! || x - y);
      out.set(part, s);
    }
  }
  return out.slice(0, take);
}

function sameVolume(out: Uint32Array, s: number, e: number, volume: Uint32Array): boolean {
  const v = volume[out[s]!];
  for (let k = s + 1; k < e; k++) if (volume[out[k]!] !== v) return false;
  return true;
}
