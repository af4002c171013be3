import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  catBreedTopic,
  CAT_BREEDS_SOURCE,
  loadCatBreeds,
  splitCatBreed,
} from '../../../../build-index/entities/sources/cat-breeds.js';
import { assertWellFormed, named } from './entity-checks.js';

const cats = loadCatBreeds();
const BREEDS = 'Pets & Animals > Pets > Cats > Cat Breeds';

test('every cat breed is well formed and hangs under Cat Breeds', () => {
  assertWellFormed(cats, CAT_BREEDS_SOURCE);
  assert.ok(cats.length > 80, `only ${cats.length} cat breeds`);
  for (const c of cats) assert.ok(c.topic.startsWith(BREEDS), `${c.name}: ${c.topic}`);
});

test('the coat decides the group: Maine Coon long-haired, Sphynx hairless', () => {
  assert.is(named(cats, 'Maine Coon').topic, `${BREEDS} > Long-Haired Cat Breeds`);
  assert.is(named(cats, 'Sphynx').topic, `${BREEDS} > Hairless Cat Breeds`);
  assert.is(named(cats, 'British Shorthair').topic, `${BREEDS} > Short-Haired Cat Breeds`);
  assert.is(catBreedTopic('Rex'), BREEDS);
  assert.is(catBreedTopic('Long[14]'), `${BREEDS} > Long-Haired Cat Breeds`);
});

test('the Wikipedia table text splits into a name and aliases, notes dropped', () => {
  assert.equal(splitCatBreed('Donskoy or\nDon Sphynx'), {
    name: 'Donskoy',
    aliases: ['Don Sphynx'],
  });
  assert.equal(splitCatBreed('Persian (modern)'), { name: 'Persian', aliases: [] });
  assert.equal(splitCatBreed('Oriental Longhair[g]'), { name: 'Oriental Longhair', aliases: [] });
  assert.equal(splitCatBreed('Russian White, Russian Black and Russian Tabby'), {
    name: 'Russian White',
    aliases: ['Russian Black', 'Russian Tabby'],
  });
});

test('peoples and places are written with "Cat"; variants of one breed merge', () => {
  for (const n of ['Persian Cat', 'Siamese Cat', 'Bengal Cat', 'Somali Cat', 'Abyssinian Cat'])
    named(cats, n);
  assert.not.ok(cats.some((c) => ['Persian', 'Siamese', 'Somali'].includes(c.name)));
  assert.is(cats.filter((c) => /^Persian/.test(c.name)).length, 1);
  assert.ok(named(cats, 'Pixie-bob').aliases.includes('Pixiebob'));
  assert.not.ok(cats.some((c) => /Ojos Azules|^Asian( Cat)?$/.test(c.name)));
});

test.run();
