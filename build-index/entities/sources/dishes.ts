/**
 * Named dishes: `@ngneat/falso`'s foods by origin (447 dishes of 19 countries) and
 * faker's `food.dish` list (87), each under its cuisine node of Food & Drink > Cuisines
 * (or a dish-type node: sushi, ramen, salads...). Cuisines themselves are topic nodes
 * (food-drink.topics), not entities. Faker's ingredients, fruits, vegetables, spices and
 * meats are common nouns WordNet already has; its dish *patterns* generate names and
 * are not read.
 *
 * Lists are tidied by hand where they hold variants of one dish ("Chicken madras",
 * "Vegetable madras"), generic descriptions ("Steamed rice", "Vegetable soup") or a word
 * that is not a dish ("Xinjiang", "Durian"). A dish that is already a topic node or one
 * of its synonyms (Sushi, Pizza, Paella) is left to the node.
 *
 * Foods are typed PRODUCT, as OntoNotes does.
 */
import { en } from '@faker-js/faker';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { titleCase } from './breed-entities.js';
import { falsoFoodsByOrigin } from './falso-data.js';
import { surfaceKey, tokenKey, topicSurfaceForms } from './topic-forms.js';

export const DISHES_SOURCE = 'dishes';

const CUISINES = 'Food & Drink > Cuisines';
const RECIPES = 'Food & Drink > Cooking & Recipes';

/** Topic paths by short code. */
const TOPICS = {
  root: CUISINES,
  it: `${CUISINES} > Italian Cuisine`,
  fr: `${CUISINES} > French Cuisine`,
  es: `${CUISINES} > Spanish Cuisine`,
  gr: `${CUISINES} > Greek Cuisine`,
  me: `${CUISINES} > Middle Eastern Cuisine`,
  tr: `${CUISINES} > Middle Eastern Cuisine > Turkish Cuisine`,
  lb: `${CUISINES} > Middle Eastern Cuisine > Lebanese Cuisine`,
  in: `${CUISINES} > Indian Cuisine`,
  cn: `${CUISINES} > Chinese Cuisine`,
  jp: `${CUISINES} > Japanese Cuisine`,
  sushi: `${CUISINES} > Japanese Cuisine > Sushi`,
  ramen: `${CUISINES} > Japanese Cuisine > Ramen`,
  th: `${CUISINES} > Thai Cuisine`,
  vn: `${CUISINES} > Vietnamese Cuisine`,
  mx: `${CUISINES} > Mexican Cuisine`,
  la: `${CUISINES} > Latin American Cuisine`,
  pe: `${CUISINES} > Latin American Cuisine > Peruvian Cuisine`,
  us: `${CUISINES} > American Cuisine`,
  hw: `${CUISINES} > American Cuisine > Hawaiian Cuisine`,
  af: `${CUISINES} > African Cuisine`,
  ee: `${CUISINES} > German & Eastern European Cuisine`,
  uk: `${CUISINES} > British & Irish Cuisine`,
  salad: `${RECIPES} > Salads`,
  breakfast: `${RECIPES} > Breakfast & Brunch`,
  vegan: `${RECIPES} > Recipes by Diet > Vegetarian Recipes > Vegan Recipes`,
} as const;
type Where = keyof typeof TOPICS;

const ORIGIN: Readonly<Record<string, Where>> = {
  china: 'cn',
  italy: 'it',
  india: 'in',
  mexico: 'mx',
  japan: 'jp',
  france: 'fr',
  lebanon: 'lb',
  thailand: 'th',
  greece: 'gr',
  turkey: 'tr',
  spain: 'es',
  venezuela: 'la',
  chile: 'la',
  argentina: 'la',
  colombia: 'la',
  ecuador: 'la',
  peru: 'pe',
  'el salvador': 'la',
  romania: 'ee',
};

/**
 * Faker's dishes carry no origin: each kept one names its place here; the others are
 * descriptions ("pasta with tomato and basil"), vegan variants of a dish ("palak tofu")
 * or repeat a falso dish.
 */
