/**
 * A named thing that WordNet also lists (the beagle, Ash Wednesday, Android) would
 * otherwise be two categories in the same vertical that split every query between them.
 * The entity is the better one (it sits under its topic with its type), so the WordNet
 * synset folds into it: its patterns, prior and gloss go to the entity, and its
 * children hang under the entity. A synset of another vertical is another sense (Acer
 * the maple genus, not the computer maker) and stays.
 *
 * An operator or transit network of name-suggestion-index that bears the name of a brand
 * of our brand lists (simple-icons, the brand table) is that company, listed for what it
 * runs somewhere (SpaceX's substations under Pipeline & Gas Operators): it folds into the
 * brand, whatever the vertical, so the name means what the company is known for. Only its
 * patterns, prior and key go over: its context words are those of the facility kind.
 */
import type { DraftCategory } from '../taxonomy/draft.js';
import { PatternSet } from '../sources/vocab.js';
import { isBrandListKey } from './brand-lists.js';

/** A name-suggestion-index category that is no brand: an operator or transit network. */
const isOperator = (c: DraftCategory): boolean =>
  c.key.startsWith('nsi:') && !c.facets.some(([t]) => t === 'brand');

/**
 * Folds each `wn:` category into the entity (`ent:` key) of the same name in the same
 * vertical, when exactly one entity has that name there, and each operator into the one
 * brand-list entity of its name in any vertical. Edits the entities in place and answers
 * folded key → entity key; the caller drops the folded categories and re-parents their
 * children.
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
  const brands = new Map<string, DraftCategory | null>();
  for (const c of categories) {
    if (!c.key.startsWith('ent:')) continue;
    const k = nameKey(c);
    entities.set(k, entities.has(k) ? null : c);
    if (!isBrandListKey(c.key)) continue;
    const name = c.name.toLowerCase();
    brands.set(name, brands.has(name) ? null : c);
  }
  const folded = new Map<string, string>();
  const fold = (c: DraftCategory, ent: DraftCategory): void => {
    ent.patterns = new PatternSet().addAll(ent.patterns, false).addAll(c.patterns, false).list;
    ent.prior += c.prior;
    (ent.formerKeys ??= []).push(c.key, ...(c.formerKeys ?? []));
    folded.set(c.key, ent.key);
  };
  for (const c of categories) {
    if (c.key.startsWith('wn:')) {
      const ent = entities.get(nameKey(c));
      if (!ent || isAncestor(c.key, ent)) continue;
      fold(c, ent);
      ent.gloss ??= c.gloss;
    } else if (isOperator(c)) {
      const brand = brands.get(c.name.toLowerCase());
      if (brand && !isAncestor(c.key, brand)) fold(c, brand);
    }
  }
  return folded;
}
