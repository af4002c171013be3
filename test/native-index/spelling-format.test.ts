/**
 * `spelling.table`: what is written is read back; deletes of a word's first letters find
 * it; a damaged file is refused, not read.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSpellingTable } from '../../build-index/rules/spelling-table.js';
import { resealContainer } from '../../native-index/container.js';
import {
  deleteHash,
  encodeSpellingTable,
  entryOf,
  maxDeletesOf,
  maxEditsOf,
  readSpellingTable,
} from '../../native-index/spelling-format.js';

const words = new Map([
  ['apple', 100],
  ['cat', 5],
  ['incorporation', 40],
]);

test('round trip: words in byte order, their commonness, every delete in its bucket', () => {
  const built = buildSpellingTable(words);
  const t = readSpellingTable(encodeSpellingTable(built));
  assert.equal([...t.offsets], [0, 5, 8, 21]);
  assert.is(Buffer.from(t.pool).toString('latin1'), 'applecatincorporation');
  assert.ok(t.commonness[0]! > t.commonness[1]!);
  const B = t.bucketStart.length - 1;
  const listed = (h: number, id: number) => {
    for (let e = t.bucketStart[h & (B - 1)]!; e < t.bucketStart[(h & (B - 1)) + 1]!; e++)
      if (t.entries[e]! >>> 12 === id && (t.entries[e]! & 3) === h >>> 30) return true;
    return false;
  };
  const codes = (s: string) => [...s].map((c) => c.charCodeAt(0));
  // "incorporation": its first 7 letters, less up to two.
  assert.ok(listed(deleteHash(codes('incorpo'), 7, 1, 4), 2));
  assert.ok(listed(deleteHash(codes('apple'), 5, 0, -1), 0));
  assert.not.ok(listed(deleteHash(codes('apple'), 5, 0, 1), 0), 'five letters: one delete');
  assert.ok(listed(deleteHash(codes('cat'), 3, -1, -1), 1));
  assert.equal(
    [3, 4, 6, 7].map((n) => [maxDeletesOf(n), maxEditsOf(n)]),
    [
      [0, 0],
      [1, 1],
      [1, 1],
      [2, 2],
    ],
  );
});

test('the same words give the same bytes', () => {
  const a = encodeSpellingTable(buildSpellingTable(words));
  const b = encodeSpellingTable(buildSpellingTable(new Map([...words].reverse())));
  assert.equal(a, b);
});

test('a damaged file is refused', () => {
  const good = encodeSpellingTable(buildSpellingTable(words));
  const flipped = good.slice();
  flipped[good.length - 1]! ^= 1;
  assert.throws(() => readSpellingTable(flipped), /checksum|CRC/i);
  // A word id past the end, with a valid checksum.
  const t = readSpellingTable(good);
  const bad = good.slice();
  const entriesAt =
    bad.length - t.pool.length - ((t.commonness.length + 3) & ~3) - 4 * t.entries.length;
  new DataView(bad.buffer).setUint32(entriesAt, entryOf(99, 97, 5, 0), true);
  assert.throws(() => readSpellingTable(resealContainer(bad)), /entry out of range/);
  assert.throws(() => readSpellingTable(good.subarray(0, 70)), /truncated|length/);
});

test.run();
