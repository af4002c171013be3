import { randSinger } from '@ngneat/falso';
import { faker } from '@faker-js/faker/locale/en';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { falsoList } from '../../../../build-index/entities/sources/falso-list.js';
import { MUSIC_ARTISTS_LEFT_OUT } from '../../../../build-index/entities/sources/music-artist-table.js';
import {
  artistIndex,
  artistKey,
  artistRows,
  loadMusicArtists,
  packageArtists,
} from '../../../../build-index/entities/sources/music-artists.js';
import { loadWordFrequencies } from '../../../../build-index/sources/subtlex.js';
import { normPattern } from '../../../../build-index/sources/vocab.js';
import { badIds, topicCollisions, forms, named, unplaced } from './placement.js';

const entities = loadMusicArtists();
const index = artistIndex();

test('every artist hangs under a backbone path, with a unique id', () => {
  assert.equal(unplaced(entities), []);
  assert.equal(badIds(entities), []);
  assert.equal(topicCollisions(entities), []);
  assert.ok(entities.length > 900, String(entities.length));
});

test('an artist hangs under its genre, a person as PERSON and a group as ORG', () => {
  const at = (n: string) => {
    const e = named(entities, n);
    return `${e.topic.split(' > ').at(-1)} ${e.type}`;
  };
  assert.is(at('Taylor Swift'), 'Pop Music PERSON');
  assert.is(at('The Beatles'), 'Classic Rock ORG');
  assert.is(at('Bad Bunny'), 'Latin Music PERSON');
  assert.is(at('BTS'), 'K-Pop ORG');
  assert.is(at('Drake'), 'Hip-Hop & Rap PERSON');
  assert.is(at('Johnny Cash'), 'Country Music PERSON');
});

test('package spellings meet one entity: "Beyonce", "Lady GaGa", "Ke$ha", "P Diddy", "jay z"', () => {
  for (const [spelled, name] of [
    ['Beyonce', 'Beyoncé'],
    ['Lady GaGa', 'Lady Gaga'],
    ['Ke$ha', 'Kesha'],
    ['P Diddy', 'Diddy'],
    ['puff daddy', 'Diddy'],
    ['jay z', 'Jay-Z'],
    ['Mary J Blige', 'Mary J. Blige'],
    ['Bob Marley & The Wailers', 'Bob Marley'],
  ])
    assert.is(index.get(artistKey(spelled!))?.name, name, spelled);
});

test('every faker and falso artist is placed or deliberately left out; no row is invented', () => {
  const left = new Set(MUSIC_ARTISTS_LEFT_OUT);
  const names = [...(faker.rawDefinitions.music?.artist ?? []), ...falsoList(randSinger)];
  assert.equal(
    names.filter((n) => !index.has(artistKey(n)) && !left.has(n)),
    [],
  );
  assert.equal(
    [...left].filter((n) => index.has(artistKey(n))),
    [],
  );
  const named = new Set(packageArtists().map(artistKey));
  const invented = artistRows().filter(
    (r) => ![r.name, ...r.aliases].some((f) => named.has(artistKey(f))),
  );
  assert.equal(
    invented.map((r) => r.name),
    [],
  );
});

test('no form of an artist is a common word alone: "Queen" is written "Queen (band)"', () => {
  const freqs = loadWordFrequencies();
  const bare = entities
    .flatMap(forms)
    .map(normPattern)
    .filter((p) => !/\s/.test(p) && freqs.wordCount(p) >= 50);
  assert.equal(bare, []);
  const queen = forms(named(entities, 'Queen (band)'));
  assert.not.ok(queen.includes('queen'));
  assert.is(named(entities, 'J. Cole').aliases.length, 0);
  assert.ok(named(entities, 'B.B. King').aliases.includes('BB King'));
});

test.run();
