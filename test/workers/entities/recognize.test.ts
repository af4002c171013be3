/**
 * The recognizer on its own: a hand-made type table and hand-placed taxonomy matches
 * stand in for the index and the engine, so each rule is tested in isolation.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ENTITY_TYPES,
  entityKey,
  EntityTypeTable,
  entityUuid,
  MAX_ENTITIES,
  recognizeEntities,
  type EntityMention,
  type EntityType,
  type TaxonomyMatch,
} from '../../../workers/entities/index.js';
import { typeCode } from '../../../workers/entities/types.js';

// Category indexes of the hand-made table.
const APPLE_FRUIT = 0;
const APPLE_INC = 1;
const APPLE_PIE = 2;
const PARIS = 3;
const OBAMA = 4;
const ELYSEE = 5;
const HOT_DOG = 6;
const JONATHAN_SWIFT = 7;
const CHRISTMAS = 8;
const TYPES: Array<EntityType | null> = [
  null,
  'ORG',
  null,
  'GPE',
  'PERSON',
  'FAC',
  null,
  'PERSON',
  null,
];
const table = new EntityTypeTable(Uint8Array.from(TYPES, (t) => (t ? typeCode(t) : 0)));

/** Every case-insensitive, whole-word occurrence of each phrase, as a match of its category. */
function matches(text: string, phrases: Array<[string, number]>): TaxonomyMatch[] {
  const out: TaxonomyMatch[] = [];
  for (const [phrase, category] of phrases) {
    const re = new RegExp(
      `(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    for (const m of text.matchAll(re))
      out.push({ start: m.index, end: m.index + m[0].length, category });
  }
  return out;
}

function run(text: string, phrases: Array<[string, number]> = []): EntityMention[] {
  return recognizeEntities(text, matches(text, phrases), table);
}

function byText(list: EntityMention[]): Record<string, string> {
  return Object.fromEntries(list.map((e) => [e.text, e.type]));
}

test('"apple pie" and lower-case "apple" are not entities; "Apple announced" is', () => {
  assert.equal(run('I baked an apple pie for dessert.', [['apple pie', APPLE_PIE]]), []);
  assert.equal(run('we ate apple slices', [['apple', APPLE_INC]]), []);
  const got = run('Apple announced a new phone today.', [['Apple', APPLE_INC]]);
  assert.equal(
    got.map((e) => [e.text, e.type, e.category, e.start, e.end, e.count]),
    [['Apple', 'ORG', APPLE_INC, 0, 5, 1]],
  );
  // Mid-sentence the capital is enough.
  assert.is(
    run('I bought shares of Apple yesterday.', [['Apple', APPLE_INC]])[0]?.category,
    APPLE_INC,
  );
  // A non-entity category is never an entity, capitalized or not.
  assert.equal(run('We love Apple Pie.', [['Apple Pie', APPLE_PIE]]), []);
  assert.equal(run('The Apple was red.', [['Apple', APPLE_FRUIT]]), []);
});

test('a sentence-initial common word counts only with corroboration', () => {
  // "Apple is great." alone: the capital says nothing.
  assert.equal(run('Apple is great.', [['Apple', APPLE_INC]]), []);
  // ... but another mention, a verb like "announced" or a possessive establishes it.
  const two = run('Apple is great. I work at Apple.', [['Apple', APPLE_INC]]);
  assert.equal(
    two.map((e) => [e.text, e.count, e.start]),
    [['Apple', 2, 0]],
  );
  assert.is(run("Apple's new phone is out.", [['Apple', APPLE_INC]]).length, 1);
  // A word that is not a common one is a name anywhere.
  assert.is(run('Paris is lovely.', [['Paris', PARIS]])[0]?.type, 'GPE');
});

test('repeated mentions, last names, company forms and case variants fold into one entity', () => {
  const obama = run('Barack Obama spoke. Obama left early. Later President Obama returned.');
  assert.equal(
    obama.map((e) => [e.text, e.type, e.count, e.start]),
    [['Barack Obama', 'PERSON', 3, 0]],
  );
  // The taxonomy names only "Obama" (a surname may be another person): one entity, no category.
  const tax = run('Barack Obama spoke. Obama left early.', [['Obama', OBAMA]]);
  assert.equal(
    tax.map((e) => [e.text, e.type, e.count]),
    [['Barack Obama', 'PERSON', 2]],
  );
  // Last name first: one person, first offsets, fullest text.
  const first = run('Obama said hello. Then Barack Obama left.');
  assert.equal(
    first.map((e) => [e.text, e.type, e.count, e.start, e.end]),
    [['Barack Obama', 'PERSON', 2, 0, 5]],
  );
  // "Apple ... Apple Inc." with the taxonomy: one ORG with its category.
  const apple = run('Apple released a phone. Later Apple Inc. shares rose.', [
    ['Apple', APPLE_INC],
  ]);
  assert.equal(
    apple.map((e) => [e.text, e.type, e.category, e.count]),
    [['Apple Inc.', 'ORG', APPLE_INC, 2]],
  );
  // Case, accents and spacing.
  const fac = run('We saw the Elysee Palace. The Élysée  Palace was closed. Elysee Palace again.');
  assert.equal(
    fac.map((e) => [e.type, e.count, e.key]),
    [['FAC', 3, 'elysee palace']],
  );
  const nasa = run('NASA launched a rocket. Nasa said it worked.');
  assert.equal(
    nasa.map((e) => [e.type, e.count]),
    [['ORG', 2]],
  );
  // An acronym of an organization named in full.
  const ibm = run('International Business Machines Corporation reported profits. IBM shares rose.');
  assert.equal(
    ibm.map((e) => [e.text, e.type, e.count]),
    [['International Business Machines Corporation', 'ORG', 2]],
  );
});

test('a taxonomy match and a text name of the same span are one entry, and the category wins', () => {
  const got = run('They toured the Elysee Palace today.', [['Elysee Palace', ELYSEE]]);
  assert.equal(
    got.map((e) => [e.text, e.type, e.category, e.count]),
    [['Elysee Palace', 'FAC', ELYSEE, 1]],
  );
  // The taxonomy type wins over the text cue too.
  const paris = run('We flew to Paris.', [['Paris', PARIS]]);
  assert.equal(
    paris.map((e) => [e.type, e.category]),
    [['GPE', PARIS]],
  );
});

test('a longer name around a taxonomy match wins; a title makes a person; short forms bring no category', () => {
  const bank = run('She works at the Bank of Paris now.', [['Paris', PARIS]]);
  assert.equal(
    bank.map((e) => [e.text, e.type, e.category]),
    [['Bank of Paris', 'ORG', -1]],
  );
  const mr = run('We met Mr. Paris yesterday.', [['Paris', PARIS]]);
  assert.equal(
    mr.map((e) => [e.text, e.type, e.category]),
    [['Paris', 'PERSON', -1]],
  );
  // "Swift" alone may be Jonathan Swift to the engine: the folded person keeps no category.
  const swift = run('Taylor Swift sang all night. Swift thanked her fans.', [
    ['Swift', JONATHAN_SWIFT],
  ]);
  assert.equal(
    swift.map((e) => [e.text, e.type, e.category, e.count]),
    [['Taylor Swift', 'PERSON', -1, 2]],
  );
});

test('each of the 11 types from the text alone', () => {
  const text =
    'Tim Cook said Americans love the iPhone 15. He flew from Heathrow Airport to Paris, sailed the Amazon River, ' +
    'watched the Super Bowl, saw "Inception", read the Clean Air Act, speaks French and works at Acme Corp.';
  const got = byText(recognizeEntities(text, [], null));
  assert.equal(got, {
    'Tim Cook': 'PERSON',
    Americans: 'NORP',
    'iPhone 15': 'PRODUCT',
    'Heathrow Airport': 'FAC',
    Paris: 'GPE',
    'Amazon River': 'LOC',
    'Super Bowl': 'EVENT',
    Inception: 'WORK_OF_ART',
    'Clean Air Act': 'LAW',
    French: 'LANGUAGE',
    'Acme Corp.': 'ORG',
  });
  assert.equal(new Set(Object.values(got)).size, ENTITY_TYPES.length);
});

test('hashtags split at capitals with a definite cue; @mentions, plain tags and slogans are not entities', () => {
  const got = run(
    'Watching the #SuperBowl in #NewYork with @JohnSmith lol #blessed #TBT #BlackLivesMatter #iPhone',
  );
  assert.equal(
    got.map((e) => [e.text, e.type]),
    [
      ['Super Bowl', 'EVENT'],
      ['New York', 'GPE'],
      ['iPhone', 'PRODUCT'],
    ],
  );
  const tag = got[0]!;
  assert.is(tag.start, 'Watching the #'.length);
  assert.equal(
    run('ping @Microsoft and email john.smith@Example.com or see https://www.Google.com/Search'),
    [],
  );
});

test('greetings, holidays, dates, chat abbreviations, shouting and headline words are not names', () => {
  assert.equal(
    run(
      'Happy Birthday and Merry Christmas! See you on Monday in March, LOL. OMG the CEO said GREAT NEWS.',
    ),
    [],
  );
  assert.equal(
    run('We ate Hot Dogs on Christmas.', [
      ['Hot Dogs', HOT_DOG],
      ['Christmas', CHRISTMAS],
    ]),
    [],
  );
  // A headline's capitals say nothing; its uncommon words still count.
  assert.equal(byText(run('Apple Unveils New Phone In Cupertino')), { Cupertino: 'GPE' });
  // Shouting: only words that are names anyway.
  assert.equal(byText(run('I LOVE PARIS SO MUCH!!!', [['PARIS', PARIS]])), { PARIS: 'GPE' });
});

test('acronyms and camel case must be how the category is named; unknown acronyms need corroboration', () => {
  const names = ['apple', 'Ios', 'National Aeronautics and Space Administration', 'Sita', 'Hey'];
  const types: EntityType[] = ['ORG', 'GPE', 'ORG', 'PERSON', 'GPE'];
  const named = new EntityTypeTable(Uint8Array.from(types, typeCode), (i) => names[i]!);
  const find = (text: string, phrase: string, c: number) =>
    recognizeEntities(text, matches(text, [[phrase, c]]), named);
  // "iOS" is not the island Ios: the text alone makes it a product.
  assert.equal(
    find('The latest iOS update drains batteries.', 'iOS', 1).map((e) => [
      e.text,
      e.type,
      e.category,
    ]),
    [['iOS', 'PRODUCT', -1]],
  );
  // An acronym of the category's initials is that category.
  assert.equal(
    find('Yesterday NASA launched a rocket.', 'NASA', 2).map((e) => [e.type, e.category]),
    [['ORG', 2]],
  );
  // "SITA" is not Sita, and an unknown acronym alone is no organization.
  assert.equal(find('We took the SITA bus to the coast.', 'SITA', 3), []);
  assert.equal(run('I swapped my HDD for an SSD.'), []);
  assert.equal(
    run('Our HDD died. A new HDD costs less now.').map((e) => [e.text, e.type, e.count]),
    [['HDD', 'ORG', 2]],
  );
  // A greeting is not a place, whatever the taxonomy has.
  assert.equal(
    find('The crowd sang Ho Hey back at them.', 'Hey', 4).filter((e) => e.category >= 0),
    [],
  );
});

test('offsets point into the text; the list is capped', () => {
  const text = 'In 2024, Angela Merkel met Emmanuel Macron in Berlin.';
  for (const e of run(text)) {
    assert.ok(e.start >= 0 && e.end <= text.length && e.start < e.end);
    assert.ok(e.count >= 1);
  }
  const many = Array.from(
    { length: 300 },
    (_, i) => `Zorblax${String.fromCharCode(65 + (i % 26))}${i} said hello.`,
  ).join(' ');
  assert.is(recognizeEntities(many, [], null).length, MAX_ENTITIES);
  assert.is(recognizeEntities(many, [], null, { maxEntities: 7 }).length, 7);
});

test('hostile input: 10 MB of capitalized words returns quickly with a capped list', () => {
  const words = [
    'Alpha',
    'Bravo',
    'Charlie',
    'Delta',
    'Echo',
    'Foxtrot',
    'Golf',
    'Hotel',
    'India',
    'Juliet',
  ];
  const names: string[] = [];
  let size = 0;
  for (let i = 0; size < 10_000_000; i++) {
    const w = `${words[i % 10]}${(i * 7919) % 100003}`;
    names.push(w);
    size += w.length + 4;
  }
  const texts = [
    names.join(' '), // one run of capitalized words
    names.join(' met '), // a new name every few words
    names.join('. '), // one-word sentences
  ];
  for (const [i, text] of texts.entries()) {
    for (const maxChars of [undefined, Infinity]) {
      const t0 = performance.now();
      const got = recognizeEntities(
        text,
        [{ start: 0, end: 5, category: APPLE_INC }],
        table,
        maxChars ? { maxChars } : {},
      );
      const ms = performance.now() - t0;
      assert.ok(got.length <= MAX_ENTITIES, `${got.length} entities`);
      if (i === 1) assert.is(got.length, MAX_ENTITIES);
      // Wall-clock bounds that catch quadratic work (hours on 10 MB), with room for a
      // shared 2-core machine: a CI run at load 10 took 48 s on the uncapped path.
      assert.ok(ms < (maxChars ? 120_000 : 20_000), `text ${i}: ${ms.toFixed(0)} ms`);
    }
  }
});

test('odd input never throws', () => {
  const odd: unknown[] = [
    undefined,
    null,
    42,
    {},
    [],
    '',
    ' ',
    '\ud800',
    'a\udc00b',
    '#',
    '@',
    "'s",
    '...',
    'U.S.',
    'J.',
    'Ω'.repeat(10),
    '🙂 Paris 🙂',
    'A\u0301ngel Ñandú',
    'x'.repeat(10_000),
    'Ab-'.repeat(1000),
    '#'.repeat(100),
    "O'Brien's",
  ];
  const weird: unknown[] = [
    null,
    undefined,
    [null],
    [{}],
    [{ start: 'a', end: 2, category: 1 }],
    [{ start: -1, end: 3, category: 1 }],
    [{ start: 0, end: 1e9, category: 1 }],
    [{ start: 0, end: 1, category: 1e9 }],
    [{ start: 0, end: 1, category: -5 }],
    [{ start: 1.5, end: 3, category: 1 }],
    [{ start: 2, end: 1, category: 1 }],
    { length: 3 },
    { length: -1 },
  ];
  for (const t of odd) {
    for (const m of weird) {
      const got = recognizeEntities(t as string, m as TaxonomyMatch[], table);
      assert.ok(Array.isArray(got));
    }
    assert.ok(
      Array.isArray(
        recognizeEntities(t as string, [], null, { maxChars: -3, maxEntities: Number.NaN }),
      ),
    );
  }
});

test('property: any text and any matches give well-formed entities', () => {
  const pieces = [
    'Apple',
    'apple',
    'Paris',
    'PARIS',
    'Inc.',
    'Mr.',
    ' ',
    '. ',
    '\n',
    '#NewYork',
    '@x',
    "'s",
    'of',
    '&',
    'Élysée',
    'Palace',
    'Obama',
    'Barack',
    '🙂',
    '\ud800',
    '"',
    'US',
    'U.S.',
    '15',
    'iPhone',
    'LOL',
    'Christmas',
  ];
  const textArb = fc
    .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 6 })), { maxLength: 40 })
    .map((a) => a.join(''));
  const matchArb = fc.record({
    start: fc.integer({ min: -2, max: 300 }),
    end: fc.integer({ min: -2, max: 300 }),
    category: fc.integer({ min: -2, max: 12 }),
  });
  fc.assert(
    fc.property(textArb, fc.array(matchArb, { maxLength: 12 }), (text, ms) => {
      const got = recognizeEntities(text, ms, table);
      const keys = new Set<string>();
      for (const e of got) {
        assert.ok(e.start >= 0 && e.start < e.end && e.end <= text.length);
        assert.ok(ENTITY_TYPES.includes(e.type));
        assert.ok(e.count >= 1 && e.key.length > 0 && e.text.length > 0);
        assert.ok(
          e.category === -1 ||
            (e.category >= 0 && e.category < TYPES.length && TYPES[e.category] !== null),
        );
        assert.not.ok(keys.has(`${e.type}:${e.key}`), 'one entry per entity');
        keys.add(`${e.type}:${e.key}`);
      }
    }),
    { numRuns: 500 },
  );
});

test('entity keys and UUIDs', () => {
  assert.is(entityKey("The Apple Inc.'s"), 'apple');
  assert.is(entityKey('U.S.'), entityKey('US'));
  assert.is(entityKey('Élysée  Palace'), 'elysee palace');
  assert.is(entityKey('AT&T'), entityKey('AT & T'));
  const id = entityUuid('ORG', 'apple');
  assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.is(entityUuid('ORG', 'apple'), id);
  assert.is.not(entityUuid('PRODUCT', 'apple'), id);
  assert.is.not(entityUuid('ORG', 'apples'), id);
});

test.run();
