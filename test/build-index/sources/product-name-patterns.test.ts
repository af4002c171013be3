import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  coordinatedKinds,
  productNameForms,
  singularWord,
} from '../../../build-index/sources/product-name-patterns.js';

test('each coordinated kind of a catalogue name stands on its own', () => {
  assert.equal(coordinatedKinds('Scarves & Shawls'), ['scarves', 'shawls']);
  assert.equal(coordinatedKinds('Wallets & Money Clips'), ['wallets', 'money clips']);
  assert.equal(coordinatedKinds('Dolls, Playsets & Toy Figures'), [
    'dolls',
    'playsets',
    'toy figures',
  ]);
  assert.is(coordinatedKinds('Dog Beds'), null);
});

test('single modifiers share the head; single nouns share the modifiers', () => {
  assert.equal(coordinatedKinds('Baby & Toddler Car Seats'), [
    'baby car seats',
    'toddler car seats',
  ]);
  assert.equal(coordinatedKinds('Yoga & Pilates Mats'), ['yoga mats', 'pilates mats']);
  assert.equal(coordinatedKinds('Sports & Energy Drinks'), ['sports drinks', 'energy drinks']);
  assert.equal(coordinatedKinds('Pet Bowls, Feeders & Waterers'), [
    'pet bowls',
    'pet feeders',
    'pet waterers',
  ]);
  assert.equal(coordinatedKinds('Bicycle Shorts & Briefs'), ['bicycle shorts', 'bicycle briefs']);
  assert.equal(coordinatedKinds('Vehicle Door Locks & Parts'), ['vehicle door locks']);
});

test('a singular before "&" is a modifier: it shares the head, or is no kind alone', () => {
  assert.equal(coordinatedKinds('Drum Stick & Brush Accessories'), [
    'drum stick accessories',
    'brush accessories',
  ]);
  assert.equal(coordinatedKinds('Mobile Phone & Tablet Tripods & Monopods'), [
    'tablet tripods',
    'monopods',
  ]);
});

test('singulars follow English spelling and leave plural-only words alone', () => {
  assert.is(singularWord('batteries'), 'battery');
  assert.is(singularWord('boxes'), 'box');
  assert.is(singularWord('knives'), 'knife');
  assert.is(singularWord('shoes'), 'shoe');
  assert.is(singularWord('lenses'), 'lens');
  for (const w of ['pants', 'glasses', 'lens', 'electronics', 'supplies', 'sports', 'dress'])
    assert.is(singularWord(w), null, w);
});

test('the forms of a name: itself, with "and", its singular, then its kinds', () => {
  assert.equal(productNameForms('Dog Beds'), ['dog beds', 'dog bed']);
  assert.equal(productNameForms('Toilets & Bidets'), [
    'toilets & bidets',
    'toilets and bidets',
    'toilets',
    'toilet',
    'bidets',
    'bidet',
  ]);
});

test.run();
