/**
 * Layout of the rule-automaton files (`automaton.bin`, `tokens.bin`; in an index version
 * `rules.automaton`/`rules.tokens` and `flags.automaton`/`flags.tokens`), inside the index
 * container (../container.ts: magic, format version, length, checksum). The payload:
 *
 *   u32 normalizer version, u32 meta count M, u32 section count S,
 *   u32 meta[M], then S pairs (u32 byte offset, u32 byte length), then the sections,
 *   each starting at a multiple of 64 bytes from the start of the payload (which starts
 *   64 bytes into the file, so at a multiple of 64 from the start of the file too).
 *
 * Sections are typed arrays in the machine's byte order (little-endian everywhere
 * this runs; a file from a big-endian machine is rejected, not byte-swapped). The
 * reader makes views over the given bytes, so a file loaded into a SharedArrayBuffer
 * is shared, never copied, as long as the bytes start 8-byte aligned.
 */
import { NORMALIZER_VERSION } from '../../text/normalizer-version.js';
import { COMPONENTS } from '../components.js';
import { allocateContainer, openContainer, type ContainerFormat } from '../container.js';

/** Format version of both files (the same for the rules' and the flags' automaton). */
export const AUTOMATON_FORMAT_VERSION = COMPONENTS.rulesAutomaton.version;
export const MAGIC_AUTOMATON = COMPONENTS.rulesAutomaton.magic; // "SRTA"
export const MAGIC_TOKENS = COMPONENTS.rulesTokens.magic; // "SRTT"
const FIXED_WORDS = 3;

export type Section = Uint8Array | Uint16Array | Uint32Array | Int32Array;

/** The container format of the file with this magic, named `what` in messages. */
function formatOf(magic: number, what: string): ContainerFormat {
  if (magic === MAGIC_AUTOMATON)
    return { file: what, magic, version: COMPONENTS.rulesAutomaton.version };
  if (magic === MAGIC_TOKENS) return { file: what, magic, version: COMPONENTS.rulesTokens.version };
  throw new Error(`${what}: no rule automaton file has magic ${magic}`);
}

/** One automaton file (automaton.bin or tokens.bin, by `magic`): its sections, in the index container. */
export function writeContainer(magic: number, meta: number[], sections: Section[]): Uint8Array {
  const headerBytes = (FIXED_WORDS + meta.length + sections.length * 2) * 4;
  let pos = align64(headerBytes);
  const offsets: number[] = [];
  for (const s of sections) {
    offsets.push(pos);
    pos = align64(pos + s.byteLength);
  }
  if (pos > 0xffffffff) throw new RangeError('rule automaton file larger than 4 GiB');
  const c = allocateContainer(
    formatOf(magic, magic === MAGIC_AUTOMATON ? 'automaton.bin' : 'tokens.bin'),
    pos,
  );
  const out = c.payload;
  const head = new Uint32Array(out.buffer, out.byteOffset, headerBytes / 4);
  head[0] = NORMALIZER_VERSION;
  head[1] = meta.length;
  head[2] = sections.length;
  meta.forEach((m, j) => (head[FIXED_WORDS + j] = m));
  sections.forEach((s, j) => {
    head[FIXED_WORDS + meta.length + 2 * j] = offsets[j]!;
    head[FIXED_WORDS + meta.length + 2 * j + 1] = s.byteLength;
    out.set(new Uint8Array(s.buffer, s.byteOffset, s.byteLength), offsets[j]);
  });
  return c.seal();
}

export interface Container {
  meta: number[];
  /** Byte ranges of the sections within `bytes`. */
  sections: Array<{ offset: number; length: number }>;
  /** The payload (possibly realigned) the ranges refer to. */
  bytes: Uint8Array;
}

