/**
 * Car and motorcycle makes (ORG) and models (PRODUCT) from our table VEHICLE_MAKES, each
 * model under the Vehicles node of its body type: "Ford F-150" under Full-Size Pickup
 * Trucks (aliases "f-150", "f150", "ford f150"), "Honda CR-V" under Crossovers ("cr-v",
 * "crv"). A make whose name is also a common word (Ford, Jaguar, Mini) gets context words.
 */
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { spellingVariants } from './spelling-variants.js';
import {
  VEHICLE_MAKES,
  type VehicleBody,
  type VehicleMake,
  type VehicleModelRow,
} from './vehicle-makes.js';

export const VEHICLES_SOURCE = 'vehicles';

const CARS = 'Vehicles > Cars';
const SUVS = `${CARS} > SUVs & Crossovers`;
const PICKUPS = `${CARS} > Trucks > Pickup Trucks`;
const GREEN = `${CARS} > Electric & Hybrid Vehicles`;
const MOTORCYCLES = 'Vehicles > Motorcycles';

const BODIES: Readonly<Record<VehicleBody, { topic: string; label: string }>> = {
  sedan: { topic: `${CARS} > Sedans`, label: 'Sedan' },
  hatchback: { topic: `${CARS} > Hatchbacks`, label: 'Hatchback' },
  coupe: { topic: `${CARS} > Coupes`, label: 'Coupe' },
  convertible: { topic: `${CARS} > Convertibles`, label: 'Convertible' },
  wagon: { topic: `${CARS} > Station Wagons`, label: 'Station wagon' },
  crossover: { topic: `${SUVS} > Crossovers`, label: 'Crossover SUV' },
  'midsize-suv': { topic: `${SUVS} > Midsize SUVs`, label: 'Midsize SUV' },
  'full-size-suv': { topic: `${SUVS} > Full-Size SUVs`, label: 'Full-size SUV' },
  'off-road-suv': { topic: `${SUVS} > Off-Road SUVs`, label: 'Off-road SUV' },
  'midsize-pickup': { topic: `${PICKUPS} > Midsize Pickup Trucks`, label: 'Midsize pickup truck' },
  'full-size-pickup': {
    topic: `${PICKUPS} > Full-Size Pickup Trucks`,
    label: 'Full-size pickup truck',
  },
  'heavy-duty-pickup': {
    topic: `${PICKUPS} > Heavy Duty Pickup Trucks`,
    label: 'Heavy-duty pickup truck',
  },
  'electric-pickup': {
    topic: `${PICKUPS} > Electric Pickup Trucks`,
    label: 'Electric pickup truck',
  },
  minivan: { topic: `${CARS} > Minivans & Vans`, label: 'Minivan' },
  'sports-car': { topic: `${CARS} > Sports Cars`, label: 'Sports car' },
  supercar: { topic: `${CARS} > Sports Cars > Supercars & Exotic Cars`, label: 'Supercar' },
  'muscle-car': { topic: `${CARS} > Sports Cars > Muscle Cars`, label: 'Muscle car' },
  'luxury-car': { topic: `${CARS} > Luxury Cars`, label: 'Luxury car' },
  'compact-car': { topic: `${CARS} > Compact & Economy Cars`, label: 'Compact car' },
  'electric-car': { topic: `${GREEN} > Electric Cars`, label: 'Electric car' },
  'hybrid-car': { topic: `${GREEN} > Hybrid Cars`, label: 'Hybrid car' },
  'plug-in-hybrid': { topic: `${GREEN} > Plug-In Hybrids`, label: 'Plug-in hybrid' },
  'fuel-cell-car': { topic: `${GREEN} > Hydrogen Fuel Cell Vehicles`, label: 'Fuel cell car' },
  'classic-car': { topic: `${CARS} > Classic & Collector Cars`, label: 'Classic car' },
  'cargo-van': {
    topic: 'Vehicles > Commercial Vehicles > Box Trucks & Cargo Vans',
    label: 'Cargo van',
  },
  motorcycle: { topic: MOTORCYCLES, label: 'Motorcycle' },
  'sport-bike': { topic: `${MOTORCYCLES} > Sport Bikes`, label: 'Sport bike' },
  cruiser: { topic: `${MOTORCYCLES} > Cruiser Motorcycles`, label: 'Cruiser motorcycle' },
  'touring-motorcycle': {
    topic: `${MOTORCYCLES} > Touring Motorcycles`,
    label: 'Touring motorcycle',
  },
  'adventure-motorcycle': {
    topic: `${MOTORCYCLES} > Adventure & Dual-Sport Motorcycles`,
    label: 'Adventure motorcycle',
  },
  'dirt-bike': { topic: `${MOTORCYCLES} > Dirt Bikes`, label: 'Dirt bike' },
  'electric-motorcycle': {
    topic: `${MOTORCYCLES} > Electric Motorcycles`,
    label: 'Electric motorcycle',
  },
  scooter: { topic: `${MOTORCYCLES} > Scooters & Mopeds`, label: 'Scooter' },
};

const CAR_CONTEXT = ['car', 'cars', 'truck', 'suv', 'dealer', 'dealership', 'model', 'vehicle'];
const MOTORCYCLE_CONTEXT = ['motorcycle', 'motorcycles', 'motorbike', 'bike', 'dealer', 'cc'];

export function loadVehicleEntities(): NamedEntity[] {
  const out: NamedEntity[] = [];
  for (const make of VEHICLE_MAKES) {
    out.push(makeEntity(make));
    for (const row of make.models) out.push(modelEntity(make, row));
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function makeEntity(make: VehicleMake): NamedEntity {
  const aliases = new Set((make.aliases ?? []).map((a) => a.toLowerCase()));
  const kind = make.motorcycles ? 'motorcycles' : 'cars';
  if (make.ambiguous) aliases.add(`${make.name.toLowerCase()} ${kind}`);
  return {
    source: VEHICLES_SOURCE,
    id: entitySlug(make.name),
    name: make.name,
    aliases: withVariants(make.name, aliases),
    topic: make.motorcycles ? MOTORCYCLES : CARS,
    type: 'ORG',
    ...(make.ambiguous ? { context: make.motorcycles ? MOTORCYCLE_CONTEXT : CAR_CONTEXT } : {}),
    description: make.motorcycles ? 'Motorcycle maker' : 'Car maker',
  };
}

function modelEntity(make: VehicleMake, [model, body, extra = {}]: VehicleModelRow): NamedEntity {
  const name = extra.name ?? `${make.name} ${model}`;
  const aliases = new Set((extra.aka ?? []).map((a) => a.toLowerCase()));
  if (extra.alone) aliases.add(model.toLowerCase());
  // A one-word other name of the make prefixes the model too: "chevy silverado", "vw golf".
  for (const a of make.aliases ?? [])
    if (!a.includes(' ')) aliases.add(`${a} ${model}`.toLowerCase());
  return {
    source: VEHICLES_SOURCE,
    id: entitySlug(name.replace(/\+/g, ' plus ')),
    name,
    aliases: withVariants(name, aliases),
    topic: BODIES[body].topic,
    type: 'PRODUCT',
    domain: 'product',
    description: `${BODIES[body].label} by ${make.name}`,
  };
}

/** The aliases and the spelling variants of the name and the aliases, without the name. */
function withVariants(name: string, aliases: ReadonlySet<string>): string[] {
  const out = new Set(aliases);
  for (const a of [name, ...aliases]) for (const v of spellingVariants(a)) out.add(v);
  out.delete(name.toLowerCase());
  return [...out].sort();
}
