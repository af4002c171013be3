/**
 * The word vectors of an index version: `wordVectorsFor(index)` opens `vectors.bin` once
 * per version per thread, as views over the version's shared bytes (no copy per worker).
 */
import type { IndexVersion } from '../../native-index/index.js';
import { VECTORS_FILE } from '../../native-index/vectors-format.js';
import { WordVectors } from './word-vectors.js';

export { WordVectors } from './word-vectors.js';
export { VECTORS_FILE, VectorsFormatError } from '../../native-index/vectors-format.js';
export { textVector, cosine } from './text-vector.js';
export { SeedCentroids, type SeedClass } from './seed-centroids.js';

const opened = new Map<string, WordVectors | null>();
const MAX_OPEN = 3;

/**
 * The vectors of a version, or null when it has none (built without the vectors writer).
 * Throws VectorsFormatError when the file is there but malformed (not cached).
 */
export function wordVectorsFor(index: IndexVersion): WordVectors | null {
  const key = `${index.dir}\u0000${index.version}`;
  const known = opened.get(key);
  if (known !== undefined) return known;
  const vectors = index.hasFile(VECTORS_FILE) ? new WordVectors(index.file(VECTORS_FILE)) : null;
  opened.set(key, vectors);
  while (opened.size > MAX_OPEN) opened.delete(opened.keys().next().value!);
  return vectors;
}
