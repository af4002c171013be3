/**
 * The patterns of the eight other languages, attached to the same categories as the
 * English ones (ids do not change with the language), and each language's vocabulary:
 *  - the translations of the backbone's node names (topic-translations.ts);
 *  - country names from CLDR (cldr-territories.ts);
 *  - holiday names from date-holidays (holiday-names.ts);
 *  - names of places and services from OpenStreetMap's presets (osm-presets.ts);
 *  - language names from CLDR (cldr-languages.ts);
 *  - brands' local names from the name-suggestion-index (nsi-local-names.ts).
 * A pattern whose category is not in this build (a small profile, a fixture) is left out
 * and counted in the report; so is a language without a translation file.
 */
import { TEXT_LANGUAGES, type TextLanguage } from '../../text/languages/language-codes.js';
import { languageNormalizer } from '../../text/languages/language-normalizer.js';
import { languageTokens } from '../../text/languages/language-tokens.js';
import type { LanguageVocabularyFile } from '../../native-index/languages-format.js';
import type { LaidOutCategory } from '../build.js';
import { cldrLanguageForms } from './cldr-languages.js';
import { cldrCountryForms } from './cldr-territories.js';
import { holidayNameForms } from './holiday-names.js';
import { nsiLocalNameForms } from './nsi-local-names.js';
import { osmPresetForms } from './osm-presets.js';
import { readTopicTranslations, type TopicTranslation } from './topic-translations.js';

export interface LanguagePattern {
  pattern: string;
  value: number;
  language: TextLanguage;
}

export interface LanguageVocabulary {
  patterns: LanguagePattern[];
  file: LanguageVocabularyFile;
}

export interface LanguageSources {
  /** The backbone translations (default: build-index/topics/i18n/). */
  translations?: { translations: TopicTranslation[]; absent: TextLanguage[] };
  /** Add CLDR country names (default true). */
  countries?: boolean;
  /** Add date-holidays' holiday names (default true). */
  holidays?: boolean;
  /** Add OpenStreetMap's preset names (default true). */
  osmPresets?: boolean;
  /** Add CLDR's language names (default true). */
  languageNames?: boolean;
  /** Add the name-suggestion-index's local brand names (default true). */
  localBrandNames?: boolean;
}

export function languageVocabulary(
  cats: readonly LaidOutCategory[],
  indexOfKey: ReadonlyMap<string, number>,
  sources: LanguageSources = {},
): LanguageVocabulary {
  const indexOf = categoryFinder(cats, indexOfKey);
  const { translations, absent } = sources.translations ?? readTopicTranslations();
  const patterns: LanguagePattern[] = [];
  const file: LanguageVocabularyFile = {};
  for (const lang of TEXT_LANGUAGES) {
    const forms: Record<string, number> = {};
    const missing: string[] = [];
    const covered = new Set<number>();
    const keys = new Set<string>();
    const add = (source: string, key: string, list: readonly string[]): boolean => {
      const value = indexOf(key);
      if (value === undefined) return false;
      for (const pattern of new Set(list)) {
        const tokens = languageTokens(pattern, lang);
        if (tokens.length === 0) continue;
        for (const t of tokens) keys.add(t.slice(0, -1));
        patterns.push({ pattern, value, language: lang });
        forms[source] = (forms[source] ?? 0) + 1;
        covered.add(value);
      }
      return true;
    };

    if (absent.includes(lang)) missing.push(`topics: no file i18n/${lang}.tsv`);
    let notHere = 0;
    for (const t of translations) if (t.lang === lang && !add('topics', t.key, t.forms)) notHere++;
    if (notHere > 0) missing.push(`topics: ${notHere} nodes without a category in this build`);

    if (sources.countries !== false) {
      let noCountry = 0;
      for (const [key, list] of cldrCountryForms(lang))
        if (!add('cldr-countries', key, list)) noCountry++;
      if (noCountry > 0)
        missing.push(`cldr-countries: ${noCountry} regions without a geo category in this build`);
    }

    if (sources.holidays !== false) {
      const { forms: names, unplaced } = holidayNameForms(lang, cats, indexOfKey);
      for (const [key, list] of names) add('holidays', key, list);
      if (unplaced > 0)
        missing.push(`holidays: ${unplaced} names whose holiday has no category in this build`);
    }

    if (sources.osmPresets !== false) {
      const osm = osmPresetForms(lang);
      let absent = 0;
      for (const [key, list] of osm.forms) if (!add('osm-presets', key, list)) absent++;
      missing.push(...osm.missing);
      if (absent > 0)
        missing.push(`osm-presets: ${absent} places without a category in this build`);
    }

    if (sources.languageNames !== false) {
      const { forms: names, unplaced } = cldrLanguageForms(lang, cats);
      for (const [key, list] of names) add('cldr-languages', key, list);
      if (unplaced > 0)
        missing.push(`cldr-languages: ${unplaced} languages without a category in this build`);
    }

    if (sources.localBrandNames !== false)
      for (const [key, list] of nsiLocalNameForms(lang, cats)) add('nsi-local-names', key, list);

    const nested = dropNestedForms(patterns, cats, lang);
    if (nested > 0)
      missing.push(`nested: ${nested} forms also on a narrower category, kept only there`);

    const stop = [...languageNormalizer(lang).stopKeys()].sort();
    for (const k of stop) keys.add(k);
    file[lang] = {
      keys: [...keys].sort(),
      stop,
      report: { forms, categories: covered.size, missing },
    };
  }
  return { patterns, file };
}

/**
 * A form of `lang` that two sources put on a category and on one of its descendants
 * ("مطعم" on Restaurants & Dining from the backbone's names and on its Restaurant from
 * OpenStreetMap; "ofertas de empleo" on Jobs & Careers and on Job Listings) stays only on
 * the descendant, as English has its word on the category it names most precisely: the
 * two would split the word's evidence in a document between them, so that a generic word
 * of the text ("أكل", food) outweighs each half, and a keyword would get the broader answer.
 * Returns how many were dropped.
 */
export function dropNestedForms(
  patterns: LanguagePattern[],
  cats: readonly LaidOutCategory[],
  lang: TextLanguage,
): number {
  const byForm = new Map<string, number[]>();
  patterns.forEach((p, i) => {
    if (p.language !== lang) return;
    const form = languageTokens(p.pattern, lang).join(' ');
    byForm.set(form, [...(byForm.get(form) ?? []), i]);
  });
  const drop = new Set<number>();
  for (const list of byForm.values()) {
    if (list.length < 2) continue;
    for (const i of list) {
      const v = patterns[i]!.value;
      const end = cats[v]!.end;
      if (list.some((j) => patterns[j]!.value > v && patterns[j]!.value < end)) drop.add(i);
    }
  }
  if (drop.size === 0) return 0;
  let w = 0;
  for (let i = 0; i < patterns.length; i++) if (!drop.has(i)) patterns[w++] = patterns[i]!;
  patterns.length = w;
  return drop.size;
}

/** Category index of a key: its own, or the category that took it over (formerKeys). */
function categoryFinder(
  cats: readonly LaidOutCategory[],
  indexOfKey: ReadonlyMap<string, number>,
): (key: string) => number | undefined {
  let former: Map<string, number> | undefined;
  return (key) => {
    const i = indexOfKey.get(key);
    if (i !== undefined) return i;
    if (former === undefined) {
      former = new Map();
      for (const c of cats) for (const k of c.formerKeys ?? []) former.set(k, c.index);
    }
    return former.get(key);
  };
}
