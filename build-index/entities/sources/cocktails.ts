/**
 * Named cocktails (`@ngneat/falso`'s drinks list) under Food & Drink > Beverages >
 * Alcoholic Beverages > Cocktails. The list also holds spirits, wines, sodas and syrups
 * ("Gin", "Red Wine", "Orange Soda"): only the named mixed drinks are kept. A name that is
 * an everyday word ("Zombie", "Screwdriver", "Godfather") is written with "Cocktail".
 * Drinks are typed PRODUCT, as OntoNotes types foods.
 */
import { loadWordFrequencies } from '../../sources/subtlex.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { falsoDrinks } from './falso-data.js';
import { surfaceKey, topicSurfaceForms } from './topic-forms.js';

export const COCKTAILS_SOURCE = 'cocktails';
export const COCKTAILS_TOPIC = 'Food & Drink > Beverages > Alcoholic Beverages > Cocktails';

/** The named mixed drinks of the list, by folded name (others are spirits, wines, sodas). */
const COCKTAILS: ReadonlyMap<string, string> = new Map([
  ['amaretto sour', 'Amaretto Sour'],
  ['aviation', 'Aviation'],
  ['bellini', 'Bellini'],
  ['black russian', 'Black Russian'],
  ['bloody mary', 'Bloody Mary'],
  ['boulevardier', 'Boulevardier'],
  ['bronx cocktail', 'Bronx Cocktail'],
  ['clover club', 'Clover Club'],
  ['cosmopolitan', 'Cosmopolitan'],
  ['cuba libre', 'Cuba Libre'],
  ['daiquiri', 'Daiquiri'],
  ['dark and stormy', 'Dark and Stormy'],
  ['french 75', 'French 75'],
  ['gin and tonic', 'Gin and Tonic'],
  ['godfather', 'Godfather'],
  ['b52', 'B-52'],
  ['greyhound', 'Greyhound'],
  ['harvey wallbanger', 'Harvey Wallbanger'],
  ['irish coffee', 'Irish Coffee'],
  ['jack rose', 'Jack Rose'],
  ['kamikaze', 'Kamikaze'],
  ['martini', 'Martini'],
  ['long island', 'Long Island Iced Tea'],
  ['long island ice tea', 'Long Island Iced Tea'],
  ['mai tai', 'Mai Tai'],
  ['margarita', 'Margarita'],
  ['mimosa', 'Mimosa'],
  ['mint julep', 'Mint Julep'],
  ['negroni', 'Negroni'],
  ['mojito', 'Mojito'],
  ['white lady', 'White Lady'],
  ['rum and coke', 'Rum and Coke'],
  ['rum punch', 'Rum Punch'],
  ['pina colada', 'Piña Colada'],
  ['sangria', 'Sangria'],
  ['sazerac', 'Sazerac'],
  ['tequila sunrise', 'Tequila Sunrise'],
  ['zombie', 'Zombie'],
  ['screwdriver', 'Screwdriver'],
]);

/** Cocktail names that are the drink first, though SUBTLEX counts them often. */
const KEEP = new Set(['martini', 'margarita', 'daiquiri', 'cosmopolitan']);

/** Names that need "Cocktail" although SUBTLEX hardly knows them (an aircraft, a composer). */
const QUALIFY = new Set(['B-52', 'Bellini', 'Mimosa', 'White Lady', 'Jack Rose']);

/** A one-word name at least this frequent in SUBTLEX is an everyday word. */
const EVERYDAY_COUNT = 10;

const ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Long Island Iced Tea': ['Long Island Ice Tea'],
};

export const COCKTAIL_CONTEXT = ['cocktail', 'drink', 'recipe', 'bar', 'bartender', 'glass'];

export function loadCocktails(): NamedEntity[] {
  const freq = loadWordFrequencies();
  const forms = topicSurfaceForms();
  const out = new Map<string, NamedEntity>();
  for (const raw of falsoDrinks()) {
    const base = COCKTAILS.get(surfaceKey(raw));
    if (!base) continue;
    const everyday =
      !base.includes(' ') && !KEEP.has(base.toLowerCase()) && freq.count(base) >= EVERYDAY_COUNT;
    const name = everyday || QUALIFY.has(base) ? `${base} Cocktail` : base;
    if (forms.has(surfaceKey(name))) continue;
    const id = entitySlug(name);
    if (out.has(id)) continue;
    out.set(id, {
      source: COCKTAILS_SOURCE,
      id,
      name,
      aliases: (ALIASES[name] ?? []).filter((a) => !forms.has(surfaceKey(a))),
      topic: COCKTAILS_TOPIC,
      type: 'PRODUCT',
      context: [...COCKTAIL_CONTEXT],
      description: 'Cocktail',
    });
  }
  return [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
