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
import { notablePeopleSource } from './sources/notable-people.js';
import { soccerClubsSource } from './sources/soccer-clubs.js';
import { sportsTeamsSource } from './sources/sports-teams.js';
import { superheroesSource } from './sources/superheroes.js';
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

export interface EntitySource {
  /** The `source` of its entities. */
  name: string;
  /** npm packages read (their versions go into the manifest). */
  packages: readonly string[];
  /** Licence of the data, as the package states it. */
  licence: string;
  load: () => NamedEntity[];
}

export const ENTITY_SOURCES: readonly EntitySource[] = [
  sportsTeamsSource,
  soccerClubsSource,
  musicArtistsSource,
  booksSource,
  filmsSource,
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
  {
    name: CRYPTOCURRENCIES_SOURCE,
    packages: [CRYPTOCURRENCIES_PACKAGE],
    licence: 'MIT',
    load: loadCryptocurrencyEntities,
  },
  // Our own table; its test checks it covers the makes and models of faker and falso.
  { name: VEHICLES_SOURCE, packages: [], licence: 'MIT', load: loadVehicleEntities },
];
