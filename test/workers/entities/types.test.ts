/**
 * The `entities.types` file: written by the default writers for the small-profile
 * fixture index, one type per category from its source; validated when read.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { entityTypeCodes, entityTypeOf } from '../../../build-index/entities/entity-types.js';
import { attachIndexVersion, type IndexVersion } from '../../../native-index/index.js';
import {
  encodeEntityTypes,
  ENTITY_TYPES,
  ENTITY_TYPES_FILE,
  entityGroup,
  EntityTypeTable,
  EntityTypesError,
  entityTypesFor,
  readEntityTypes,
} from '../../../workers/entities/index.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
let table: EntityTypeTable;
const byKey = new Map<string, number>();
const byName = new Map<string, number[]>();

test.before(async () => {
  index = await openFixtureIndex();
  table = entityTypesFor(index)!;
  for (let i = 0; i < index.count; i++) {
    byKey.set(index.keyAt(i), i);
    const name = index.nameAt(i);
    byName.set(name, [...(byName.get(name) ?? []), i]);
  }
});

/** Type of the category with this key. */
function typeOfKey(key: string): string | null {
  const i = byKey.get(key);
  assert.ok(i !== undefined, `no category ${key}`);
  return table.typeAt(i);
}

/** Types of the WordNet categories of this name, and of topic nodes a synset of it folded into. */
/** Types of the categories named `name` among WordNet's, the topics' and (folded WordNet) entities'. */
function wordnetTypes(name: string, keys = /^(?:wn|topic|ent):/): Array<string | null> {
  return (byName.get(name) ?? [])
    .filter((i) => keys.test(index.keyAt(i)))
    .map((i) => table.typeAt(i));
}

function firstKey(re: RegExp, facet?: string): string {
  for (const [k, i] of byKey)
    if (re.test(k) && (!facet || index.facetsAt(i).some(([t]) => t === facet))) return k;
  throw new Error(`no key like ${re}`);
}

test('the version has one type byte per category, each 0..11, and the table is cached', () => {
  assert.ok(index.hasFile(ENTITY_TYPES_FILE));
  assert.is(table.count, index.count);
  for (const c of table.codes) assert.ok(c <= ENTITY_TYPES.length);
  assert.is(entityTypesFor(index), table);
  assert.is(table.typeAt(-1), null);
  assert.is(table.typeAt(index.count), null);
});

test('places: continents LOC; countries, regions and cities GPE; airports FAC, their hubs nothing', () => {
  assert.is(typeOfKey('geo:continent:EU'), 'LOC');
  assert.is(typeOfKey('geo:FR'), 'GPE');
  assert.is(typeOfKey('geo:US.NY'), 'GPE');
  assert.is(typeOfKey(firstKey(/^geo:city:FR\./)), 'GPE');
  assert.is(typeOfKey(firstKey(/^geo:[A-Z]{2}\.\w+\.\w+$/)), 'GPE');
  assert.is(typeOfKey('airport:EGLL'), 'FAC');
  assert.is(typeOfKey(firstKey(/^airports:/)), null);
});

test('brands and operators: ORG; product lines: PRODUCT; kinds of business nothing', () => {
  assert.is(typeOfKey(firstKey(/^nsi:starbucks/)), 'ORG');
  assert.is(typeOfKey(firstKey(/^nsi:/, 'product line')), 'PRODUCT');
  assert.is(typeOfKey(firstKey(/^kind:/)), null);
});

