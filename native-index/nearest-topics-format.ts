/**
 * `topics.bin`: the centroids of the topical backbone's categories in word-vector space,
 * for the nearest-topic step (written by build-index/vectors/nearest-topics-writer.ts,
 * searched by workers/engine/nearest-topic.ts), in the index container (container.ts:
 * magic "SNTC", format version, length, checksum). Made once at the build instead of in
 * every worker thread on its first use, and shared by all workers as one copy.
 * Little-endian; every section starts 8-byte aligned in the payload.
 *
 * Payload header, HEADER_WORDS u32 words:
 *   0 rows R (topics)   1 dimensions D   2 groups G   3-7 zero
 * Sections, in this order:
 *   topics     i32[R]      category index of each row, ascending (the index's preorder)
 *   groupStart i32[G+1]    group g is rows [groupStart[g], groupStart[g+1])
 *   radius     f64[G]      largest distance of a group's row from the group's mean
 *   centers    f32[G*D]    each group's mean row
 *   matrix     f32[R*D]    each topic's unit centroid, row-major
 */
import { COMPONENTS } from './components.js';
import { allocateContainer, openContainer } from './container.js';
import { align8, payloadBytes, sectionCursor } from './payload-sections.js';

export const NEAREST_TOPICS_FILE = COMPONENTS.nearestTopics.file;
const HEADER_WORDS = 8;

export interface NearestTopicArrays {
  dimensions: number;
  topics: Int32Array;
  groupStart: Int32Array;
  groupRadius: Float64Array;
  groupCenter: Float32Array;
  matrix: Float32Array;
}

export class NearestTopicsFormatError extends Error {
  override readonly name = 'NearestTopicsFormatError';
  constructor(detail: string) {
    super(`${NEAREST_TOPICS_FILE}: ${detail}`);
  }
}

function sectionLengths(R: number, D: number, G: number): number[] {
  return [4 * R, 4 * (G + 1), 8 * G, 4 * G * D, 4 * R * D];
}

export function encodeNearestTopics(a: NearestTopicArrays): Uint8Array {
  const R = a.topics.length;
  const D = a.dimensions;
  const G = a.groupRadius.length;
  if (a.groupStart.length !== G + 1) throw new RangeError(`${G} groups need ${G + 1} starts`);
  if (a.groupCenter.length !== G * D || a.matrix.length !== R * D)
    throw new RangeError(`${R} rows and ${G} groups of ${D} dimensions: wrong section sizes`);
  const lengths = sectionLengths(R, D, G);
  const c = allocateContainer(COMPONENTS.nearestTopics, payloadBytes(HEADER_WORDS * 4, lengths));
  const out = c.payload;
  new Uint32Array(out.buffer, out.byteOffset, HEADER_WORDS).set([R, D, G]);
  let at = out.byteOffset + HEADER_WORDS * 4;
  for (const [k, section] of [
    a.topics,
    a.groupStart,
    a.groupRadius,
    a.groupCenter,
    a.matrix,
  ].entries()) {
    out.set(new Uint8Array(section.buffer, section.byteOffset, lengths[k]), at - out.byteOffset);
    at += align8(lengths[k]!);
  }
  return c.seal();
}

/**
 * Views over an encoded file (no copy when it starts 8-byte aligned, as index files do),
 * after checking the container, the section sizes, that the topics are ascending
 * categories of a version of `categoryCount`, that the groups tile the rows, and that
 * every stored number is finite. Throws NearestTopicsFormatError saying what is wrong.
 */
export function readNearestTopics(file: Uint8Array, categoryCount: number): NearestTopicArrays {
  const bad = (detail: string): never => {
    throw new NearestTopicsFormatError(detail);
  };
  const bytes = openContainer(
    file.byteOffset % 8 === 0 ? file : file.slice(),
    COMPONENTS.nearestTopics,
    {
      error: (problem, _, detail) =>
        new NearestTopicsFormatError(
          problem === 'magic' ? `not nearest-topic centroids (${detail})` : detail,
        ),
    },
  );
  if (bytes.byteLength < HEADER_WORDS * 4)
    bad(`${bytes.byteLength} payload bytes, too short for the header`);
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_WORDS);
  const [R, D, G] = [head[0]!, head[1]!, head[2]!];
  for (let k = 3; k < HEADER_WORDS; k++)
    if (head[k] !== 0) bad('reserved header words are not zero');
  if (D < 1 || D > 4096) bad(`dimensions ${D} out of range`);
  if (G > R) bad(`${G} groups for ${R} rows`);
  const lengths = sectionLengths(R, D, G);
  const expected = payloadBytes(HEADER_WORDS * 4, lengths);
  if (expected !== bytes.byteLength)
    bad(`${bytes.byteLength} payload bytes, the header describes ${expected}`);
  const take = sectionCursor(bytes.buffer, bytes.byteOffset + HEADER_WORDS * 4);
  const a: NearestTopicArrays = {
    dimensions: D,
    topics: take(lengths[0]!, (b, o) => new Int32Array(b, o, R)),
    groupStart: take(lengths[1]!, (b, o) => new Int32Array(b, o, G + 1)),
    groupRadius: take(lengths[2]!, (b, o) => new Float64Array(b, o, G)),
    groupCenter: take(lengths[3]!, (b, o) => new Float32Array(b, o, G * D)),
    matrix: take(lengths[4]!, (b, o) => new Float32Array(b, o, R * D)),
  };
  const problem =
    topicProblem(a.topics, categoryCount) ??
    groupProblem(a.groupStart, R) ??
    finiteProblem(a.groupRadius, 'group radius') ??
    finiteProblem(a.groupCenter, 'group center') ??
    finiteProblem(a.matrix, 'centroid');
  if (problem) bad(problem);
  return a;
}

function topicProblem(topics: Int32Array, count: number): string | null {
  for (let k = 0; k < topics.length; k++) {
    const c = topics[k]!;
    if (c < 0 || c >= count) return `row ${k} names category ${c}, outside 0..${count - 1}`;
    if (k > 0 && c <= topics[k - 1]!) return `topics are not ascending at row ${k}`;
  }
  return null;
}

function groupProblem(starts: Int32Array, rows: number): string | null {
  const G = starts.length - 1;
  if (starts[0] !== 0 || starts[G] !== rows) return 'groups do not span the rows';
  for (let g = 0; g < G; g++) if (starts[g + 1]! <= starts[g]!) return `group ${g} is empty`;
  return null;
}

function finiteProblem(values: Float32Array | Float64Array, what: string): string | null {
  for (let k = 0; k < values.length; k++)
    if (!Number.isFinite(values[k]!)) return `${what} value ${k} is not a finite number`;
  return null;
}
