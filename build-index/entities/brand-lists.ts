/**
 * The entity sources whose every entry is a brand or company (simple-icons, our brand
 * table): their categories are commercial senses (purchase words point at them), and an
 * operator of name-suggestion-index bearing one of their names is that same company
 * (fold-into-entities.ts).
 */
import { BRANDS_SOURCE } from './sources/notable-brands.js';
import { SIMPLE_ICONS_SOURCE } from './sources/simple-icons.js';

export const BRAND_LIST_SOURCES: readonly string[] = [SIMPLE_ICONS_SOURCE, BRANDS_SOURCE];

/** The category key is an entity of one of the brand lists. */
export function isBrandListKey(key: string): boolean {
  return BRAND_LIST_SOURCES.some((s) => key.startsWith(`ent:${s}:`));
}
