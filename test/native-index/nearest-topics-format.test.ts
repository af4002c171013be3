/**
 * `topics.bin`: what is written is read back exactly; a damaged or foreign file, or one
 * that names categories the version does not have, is refused, not read.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONTAINER_HEADER_BYTES, resealContainer } from '../../native-index/container.js';
import {
  encodeNearestTopics,
  readNearestTopics,
  type NearestTopicArrays,
} from '../../native-index/nearest-topics-format.js';

const HEADER_BYTES = 32;
/** Three topics of two dimensions in two groups: rows 0-1 and row 2. */
const arrays: NearestTopicArrays = {
  dimensions: 2,
  topics: Int32Array.of(3, 5, 9),
  groupStart: Int32Array.of(0, 2, 3),
  groupRadius: Float64Array.of(0.25, 0),
  groupCenter: Float32Array.of(0.7, 0.7, 0, 1),
  matrix: Float32Array.of(1, 0, 0, 1, 0, 1),
};

test('round trip: every section as written', () => {
  const read = readNearestTopics(encodeNearestTopics(arrays), 10);
  assert.equal(read, arrays);
  const none = readNearestTopics(
    encodeNearestTopics({
      dimensions: 2,
      topics: new Int32Array(0),
      groupStart: Int32Array.of(0),
      groupRadius: new Float64Array(0),
      groupCenter: new Float32Array(0),
      matrix: new Float32Array(0),
    }),
    10,
  );
  assert.is(none.topics.length, 0);
});

test('a changed payload byte fails the checksum; a foreign file is refused', () => {
  const bytes = encodeNearestTopics(arrays);
  bytes[bytes.length - 3]! ^= 0x20;
  assert.throws(() => readNearestTopics(bytes, 10), /topics\.bin: checksum mismatch/);
  const foreign = encodeNearestTopics(arrays);
  foreign[0] = 0x58;
  assert.throws(() => readNearestTopics(foreign, 10), /not nearest-topic centroids/);
});

test('categories the version does not have, or out of order, are refused', () => {
  assert.throws(
    () => readNearestTopics(encodeNearestTopics(arrays), 9),
    /row 2 names category 9, outside 0\.\.8/,
  );
  const unordered = encodeNearestTopics({ ...arrays, topics: Int32Array.of(3, 3, 9) });
  assert.throws(() => readNearestTopics(unordered, 10), /not ascending at row 1/);
});

test('groups that do not tile the rows, a cut section or a non-finite value are refused', () => {
  const gap = encodeNearestTopics({ ...arrays, groupStart: Int32Array.of(0, 2, 2) });
  assert.throws(() => readNearestTopics(gap, 10), /do not span|group 1 is empty/);
  const nan = encodeNearestTopics({ ...arrays, matrix: Float32Array.of(1, 0, NaN, 1, 0, 1) });
  assert.throws(() => readNearestTopics(nan, 10), /centroid value 2 is not a finite number/);
  const cut = encodeNearestTopics(arrays);
  new Uint32Array(cut.buffer, CONTAINER_HEADER_BYTES, HEADER_BYTES / 4)[0] = 4;
  assert.throws(() => readNearestTopics(resealContainer(cut), 10), /payload bytes/);
});

test('sections of the wrong size cannot be written', () => {
  assert.throws(
    () => encodeNearestTopics({ ...arrays, matrix: new Float32Array(5) }),
    /wrong section sizes/,
  );
});

test.run();
