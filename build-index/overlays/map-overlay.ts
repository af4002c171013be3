/**
 * Maps an overlay's nodes to our categories, parents first, by the first rule that applies:
 * 1. the node's line in the reviewed exceptions file (overlay-exceptions.ts);
 * 2. one of its keys is a category of ours (GPT and NAICS nodes the taxonomy holds, or
 *    the backbone topic a GPT node was folded into, by its path);
 * 3. a category named like the node (case and "&"/"and" aside) inside the category of
 *    the node's nearest mapped overlay ancestor (anywhere for a top-level node): the
 *    shallowest, first in preorder; for a name of several conjuncts ("Music & Audio")
 *    under a mapped ancestor, the first conjunct so named;
 * 4. our engine classifies its name (without parentheses), followed by the first of its
 *    terms when it has some (a client taxonomy's vocabulary): the answer is taken when it
 *    lies inside the category of the node's nearest mapped overlay ancestor; otherwise the
 *    text is classified again within that category, and that answer wins when there is
 *    one; a name the engine does not know is tried with its parent's name before it.
 * A node whose category is that of one of its overlay ancestors, or above it, says no more
 * than the ancestor and is left unmapped: a category then shows the broadest overlay node
 * that matches it, never a narrower one it merely resembles.
 */
import type { OverlayException } from './overlay-exceptions.js';
import type { OverlaySource } from './overlay-source.js';
import { coversTitle } from './title-heads.js';

export interface MappableCategory {
  key: string;
  name: string;
  depth: number;
  formerKeys?: readonly string[] | undefined;
  index: number;
  parentIndex: number;
  end: number;
}

/** Best category for the text, or -1; `within` >= 0 limits the answer to that category's subtree. */
export type ClassifyFn = (text: string, within: number) => number;

export type MappedBy = 'exception' | 'key' | 'name' | 'classified';

export interface OverlayMapping {
  /** Per node (in the source's order): category index, or -1. */
  category: Int32Array;
  /** Per node: how it was mapped, or null when it was not. */
  by: Array<MappedBy | null>;
  /** Exceptions naming a category this build does not have (e.g. in the small profile). */
  unapplied: OverlayException[];
}

export function mapOverlay(
  source: OverlaySource,
  categories: readonly MappableCategory[],
  classify: ClassifyFn,
  exceptions: readonly OverlayException[],
): OverlayMapping {
  const byKey = new Map<string, number>();
  for (const c of categories) {
    byKey.set(c.key, c.index);
    for (const k of c.formerKeys ?? []) if (!byKey.has(k)) byKey.set(k, c.index);
  }
  const named = new Map<string, number[]>();
  for (const c of categories) {
    const list = named.get(nameKey(c.name));
    if (list) list.push(c.index);
    else named.set(nameKey(c.name), [c.index]);
  }
  const byName = (name: string, within: number): number => {
    let best = -1;
    for (const c of named.get(nameKey(name)) ?? []) {
      if (within >= 0 && !inside(c, within)) continue;
      if (best < 0 || categories[c]!.depth < categories[best]!.depth) best = c;
    }
    return best;
  };
  const byPath = pathIndex(categories);
  const fix = new Map(exceptions.map((e) => [e.nodeId, e]));
  const nodeOfPath = new Map<string, number>();
  const n = source.nodes.length;
  const category = new Int32Array(n).fill(-1);
  const by: Array<MappedBy | null> = new Array<MappedBy | null>(n).fill(null);
  const unapplied: OverlayException[] = [];
  const inside = (c: number, root: number): boolean => c >= root && c < categories[root]!.end;

  source.nodes.forEach((node, k) => {
    nodeOfPath.set(node.path.join('\u0000'), k);
    // Categories of the overlay ancestors, nearest first.
    const above: number[] = [];
    for (let d = node.path.length - 1; d >= 1; d--) {
      const a = nodeOfPath.get(node.path.slice(0, d).join('\u0000'));
      if (a !== undefined && category[a]! >= 0) above.push(category[a]!);
    }
    const e = fix.get(node.id);
    if (e) {
      const c = e.category === null ? -1 : (byKey.get(e.category) ?? -2);
      if (c !== -2) {
        category[k] = c;
        by[k] = c >= 0 ? 'exception' : null;
        return;
      }
      unapplied.push(e);
    }
    for (const key of node.keys) {
      const c = key.startsWith('path:') ? byPath(key.slice(5)) : byKey.get(key);
      if (c !== undefined) {
        category[k] = c;
        by[k] = 'key';
        return;
      }
    }
    const parent = above[0] ?? -1;
    const name = cleanName(node.path.at(-1)!);
    let same = byName(name, parent);
    // "Music & Audio": the first conjunct named by one of ours under the parent.
    for (const part of parent >= 0 && same < 0 ? conjuncts(name) : [])
      if ((same = byName(part, parent)) >= 0) break;
    if (same >= 0 && !above.includes(same)) {
      category[k] = same;
      by[k] = 'name';
      return;
    }
    const text = node.terms?.length ? `${name} ${termsText(node.terms)}` : name;
    let c = classify(text, -1);
    if (parent >= 0 && !(c >= 0 && inside(c, parent))) {
      const again = classify(text, parent);
      if (again >= 0) c = again;
    }
    if (c < 0 && node.path.length > 1) c = classify(`${cleanName(node.path.at(-2)!)} ${name}`, -1);
    if (c < 0 || above.some((a) => inside(a, c))) return;
    category[k] = c;
    by[k] = 'classified';
  });
  return { category, by, unapplied };
}

