/**
 * Writes `social.stats` (workers and the front end read it through
 * native-index/social-stats.ts): per category, social_relevance and social_idf over the
 * past 30 days of classify/social traffic, from the snapshot the server leaves in
 * `<data>/traffic/snapshot.json` before a build (native-index/traffic-snapshot.ts). No snapshot, or no
 * posts in it: no file, and the stats are null.
 *
 *   social_relevance = posts mentioning the category / C, C = the sum over categories of
 *                      the posts mentioning each
 *   social_idf       = ln(N / posts mentioning the category), N = posts counted
 * A category no post mentioned has relevance 0 and idf null (NaN in the file).
 */
import { encodeSocialStats, SOCIAL_STATS_FILE } from '../native-index/social-stats.js';
import { readTrafficSnapshot } from '../native-index/traffic-snapshot.js';
import type { IndexFileWriter } from './build.js';

export const socialStatsWriter: IndexFileWriter = async (ctx) => {
  const none: Record<string, Uint8Array> = {};
  const snap = readTrafficSnapshot(ctx.dataDir);
  if (!snap || !(snap.docs > 0)) return none;
  let c = 0;
  for (const n of Object.values(snap.counts)) c += n;
  const out = new Float32Array(2 * ctx.categories.length);
  for (const cat of ctx.categories) {
    const n = snap.counts[cat.id.toString()] ?? 0;
    out[2 * cat.index] = c > 0 ? n / c : 0;
    out[2 * cat.index + 1] = n > 0 ? Math.log(snap.docs / n) : NaN;
  }
  return { [SOCIAL_STATS_FILE]: encodeSocialStats(out) };
};
