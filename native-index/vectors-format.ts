/**
 * `vectors.bin`: word vectors of an index version (written by build-index/vectors/, read by
 * workers/vectors/), in the index container (container.ts: magic "SWVC", format version,
 * length, checksum). One row per word as the normalizer folds it (text/normalize.ts:
 * folded, stemmed, one token), most frequent word first. Little-endian; every section
 * starts 8-byte aligned in the payload, so readers wrap views over the shared bytes.
 *
 * Payload header, HEADER_WORDS u32 words:
 *   0 rows R          1 dimensions D      2 hash slots T (a power of two, at least 2R)
 *   3 word bytes W    4 NORMALIZER_VERSION
 *   5 words of the source read (the first ones by frequency; the rule of the writer)
 *   6-15 zero
 * Sections, in this order:
 *   hashes    u32[R]     token hash (text/hash.ts) of each row's word; distinct
 *   slots     u32[T]     open addressing on hash & (T - 1), linear probing: row + 1, 0 empty
 *   scales    f32[R]     per row: value = int8 * scale
 *   wordStart u32[R+1]   the word of row r is words[wordStart[r] .. wordStart[r+1])
 *   vectors   i8[R*D]    row-major
 *   words     u8[W]      UTF-8
 */
import { NORMALIZER_VERSION } from '../text/normalizer-version.js';
import { COMPONENTS } from './components.js';
import { allocateContainer, openContainer } from './container.js';
import { payloadBytes, sectionCursor } from './payload-sections.js';

export const VECTORS_FILE = COMPONENTS.wordVectors.file;
const HEADER_WORDS = 16;

export interface VectorArrays {
  dimensions: number;
  /** Words of the source read to make the rows (the writer's rule). */
  sourceWords: number;
  hashes: Uint32Array;
  slots: Uint32Array;
  scales: Float32Array;
  wordStart: Uint32Array;
  vectors: Int8Array;
  words: Uint8Array;
}

export class VectorsFormatError extends Error {
  override readonly name = 'VectorsFormatError';
  constructor(detail: string) {
    super(`${VECTORS_FILE}: ${detail}`);
  }
}

/** What the build hands the encoder: folded words with their float vectors, in row order. */
export interface VectorRows {
  dimensions: number;
  sourceWords: number;
  words: readonly string[];
  hashes: readonly number[] | Uint32Array;
  /** R * D floats, row-major. */
  values: Float32Array;
}

/** The smallest power of two of at least twice `rows` slots (load factor at most one half). */
export function slotCount(rows: number): number {
  let t = 16;
  while (t < 2 * rows) t *= 2;
  return t;
}

/** Quantizes the rows (int8, scale = largest magnitude / 127 per row) and lays out the file. */
export function encodeVectors(r: VectorRows): Uint8Array {
  const R = r.words.length;
  const D = r.dimensions;
  if (r.values.length !== R * D) throw new RangeError(`${R} rows of ${D} need ${R * D} values`);
  if (r.hashes.length !== R) throw new RangeError(`${R} rows, ${r.hashes.length} hashes`);
  const T = slotCount(R);
  const wordBytes = r.words.map((w) => Buffer.from(w, 'utf8'));
  const W = wordBytes.reduce((n, b) => n + b.byteLength, 0);
  const lengths = [4 * R, 4 * T, 4 * R, 4 * (R + 1), R * D, W];
  const c = allocateContainer(COMPONENTS.wordVectors, payloadBytes(HEADER_WORDS * 4, lengths));
  const out = c.payload;
  const head = new Uint32Array(out.buffer, out.byteOffset, HEADER_WORDS);
  head.set([R, D, T, W, NORMALIZER_VERSION, r.sourceWords]);
  const take = sectionCursor(out.buffer, out.byteOffset + HEADER_WORDS * 4);
  const hashes = take(4 * R, (b, o) => new Uint32Array(b, o, R));
  const slots = take(4 * T, (b, o) => new Uint32Array(b, o, T));
  const scales = take(4 * R, (b, o) => new Float32Array(b, o, R));
  const wordStart = take(4 * (R + 1), (b, o) => new Uint32Array(b, o, R + 1));
  const vectors = take(R * D, (b, o) => new Int8Array(b, o, R * D));
  const words = take(W, (b, o) => new Uint8Array(b, o, W));
  let w = 0;
  for (let row = 0; row < R; row++) {
    const h = r.hashes[row]! >>> 0;
    hashes[row] = h;
    let s = h & (T - 1);
    while (slots[s] !== 0) {
      if (hashes[slots[s]! - 1] === h)
        throw new RangeError(`rows ${slots[s]! - 1} and ${row} share hash ${h}`);
      s = (s + 1) & (T - 1);
    }
    slots[s] = row + 1;
    let max = 0;
    for (let d = 0; d < D; d++) max = Math.max(max, Math.abs(r.values[row * D + d]!));
    const scale = Math.fround(max / 127);
    scales[row] = scale;
    for (let d = 0; d < D; d++)
      vectors[row * D + d] = scale > 0 ? Math.round(r.values[row * D + d]! / scale) : 0;
    wordStart[row] = w;
    words.set(wordBytes[row]!, w);
    w += wordBytes[row]!.byteLength;
  }
  wordStart[R] = w;
  return c.seal();
}

