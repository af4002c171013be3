/**
 * The container every file of an index version is written in (components.ts lists them):
 * a fixed 64-byte header, then the component's payload.
 *
 *   offset  size  field
 *        0     4  magic: the component's four ASCII characters (components.ts)
 *        4     4  byte-order mark 0x01020304 as written (a big-endian file reads 0x04030201)
 *        8     4  header bytes: 64 (the payload offset; another value is another container layout)
 *       12     4  the component's format version
 *       16     8  payload bytes (u64)
 *       24     4  CRC-32 of the payload (zlib's, as node:zlib crc32 computes it)
 *       28    36  zero
 *       64     -  payload; the file ends with it
 *
 * Little-endian. The payload starts 64 bytes into the file, so a payload laid out for
 * 8-byte (or 64-byte) alignment keeps it in a file loaded into a SharedArrayBuffer (which
 * starts aligned): readers wrap typed-array views over the shared bytes, never copy them.
 * What a component needs beyond this (counts, geometry, section tables) is in its own
 * small header at the start of its payload.
 *
 * Checksums: `openContainer` verifies the CRC-32 of the payload, once per buffer and
 * thread, unless the buffer was marked with `markChecked`: an index version does that for
 * the files it reads, whose bytes the manifest's sha256 covers (or whose caller chose not
 * to check them), so serving does not hash the index a second time (README, "Index files";
 * measured: CRC-32 of a full 242 MiB version ~100 ms, against an open of ~600 ms).
 */
import { constants } from 'node:buffer';
import zlib from 'node:zlib';

export const CONTAINER_HEADER_BYTES = 64;
/** The longest container `allocateContainer` makes: one Uint8Array (2^32 bytes on Node 20); `containerParts` has no such limit. */
export const MAX_CONTAINER_BYTES = constants.MAX_LENGTH;
/** node:zlib's crc32 (Node 20.15 and later); the same CRC from a table before that. */
const crc32From: (data: Uint8Array, previous: number) => number =
  typeof zlib.crc32 === 'function' ? (d, previous) => zlib.crc32(d, previous) : tableCrc32;
const crc32 = (data: Uint8Array): number => crc32From(data, 0);
const BYTE_ORDER_MARK = 0x01020304;
const SWAPPED_BYTE_ORDER_MARK = 0x04030201;

/** What a reader checks a container against: a component's magic, format version and name. */
export interface ContainerFormat {
  /** File name (or another name for messages). */
  readonly file: string;
  /** The four ASCII characters of the magic, read as a little-endian u32 (see `magicOf`). */
  readonly magic: number;
  readonly version: number;
}

export type ContainerProblem =
  'truncated' | 'magic' | 'byte_order' | 'header' | 'version' | 'length' | 'checksum';

