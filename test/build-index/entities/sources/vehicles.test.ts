import { createRequire } from 'node:module';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VEHICLE_MAKES } from '../../../../build-index/entities/sources/vehicle-makes.js';
import { loadVehicleEntities } from '../../../../build-index/entities/sources/vehicles.js';
import { entityProblems } from './entity-checks.js';

const entities = loadVehicleEntities();
const byId = new Map(entities.map((e) => [e.id, e]));
const PICKUPS = 'Vehicles > Cars > Trucks > Pickup Trucks';

const require = createRequire(import.meta.url);
interface FakerVehicle {
  manufacturer: string[];
  model: string[];
}
const faker = (
  require('@faker-js/faker/locale/en') as {
    faker: { rawDefinitions: { vehicle: FakerVehicle } };
  }
).faker.rawDefinitions.vehicle;
const falso = require('@ngneat/falso') as Record<string, (o?: { length: number }) => string[]>;

/** Every name falso draws from a list, by drawing often with a fixed seed. */
function falsoList(fn: string): Set<string> {
  (falso.seed as unknown as (s: string) => void)('vehicles');
  return new Set(falso[fn]!({ length: 20000 }));
}

/** Lower case, accents and hyphens or dots as in our names ("Santa fe", "EV-6"). */
const key = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-.\s]+/g, ' ')
    .trim();

test('every make and model hangs under a backbone topic, with a unique id', () => {
  assert.equal(entityProblems(entities), []);
});

test('the Ford F-150 is a full-size pickup truck, with its usual spellings', () => {
  const e = byId.get('ford-f-150')!;
  assert.is(e.name, 'Ford F-150');
  assert.is(e.type, 'PRODUCT');
  assert.is(e.topic, `${PICKUPS} > Full-Size Pickup Trucks`);
  for (const a of ['f-150', 'f150', 'ford f150']) assert.ok(e.aliases.includes(a), a);
});

test('the Honda CR-V is a crossover, "crv" names it', () => {
  const e = byId.get('honda-cr-v')!;
  assert.is(e.topic, 'Vehicles > Cars > SUVs & Crossovers > Crossovers');
  assert.ok(e.aliases.includes('cr-v'));
  assert.ok(e.aliases.includes('crv'));
});

test('a model named by a plain word needs its make', () => {
  assert.equal(byId.get('ford-focus')!.aliases, []);
  assert.not.ok(byId.get('ford-mustang')!.aliases.includes('mustang'));
  assert.ok(byId.get('toyota-camry')!.aliases.includes('camry'));
});

test('another name of the make names its models too', () => {
  assert.ok(byId.get('chevrolet-silverado')!.aliases.includes('chevy silverado'));
  assert.ok(byId.get('volkswagen-golf')!.aliases.includes('vw golf'));
});

test('makes are organizations; one named like a common word has context', () => {
  const ford = byId.get('ford')!;
  assert.is(ford.type, 'ORG');
  assert.is(ford.topic, 'Vehicles > Cars');
  assert.ok(ford.context?.includes('truck'));
  assert.is(byId.get('toyota')!.context, undefined);
  assert.is(byId.get('ducati')!.topic, 'Vehicles > Motorcycles');
});

test('body types spread models over the Vehicles nodes', () => {
  assert.is(byId.get('tesla-cybertruck')!.topic, `${PICKUPS} > Electric Pickup Trucks`);
  assert.is(
    byId.get('jeep-wrangler')!.topic,
    'Vehicles > Cars > SUVs & Crossovers > Off-Road SUVs',
  );
  assert.is(
    byId.get('toyota-prius')!.topic,
    'Vehicles > Cars > Electric & Hybrid Vehicles > Hybrid Cars',
  );
  assert.is(
    byId.get('harley-davidson-street-glide')!.topic,
    'Vehicles > Motorcycles > Touring Motorcycles',
  );
});

test('every make of faker and falso is in the table', () => {
  const makes = new Set<string>();
  for (const m of VEHICLE_MAKES) for (const n of [m.name, ...(m.aliases ?? [])]) makes.add(key(n));
  const listed = [
    ...faker.manufacturer,
    ...falsoList('randVehicleManufacturer'),
    ...falsoList('randMotorcycleManufacturer'),
  ];
  assert.equal(
    listed.filter((n) => !makes.has(key(n))),
    [],
  );
});

test('every model of faker and falso is in the table, but for names of no one model', () => {
  const models = new Set<string>();
  for (const m of VEHICLE_MAKES)
    for (const [model, , extra] of m.models)
      for (const n of [model, extra?.name ?? '', ...(extra?.aka ?? [])])
        models.add(key(n).replace(`${key(m.name)} `, ''));
  // "1" and "2" are numbers, "Spyder" names models of several makes, "Alpine" is a make.
  const notModels = new Set(['1', '2', 'spyder', 'alpine']);
  const listed = [...faker.model, ...falsoList('randVehicleModel')];
  assert.equal(
    listed.filter((n) => !models.has(key(n)) && !notModels.has(key(n))),
    [],
  );
});

test.run();
