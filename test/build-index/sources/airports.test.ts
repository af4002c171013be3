/**
 * OurAirports' airports as categories (`airportCategories`): an airport is named by its
 * own names, never by the places it serves or the sights near it that OurAirports lists
 * among its keywords, nor by the generic rest of its name.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  airportCategories,
  loadAirports,
  namesAirport,
  type Airport,
} from '../../../build-index/sources/airports.js';
import type { Country } from '../../../build-index/sources/geo.js';
import { loadWordFrequencies } from '../../../build-index/sources/subtlex.js';

test('a keyword names the airport only when it says it is an airport', () => {
  for (const k of [
    'Frankfurt Main Airport',
    'RAF Ringway',
    'Sondrestrom Air Base',
    'Aéroport de Tanger',
  ])
    assert.ok(namesAirport(k), k);
  for (const k of ['Disney World', 'Corfu', 'Kelowna', 'Oil & Gas', 'La Guardia', 'LYPR'])
    assert.not.ok(namesAirport(k), k);
});

const freq = loadWordFrequencies();
const countries = new Map<string, Country>([
  [
    'US',
    {
      code: 'US',
      key: 'country:US',
      name: 'United States',
      continent: 'NA',
      capital: '',
      names: [],
    },
  ],
  [
    'BZ',
    { code: 'BZ', key: 'country:BZ', name: 'Belize', continent: 'NA', capital: '', names: [] },
  ],
]);
const patternsOf = (a: Airport) =>
  airportCategories([a], countries, 'hub', freq).find((c) => c.key === `airport:${a.ident}`)!
    .patterns;

test("the places an airport serves are not the airport's names", () => {
  const mco = loadAirports().find((a) => a.iata === 'MCO');
  assert.ok(mco, 'Orlando International Airport is in the package');
  assert.ok(
    mco.keywords.some((k) => /disney world/i.test(k)),
    `OurAirports lists Disney World among its keywords: ${mco.keywords.join(', ')}`,
  );
  const patterns = patternsOf(mco);
  assert.ok(patterns.includes('orlando international airport'), patterns.join(', '));
  assert.not.ok(
    patterns.some((p) => p.includes('disney')),
    patterns.join(', '),
  );
});

test('the rest of a name after its city names the airport only when something is left', () => {
  const base: Omit<Airport, 'ident' | 'name' | 'municipality' | 'country'> = {
    large: false,
    scheduled: true,
    lat: 0,
    lng: 0,
    iata: '',
    keywords: [],
  };
  const corozal = patternsOf({
    ...base,
    ident: 'MZCZ',
    name: 'Corozal Municipal Airport',
    municipality: 'Corozal',
    country: 'BZ',
  });
  assert.ok(corozal.includes('corozal municipal airport'), corozal.join(', '));
  assert.not.ok(corozal.includes('municipal airport'), corozal.join(', '));
  const heathrow = patternsOf({
    ...base,
    ident: 'EGLL',
    name: 'London Heathrow Airport',
    municipality: 'London',
    country: 'US',
  });
  assert.ok(heathrow.includes('heathrow airport'), heathrow.join(', '));
});

test.run();
