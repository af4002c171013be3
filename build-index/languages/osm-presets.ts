/**
 * Names of places and services in the eight other languages from OpenStreetMap's tagging
 * presets (`@openstreetmap/id-tagging-schema`, ISC): the iD editor's preset names,
 * translated per language ("Apotheke", "Farmacia", "Pharmacie" for `amenity/pharmacy`).
 * Each preset of the table below goes to the WordNet category of the place it names; the
 * table is ours, reviewed sense by sense (a preset's English name is often a word of many
 * senses: "Bank", "Library"; WordNet's health club is also the spa, so the fitness centre
 * is left to the backbone's translated Gyms node). The presets' search terms are not
 * taken: they are loose ("bar" and "pizzeria" are terms of the restaurant).
 */
import { readFileSync } from 'node:fs';
import type { TextLanguage } from '../../text/languages/language-codes.js';
import { resolveSenses } from '../rules/flags-writer.js';
import { packageFile } from '../sources/packages.js';

export const OSM_SCHEMA_PACKAGE = '@openstreetmap/id-tagging-schema';

/** Preset id -> the WordNet sense (`lemma#n`) of the place it names. */
export const OSM_PRESET_SENSES: Readonly<Record<string, string>> = {
  'amenity/restaurant': 'restaurant#1',
  'amenity/cafe': 'cafe#1',
  'amenity/bar': 'barroom#1',
  'amenity/pub': 'pub#1',
  'amenity/nightclub': 'nightclub#1',
  'amenity/casino': 'casino#1',
  'amenity/pharmacy': 'drugstore#1',
  'amenity/hospital': 'hospital#1',
  'amenity/dentist': 'dentist#1',
  'amenity/veterinary': 'veterinarian#1',
  'amenity/bank': 'depository_financial_institution#1',
  'amenity/atm': 'automatic_teller_machine#1',
  'amenity/school': 'school#1',
  'amenity/kindergarten': 'kindergarten#1',
  'amenity/university': 'university#2',
  'amenity/library': 'library#5',
  'amenity/cinema': 'movie_theater#1',
  'amenity/theatre': 'theater#1',
  'amenity/fuel': 'gas_station#1',
  'amenity/parking': 'parking_lot#1',
  'amenity/post_office': 'post_office#1',
  'amenity/police': 'police_station#1',
  'amenity/fire_station': 'fire_station#1',
  'amenity/townhall': 'town_hall#1',
  'amenity/courthouse': 'courthouse#1',
  'amenity/prison': 'prison#1',
  'amenity/place_of_worship': 'place_of_worship#1',
  'amenity/marketplace': 'marketplace#2',
  'amenity/bus_station': 'bus_station#1',
  'office/diplomatic/embassy': 'embassy#1',
  'tourism/hotel': 'hotel#1',
  'tourism/hostel': 'hostel#1',
  'tourism/camp_site': 'campsite#1',
  'tourism/museum': 'museum#1',
  'tourism/zoo': 'zoo#1',
  'shop/bakery': 'bakery#1',
  'shop/supermarket': 'supermarket#1',
  'shop/butcher': 'butcher_shop#1',
  'shop/hairdresser': 'barbershop#1',
  'shop/beauty': 'beauty_parlor#1',
  'shop/clothes': 'clothing_store#1',
  'shop/shoes': 'shoe_shop#1',
  'shop/books': 'bookshop#1',
  'shop/florist': 'florist#2',
  'shop/jewelry': 'jewelry_store#1',
  'shop/hardware': 'hardware_store#1',
  'shop/laundry': 'laundromat#1',
  'leisure/swimming_pool': 'swimming_pool#1',
  'leisure/stadium': 'stadium#1',
  'leisure/golf_course': 'golf_course#1',
  'leisure/ice_rink': 'ice_rink#1',
  'leisure/bowling_alley': 'bowling_alley#1',
  'landuse/cemetery': 'cemetery#1',
  'aeroway/aerodrome': 'airport#1',
  'public_transport/station_train': 'railway_station#1',
};

export interface OsmPresetForms {
  /** Category key (`wn:<offset>`) -> the presets' names in the language. */
  forms: Map<string, string[]>;
  /** What could not be read or placed. */
  missing: string[];
}

interface Translations {
  [lang: string]: { presets?: { presets?: Record<string, { name?: string }> } };
}

/** The preset names of `lang` by the category key of the place they name. */
export function osmPresetForms(lang: TextLanguage): OsmPresetForms {
  const missing: string[] = [];
  let presets: Record<string, { name?: string }> | undefined;
  try {
    const file = packageFile(OSM_SCHEMA_PACKAGE, 'dist', 'translations', `${lang}.json`);
    presets = (JSON.parse(readFileSync(file, 'utf8')) as Translations)[lang]?.presets?.presets;
  } catch {
    missing.push(`osm-presets: ${OSM_SCHEMA_PACKAGE} has no translations/${lang}.json`);
  }
  const forms = new Map<string, string[]>();
  if (presets === undefined) return { forms, missing };
  const offsets = resolveSenses(Object.values(OSM_PRESET_SENSES));
  let untranslated = 0;
  for (const [id, sense] of Object.entries(OSM_PRESET_SENSES)) {
    const name = presets[id]?.name?.trim();
    const offset = offsets.get(sense);
    if (!name || offset === undefined) {
      untranslated++;
      continue;
    }
    const key = `wn:${offset}`;
    forms.set(key, [...(forms.get(key) ?? []), ...presetNames(name)]);
  }
  if (untranslated > 0) missing.push(`osm-presets: ${untranslated} presets without a name here`);
  return { forms, missing };
}

/** A preset name's forms: "Bar (latam) / Bar de copas (es)" is "Bar" and "Bar de copas". */
export function presetNames(name: string): string[] {
  return name
    .split('/')
    .map((n) => n.replace(/\([^)]*\)/gu, '').trim())
    .filter((n) => n.length > 0);
}
