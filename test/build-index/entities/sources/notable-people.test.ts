import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bookIndex, bookKey } from '../../../../build-index/entities/sources/books.js';
import { compromiseWords } from '../../../../build-index/entities/sources/compromise-lexicon.js';
import { artistIndex, artistKey } from '../../../../build-index/entities/sources/music-artists.js';
import { loadNotablePeople } from '../../../../build-index/entities/sources/notable-people.js';
import { PEOPLE, PEOPLE_LEFT_OUT } from '../../../../build-index/entities/sources/people-table.js';
import { badIds, topicCollisions, named, unplaced } from './placement.js';

const lexicon = compromiseWords('Person');
const entities = loadNotablePeople(lexicon);

test('every person hangs under a backbone path, with a unique id', () => {
  assert.equal(unplaced(entities), []);
  assert.equal(badIds(entities), []);
  assert.equal(topicCollisions(entities), []);
  assert.is(entities.length, Object.keys(PEOPLE).length);
});

test('a person hangs under the topic they are known for', () => {
  assert.is(
    named(entities, 'LeBron James').topic,
    'Sports > Team Sports > Basketball > Basketball Leagues & Teams > NBA',
  );
  assert.ok(named(entities, 'LeBron James').aliases.includes('lebron'));
  assert.is(named(entities, 'Tiger Woods').topic.split(' > ').at(-1), 'Professional Golf');
  assert.is(named(entities, 'Barack Obama').topic, 'Law & Government > Politics');
  assert.is(named(entities, 'Doctor Who').type, 'WORK_OF_ART');
});

test('every lexicon person is placed here, by the music or book tables, or left out', () => {
  const music = artistIndex();
  const books = bookIndex();
  const left = new Set(PEOPLE_LEFT_OUT);
  const unaccounted = lexicon.filter(
    (w) =>
      !(w in PEOPLE) && !music.has(artistKey(w)) && !books.authors.has(bookKey(w)) && !left.has(w),
  );
  assert.equal(unaccounted, []);
  const placedTwice = Object.keys(PEOPLE).filter(
    (w) => music.has(artistKey(w)) || books.authors.has(bookKey(w)) || left.has(w),
  );
  assert.equal(placedTwice, []);
  assert.equal(
    Object.keys(PEOPLE).filter((w) => !lexicon.includes(w)),
    [],
  );
});

test.run();
