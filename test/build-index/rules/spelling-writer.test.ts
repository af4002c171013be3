/**
 * The spelling vocabulary: spoken words said often enough, the words of the index's
 * patterns (places by name, WordNet by its named things only), lower-case ASCII.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spellingVocabulary, spokenCounts } from '../../../build-index/rules/spelling-writer.js';

const spoken = new Map([
  ['restaurant', 3000],
  ['typo', 2],
  ['café', 50],
  ['ok', 9000],
]);

const cats = [
  {
    key: 'nsi:walgreens-1',
    index: 0,
    name: 'Walgreens',
    prior: 1,
    patterns: ['walgreens', 'wallgreens pharmacy'],
  },
  {
    key: 'geo:US.NY',
    index: 1,
    name: 'New York',
    prior: 1,
    patterns: ['new york', 'nueva york', 'ny'],
  },
  { key: 'wn:08897000', index: 2, name: 'Wimbledon', prior: 1, patterns: ['wimbledon'] },
  {
    key: 'wn:03931348',
    index: 3,
    name: 'Photograph',
    prior: 1,
    patterns: ['photograph', 'exposure'],
  },
  {
    key: 'svc:plumbers:chicago',
    index: 4,
    name: 'Plumbers in Chicago',
    prior: 1,
    patterns: ['plumbers chicago'],
  },
  { key: 'lang:c-sharp', index: 5, name: 'C#', prior: 1, patterns: ['c#', 'csharp'] },
];

test('which words, and their weights', () => {
  const v = spellingVocabulary(cats, spoken, (i) => i === 2);
  assert.equal([...v.keys()].sort(), [
    'csharp',
    'new',
    'pharmacy',
    'restaurant',
    'walgreens',
    'wallgreens',
    'wimbledon',
    'york',
  ]);
  assert.is(v.get('restaurant'), 3000);
  assert.is(v.get('walgreens'), 1, 'a name never heard weighs 1');
});

test('places: the names of the 20,000 best-known only', () => {
  const letters = (n: number) => {
    let s = '';
    for (let k = 0; k < 4; k++, n = Math.floor(n / 26)) s += String.fromCharCode(97 + (n % 26));
    return s;
  };
  const places = Array.from({ length: 20_001 }, (_, i) => ({
    key: `geo:${i}`,
    index: i,
    name: `Zz${letters(i)}`,
    prior: i === 7 ? 0 : 1 + i,
    patterns: [],
  }));
  const v = spellingVocabulary(places, new Map(), () => false);
  assert.is(v.size, 20_000);
  assert.not.ok(v.has(`zz${letters(7)}`), 'the least known is left out');
});

test('the spoken words come from the SUBTLEX package, lower-cased and summed', () => {
  const counts = spokenCounts();
  assert.ok((counts.get('the') ?? 0) > 100_000);
  assert.ok([...counts.keys()].every((w) => w === w.toLowerCase()));
});

test.run();
