/**
 * Folding the package's words onto the normalizer's vocabulary: words that fold to one
 * token share a row holding the mean of their vectors; words of no token or several are
 * dropped; rows keep the order of their most frequent word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VectorFolder } from '../../../build-index/vectors/vector-folder.js';
import { hashString } from '../../../text/hash.js';

test('words that fold together are merged by averaging; order of first appearance', () => {
  const f = new VectorFolder(2);
  f.add('hotels', [1, 2]);
  f.add('Café', [4, 4]);
  f.add('hotel', [3, 0]);
  f.add('HOTEL', [2, 1]);
  f.add('cafe', [0, 0]);
  const out = f.finish();
  assert.equal(out.words, ['hotel', 'cafe']);
  assert.equal([...out.values], [2, 1, 2, 2]);
  assert.equal([...out.hashes], [hashString('hotel'), hashString('cafe')]);
  assert.is(out.merged, 3);
  assert.is(out.sourceWords, 5);
});

test('words of no token or of several tokens are dropped', () => {
  const f = new VectorFolder(1);
  f.add('--', [1]);
  f.add('e-mail', [2]);
  f.add("o'neil", [3]);
  const out = f.finish();
  assert.equal(out.words, ['oneil']);
  assert.equal(out.dropped, { notOneToken: 2, hashClash: 0 });
});

test.run();
