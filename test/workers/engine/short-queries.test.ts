/**
 * Short-query decisions of the rule engine on the small-profile fixture index: stray
 * tokens never decide alone, a number or code after a product's name is its model, a
 * multi-word name beats single common words, the verb after "how to" is no topic (unless
 * the taxonomy lists the "how to" phrase: "how to draw"), nor is what follows "for" or
 * "about" after the head, nor the verb after a negated auxiliary, the places named agree
 * with a travel word and beside a travel topic or brand are where the trip goes, as after
 * "in" or "near", the shopping words count for a chain of any vertical, what is asked of a
 * company ("customer service") is the company, a named sense close behind the best in its
 * vertical wins, the reviewed sense priors, topic phrases of ordinary searches, and the
 * spelling step (and none without a spelling table).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { SPELLING_FILE } from '../../../native-index/spelling-format.js';
import { classifyDocumentsTask } from '../../../workers/engine/documents-task.js';
import { RuleEngine, ruleEngineFor } from '../../../workers/engine/rule-engine.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let engine: RuleEngine;

test.before(async () => {
  index = await openFixtureIndex();
  engine = ruleEngineFor(index);
});

const best = (kw: string): number => engine.classify(kw, null, null, 0);
const path = (c: number): string => (c < 0 ? '(none)' : index.pathAt(c).join(' > '));
const key = (kw: string): string => {
  const c = best(kw);
  return c < 0 ? '(none)' : index.keyAt(c);
};

test('a number or one or two letters alone never decides', () => {
  for (const kw of ['15', 'f', 'cr', 's', 'ny', 'uk', '2026', 'me', 'F', '15 f']) {
    assert.is(best(kw), -1, `${kw} -> ${path(best(kw))}`);
  }
  // The stray token's match is still there, only not the answer.
  const stray = engine.explain('15').candidates;
  assert.ok(stray.length > 0 && stray.every((c) => c.stray));
});

test('the other words decide, whatever the stray token matches', () => {
  assert.is(index.nameAt(best('nj plumber')), 'Plumber');
  assert.is(index.nameAt(best('uk visa')), 'Visa');
  assert.is(index.nameAt(best('UK VISA')), 'Visa');
  for (const kw of ['iphone 15 case', 'stranger things season 5', 'formula 1 standings']) {
    const name = index.nameAt(best(kw));
    assert.not.ok(/^(One|Five|Fifteen)$/.test(name), `${kw} -> ${name}`);
  }
});

test('two capitals are a name the caller means: "NY", "UK" (not in a text all in capitals)', () => {
  assert.is(key('NY'), 'geo:US.NY');
  assert.is(key('UK'), 'geo:GB');
  // Only its names: "HP" is the computer maker, not horsepower ("hp").
  assert.is(key('HP'), 'ent:simple-icons:hp');
  // In a shouted text, capitals say nothing.
  assert.is(best('NY NJ'), -1);
});

test('hand-listed short words and language names are words, not stray tokens', () => {
  assert.ok(best('tv') >= 0, 'tv');
  assert.ok(best('pc') >= 0, 'pc');
  const cpp = best('c++ tutorial');
  assert.is(index.nameAt(index.ancestorAtDepth(cpp, 1)), 'Computers & Electronics', path(cpp));
});

test("a number or code right after a product's name is its model, not a number or a unit", () => {
  // A model the taxonomy names is its own category...
  assert.is(key('ford f-150'), 'ent:vehicles:ford-f-150');
  assert.is(key('FORD F-150'), 'ent:vehicles:ford-f-150');
  assert.is(index.nameAt(best('honda cr-v review')), 'Honda CR-V');
  assert.is(index.nameAt(best('porsche 911')), 'Porsche 911');
  assert.is(index.nameAt(best('iphone 15 case')), 'iPhone 15');
  // ...and one it does not name goes with its maker's name.
  assert.is(index.nameAt(best('ford 150')), 'Ford');
  assert.match(key('ford 150'), /^nsi:/);
  // The model goes with the name: the whole match is shown.
  const iphone = engine
    .explain('iphone 15 case')
    .candidates.find((c) => c.category === best('iphone 15 case'));
  assert.is(iphone?.match, 'iphone 15');
  // Only the name's product senses: the car make, not Henry Ford or a river crossing.
  for (const c of engine.explain('ford 150').candidates)
    if (c.match === 'ford 150') assert.match(index.keyAt(c.category), /^nsi:/);
});

test('a number after a common word is no model: "stage 4", "size 5"', () => {
  assert.is(index.nameAt(best('stage 4 lung cancer')).toLowerCase(), 'lung cancer');
  assert.ok(
    engine.explain('stage 4 lung cancer').candidates.every((c) => c.match !== 'stage 4'),
    'stage keeps its own span',
  );
});

test('a multi-word name outranks the single common words around it', () => {
  for (const [kw, name] of [
    ['burger king fries', 'Burger King'],
    ['dunkin donuts coffee', "Dunkin'"],
    ['fries burger king', 'Burger King'],
  ] as const) {
    const c = best(kw);
    assert.is(index.nameAt(c), name, `${kw} -> ${path(c)}`);
    assert.match(index.keyAt(c), /^nsi:/);
  }
});

test('the verb after "how to" says what is done, not what the keyword is about', () => {
  assert.is(path(best('play guitar')).startsWith('Arts & Entertainment > Play'), true);
  assert.is(index.nameAt(best('how to play guitar')), 'Guitars');
  assert.ok(
    path(best('how to write a press release')).startsWith('Business & Industrial > '),
    path(best('how to write a press release')),
  );
});

test('a "how to" phrase the taxonomy lists names the activity: drawing, not the cat', () => {
  assert.is(index.pathAt(best('cat'))[0], 'Pets & Animals');
  assert.is(index.nameAt(best('how to draw a cat')), 'Painting & Drawing');
  assert.is(index.nameAt(best('sew a button')), 'Button');
  assert.is(index.nameAt(best('how to sew a button')), 'Sewing');
});

test('what follows "for" or "about" says whom the head is for, not what the keyword is about', () => {
  // Alone, the words after "for" are topics of their own.
  assert.is(
    key('neck pain'),
    'topic:health/conditions-and-diseases/bone-and-joint-health/back-and-neck-pain',
  );
  assert.is(key('best pillows for neck pain'), 'topic:home-garden/home-decor/bedding-and-linens');
  assert.is(
    key('best laptop for college students'),
    'topic:computers-electronics/computers/laptops',
  );
  assert.is(
    key('curtains for living room'),
    'topic:home-garden/home-decor/curtains-and-window-treatments',
  );
  assert.is(key('books about dinosaurs'), 'tier:books-literature');
  // With no content word before it but an aspect word, "for" changes nothing.
  assert.is(key('tips for neck pain'), key('neck pain'));
});

test('the places a keyword names agree with its travel word: a trip, not a city', () => {
  // Alone, the cities are places.
  assert.is(key('chicago'), 'geo:city:US.IL.031:Chicago');
  assert.ok(index.pathAt(best('chicago to orlando'))[0] === 'Places');
  assert.is(key('flights from chicago to orlando'), 'topic:flights');
  assert.is(key('hotels near chicago'), 'topic:travel/lodging/hotels');
  assert.is(path(best('trains from paris to amsterdam')).split(' > ')[0], 'Travel');
});

test('a place beside a travel topic or brand is where the trip goes: the tours, the rental', () => {
  assert.is(index.pathAt(best('rome'))[0], 'Places');
  assert.is(index.nameAt(best('rome tours')), 'Tours');
  assert.is(index.nameAt(best('tours of rome')), 'Tours');
  assert.is(index.nameAt(best('airbnb in san diego')), 'Airbnb');
  // WordNet's "ticket" (under Travel) makes no trip: the city, not a ticket.
  assert.is(index.pathAt(best('chicago tickets'))[0], 'Places');
});

test('a place after "in" or "near" says where the words before it are: the pizza, the sushi', () => {
  assert.is(index.nameAt(best('best pizza in chicago')), 'Pizza');
  assert.is(index.nameAt(best('best sushi in san francisco')), 'Sushi');
  assert.is(index.pathAt(best('best schools in texas'))[0], 'Jobs & Education');
});

test('the verb after a negated auxiliary says what is done: the laptop, not a turn-on', () => {
  for (const kw of ["laptop won't turn on", 'laptop doesnt turn on'])
    assert.is(index.nameAt(best(kw)), 'Laptops', kw);
  // "won't" is not the noun "wont" (a habit).
  assert.is(index.pathAt(best("car won't start"))[0], 'Vehicles');
});

test("the shopping words make a chain of any vertical a store: the restaurant's coupon", () => {
  // Alone, or with a word of the game, "dominos" is the game.
  assert.is(key('dominos'), 'wn:00500488');
  assert.is(key('dominos game'), 'wn:00500488');
  assert.is(key('dominos coupon'), 'nsi:dominos-19ae3c');
});

test('what is asked of a company is the company: its customer service', () => {
  assert.is(index.nameAt(best('paypal customer service')), 'PayPal');
  assert.is(index.nameAt(best('netflix customer service')), 'Netflix');
  assert.is(index.nameAt(best('customer service')), 'Customer Service');
});

test('a named sense close behind the best in its vertical is the answer', () => {
  assert.is(index.nameAt(best('venmo fees')), 'Venmo');
  assert.is(index.nameAt(best('netflix new releases')), 'Netflix');
  // Alone, the words keep their own senses.
  assert.is(index.nameAt(best('fees')) === 'Venmo', false);
});

test('sense priors: the sense a searcher means', () => {
  // The camera and bicycle senses are folded into their topic nodes.
  assert.is(key('cam'), 'topic:computers-electronics/consumer-electronics/cameras', 'camera');
  assert.is(key('web cam'), 'topic:computers-electronics/computer-peripherals/webcams');
  assert.is(key('stats'), 'wn:06030848', 'statistic');
  assert.is(key('bike'), 'topic:vehicles/micromobility/bicycles', 'bicycle');
  assert.is(key('apps'), 'wn:06582286', 'application');
  assert.is(key('specs'), 'wn:06737816', 'specification');
  // The other words still decide: a motor bike is a motorcycle.
  assert.is(key('motor bike'), 'topic:vehicles/motorcycles');
});

test('sense priors name a country, a device line and a vegetable', () => {
  // Not the archipelago of WordNet, the daffodil named "paper white", nor the hazelnut "cob".
  assert.is(key('japan'), 'geo:JP');
  assert.is(key('kindle paperwhite'), 'ent:device-detector:amazon-kindle');
  assert.is(key('how to boil corn on the cob'), 'gpt:6609');
  // The other words still decide.
  assert.is(index.pathAt(best('japan lacquer'))[0], 'Business & Industrial');
});

test('topic phrases of ordinary searches: lessons, houseplants, protein, trips, windows', () => {
  const topics: [string, string][] = [
    ['spanish lessons online', 'Foreign Language Courses'],
    ['how to propagate pothos', 'Houseplants'],
    ['fiddle leaf fig brown spots', 'Houseplants'],
    ['easter bunny coloring pages', 'Activity & Coloring Books'],
    ['how much protein per day', 'Nutrition & Diet'],
    ['nfl power rankings week 12', 'Sports News & Scores'],
    ['best time to visit iceland', 'Trip Planning'],
    ['windows 11', 'Microsoft Windows'],
    ['symptoms of low iron', 'Blood Disorders'],
    ['puppy potty training tips', 'Dog Training'],
    ['how to remove rust from metal', 'Cleaning & Housekeeping'],
    // A language's context words: learning it.
    ['how to learn python for free', 'Python'],
    // "signs" cues Health.
    ['signs of depression', 'Depression'],
  ];
  // Windows of a house stay there.
  assert.is(index.nameAt(best('replacement windows')), 'Doors & Windows');
  for (const [kw, name] of topics) assert.is(index.nameAt(best(kw)), name, kw);
});

test('an app a reviewed sense prior names does not lose to the older common word', () => {
  for (const [kw, icon] of [
    ['twitter', 'x'],
    ['zoom', 'zoom'],
    ['discord', 'discord'],
    ['yelp', 'yelp'],
    ['tinder', 'tinder'],
  ] as const)
    assert.is(key(kw), `ent:simple-icons:${icon}`, kw);
  assert.is(key('how to screenshot on mac'), 'ent:simple-icons:macos', 'not the raincoat');
  // A longer phrase and the other words still decide.
  assert.is(key('zoom lens'), key('telephoto lens'));
  assert.match(key('mac and cheese'), /cheese/);
  // A brand no entry names still loses to the common noun of its word.
  for (const [kw, brand] of [
    ['subway', 'nsi:'],
    ['chase', 'nsi:'],
  ] as const) {
    assert.ok(engine.explain(kw).candidates.some((c) => index.keyAt(c.category).startsWith(brand)));
    assert.match(key(kw), /^wn:/, kw);
  }
});

test('spelling: an unknown word one or two edits from a known one is corrected, then classified', () => {
  for (const [typo, word] of [
    ['disny', 'disney'],
    ['frangance', 'fragrance'],
    ['incorperation', 'incorporation'],
    ['yankess tickets', 'yankees tickets'],
  ] as const) {
    const fixed = best(typo);
    assert.ok(fixed >= 0, typo);
    assert.is(fixed, best(word), `${typo} -> ${path(fixed)}, ${word} -> ${path(best(word))}`);
    assert.is.not(engine.classify(typo, null, null, 0, false), fixed, `${typo} without spelling`);
  }
  // Known words and names the index does not know stay as they are.
  assert.is(best('zendaya'), -1);
});

test('spelling: none for a version without the spelling table (an older index)', () => {
  const older = new RuleEngine({
    version: `${index.version}-older`,
    count: index.count,
    file: (n: string) => index.file(n),
    hasFile: (n: string) => n !== SPELLING_FILE && index.hasFile(n),
    subtreeEndAt: (i: number) => index.subtreeEndAt(i),
    parentAt: (i: number) => index.parentAt(i),
    keyStartsWith: (i: number, prefix: string) => index.keyStartsWith(i, prefix),
  });
  assert.is(older.classify('disny', null, null, 0), -1);
  assert.is(older.classify('disney', null, null, 0), best('disney'));
});

test('documents: a stray token is no mention, a model goes with its name', () => {
  const run = (text: string) =>
    classifyDocumentsTask(index, {
      kind: 'text',
      docs: [text],
      flags: false,
      sentiment: false,
      entities: false,
      limit: null,
      addLastNode: true,
    }).results[0]!;
  assert.equal(run('F. 15. S.').categories, []);
  const ford = run('The new Ford F-150 is here.').categories.map((c) => index.nameAt(c));
  assert.ok(ford.includes('Ford F-150'), JSON.stringify(ford));
  assert.not.ok(
    ford.some((n) => /Fahrenheit|Hundred/.test(n)),
    JSON.stringify(ford),
  );
});

test.run();