test('WordNet: instances and capitalized classes by lexicographer file and hypernyms', () => {
  assert.ok(wordnetTypes('Obama').includes('PERSON'));
  assert.ok(wordnetTypes('American').includes('NORP'));
  assert.ok(wordnetTypes('French').includes('LANGUAGE'));
  assert.ok(wordnetTypes('French').includes('NORP'), 'the French people');
  assert.ok(wordnetTypes('World War II').includes('EVENT'));
  assert.ok(wordnetTypes('Treaty of Versailles').includes('LAW'));
  assert.ok(wordnetTypes('United States Constitution').includes('LAW'));
  assert.ok(wordnetTypes('Bible').includes('WORK_OF_ART'));
  assert.ok(wordnetTypes('Iliad').includes('WORK_OF_ART'));
  assert.ok(wordnetTypes('Eiffel Tower').includes('FAC'));
  assert.ok(wordnetTypes('Beatles').includes('ORG'));
  assert.ok(wordnetTypes('Linux').includes('PRODUCT'));
  assert.ok(wordnetTypes('Amazon').includes('LOC'), 'the river');
  // Common nouns, programming languages, dates and genres are not entities.
  assert.equal(wordnetTypes('Apple', /^wn:/).filter(Boolean), [], 'the fruit');
  assert.ok(wordnetTypes('Apple').includes('ORG'), 'the company, an entity');
  assert.equal(wordnetTypes('Monday').filter(Boolean), []);
  assert.equal(
    wordnetTypes('Python').filter((t) => t && t !== 'PERSON'),
    [],
  );
});

test('verticals, topics, services, industries and programming languages are not entities', () => {
  for (const re of [/^tier:/, /^topic:/, /^svc:/, /^naics:/, /^lang:/])
    assert.is(typeOfKey(firstKey(re)), null, String(re));
});

test('entityTypeOf by source key, without WordNet', () => {
  const wn = (off: string) => (off === '1' ? ('PERSON' as const) : null);
  assert.is(entityTypeOf({ key: 'wn:1', facets: [] }, wn), 'PERSON');
  assert.is(entityTypeOf({ key: 'wn:2', facets: [] }, wn), null);
  assert.is(entityTypeOf({ key: 'nsi:x', facets: [['brand', 'X']] }, wn), 'ORG');
  assert.is(entityTypeOf({ key: 'nsi:y', facets: [['product line', 'Y']] }, wn), 'PRODUCT');
  assert.is(entityTypeOf({ key: 'edit:foo', facets: [] }, wn), null);
  assert.equal(
    [
      ...entityTypeCodes(
        [
          { key: 'geo:continent:EU', facets: [] },
          { key: 'geo:FR', facets: [] },
          { key: 'tier:x', facets: [] },
        ],
        wn,
      ),
    ],
    [6, 5, 0],
  );
});

test('a types file of the wrong length or with a code over 11 is refused', () => {
  assert.throws(
    () => readEntityTypes(encodeEntityTypes(new Uint8Array(3)), 4),
    (e: Error) => e instanceof EntityTypesError && /3 bytes/.test(e.message),
  );
  assert.throws(
    () => readEntityTypes(encodeEntityTypes(Uint8Array.of(0, 12)), 2),
    (e: Error) => e instanceof EntityTypesError && /12/.test(e.message),
  );
  assert.is(readEntityTypes(encodeEntityTypes(Uint8Array.of(0, 11)), 2).typeAt(1), 'LANGUAGE');
  // Not a types file at all (the codes without their container).
  assert.throws(
    () => readEntityTypes(Uint8Array.of(0, 11), 2),
    (e: Error) => e instanceof EntityTypesError && /entities\.types: truncated/.test(e.message),
  );

  // Through a version: the same buffers, with a short entities.types.
  const files = { ...index.description.files };
  files[ENTITY_TYPES_FILE] = new SharedArrayBuffer(index.count - 1);
  const damaged = attachIndexVersion({ ...index.description, files });
  assert.throws(
    () => entityTypesFor(damaged),
    (e: Error) => e instanceof EntityTypesError,
  );

  // A version built without the writer: no table, no error.
  const without = { ...index.description.files };
  delete without[ENTITY_TYPES_FILE];
  assert.is(entityTypesFor(attachIndexVersion({ ...index.description, files: without })), null);
});

test('group names of entity-derived categories', () => {
  assert.is(entityGroup('PERSON'), 'people');
  assert.is(entityGroup('ORG'), 'organizations');
  assert.is(entityGroup('GPE'), 'locations');
  assert.is(entityGroup('LOC'), 'locations');
  for (const t of ENTITY_TYPES) assert.type(entityGroup(t), 'string');
});

test.run();
