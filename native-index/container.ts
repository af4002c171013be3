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
/** The longest file a container can be: one Uint8Array over it (2^32 bytes on Node 20). */
export const MAX_CONTAINER_BYTES = constants.MAX_LENGTH;
/** node:zlib's crc32 (Node 20.15 and later); the same CRC from a table before that. */
const crc32: (data: Uint8Array) => number =
  typeof zlib.crc32 === 'function' ? (d) => zlib.crc32(d) : tableCrc32;
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
  fail: (problem: ContainerProblem, detail: string) => never = (problem, detail) => {
    throw new ContainerError(problem, `${format.file}: ${detail}`);
  },
): number {
  if (!(bytes instanceof Uint8Array)) throw new TypeError(`${format.file}: expected a Uint8Array`);
  if (bytes.byteLength < CONTAINER_HEADER_BYTES) {
    return fail(
      'truncated',
      `truncated: ${bytes.byteLength} bytes, shorter than the ${CONTAINER_HEADER_BYTES}-byte header`,
    );
  }
  const head = new DataView(bytes.buffer, bytes.byteOffset, CONTAINER_HEADER_BYTES);
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
  const actual = BigInt(bytes.byteLength - CONTAINER_HEADER_BYTES);
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

/** CRC-32 (ISO-HDLC, as zlib), byte at a time. */
function tableCrc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c;
    }
  }
  let c = -1;
  for (let i = 0; i < data.length; i++) c = crcTable[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
