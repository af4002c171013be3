/**
 * Teams of the NFL, MLB, NBA, NHL and MLS, each under its division (or its conference,
 * in MLS), each division under its conference, each conference under the league's topic
 * node: "Chicago Cubs" under "National League Central" under "National League" under
 * Sports > ... > MLB. Conferences and divisions are entities too (ORG), so a query
 * naming one ("nfc north standings") lands there.
 *
 * A team of the four leagues whose clubs are named city + nickname is also named by its
 * nickname ("cubs", "bulls", "maple leafs"), with the words that say a team is meant
 * (TEAM_CONTEXT, the league, the sport): most nicknames are common words too, and a
 * nickname alone keeps its common sense ("cubs" alone is not the team) while "cubs game" or
 * "cubs vs cardinals" is the team. A nickname may be a topic node's name too ("jazz",
 * "bears"): the team is then one more sense of it, which alone the topic still wins.
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
  const teams = (
    rows: readonly TeamRow[],
    topic: string,
    league: LeagueTable,
    where: string,
    context: string[] | null,
  ) => {
    for (const [name, ...aliases] of rows) {
      const nick = league.nicknamed ? teamNickname(name) : null;
      out.push({
        source: SPORTS_TEAMS,
        id: entitySlug(name),
        name,
        aliases: nick !== null && !aliases.includes(nick) ? [...aliases, nick] : aliases,
        topic,
        type: 'ORG',
        ...(context ? { context: [...context] } : {}),
        description: `${league.league} ${league.sport} team, ${where}`,
      });
    }
  };
  for (const league of leagues) {
    const context = league.nicknamed ? teamContext(league) : null;
    for (const conf of league.conferences) {
      const confKey = group(conf.name, conf.aliases, league.topic, `${league.league} conference`);
      if (conf.teams) teams(conf.teams, confKey, league, conf.name, context);
      for (const div of conf.divisions ?? []) {
        const divKey = group(
          div.name,
          div.aliases,
          confKey,
          `${league.league} division of the ${conf.name}`,
        );
        teams(div.teams, divKey, league, div.name, context);
      }
    }
  }
  return out;
}

/**
 * Words that, beside a team's nickname, say the team is meant. Not "tickets": a
 * nickname is often a music genre or a show too ("blues", "jazz", "magic"), sold with
 * tickets as well. ("vs" would be one, but function words never count as context.)
 */
export const TEAM_CONTEXT = [
  'game',
  'score',
  'season',
  'playoffs',
  'roster',
  'schedule',
  'standings',
  'highlights',
  'stadium',
] as const;

/** The first words of the two-word nicknames of the four leagues ("Red Sox", "Maple Leafs"). */
const NICKNAME_FIRST_WORDS = new Set(['red', 'white', 'blue', 'maple', 'golden', 'trail']);

/** A team's nickname, lower case: its name without the place ("St. Louis Cardinals" → "cardinals"). */
export function teamNickname(name: string): string | null {
  const words = name.toLowerCase().split(' ');
  if (words.length < 2) return null;
  const last = words.length - 1;
  const from = last >= 2 && NICKNAME_FIRST_WORDS.has(words[last - 1]!) ? last - 1 : last;
  return words.slice(from).join(' ');
}

/**
 * TEAM_CONTEXT, the league's short name, its sport's last word ("football") and the last
 * word of every nickname of the league: "cubs vs cardinals" is two baseball teams, not a
 * bird beside a football team.
 */
function teamContext(league: LeagueTable): string[] {
  const nicknames = new Set<string>();
  for (const conf of league.conferences)
    for (const rows of [conf.teams ?? [], ...(conf.divisions ?? []).map((d) => d.teams)])
      for (const [name] of rows) nicknames.add(teamNickname(name)?.split(' ').pop() ?? '');
  nicknames.delete('');
  return [
    ...TEAM_CONTEXT,
    league.league.toLowerCase(),
    league.sport.split(' ').pop()!,
    ...nicknames,
  ];
}

export const sportsTeamsSource: EntitySource = {
  name: SPORTS_TEAMS,
  packages: [],
  licence: 'own table of league structure (facts)',
  load: () => loadSportsTeams(),
};
