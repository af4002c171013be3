/**
 * Car and motorcycle makes and their best-known models, with the body type of each: our own
 * table. The fake-data packages list makes and models but never which make builds a model
 * or what kind of vehicle it is; this table covers every make and model of `@faker-js/faker`
 * and `@ngneat/falso` (their tests check it) and adds the best sellers of the US, Europe
 * and India they lack (Toyota Tacoma, Honda Pilot, Kia Telluride...).
 */

/** What a model is, which decides its node under Vehicles. */
export type VehicleBody =
  | 'sedan'
  | 'hatchback'
  | 'coupe'
  | 'convertible'
  | 'wagon'
  | 'crossover'
  | 'midsize-suv'
  | 'full-size-suv'
  | 'off-road-suv'
  | 'midsize-pickup'
  | 'full-size-pickup'
  | 'heavy-duty-pickup'
  | 'electric-pickup'
  | 'minivan'
  | 'sports-car'
  | 'supercar'
  | 'muscle-car'
  | 'luxury-car'
  | 'compact-car'
  | 'electric-car'
  | 'hybrid-car'
  | 'plug-in-hybrid'
  | 'fuel-cell-car'
  | 'classic-car'
  | 'cargo-van'
  | 'motorcycle'
  | 'sport-bike'
  | 'cruiser'
  | 'touring-motorcycle'
  | 'adventure-motorcycle'
  | 'dirt-bike'
  | 'electric-motorcycle'
  | 'scooter';

export interface ModelExtra {
  /** The model's name without the make names it alone ("camry", "wrangler"; not "focus"). */
  alone?: true;
  /** Other spellings that alone name the model ("miata", "g wagon"). */
  aka?: readonly string[];
  /** The full name when it is not "<make> <model>" ("Mazda3", "Polestar 2"). */
  name?: string;
}

export type VehicleModelRow = readonly [model: string, body: VehicleBody, extra?: ModelExtra];

export interface VehicleMake {
  name: string;
  /** Other names of the make; each also prefixes the models ("chevy silverado"). */
  aliases?: readonly string[];
  /** The make's name is also a common word or another thing's name (Ford, Mini, Jaguar). */
  ambiguous?: true;
  /** Motorcycles only (Ducati) or cars first (Honda builds both: its make is a car make). */
  motorcycles?: true;
  models: readonly VehicleModelRow[];
}

const alone = { alone: true } as const;
const ambiguous = true;
const motorcycles = true;

