/**
 * Our category as a mapping row names it: an API id (32 hex, as the uploading or the
 * target account sees it), a key (`topic:...`, as in data/edits) or a path of names
 * (`Vehicles > Cars`, case aside). Answers the category's index in the version, or -1.
 */
import type { IndexVersion } from '../../native-index/index.js';
import type { CategoryPresenter } from '../present/category-view.js';

const API_ID_RE = /^[0-9a-f]{32}$/i;
const keyIndexes = new WeakMap<IndexVersion, Map<string, number>>();

export function resolveCategory(
  index: IndexVersion,
  text: string,
  presenters: readonly CategoryPresenter[],
): number {
  if (API_ID_RE.test(text))
    for (const p of presenters) {
      const i = p.lookup(text.toLowerCase());
      if (i >= 0) return i;
    }
  const byKey = keysOf(index).get(text);
  if (byKey !== undefined) return byKey;
  return text.includes('>') || !text.includes(':') ? byPath(index, text) : -1;
}

/** Key -> index, made once per version (only uploads with keys ask for it). */
function keysOf(index: IndexVersion): Map<string, number> {
  let map = keyIndexes.get(index);
  if (!map) {
    map = new Map();
    for (let i = 0; i < index.count; i++) map.set(index.keyAt(i), i);
    keyIndexes.set(index, map);
  }
  return map;
}

/** Walks the path's levels down the tree, level by level among the children (the first so named). */
function byPath(index: IndexVersion, path: string): number {
  const levels = path.split('>').map((s) => s.trim().toLowerCase());
  let lo = 0;
  let hi = index.count;
  let found = -1;
  for (const name of levels) {
    found = -1;
    for (let c = lo; c < hi; c = index.subtreeEndAt(c))
      if (index.nameAt(c).trim().toLowerCase() === name) {
        found = c;
        break;
      }
    if (found < 0) return -1;
    lo = found + 1;
    hi = index.subtreeEndAt(found);
  }
  return found;
}
