/** The parser's state: the words of a sentence as nodes, the pending subtree roots, attachment. */

export interface ParseInput {
  tag: string;
  lower: string;
  lemma: string;
}

const TRANSPARENT = new Set([
  '.',
  ',',
  ':',
  '``',
  "''",
  '-LRB-',
  '-RRB-',
  'HYPH',
  'NFP',
  'XX',
  'SYM',
  'LS',
]);

export interface PNode {
  i: number;
  tag: string;
  lower: string;
  lemma: string;
  head: number;
  label: string;
  kids: number[];
  /** Subtree span over non-transparent tokens. */
  lo: number;
  hi: number;
}

export class Sentence {
  readonly nodes: PNode[];
  pending: number[];
  readonly isTransparent: boolean[];
  constructor(words: ParseInput[]) {
    this.nodes = words.map((w, i) => ({
      i,
      tag: w.tag,
      lower: w.lower,
      lemma: w.lemma,
      head: -1,
      label: '',
      kids: [],
      lo: i,
      hi: i,
    }));
    this.isTransparent = words.map((w) => TRANSPARENT.has(w.tag));
    this.pending = [];
    for (let i = 0; i < words.length; i++) if (!this.isTransparent[i]) this.pending.push(i);
  }

  attach(dep: number, head: number, label: string): void {
    const d = this.nodes[dep]!;
    const h = this.nodes[head]!;
    d.head = head;
    d.label = label;
    h.kids.push(dep);
    h.lo = Math.min(h.lo, d.lo);
    h.hi = Math.max(h.hi, d.hi);
    const k = this.pending.indexOf(dep);
    if (k >= 0) this.pending.splice(k, 1);
  }

  kid(n: PNode, label: string): PNode | undefined {
    for (const k of n.kids) if (this.nodes[k]!.label === label) return this.nodes[k];
    return undefined;
  }
  hasKid(n: PNode, ...labels: string[]): boolean {
    return n.kids.some((k) => labels.includes(this.nodes[k]!.label));
  }
  /** Punctuation tags between two adjacent pending subtrees. */
  gap(a: PNode, b: PNode): string[] {
    const out: string[] = [];
    for (let i = a.hi + 1; i < b.lo; i++) if (this.isTransparent[i]) out.push(this.nodes[i]!.tag);
    return out;
  }
  at(k: number): PNode | undefined {
    const i = this.pending[k];
    return i === undefined ? undefined : this.nodes[i];
  }
}
