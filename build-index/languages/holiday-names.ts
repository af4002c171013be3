/**
 * Holiday names in the eight other languages, from `date-holidays` (the package whose
 * English names make the holiday entities, build-index/entities/sources/holidays.ts): a
 * country's holiday, or the package's shared holiday it refers to, often carries its name
 * in several languages ("Ostermontag", "Lundi de Pâques"). Each localized name goes to the
 * category its English name landed on: the holiday's entity (`ent:holidays:<id>`, by its
 * name and aliases), or the topic node that names it (Christmas, Easter...).
 */
import type { TextLanguage } from '../../text/languages/language-codes.js';
import type { LaidOutCategory } from '../build.js';
import {
  cleanHolidayName,
  HOLIDAYS_PACKAGE,
  HOLIDAYS_SOURCE,
} from '../entities/sources/holidays.js';
import { surfaceKey, topicSurfaceForms } from '../entities/sources/topic-forms.js';
import { readPackageJson } from '../sources/packages.js';
import { VERTICALS } from '../taxonomy/verticals.js';
import { topicKey } from '../topics/topic-categories.js';
import { topicPathKeys } from './topic-translations.js';

interface Day {
  name?: Record<string, string>;
  _name?: string;
}
interface Region {
  days?: Record<string, Day | false | null | string>;
  states?: Record<string, Region>;
  regions?: Record<string, Region>;
}
export interface HolidayNamesData {
  holidays: Record<string, Region>;
  names: Record<string, { name: Record<string, string> }>;
}

export interface HolidayNameForms {
  /** Category key -> the holiday's names in the language. */
  forms: Map<string, string[]>;
  /** Localized names whose English name has no category in this build. */
  unplaced: number;
}

let data: HolidayNamesData | undefined;

/** Every (English, localized) pair of holiday names the package has for `lang`. */
export function holidayNamePairs(
  lang: TextLanguage,
  source: HolidayNamesData = (data ??= readPackageJson<HolidayNamesData>(
    HOLIDAYS_PACKAGE,
    'data',
    'holidays.json',
  )),
): Array<[string, string]> {
  const pairs = new Map<string, [string, string]>();
  const add = (en: string | undefined, local: string | undefined) => {
    if (!en || !local) return;
    const name = local.replace(/\s*\([^)]*\)\s*$/u, '').trim();
    if (name && name.toLowerCase() !== en.toLowerCase())
      pairs.set(`${en}\u0000${name}`, [en, name]);
  };
  for (const shared of Object.values(source.names)) add(shared.name.en, shared.name[lang]);
  const visit = (region: Region): void => {
    for (const day of Object.values(region.days ?? {})) {
      if (!day || typeof day !== 'object') continue;
      const shared = day._name !== undefined ? source.names[day._name]?.name : undefined;
      add(day.name?.en ?? shared?.en, day.name?.[lang] ?? shared?.[lang]);
    }
    for (const r of Object.values(region.states ?? {})) visit(r);
    for (const r of Object.values(region.regions ?? {})) visit(r);
  };
  for (const country of Object.values(source.holidays)) visit(country);
  return [...pairs.values()];
}

/** The localized names of `lang` by the key of the category their English name found. */
export function holidayNameForms(
  lang: TextLanguage,
  cats: readonly LaidOutCategory[],
  indexOfKey: ReadonlyMap<string, number>,
  source?: HolidayNamesData,
): HolidayNameForms {
  const categoryOf = englishHolidayNames(cats, indexOfKey);
  const forms = new Map<string, string[]>();
  let unplaced = 0;
  for (const [en, local] of holidayNamePairs(lang, source)) {
    const clean = cleanHolidayName(en);
    if (clean === null) continue;
    const key =
      categoryOf(surfaceKey(clean)) ?? categoryOf(surfaceKey(clean.replace(/\s*\([^)]*\)$/u, '')));
    if (key === undefined) {
      unplaced++;
      continue;
    }
    const list = forms.get(key) ?? [];
    if (!list.includes(local)) list.push(local);
    forms.set(key, list);
  }
  return { forms, unplaced };
}

/**
 * surfaceKey of an English holiday name -> its category key: the holiday entities' names
 * and patterns first, then the topic nodes that name holidays.
 */
function englishHolidayNames(
  cats: readonly LaidOutCategory[],
  indexOfKey: ReadonlyMap<string, number>,
): (name: string) => string | undefined {
  const entities = new Map<string, string>();
  const prefix = `ent:${HOLIDAYS_SOURCE}:`;
  for (const c of cats) {
    if (!c.key.startsWith(prefix)) continue;
    for (const form of [c.name, ...c.patterns]) {
      const k = surfaceKey(form);
      if (k && !entities.has(k)) entities.set(k, c.key);
    }
  }
  const topics = topicSurfaceForms();
  let pathKeys: Map<string, string> | undefined;
  return (name) => {
    const hit = entities.get(name);
    if (hit !== undefined) return hit;
    const path = topics.get(name);
    if (path === undefined) return undefined;
    const [top, ...names] = path.split(' > ');
    const slug = VERTICALS.find((v) => v.name === top)?.slug;
    if (slug === undefined) return undefined;
    pathKeys ??= topicPathKeys();
    const key = pathKeys.get(topicKey(slug, names));
    return key !== undefined && indexOfKey.has(key) ? key : undefined;
  };
}
