/**
 * The `overlay` member of classify and categories/categories answers (API.md, "Overlay"):
 * per category shown, per overlay, the overlay nodes it maps to, each mapping a list of
 * `[node id, path]` pairs (one pair: a node of the overlay). A category without a mapping
 * of its own shows its nearest mapped ancestor's (native-index/overlays-format.ts); one
 * with none shows an empty list. No overlay chosen: an empty list, as the API allows.
 */
import { overlayNodesOf, type OverlayLookup } from '../../native-index/overlays-format.js';
import type { CategoryPresenter } from './category-view.js';

export type OverlayMapping = Array<[string, string]>;
export type OverlayMember = Record<string, Record<string, OverlayMapping[]>> | [];

export function overlayMember(
  presenter: CategoryPresenter,
  overlays: readonly OverlayLookup[],
  categories: Iterable<number>,
  derivedIds: Iterable<string> = [],
): OverlayMember {
  if (overlays.length === 0) return [];
  const index = presenter.index;
  const parentAt = (i: number): number => index.parentAt(i);
  const out: Record<string, Record<string, OverlayMapping[]>> = {};
  for (const c of categories) {
    if (c < 0) continue;
    const entry: Record<string, OverlayMapping[]> = {};
    for (const o of overlays)
      entry[o.name] = overlayNodesOf(o, parentAt, c).map((n) => {
        const [id, path] = o.nodes[n]!;
        return [[id, path]];
      });
    out[presenter.idOf(c)] = entry;
  }
  // Entity-derived categories are no category of the taxonomy: nothing maps to them.
  for (const id of derivedIds) out[id] = Object.fromEntries(overlays.map((o) => [o.name, []]));
  return out;
}
