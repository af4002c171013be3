/**
 * Local-service categories: a service people search for by place ("hotels in chicago",
 * "chicago weather", "jobs in paris"), one category per service and place, under the
 * service's branch of its own vertical (Travel > Lodging > Hotel > Hotels in Chicago,
 * Illinois), never under Places.
 *
 * Which places get them is decided by the assembly from the importance signals (see
 * geo.cityScores); flights and car rental only for places with an airport of their own.
 */
import type { DraftCategory, Facet } from '../taxonomy/draft.js';
import { PatternSet, pushUnique } from './vocab.js';

export interface ServiceType {
  id: string;
  /** Parent of the per-place categories: `lemma#n` or a key. */
  hub: string;
  /** Display name, `{place}` replaced by the place label. */
  name: string;
  /** Patterns, `{p}` replaced by each name of the place. */
  patterns: string[];
  domain: Facet[1];
  context: string[];
  /** Only for places served by a scheduled airport. */
  needsAirport?: boolean;
}

export const SERVICE_TYPES: readonly ServiceType[] = [
  {
    id: 'hotels',
    hub: 'hotel#1',
    name: 'Hotels in {place}',
    domain: 'service',
    patterns: ['hotels in {p}', 'hotel in {p}', '{p} hotels', 'hotel {p}', 'where to stay in {p}'],
    context: ['hotel', 'stay', 'room', 'booking', 'night', 'accommodation'],
  },
  {
    id: 'restaurants',
    hub: 'restaurant#1',
    name: 'Restaurants in {place}',
    domain: 'service',
    patterns: [
      'restaurants in {p}',
      'restaurant in {p}',
      '{p} restaurants',
      'where to eat in {p}',
      'places to eat in {p}',
    ],
    context: ['restaurant', 'eat', 'dinner', 'food', 'menu', 'table'],
  },
  {
    id: 'things-to-do',
    hub: 'topic:attractions',
    name: 'Things to Do in {place}',
    domain: 'information',
    patterns: [
      'things to do in {p}',
      'what to do in {p}',
      '{p} attractions',
      'attractions in {p}',
      '{p} tourism',
    ],
    context: ['visit', 'attractions', 'tour', 'sightseeing', 'museum', 'tourist'],
  },
  {
    id: 'weather',
    hub: 'weather#1',
    name: 'Weather in {place}',
    domain: 'information',
    patterns: [
      'weather in {p}',
      '{p} weather',
      'weather {p}',
      '{p} weather forecast',
      'forecast for {p}',
    ],
    context: ['weather', 'forecast', 'temperature', 'rain', 'sunny', 'today'],
  },
  {
    id: 'jobs',
    hub: 'topic:job-listings',
    name: 'Jobs in {place}',
    domain: 'service',
    patterns: ['jobs in {p}', '{p} jobs', 'job in {p}', 'careers in {p}', '{p} employment'],
    context: ['job', 'hiring', 'career', 'salary', 'apply', 'vacancy'],
  },
  {
    id: 'homes',
    hub: 'topic:homes-for-sale',
    name: 'Homes for Sale in {place}',
    domain: 'service',
    patterns: [
      'homes for sale in {p}',
      'houses for sale in {p}',
      '{p} real estate',
      'real estate in {p}',
      'property for sale in {p}',
    ],
    context: ['home', 'house', 'sale', 'property', 'realtor', 'buy'],
  },
  {
    id: 'rentals',
    hub: 'topic:rentals',
    name: 'Apartments for Rent in {place}',
    domain: 'service',
    patterns: [
      'apartments for rent in {p}',
      '{p} apartments',
      'apartments in {p}',
      'houses for rent in {p}',
      'flats to rent in {p}',
    ],
    context: ['rent', 'apartment', 'lease', 'bedroom', 'landlord', 'flat'],
  },
  {
    id: 'flights',
    hub: 'topic:flights',
    name: 'Flights to {place}',
    domain: 'service',
    needsAirport: true,
    patterns: [
      'flights to {p}',
      'cheap flights to {p}',
      '{p} flights',
      'fly to {p}',
      'airfare to {p}',
    ],
    context: ['flight', 'airline', 'airport', 'ticket', 'fly', 'cheap'],
  },
  {
    id: 'car-rental',
    hub: 'topic:car-rental',
    name: 'Car Rental in {place}',
    domain: 'service',
    needsAirport: true,
    patterns: [
      'car rental in {p}',
      '{p} car rental',
      'car rental {p}',
      'rent a car in {p}',
      'car hire {p}',
    ],
    context: ['car', 'rental', 'hire', 'airport', 'pickup', 'rent'],
  },
];

export interface ServicePlace {
  /** Geo key of the place. */
  key: string;
  /** "Chicago, Illinois". */
  label: string;
  /** Names to put in the patterns: "chicago". */
  names: string[];
  /** Place context: region and country names. */
  context: string[];
  prior: number;
  hasAirport: boolean;
}

export function serviceKey(service: string, placeKey: string): string {
  return `svc:${service}:${placeKey}`;
}

/** One category per service type and place. */
export function serviceCategories(
  places: readonly ServicePlace[],
  resolveParent: (ref: string) => string,
): DraftCategory[] {
  const out: DraftCategory[] = [];
  for (const t of SERVICE_TYPES) {
    const parent = resolveParent(t.hub);
    for (const place of places) {
      if (t.needsAirport && !place.hasAirport) continue;
      const ps = new PatternSet();
      for (const n of place.names) for (const tpl of t.patterns) ps.add(tpl.replace('{p}', n));
      const context: string[] = [];
      pushUnique(context, [...t.context.slice(0, 4), ...place.context], 8);
      const name = t.name.replace('{place}', place.label);
      out.push({
        key: serviceKey(t.id, place.key),
        parent,
        name,
        patterns: ps.list,
        negative: [],
        context,
        facets: [['domain', t.domain]],
        prior: place.prior,
        gloss: `${name}.`,
      });
    }
  }
  return out;
}
