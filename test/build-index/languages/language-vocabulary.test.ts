import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LaidOutCategory } from '../../../build-index/build.js';
import {
  dropNestedForms,
  type LanguagePattern,
} from '../../../build-index/languages/language-vocabulary.js';

// 0 Food & Drink [0, 4): 1 Restaurants & Dining [1, 3): 2 Restaurant; 3 Main Dishes.
const cats = [4, 3, 3, 4].map((end, index) => ({ index, end }) as unknown as LaidOutCategory);

test('a form on a category and on its descendant stays only on the descendant', () => {
  const patterns: LanguagePattern[] = [
    { pattern: 'مطعم', value: 1, language: 'ar' },
    { pattern: 'المطعم', value: 2, language: 'ar' },
    { pattern: 'مطاعم', value: 3, language: 'ar' },
  ];
  assert.is(dropNestedForms(patterns, cats, 'ar'), 1);
  assert.equal(
    patterns.map((p) => [p.pattern, p.value]),
    [
      ['المطعم', 2],
      ['مطاعم', 3],
    ],
  );
});

test('a form on two categories apart, or in another language, stays on both', () => {
  const patterns: LanguagePattern[] = [
    { pattern: 'plat', value: 2, language: 'fr' },
    { pattern: 'plat', value: 3, language: 'fr' },
    { pattern: 'restaurant', value: 1, language: 'fr' },
    { pattern: 'restaurant', value: 2, language: 'es' },
  ];
  assert.is(dropNestedForms(patterns, cats, 'fr'), 0);
  assert.is(dropNestedForms(patterns, cats, 'es'), 0);
  assert.is(patterns.length, 4);
});

test.run();
