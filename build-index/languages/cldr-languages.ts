/**
 * Language names in the eight languages from CLDR (`cldr-localenames-modern`, Unicode
 * License v3): `languages.json` of each locale ("Deutsch", "Englisch", "inglés",
 * "الإنجليزية"...). A code lands on the WordNet category of the language CLDR's English
 * name names, looked for under WordNet's natural language only ("German" the language, not
 * the people); codes with a region or script (`en-GB`, `zh-Hant`) and variants
 * (`-alt-short`) are more forms of their base language, written without their notes in
 * brackets. A code whose English name no category there carries is counted, not guessed;
 * a name of three letters or fewer ("Ewe", "Ga") is left out, as ordinary words meet it.
 */
import type { TextLanguage } from '../../text/languages/language-codes.js';
import type { LaidOutCategory } from '../build.js';
import { resolveSenses } from '../rules/flags-writer.js';
import { readPackageJson } from '../sources/packages.js';

interface LanguagesFile {
  main: Record<string, { localeDisplayNames: { languages: Record<string, string> } }>;
}

export interface CldrLanguageForms {
  /** Category key -> the language's names in the language read. */
  forms: Map<string, string[]>;
  /** Languages CLDR names whose English name has no category under natural language. */
  unplaced: number;
}

/** Code -> names in `locale`, base codes only (the base's own name first), variants and regional forms under their base. */
export function cldrLanguageNames(locale: string): Map<string, string[]> {
  const file = readPackageJson<LanguagesFile>(
    'cldr-localenames-modern',
    'main',
    locale,
    'languages.json',
  );
  const out = new Map<string, string[]>();
  for (const [code, name] of Object.entries(
    file.main[locale]?.localeDisplayNames.languages ?? {},
  )) {
    const m = /^([a-z]{2,3})(?:[-_][A-Za-z0-9]+)*$/.exec(code);
    if (!m) continue;
    const list = out.get(m[1]!) ?? [];
    const bare = name.replace(/\s*\([^)]*\)/gu, '').trim();
    // The base code's own name first.
    if (bare !== '' && !list.includes(bare)) {
      if (code === m[1]) list.unshift(bare);
      else list.push(bare);
    }
    out.set(m[1]!, list);
  }
  return out;
}

/** English name (lower case) -> the category keys under WordNet's natural language that carry it. */
function languageCategories(cats: readonly LaidOutCategory[]): Map<string, string[]> {
  const root = `wn:${resolveSenses(['natural_language#1']).get('natural_language#1') ?? ''}`;
  const parentOf = new Map<string, string | null>();
  for (const c of cats) parentOf.set(c.key, c.parent);
  const under = new Map<string, boolean>();
  const isUnder = (key: string): boolean => {
    const known = under.get(key);
    if (known !== undefined) return known;
    const p = parentOf.get(key);
    const yes = p === undefined || p === null ? false : p === root || isUnder(p);
    under.set(key, yes);
    return yes;
  };
  const out = new Map<string, string[]>();
  for (const c of cats) {
    if (!c.key.startsWith('wn:') || !isUnder(c.key)) continue;
    const name = c.name.toLowerCase();
    out.set(name, [...(out.get(name) ?? []), c.key]);
  }
  return out;
}

let english: Map<string, string[]> | undefined;

/** The languages' names in `lang`, on the categories of the languages they name. */
export function cldrLanguageForms(
  lang: TextLanguage,
  cats: readonly LaidOutCategory[],
): CldrLanguageForms {
  english ??= cldrLanguageNames('en');
  const byName = languageCategories(cats);
  const forms = new Map<string, string[]>();
  let unplaced = 0;
  for (const [code, names] of cldrLanguageNames(lang)) {
    // By the base language's English name only: "American English" is a language of its own.
    const en = english.get(code)?.[0];
    const keys = new Set(en === undefined ? [] : (byName.get(en.toLowerCase()) ?? []));
    // One category or none: a name two languages share is not guessed.
    if (keys.size !== 1) {
      unplaced++;
      continue;
    }
    const key = [...keys][0]!;
    const long = names.filter((n) => [...n].length > 3).map((n) => n.toLowerCase());
    if (long.length > 0) forms.set(key, [...(forms.get(key) ?? []), ...long]);
  }
  return { forms, unplaced };
}
