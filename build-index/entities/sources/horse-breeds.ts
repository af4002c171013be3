/**
 * Horse breeds (faker's `animal.horse` list, 345 names from Wikipedia's list of horse
 * breeds), under Pets & Animals > Pets > Horses > Horse Breeds and its groups (draft,
 * warmblood and sport, gaited, wild and feral), chosen from the name.
 */
import { en } from '@faker-js/faker';
import { loadWordFrequencies } from '../../sources/subtlex.js';
import type { NamedEntity } from '../named-entity.js';
import { breedEntities, topicByRules, type BreedRecord } from './breed-entities.js';
import { topicSurfaceForms } from './topic-forms.js';

export const HORSE_BREEDS_SOURCE = 'horse-breeds';

const BREEDS = 'Pets & Animals > Pets > Horses > Horse Breeds';
const group = (name: string): string => `${BREEDS} > ${name}`;

/** Breed group by name, first match wins, on the folded name (topic-forms.ts surfaceKey). */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /mustang|brumby|wild horse|przewalski|takhi|kaimanawa|banker|assateague|namib|cumberland island|heck horse|tarpan|sorraia|konik|dzungarian|danube delta|giara|marsh tacky|misaki|nokota/,
    group('Wild & Feral Horses'),
  ],
  [
    /draft|draught|coldblood|kaltblut|heavy|shire|clydesdale|percheron|^belgian horse|brabant|suffolk punch|ardennes|boulonnais|comtois|breton|noriker|auxois|trait du nord|jutland|dole gudbrandsdal|schleswig|american cream|poitevin|italian heavy|vladimir|murakoz|augeron|castillonnais|hispano breton|auvergne|nivernais|cob$|welsh cob|norman cob|silesian|sokolsky|estonian draft|north swedish|swedish ardennes|black forest|rottaler|pleven/,
    group('Draft Horses'),
  ],
  [
    /warmblood|sport ?horse|half blood|hanoverian|holsteiner|trakehner|oldenburg|westphalian|selle francais|dutch harness|gelderland|groningen|brandenburger|mecklenburger|rhinelander|wurttemberger|zweibrucker|wielkopolski|malopolski|sella italiano|furioso|nonius|gidran|kisber|budyonny|tersk|kinsky|frederiksborg|karossier|oberlander|arenberg|east friesian|ostfriesen|cleveland bay|irish sport/,
    group('Warmbloods & Sport Horses'),
  ],
  [
    /walking horse|paso|fox trotter|racking|marchador|mangalarga|saddle horse|single footer|icelandic|rocky mountain|mountain pleasure|campolina|walkaloosa|spotted saddle|saddlebred|tennessee|marwari|kathiawari|virginia highlander|tiger horse|nez perce/,
    group('Gaited Horses'),
  ],
];

/** Topic path of a horse breed, from its name. */
export function horseBreedTopic(name: string): string {
  return topicByRules(name, RULES, BREEDS);
}

const KEEP = new Set([
  'thoroughbred',
  'appaloosa',
  'percheron',
  'brumby',
  'haflinger',
  'clydesdale',
  'hanoverian',
  'holsteiner',
  'trakehner',
  'lipizzan',
  'lipizzaner',
  'noriker',
  'marwari',
  'budyonny',
  'nokota',
  'falabella',
  'lusitano',
  'knabstrupper',
  'standardbred',
]);

/** Peoples and places that SUBTLEX hardly knows but a reader does. */
const QUALIFY = new Set([
  'abyssinian',
  'borana',
  'kafa',
  'ogaden',
  'selale',
  'horro',
  'kundudo',
  'faroese',
  'fleuve',
  'lokai',
  'tsushima',
  'yili',
  'qatgani',
  'hirzai',
  'daliboz',
  'karabair',
  'kustanair',
  'vyatka',
  'tchernomor',
  'monchina',
  'campeiro',
  'mallorquin',
  'menorquin',
  'bardigiano',
]);

/** Not a breed alone. */
const SKIP = new Set(['warmblood', 'paint', 'breed']);

const SAME = new Map([
  ['quarter horse', 'American Quarter Horse'],
  ['saddlebred', 'American Saddlebred'],
  ['brumby', 'Australian Brumby'],
  ['waler', 'Waler Horse'],
  ['kaimanawa horses', 'Kaimanawa Horse'],
  ['norwegian fjord', 'Fjord Horse'],
  ['marsh tacky', 'Carolina Marsh Tacky'],
  ['russian don', 'Don Horse'],
  ['don', 'Don Horse'],
  ['takhi', "Przewalski's Horse"],
  ['mongolian wild horse', "Przewalski's Horse"],
  ['asian wild horse', "Przewalski's Horse"],
]);

/** Other names people give a breed, each naming it alone. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  'American Quarter Horse': ['Quarter Horse'],
  'American Paint Horse': ['Paint Horse'],
  'Australian Brumby': ['Brumby'],
  'Fjord Horse': ['Norwegian Fjord Horse'],
  'Arabian Horse': ['Arab Horse'],
  'Tennessee Walking Horse': ['Tennessee Walker'],
  Lipizzan: ['Lipizzaner'],
};

export const HORSE_CONTEXT = ['horse', 'horses', 'foal', 'mare', 'stallion', 'breed', 'equine'];

export function loadHorseBreeds(): NamedEntity[] {
  const records: BreedRecord[] = [];
  for (const raw of en.animal?.horse ?? []) {
    const [name, ...aliases] = raw.split(/\s+sometimes called\s+/);
    records.push({ name: name!, aliases, description: 'Horse breed' });
  }
  for (const [name, aliases] of Object.entries(ALIASES)) records.push({ name, aliases });
  return breedEntities(records, {
    source: HORSE_BREEDS_SOURCE,
    kind: 'Horse',
    keep: KEEP,
    qualify: QUALIFY,
    skip: SKIP,
    same: SAME,
    context: HORSE_CONTEXT,
    freq: loadWordFrequencies(),
    topicForms: topicSurfaceForms(),
    topicOf: horseBreedTopic,
  });
}
