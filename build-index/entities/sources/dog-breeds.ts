/**
 * Dog breeds (`dog-breeds`: 554 breeds from Wikipedia and Wikidata, with origin; faker's
 * `animal.dog` list adds spellings), under the breed groups of Pets & Animals > Pets >
 * Dogs > Dog Breeds, chosen from the name.
 */
import { en } from '@faker-js/faker';
import { readPackageJson } from '../../sources/packages.js';
import { loadWordFrequencies } from '../../sources/subtlex.js';
import type { NamedEntity } from '../named-entity.js';
import { breedEntities, topicByRules, type BreedRecord } from './breed-entities.js';
import { topicSurfaceForms } from './topic-forms.js';

export const DOG_BREEDS_SOURCE = 'dog-breeds';

const BREEDS = 'Pets & Animals > Pets > Dogs > Dog Breeds';
const group = (name: string): string => `${BREEDS} > ${name}`;

/**
 * Breed group by name, first match wins, on the folded name (topic-forms.ts surfaceKey).
 * Well-known breeds whose name says nothing of their group come first.
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^(dobermann|doberman pinscher|rottweiler|boxer|cane corso|giant schnauzer|black russian terrier|akita|american akita|bernese mountain dog|greater swiss mountain dog|portuguese water dog)$/,
    group('Working Dogs'),
  ],
  [
    /^(chihuahua|pomeranian|shih tzu|maltese|pug|papillon|pekingese|havanese|japanese chin|lhasa apso|affenpinscher|coton de tulear|bolognese|lowchen|bolonka|phalene|griffon bruxellois|brussels griffon|chinese crested dog|italian greyhound|miniature pinscher|russkiy toy|russian toy|prazsky krysarik|cavalier king charles spaniel|king charles spaniel)$/,
    group('Small Dog Breeds'),
  ],
  [
    /^(poodle|bichon frise|lagotto romagnolo|barbet|spanish water dog)$/,
    group('Hypoallergenic Dogs'),
  ],
  [
    /pit bull|staffordshire|bull terrier|bulldog|bulldogge|american bully|bully kutta|bull arab|gull dong|gull terrier/,
    group('Bully Breeds'),
  ],
  [/retriever/, group('Retrievers')],
  [/spaniel|^brittany|kooikerhondje|boykin/, group('Spaniels')],
  [
    /pointer|setter|braque|bracco|vizsla|weimaraner|fousek|spinone|pointing griffon|perdigueiro|pachon|patrijshond|munsterlander|stabyhoun|old danish/,
    group('Pointers & Setters'),
  ],
  [/terrier|schnauzer|jagdterrier|patterdale|plummer/, group('Terriers')],
  [
    /hound|beagle|basset|harrier|bracke|stovare|laufhund|segugio|sabueso|podenco|podengo|greyhound|whippet|saluki|borzoi|sloughi|azawakh|galgo|windhound|dachshund|chortai|taigan|tazy|agar|chippiparai|rajapalayam|kanni|porcelaine|poitevin|ariegeois|billy|bleu de gascogne|griffon vendeen|griffon nivernais|fauve de bretagne|chien francais|anglo francais|gascon|briquet|\bcur\b|feist|plott|drever|dunker|cirneco|pharaoh|ibizan|basenji|levriero|magyar|mahratta|kombai/,
    group('Hounds'),
  ],
  [
    /spitz|laika|elkhound|husky|malamute|samoyed|shiba|kai ken|kishu|hokkaido|shikoku|jindo|chow chow|keeshond|eurasier|volpino|norrbottenspets|lundehund|greenland dog|eskimo dog|klee kai|sled ?dog|inuit|tamaskan|jamthund|karelian bear|pungsan|buhund|lapphund|lapponian|vallhund|volkosob|sleddog/,
    group('Spitz & Nordic Breeds'),
  ],
  [
    /mastiff|mountain dog|leonberger|newfoundland|st bernard|great dane|dogue|dogo|boerboel|kangal|kuvasz|komondor|pyrenean|tornjak|sarplaninac|karakachan|akbash|gampr|broholmer|fila|presa|landseer|hovawart|tibetan kyi|rafeiro|alano|aidi|caucasian shepherd|central asian shepherd|anatolian|moscow watchdog|cao de gado|castro laboreiro|bucovina|carpathian|molossus/,
    group('Large Dog Breeds'),
  ],
  [
    /shepherd|sheepdog|collie|heeler|cattle dog|kelpie|corgi|herder|puli|pumi|mudi|bouvier|briard|beauceron|berger|schapendoes|koolie|huntaway|heading dog|mcnab|farmdog|catahoula|ovcharka|mioritic|bergamasco|malinois|tervuren|laekenois|pastore|pastor|carea|sheltie|smithfield|stumpy|english shepherd/,
    group('Herding Dogs'),
  ],
  [/toy|miniature/, group('Small Dog Breeds')],
  [/doodle|water dog/, group('Hypoallergenic Dogs')],
];

/** Topic path of a dog breed, from its name. */
export function dogBreedTopic(name: string): string {
  return topicByRules(name, RULES, BREEDS);
}

