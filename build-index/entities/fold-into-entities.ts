/**
 * A named thing that WordNet also lists (the beagle, Ash Wednesday, Android) would
 * otherwise be two categories in the same vertical that split every query between them.
 * The entity is the better one (it sits under its topic with its type), so the WordNet
 * synset folds into it: its patterns, prior and gloss go to the entity, and its
 * children hang under the entity. A synset of another vertical is another sense (Acer
 * the maple genus, not the computer maker) and stays.
 */
import type { DraftCategory } from '../taxonomy/draft.js';
import { PatternSet } from '../sources/vocab.js';

/**
 * Folds each `wn:` category into the entity (`ent:` key) of the same name in the same
 * vertical, when exactly one entity has that name there. Edits the entities in place and
 * answers folded key → entity key; the caller drops the folded categories and re-parents
 * their children.
 */
export function foldIntoEntities(categories: readonly DraftCategory[]): Map<string, string> {
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const verticalMemo = new Map<string, string>();
  const verticalOf = (c: DraftCategory): string => {
    const hit = verticalMemo.get(c.key);
    if (hit !== undefined) return hit;
    const parent = c.parent === null ? undefined : byKey.get(c.parent);
    const v = parent === undefined ? c.key : verticalOf(parent);
    verticalMemo.set(c.key, v);
    return v;
  };
  const isAncestor = (key: string, c: DraftCategory): boolean => {
    for (let p = c.parent; p !== null; p = byKey.get(p)?.parent ?? null) if (p === key) return true;
    return false;
  };
  const nameKey = (c: DraftCategory): string => `${verticalOf(c)}\t${c.name.toLowerCase()}`;

  const entities = new Map<string, DraftCategory | null>();
  for (const c of categories) {
    if (!c.key.startsWith('ent:')) continue;
    const k = nameKey(c);
    entities.set(k, entities.has(k) ? null : c);
  }
  const folded = new Map<string, string>();
  for (const c of categories) {
    if (!c.key.startsWith('wn:')) continue;
    const ent = entities.get(nameKey(c));
    if (!ent || isAncestor(c.key, ent)) continue;
    ent.patterns = new PatternSet().addAll(ent.patterns, false).addAll(c.patterns, false).list;
    ent.prior += c.prior;
    ent.gloss ??= c.gloss;
    (ent.formerKeys ??= []).push(c.key, ...(c.formerKeys ?? []));
    folded.set(c.key, ent.key);
  }
  return folded;
}
