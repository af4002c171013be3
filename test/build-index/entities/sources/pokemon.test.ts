import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  loadPokemon,
  POKEMON_SOURCE,
  POKEMON_TOPIC,
  pokemonEntity,
} from '../../../../build-index/entities/sources/pokemon.js';
import { loadWordFrequencies } from '../../../../build-index/sources/subtlex.js';
import { assertWellFormed, named } from './entity-checks.js';

const pokemon = loadPokemon();
const freq = loadWordFrequencies();

test('every Pokémon is well formed, a PERSON under Games > Video Games > Pokémon', () => {
  assertWellFormed(pokemon, POKEMON_SOURCE);
  assert.is(pokemon.length, 1025);
  for (const p of pokemon) {
    assert.is(p.topic, POKEMON_TOPIC);
    assert.is(p.type, 'PERSON');
  }
  named(pokemon, 'Pikachu');
  named(pokemon, 'Charizard');
});

test('a name of everyday words matches only beside "Pokémon"', () => {
  named(pokemon, 'Ditto (Pokémon)');
  named(pokemon, 'Iron Crown (Pokémon)');
  assert.not.ok(pokemon.some((p) => p.name === 'Ditto' || p.name === 'Gloom'));
  named(pokemon, 'Ho-Oh');
  named(pokemon, 'Mr. Mime');
});

test('gender signs get a typed alias and distinct ids', () => {
  const female = pokemonEntity('Nidoran♀', freq, new Map());
  const male = pokemonEntity('Nidoran♂', freq, new Map());
  assert.is(female?.id, 'nidoran-female');
  assert.equal(female?.aliases, ['Nidoran Female']);
  assert.is(male?.id, 'nidoran-male');
});

test('a name a topic node already has yields no entity', () => {
  assert.is(pokemonEntity('Pikachu', freq, new Map([['pikachu', 'Games']])), null);
});

test.run();
