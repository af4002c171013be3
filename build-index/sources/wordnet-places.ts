/**
 * Links WordNet's named places (instance nouns such as Chicago, Illinois, France) to the
 * geographic records, so one place is one category: the geo category takes the
 * synset's lemmas ("Windy City"), gloss and tag count, and the synset is not emitted on
 * its own. A synset is linked only when the part-holonym chain (Chicago → Illinois →
 * United States) puts it in the right country, so Paris, Texas stays apart from Paris,
 * France.
 */
import type { Geo } from './geo.js';
import { placeMatchKey, strippedPlaceName } from './geo.js';
import { lemmaText, makeBelowTest, resolveSense, type WordNet } from './wordnet.js';
import { cmp } from './vocab.js';

export interface PlaceLinks {
  /** Synset offset → geo key. */
  byOffset: Map<string, string>;
  /** Geo keys of cities WordNet knows as national or state capitals. */
  capitals: Set<string>;
}

/** Senses whose instances are countries, and whose instances are towns and cities. */
const COUNTRY_CLASSES = ['country#1', 'country#2'];
const CITY_CLASSES = [
  'urban_area#1',
  'municipality#1',
  'capital#3',
  'town#1',
  'village#1',
  'port#1',
];
const REGION_CLASSES = ['state#1', 'administrative_district#1'];
const CAPITAL_CLASSES = ['national_capital#1', 'state_capital#1', 'provincial_capital#1'];

function resolveAll(wn: WordNet, senses: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of senses) {
    try {
      out.push(resolveSense(wn, s));
    } catch {
      // Optional class: absent from this WordNet.
    }
  }
  return out;
}

export function linkWordNetPlaces(wn: WordNet, geo: Geo, cityScore: Float64Array): PlaceLinks {
  const byOffset = new Map<string, string>();
  const capitals = new Set<string>();
  const isCountryClass = makeBelowTest(wn, resolveAll(wn, COUNTRY_CLASSES));
  const isCityClass = makeBelowTest(wn, resolveAll(wn, CITY_CLASSES));
  const isRegionClass = makeBelowTest(wn, resolveAll(wn, REGION_CLASSES));
  const capitalClasses = new Set(resolveAll(wn, CAPITAL_CLASSES));

  const instances = [...wn.synsets.values()]
    .filter((s) => s.instance && s.lexfile === 'noun.location')
    .sort((a, b) => cmp(a.offset, b.offset));
  const names = (off: string): string[] =>
    wn.synsets.get(off)!.lemmas.map((l) => placeMatchKey(lemmaText(l)));
  const classOf = (off: string, test: (o: string) => boolean): boolean =>
    wn.synsets.get(off)!.hypernyms.some(test);

  // Countries.
  const countryByName = new Map<string, string[]>();
  for (const c of geo.countries.values()) {
    for (const n of new Set(c.names.map(placeMatchKey))) {
      const list = countryByName.get(n) ?? [];
      if (!list.includes(c.code)) list.push(c.code);
      countryByName.set(n, list);
    }
  }
  const countryOfSynset = new Map<string, string>();
  const taken = new Set<string>();
  for (const s of instances) {
    if (!classOf(s.offset, isCountryClass)) continue;
    for (const n of names(s.offset)) {
      const codes = countryByName.get(n);
      if (codes?.length === 1 && !taken.has(codes[0]!)) {
        countryOfSynset.set(s.offset, codes[0]!);
        taken.add(codes[0]!);
        byOffset.set(s.offset, geo.countries.get(codes[0]!)!.key);
        break;
      }
    }
  }

  // The country and region a synset lies in, through part holonyms.
  const admin1ByCountry = new Map<string, Map<string, string>>();
  for (const a of geo.admin1.values()) {
    const m = admin1ByCountry.get(a.country) ?? new Map<string, string>();
    for (const n of [a.name, strippedPlaceName(a.name)])
      if (n && !m.has(placeMatchKey(n))) m.set(placeMatchKey(n), a.code);
    admin1ByCountry.set(a.country, m);
  }
  const admin1OfSynset = new Map<string, string>();
  const within = (off: string): { country?: string; admin1?: string } => {
    const seen = new Set<string>();
    let frontier = wn.synsets.get(off)!.partOf;
    const res: { country?: string; admin1?: string } = {};
    for (let depth = 0; depth < 5 && frontier.length; depth++) {
      const next: string[] = [];
      for (const p of frontier) {
        if (seen.has(p)) continue;
        seen.add(p);
        if (!res.admin1 && admin1OfSynset.has(p)) res.admin1 = admin1OfSynset.get(p)!;
        if (!res.country && countryOfSynset.has(p)) res.country = countryOfSynset.get(p)!;
        next.push(...wn.synsets.get(p)!.partOf);
      }
      frontier = next;
    }
    if (!res.country && res.admin1) res.country = res.admin1.split('.')[0]!;
    return res;
  };

  // First-level regions (states, provinces): named like a region of their country.
  const takenA1 = new Set<string>();
  for (const s of instances) {
    if (
      byOffset.has(s.offset) ||
      classOf(s.offset, isCityClass) ||
      !classOf(s.offset, isRegionClass)
    )
      continue;
    const { country } = within(s.offset);
    if (!country) continue;
    const regions = admin1ByCountry.get(country);
    for (const n of names(s.offset)) {
      const code = regions?.get(n);
      if (code && !takenA1.has(code)) {
        takenA1.add(code);
        admin1OfSynset.set(s.offset, code);
        byOffset.set(s.offset, geo.admin1.get(code)!.key);
        break;
      }
    }
  }

  // Cities and towns.
  const citiesByPlace = new Map<string, number[]>();
  geo.cities.forEach((c, i) => {
    const k = `${c.country}:${c.match}`;
    const list = citiesByPlace.get(k);
    if (list) list.push(i);
    else citiesByPlace.set(k, [i]);
  });
  const takenCity = new Set<number>();
  for (const s of instances) {
    if (byOffset.has(s.offset) || !classOf(s.offset, isCityClass)) continue;
    const { country, admin1 } = within(s.offset);
    if (!country) continue;
    let best = -1;
    for (const n of names(s.offset)) {
      const cands = (citiesByPlace.get(`${country}:${n}`) ?? []).filter((i) => !takenCity.has(i));
      const inRegion = admin1 ? cands.filter((i) => geo.cities[i]!.admin1 === admin1) : [];
      const pool = inRegion.length ? inRegion : cands;
      for (const i of pool) if (best < 0 || cityScore[i]! > cityScore[best]!) best = i;
      if (best >= 0) break;
    }
    if (best < 0) continue;
    takenCity.add(best);
    const key = geo.cities[best]!.key;
    byOffset.set(s.offset, key);
    if (s.hypernyms.some((h) => capitalClasses.has(h))) capitals.add(key);
  }
  return { byOffset, capitals };
}
