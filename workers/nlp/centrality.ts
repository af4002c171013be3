import { dot, type Vec } from './vectors.js';

const EDGE_MIN = 0.05;
const DAMPING = 0.85;

/** LexRank-style stationary distribution over the cosine graph, scaled to max 1. */
export function centrality(vecs: Vec[]): Float64Array {
  const n = vecs.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  if (n === 1) {
    out[0] = 1;
    return out;
  }
  const sim = new Float64Array(n * n);
  const rowSum = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const vi = vecs[i]!;
    if (vi.ids.length === 0) continue;
    for (let j = i + 1; j < n; j++) {
      const s = dot(vi, vecs[j]!);
      if (s >= EDGE_MIN) {
        sim[i * n + j] = s;
        sim[j * n + i] = s;
        rowSum[i]! += s;
        rowSum[j]! += s;
      }
    }
  }
  let r = new Float64Array(n).fill(1 / n);
  let next = new Float64Array(n);
  for (let iter = 0; iter < 200; iter++) {
    let dangling = 0;
    for (let i = 0; i < n; i++) if (rowSum[i] === 0) dangling += r[i]!;
    next.fill((1 - DAMPING) / n + (DAMPING * dangling) / n);
    for (let i = 0; i < n; i++) {
      if (rowSum[i] === 0) continue;
      const f = (DAMPING * r[i]!) / rowSum[i]!;
      const row = i * n;
      for (let j = 0; j < n; j++) {
        const s = sim[row + j]!;
        if (s !== 0) next[j]! += f * s;
      }
    }
    let diff = 0;
    for (let i = 0; i < n; i++) diff += Math.abs(next[i]! - r[i]!);
    [r, next] = [next, r];
    if (diff < 1e-9) break;
  }
  let max = 0;
  for (let i = 0; i < n; i++) max = Math.max(max, r[i]!);
  for (let i = 0; i < n; i++) out[i] = max > 0 ? r[i]! / max : 0;
  return out;
}
