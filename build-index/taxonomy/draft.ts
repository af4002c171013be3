/**
 * The taxonomy as the source modules hand it to the index writer: a flat list of
 * categories linked by stable source keys. The writer orders it, hashes the keys into
 * 64-bit ids and lays it out in native-index/.
 */
import type { EntityType } from '../../workers/entities/types.js';

export type FacetType = 'domain' | 'brand' | 'product line';
export type Facet = [FacetType, string];

export interface DraftCategory {
  /** Stable source key: `tier:<slug>`, `wn:<offset>`, `geo:<geonameid>`, `nsi:<id>`, ... */
  key: string;
  /** Key of the parent; null only for the top-tier verticals. */
  parent: string | null;
  /** Display name, English. */
  name: string;
  /** Surface forms that name this category (names, synonyms, alternate names, inflections). */
  patterns: string[];
  /** Context words or phrases that argue against this category when a pattern matches. */
  negative: string[];
  /** Context words or phrases that support this category when an ambiguous pattern matches. */
  context: string[];
  facets: Facet[];
  /** Prior weight of this sense among those sharing a pattern (WordNet tag counts, population, ...). */
  prior: number;
  /** Free text about the category (glosses, descriptions): model training material. */
  gloss?: string | undefined;
  /** Entity type, for named things from sources that say what they are (`ent:` keys). */
  entityType?: EntityType | undefined;
  /**
   * Keys of the source categories merged into this one (a WordNet sense folded into the
   * topic node that carries its name), so tables that name the old key still find it.
   */
  formerKeys?: string[] | undefined;
}

export interface TaxonomyDraft {
  categories: DraftCategory[];
  /** Per source module: how many categories it contributed. */
  counts: Record<string, number>;
  /** Package name to version, for the manifest. */
  sources: Record<string, string>;
}
