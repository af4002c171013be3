/**
 * Well-known brands and online services from our own table (brand-table.ts), each under
 * the topic it is filed under.
 */
import type { EntitySource } from '../entity-sources.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { BRANDS, FAMOUS_PRIOR } from './brand-table.js';

export const BRANDS_SOURCE = 'brands';

export function loadNotableBrands(): NamedEntity[] {
  return BRANDS.map((row) => ({
    source: BRANDS_SOURCE,
    id: entitySlug(row.name),
    name: row.name,
    aliases: [...(row.aliases ?? [])],
    topic: row.topic,
    type: row.type,
    ...(row.context ? { context: [...row.context] } : {}),
    ...(row.famous ? { prior: FAMOUS_PRIOR } : {}),
    description: row.topic.split(' > ').at(-1)!,
  })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const notableBrandsSource: EntitySource = {
  name: BRANDS_SOURCE,
  packages: [],
  licence: 'MIT',
  load: loadNotableBrands,
};