export function readContainer(input: Uint8Array, magic: number, what: string): Container {
  if (!(input instanceof Uint8Array)) throw new TypeError(`${what}: expected a Uint8Array`);
  // Views need 4-byte alignment; a misaligned input is the one case that is copied.
  const file = input.byteOffset % 8 === 0 ? input : input.slice();
  const bytes = openContainer(file, formatOf(magic, what), {
    error: (problem, message) =>
      new Error(problem === 'magic' ? `${message} (not a rule automaton file)` : message),
  });
  if (bytes.byteLength < FIXED_WORDS * 4) throw new Error(`${what}: truncated file`);
  const fixed = new Uint32Array(bytes.buffer, bytes.byteOffset, FIXED_WORDS);
  if (fixed[0] !== NORMALIZER_VERSION) {
    throw new Error(
      `${what}: built with normalizer version ${fixed[0]}, this code is ${NORMALIZER_VERSION}; rebuild the index`,
    );
  }
  const m = fixed[1]!;
  const s = fixed[2]!;
  const words = FIXED_WORDS + m + 2 * s;
  if (bytes.byteLength < words * 4) throw new Error(`${what}: truncated header`);
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, words);
  const meta = Array.from(head.subarray(FIXED_WORDS, FIXED_WORDS + m));
  const sections: Array<{ offset: number; length: number }> = [];
  for (let j = 0; j < s; j++) {
    const offset = head[FIXED_WORDS + m + 2 * j]!;
    const length = head[FIXED_WORDS + m + 2 * j + 1]!;
    if (offset % 8 !== 0 || offset + length > bytes.byteLength)
      throw new Error(`${what}: section ${j} out of bounds`);
    sections.push({ offset, length });
  }
  return { meta, sections, bytes };
}

export function u32View(c: Container, j: number): Uint32Array {
  const { offset, length } = c.sections[j]!;
  return new Uint32Array(c.bytes.buffer, c.bytes.byteOffset + offset, length >>> 2);
}

export function i32View(c: Container, j: number): Int32Array {
  const { offset, length } = c.sections[j]!;
  return new Int32Array(c.bytes.buffer, c.bytes.byteOffset + offset, length >>> 2);
}

export function u16View(c: Container, j: number): Uint16Array {
  const { offset, length } = c.sections[j]!;
  return new Uint16Array(c.bytes.buffer, c.bytes.byteOffset + offset, length >>> 1);
}

export function u8View(c: Container, j: number): Uint8Array {
  const { offset, length } = c.sections[j]!;
  return new Uint8Array(c.bytes.buffer, c.bytes.byteOffset + offset, length);
}

/** Sections start on 64-byte boundaries (cache lines, when the payload itself is aligned). */
function align64(n: number): number {
  return Math.ceil(n / 64) * 64;
}

/** Section indices and meta slots of `automaton.bin`. */
export const A = {
  metaStates: 0,
  metaTokens: 1,
  metaValues: 2,
  metaMaxDepth: 3,
  metaSequences: 4,
  /** Word offset of the hot table in the states section, and its slot count (0 = none). */
  metaHotBase: 5,
  metaHotSlots: 6,
  /** log2 of the transition filter's bit count. */
  metaFilterLog2: 7,
  /**
   * STATE_WORDS u32 per state (see builder.ts, step 7), then the hot table: HOT_SLOT_WORDS
   * per slot from metaHotBase, then the units of its long words (step 9). One section, so
   * that the scanner reads a state header and a hot word's copy of one from one array.
   */
  states: 0,
  /** u32 per state: token id of the edge entering it. */
  label: 1,
  /** u32 values (category indices). */
  values: 2,
  /** The transition filter's bits (transition-filter.ts), 32 per word. */
  filter: 3,
} as const;

/** u32 words per state header. */
export const STATE_WORDS = 8;
/** u32 words per main token-table slot, and units stored inline in it. */
export const SLOT_WORDS = 8;
export const SLOT_INLINE_UNITS = 8;
/** Longest token in the hot table, in units. */
export const HOT_MAX_UNITS = 24;
/**
 * u32 words per hot-table slot (one 64-byte line): hash, length | (id + 1) << 5 (0 = empty
 * slot; id + 1 = 0 for a word no pattern uses), root transition, a copy of the root
 * state's header, then the units two to a word when at most HOT_INLINE_UNITS, else the
 * word offset of the units (two to a word) in the states section.
 */
export const HOT_SLOT_WORDS = 16;
export const HOT_INLINE_UNITS = 10;
/** Word of a hot slot where the state header copy starts, and where the units (or their offset) are. */
export const HOT_HEADER_AT = 3;
export const HOT_UNITS_AT = HOT_HEADER_AT + STATE_WORDS;
/**
 * Children a state may have and still be scanned linearly; a state with more is
 * binary-searched, after the transition filter, which holds exactly those states.
 */
export const LINEAR_MAX = 8;

/** Section indices and meta slots of `tokens.bin` (see builder.ts, step 8). */
export const T = {
  metaTokens: 0,
  metaTableSize: 1,
  metaMaxLength: 2,
  /** SLOT_WORDS u32 per slot: hash, token id + 1 (0 = empty), root transition, length, units. */
  table: 0,
  /** u32 per token (+1): start of its units in the pool. */
  offsets: 1,
  /** u16 units of all tokens, by id. */
  pool: 2,
} as const;