const FAKER_DISH: Readonly<Record<string, Where>> = {
  'California maki': 'sushi',
  'Philadelphia maki': 'sushi',
  'ebiten maki': 'sushi',
  'salmon nigiri': 'sushi',
  'Peking duck': 'cn',
  'stinky tofu': 'cn',
  'aglio e olio': 'it',
  caponata: 'it',
  'caprese salad': 'it',
  'chicken milanese': 'it',
  'chicken parm': 'it',
  'fettuccine alfredo': 'it',
  lasagne: 'it',
  'linguine with clams': 'it',
  minestrone: 'it',
  'pappardelle alla bolognese': 'it',
  'pasta and beans': 'it',
  'pasta carbonara': 'it',
  ribollita: 'it',
  tiramisù: 'it',
  'aloo gobi': 'in',
  'baingan bharta': 'in',
  'chana masala': 'in',
  'dal makhani': 'in',
  dosa: 'in',
  'saag aloo': 'in',
  arepas: 'la',
  'baba ganoush': 'me',
  hummus: 'lb',
  mujadara: 'me',
  shakshuka: 'me',
  tabouleh: 'lb',
  kebab: 'tr',
  'bunny chow': 'af',
  'buddha bowl': 'vegan',
  'caesar salad': 'salad',
  'chicken fajitas': 'mx',
  'chilli con carne': 'mx',
  tacos: 'mx',
  edamame: 'jp',
  'katsu curry': 'jp',
  'miso ramen': 'ramen',
  'fish and chips': 'uk',
  'scotch eggs': 'uk',
  'pork sausage roll': 'uk',
  'french toast': 'breakfast',
  gazpacho: 'es',
  'massaman curry': 'th',
  'som tam': 'th',
  pho: 'vn',
  pierogi: 'ee',
  poke: 'hw',
  poutine: 'root',
  ratatouille: 'fr',
  souvlaki: 'gr',
};

/**
 * Names as the lists write them (folded, see surfaceKey) → the dish's name, or null for
 * entries that are no named dish: descriptions, variants, ingredients, places.
 */
