import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { keywordResultsText } from '../../../src/present/keyword-results-text.js';

test('keywordResultsText writes what JSON.stringify writes for results and mappings', () => {
  const hexId = fc.stringMatching(/^[0-9a-f]{32}$/);
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.option(hexId), fc.array(fc.integer({ min: 1, max: 1 << 15 }))), {
        maxLength: 40,
      }),
      (rows) => {
        const ids = rows.map((r) => r[0]);
        const flags = rows.map((r) => r[1]);
        const text = keywordResultsText(ids, flags);
        assert.is(
          text.results,
          JSON.stringify(ids.map((category_id, k) => ({ category_id, flags: flags[k] }))),
        );
        assert.is(text.mappings, JSON.stringify(ids));
      },
    ),
  );
  assert.equal(keywordResultsText([], []), { results: '[]', mappings: '[]' });
});

test.run();