export const VEHICLE_MAKES: readonly VehicleMake[] = [
  {
    name: 'Toyota',
    models: [
      ['Camry', 'sedan', alone],
      ['Corolla', 'compact-car', alone],
      ['Corolla Cross', 'crossover', alone],
      ['Prius', 'hybrid-car', alone],
      ['RAV4', 'crossover', alone],
      ['Highlander', 'midsize-suv'],
      ['Grand Highlander', 'midsize-suv', alone],
      ['4Runner', 'off-road-suv', alone],
      ['Land Cruiser', 'off-road-suv', alone],
      ['Sequoia', 'full-size-suv'],
      ['Tacoma', 'midsize-pickup'],
      ['Tundra', 'full-size-pickup'],
      ['Sienna', 'minivan'],
      ['Avalon', 'sedan'],
      ['Supra', 'sports-car', alone],
      ['GR86', 'sports-car', alone],
      ['Yaris', 'compact-car', alone],
      ['C-HR', 'crossover', alone],
      ['Venza', 'crossover', alone],
      ['Mirai', 'fuel-cell-car'],
      ['bZ4X', 'electric-car', alone],
      ['Crown', 'sedan'],
    ],
  },
  {
    name: 'Honda',
    models: [
      ['Civic', 'compact-car'],
      ['Accord', 'sedan'],
      ['CR-V', 'crossover', alone],
      ['HR-V', 'crossover', alone],
      ['Pilot', 'midsize-suv'],
      ['Passport', 'midsize-suv'],
      ['Odyssey', 'minivan'],
      ['Ridgeline', 'midsize-pickup', alone],
      ['Fit', 'compact-car'],
      ['Insight', 'hybrid-car'],
      ['Clarity', 'plug-in-hybrid'],
      ['Element', 'crossover'],
      ['Prologue', 'electric-car'],
      ['Gold Wing', 'touring-motorcycle', alone],
      ['Africa Twin', 'adventure-motorcycle', alone],
      ['CBR600RR', 'sport-bike', alone],
      ['Rebel 500', 'cruiser'],
      ['Grom', 'motorcycle'],
    ],
  },
  {
    name: 'Ford',
    aliases: ['ford motor company'],
    ambiguous,
    models: [
      ['F-150', 'full-size-pickup', alone],
      ['F-150 Lightning', 'electric-pickup', alone],
      ['Super Duty', 'heavy-duty-pickup', { alone: true, aka: ['f-250', 'f-350'] }],
      ['Ranger', 'midsize-pickup'],
      ['Maverick', 'midsize-pickup'],
      ['Mustang', 'muscle-car'],
      ['Mustang Mach-E', 'electric-car', { alone: true, aka: ['mach-e'] }],
      ['Bronco', 'off-road-suv'],
      ['Bronco Sport', 'crossover', alone],
      ['Explorer', 'midsize-suv'],
      ['Expedition', 'full-size-suv'],
      ['Escape', 'crossover'],
      ['Edge', 'midsize-suv'],
      ['Focus', 'compact-car'],
      ['Fiesta', 'compact-car'],
      ['Taurus', 'sedan'],
      ['Transit', 'cargo-van'],
      ['GT', 'supercar'],
      ['Model T', 'classic-car', alone],
      ['Ranchero', 'classic-car', alone],
    ],
  },
  {
    name: 'Chevrolet',
    aliases: ['chevy'],
    models: [
      ['Silverado', 'full-size-pickup', alone],
      ['Colorado', 'midsize-pickup'],
      ['Tahoe', 'full-size-suv'],
      ['Suburban', 'full-size-suv'],
      ['Equinox', 'crossover'],
      ['Traverse', 'midsize-suv'],
      ['Trailblazer', 'crossover'],
      ['Blazer', 'midsize-suv'],
      ['Trax', 'crossover'],
      ['Malibu', 'sedan'],
      ['Camaro', 'muscle-car', alone],
      ['Corvette', 'sports-car', alone],
      ['Impala', 'sedan'],
      ['Cruze', 'compact-car', alone],
      ['Spark', 'compact-car'],
      ['Volt', 'plug-in-hybrid'],
      ['Bolt EV', 'electric-car', alone],
      ['Express', 'cargo-van'],
      ['El Camino', 'classic-car'],
    ],
  },
  {
    name: 'GMC',
    models: [
      ['Sierra', 'full-size-pickup'],
      ['Canyon', 'midsize-pickup'],
      ['Yukon', 'full-size-suv'],
      ['Acadia', 'midsize-suv'],
      ['Terrain', 'crossover'],
      ['Hummer EV', 'electric-pickup', alone],
    ],
  },
  {
    name: 'Ram',
    aliases: ['ram trucks'],
    ambiguous,
    models: [
      ['1500', 'full-size-pickup'],
      ['2500', 'heavy-duty-pickup'],
      ['ProMaster', 'cargo-van', alone],
    ],
  },
  {
    name: 'Dodge',
    ambiguous,
    models: [
      ['Challenger', 'muscle-car'],
      ['Charger', 'muscle-car'],
      ['Durango', 'midsize-suv'],
      ['Grand Caravan', 'minivan', alone],
      ['Viper', 'sports-car'],
      ['Hornet', 'crossover'],
    ],
  },
  {
    name: 'Jeep',
    ambiguous,
    models: [
      ['Wrangler', 'off-road-suv', alone],
      ['Grand Cherokee', 'midsize-suv', alone],
      ['Cherokee', 'crossover'],
      ['Compass', 'crossover'],
      ['Renegade', 'crossover'],
      ['Gladiator', 'midsize-pickup'],
      ['Wagoneer', 'full-size-suv', alone],
    ],
  },
  {
    name: 'Chrysler',
    models: [
      ['Pacifica', 'minivan'],
      ['300', 'sedan'],
      ['PT Cruiser', 'compact-car', alone],
      ['LeBaron', 'classic-car', alone],
    ],
  },
  {
    name: 'Tesla',
    ambiguous,
    models: [
      ['Model 3', 'electric-car'],
      ['Model S', 'electric-car'],
      ['Model X', 'electric-car'],
      ['Model Y', 'electric-car'],
      ['Cybertruck', 'electric-pickup', alone],
      ['Roadster', 'supercar'],
    ],
  },
  {
    name: 'Nissan',
    models: [
      ['Altima', 'sedan', alone],
      ['Sentra', 'compact-car', alone],
      ['Versa', 'compact-car'],
      ['Rogue', 'crossover'],
      ['Kicks', 'crossover'],
      ['Murano', 'crossover'],
      ['Pathfinder', 'midsize-suv'],
      ['Armada', 'full-size-suv'],
      ['Frontier', 'midsize-pickup'],
      ['Titan', 'full-size-pickup'],
      ['Leaf', 'electric-car'],
      ['Ariya', 'electric-car', alone],
      ['GT-R', 'supercar', alone],
      ['Z', 'sports-car'],
    ],
  },
  {
    name: 'Hyundai',
    models: [
      ['Elantra', 'compact-car', alone],
      ['Sonata', 'sedan'],
      ['Tucson', 'crossover'],
      ['Santa Fe', 'midsize-suv'],
      ['Palisade', 'midsize-suv'],
      ['Kona', 'crossover'],
      ['Ioniq', 'hybrid-car', alone],
      ['Ioniq 5', 'electric-car', alone],
      ['Ioniq 6', 'electric-car', alone],
      ['Veloster', 'hatchback', alone],
      ['Santa Cruz', 'midsize-pickup'],
      ['Venue', 'crossover'],
    ],
  },
  {
    name: 'Kia',
    models: [
      ['Sportage', 'crossover', alone],
      ['Sorento', 'midsize-suv', alone],
      ['Telluride', 'midsize-suv'],
      ['Niro', 'hybrid-car', alone],
      ['EV6', 'electric-car', { alone: true, aka: ['ev-6'] }],
      ['EV9', 'electric-car', alone],
      ['Rio', 'compact-car'],
      ['Forte', 'compact-car'],
      ['Soul', 'crossover'],
      ['Seltos', 'crossover', alone],
      ['Stinger', 'sports-car'],
      ['Carnival', 'minivan'],
    ],
  },
  {
    name: 'Subaru',
    models: [
      ['Outback', 'crossover'],
      ['Forester', 'crossover'],
      ['Crosstrek', 'crossover', alone],
      ['Ascent', 'midsize-suv'],
      ['Impreza', 'compact-car', alone],
      ['Legacy', 'sedan'],
      ['WRX', 'sports-car', alone],
      ['BRZ', 'sports-car', alone],
    ],
  },
  {
    name: 'Mazda',
    models: [
      ['CX-5', 'crossover', alone],
      ['CX-30', 'crossover', alone],
      ['CX-50', 'crossover', alone],
      ['CX-9', 'midsize-suv', alone],
      ['CX-90', 'midsize-suv', alone],
      ['3', 'compact-car', { name: 'Mazda3', aka: ['mazda 3'] }],
      ['6', 'sedan', { name: 'Mazda6', aka: ['mazda 6'] }],
      ['MX-5 Miata', 'convertible', { alone: true, aka: ['miata', 'mx-5', 'mazda mx-5'] }],
    ],
  },
  {
    name: 'Volkswagen',
    aliases: ['vw'],
    models: [
      ['Golf', 'hatchback'],
      ['GTI', 'hatchback', { aka: ['golf gti'] }],
      ['Jetta', 'sedan', alone],
      ['Passat', 'sedan', alone],
      ['Polo', 'compact-car'],
      ['Beetle', 'compact-car'],
      ['Tiguan', 'crossover', alone],
      ['Taos', 'crossover'],
      ['Atlas', 'midsize-suv'],
      ['Touareg', 'midsize-suv', alone],
      ['Arteon', 'sedan', alone],
      ['ID.4', 'electric-car', { alone: true, aka: ['id4', 'id 4'] }],
      ['ID. Buzz', 'electric-car', { alone: true, aka: ['id buzz'] }],
    ],
  },
  {
    name: 'BMW',
    models: [
      ['3 Series', 'luxury-car'],
      ['5 Series', 'luxury-car'],
      ['7 Series', 'luxury-car'],
      ['X1', 'crossover'],
      ['X2', 'crossover'],
      ['X3', 'crossover'],
      ['X4', 'crossover'],
      ['X5', 'midsize-suv'],
      ['X6', 'midsize-suv'],
      ['X7', 'full-size-suv'],
      ['M3', 'sports-car'],
      ['M4', 'sports-car'],
      ['M5', 'sports-car'],
      ['Z4', 'convertible'],
      ['i4', 'electric-car'],
      ['iX', 'electric-car'],
      ['R 1250 GS', 'adventure-motorcycle', alone],
    ],
  },
  { name: 'BMW Motorrad', motorcycles, models: [] },
  {
    name: 'Mercedes-Benz',
    aliases: ['mercedes', 'benz'],
    models: [
      ['A-Class', 'compact-car'],
      ['C-Class', 'luxury-car'],
      ['E-Class', 'luxury-car'],
      ['S-Class', 'luxury-car'],
      ['G-Class', 'off-road-suv', { aka: ['g wagon', 'g-wagon', 'g wagen', 'g-wagen'] }],
      ['GLC', 'crossover'],
      ['GLE', 'midsize-suv'],
      ['EQS', 'electric-car'],
      ['Sprinter', 'cargo-van'],
    ],
  },
  { name: 'Maybach', models: [] },
  {
    name: 'Audi',
    models: [
      ['A2', 'compact-car'],
      ['A3', 'compact-car'],
      ['A4', 'luxury-car'],
      ['A6', 'luxury-car'],
      ['A7', 'luxury-car'],
      ['A8', 'luxury-car'],
      ['Q3', 'crossover'],
      ['Q4 e-tron', 'electric-car', { aka: ['audi q4'] }],
      ['Q5', 'crossover'],
      ['Q6 e-tron', 'electric-car', { aka: ['audi q6'] }],
      ['Q7', 'midsize-suv'],
      ['Q8', 'midsize-suv'],
      ['R8', 'supercar'],
      ['TT', 'sports-car'],
      ['e-tron', 'electric-car', alone],
    ],
  },
  {
    name: 'Porsche',
    models: [
      ['911', 'sports-car'],
      ['718', 'sports-car', { aka: ['718 cayman', '718 boxster'] }],
      ['Cayenne', 'midsize-suv'],
      ['Macan', 'crossover', alone],
      ['Panamera', 'luxury-car', alone],
      ['Taycan', 'electric-car', alone],
    ],
  },
  {
    name: 'Lexus',
    models: [
      ['RX', 'midsize-suv'],
      ['NX', 'crossover'],
      ['GX', 'off-road-suv'],
      ['LX', 'full-size-suv'],
      ['ES', 'luxury-car'],
      ['IS', 'luxury-car'],
    ],
  },
  {
    name: 'Acura',
    models: [
      ['MDX', 'midsize-suv'],
      ['RDX', 'crossover'],
      ['TLX', 'luxury-car'],
      ['Integra', 'compact-car', alone],
    ],
  },
  {
    name: 'Infiniti',
    models: [
      ['QX60', 'midsize-suv', alone],
      ['Q50', 'luxury-car', alone],
    ],
  },
  {
    name: 'Cadillac',
    models: [
      ['Escalade', 'full-size-suv', alone],
      ['CT4', 'luxury-car', { alone: true, aka: ['ct-4'] }],
      ['CT5', 'luxury-car', { alone: true, aka: ['ct-5'] }],
      ['CTS', 'luxury-car'],
      ['ATS', 'luxury-car'],
      ['XTS', 'luxury-car'],
      ['XT4', 'crossover', alone],
      ['XT5', 'crossover', alone],
      ['XT6', 'midsize-suv', alone],
      ['Lyriq', 'electric-car', alone],
    ],
  },
  {
    name: 'Lincoln',
    ambiguous,
    models: [
      ['Navigator', 'full-size-suv'],
      ['Aviator', 'midsize-suv'],
      ['Nautilus', 'midsize-suv'],
      ['Corsair', 'crossover'],
    ],
  },
  {
    name: 'Buick',
    models: [
      ['Enclave', 'midsize-suv'],
      ['Encore', 'crossover'],
      ['Envision', 'crossover'],
    ],
  },
  {
    name: 'Genesis',
    ambiguous,
    models: [
      ['G70', 'luxury-car'],
      ['G80', 'luxury-car'],
      ['GV70', 'crossover', alone],
      ['GV80', 'midsize-suv', alone],
    ],
  },
  {
    name: 'Volvo',
    models: [
      ['XC40', 'crossover', alone],
      ['XC60', 'crossover', alone],
      ['XC90', 'midsize-suv', alone],
      ['S60', 'sedan'],
      ['V90', 'wagon', alone],
      ['EX30', 'electric-car', alone],
    ],
  },
  {
    name: 'Polestar',
    models: [
      ['2', 'electric-car', { name: 'Polestar 2' }],
      ['3', 'electric-car', { name: 'Polestar 3' }],
    ],
  },
  {
    name: 'Rivian',
    models: [
      ['R1T', 'electric-pickup', alone],
      ['R1S', 'electric-car', alone],
    ],
  },
  { name: 'Lucid', aliases: ['lucid motors'], ambiguous, models: [['Air', 'electric-car']] },
  {
    name: 'Mini',
    ambiguous,
    models: [
      ['Cooper', 'compact-car'],
      ['Countryman', 'crossover'],
      ['Clubman', 'wagon'],
      ['John Cooper Works', 'sports-car', alone],
    ],
  },
  {
    name: 'Fiat',
    ambiguous,
    models: [
      ['500', 'compact-car'],
      ['Panda', 'compact-car'],
    ],
  },
  { name: 'Abarth', models: [] },
  {
    name: 'Alfa Romeo',
    models: [
      ['Giulia', 'sedan'],
      ['Stelvio', 'crossover'],
      ['Tonale', 'crossover'],
    ],
  },
  {
    name: 'Maserati',
    models: [
      ['Ghibli', 'luxury-car'],
      ['Quattroporte', 'luxury-car', alone],
      ['Levante', 'midsize-suv'],
      ['Grecale', 'crossover'],
      ['MC20', 'supercar', alone],
    ],
  },
  {
    name: 'Ferrari',
    models: [
      ['Roma', 'sports-car'],
      ['Portofino', 'convertible'],
      ['296 GTB', 'supercar', alone],
      ['SF90 Stradale', 'supercar', { alone: true, aka: ['sf90'] }],
      ['F8 Tributo', 'supercar', alone],
      ['Purosangue', 'supercar', alone],
    ],
  },
  {
    name: 'Lamborghini',
    aliases: ['lambo'],
    models: [
      ['Aventador', 'supercar', alone],
      ['Huracán', 'supercar', alone],
      ['Urus', 'supercar', alone],
      ['Revuelto', 'supercar', alone],
      ['Countach', 'supercar', alone],
      ['Murciélago', 'supercar', alone],
    ],
  },
  {
    name: 'Bugatti',
    models: [
      ['Veyron', 'supercar', alone],
      ['Chiron', 'supercar', alone],
    ],
  },
  {
    name: 'McLaren',
    models: [
      ['720S', 'supercar', alone],
      ['Artura', 'supercar', alone],
    ],
  },
  {
    name: 'Aston Martin',
    models: [
      ['DB11', 'sports-car', alone],
      ['Vantage', 'sports-car'],
      ['DBX', 'midsize-suv'],
    ],
  },
  {
    name: 'Bentley',
    models: [
      ['Continental GT', 'luxury-car', alone],
      ['Bentayga', 'luxury-car', alone],
    ],
  },
  {
    name: 'Rolls-Royce',
    models: [
      ['Phantom', 'luxury-car'],
      ['Ghost', 'luxury-car'],
      ['Cullinan', 'luxury-car', alone],
    ],
  },
  {
    name: 'Jaguar',
    ambiguous,
    models: [
      ['F-Type', 'sports-car', alone],
      ['F-Pace', 'crossover', alone],
    ],
  },
  {
    name: 'Land Rover',
    models: [
      ['Range Rover', 'full-size-suv', alone],
      ['Range Rover Sport', 'midsize-suv', alone],
      ['Range Rover Evoque', 'crossover', { alone: true, aka: ['evoque'] }],
      ['Defender', 'off-road-suv'],
      ['Discovery', 'midsize-suv'],
    ],
  },
  { name: 'Lotus', ambiguous, models: [['Emira', 'sports-car', alone]] },
  { name: 'Koenigsegg', models: [['Jesko', 'supercar', alone]] },
  { name: 'Pagani', models: [['Huayra', 'supercar', alone]] },
  { name: 'Rimac', models: [['Nevera', 'supercar', alone]] },
  { name: 'Hennessey', models: [['Venom F5', 'supercar', alone]] },
  { name: 'Caterham', models: [['Seven', 'sports-car']] },
  { name: 'Morgan', ambiguous, models: [] },
  {
    name: 'Peugeot',
    models: [
      ['208', 'compact-car'],
      ['308', 'hatchback'],
      ['2008', 'crossover'],
      ['3008', 'crossover'],
    ],
  },
  {
    name: 'Renault',
    models: [
      ['Clio', 'compact-car', alone],
      ['Mégane', 'hatchback', alone],
      ['Captur', 'crossover', alone],
    ],
  },
  {
    name: 'Dacia',
    models: [
      ['Duster', 'crossover'],
      ['Sandero', 'compact-car', alone],
      ['Logan', 'sedan'],
      ['Spring', 'electric-car'],
    ],
  },
  {
    name: 'Citroën',
    models: [
      ['C3', 'compact-car'],
      ['C5 Aircross', 'crossover', alone],
    ],
  },
  {
    name: 'Opel',
    models: [
      ['Corsa', 'compact-car', alone],
      ['Astra', 'hatchback'],
      ['Mokka', 'crossover'],
    ],
  },
  { name: 'Vauxhall', models: [] },
  {
    name: 'SEAT',
    ambiguous,
    models: [
      ['Ibiza', 'compact-car'],
      ['Leon', 'hatchback'],
      ['Ateca', 'crossover', alone],
    ],
  },
  {
    name: 'Škoda',
    aliases: ['skoda'],
    models: [
      ['Octavia', 'hatchback', alone],
      ['Fabia', 'compact-car', alone],
      ['Superb', 'sedan'],
      ['Kodiaq', 'midsize-suv', alone],
      ['Enyaq', 'electric-car', alone],
    ],
  },
  { name: 'Smart', ambiguous, models: [['Fortwo', 'compact-car', alone]] },
  {
    name: 'Suzuki',
    models: [
      ['Swift', 'compact-car'],
      ['Jimny', 'off-road-suv', alone],
      ['Vitara', 'crossover', alone],
      ['Hayabusa', 'sport-bike', alone],
      ['GSX-R1000', 'sport-bike', alone],
    ],
  },
  {
    name: 'Maruti Suzuki',
    aliases: ['maruti'],
    models: [
      ['Alto', 'compact-car'],
      ['Baleno', 'compact-car', alone],
      ['Dzire', 'sedan', alone],
      ['Ertiga', 'minivan', alone],
      ['Brezza', 'crossover', alone],
    ],
  },
  {
    name: 'Tata Motors',
    aliases: ['tata'],
    models: [
      ['Nexon', 'crossover'],
      ['Punch', 'crossover'],
      ['Harrier', 'midsize-suv'],
      ['Tiago', 'compact-car', alone],
    ],
  },
  {
    name: 'Mahindra',
    aliases: ['mahindra & mahindra', 'mahindra and mahindra'],
    models: [
      ['Scorpio', 'midsize-suv'],
      ['Thar', 'off-road-suv'],
      ['XUV700', 'midsize-suv', alone],
    ],
  },
  {
    name: 'BYD',
    models: [
      ['Atto 3', 'electric-car', alone],
      ['Seal', 'electric-car'],
      ['Dolphin', 'electric-car'],
    ],
  },
  { name: 'NIO', models: [['ET7', 'electric-car']] },
  {
    name: 'MG',
    aliases: ['mg motor'],
    ambiguous,
    models: [
      ['ZS', 'crossover'],
      ['4', 'electric-car', { name: 'MG4' }],
    ],
  },
  {
    name: 'Mitsubishi',
    models: [
      ['Outlander', 'crossover'],
      ['Mirage', 'compact-car'],
      ['Eclipse Cross', 'crossover', alone],
      ['Pajero', 'off-road-suv', alone],
      ['Lancer Evolution', 'sports-car', { alone: true, aka: ['lancer evo'] }],
    ],
  },
  { name: 'Isuzu', models: [['D-Max', 'midsize-pickup', alone]] },
  {
    name: 'Pontiac',
    models: [
      ['Firebird', 'muscle-car'],
      ['GTO', 'muscle-car'],
      ['Trans Am', 'muscle-car', alone],
    ],
  },
  { name: 'Plymouth', ambiguous, models: [['Barracuda', 'muscle-car']] },
  { name: 'Lancia', models: [['Ypsilon', 'compact-car']] },
  { name: 'Alpine', ambiguous, models: [['A110', 'sports-car']] },
  {
    name: 'Harley-Davidson',
    aliases: ['harley'],
    motorcycles,
    models: [
      ['Sportster', 'cruiser', alone],
      ['Fat Boy', 'cruiser'],
      ['Street Glide', 'touring-motorcycle', alone],
      ['Road Glide', 'touring-motorcycle', alone],
      ['LiveWire', 'electric-motorcycle'],
    ],
  },
  {
    name: 'Yamaha',
    ambiguous,
    motorcycles,
    models: [
      ['YZF-R1', 'sport-bike', alone],
      ['MT-07', 'motorcycle', alone],
      ['YZ450F', 'dirt-bike', alone],
    ],
  },
  {
    name: 'Kawasaki',
    motorcycles,
    models: [
      ['Ninja 400', 'sport-bike', alone],
      ['Ninja ZX-10R', 'sport-bike', alone],
      ['KX450', 'dirt-bike', alone],
    ],
  },
  {
    name: 'Ducati',
    motorcycles,
    models: [
      ['Panigale V4', 'sport-bike', { alone: true, aka: ['panigale'] }],
      ['Monster', 'motorcycle'],
      ['Multistrada', 'adventure-motorcycle', alone],
    ],
  },
  {
    name: 'Triumph',
    aliases: ['triumph motorcycles'],
    ambiguous,
    motorcycles,
    models: [
      ['Bonneville', 'motorcycle'],
      ['Street Triple', 'motorcycle', alone],
    ],
  },
  {
    name: 'KTM',
    motorcycles,
    models: [
      ['390 Duke', 'motorcycle', alone],
      ['1290 Super Adventure', 'adventure-motorcycle', alone],
    ],
  },
  {
    name: 'Royal Enfield',
    motorcycles,
    models: [
      ['Classic 350', 'motorcycle'],
      ['Himalayan', 'adventure-motorcycle'],
      ['Interceptor 650', 'motorcycle', alone],
    ],
  },
  {
    name: 'Indian Motorcycle',
    aliases: ['indian motorcycles'],
    motorcycles,
    models: [
      ['Scout', 'cruiser'],
      ['Chief', 'cruiser'],
    ],
  },
  { name: 'Vespa', motorcycles, models: [['Primavera', 'scooter']] },
  { name: 'Zero Motorcycles', motorcycles, models: [['SR/F', 'electric-motorcycle']] },
  { name: 'Aprilia', motorcycles, models: [['RSV4', 'sport-bike', alone]] },
  { name: 'MV Agusta', motorcycles, models: [] },
  { name: 'Moto Guzzi', motorcycles, models: [] },
  { name: 'Benelli', motorcycles, models: [] },
  { name: 'Husqvarna', aliases: ['husqvarna motorcycles'], ambiguous, motorcycles, models: [] },
  { name: 'GasGas', aliases: ['gas gas'], motorcycles, models: [] },
  { name: 'Piaggio', motorcycles, models: [] },
  { name: 'SYM', aliases: ['sym motors'], ambiguous, motorcycles, models: [] },
  { name: 'Kymco', motorcycles, models: [] },
  { name: 'Hyosung', motorcycles, models: [] },
  { name: 'Keeway', motorcycles, models: [] },
  { name: 'Daelim', motorcycles, models: [] },
  { name: 'Derbi', motorcycles, models: [] },
  { name: 'Rieju', motorcycles, models: [] },
  { name: 'Gilera', motorcycles, models: [] },
  { name: 'Cagiva', motorcycles, models: [] },
  { name: 'Bultaco', motorcycles, models: [] },
];
