/**
 * Soccer clubs named by `vega-datasets` (football.json) and `@ngneat/falso`
 * (randFootballTeam), each under its league's node as our table places it
 * (soccer-club-table.ts). A package name the table does not know is left out.
 */
import { randFootballTeam } from '@ngneat/falso';
import { readPackageJson } from '../../sources/packages.js';
import type { EntitySource } from '../entity-sources.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { falsoList } from './falso-list.js';
import { nameKey } from './name-key.js';
import { SOCCER_CLUBS, SOCCER_LEAGUES, type SoccerClubRow } from './soccer-club-table.js';

export const SOCCER_CLUBS_SOURCE = 'soccer-clubs';

/** Tokens ignored when matching a package's club name to the table ("Arsenal" = "Arsenal FC"). */
const CLUB_TOKENS: ReadonlySet<string> = new Set(['fc', 'cf', 'afc', 'cfc']);

export function clubKey(name: string): string {
  return nameKey(name, CLUB_TOKENS);
}

interface FootballMatch {
  division: string;
  home_team: string;
  away_team: string;
}

/** Club → division, from the match results of vega-datasets' football.json. */
export function vegaFootballClubs(): Map<string, string> {
  const rows = readPackageJson<FootballMatch[]>('vega-datasets', 'data', 'football.json');
  const out = new Map<string, string>();
  for (const r of rows) for (const club of [r.home_team, r.away_team]) out.set(club, r.division);
  return out;
}

/** The soccer clubs falso knows. */
export function falsoSoccerClubs(): string[] {
  return falsoList(randFootballTeam);
}

/** The table row of each key a club may be matched by. */
export function clubIndex(
  rows: readonly SoccerClubRow[] = SOCCER_CLUBS,
): Map<string, SoccerClubRow> {
  const index = new Map<string, SoccerClubRow>();
  for (const row of rows)
    for (const form of [row.name, ...(row.aliases ?? []), ...(row.spelled ?? [])])
      index.set(clubKey(form), row);
  return index;
}

export function loadSoccerClubs(
  packageNames: Iterable<string> = [...vegaFootballClubs().keys(), ...falsoSoccerClubs()],
  rows: readonly SoccerClubRow[] = SOCCER_CLUBS,
): NamedEntity[] {
  const index = clubIndex(rows);
  const named = new Set<SoccerClubRow>();
  for (const n of packageNames) {
    const row = index.get(clubKey(n));
    if (row) named.add(row);
  }
  return [...named]
    .map((row): NamedEntity => {
      const league = row.league === 'other' ? '' : `, ${row.league} (2025-26)`;
      return {
        source: SOCCER_CLUBS_SOURCE,
        id: entitySlug(row.name),
        name: row.name,
        aliases: [...(row.aliases ?? [])],
        topic: SOCCER_LEAGUES[row.league],
        type: 'ORG',
        description: `Soccer club (${row.country})${league}`,
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const soccerClubsSource: EntitySource = {
  name: SOCCER_CLUBS_SOURCE,
  packages: ['vega-datasets', '@ngneat/falso'],
  licence:
    'vega-datasets BSD-3-Clause (football.json from openfootball, public domain); @ngneat/falso MIT; leagues our own table',
  load: () => loadSoccerClubs(),
};
