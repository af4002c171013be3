import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { languageSpokenCounts } from '../../../build-index/languages/language-commonness.js';
import { frequencyList } from '../../../build-index/lid/lid-corpus.js';
import { languageNormalizer } from '../../../text/languages/language-normalizer.js';

const zipf = Array.from({ length: 10000 }, (_, i) => Math.round(1e6 / (i + 1)));

test("a language's word at rank r gets the English count at rank r", () => {
  const de = frequencyList('german');
  const counts = languageSpokenCounts('de', zipf);
  const top = languageNormalizer('de').key(de[0]!);
  assert.ok(counts.get(top)! >= zipf[0]!);
  // A word far down the list is much less common than the first.
  const late = languageNormalizer('de').key(de[5000]!);
  assert.ok(counts.get(late)! < counts.get(top)! / 100);
});

test('the words that share a key add up', () => {
  const ar = languageSpokenCounts('ar', zipf);
  const list = frequencyList('arabic');
  const key = languageNormalizer('ar').key('مطعم');
  const ranks = list.flatMap((w, i) => (languageNormalizer('ar').key(w) === key ? [i] : []));
  assert.ok(ranks.length >= 2, 'the list has مطعم with and without its article');
  assert.is(
    ar.get(key),
    ranks.reduce((a, r) => a + zipf[r]!, 0),
  );
});

test('fewer English counts than words: the rest of the list is left out', () => {
  const counts = languageSpokenCounts('tr', [5, 4, 3]);
  assert.ok(counts.size <= 3 && counts.size > 0);
});

test.run();
