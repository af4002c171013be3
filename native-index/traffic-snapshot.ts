/**
 * The traffic snapshot: the past 30 days of classify/social counts that the server leaves
 * in `<data>/traffic/snapshot.json` before a nightly build, and the build folds into the
 * version's social stats. The server writes it (src/usage/traffic.ts); the build reads it
 * (build-index/social-stats-writer.ts); this module is the file both agree on.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SNAPSHOT_FILE = path.join('traffic', 'snapshot.json');

export interface TrafficSnapshot {
  from: string;
  to: string;
  /** Posts counted. */
  docs: number;
  /** Posts that mentioned each category, by stable category id (decimal). */
  counts: Record<string, number>;
}

/** Writes the snapshot into the data folder, atomically. */
export function writeTrafficSnapshot(dataDir: string, snapshot: TrafficSnapshot): void {
  const file = path.join(dataDir, SNAPSHOT_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file + '.tmp', JSON.stringify(snapshot));
  renameSync(file + '.tmp', file);
}

/** The data folder's snapshot, or null when the server has left none. */
export function readTrafficSnapshot(dataDir: string): TrafficSnapshot | null {
  const file = path.join(dataDir, SNAPSHOT_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as TrafficSnapshot;
}
