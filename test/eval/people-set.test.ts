import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VERTICALS } from '../../build-index/taxonomy/verticals.js';
import { loadPeopleCases } from './people.js';

const cases = loadPeopleCases();

test('every people query names a top tier of the taxonomy, once', () => {
  const verticals = new Set(VERTICALS.map((v) => v.name));
  assert.ok(cases.length >= 60, `${cases.length} queries`);
  for (const c of cases)
    for (const v of c.verticals) assert.ok(verticals.has(v), `${c.query}: no vertical ${v}`);
  assert.is(new Set(cases.map((c) => c.query)).size, cases.length);
});

test.run();