/**
 * Views over an encoded file (no copy when it starts 8-byte aligned, as index files do),
 * after checking the container (magic, version, length, checksum), the normalizer
 * version, the section sizes against the payload, and every stored row number and word
 * offset. Throws VectorsFormatError saying what is wrong.
 */
export function readVectors(file: Uint8Array): VectorArrays {
  const bad = (detail: string): never => {
    throw new VectorsFormatError(detail);
  };
  const bytes = openContainer(
    file.byteOffset % 8 === 0 ? file : file.slice(),
    COMPONENTS.wordVectors,
    {
      error: (problem, _, detail) =>
        new VectorsFormatError(problem === 'magic' ? `not word vectors (${detail})` : detail),
    },
  );
  if (bytes.byteLength < HEADER_WORDS * 4)
    bad(`${bytes.byteLength} payload bytes, too short for the header`);
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_WORDS);
  const [R, D, T, W, normalizer, sourceWords] = [
    head[0]!,
    head[1]!,
    head[2]!,
    head[3]!,
    head[4]!,
    head[5]!,
  ];
  if (normalizer !== NORMALIZER_VERSION)
    bad(`built with normalizer version ${normalizer}, this reader has ${NORMALIZER_VERSION}`);
  for (let k = 6; k < HEADER_WORDS; k++)
    if (head[k] !== 0) bad('reserved header words are not zero');
  if (D < 1 || D > 4096) bad(`dimensions ${D} out of range`);
  if (T !== slotCount(R)) bad(`${T} hash slots for ${R} rows, expected ${slotCount(R)}`);
  const lengths = [4 * R, 4 * T, 4 * R, 4 * (R + 1), R * D, W];
  const expected = payloadBytes(HEADER_WORDS * 4, lengths);
  if (expected !== bytes.byteLength)
    bad(`${bytes.byteLength} payload bytes, the header describes ${expected}`);
  const take = sectionCursor(bytes.buffer, bytes.byteOffset + HEADER_WORDS * 4);
  const a: VectorArrays = {
    dimensions: D,
    sourceWords,
    hashes: take(4 * R, (b, o) => new Uint32Array(b, o, R)),
    slots: take(4 * T, (b, o) => new Uint32Array(b, o, T)),
    scales: take(4 * R, (b, o) => new Float32Array(b, o, R)),
    wordStart: take(4 * (R + 1), (b, o) => new Uint32Array(b, o, R + 1)),
    vectors: take(R * D, (b, o) => new Int8Array(b, o, R * D)),
    words: take(W, (b, o) => new Uint8Array(b, o, W)),
  };
  const problem = slotProblem(a.slots, a.hashes) ?? rowProblem(a.scales, a.wordStart, W);
  if (problem) bad(problem);
  return a;
}

// Validation loops, free of closures (hundreds of thousands of entries at every open).

function slotProblem(slots: Uint32Array, hashes: Uint32Array): string | null {
  const R = hashes.length;
  let used = 0;
  for (let s = 0; s < slots.length; s++) {
    const v = slots[s]!;
    if (v === 0) continue;
    if (v > R) return `hash slot ${s} names row ${v - 1}, outside 0..${R - 1}`;
    used++;
  }
  if (used !== R) return `${used} hash slots in use for ${R} rows`;
  return null;
}

function rowProblem(scales: Float32Array, wordStart: Uint32Array, W: number): string | null {
  for (let r = 0; r < scales.length; r++) {
    const s = scales[r]!;
    if (!(s >= 0 && s < Infinity)) return `scale of row ${r} is not a finite non-negative number`;
    if (wordStart[r + 1]! < wordStart[r]!) return `word offsets decrease at row ${r}`;
  }
  if (wordStart[0] !== 0 || wordStart[scales.length] !== W)
    return 'word offsets do not span the words';
  return null;
}
