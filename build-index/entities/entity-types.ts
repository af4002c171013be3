/**
 * The entity type of each category of a version, from what its source says it is (the
 * key prefix names the source, see the modules in build-index/sources/):
 *
 * - `geo:continent:*`: LOC; other `geo:` keys (countries, first- and second-level
 *   regions, cities): GPE;
 * - `airport:*`: FAC (the "Airports in <country>" hubs, `airports:*`, are not entities);
 * - `nsi:*` (brands and operators of the name-suggestion-index): ORG, and PRODUCT for
 *   product-line records (those with a `product line` facet);
 * - `ent:*` (named things of build-index/entities/named-entity.ts): the type their source
 *   gives;
 * - `wn:<offset>`: by the WordNet synset (entity-wordnet.ts: instances and capitalized
 *   classes typed by lexicographer file and hypernyms);
 * - everything else (verticals, topic branches, kinds of business, local services,
 *   NAICS industries, programming and markup languages, operator edits): not an entity.
 */
import type { EntityType } from '../../workers/entities/types.js';
import { typeCode } from '../../workers/entities/types.js';

export interface TypedCategorySource {
  key: string;
  facets: ReadonlyArray<readonly [string, string]>;
  entityType?: EntityType | undefined;
}

export type WordNetTyper = (offset: string) => EntityType | null;

export function entityTypeOf(c: TypedCategorySource, wordnet: WordNetTyper): EntityType | null {
  const { key } = c;
  if (c.entityType) return c.entityType;
  if (key.startsWith('wn:')) return wordnet(key.slice(3));
  if (key.startsWith('geo:')) return key.startsWith('geo:continent:') ? 'LOC' : 'GPE';
  if (key.startsWith('airport:')) return 'FAC';
  if (key.startsWith('nsi:'))
    return c.facets.some(([t]) => t === 'product line') ? 'PRODUCT' : 'ORG';
  return null;
}

/** One byte per category, in the given (index) order: 0 or the type code. */
export function entityTypeCodes(
  cats: readonly TypedCategorySource[],
  wordnet: WordNetTyper,
): Uint8Array {
  const out = new Uint8Array(cats.length);
  for (let i = 0; i < cats.length; i++) {
    const t = entityTypeOf(cats[i]!, wordnet);
    if (t) out[i] = typeCode(t);
  }
  return out;
}
