/**
 * The recognizer on the small-profile fixture index, with taxonomy matches from the rule
 * engine (test/helpers/taxonomy-matches.ts): the gazetteer side with real categories.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import {
  entityTypesFor,
  recognizeEntities,
  type EntityMention,
  type EntityTypeTable,
} from '../../../workers/entities/index.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';
import { taxonomyMatches } from '../../helpers/taxonomy-matches.js';

let index: IndexVersion;
let table: EntityTypeTable;

test.before(async () => {
  index = await openFixtureIndex();
  table = entityTypesFor(index)!;
});

function entities(text: string): EntityMention[] {
  return recognizeEntities(text, taxonomyMatches(index, text), table);
}

test('the 11 types with their taxonomy categories', () => {
  const text =
    'Barack Obama spoke about World War II in Paris. Americans who speak French flew from Heathrow Airport to ' +
    'Europe. We read the Koran, the Treaty of Versailles and the Iliad, drank Starbucks coffee and installed Linux.';
  const got = new Map(entities(text).map((e) => [e.text, e]));
  const expect: Array<[string, string, RegExp | null]> = [
    ['Barack Obama', 'PERSON', /^ent:people:barack-obama$/],
    ['World War II', 'EVENT', /^wn:/],
    ['Paris', 'GPE', /^geo:city:FR/],
    ['Americans', 'NORP', /^wn:/],
    ['French', 'LANGUAGE', /^wn:/],
    ['Heathrow Airport', 'FAC', /^airport:EGLL$/],
    ['Europe', 'LOC', /^(?:wn:|geo:continent:)/],
    ['Koran', 'WORK_OF_ART', /^wn:/],
    ['Treaty of Versailles', 'LAW', /^wn:/],
    ['Iliad', 'WORK_OF_ART', /^(?:wn:|ent:books:)/],
    ['Starbucks', 'ORG', /^nsi:starbucks/],
    ['Linux', 'PRODUCT', /^(?:wn:|ent:simple-icons:linux$)/],
  ];
  for (const [name, type, key] of expect) {
    const e = got.get(name);
    assert.ok(e, `${name} not found in ${[...got.keys()].join(', ')}`);
    assert.is(e.type, type, name);
    if (key) assert.match(index.keyAt(e.category), key, name);
    else assert.is(e.category, -1, name);
  }
  assert.is(got.size, expect.length, [...got.keys()].join(', '));
});

test('lower-case names and common words give nothing', () => {
  assert.equal(entities('i love paris and starbucks, we drank coffee in europe'), []);
  assert.equal(entities('I baked an apple pie and a turkey for Christmas.'), []);
});

test('a name alone gets its category; mentions fold', () => {
  const got = entities('Obama visited Paris. Obama liked Paris a lot.');
  assert.equal(
    got.map((e) => [e.text, e.type, e.count]),
    [
      ['Obama', 'PERSON', 2],
      ['Paris', 'GPE', 2],
    ],
  );
  assert.match(index.keyAt(got[0]!.category), /^wn:/);
});

test.run();
