import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  parseTopicTranslations,
  TopicTranslationError,
  topicPathKeys,
} from '../../../build-index/languages/topic-translations.js';
import { languageVocabulary } from '../../../build-index/languages/language-vocabulary.js';
import type { LaidOutCategory } from '../../../build-index/build.js';

const keys = new Map([
  ['topic:food-drink/baking/bread', 'topic:food-drink/baking/bread'],
  ['topic:travel/hotels-and-accommodations', 'topic:lodging'],
]);

test('lines become translations of the node, resolved to its category key', () => {
  const got = parseTopicTranslations(
    '# comment\n\ntopic:food-drink/baking/bread\tpain, baguette , \ntopic:travel/hotels-and-accommodations\thôtels,hôtel\n',
    'fr',
    'fr.tsv',
    keys,
  );
  assert.equal(got, [
    {
      lang: 'fr',
      pathKey: 'topic:food-drink/baking/bread',
      key: 'topic:food-drink/baking/bread',
      forms: ['pain', 'baguette'],
    },
    {
      lang: 'fr',
      pathKey: 'topic:travel/hotels-and-accommodations',
      key: 'topic:lodging',
      forms: ['hôtels', 'hôtel'],
    },
  ]);
});

test('an unknown path key is an error naming the file and line', () => {
  try {
    parseTopicTranslations('# x\ntopic:food-drink/nope\tnada\n', 'es', 'i18n/es.tsv', keys);
    assert.unreachable();
  } catch (e) {
    assert.instance(e, TopicTranslationError);
    assert.match(
      (e as Error).message,
      /^i18n\/es\.tsv:2: unknown path key "topic:food-drink\/nope"/,
    );
  }
  assert.throws(
    () => parseTopicTranslations('topic:food-drink/baking/bread pain\n', 'fr', 'f', keys),
    /f:1:/,
  );
  assert.throws(
    () => parseTopicTranslations('topic:food-drink/baking/bread\t , \n', 'fr', 'f', keys),
    /no forms/,
  );
});

test('the backbone has a path key per node, a hand-made branch keeping its own key', () => {
  const all = topicPathKeys();
  assert.ok(all.size > 3000);
  assert.is(all.get('topic:food-drink/baking/bread'), 'topic:food-drink/baking/bread');
  assert.ok(
    [...all].some(([p, k]) => p !== k),
    'some nodes are hand-made branches',
  );
});

test('the vocabulary attaches forms to the categories and reports what it could not place', () => {
  const cat = (key: string, index: number, formerKeys?: string[]) =>
    ({ key, index, formerKeys, patterns: [] }) as unknown as LaidOutCategory;
  const cats = [cat('tier:food-drink', 0), cat('topic:lodging', 1, ['topic:old-lodging'])];
  const v = languageVocabulary(cats, new Map(cats.map((c) => [c.key, c.index])), {
    countries: false,
    holidays: false,
    osmPresets: false,
    languageNames: false,
    localBrandNames: false,
    translations: {
      translations: [
        { lang: 'es', pathKey: 'p1', key: 'topic:old-lodging', forms: ['hoteles', 'hotel'] },
        { lang: 'es', pathKey: 'p2', key: 'topic:elsewhere', forms: ['otro'] },
      ],
      absent: ['de'],
    },
  });
  assert.equal(
    v.patterns.map((p) => [p.pattern, p.value, p.language]),
    [
      ['hoteles', 1, 'es'],
      ['hotel', 1, 'es'],
    ],
  );
  assert.equal(v.file.es!.report, {
    forms: { topics: 2 },
    categories: 1,
    missing: ['topics: 1 nodes without a category in this build'],
  });
  assert.ok(v.file.es!.keys.includes('hotel'));
  assert.equal(v.file.de!.report.missing, ['topics: no file i18n/de.tsv']);
});

test.run();
