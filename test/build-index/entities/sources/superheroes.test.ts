import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nameKey } from '../../../../build-index/entities/sources/name-key.js';
import {
  SUPERHERO_KEPT,
  SUPERHERO_LEFT_OUT,
  SUPERHERO_QUALIFIED,
  SUPERHERO_TEAMS,
} from '../../../../build-index/entities/sources/superhero-table.js';
import {
  loadSuperheroes,
  packageSuperheroes,
  standsAlone,
  SUPERHERO_TOPIC,
} from '../../../../build-index/entities/sources/superheroes.js';
import { nameTests } from '../../../../build-index/entities/sources/name-tests.js';
import { wordnetNouns } from '../../../../build-index/entities/sources/wordnet-nouns.js';
import { normPattern } from '../../../../build-index/sources/vocab.js';
import { badIds, topicCollisions, forms, named, unplaced } from './placement.js';

const pkg = packageSuperheroes();
const tests = nameTests();
const entities = loadSuperheroes(pkg, tests);

test('every character hangs under Superhero Comics, with a unique id', () => {
  assert.equal(unplaced(entities), []);
  assert.equal(badIds(entities), []);
  assert.equal(topicCollisions(entities), []);
  assert.ok(entities.every((e) => e.topic === SUPERHERO_TOPIC));
  assert.ok(entities.length > 400, String(entities.length));
});

test('characters are PERSON, teams ORG; a civilian name is an alias of its hero', () => {
  const spidey = named(entities, 'Spider-Man');
  assert.is(spidey.type, 'PERSON');
  assert.ok(spidey.aliases.includes('Peter Parker'));
  assert.is(named(entities, 'X-Men').type, 'ORG');
  assert.not.ok(entities.some((e) => e.name === 'Peter Parker' || e.name === 'The Avengers'));
});

test('a name that alone is a common word or a first name is dropped or bracketed', () => {
  for (const n of ['Agent', 'Alice', 'Beast', 'Mantis', 'Storm', 'Thor', 'Amanda', 'Aaron Stack'])
    assert.not.ok(standsAlone(n, tests), n);
  for (const n of ['Galactus', 'Beta-Ray Bill', 'Fin Fang Foom'])
    assert.ok(standsAlone(n, tests), n);
  const names = new Set(entities.map((e) => e.name));
  assert.ok(names.has('Thor (Marvel)') && !names.has('Thor'));
  assert.not.ok(names.has('Master Chief'), 'a video-game character');
  const nouns = wordnetNouns();
  const bare = entities
    .flatMap(forms)
    .map(normPattern)
    .filter((p) => !/\s/.test(p) && (nouns.has(p) || tests.freqs.wordCount(p) >= 5));
  // Kept on purpose: the character is what people mean.
  assert.equal(bare, ['batman', 'superman']);
});

test('every name our table decides about is a package name', () => {
  const names = new Set(pkg.names.map((n) => nameKey(n)));
  const table = [
    ...SUPERHERO_KEPT,
    ...Object.keys(SUPERHERO_QUALIFIED),
    ...SUPERHERO_LEFT_OUT,
    ...SUPERHERO_TEAMS,
  ];
  assert.equal(
    table.filter((n) => !names.has(nameKey(n))),
    [],
  );
});

test.run();
