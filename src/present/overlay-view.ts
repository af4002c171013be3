/**
 * The `overlay` member of classify and categories/categories answers (API.md, "Overlay"):
 * per category shown, per overlay, the overlay nodes it maps to, each mapping a list of
 * `[node id, path]` pairs (one pair: a node of the overlay). A category without a mapping
 * of its own shows its nearest mapped ancestor's (native-index/overlays-format.ts); one
 * with none shows an empty list. No overlay chosen: an empty list, as the API allows.
 *
 * Written as JSON text: the mappings of a category in an overlay are the same for every
 * account, so their text is made once per version and kept (a 1,000-keyword answer names
 * some 300 categories, each with its mappings in every overlay).
 */
import { overlayNodesOf, type OverlayLookup } from '../../native-index/overlays-format.js';
import type { CategoryPresenter } from './category-view.js';
import { JsonText } from './json-text.js';

/** The member: the dictionary's JSON text, or an empty list when no overlay is chosen. */
export type OverlayMember = JsonText | [];

/** Mappings text by category, per overlay of a version (the lookups live as long as their version). */
const mappingTexts = new WeakMap<OverlayLookup, Map<number, string>>();
/** Categories whose mappings text is kept per overlay; past it the map starts over. */
const MAX_KEPT = 200_000;

export function overlayMember(
  presenter: CategoryPresenter,
  overlays: readonly OverlayLookup[],
  categories: Iterable<number>,
  derivedIds: Iterable<string> = [],
): OverlayMember {
  if (overlays.length === 0) return [];
  const index = presenter.index;
  const parentAt = (i: number): number => index.parentAt(i);
  const names = overlays.map((o) => JSON.stringify(o.name));
  const texts = overlays.map((o) => {
    let kept = mappingTexts.get(o);
    if (kept === undefined || kept.size > MAX_KEPT)
      mappingTexts.set(o, (kept = new Map<number, string>()));
    return kept;
  });
  const parts: string[] = [];
  for (const c of new Set(categories)) {
    if (c < 0) continue;
    let entry = '{';
    for (let k = 0; k < overlays.length; k++) {
      const o = overlays[k]!;
      let text = texts[k]!.get(c);
      if (text === undefined) {
        const mappings = overlayNodesOf(o, parentAt, c).map((n) => [o.nodes[n]!]);
        texts[k]!.set(c, (text = JSON.stringify(mappings)));
      }
      entry += `${k === 0 ? '' : ','}${names[k]}:${text}`;
    }
    parts.push(`"${presenter.idOf(c)}":${entry}}`);
  }
  // Entity-derived categories are no category of the taxonomy: nothing maps to them.
  const none = `{${names.map((n) => `${n}:[]`).join(',')}}`;
  for (const id of derivedIds) parts.push(`${JSON.stringify(id)}:${none}`);
  return new JsonText(`{${parts.join(',')}}`);
}
