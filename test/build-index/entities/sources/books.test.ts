import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { entityKey } from '../../../../build-index/entities/named-entity.js';
import {
  BOOK_AUTHORS_LEFT_OUT,
  BOOK_SERIES_LEFT_OUT,
} from '../../../../build-index/entities/sources/book-table.js';
import {
  bookIndex,
  bookKey,
  bookRows,
  loadBooks,
  packageBooks,
} from '../../../../build-index/entities/sources/books.js';
import { compromiseWords } from '../../../../build-index/entities/sources/compromise-lexicon.js';
import { badIds, topicCollisions, named, unplaced } from './placement.js';

const entities = loadBooks();
const index = bookIndex();
const pkg = packageBooks();

test('every book entity hangs under a backbone path or an entity before it, with a unique id', () => {
  assert.equal(unplaced(entities), []);
  assert.equal(badIds(entities), []);
  assert.equal(topicCollisions(entities), []);
});

test('a title hangs under its series or author, a series under its author, an author under a genre', () => {
  const key = (n: string) => entityKey(named(entities, n));
  assert.is(named(entities, 'Pride and Prejudice').topic, key('Jane Austen'));
  assert.is(named(entities, "Harry Potter and the Sorcerer's Stone").topic, key('Harry Potter'));
  assert.is(named(entities, 'Harry Potter').topic, key('J.K. Rowling'));
  assert.is(named(entities, 'The Hobbit').type, 'WORK_OF_ART');
  assert.is(
    named(entities, 'Jane Austen').topic,
    'Books & Literature > World Literatures > British & Irish Literature',
  );
  assert.is(named(entities, 'Agatha Christie').type, 'PERSON');
  assert.is(
    named(entities, 'A Wrinkle in Time').topic,
    "Books & Literature > Children's Books > Middle Grade Books",
  );
});

test('titles that are common words or everyday phrases are left out', () => {
  const names = new Set(entities.map((e) => e.name));
  for (const t of [
    'It',
    'Money',
    'Emma',
    'The Republic',
    'Tom Jones',
    'Great Expectations',
    'In Cold Blood',
  ])
    assert.not.ok(names.has(t), t);
  for (const t of ['The Great Gatsby', 'War and Peace', 'Frankenstein', 'Moby-Dick'])
    assert.ok(names.has(t), t);
});

test('every package author and work has a row or is deliberately left out; no row is invented', () => {
  const people = new Set(compromiseWords('Person'));
  assert.equal(
    pkg.authors.filter(
      (a) => !people.has(a) && !index.authors.has(bookKey(a)) && !BOOK_AUTHORS_LEFT_OUT.includes(a),
    ),
    [],
  );
  assert.equal(
    pkg.works.filter((w) => !index.works.has(bookKey(w)) && !BOOK_SERIES_LEFT_OUT.includes(w)),
    [],
  );
  const reached = new Set([
    ...pkg.authors.map((a) => index.authors.get(bookKey(a))),
    ...pkg.works.map((w) => index.works.get(bookKey(w))),
  ]);
  const rows = new Set([...index.authors.values(), ...index.works.values()]);
  assert.is(rows.size, bookRows().length);
  assert.equal(
    [...rows].filter((r) => !reached.has(r)).map((r) => r.name),
    [],
  );
});

test.run();