const KEEP = new Set([
  'poodle',
  'chihuahua',
  'beagle',
  'pug',
  'dalmatian',
  'rottweiler',
  'dachshund',
  'pomeranian',
  'schnauzer',
  'bulldog',
  'bloodhound',
  'whippet',
  'borzoi',
  'weimaraner',
  'pekingese',
  'briard',
  'affenpinscher',
  'puli',
  'doberman',
]);

/** Places and peoples that SUBTLEX hardly knows but a reader does. */
const QUALIFY = new Set([
  'akita',
  'brittany',
  'harrier',
  'hokkaido',
  'shikoku',
  'kishu',
  'jeju',
  'kars',
  'ryukyu',
  'chongqing',
  'kunming',
  'tosa',
  'jindo',
  'kintamani',
  'xigou',
  'chinook',
  'kuchi',
  'telomian',
  'khala',
  'armant',
  'jonangi',
  'kaikadi',
  'rajapalayam',
  'chippiparai',
  'kombai',
  'vikhan',
  'sarabi',
  'kanni',
  'bakharwal',
  'langqing',
  'lai',
  'kunma',
  'maneto',
  'mojee',
  'sapsali',
  'nureongi',
  'donggyeongi',
  'zerdava',
  'valdueza',
  'dikkulak',
  'calupoh',
]);

/** Not breeds, or no breed alone. */
const SKIP = new Set(['mongrel', 'dingo', 'indian pariah dog', 'small greek domestic dog']);

const SAME = new Map([
  ['dobermann', 'Doberman Pinscher'],
  ['doberman', 'Doberman Pinscher'],
  ['st bernard', 'Saint Bernard'],
  ['german shepherd dog', 'German Shepherd'],
  ['xoloitzcuintle', 'Xoloitzcuintli'],
  ['russkiy toy', 'Russian Toy'],
  ['griffon bruxellois', 'Brussels Griffon'],
  ['chinese chongqing dog', 'Chongqing Dog'],
  ['chongqing', 'Chongqing Dog'],
  ['perro de presa canario', 'Presa Canario'],
  ['terrier brasileiro', 'Brazilian Terrier'],
  ['australian silky terrier', 'Silky Terrier'],
  ['slovensky cuvac', 'Slovak Cuvac'],
  ['smalandstovare', 'Smaland Hound'],
  ['english toy terrier black and tan', 'English Toy Terrier'],
  ['magyar agar', 'Magyar Agár'],
  ['mahratta greyhound', 'Mahratta Hound'],
  ['pachon navarro', 'Pachón Navarro'],
  ['cao de castro laboreiro', 'Castro Laboreiro Dog'],
  ['ariegeois', 'Ariégeois'],
]);

/** Other names people give a breed, each naming it alone. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  'German Shepherd': ['Alsatian'],
  'Doberman Pinscher': ['Doberman'],
  'Pyrenean Mountain Dog': ['Great Pyrenees'],
  'Shetland Sheepdog': ['Sheltie'],
  'Yorkshire Terrier': ['Yorkie'],
  'West Highland White Terrier': ['Westie'],
  'Staffordshire Bull Terrier': ['Staffy', 'Staffie'],
  'Jack Russell Terrier': ['Jack Russell'],
  Dachshund: ['Wiener Dog', 'Sausage Dog'],
  'French Bulldog': ['Frenchie'],
  Xoloitzcuintli: ['Xolo', 'Mexican Hairless Dog'],
  'Bichon Frisé': ['Bichon'],
  'Cavalier King Charles Spaniel': ['Cavalier King Charles'],
  'Pembroke Welsh Corgi': ['Pembroke Corgi'],
  'Cardigan Welsh Corgi': ['Cardigan Corgi'],
  'Shiba Inu': ['Shiba'],
  'Akita Dog': ['Akita Inu'],
  Brittany: ['Brittany Spaniel'],
  Pointer: ['English Pointer'],
};

export const DOG_CONTEXT = ['dog', 'dogs', 'puppy', 'puppies', 'breed', 'breeder', 'kennel club'];

interface DogBreedRow {
  name: string;
  origin: string;
}

/** One "name" of the lists may hold another name ("A a/k/a B") or a note in brackets. */
function splitName(raw: string): { name: string; aliases: string[] } {
  const [name, ...aliases] = raw
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\s+a\/k\/a\s+/)
    .map((s) => s.trim());
  return { name: name!, aliases };
}

export function loadDogBreeds(): NamedEntity[] {
  const rows = readPackageJson<DogBreedRow[]>('dog-breeds', 'dog-breeds.json');
  const records: BreedRecord[] = [];
  for (const r of rows) {
    const { name, aliases } = splitName(r.name);
    const rec: BreedRecord = { name, aliases };
    if (r.origin.trim()) rec.description = `Dog breed; origin: ${r.origin.trim()}`;
    records.push(rec);
  }
  for (const raw of en.animal?.dog ?? []) records.push(splitName(raw));
  for (const [name, aliases] of Object.entries(ALIASES)) records.push({ name, aliases });
  return breedEntities(records, {
    source: DOG_BREEDS_SOURCE,
    kind: 'Dog',
    keep: KEEP,
    qualify: QUALIFY,
    skip: SKIP,
    same: SAME,
    context: DOG_CONTEXT,
    freq: loadWordFrequencies(),
    topicForms: topicSurfaceForms(),
    topicOf: dogBreedTopic,
  });
}
