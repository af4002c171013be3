import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { frequencyList, languageFrequencyList } from '../../../text/languages/frequency-lists.js';
import { LANGUAGE_NAMES, TEXT_LANGUAGES } from '../../../text/languages/language-codes.js';

test("each language's list is the package's file of its English name", () => {
  for (const lang of TEXT_LANGUAGES)
    assert.equal([...languageFrequencyList(lang)], frequencyList(LANGUAGE_NAMES[lang]), lang);
});

test('a list is read once and shared, and cannot be changed by a reader', () => {
  const first = languageFrequencyList('it');
  assert.is(languageFrequencyList('it'), first);
  assert.ok(Object.isFrozen(first));
});

test.run();
