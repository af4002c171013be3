/** Reads a version's `social.stats` (written by build-index/social-stats-writer.ts): two float32 per category, in the container. */
import { COMPONENTS } from './components.js';
import { openContainer, sealContainer } from './container.js';
import type { IndexVersion } from './reader.js';

export const SOCIAL_STATS_FILE = COMPONENTS.socialStats.file;

/** The file: per category index, social_relevance then social_idf (NaN for none). */
export function encodeSocialStats(table: Float32Array): Uint8Array {
  return sealContainer(
    COMPONENTS.socialStats,
    new Uint8Array(table.buffer, table.byteOffset, table.byteLength),
  );
}

export interface SocialStats {
  social_relevance: number | null;
  social_idf: number | null;
}

const NO_STATS: SocialStats = Object.freeze({ social_relevance: null, social_idf: null });
const tables = new WeakMap<IndexVersion, Float32Array | null>();

function tableOf(index: IndexVersion): Float32Array | null {
  let t = tables.get(index);
  if (t === undefined) {
    t = null;
    if (index.hasFile(SOCIAL_STATS_FILE)) {
      const bytes = openContainer(index.file(SOCIAL_STATS_FILE), COMPONENTS.socialStats);
      if (bytes.byteLength !== 8 * index.count) {
        throw new Error(
          `${SOCIAL_STATS_FILE} of ${index.version} has ${bytes.byteLength} bytes, expected ${8 * index.count}`,
        );
      }
      t =
        bytes.byteOffset % 4 === 0
          ? new Float32Array(bytes.buffer, bytes.byteOffset, 2 * index.count)
          : new Float32Array(bytes.slice().buffer);
    }
    tables.set(index, t);
  }
  return t;
}

/** The category's traffic statistics; nulls when the version has none (or the category had no posts, for idf). */
export function socialStatsOf(index: IndexVersion, i: number): SocialStats {
  const t = tableOf(index);
  if (!t) return { ...NO_STATS };
  const r = t[2 * i]!;
  const idf = t[2 * i + 1]!;
  return { social_relevance: round(r), social_idf: Number.isNaN(idf) ? null : round(idf) };
}

const round = (x: number) => Number(x.toPrecision(6));
