import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { layoutCategories, LayoutError } from '../../native-index/layout.js';
import { smallDraft, SMALL_ORDER } from '../helpers/index-fixtures.js';

test('preorder with sorted siblings; every subtree is a contiguous range', () => {
  const laid = layoutCategories(smallDraft().categories);
  assert.equal(
    laid.map((c) => c.key),
    SMALL_ORDER,
  );
  const byKey = new Map(laid.map((c) => [c.key, c]));
  for (const c of laid) {
    assert.is(c.index, laid.indexOf(c));
    if (c.parent === null) {
      assert.is(c.parentIndex, -1);
      assert.is(c.depth, 1);
    } else {
      const p = byKey.get(c.parent)!;
      assert.is(c.parentIndex, p.index);
      assert.is(c.depth, p.depth + 1);
    }
    // [index, end) holds exactly the category and its descendants.
    for (const d of laid) {
      let a: typeof d | undefined = d;
      let desc = false;
      while (a) {
        if (a.key === c.key) desc = true;
        a = a.parent === null ? undefined : byKey.get(a.parent);
      }
      assert.is(d.index >= c.index && d.index < c.end, desc, `${d.key} within ${c.key}`);
    }
  }
  assert.is(byKey.get('tier:food')!.end, 6);
  assert.is(byKey.get('tier:travel')!.end, 11);
  assert.is(byKey.get('wn:5')!.depth, 4);
});

test('the same categories in any input order give the same layout', () => {
  const a = layoutCategories(smallDraft().categories).map((c) => c.key);
  const b = layoutCategories([...smallDraft().categories].reverse()).map((c) => c.key);
  assert.equal(a, b);
});

test('unknown parent, duplicate key and cycles are layout errors', () => {
  const base = smallDraft().categories;
  assert.throws(
    () => layoutCategories([...base, { ...base[0]!, key: 'x', parent: 'nope' }]),
    (e: Error) => e instanceof LayoutError && /unknown parent "nope"/.test(e.message),
  );
  assert.throws(
    () => layoutCategories([...base, base[0]!]),
    (e: Error) => e instanceof LayoutError && /duplicate/.test(e.message),
  );
  const cyc = [
    ...base,
    { ...base[0]!, key: 'c1', parent: 'c2' },
    { ...base[0]!, key: 'c2', parent: 'c1' },
  ];
  assert.throws(
    () => layoutCategories(cyc),
    (e: Error) => e instanceof LayoutError && /not reachable/.test(e.message),
  );
});

test.run();
