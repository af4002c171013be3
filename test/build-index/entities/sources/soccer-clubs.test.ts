import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  SOCCER_CLUBS,
  SOCCER_CLUBS_LEFT_OUT,
} from '../../../../build-index/entities/sources/soccer-club-table.js';
import {
  clubIndex,
  clubKey,
  falsoSoccerClubs,
  loadSoccerClubs,
  vegaFootballClubs,
} from '../../../../build-index/entities/sources/soccer-clubs.js';
import { badIds, topicCollisions, named, unplaced } from './placement.js';

const entities = loadSoccerClubs();
const vega = vegaFootballClubs();
const falso = falsoSoccerClubs();
const index = clubIndex();

test('every club hangs under a backbone path, with a unique id', () => {
  assert.equal(unplaced(entities), []);
  assert.equal(badIds(entities), []);
  assert.equal(topicCollisions(entities), []);
});

test('a club hangs under its league of the 2025-26 season', () => {
  const league = (n: string) => named(entities, n).topic.split(' > ').at(-1);
  assert.is(league('Real Madrid'), 'La Liga');
  assert.is(league('Bayern Munich'), 'Bundesliga');
  assert.is(league('Leicester City'), 'English Football League');
  assert.is(league('Red Bull Salzburg'), 'Austrian Bundesliga');
  assert.is(league('Boca Juniors'), 'Soccer Leagues & Teams');
});

test('every package club is in the table or deliberately left out, and every row is named', () => {
  const names = [...vega.keys(), ...falso];
  const unknown = names.filter((n) => !index.has(clubKey(n)) && !SOCCER_CLUBS_LEFT_OUT.includes(n));
  assert.equal(unknown, []);
  assert.is(entities.length, SOCCER_CLUBS.length);
  assert.ok(vega.size >= 110 && falso.length >= 75, `${vega.size} ${falso.length}`);
});

test('a vega club keeps the country of the division the package gives it', () => {
  const countryOf: Record<string, string[]> = {
    'English Premier League': ['England', 'Wales'],
    'Primera Division': ['Spain'],
    'Serie A': ['Italy'],
    'Deutsche Bundesliga': ['Germany'],
    'Österreichische Bundesliga': ['Austria'],
  };
  for (const [club, division] of vega) {
    const row = index.get(clubKey(club))!;
    assert.ok(countryOf[division]!.includes(row.country), `${club}: ${row.country}`);
  }
});

test('a club named after its city is written with its club form', () => {
  const all = new Set(entities.flatMap((e) => [e.name, ...e.aliases].map((s) => s.toLowerCase())));
  for (const city of [
    'barcelona',
    'liverpool',
    'valencia',
    'sevilla',
    'napoli',
    'milan',
    'roma',
    'reading',
    'wimbledon',
  ])
    assert.not.ok(all.has(city), city);
  assert.ok(all.has('fc barcelona') && all.has('liverpool fc') && all.has('afc wimbledon'));
});

test.run();
