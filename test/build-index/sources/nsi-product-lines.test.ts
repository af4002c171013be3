/**
 * name-suggestion-index product lines (`nsiCategories`): a line of a brand ("Walmart
 * Garden Center") is named by its own names, never by its parent brand's name alone,
 * which its items carry as their brand tag.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadNsi, nsiCategories } from '../../../build-index/sources/nsi.js';
import { loadWordFrequencies } from '../../../build-index/sources/subtlex.js';
import { foldAscii, normPattern } from '../../../build-index/sources/vocab.js';

const groups = loadNsi().filter((g) => /^walmart$/i.test(g.name));
const { brands } = nsiCategories(groups, {
  freq: loadWordFrequencies(),
  resolveParent: (ref) => ref,
  countryName: () => undefined,
});
const lineOf = (c: (typeof brands)[number]) =>
  c.facets.find(([facet]) => facet === 'product line')?.[1];

test('the brand itself is named by its name', () => {
  const main = brands.filter((c) => lineOf(c) === undefined && c.name === 'Walmart');
  assert.ok(main.length > 0, 'the Walmart brand');
  assert.ok(main.some((c) => c.patterns.some((p) => foldAscii(p) === 'walmart')));
});

test("a product line is not named by its parent's name alone", () => {
  const lines = brands.filter((c) => lineOf(c) !== undefined);
  assert.ok(lines.length > 0, `product lines of Walmart: ${brands.map((c) => c.name).join(', ')}`);
  for (const c of lines) {
    assert.ok(c.patterns.length > 0, c.name);
    assert.not.ok(
      c.patterns.some((p) => foldAscii(normPattern(p)) === 'walmart'),
      `${c.name}: ${c.patterns.join(', ')}`,
    );
  }
  assert.ok(
    lines.some((c) => c.patterns.some((p) => foldAscii(p).startsWith('walmart '))),
    'named by their own names',
  );
});

test.run();
