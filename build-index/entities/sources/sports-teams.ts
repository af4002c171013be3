/**
 * Teams of the NFL, MLB, NBA, NHL and MLS, each under its division (or its conference,
 * in MLS), each division under its conference, each conference under the league's topic
 * node: "Chicago Cubs" under "National League Central" under "National League" under
 * Sports > ... > MLB. Conferences and divisions are entities too (ORG), so a query
 * naming one ("nfc north standings") lands there.
 */
import type { EntitySource } from '../entity-sources.js';
import { entityKey, entitySlug, type NamedEntity } from '../named-entity.js';
import {
  NORTH_AMERICAN_LEAGUES,
  type LeagueTable,
  type TeamRow,
} from './north-american-leagues.js';

export const SPORTS_TEAMS = 'sports-teams';

export function loadSportsTeams(
  leagues: readonly LeagueTable[] = NORTH_AMERICAN_LEAGUES,
): NamedEntity[] {
  const out: NamedEntity[] = [];
  const group = (
    name: string,
    aliases: readonly string[] | undefined,
    topic: string,
    what: string,
  ) => {
    const e: NamedEntity = {
      source: SPORTS_TEAMS,
      id: entitySlug(name),
      name,
      aliases: [...(aliases ?? [])],
      topic,
      type: 'ORG',
      description: what,
    };
    out.push(e);
    return entityKey(e);
  };
  const teams = (rows: readonly TeamRow[], topic: string, league: LeagueTable, where: string) => {
    for (const [name, ...aliases] of rows) {
      out.push({
        source: SPORTS_TEAMS,
        id: entitySlug(name),
        name,
        aliases,
        topic,
        type: 'ORG',
        description: `${league.league} ${league.sport} team, ${where}`,
      });
    }
  };
  for (const league of leagues) {
    for (const conf of league.conferences) {
      const confKey = group(conf.name, conf.aliases, league.topic, `${league.league} conference`);
      if (conf.teams) teams(conf.teams, confKey, league, conf.name);
      for (const div of conf.divisions ?? []) {
        const divKey = group(
          div.name,
          div.aliases,
          confKey,
          `${league.league} division of the ${conf.name}`,
        );
        teams(div.teams, divKey, league, div.name);
      }
    }
  }
  return out;
}

export const sportsTeamsSource: EntitySource = {
  name: SPORTS_TEAMS,
  packages: [],
  licence: 'own table of league structure (facts)',
  load: () => loadSportsTeams(),
};