const FIX: ReadonlyMap<string, string | null> = new Map([
  // Chinese
  ['peking roasted duck', 'Peking Duck'],
  ['dumplings', null],
  ['ma po tofu', 'Mapo Tofu'],
  ['chicken chow mein', 'Chow Mein'],
  ['beef chow mein', 'Chow Mein'],
  ['vegetable chow mein', 'Chow Mein'],
  ['chicken fried rice', 'Fried Rice'],
  ['beef fried rice', 'Fried Rice'],
  ['vegetable fried rice', 'Fried Rice'],
  ['special fried rice', 'Fried Rice'],
  ['sichuan pork', null],
  ['duck spring rolls', 'Spring Rolls'],
  ['vegetable spring rolls', 'Spring Rolls'],
  ['lamb hot pot', 'Hot Pot'],
  ['spicy crayfish', null],
  ['steamed crab', null],
  ['shredded pork with garlic sauce', null],
  ['sweet and sour ribs', null],
  ['xinjiang', null],
  ['braised pork with vermicelli', null],
  // Italian
  ['butternut squash risotto', 'Risotto'],
  ['mushroom risotto', 'Risotto'],
  ['beetroot risotto', 'Risotto'],
  ['courgette risotto', 'Risotto'],
  ['beef lasagne', 'Lasagne'],
  ['vegetable lasagne', 'Lasagne'],
  ['tortelli and ravioli', 'Ravioli'],
  ['il tartufo', 'Tartufo'],
  ['panzerotto fritto', 'Panzerotto'],
  ['fiorentina', 'Bistecca alla Fiorentina'],
  ['olive ascolante', 'Olive Ascolane'],
  ['fritto misto piemontes', 'Fritto Misto'],
  ['garlic bread', null],
  ['chicken parm', 'Chicken Parmesan'],
  ['pasta and beans', 'Pasta e Fagioli'],
  ['pasta carbonara', 'Spaghetti Carbonara'],
  ['linguine with clams', 'Linguine alle Vongole'],
  // Indian
  ['samosas', 'Samosa'],
  ['plain naan', 'Naan'],
  ['garlic naan', 'Naan'],
  ['paneer naan', 'Naan'],
  ['pilau rice', null],
  ['steamed rice', null],
  ['chicken madras', 'Madras Curry'],
  ['vegetable madras', 'Madras Curry'],
  ['chicken vindaloo', 'Vindaloo'],
  ['chicken jalfrezi', 'Jalfrezi'],
  ['chicken roghan josh', 'Rogan Josh'],
  ['lamb roghan josh', 'Rogan Josh'],
  ['beef roghan josh', 'Rogan Josh'],
  ['chicken korma', 'Korma'],
  ['chicken makhani', 'Butter Chicken'],
  ['mutter paneer', 'Matar Paneer'],
  // Mexican
  ['chiles en nogada', 'Chiles en Nogada'],
  ['chile en nogada', 'Chiles en Nogada'],
  ['mole', 'Mole Sauce'],
  ['tamale', 'Tamales'],
  ['beef burrito', 'Burrito'],
  ['chicken burrito', 'Burrito'],
  ['pozole de pollo o duajolote', 'Pozole'],
  ['guacamole con chapulines', null],
  ['chicken fajitas', 'Fajitas'],
  ['chilli con carne', 'Chili con Carne'],
  // Japanese
  ['tofu', null],
  ['aiseki ryori', 'Kaiseki'],
  // French
  ['huitres', null],
  ['escargots au beurre persille', 'Escargots'],
  ['mouclade charentaise', 'Mouclade'],
  ['cheese fondue', 'Fondue'],
  ['beef fondue', 'Fondue'],
  ['souffle au fromage', 'Cheese Soufflé'],
  ['cuisses de grenouilles', 'Frog Legs'],
  ['soupe a loignon', 'French Onion Soup'],
  ['coq au vin', 'Coq au Vin'],
  ['french cheeses', null],
  // Lebanese, Greek, Turkish
  ['kebbe', 'Kibbeh'],
  ['fattouch', 'Fattoush'],
  ['rice pilaf', null],
  ['feta cheese with honey', null],
  ['choriatiki', 'Greek Salad'],
  ['fasolatha', 'Fasolada'],
  ['sis kebap', 'Shish Kebab'],
  ['doner', 'Döner Kebab'],
  ['meze', null],
  ['corba', null],
  ['pilav', null],
  ['borek', 'Börek'],
  ['durum', 'Dürüm'],
  ['kunefe', 'Künefe'],
  ['mozzaik pasta', null],
  ['tursu suyu', null],
  ['kahvalti', null],
  ['islak burgers', 'Islak Burger'],
  ['tabouleh', 'Tabbouleh'],
  // Thai
  ['chicken pad thai', 'Pad Thai'],
  ['vegetable pad thai', 'Pad Thai'],
  ['durian', null],
  // Spanish, Latin American
  ['lentejas con chorizo', null],
  ['perico', null],
  ['tigrillo', null],
  ['milanesas', 'Milanesa'],
  ['completos', 'Completo'],
  ['salpicon de frutas', null],
  ['empanada valluna', null],
  ['arepa', 'Arepas'],
  // Romanian
  ['mamaliga cu branza si smantana', 'Mămăligă'],
  ['gulas de cartofi cu afumatura', null],
  ['cozonac de casa', 'Cozonac'],
  ['salata de boeuf', null],
  ['dovleac copt', null],
  ['papanasi cu branza de vaca si afine', 'Papanași'],
  ['zacusca de vinete', 'Zacuscă'],
  ['zacusca de fasole', 'Zacuscă'],
  ['clatitele cu gem', null],
  ['clatitele cu branza de vaca', null],
  ['slanina afumata', null],
  ['carnati afumati', null],
  ['placinta cu branza', null],
  // faker
  ['poke', 'Poke Bowl'],
  ['pork sausage roll', 'Sausage Roll'],
  ['arepas', 'Arepas'],
]);

