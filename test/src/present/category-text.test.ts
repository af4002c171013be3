import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IndexVersion } from '../../../native-index/index.js';
import { socialStatsOf } from '../../../native-index/social-stats.js';
import { CategoryTextCache, categoryText } from '../../../src/present/category-text.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

let index: IndexVersion;
test.before(async () => {
  index = await openFixtureIndex();
});

/** What the pieces must be: the category's own JSON, read from the index now. */
function expected(i: number) {
  return {
    name: JSON.stringify(index.nameAt(i)),
    path: index
      .pathAt(i)
      .map((n) => JSON.stringify(n))
      .join(','),
    tail: `"stats":${JSON.stringify(socialStatsOf(index, i))},"facets":${JSON.stringify(index.facetsAt(i))}`,
  };
}

test("a category's JSON pieces are its name, path, stats and facets, however often and in whatever order asked", () => {
  const cache = new CategoryTextCache(index, 10);
  const some = Array.from({ length: 200 }, (_, k) => (k * 7919) % index.count);
  // Categories spread over the index (their ancestors written on the way), then the
  // same ones again after many generations have been dropped, then in reverse order.
  for (const round of [0, 1, 2]) {
    for (const i of round === 2 ? [...some].reverse() : some) {
      assert.equal({ ...cache.get(i) }, expected(i), `category ${i}, round ${round}`);
    }
  }
});

test('categoryText keeps one cache per index version', () => {
  const i = index.count - 1;
  assert.is(categoryText(index, i), categoryText(index, i));
  assert.equal({ ...categoryText(index, i) }, expected(i));
});

test.run();
