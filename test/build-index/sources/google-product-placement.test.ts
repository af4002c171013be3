import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BackboneSurfaces,
  type BackboneTopic,
  surfaceKey,
} from '../../../build-index/sources/backbone-surfaces.js';
import { parseGptHomes } from '../../../build-index/sources/google-product-homes.js';
import { placeGoogleProductTaxonomy } from '../../../build-index/sources/google-product-placement.js';
import { parseGoogleProductTaxonomy } from '../../../build-index/sources/google-product-taxonomy.js';

function topic(path: string, ...synonyms: string[]): BackboneTopic {
  const names = path.split(' > ');
  const name = names.at(-1)!;
  return {
    path: path.toLowerCase(),
    vertical: names[0]!.toLowerCase(),
    level: names.length,
    nameKey: surfaceKey(name),
    surfaceKeys: new Set([name, ...synonyms].map(surfaceKey)),
  };
}

const backbone = new BackboneSurfaces([
  topic('Home & Garden'),
  topic('Home & Garden > Bathroom'),
  topic('Home & Garden > Bathroom > Toilets', 'toilet bowl'),
  topic('Home & Garden > Bathroom > Towels & Bath Accessories', 'shower curtains', 'bath mats'),
  topic('Sports'),
  topic('Sports > Team Sports'),
  topic('Sports > Team Sports > Basketball'),
  topic('Sports > Sports Equipment'),
  topic('Apparel'),
  topic('Apparel > Accessories'),
  topic('Apparel > Accessories > Scarves & Gloves', 'scarves', 'gloves', 'mittens'),
]);

// Ids above 9000: none has a GPT_PATTERNS entry.
const nodes = parseGoogleProductTaxonomy(
  [
    '9001 - Home & Garden',
    '9002 - Home & Garden > Bathroom Accessories',
    '9003 - Home & Garden > Bathroom Accessories > Shower Curtains',
    '9004 - Home & Garden > Bathroom Accessories > Soap Dishes',
    '9005 - Hardware',
    '9006 - Hardware > Toilets & Bidets',
    '9007 - Hardware > Toilets & Bidets > Toilets',
    '9008 - Hardware > Toilets & Bidets > Bidet Seats',
    '9010 - Sporting Goods',
    '9011 - Sporting Goods > Basketball',
    '9012 - Sporting Goods > Basketball > Basketball Hoops',
    '9013 - Sporting Goods > Basketball > Basketballs',
    '9014 - Apparel',
    '9015 - Apparel > Gloves & Mittens',
    '9016 - Apparel > Spurs',
  ].join('\n'),
);

const homes = parseGptHomes(`
Home & Garden | is | Home & Garden
Home & Garden > Bathroom Accessories | under | Home & Garden > Bathroom
Hardware | is | Home & Garden
Hardware > Toilets & Bidets | is | Home & Garden > Bathroom > Toilets
Sporting Goods | is-gear | Sports > Sports Equipment
Sporting Goods > Basketball | gear | Sports > Sports Equipment
Apparel | is | Apparel > Accessories
`);

const placed = placeGoogleProductTaxonomy(nodes, backbone, homes);

test('an entry folds a node into a topic or keeps it below one', () => {
  assert.equal(placed.get(9006), { kind: 'folded', into: 'home & garden > bathroom > toilets' });
  assert.equal(placed.get(9002), {
    kind: 'kept',
    parent: 'home & garden > bathroom',
    patterns: ['bathroom accessories', 'bathroom accessory'],
  });
});

test('a node named like a topic under its home folds into it; the rest hang on', () => {
  assert.equal(placed.get(9003), {
    kind: 'folded',
    into: 'home & garden > bathroom > towels & bath accessories',
  });
  assert.equal(placed.get(9007), { kind: 'folded', into: 'home & garden > bathroom > toilets' });
  assert.equal(placed.get(9004), {
    kind: 'kept',
    parent: 'gpt:9002',
    patterns: ['soap dishes', 'soap dish'],
  });
  const bidets = placed.get(9008)!;
  assert.is(bidets.kind === 'kept' && bidets.parent, 'home & garden > bathroom > toilets');
});

test('a name whose every kind names one topic folds into that topic', () => {
  assert.equal(placed.get(9015), {
    kind: 'folded',
    into: 'apparel > accessories > scarves & gloves',
  });
});

test('gear is named as equipment; a ball named like its sport is the sport', () => {
  assert.equal(placed.get(9011), {
    kind: 'kept',
    parent: 'sports > sports equipment',
    patterns: ['basketball equipment', 'basketball gear'],
  });
  const hoops = placed.get(9012)!;
  assert.is(hoops.kind === 'kept' && hoops.parent, 'gpt:9011');
  assert.equal(placed.get(9013), { kind: 'folded', into: 'sports > team sports > basketball' });
});

test('a leaf whose only name is ambiguous alone is dropped', () => {
  assert.equal(placed.get(9016), { kind: 'dropped' });
});

test('a target that is no backbone path, or an entry for no GPT node, is refused', () => {
  const bad = parseGptHomes('Home & Garden | is | Home & Garden > Attic');
  assert.throws(() => placeGoogleProductTaxonomy(nodes, backbone, bad), /Attic.*no backbone path/);
  const missing =
    parseGptHomes(`${[...homes].map(([p, h]) => `${p} | ${h.mode} | ${h.target}`).join('\n')}
Hardware > Sinks | is | Home & Garden > Bathroom`);
  assert.throws(
    () => placeGoogleProductTaxonomy(nodes, backbone, missing),
    /no GPT node "Hardware > Sinks"/,
  );
  assert.throws(() => parseGptHomes('Hardware | under'), /target/);
  assert.throws(() => parseGptHomes('Hardware | is | A\nHardware | is | B'), /twice/);
});

test.run();
