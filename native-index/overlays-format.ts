/**
 * `overlays.json`: the overlays of a version (written by build-index/overlays/), a JSON
 * document in the container. An overlay is a public taxonomy mapped to ours at build
 * time: its nodes, and for each category that was mapped the overlay nodes it stands
 * for. A category without a mapping of its own takes the nearest mapped ancestor's
 * (`overlayNodesOf`), so the stored table stays as small as the overlay.
 */
import { COMPONENTS } from './components.js';
import { openContainer, sealContainer } from './container.js';
import type { IndexVersion } from './reader.js';

export const OVERLAYS_FILE = COMPONENTS.overlays.file;

/** Share of our categories with an overlay node (own or inherited), per vertical. */
export interface OverlayCoverage {
  categories: number;
  covered: number;
  by_vertical: Record<string, { categories: number; covered: number }>;
}

export interface OverlayTable {
  /** `<taxonomy>_v<version>_<year>`, the key of the API's overlay dictionary. */
  name: string;
  /** Short name of the source (`topics`, `gpt`, `naics`). */
  slug: string;
  /** Node id and path (levels joined by `::`), by node number. */
  nodes: Array<[string, string]>;
  /** Category index and the node numbers mapped to it, ascending by category. */
  map: Array<[number, number[]]>;
  /** Nodes mapped, by how: `key` (the node is one of ours), `classified`, `exception`. */
  mapped: Record<string, number>;
  /** Per node, the category it was mapped to (-1: none); `map` keeps the broadest per category. */
  category: number[];
  /** Per node, how it was mapped: `k` key, `n` name, `c` classified, `e` exception, `-` not mapped. */
  by: string;
  coverage: OverlayCoverage;
  /** A client overlay: the username of the only account that sees it. */
  owner?: string;
  /** Nodes of reviewed exceptions naming a category this version does not have (e.g. in the small profile). */
  unapplied?: string[];
  /** A client overlay: lines of its file naming a category this version does not have. */
  skipped?: number;
  /** An overlay that is a source of ours (NAICS): per node, the topical category it also maps to (-1: none). */
  topical?: number[];
  /** An uploaded client overlay (overlay-uploads.ts): the upload's id. */
  upload?: string;
}

export interface OverlaysDocument {
  overlays: OverlayTable[];
  /** Uploads left out because an operator's mapping file has the same account and name. */
  shadowed?: Array<{ owner: string; name: string; upload: string }>;
}

export function encodeOverlays(doc: OverlaysDocument): Uint8Array {
  return sealContainer(COMPONENTS.overlays, new TextEncoder().encode(JSON.stringify(doc)));
}

export function decodeOverlays(bytes: Uint8Array): OverlaysDocument {
  const payload = openContainer(bytes, COMPONENTS.overlays);
  const doc = JSON.parse(new TextDecoder().decode(payload)) as OverlaysDocument;
  if (!doc || !Array.isArray(doc.overlays)) throw new Error(`${OVERLAYS_FILE}: no overlays list`);
  return doc;
}

/** One overlay of a version, ready for lookups. */
export interface OverlayLookup {
  readonly name: string;
  /** Set for a client overlay: the only account that sees it. */
  readonly owner?: string | undefined;
  /** Set for an uploaded client overlay: the upload's id. */
  readonly upload?: string | undefined;
  readonly nodes: ReadonlyArray<readonly [string, string]>;
  /** Category index -> node numbers mapped to that category itself. */
  readonly own: ReadonlyMap<number, readonly number[]>;
}

const cache = new WeakMap<IndexVersion, ReadonlyMap<string, OverlayLookup>>();

/** The version's overlays by name, a client overlay by `<owner>/<name>` (empty when it has none), decoded once per version. */
export function overlaysOf(index: IndexVersion): ReadonlyMap<string, OverlayLookup> {
  let found = cache.get(index);
  if (found === undefined) {
    const out = new Map<string, OverlayLookup>();
    if (index.hasFile(OVERLAYS_FILE)) {
      for (const t of decodeOverlays(index.file(OVERLAYS_FILE)).overlays)
        out.set(t.owner ? `${t.owner}/${t.name}` : t.name, {
          name: t.name,
          owner: t.owner,
          upload: t.upload,
          nodes: t.nodes,
          own: new Map(t.map),
        });
    }
    found = out;
    cache.set(index, found);
  }
  return found;
}

/** The overlay nodes of a category: its own, else those of its nearest mapped ancestor. */
export function overlayNodesOf(
  overlay: OverlayLookup,
  parentAt: (i: number) => number,
  category: number,
): readonly number[] {
  for (let i = category; i >= 0; i = parentAt(i)) {
    const own = overlay.own.get(i);
    if (own) return own;
  }
  return [];
}
