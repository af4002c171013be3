/** The container every index file is written in: round trip, alignment, and each way a file can be damaged. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import zlib from 'node:zlib';
import {
  allocateContainer,
  checkBufferContainerHeader,
  checkContainerHeader,
  checkContainerParts,
  containerParts,
  CONTAINER_HEADER_BYTES,
  ContainerError,
  magicOf,
  magicText,
  markChecked,
  MAX_CONTAINER_BYTES,
  openBufferContainer,
  openContainer,
  resealContainer,
  sealContainer,
  type ContainerFormat,
  type ContainerProblem,
} from '../../native-index/container.js';

const FORMAT: ContainerFormat = { file: 'test.bin', magic: magicOf('STST'), version: 3 };
const payload = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) & 0xff);

function problemOf(bytes: Uint8Array, format: ContainerFormat = FORMAT): ContainerProblem | null {
  try {
    openContainer(bytes, format);
    return null;
  } catch (e) {
    assert.instance(e, ContainerError);
    assert.match((e as Error).message, new RegExp(`^${format.file.replace('.', '\\.')}: `));
    return (e as ContainerError).problem;
  }
}

test('round trip: the payload comes back as a view of the same memory, 64 bytes in', () => {
  const file = sealContainer(FORMAT, payload.subarray(0, 300), payload.subarray(300));
  assert.is(file.byteLength, CONTAINER_HEADER_BYTES + payload.byteLength);
  const head = new DataView(file.buffer);
  assert.is(magicText(head.getUint32(0, true)), 'STST');
  assert.is(
    Buffer.from(file.subarray(0, 4)).toString('latin1'),
    'STST',
    'the magic reads as text in a hex dump',
  );
  assert.is(head.getUint32(4, true), 0x01020304);
  assert.is(head.getUint32(8, true), CONTAINER_HEADER_BYTES);
  assert.is(head.getUint32(12, true), 3);
  assert.is(head.getBigUint64(16, true), 1000n);
  assert.is(head.getUint32(24, true), zlib.crc32(payload));
  const got = openContainer(file, FORMAT);
  assert.equal([...got], [...payload]);
  assert.is(got.buffer, file.buffer);
  assert.is(got.byteOffset, CONTAINER_HEADER_BYTES);
  assert.is(checkContainerHeader(file, FORMAT), 1000);
  // An empty payload is a valid container.
  assert.is(openContainer(sealContainer(FORMAT), FORMAT).byteLength, 0);
});

/** The parts of a file, one after the other, in a SharedArrayBuffer of their own (as a version reads it). */
function shared(parts: readonly Uint8Array[]): SharedArrayBuffer {
  const sab = new SharedArrayBuffer(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    new Uint8Array(sab, at, p.byteLength).set(p);
    at += p.byteLength;
  }
  return sab;
}

test('a file written as parts is the file sealed from the same bytes, and opens from its buffer', () => {
  const pieces = [payload.subarray(0, 1), payload.subarray(1, 600), payload.subarray(600)];
  const parts = containerParts(FORMAT, pieces);
  assert.is(parts[1], pieces[0], 'the payload is not copied');
  assert.equal(Buffer.concat(parts), Buffer.from(sealContainer(FORMAT, payload)));
  assert.is(checkContainerParts(parts, FORMAT), 1000);
  const sab = shared(parts);
  assert.is(checkBufferContainerHeader(sab, FORMAT), 1000);
  assert.equal(openBufferContainer(sab, FORMAT), { offset: CONTAINER_HEADER_BYTES, bytes: 1000 });
});

test('a damaged or truncated file in its own buffer is refused like one in bytes', () => {
  const parts = containerParts(FORMAT, [payload]);
  const damaged = shared(parts);
  new Uint8Array(damaged)[CONTAINER_HEADER_BYTES + 500]! ^= 1;
  assert.throws(
    () => openBufferContainer(damaged, FORMAT),
    (e: unknown) => e instanceof ContainerError && e.problem === 'checksum',
  );
  markChecked(damaged); // a version's bytes, hashed against its manifest instead
  assert.is(openBufferContainer(damaged, FORMAT).bytes, 1000);
  const short = shared([parts[0]!, payload.subarray(0, 999)]);
  assert.throws(
    () => openBufferContainer(short, FORMAT),
    (e: unknown) => e instanceof ContainerError && e.problem === 'truncated',
  );
  assert.throws(
    () => checkContainerParts([parts[0]!.subarray(0, 10)], FORMAT),
    (e: unknown) => e instanceof ContainerError && e.problem === 'truncated',
  );
});

test('a file in a SharedArrayBuffer: typed-array views over the payload stay aligned and shared', () => {
  const ids = BigUint64Array.of(1n, 2n, 3n);
  const file = sealContainer(FORMAT, new Uint8Array(ids.buffer));
  const sab = new SharedArrayBuffer(file.byteLength);
  new Uint8Array(sab).set(file);
  const p = openContainer(new Uint8Array(sab), FORMAT);
  assert.is(p.byteOffset % 64, 0);
  const view = new BigUint64Array(p.buffer, p.byteOffset, 3);
  assert.equal([...view], [1n, 2n, 3n]);
  assert.ok(view.buffer === sab);
});