/** A container that must not be read; `problem` says which check failed. */
export class ContainerError extends Error {
  override readonly name = 'ContainerError';
  constructor(
    readonly problem: ContainerProblem,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Turns a container failure into the reader's own error type (default: ContainerError).
 * `message` is `detail` prefixed with the file name.
 */
export type ContainerErrorFactory = (
  problem: ContainerProblem,
  message: string,
  detail: string,
) => Error;

/** The little-endian u32 of four ASCII characters: `magicOf('SRTA')` is 0x41545253. */
export function magicOf(text: string): number {
  if (!/^[\x20-\x7e]{4}$/.test(text))
    throw new TypeError(`magic must be four ASCII characters: ${JSON.stringify(text)}`);
  return (
    (text.charCodeAt(0) |
      (text.charCodeAt(1) << 8) |
      (text.charCodeAt(2) << 16) |
      (text.charCodeAt(3) << 24)) >>>
    0
  );
}

/** The four characters of a magic, for messages (non-printable bytes as \xNN). */
export function magicText(magic: number): string {
  let s = '';
  for (let k = 0; k < 4; k++) {
    const c = (magic >>> (8 * k)) & 0xff;
    s += c >= 0x20 && c < 0x7f ? String.fromCharCode(c) : `\\x${c.toString(16).padStart(2, '0')}`;
  }
  return s;
}

/**
 * A new container file with room for `payloadBytes`: write the payload into `payload`
 * (zero-filled), then call `seal`, which stores the checksum. For writers that lay out a
 * large payload in place rather than copy it.
 */
export function allocateContainer(
  format: ContainerFormat,
  payloadBytes: number,
): { file: Uint8Array; payload: Uint8Array; seal(): Uint8Array } {
  if (!Number.isSafeInteger(payloadBytes) || payloadBytes < 0)
    throw new RangeError(`${format.file}: payload size ${payloadBytes}`);
  if (CONTAINER_HEADER_BYTES + payloadBytes > MAX_CONTAINER_BYTES)
    throw new RangeError(
      `${format.file}: ${CONTAINER_HEADER_BYTES + payloadBytes} bytes; an index file holds at most ${MAX_CONTAINER_BYTES}`,
    );
  const file = new Uint8Array(CONTAINER_HEADER_BYTES + payloadBytes);
  const head = new DataView(file.buffer, file.byteOffset, CONTAINER_HEADER_BYTES);
  head.setUint32(0, format.magic, true);
  head.setUint32(4, BYTE_ORDER_MARK, true);
  head.setUint32(8, CONTAINER_HEADER_BYTES, true);
  head.setUint32(12, format.version, true);
  head.setBigUint64(16, BigInt(payloadBytes), true);
  const payload = file.subarray(CONTAINER_HEADER_BYTES);
  return { file, payload, seal: () => resealContainer(file) };
}

/** A container holding the given bytes (concatenated, copied) as its payload. */
export function sealContainer(format: ContainerFormat, ...parts: Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.byteLength;
  const c = allocateContainer(format, n);
  let at = 0;
  for (const p of parts) {
    c.payload.set(p, at);
    at += p.byteLength;
  }
  return c.seal();
}

/**
 * A container whose payload is `payload`, concatenated but not copied: the header, then the
 * parts, to be written one after the other. No 4 GiB limit (the sum may pass what one
 * Uint8Array holds); the checksum runs over the parts in order.
 */
export function containerParts(
  format: ContainerFormat,
  payload: readonly Uint8Array[],
): Uint8Array[] {
  let n = 0;
  let crc = 0;
  for (const p of payload) {
    n += p.byteLength;
    crc = crc32From(p, crc);
  }
  const header = new Uint8Array(CONTAINER_HEADER_BYTES);
  const head = new DataView(header.buffer);
  head.setUint32(0, format.magic, true);
  head.setUint32(4, BYTE_ORDER_MARK, true);
  head.setUint32(8, CONTAINER_HEADER_BYTES, true);
  head.setUint32(12, format.version, true);
  head.setBigUint64(16, BigInt(n), true);
  head.setUint32(24, crc, true);
  return [header, ...payload];
}

/**
 * Where the payload of the container that fills `buffer` lies (`containerParts` files over
 * 4 GiB are read this way: one view per section, never one over the whole), after the
 * checks of `openContainer`; the checksum is computed in slices.
 */
export function openBufferContainer(
  buffer: ArrayBufferLike,
  format: ContainerFormat,
  opts: OpenContainerOptions = {},
): { offset: number; bytes: number } {
  const fail = (problem: ContainerProblem, detail: string): never => {
    const message = `${format.file}: ${detail}`;
    throw opts.error ? opts.error(problem, message, detail) : new ContainerError(problem, message);
  };
  const bytes = checkBufferContainerHeader(buffer, format, fail);
  const head = new Uint8Array(buffer, 0, CONTAINER_HEADER_BYTES);
  if ((opts.checksum ?? true) && !isChecked(head)) {
    let crc = 0;
    for (let at = 0; at < bytes; at += CRC_SLICE)
      crc = crc32From(
        new Uint8Array(buffer, CONTAINER_HEADER_BYTES + at, Math.min(CRC_SLICE, bytes - at)),
        crc,
      );
    const stored = new DataView(buffer, 0, CONTAINER_HEADER_BYTES).getUint32(24, true);
    if (crc !== stored)
      fail(
        'checksum',
        `checksum mismatch (payload CRC-32 ${hex(crc)}, header says ${hex(stored)}): the file is damaged`,
      );
    noteChecked(head);
  }
  return { offset: CONTAINER_HEADER_BYTES, bytes };
}

const CRC_SLICE = 1 << 30;

/** Recomputes and stores the checksum of a container whose payload was changed in place; returns it. */
export function resealContainer(file: Uint8Array): Uint8Array {
  if (file.byteLength < CONTAINER_HEADER_BYTES)
    throw new RangeError('not a container: shorter than its header');
  const head = new DataView(file.buffer, file.byteOffset, CONTAINER_HEADER_BYTES);
  head.setUint32(24, crc32(file.subarray(CONTAINER_HEADER_BYTES)), true);
  return file;
}

/** Buffers whose containers need no CRC pass: all of them (ALL), or those at the listed byte offsets. */
const checked = new WeakMap<ArrayBufferLike, Set<number>>();
const ALL: Set<number> = new Set<number>();

/**
 * Marks the containers in `buffer` as checked by other means (the manifest's sha256 when
 * an index version was opened, or its caller's choice not to check): `openContainer` then
 * checks their headers but does not hash their payloads again.
 */
export function markChecked(buffer: ArrayBufferLike): void {
  checked.set(buffer, ALL);
}

function isChecked(bytes: Uint8Array): boolean {
  const s = checked.get(bytes.buffer);
  return s !== undefined && (s === ALL || s.has(bytes.byteOffset));
}

function noteChecked(bytes: Uint8Array): void {
  let s = checked.get(bytes.buffer);
  if (s === ALL) return;
  if (!s) checked.set(bytes.buffer, (s = new Set()));
  s.add(bytes.byteOffset);
}

export interface OpenContainerOptions {
  /** Verify the payload's CRC-32 (default true; skipped anyway for bytes marked with `markChecked` or checked before). */
  checksum?: boolean;
  /** The error to throw (default ContainerError). */
  error?: ContainerErrorFactory;
}

/**
 * The payload of a container file, as a view of the same memory (no copy), after checking
 * the header against `format`, the file length against the header, and (see
 * `OpenContainerOptions.checksum`) the payload's CRC-32. Messages start with the file name.
 */
export function openContainer(
  bytes: Uint8Array,
  format: ContainerFormat,
  opts: OpenContainerOptions = {},
): Uint8Array {
  const fail = (problem: ContainerProblem, detail: string): never => {
    const message = `${format.file}: ${detail}`;
    throw opts.error ? opts.error(problem, message, detail) : new ContainerError(problem, message);
  };
  const payloadBytes = checkContainerHeader(bytes, format, fail);
  const payload = bytes.subarray(CONTAINER_HEADER_BYTES, CONTAINER_HEADER_BYTES + payloadBytes);
  if ((opts.checksum ?? true) && !isChecked(bytes)) {
    const head = new DataView(bytes.buffer, bytes.byteOffset, CONTAINER_HEADER_BYTES);
    const stored = head.getUint32(24, true);
    const got = crc32(payload);
    if (got !== stored)
      fail(
        'checksum',
        `checksum mismatch (payload CRC-32 ${hex(got)}, header says ${hex(stored)}): the file is damaged`,
      );
    noteChecked(bytes);
  }
  return payload;
}

/**
 * Checks a container's header (magic, byte order, header size, version, reserved bytes)
 * and that the file holds exactly the payload the header announces; returns the payload
 * size. Does not read the payload.
 */
export function checkContainerHeader(
  bytes: Uint8Array,
  format: ContainerFormat,
  fail: (problem: ContainerProblem, detail: string) => never = failWith(format),
): number {
  if (!(bytes instanceof Uint8Array)) throw new TypeError(`${format.file}: expected a Uint8Array`);
  return checkHeader(bytes.buffer, bytes.byteOffset, bytes.byteLength, format, fail);
}

/**
 * `checkContainerHeader` for a file that is a whole buffer, of any length: a file over the
 * 4 GiB one Uint8Array can view (a large keywords.table) is read into one SharedArrayBuffer
 * and its sections viewed one by one.
 */
export function checkBufferContainerHeader(
  buffer: ArrayBufferLike,
  format: ContainerFormat,
  fail: (problem: ContainerProblem, detail: string) => never = failWith(format),
): number {
  return checkHeader(buffer, 0, buffer.byteLength, format, fail);
}

/** `checkContainerHeader` for a file given as parts (`containerParts`), the header in the first. */
export function checkContainerParts(parts: readonly Uint8Array[], format: ContainerFormat): number {
  const first = parts[0];
  if (!first || first.byteLength < CONTAINER_HEADER_BYTES)
    throw new ContainerError('truncated', `${format.file}: the first part is not a whole header`);
  let n = 0;
  for (const p of parts) n += p.byteLength;
  return checkHeader(first.buffer, first.byteOffset, n, format, failWith(format));
}

const failWith =
  (format: ContainerFormat) =>
  (problem: ContainerProblem, detail: string): never => {
    throw new ContainerError(problem, `${format.file}: ${detail}`);
  };

function checkHeader(
  buffer: ArrayBufferLike,
  offset: number,
  fileBytes: number,
  format: ContainerFormat,
  fail: (problem: ContainerProblem, detail: string) => never,
): number {
  if (fileBytes < CONTAINER_HEADER_BYTES) {
    return fail(
      'truncated',
      `truncated: ${fileBytes} bytes, shorter than the ${CONTAINER_HEADER_BYTES}-byte header`,
    );
  }
  const head = new DataView(buffer, offset, CONTAINER_HEADER_BYTES);
  const magic = head.getUint32(0, true);
  if (magic !== format.magic) {
    return fail('magic', `bad magic "${magicText(magic)}", expected "${magicText(format.magic)}"`);
  }
  const bom = head.getUint32(4, true);
  if (bom === SWAPPED_BYTE_ORDER_MARK) return fail('byte_order', 'written with another byte order');
  const headerBytes = head.getUint32(8, true);
  if (bom !== BYTE_ORDER_MARK || headerBytes !== CONTAINER_HEADER_BYTES) {
    return fail(
      'header',
      `not a container this build reads (byte-order mark ${hex(bom)}, header size ${headerBytes})`,
    );
  }
  const version = head.getUint32(12, true);
  if (version !== format.version) {
    return fail(
      'version',
      `format version ${version}, this build reads ${format.version}; rebuild the index`,
    );
  }
  for (let at = 28; at < CONTAINER_HEADER_BYTES; at += 4) {
    if (head.getUint32(at, true) !== 0) return fail('header', 'reserved header bytes are not zero');
  }
  const declared = head.getBigUint64(16, true);
  const actual = BigInt(fileBytes - CONTAINER_HEADER_BYTES);
  if (declared > actual)
    return fail('truncated', `truncated: ${actual} payload bytes, the header says ${declared}`);
  if (declared !== actual)
    return fail('length', `${actual} payload bytes, the header says ${declared}`);
  return Number(declared);
}

function hex(n: number): string {
  return `0x${(n >>> 0).toString(16).padStart(8, '0')}`;
}

let crcTable: Int32Array | undefined;

/** CRC-32 (ISO-HDLC, as zlib), byte at a time, continuing from the CRC of the bytes before. */
function tableCrc32(data: Uint8Array, previous: number): number {
  if (!crcTable) {
    crcTable = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c;
    }
  }
  let c = previous ^ -1;
  for (let i = 0; i < data.length; i++) c = crcTable[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
