/**
 * The streaming reader of the wink-embeddings JSON: it reads the entries in order, as
 * JSON.parse would, stops after `limit`, and refuses a file of another layout.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  readWinkEmbeddings,
  winkEmbeddingsPath,
} from '../../../build-index/vectors/wink-embeddings.js';
import { tempDir } from '../../helpers/temp.js';

const file = path.join(tempDir('sortal-vectors-'), 'emb.json');
const entries: [string, number[]][] = [
  ['the', [0.5, -1.25e-3]],
  ['"', [-0, 12.0000001]],
  ['naïve\\x', [1e-7, -3]],
];
const json = {
  precision: 8,
  l2NormIndex: 2,
  wordIndex: 3,
  size: 3,
  dimensions: 2,
  words: entries.map(([w]) => w),
  vectors: Object.fromEntries(entries.map(([w, v], i) => [w, [...v, 1, i]])),
  unkVector: [0, 0, 0, -1],
};
writeFileSync(file, JSON.stringify(json));

test('entries in order, numbers as JSON.parse reads them, words unescaped', () => {
  const got: [string, number, number[]][] = [];
  const header = readWinkEmbeddings(file, Infinity, (r) =>
    got.push([r.word, r.rank, [...r.vector]]),
  );
  assert.equal(header, { dimensions: 2, size: 3 });
  assert.equal(
    got,
    entries.map(([w, v], i) => [w, i, v]),
  );
});

test('stops after the limit', () => {
  const got: string[] = [];
  readWinkEmbeddings(file, 2, (r) => got.push(r.word));
  assert.equal(got, ['the', '"']);
});

test('a file of another layout is refused', () => {
  const other = path.join(path.dirname(file), 'other.json');
  writeFileSync(other, JSON.stringify({ ...json, wordIndex: 7 }));
  assert.throws(() => readWinkEmbeddings(other, 1, () => {}), /not the wink-embeddings layout/);
});

test('the installed package: 100 dimensions, its most frequent words first', () => {
  const got: string[] = [];
  const header = readWinkEmbeddings(winkEmbeddingsPath(), 3, (r) => got.push(r.word));
  assert.equal(header, { dimensions: 100, size: 341479 });
  assert.equal(got, ['the', ',', '.']);
});

test.run();
