import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  MODERN_ROYAL_YEAR,
  OCCUPATION_TOPICS,
  occupationTopic,
} from '../../../../build-index/entities/sources/pantheon-occupations.js';
import {
  loadPantheonRows,
  type PantheonRow,
} from '../../../../build-index/entities/sources/pantheon-people.js';
import { pathText } from '../../../../build-index/entities/named-entity.js';
import { topicPaths } from './placement.js';

const row = (over: Partial<PantheonRow>): PantheonRow => ({
  name: 'Someone Somebody',
  occupation: 'WRITER',
  birthYear: 1900,
  country: 'France',
  continent: 'Europe',
  ...over,
});

test('every topic the table or its rules give is a backbone path', () => {
  const paths = topicPaths();
  const given = new Set(Object.values(OCCUPATION_TOPICS));
  for (const r of loadPantheonRows()) {
    const t = occupationTopic(r);
    if (t !== null) given.add(t);
  }
  for (const t of given)
    assert.ok(paths.has(pathText(t.split('>'))), `${t} is not in the backbone`);
});

test('a writer goes under the literature of their country or continent', () => {
  const lit = (over: Partial<PantheonRow>) => occupationTopic(row(over))!.split(' > ').at(-1);
  assert.is(lit({ country: 'UNITED STATES', continent: 'North America' }), 'American Literature');
  assert.is(lit({ country: 'Ireland' }), 'British & Irish Literature');
  assert.is(lit({ country: 'Russia' }), 'Russian Literature');
  assert.is(lit({ country: 'France' }), 'French & European Literature');
  assert.is(lit({ country: 'MEXICO', continent: 'North America' }), 'Latin American Literature');
  assert.is(lit({ country: 'Colombia', continent: 'South America' }), 'Latin American Literature');
  assert.is(lit({ country: 'Japan', continent: 'Asia' }), 'Asian Literature');
  assert.is(lit({ country: 'Canada', continent: 'North America' }), 'World Literatures');
});

test('royals born in the 20th century are celebrities; earlier ones, politics', () => {
  assert.is(
    occupationTopic(row({ occupation: 'NOBLEMAN', birthYear: MODERN_ROYAL_YEAR + 61 })),
    'Arts & Entertainment > Celebrities & Entertainment News',
  );
  assert.is(
    occupationTopic(row({ occupation: 'COMPANION', birthYear: 1501 })),
    'Law & Government > Politics',
  );
});

test('popes, saints and other religious figures each have their node', () => {
  const leaf = (name: string) =>
    occupationTopic(row({ occupation: 'RELIGIOUS FIGURE', name }))!
      .split(' > ')
      .at(-1);
  assert.is(leaf('Pope John Paul II'), 'Popes & the Vatican');
  assert.is(leaf('Antipope Felix II'), 'Popes & the Vatican');
  assert.is(leaf('Saint Patrick'), 'Saints');
  assert.is(leaf('Albertus Magnus'), 'Clergy & Religious Leaders');
});

test('composers before 1920 are classical; an unplaced occupation gives null', () => {
  assert.is(
    occupationTopic(row({ occupation: 'COMPOSER', birthYear: 1756 })),
    'Arts & Entertainment > Music > Classical Music',
  );
  assert.is(
    occupationTopic(row({ occupation: 'COMPOSER', birthYear: 1932 })),
    'Arts & Entertainment > Music',
  );
  assert.is(occupationTopic(row({ occupation: 'PIRATE' })), null);
  assert.is(occupationTopic(row({ occupation: 'EXPLORER' })), null);
});

test.run();
