/**
 * Pokémon (`pokemon`: the English names of all 1,025 species) under Games > Video Games >
 * Pokémon.
 *
 * Typed PERSON: a Pokémon is a named fictional character (Pikachu, Mewtwo), and OntoNotes
 * files fictional characters under PERSON; WORK_OF_ART is for titles (the games, the
 * films), which a species is not.
 *
 * A name made of everyday English words ("Ditto", "Gloom", "Iron Crown", "Type: Null") is
 * written "Ditto (Pokémon)", so it matches only beside the franchise's name.
 */
import { readPackageJson } from '../../sources/packages.js';
import { loadWordFrequencies, type WordFrequencies } from '../../sources/subtlex.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { surfaceKey, topicSurfaceForms } from './topic-forms.js';

export const POKEMON_SOURCE = 'pokemon';
export const POKEMON_TOPIC = 'Games > Video Games > Pokémon';

/** A one-word name at least this frequent in SUBTLEX is an everyday word. */
export const EVERYDAY_POKEMON_COUNT = 10;

export const POKEMON_CONTEXT = ['pokemon', 'pokémon', 'pokedex', 'evolution', 'shiny', 'moveset'];

/** Names of everyday words that only the Pokémon bears. */
const UNMISTAKABLE = new Set(['Mr. Mime', 'Mime Jr.', 'Mr. Rime']);

/** Signs in names that the tokenizer drops, written out as people type them. */
const GENDER: ReadonlyArray<readonly [string, string]> = [
  ['♀', ' Female'],
  ['♂', ' Male'],
];

/** The entity of one species name, or null when a topic node already has the name. */
export function pokemonEntity(
  raw: string,
  freq: WordFrequencies,
  topicForms: ReadonlyMap<string, string>,
): NamedEntity | null {
  let name = raw.trim();
  const aliases: string[] = [];
  for (const [sign, word] of GENDER) {
    if (name.includes(sign)) aliases.push(name.replace(sign, word));
  }
  const words = name.split(/[^\p{L}]+/u).filter(Boolean);
  const everyday = words.every((w) => freq.count(w) >= EVERYDAY_POKEMON_COUNT);
  // Hyphenated names (Ho-Oh, Ting-Lu) are no phrase of English.
  if (everyday && !name.includes('-') && !UNMISTAKABLE.has(name)) name = `${name} (Pokémon)`;
  if (topicForms.has(surfaceKey(name))) return null;
  let id = entitySlug(name.replace(/\s*\(Pokémon\)$/, ''));
  if (name.includes('♀')) id += '-female';
  if (name.includes('♂')) id += '-male';
  return {
    source: POKEMON_SOURCE,
    id,
    name,
    aliases,
    topic: POKEMON_TOPIC,
    type: 'PERSON',
    context: [...POKEMON_CONTEXT],
    description: 'Pokémon species',
  };
}

export function loadPokemon(): NamedEntity[] {
  const names = readPackageJson<string[]>('pokemon', 'data', 'en.json');
  const freq = loadWordFrequencies();
  const forms = topicSurfaceForms();
  const out = new Map<string, NamedEntity>();
  for (const n of names) {
    const e = pokemonEntity(n, freq, forms);
    if (e && !out.has(e.id)) out.set(e.id, e);
  }
  return [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
