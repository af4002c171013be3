/** A sparse unit vector: term ids ascending, weights. */
export interface Vec {
  ids: number[];
  w: number[];
}

const EMPTY_VEC: Vec = { ids: [], w: [] };

export function dot(a: Vec, b: Vec): number {
  let i = 0;
  let j = 0;
  let s = 0;
  const ai = a.ids;
  const bi = b.ids;
  while (i < ai.length && j < bi.length) {
    const x = ai[i]!;
    const y = bi[j]!;
    if (x === y) s += a.w[i++]! * b.w[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return s;
}

/** TF-IDF unit vectors of every sentence, the document's sentences as the collection. */
export function vectors(termLists: string[][]): { vecs: Vec[]; vocab: number } {
  const termId = new Map<string, number>();
  const df: number[] = [];
  const counted: Vec[] = []; // w holds term frequencies until weighted
  const byNumber = (a: number, b: number) => a - b;
  for (const terms of termLists) {
    const raw: number[] = new Array<number>(terms.length);
    for (let k = 0; k < terms.length; k++) {
      let id = termId.get(terms[k]!);
      if (id === undefined) {
        id = df.length;
        termId.set(terms[k]!, id);
        df.push(0);
      }
      raw[k] = id;
    }
    raw.sort(byNumber);
    const ids: number[] = [];
    const tf: number[] = [];
    for (let k = 0; k < raw.length; k++) {
      if (ids.length > 0 && ids[ids.length - 1] === raw[k]) tf[tf.length - 1]!++;
      else {
        ids.push(raw[k]!);
        tf.push(1);
        df[raw[k]!]!++;
      }
    }
    counted.push({ ids, w: tf });
  }
  const n = termLists.length;
  const vecs = counted.map((v) => {
    if (v.ids.length === 0) return EMPTY_VEC;
    const w = v.w;
    let norm = 0;
    for (let k = 0; k < w.length; k++) {
      const x = (1 + Math.log(w[k]!)) * Math.log(1 + n / df[v.ids[k]!]!);
      w[k] = x;
      norm += x * x;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (let k = 0; k < w.length; k++) w[k]! /= norm;
    return v;
  });
  return { vecs, vocab: df.length };
}
