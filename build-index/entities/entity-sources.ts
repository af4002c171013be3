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
];
