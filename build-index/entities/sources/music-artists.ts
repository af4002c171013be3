/**
 * Music artists named by `@faker-js/faker` (music.artist), `@ngneat/falso` (randSinger)
 * and compromise's lexicon of people, each under its genre's node as our table places it
 * (music-artist-table.ts): solo artists as PERSON, groups as ORG. A package name the
 * table does not know is left out.
 */
import { randSinger } from '@ngneat/falso';
import { faker } from '@faker-js/faker/locale/en';
import type { EntitySource } from '../entity-sources.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { compromiseWords } from './compromise-lexicon.js';
import { falsoList } from './falso-list.js';
import { closedInitials, nameKey } from './name-key.js';
import { MUSIC_ARTISTS, MUSIC_GENRES, type MusicGenre } from './music-artist-table.js';

export const MUSIC_ARTISTS_SOURCE = 'music-artists';

export interface ArtistRow {
  name: string;
  aliases: string[];
  genre: MusicGenre;
  group: boolean;
}

/** Matching key of an artist's name: without a bracketed kind ("Queen (band)" → "queen"). */
export function artistKey(name: string): string {
  return nameKey(name.replace(/\s*\([^)]*\)\s*/g, ' '));
}

/** Table rows, in table order. */
export function artistRows(): ArtistRow[] {
  const rows: ArtistRow[] = [];
  for (const genre of Object.keys(MUSIC_ARTISTS) as MusicGenre[]) {
    const { people = [], groups = [] } = MUSIC_ARTISTS[genre];
    for (const [list, group] of [
      [people, false],
      [groups, true],
    ] as const) {
      for (const entry of list) {
        const [name, ...aliases] = entry.split('|') as [string, ...string[]];
        rows.push({ name, aliases, genre, group });
      }
    }
  }
  return rows;
}

/** The artist names of the three packages. */
export function packageArtists(): string[] {
  return [
    ...(faker.rawDefinitions.music?.artist ?? []),
    ...falsoList(randSinger),
    ...compromiseWords('Person'),
  ];
}

/** The row of every key an artist may be matched by (its name and aliases). */
export function artistIndex(rows: readonly ArtistRow[] = artistRows()): Map<string, ArtistRow> {
  const index = new Map<string, ArtistRow>();
  for (const row of rows)
    for (const form of [row.name, ...row.aliases]) index.set(artistKey(form), row);
  return index;
}

export function loadMusicArtists(
  names: Iterable<string> = packageArtists(),
  rows: readonly ArtistRow[] = artistRows(),
): NamedEntity[] {
  const index = artistIndex(rows);
  const named = new Set<ArtistRow>();
  for (const n of names) {
    const row = index.get(artistKey(n));
    if (row) named.add(row);
  }
  return rows
    .filter((r) => named.has(r))
    .map((r): NamedEntity => {
      const closed = closedInitials(r.name);
      const genre = MUSIC_GENRES[r.genre].split(' > ').at(-1)!;
      return {
        source: MUSIC_ARTISTS_SOURCE,
        id: entitySlug(r.name),
        name: r.name,
        aliases: closed ? [...r.aliases, closed] : [...r.aliases],
        topic: MUSIC_GENRES[r.genre],
        type: r.group ? 'ORG' : 'PERSON',
        description: `${r.group ? 'Music group' : 'Musician'}, ${genre}`,
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const musicArtistsSource: EntitySource = {
  name: MUSIC_ARTISTS_SOURCE,
  packages: ['@faker-js/faker', '@ngneat/falso', 'compromise'],
  licence: 'MIT (all three); genres our own table',
  load: () => loadMusicArtists(),
};
