/**
 * Country names in the eight languages from CLDR (`cldr-localenames-modern`, Unicode
 * License v3): `territories.json` of each locale, two-letter region codes only (the
 * numeric ones are continents and regions), variants (`-alt-short`, `-alt-variant`) kept
 * as more forms. The geo source keys a country `geo:<code>`.
 */
import type { TextLanguage } from '../../text/languages/language-codes.js';
import { readPackageJson } from '../sources/packages.js';

interface TerritoriesFile {
  main: Record<string, { localeDisplayNames: { territories: Record<string, string> } }>;
}

/** Category key -> forms, for the countries CLDR names in `lang`. */
export function cldrCountryForms(lang: TextLanguage): Map<string, string[]> {
  const file = readPackageJson<TerritoriesFile>(
    'cldr-localenames-modern',
    'main',
    lang,
    'territories.json',
  );
  const names = file.main[lang]?.localeDisplayNames.territories ?? {};
  const out = new Map<string, string[]>();
  for (const [code, name] of Object.entries(names)) {
    const m = /^([A-Z]{2})(?:-alt-\w+)?$/.exec(code);
    if (!m) continue;
    const key = `geo:${m[1]}`;
    const forms = out.get(key) ?? [];
    forms.push(name.toLowerCase());
    out.set(key, forms);
  }
  return out;
}
