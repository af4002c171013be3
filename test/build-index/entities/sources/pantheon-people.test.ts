import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  commaAlias,
  loadPantheonPeople,
  loadPantheonRows,
  pantheonDescription,
  pantheonEntity,
  PANTHEON_SOURCE,
  type PantheonRow,
} from '../../../../build-index/entities/sources/pantheon-people.js';
import { loadWordFrequencies } from '../../../../build-index/sources/subtlex.js';
import type { NamedEntity } from '../../../../build-index/entities/named-entity.js';
import { assertWellFormed, named } from './entity-checks.js';
import { topicCollisions } from './placement.js';

const people = loadPantheonPeople();
const freq = loadWordFrequencies();

const row = (over: Partial<PantheonRow>): PantheonRow => ({
  name: 'Lionel Messi',
  occupation: 'SOCCER PLAYER',
  birthYear: 1987,
  country: 'ARGENTINA',
  continent: 'South America',
  ...over,
});

test('the package holds the 11,341 biographies of Pantheon 1.0', () => {
  assert.is(loadPantheonRows().length, 11341);
});

test('every person is well formed, a PERSON under a backbone topic, none a topic name', () => {
  assertWellFormed(people, PANTHEON_SOURCE);
  assert.ok(people.length > 10_000, `${people.length} people`);
  for (const p of people) assert.is(p.type, 'PERSON');
  assert.equal(topicCollisions(people), []);
});

test('a person hangs under the topic of their occupation, not a namesake place', () => {
  assert.is(named(people, 'Lionel Messi').topic, 'Sports > Team Sports > Soccer');
  assert.is(named(people, 'Michael Jordan').topic, 'Sports > Team Sports > Basketball');
  assert.is(named(people, 'Albert Einstein').topic, 'Science > Physics');
  assert.is(named(people, 'Abraham Lincoln').topic, 'Law & Government > Politics');
  assert.is(
    named(people, 'Tom Hanks').topic,
    'Arts & Entertainment > Celebrities & Entertainment News',
  );
});

test('a one-word name that is an everyday word or a common given name is left out', () => {
  for (const name of ['Prince', 'David', 'Seal', 'Homer'])
    assert.not.ok(
      people.some((p) => p.name === name),
      `${name} should be left out`,
    );
  assert.is(pantheonEntity(row({ name: 'Sting', occupation: 'SINGER' }), freq, new Set()), null);
  assert.ok(pantheonEntity(row({ name: 'Ronaldinho' }), freq, new Set()));
});

test('a name an earlier source or a topic has yields no entity', () => {
  assert.is(pantheonEntity(row({}), freq, new Set(['lionel messi'])), null);
  const earlier: NamedEntity = {
    source: 'people',
    id: 'tom-hanks',
    name: 'Tom Hanks',
    aliases: [],
    topic: 'Arts & Entertainment',
    type: 'PERSON',
  };
  const after = loadPantheonPeople([earlier]);
  assert.not.ok(after.some((p) => p.name === 'Tom Hanks'));
  assert.is(after.length, people.length - 1);
});

test('an occupation the table does not place yields no entity', () => {
  assert.is(pantheonEntity(row({ occupation: 'PIRATE' }), freq, new Set()), null);
});

test('the part before a comma is an alias only when it is a full name', () => {
  assert.is(commaAlias('Martin Luther King, Jr.'), 'Martin Luther King');
  assert.is(commaAlias('Albert I, Duke of Prussia'), null);
  assert.is(commaAlias('Diana, Princess of Wales'), null);
  assert.is(commaAlias('Lionel Messi'), null);
  assert.equal(named(people, 'Martin Luther King, Jr.').aliases, ['Martin Luther King']);
});

test('the description is the occupation alone, without country or year', () => {
  assert.is(pantheonDescription(row({})), 'Soccer player');
  assert.is(named(people, 'Albert Einstein').description, 'Physicist');
});

test.run();
