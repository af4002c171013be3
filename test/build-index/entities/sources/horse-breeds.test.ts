import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  HORSE_BREEDS_SOURCE,
  horseBreedTopic,
  loadHorseBreeds,
} from '../../../../build-index/entities/sources/horse-breeds.js';
import { assertWellFormed, named } from './entity-checks.js';

const horses = loadHorseBreeds();
const BREEDS = 'Pets & Animals > Pets > Horses > Horse Breeds';

test('every horse breed is well formed and hangs under Horse Breeds', () => {
  assertWellFormed(horses, HORSE_BREEDS_SOURCE);
  assert.ok(horses.length > 300, `only ${horses.length} horse breeds`);
  for (const h of horses) assert.ok(h.topic.startsWith(BREEDS), `${h.name}: ${h.topic}`);
});

test('groups by name: draft, warmblood, gaited, wild', () => {
  assert.is(named(horses, 'Clydesdale Horse').topic, `${BREEDS} > Draft Horses`);
  assert.is(named(horses, 'Hanoverian Horse').topic, `${BREEDS} > Warmbloods & Sport Horses`);
  assert.is(named(horses, 'Tennessee Walking Horse').topic, `${BREEDS} > Gaited Horses`);
  assert.is(named(horses, "Przewalski's Horse").topic, `${BREEDS} > Wild & Feral Horses`);
  assert.is(named(horses, 'Thoroughbred').topic, BREEDS);
  assert.is(horseBreedTopic('Percheron'), `${BREEDS} > Draft Horses`);
});

test('variants merge; a bare word is an alias only when it names the breed alone', () => {
  const quarter = named(horses, 'American Quarter Horse');
  assert.ok(quarter.aliases.includes('Quarter Horse'));
  assert.not.ok(horses.some((h) => h.name === 'Quarter Horse'));
  assert.ok(named(horses, 'Clydesdale Horse').aliases.includes('Clydesdale'));
  assert.not.ok(named(horses, 'Arabian Horse').aliases.includes('Arabian'));
  assert.not.ok(named(horses, 'Oldenburg Horse').aliases.includes('Oldenburg'));
  assert.ok(named(horses, 'Irish Sport Horse').aliases.includes('Irish Hunter'));
  named(horses, 'Don Horse');
  named(horses, 'Cob Horse');
  assert.not.ok(horses.some((h) => ['Don', 'Cob', 'Paint', 'Warmblood'].includes(h.name)));
});

test.run();
