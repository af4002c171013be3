/**
 * Breeds (dogs, cats, horses) as named entities: the package lists are merged (one entity
 * per breed, other spellings as aliases), names are tidied, and a one-word name that is
 * also an everyday word, a people or a place ("Boxer", "Persian", "Akita") is written with
 * its kind ("Boxer Dog", "Persian Cat"), so the bare word never decides alone.
 *
 * A breed is a kind, not an individual, and none of the 11 OntoNotes types fits it; it is
 * typed PRODUCT, the type OntoNotes gives to named kinds of objects and foods.
 */
import type { WordFrequencies } from '../../sources/subtlex.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { surfaceKey, tokenKey } from './topic-forms.js';

export type BreedKind = 'Dog' | 'Cat' | 'Horse';

export interface BreedRecord {
  name: string;
  aliases?: readonly string[];
  /** Topic path, where the package says more than the name does (a cat's coat). */
  topic?: string;
  description?: string;
}

export interface BreedNaming {
  source: string;
  kind: BreedKind;
  /**
   * Lower-case words that name the breed alone ("poodle", "clydesdale"): never written with
   * the kind, and an alias of "<Word> <Kind>".
   */
  keep: ReadonlySet<string>;
  /** Lower-case words written with the kind though SUBTLEX hardly knows them (places, peoples). */
  qualify: ReadonlySet<string>;
  /** surfaceKey of names that are no breed, or none alone ("mongrel"). */
  skip: ReadonlySet<string>;
  /** surfaceKey of a variant → the name it merges into ("dobermann" → "Doberman Pinscher"). */
  same: ReadonlyMap<string, string>;
  /** Words around a mention that say the breed is meant. */
  context: readonly string[];
  freq: WordFrequencies;
  /** surfaceKey → topic path of the backbone's node names and synonyms (topic-forms.ts). */
  topicForms: ReadonlyMap<string, string>;
  /** Topic path of a breed no record placed, from its name. */
  topicOf: (name: string) => string;
}

/** A word at least this frequent in SUBTLEX is an everyday word (or a name) too. */
export const EVERYDAY_WORD_COUNT = 2;

const PARTICLES = new Set([
  'a',
  'and',
  'da',
  'das',
  'de',
  'del',
  'della',
  'dei',
  'der',
  'des',
  'di',
  'do',
  'dos',
  'du',
  'e',
  'el',
  'en',
  'et',
  'la',
  'las',
  'le',
  'les',
  'of',
  'van',
  'von',
  'y',
]);

/** "Tibetan spaniel" → "Tibetan Spaniel"; particles ("de", "dell'Etna") stay as written. */
export function titleCase(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w, i) => {
      const bare = w.toLowerCase().replace(/['’].*$/, '');
      if (i > 0 && (PARTICLES.has(bare) || /^\p{Ll}+['’]\p{L}/u.test(w))) return w;
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(' ');
}

/** Merge key: folded, without a trailing "dog"/"cat"/"horse(s)", spaces and hyphens. */
function mergeKey(name: string, kind: BreedKind): string {
  const k = surfaceKey(name).replace(new RegExp(`\\s${kind.toLowerCase()}s?$`), '');
  return k.replace(/\s+/g, '');
}

interface Group {
  name: string;
  aliases: string[];
  topic?: string;
  description?: string;
}

/** Breed entities of `records` (in package order; the first record of a breed names it). */
export function breedEntities(records: readonly BreedRecord[], n: BreedNaming): NamedEntity[] {
  const isEveryday = (word: string): boolean => {
    const w = word.toLowerCase();
    if (n.keep.has(w)) return false;
    return n.qualify.has(w) || n.freq.count(w) >= EVERYDAY_WORD_COUNT;
  };
  const groups = new Map<string, Group>();
  for (const r of records) {
    const name = titleCase(r.name);
    const canonical = n.same.get(surfaceKey(name));
    const key = mergeKey(canonical ?? name, n.kind);
    let g = groups.get(key);
    if (!g) {
      g = { name: canonical ?? name, aliases: [] };
      groups.set(key, g);
    }
    if (!g.topic && r.topic) g.topic = r.topic;
    if (!g.description && r.description) g.description = r.description;
    for (const a of [name, ...(r.aliases ?? [])]) g.aliases.push(titleCase(a));
  }

  const out = new Map<string, NamedEntity>();
  for (const g of groups.values()) {
    if (n.skip.has(surfaceKey(g.name))) continue;
    let name = g.name;
    const words = name.split(' ');
    if (words.length === 1 && isEveryday(name)) name = `${name} ${n.kind}`;
    const nameKey = surfaceKey(name);
    if (n.topicForms.has(nameKey)) continue;
    const forms = [...g.aliases];
    // "Clydesdale Horse" is also "Clydesdale" when that word is known to name the breed.
    const bare = new RegExp(`^(\\S+) ${n.kind}$`, 'i').exec(name)?.[1];
    if (bare && n.keep.has(bare.toLowerCase())) forms.push(bare);
    const seen = new Set([tokenKey(name)]);
    const aliases: string[] = [];
    for (const a of forms) {
      const k = surfaceKey(a);
      const t = tokenKey(a);
      if (!k || seen.has(t) || n.topicForms.has(k) || n.skip.has(k)) continue;
      if (!a.includes(' ') && isEveryday(a)) continue;
      seen.add(t);
      aliases.push(a);
    }
    const id = entitySlug(name);
    if (out.has(id)) continue;
    const e: NamedEntity = {
      source: n.source,
      id,
      name,
      aliases,
      topic: g.topic ?? n.topicOf(g.name),
      type: 'PRODUCT',
      context: [...n.context],
    };
    if (g.description) e.description = g.description;
    out.set(id, e);
  }
  return [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The first topic whose pattern matches the folded name, else `fallback`. */
export function topicByRules(
  name: string,
  rules: ReadonlyArray<readonly [RegExp, string]>,
  fallback: string,
): string {
  const k = surfaceKey(name);
  for (const [re, topic] of rules) if (re.test(k)) return topic;
  return fallback;
}
