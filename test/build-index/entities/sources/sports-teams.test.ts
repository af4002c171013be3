import {
  randAmericanFootballTeam,
  randBaseballTeam,
  randBasketballTeam,
  randIceHockeyTeam,
} from '@ngneat/falso';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { entityKey } from '../../../../build-index/entities/named-entity.js';
import { compromiseWords } from '../../../../build-index/entities/sources/compromise-lexicon.js';
import { falsoList } from '../../../../build-index/entities/sources/falso-list.js';
import { nameKey } from '../../../../build-index/entities/sources/name-key.js';
import { loadSoccerClubs } from '../../../../build-index/entities/sources/soccer-clubs.js';
import {
  loadSportsTeams,
  teamNickname,
} from '../../../../build-index/entities/sources/sports-teams.js';
import { badIds, topicCollisions, forms, named, unplaced } from './placement.js';

const entities = loadSportsTeams();
const teams = entities.filter((e) => e.description?.includes(' team, '));
const keysOf = (list: typeof entities) => new Set(list.flatMap(forms).map((f) => nameKey(f)));

test('every entity hangs under a backbone path or an entity before it, with a unique id', () => {
  assert.equal(unplaced(entities), []);
  assert.equal(badIds(entities), []);
  // Nicknames may be topic names too ("jazz", "bears"): a team is another sense of them.
  const nicknames = new Set(teams.map((t) => teamNickname(t.name)));
  assert.equal(
    topicCollisions(entities).filter((f) => !nicknames.has(f)),
    [],
  );
});

test('Chicago Cubs hang under National League Central, under National League, under MLB', () => {
  const cubs = named(entities, 'Chicago Cubs');
  const central = named(entities, 'National League Central');
  const nl = named(entities, 'National League');
  assert.is(cubs.topic, entityKey(central));
  assert.is(central.topic, entityKey(nl));
  assert.is(nl.topic, 'Sports > Team Sports > Baseball > Baseball Leagues & Teams > MLB');
  assert.is(cubs.type, 'ORG');
});

test('MLS teams hang under their conference; NBA teams under division and conference', () => {
  const miami = named(entities, 'Inter Miami CF');
  assert.is(miami.topic, entityKey(named(entities, 'MLS Eastern Conference')));
  const lakers = named(entities, 'Los Angeles Lakers');
  const pacific = named(entities, 'NBA Pacific Division');
  assert.is(lakers.topic, entityKey(pacific));
  assert.is(pacific.topic, entityKey(named(entities, 'NBA Western Conference')));
});

test('each league has its full roster of teams', () => {
  const count = (league: string) => teams.filter((t) => t.description!.startsWith(league)).length;
  assert.equal(['MLB', 'NFL', 'NBA', 'NHL', 'MLS'].map(count), [30, 32, 30, 32, 30]);
});

test('every falso team of the four leagues is named here, but the deactivated Arizona Coyotes', () => {
  const known = keysOf(teams);
  const falso = [randAmericanFootballTeam, randBaseballTeam, randBasketballTeam, randIceHockeyTeam]
    .flatMap((f) => falsoList(f))
    .filter((n) => !known.has(nameKey(n)));
  assert.equal(falso, ['Arizona Coyotes']);
});

test('every compromise sports team is named here or by the soccer clubs, but a few left out', () => {
  const known = keysOf([...entities, ...loadSoccerClubs()]);
  const missing = compromiseWords('SportsTeam').filter((w) => !known.has(nameKey(w)));
  // A TV series as often as the club; nicknames that alone name something else.
  assert.equal(missing, ['chicago fire']);
});

test("a team of the four leagues is named by its nickname too, with its league's context words", () => {
  const cubs = named(entities, 'Chicago Cubs');
  assert.ok(cubs.aliases.includes('cubs'));
  assert.ok(named(entities, 'Toronto Maple Leafs').aliases.includes('maple leafs'));
  assert.ok(named(entities, 'Golden State Warriors').aliases.includes('warriors'));
  assert.ok(named(entities, 'Boston Red Sox').aliases.includes('red sox'));
  for (const w of ['game', 'mlb', 'baseball', 'cardinals', 'sox'])
    assert.ok(cubs.context?.includes(w), w);
  assert.not.ok(cubs.context?.includes('packers'));
  assert.ok(named(entities, 'Chicago Bulls').context?.includes('basketball'));
});

test('a nickname that is also a topic name is one; MLS clubs get none', () => {
  assert.ok(named(entities, 'Utah Jazz').aliases.includes('jazz'));
  assert.ok(named(entities, 'Chicago Bears').aliases.includes('bears'));
  assert.not.ok(new Set(entities.flatMap(forms)).has('galaxy'));
  assert.is(named(entities, 'LA Galaxy').context, undefined);
});

test('teamNickname drops the place and keeps a two-word nickname whole', () => {
  assert.is(teamNickname('St. Louis Cardinals'), 'cardinals');
  assert.is(teamNickname('Oklahoma City Thunder'), 'thunder');
  assert.is(teamNickname('Boston Red Sox'), 'red sox');
  assert.is(teamNickname('Portland Trail Blazers'), 'trail blazers');
  assert.is(teamNickname('Golden State Warriors'), 'warriors');
  assert.is(teamNickname('Cubs'), null);
});

test.run();
