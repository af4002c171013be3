import { en } from '@faker-js/faker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  dishName,
  DISHES_SOURCE,
  loadDishes,
} from '../../../../build-index/entities/sources/dishes.js';
import { topicSurfaceForms } from '../../../../build-index/entities/sources/topic-forms.js';
import { assertWellFormed, named } from './entity-checks.js';

const dishes = loadDishes();
const CUISINES = 'Food & Drink > Cuisines';

test('every dish is well formed and hangs under Food & Drink', () => {
  assertWellFormed(dishes, DISHES_SOURCE);
  assert.ok(dishes.length > 350, `only ${dishes.length} dishes`);
  for (const d of dishes) assert.ok(d.topic.startsWith('Food & Drink > '), `${d.name}: ${d.topic}`);
});

test('dishes hang under their cuisine or dish-type node', () => {
  assert.is(named(dishes, 'Kung Pao Chicken').topic, `${CUISINES} > Chinese Cuisine`);
  assert.is(named(dishes, 'Chicken Tikka Masala').topic, `${CUISINES} > Indian Cuisine`);
  assert.is(
    named(dishes, 'Lahmacun').topic,
    `${CUISINES} > Middle Eastern Cuisine > Turkish Cuisine`,
  );
  assert.is(
    named(dishes, 'Ceviche').topic,
    `${CUISINES} > Latin American Cuisine > Peruvian Cuisine`,
  );
  assert.is(named(dishes, 'California Maki').topic, `${CUISINES} > Japanese Cuisine > Sushi`);
  assert.is(named(dishes, 'Caesar Salad').topic, 'Food & Drink > Cooking & Recipes > Salads');
});

test('variants and descriptions are folded into one dish or left out', () => {
  assert.is(dishes.filter((d) => /Chow Mein|Rogan Josh|Madras/.test(d.name)).length, 3);
  for (const junk of ['Steamed Rice', 'Xinjiang', 'Durian', 'French Cheeses', 'Chicken Madras'])
    assert.not.ok(
      dishes.some((d) => d.name === junk),
      junk,
    );
  assert.ok(named(dishes, 'Lasagne').aliases.includes('Lasagna'));
  assert.ok(named(dishes, 'Spaghetti Carbonara').aliases.includes('Pasta Carbonara'));
});

test("no dish repeats a topic node's name or synonym (Sushi, Pizza, Paella, Croissant)", () => {
  const forms = topicSurfaceForms();
  for (const n of ['Sushi', 'Pizza', 'Paella', 'Croissant', 'Ramen'])
    assert.not.ok(
      dishes.some((d) => d.name === n),
      n,
    );
  assert.ok(forms.has('paella'));
});

test('faker generated names (its dish patterns) are not read; names get title case', () => {
  assert.ok((en.food?.dish_pattern ?? []).length > 0);
  assert.not.ok(dishes.some((d) => d.name.includes('{{')));
  assert.is(dishName('Bife de chorizo'), 'Bife de Chorizo');
  assert.is(dishName('Pesto alla Genovese'), 'Pesto alla Genovese');
});

test.run();
