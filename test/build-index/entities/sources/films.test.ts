import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FILM_GENRES,
  filmGenre,
  filmYear,
  loadFilms,
  MIN_IMDB_VOTES,
  MIN_US_GROSS,
  readMovies,
} from '../../../../build-index/entities/sources/films.js';
import { badIds, topicCollisions, named, unplaced } from './placement.js';

const movies = readMovies();
const entities = loadFilms(movies);

test('every film hangs under a Movies genre node, with a unique id', () => {
  assert.equal(unplaced(entities), []);
  assert.equal(badIds(entities), []);
  assert.equal(topicCollisions(entities), []);
  assert.ok(entities.every((e) => e.type === 'WORK_OF_ART'));
  assert.ok(entities.length > 500, String(entities.length));
});

test('a film hangs under its genre, its creative type first where more telling', () => {
  assert.is(named(entities, 'Superbad').topic, FILM_GENRES.comedy);
  assert.is(named(entities, 'Ghostbusters').topic, FILM_GENRES.sciFi);
  assert.is(named(entities, 'The Shawshank Redemption').topic, FILM_GENRES.drama);
  assert.is(named(entities, 'The Dark Knight').topic, FILM_GENRES.superhero);
  assert.is(named(entities, 'Jurassic Park').topic, FILM_GENRES.sciFi);
  assert.is(filmGenre({ 'Major Genre': 'Horror', 'Creative Type': 'Fantasy' }), 'horror');
  assert.is(filmGenre({ 'Major Genre': null, 'Creative Type': null }), 'other');
});

test('only known films: every entity is above the vote or gross threshold', () => {
  const known = (m: (typeof movies)[number]) =>
    (m['IMDB Votes'] ?? 0) >= MIN_IMDB_VOTES || (m['US Gross'] ?? 0) >= MIN_US_GROSS;
  for (const e of entities)
    assert.ok(
      movies.some((m) => m.Title === e.name && known(m)),
      e.name,
    );
});

test('titles of one common word, a phrase, a place or a broken character are left out', () => {
  const names = new Set(entities.map((e) => e.name));
  for (const t of [
    'Heat',
    'Big',
    'The Island',
    'Avatar',
    'Congo',
    'Up in the Air',
    "Valentine's Day",
    'Per qualche dollaro in pi˘',
    'DÈj‡ Vu',
  ])
    assert.not.ok(names.has(t), t);
  for (const t of ['Back to the Future', 'Jumanji', 'The Sound of Music'])
    assert.ok(names.has(t), t);
});

test('a remake keeps one entity; years after 2010 are read a century earlier', () => {
  assert.is(entities.filter((e) => e.name === 'King Kong').length, 1);
  assert.is(filmYear('Dec 15 2039'), 1939);
  assert.is(filmYear('Jul 16 2010'), 2010);
  assert.ok(named(entities, 'Gone with the Wind').description!.includes('(1939)'));
});

test.run();
