import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  dogBreedTopic,
  DOG_BREEDS_SOURCE,
  loadDogBreeds,
} from '../../../../build-index/entities/sources/dog-breeds.js';
import { assertWellFormed, named } from './entity-checks.js';

const dogs = loadDogBreeds();
const BREEDS = 'Pets & Animals > Pets > Dogs > Dog Breeds';

test('every dog breed is well formed and hangs under Dog Breeds', () => {
  assertWellFormed(dogs, DOG_BREEDS_SOURCE);
  assert.ok(dogs.length > 450, `only ${dogs.length} dog breeds`);
  for (const d of dogs) assert.ok(d.topic.startsWith(BREEDS), `${d.name}: ${d.topic}`);
});

test('well-known breeds land in their breed group', () => {
  assert.is(named(dogs, 'Labrador Retriever').topic, `${BREEDS} > Retrievers`);
  assert.is(named(dogs, 'German Shepherd').topic, `${BREEDS} > Herding Dogs`);
  assert.is(named(dogs, 'Beagle').topic, `${BREEDS} > Hounds`);
  assert.is(named(dogs, 'Siberian Husky').topic, `${BREEDS} > Spitz & Nordic Breeds`);
  assert.is(named(dogs, 'Vizsla').topic, `${BREEDS} > Pointers & Setters`);
  assert.is(named(dogs, 'French Bulldog').topic, `${BREEDS} > Bully Breeds`);
  assert.is(named(dogs, 'Chihuahua').topic, `${BREEDS} > Small Dog Breeds`);
  assert.is(named(dogs, 'Rottweiler').topic, `${BREEDS} > Working Dogs`);
  assert.is(dogBreedTopic('Miniature Bull Terrier'), `${BREEDS} > Bully Breeds`);
  assert.is(dogBreedTopic('Africanis'), BREEDS);
});

test('spellings of one breed in the two lists make one entity with aliases', () => {
  const doberman = named(dogs, 'Doberman Pinscher');
  assert.ok(doberman.aliases.includes('Dobermann'));
  assert.ok(named(dogs, 'Saint Bernard').aliases.includes('St. Bernard'));
  assert.ok(named(dogs, 'Yorkshire Terrier').aliases.includes('Yorkie'));
  assert.not.ok(dogs.some((d) => d.name === 'St. Bernard' || d.name === 'Dobermann'));
});

test('a one-word name that is an everyday word or a place is written with "Dog"', () => {
  for (const n of ['Boxer Dog', 'Pointer Dog', 'Newfoundland Dog', 'Akita Dog', 'Maltese Dog'])
    named(dogs, n);
  for (const bare of ['Boxer', 'Pointer', 'Newfoundland', 'Akita', 'Maltese', 'Billy'])
    assert.not.ok(
      dogs.some((d) => d.name === bare || d.aliases.includes(bare)),
      `"${bare}" alone names no breed`,
    );
  named(dogs, 'Poodle');
});

test('no entity for mongrels, nor for a name a topic node already has (Dingo)', () => {
  assert.not.ok(dogs.some((d) => /^(mongrel|dingo)/i.test(d.name)));
});

test.run();
