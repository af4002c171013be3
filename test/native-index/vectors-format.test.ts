/**
 * `vectors.bin`: what is written is read back (words, lookups by hash and by word, values
 * within the int8 step of their row); a damaged or foreign file is refused, not read.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONTAINER_HEADER_BYTES, resealContainer } from '../../native-index/container.js';
import { encodeVectors, readVectors, type VectorRows } from '../../native-index/vectors-format.js';
import { hashString } from '../../text/hash.js';
import { WordVectors } from '../../workers/vectors/word-vectors.js';

const words = ['hotel', 'cafe', 'zurich', 'sao'];
const rows: VectorRows = {
  dimensions: 3,
  sourceWords: 7,
  words,
  hashes: words.map(hashString),
  values: Float32Array.from([0.5, -1.27, 0.01, 2, 0, -2, 0, 0, 0, -0.3, 0.2, 0.1]),
};

test('round trip: every word, its row by hash and by word, its values within half a step', () => {
  const v = new WordVectors(encodeVectors(rows));
  assert.is(v.rows, 4);
  assert.is(v.dimensions, 3);
  assert.is(v.sourceWords, 7);
  words.forEach((w, r) => {
    assert.is(v.wordAt(r), w);
    assert.is(v.rowOf(w), r);
    assert.is(v.rowOfHash(hashString(w)), r);
    const got = v.vectorAt(r);
    const max = Math.max(...[0, 1, 2].map((d) => Math.abs(rows.values[r * 3 + d]!)));
    for (let d = 0; d < 3; d++)
      assert.ok(
        Math.abs(got[d]! - rows.values[r * 3 + d]!) <= max / 254 + 1e-7,
        `${w}[${d}]: ${got[d]} for ${rows.values[r * 3 + d]}`,
      );
  });
  // The largest magnitude of a row is stored exactly (int8 ±127).
  assert.ok(Math.abs(v.vectorAt(1)[0]! - 2) < 1e-6);
  assert.equal([...v.vectorAt(2)], [0, 0, 0], 'an all-zero row stays zero');
  assert.is(v.rowOf('hotels'), -1);
  assert.is(v.rowOfHash(hashString('motel')), -1);
});

test('two words with one hash cannot be written', () => {
  assert.throws(() => encodeVectors({ ...rows, hashes: [1, 2, 1, 3] }), /share hash/);
});

test('a changed payload byte fails the checksum: the file is refused', () => {
  const bytes = encodeVectors(rows);
  bytes[bytes.length - 3]! ^= 0x20;
  assert.throws(() => readVectors(bytes), /vectors\.bin: checksum mismatch/);
});

test('a resealed file with a row number out of range or a cut section is refused', () => {
  const bad = encodeVectors(rows);
  const slots = new Uint32Array(bad.buffer, CONTAINER_HEADER_BYTES + 64 + 16, 16);
  const used = slots.findIndex((s) => s !== 0);
  slots[used] = 99;
  assert.throws(() => readVectors(resealContainer(bad)), /names row 98, outside 0\.\.3/);

  const head = encodeVectors(rows);
  new Uint32Array(head.buffer, CONTAINER_HEADER_BYTES, 16)[0] = 5;
  assert.throws(() => readVectors(resealContainer(head)), /hash slots for 5 rows|payload bytes/);
});

test('a file of another normalizer version or another component is refused', () => {
  const other = encodeVectors(rows);
  new Uint32Array(other.buffer, CONTAINER_HEADER_BYTES, 16)[4] = 999;
  assert.throws(() => readVectors(resealContainer(other)), /normalizer version 999/);
  const foreign = encodeVectors(rows);
  foreign[0] = 0x58;
  assert.throws(() => readVectors(foreign), /not word vectors/);
});

test.run();
