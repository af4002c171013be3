/**
 * Category order of an index version: depth-first preorder, top tiers and siblings sorted
 * by (name, key) comparing UTF-16 code units (no locale, so every machine agrees). The
 * subtree of the category at index i is then the contiguous range [i, end).
 */

export interface LayoutSource {
  key: string;
  /** Key of the parent; null for a top tier. */
  parent: string | null;
  name: string;
}

/** The preorder, as parallel arrays indexed by category index. */
export interface Layout {
  /** Position in the input of the category at each index. */
  order: Uint32Array;
  /** Parent index, -1 for a top tier. */
  parent: Int32Array;
  /** 1 for a top tier. */
  depth: Uint16Array;
  /** Exclusive end of the subtree. */
  end: Uint32Array;
}

export type Laid<T> = T & {
  /** Position in preorder. */
  index: number;
  /** Index of the parent, -1 for a top tier. */
  parentIndex: number;
  /** 1 for a top tier. */
  depth: number;
  /** Exclusive end of the subtree. */
  end: number;
};

export class LayoutError extends Error {
  override readonly name = 'LayoutError';
}

/** Computes the preorder. Throws LayoutError on a duplicate key, a missing parent, a cycle or depth > 65535. */
export function layoutOrder(cats: readonly LayoutSource[]): Layout {
  const n = cats.length;
  const pos = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const k = cats[i]!.key;
    if (pos.has(k)) throw new LayoutError(`duplicate category key ${JSON.stringify(k)}`);
    pos.set(k, i);
  }
  const children = new Map<number, number[]>();
  const roots: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = cats[i]!.parent;
    if (p === null) {
      roots.push(i);
      continue;
    }
    const pi = pos.get(p);
    if (pi === undefined) {
      throw new LayoutError(
        `category ${JSON.stringify(cats[i]!.key)} has unknown parent ${JSON.stringify(p)}`,
      );
    }
    const list = children.get(pi);
    if (list) list.push(i);
    else children.set(pi, [i]);
  }
  const cmp = (a: number, b: number): number => {
    const x = cats[a]!;
    const y = cats[b]!;
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    if (x.key !== y.key) return x.key < y.key ? -1 : 1;
    return 0;
  };
  roots.sort(cmp);
  for (const list of children.values()) list.sort(cmp);

  const order = new Uint32Array(n);
  const parent = new Int32Array(n);
  const depth = new Uint16Array(n);
  const end = new Uint32Array(n);
  // Iterative DFS over input positions; the stack holds (position, parent index, depth) triples.
  const stack: number[] = [];
  for (let r = roots.length - 1; r >= 0; r--) stack.push(roots[r]!, -1, 1);
  const open: number[] = []; // indexes on the current root-to-node path; open[k] has depth k+1
  let index = 0;
  while (stack.length > 0) {
    const d = stack.pop()!;
    const pi = stack.pop()!;
    const p = stack.pop()!;
    if (d > 0xffff)
      throw new LayoutError(`category ${JSON.stringify(cats[p]!.key)} is deeper than 65535`);
    while (open.length >= d) end[open.pop()!] = index;
    order[index] = p;
    parent[index] = pi;
    depth[index] = d;
    open.push(index);
    const kids = children.get(p);
    if (kids) for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]!, index, d + 1);
    index++;
  }
  while (open.length > 0) end[open.pop()!] = index;

  if (index !== n) {
    const reached = new Uint8Array(n);
    for (let i = 0; i < index; i++) reached[order[i]!] = 1;
    const stray: string[] = [];
    for (let i = 0; i < n && stray.length < 5; i++) if (!reached[i]) stray.push(cats[i]!.key);
    throw new LayoutError(
      `${n - index} categories are not reachable from a top tier (parent cycle), e.g. ${stray.join(', ')}`,
    );
  }
  return { order, parent, depth, end };
}

/** Convenience: the categories in preorder, each copied with its index, parent index, depth and end. */
export function layoutCategories<T extends LayoutSource>(cats: readonly T[]): Laid<T>[] {
  const l = layoutOrder(cats);
  const out: Laid<T>[] = new Array<Laid<T>>(cats.length);
  for (let i = 0; i < cats.length; i++) {
    out[i] = Object.assign({}, cats[l.order[i]!]!, {
      index: i,
      parentIndex: l.parent[i]!,
      depth: l.depth[i]!,
      end: l.end[i]!,
    });
  }
  return out;
}
