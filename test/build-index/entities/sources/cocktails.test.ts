import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  COCKTAILS_SOURCE,
  COCKTAILS_TOPIC,
  loadCocktails,
} from '../../../../build-index/entities/sources/cocktails.js';
import { assertWellFormed, named } from './entity-checks.js';

const cocktails = loadCocktails();

test('cocktails are well formed, under Cocktails', () => {
  assertWellFormed(cocktails, COCKTAILS_SOURCE);
  assert.ok(cocktails.length >= 30, `only ${cocktails.length} cocktails`);
  for (const c of cocktails) assert.is(c.topic, COCKTAILS_TOPIC);
  named(cocktails, 'Negroni');
  named(cocktails, 'Margarita');
});

test('spirits, wines and sodas of the list are no cocktails; variants merge', () => {
  for (const n of ['Gin', 'Red Wine', 'Orange Soda', 'Peach Schnapps', 'Cocktail', 'Long Island'])
    assert.not.ok(
      cocktails.some((c) => c.name === n),
      n,
    );
  assert.ok(named(cocktails, 'Long Island Iced Tea').aliases.includes('Long Island Ice Tea'));
});

test('everyday words and other senses are written with "Cocktail"', () => {
  for (const n of ['Zombie Cocktail', 'Screwdriver Cocktail', 'B-52 Cocktail', 'Mimosa Cocktail'])
    named(cocktails, n);
  assert.not.ok(
    cocktails.some((c) => ['Zombie', 'Screwdriver', 'B-52', 'Mimosa'].includes(c.name)),
  );
});

test.run();