test('allocate, write in place, seal', () => {
  const c = allocateContainer(FORMAT, 16);
  new Uint32Array(c.payload.buffer, c.payload.byteOffset, 4).set([1, 2, 3, 4]);
  const file = c.seal();
  assert.equal([...new Uint32Array(openContainer(file, FORMAT).slice().buffer)], [1, 2, 3, 4]);
});

test('a payload past the longest file a typed array can cover is refused before allocating', () => {
  assert.throws(
    () => allocateContainer(FORMAT, MAX_CONTAINER_BYTES),
    (e: Error) =>
      e instanceof RangeError &&
      /test\.bin: \d+ bytes; an index file holds at most/.test(e.message),
  );
});

test('refused: short file, wrong magic, byte order, header, version, length, checksum', () => {
  const good = sealContainer(FORMAT, payload);
  const edit = (f: (b: Uint8Array, v: DataView) => void): Uint8Array => {
    const b = good.slice();
    f(b, new DataView(b.buffer));
    return b;
  };
  assert.is(problemOf(good), null);
  assert.is(problemOf(new Uint8Array(0)), 'truncated');
  assert.is(problemOf(good.subarray(0, 63)), 'truncated');
  assert.is(problemOf(good.subarray(0, good.length - 1)), 'truncated');
  assert.is(problemOf(edit((_, v) => v.setUint32(0, magicOf('SXST'), true))), 'magic');
  assert.is(problemOf(good, { ...FORMAT, magic: magicOf('SRTA') }), 'magic');
  assert.is(problemOf(edit((_, v) => v.setUint32(4, 0x04030201, true))), 'byte_order');
  assert.is(problemOf(edit((_, v) => v.setUint32(8, 128, true))), 'header');
  assert.is(problemOf(edit((_, v) => v.setUint32(40, 1, true))), 'header');
  assert.is(problemOf(edit((_, v) => v.setUint32(12, 4, true))), 'version');
  assert.is(problemOf(good, { ...FORMAT, version: 2 }), 'version');
  const longer = new Uint8Array(good.length + 8);
  longer.set(good);
  assert.is(problemOf(longer), 'length');
  assert.is(problemOf(edit((b) => (b[CONTAINER_HEADER_BYTES + 500]! ^= 1))), 'checksum');
  assert.is(problemOf(edit((b) => (b[b.length - 1]! ^= 0x80))), 'checksum');
  assert.is(
    problemOf(edit((_, v) => v.setUint32(24, v.getUint32(24, true) ^ 1, true))),
    'checksum',
  );
  // Messages say what is wrong.
  assert.throws(
    () =>
      openContainer(
        edit((_, v) => v.setUint32(12, 4, true)),
        FORMAT,
      ),
    /test\.bin: format version 4, this build reads 3/,
  );
  assert.throws(
    () =>
      openContainer(
        edit((_, v) => v.setUint32(0, magicOf('SXST'), true)),
        FORMAT,
      ),
    /test\.bin: bad magic "SXST", expected "STST"/,
  );
  assert.throws(
    () => openContainer(good.subarray(0, 10), FORMAT),
    /test\.bin: truncated: 10 bytes/,
  );
});

test("a reader's own error type; a changed payload resealed reads again", () => {
  class MyError extends Error {}
  const b = sealContainer(FORMAT, payload);
  b[CONTAINER_HEADER_BYTES]! ^= 0xff;
  assert.throws(
    () =>
      openContainer(b, FORMAT, {
        error: (problem, message, detail) => new MyError(`${problem}|${message}|${detail}`),
      }),
    (e: unknown) =>
      e instanceof MyError &&
      /^checksum\|test\.bin: checksum mismatch.*\|checksum mismatch/.test(e.message),
  );
  assert.is(openContainer(resealContainer(b), FORMAT)[0], payload[0]! ^ 0xff);
});

test('the checksum is computed once per buffer, and not for buffers marked as checked', () => {
  const a = sealContainer(FORMAT, payload);
  openContainer(a, FORMAT);
  a[CONTAINER_HEADER_BYTES]! ^= 1; // changed after it was checked: not hashed again
  assert.ok(openContainer(a, FORMAT));
  assert.is(problemOf(a.slice()), 'checksum', 'a copy is checked anew');

  const sab = new SharedArrayBuffer(a.byteLength);
  new Uint8Array(sab).set(a);
  assert.is(problemOf(new Uint8Array(sab)), 'checksum');
  const sab2 = new SharedArrayBuffer(a.byteLength);
  new Uint8Array(sab2).set(a);
  markChecked(sab2); // as an index version does for bytes its manifest's sha256 covers
  assert.ok(openContainer(new Uint8Array(sab2), FORMAT));
  // The header is checked whatever the mark.
  new DataView(sab2).setUint32(12, 9, true);
  assert.throws(() => openContainer(new Uint8Array(sab2), FORMAT), /format version 9/);
  // checksum: false skips it for one call.
  assert.ok(openContainer(a.slice(), FORMAT, { checksum: false }));
});

test('magics are four ASCII characters', () => {
  assert.is(magicOf('SRTA'), 0x41545253);
  assert.is(magicText(0x41545253), 'SRTA');
  assert.throws(() => magicOf('SRT'));
  assert.throws(() => magicOf('SRTÄ'));
});

test.run();