/** Other names that alone name a dish. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  Lasagne: ['Lasagna'],
  'Spaghetti Carbonara': ['Pasta Carbonara'],
  'Chicken Parmesan': ['Chicken Parm', 'Chicken Parmigiana'],
  'Butter Chicken': ['Murgh Makhani'],
  'Matar Paneer': ['Mutter Paneer'],
  'Chili con Carne': ['Chilli con Carne'],
  'French Onion Soup': ['Soupe à l’oignon'],
  'Shish Kebab': ['Şiş Kebap'],
  'Döner Kebab': ['Döner', 'Doner Kebab'],
  Lokum: ['Turkish Delight'],
  'Greek Salad': ['Choriatiki', 'Horiatiki'],
  'Tortilla de Patatas': ['Spanish Omelette', 'Tortilla Española'],
  'Tom Yum Goong': ['Tom Yum'],
  'Mapo Tofu': ['Ma Po Tofu'],
  'Poke Bowl': ['Poké Bowl'],
  'Pulpo a Feira': ['Pulpo a la Gallega'],
  Tabbouleh: ['Tabouleh'],
  Kanafeh: ['Knafeh'],
  'Pasta e Fagioli': ['Pasta Fagioli'],
};

/** Cuisine overrides where a dish is listed under more than one origin, or a better one. */
const PLACE: Readonly<Record<string, Where>> = {
  Ceviche: 'pe',
  Baklava: 'tr',
  Shakshuka: 'me',
};

export const DISH_CONTEXT = ['dish', 'food', 'recipe', 'recipes', 'cuisine', 'restaurant', 'eat'];

const DISH_PARTICLES =
  /^(al|alla|alle|con|no|au|à|a|cu|și|si|de|del|di|e|el|en|la|le|o|bi|with|and|y|do|da)$/i;

/** "Kung pao chicken" → "Kung Pao Chicken"; "Bife de chorizo" → "Bife de Chorizo". */
export function dishName(raw: string): string {
  return titleCase(raw)
    .split(' ')
    .map((w, i) => (i > 0 && DISH_PARTICLES.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

interface Dish {
  name: string;
  aliases: Set<string>;
  where: Where;
  origin?: string;
}

export function loadDishes(): NamedEntity[] {
  const forms = topicSurfaceForms();
  const dishes = new Map<string, Dish>();
  const add = (raw: string, where: Where, origin?: string): void => {
    const fixed = FIX.get(surfaceKey(raw));
    if (fixed === null) return;
    const name = fixed ?? dishName(raw);
    const key = surfaceKey(name);
    let d = dishes.get(key);
    if (!d) {
      d = { name, aliases: new Set(), where: PLACE[name] ?? where };
      if (origin) d.origin = origin;
      dishes.set(key, d);
    }
    for (const a of ALIASES[name] ?? []) d.aliases.add(a);
  };
  for (const [origin, foods] of Object.entries(falsoFoodsByOrigin())) {
    const where = ORIGIN[origin];
    if (!where) throw new Error(`dishes: falso origin "${origin}" has no cuisine`);
    for (const f of foods) add(f, where, origin);
  }
  const fakerDishes = new Set(en.food?.dish ?? []);
  for (const [raw, where] of Object.entries(FAKER_DISH)) {
    if (!fakerDishes.has(raw)) throw new Error(`dishes: "${raw}" is not in faker's food.dish`);
    add(raw, where);
  }

  const out = new Map<string, NamedEntity>();
  for (const d of dishes.values()) {
    if (forms.has(surfaceKey(d.name))) continue;
    const seen = new Set([tokenKey(d.name)]);
    const aliases: string[] = [];
    for (const a of d.aliases) {
      const t = tokenKey(a);
      if (seen.has(t) || forms.has(surfaceKey(a))) continue;
      seen.add(t);
      aliases.push(a);
    }
    const id = entitySlug(d.name);
    if (out.has(id)) continue;
    const e: NamedEntity = {
      source: DISHES_SOURCE,
      id,
      name: d.name,
      aliases,
      topic: TOPICS[d.where],
      type: 'PRODUCT',
      context: [...DISH_CONTEXT],
    };
    if (d.origin) e.description = `Dish of ${titleCase(d.origin)}`;
    out.set(id, e);
  }
  return [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
