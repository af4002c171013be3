/**
 * Cat breeds (`cat-breeds`: about 100 breeds from Wikipedia, with origin and coat; faker's
 * `animal.cat` list adds spellings), under Pets & Animals > Pets > Cats > Cat Breeds and
 * its coat groups (long-haired, short-haired, hairless) where the package gives the coat.
 */
import { en } from '@faker-js/faker';
import { readPackageJson } from '../../sources/packages.js';
import { loadWordFrequencies } from '../../sources/subtlex.js';
import type { NamedEntity } from '../named-entity.js';
import { breedEntities, type BreedRecord } from './breed-entities.js';
import { topicSurfaceForms } from './topic-forms.js';

export const CAT_BREEDS_SOURCE = 'cat-breeds';

const BREEDS = 'Pets & Animals > Pets > Cats > Cat Breeds';

/** Topic path of a cat breed from the package's coat ("Semi-long", "Hairless, velour..."). */
export function catBreedTopic(coat: string | undefined): string {
  const c = (coat ?? '').toLowerCase().replace(/\[[^\]]*\]/g, '');
  if (/^(long|semi-long)(\/long)?$/.test(c)) return `${BREEDS} > Long-Haired Cat Breeds`;
  if (c === 'short') return `${BREEDS} > Short-Haired Cat Breeds`;
  if (/^hairless|^sparse/.test(c)) return `${BREEDS} > Hairless Cat Breeds`;
  return BREEDS;
}

/** Peoples and places that SUBTLEX hardly knows but a reader does. */
const QUALIFY = new Set(['somali', 'korat', 'serengeti', 'manx', 'cymric', 'sokoke', 'raas']);

/** Extinct, or a group of breeds rather than one. */
const SKIP = new Set(['asian', 'ojos azules']);

const SAME = new Map([
  ['havana', 'Havana Brown'],
  ['oriental', 'Oriental Shorthair'],
  ['pixiebob', 'Pixie-bob'],
]);

export const CAT_CONTEXT = ['cat', 'cats', 'kitten', 'kittens', 'breed', 'cattery'];

interface CatBreedRow {
  breed: string;
  origin: string;
  coat: string;
}

/**
 * The package's breed field is Wikipedia table text: "Donskoy or\nDon Sphynx",
 * "Persian (modern)", "Oriental Longhair[g]", "Russian White, Russian Black and Russian
 * Tabby". The first name names the breed, the others are aliases; notes are dropped.
 */
export function splitCatBreed(raw: string): { name: string; aliases: string[] } {
  const text = raw
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\([^)]*\)/g, '')
    .replace(/;.*$/s, '');
  const names = text
    .split(/\s+or\s+|\n|,\s*(?:and\s+)?|\s+and\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && /^\p{Lu}/u.test(s));
  return { name: names[0] ?? text.trim(), aliases: names.slice(1) };
}

export function loadCatBreeds(): NamedEntity[] {
  const rows = readPackageJson<CatBreedRow[]>('cat-breeds', 'cat-breeds.json');
  const records: BreedRecord[] = [];
  for (const r of rows) {
    const rec: BreedRecord = { ...splitCatBreed(r.breed), topic: catBreedTopic(r.coat) };
    const origin = r.origin
      .replace(/\[[^\]]*\]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (origin && !/unspecified|unknown/i.test(origin))
      rec.description = `Cat breed; origin: ${origin}`;
    records.push(rec);
  }
  for (const name of en.animal?.cat ?? []) records.push({ name });
  return breedEntities(records, {
    source: CAT_BREEDS_SOURCE,
    kind: 'Cat',
    keep: new Set(),
    qualify: QUALIFY,
    skip: SKIP,
    same: SAME,
    context: CAT_CONTEXT,
    freq: loadWordFrequencies(),
    topicForms: topicSurfaceForms(),
    topicOf: () => BREEDS,
  });
}