/**
 * A second, topical category for the nodes of an overlay that is a source of our
 * taxonomy (NAICS: its nodes are `naics:` categories under Industries), where the
 * mapping is clear. A node's line in the reviewed exceptions (`<slug>-topical.exceptions.tsv`)
 * decides first (and leaves the nodes below it that repeat its title unmapped: the line
 * says them); a line naming a category this build lacks leaves the node unmapped.
 * Otherwise the engine classifies the node's name outside the source's own categories
 * (`classifyTopical`), and the answer is kept only when it covers the title
 * (title-heads.ts: every word of the category's name is in the title, and every head noun
 * of the title with the word narrowing it in the name, so "Tobacco Product Manufacturing"
 * -> Tobacco Products, but not "Wiring Device Manufacturing" -> Device, nor "Pipeline
 * Transportation" -> Transportation), it
 * is no top tier, and it is not the category of an overlay ancestor of the node or above
 * it (the node would say no more than the ancestor). Per node: category, or -1.
 */
export function topicalMapping(
  source: OverlaySource,
  categories: readonly MappableCategory[],
  classifyTopical: (text: string) => number,
  exceptions: readonly OverlayException[] = [],
): { category: Int32Array; unapplied: OverlayException[] } {
  const byKey = new Map<string, number>();
  if (exceptions.length > 0) for (const c of categories) byKey.set(c.key, c.index);
  const fix = new Map(exceptions.map((e) => [e.nodeId, e]));
  const unapplied: OverlayException[] = [];
  const out = new Int32Array(source.nodes.length).fill(-1);
  const nodeOfPath = new Map<string, number>();
  const fixed: Array<OverlayException | undefined> = [];
  source.nodes.forEach((node, k) => {
    nodeOfPath.set(node.path.join('\u0000'), k);
    // A node whose title repeats its parent's ("Fishing" under "Fishing") follows its line.
    const parent = nodeOfPath.get(node.path.slice(0, -1).join('\u0000'));
    const repeats =
      parent !== undefined &&
      cleanName(node.path.at(-1)!).toLowerCase() === cleanName(node.path.at(-2)!).toLowerCase();
    const own = fix.get(node.id);
    const e = own ?? (repeats ? fixed[parent] : undefined);
    fixed[k] = e;
    if (e && !own) return; // its parent's line says it
    if (e) {
      const c = e.category === null ? -1 : (byKey.get(e.category) ?? -1);
      if (e.category !== null && c < 0) unapplied.push(e);
      out[k] = c;
      return;
    }
    const title = node.path.at(-1)!;
    const c = classifyTopical(cleanName(title));
    if (c < 0 || categories[c]!.depth < 2) return;
    if (!coversTitle(categories[c]!.name, title)) return;
    for (let d = node.path.length - 1; d >= 1; d--) {
      const a = nodeOfPath.get(node.path.slice(0, d).join('\u0000'));
      const ac = a === undefined ? -1 : out[a]!;
      if (ac >= 0 && ac >= c && ac < categories[c]!.end) return;
    }
    out[k] = c;
  });
  return { category: out, unapplied };
}

/** Lower-case path (" > ") -> category index, built on first use, for the categories down to depth 8. */
export function pathIndex(
  categories: readonly MappableCategory[],
): (path: string) => number | undefined {
  let index: Map<string, number> | undefined;
  return (p) => {
    if (!index) {
      index = new Map();
      const paths: string[] = [];
      for (const c of categories) {
        if (c.depth > 8) continue;
        const own = c.name.trim().toLowerCase();
        const full = c.parentIndex >= 0 ? `${paths[c.parentIndex]} > ${own}` : own;
        paths[c.index] = full;
        if (!index.has(full)) index.set(full, c.index);
      }
    }
    return index.get(
      p
        .split('>')
        .map((s) => s.trim().toLowerCase())
        .join(' > '),
    );
  };
}

/** Terms classified with a node's name: enough to say what it means, few enough to stay one topic. */
const MAX_TERMS = 6;

function termsText(terms: readonly string[]): string {
  return terms.slice(0, MAX_TERMS).join(', ');
}

/** "A, B & C" -> [A, B, C]; a name without conjuncts -> []. */
function conjuncts(name: string): string[] {
  const parts = name.split(/\s*(?:,|&|\band\b)\s*/i).filter((p) => p.length > 0);
  return parts.length > 1 ? parts : [];
}

function nameKey(name: string): string {
  return cleanName(name)
    .toLowerCase()
    .replace(/\s+(&|and)\s+/g, ' & ');
}

/** A node's name as a shopper would write it: no parentheses, no leading "Other". */
export function cleanName(name: string): string {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*(all\s+)?other\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Category index -> node numbers mapped to it: the broadest of them (a node whose overlay
 * ancestor maps to the same category is left out: golf bags and golf balls folded into
 * golf equipment show as golf), at most `max`, by node order.
 */
export function invertMapping(
  mapping: OverlayMapping,
  source: OverlaySource,
  max = 8,
): Map<number, number[]> {
  const all = new Map<number, number[]>();
  mapping.category.forEach((c, k) => {
    if (c < 0) return;
    const list = all.get(c);
    if (list) list.push(k);
    else all.set(c, [k]);
  });
  const pathOf = (k: number): string => source.nodes[k]!.path.join('\u0000') + '\u0000';
  const out = new Map<number, number[]>();
  for (const [c, nodes] of all) {
    const paths = nodes.map(pathOf);
    const broadest = nodes.filter(
      (_, i) => !paths.some((p, j) => j !== i && paths[i]!.startsWith(p)),
    );
    out.set(c, broadest.slice(0, max));
  }
  return out;
}
