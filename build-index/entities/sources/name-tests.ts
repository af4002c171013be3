/**
 * What a one-word name is tested against before it may stand alone as a pattern: the
 * nouns of the dictionary (WordNet, which also holds places, people and mythology:
 * "Congo", "Gandhi", "Thor"), given names and surnames (faker's and compromise's lists),
 * and how often the word is said (SUBTLEX-US).
 */
import { faker } from '@faker-js/faker/locale/en';
import { loadWordFrequencies, type WordFrequencies } from '../../sources/subtlex.js';
import { compromiseWords } from './compromise-lexicon.js';
import { wordnetNouns } from './wordnet-nouns.js';

export interface NameTests {
  freqs: WordFrequencies;
  nouns: ReadonlySet<string>;
  givenNames: ReadonlySet<string>;
  surnames: ReadonlySet<string>;
}

let cached: NameTests | undefined;

export function nameTests(): NameTests {
  if (cached) return cached;
  const person = faker.rawDefinitions.person;
  const lower = (xs: Iterable<string>) => new Set([...xs].map((x) => x.toLowerCase()));
  cached = {
    freqs: loadWordFrequencies(),
    nouns: wordnetNouns(),
    givenNames: lower([
      ...Object.values(person?.first_name ?? {}).flat(),
      ...['FirstName', 'MaleName', 'FemaleName'].flatMap(compromiseWords),
    ]),
    surnames: lower([
      ...Object.values(person?.last_name ?? {}).flat(),
      ...compromiseWords('LastName'),
    ]),
  };
  return cached;
}

/**
 * Whether a lower-case word names something else first: a noun (also in the plural:
 * "surrogates"), a given name or a surname.
 */
export function isTakenWord(word: string, t: NameTests): boolean {
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  return (
    t.nouns.has(word) || t.nouns.has(singular) || t.givenNames.has(word) || t.surnames.has(word)
  );
}
