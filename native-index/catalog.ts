/**
 * The catalog of index versions on disk: `<dataDir>/indexes/<version>/`, one immutable
 * folder per build, named after its built_at (UTC, whole seconds: `20261122T000000Z`),
 * holding the component files and `manifest.json` (format version, built_at, source
 * package versions, counts, byte size and sha256 of every file). Lists the versions,
 * checks their checksums, and picks the version a request's taxonomy_timestamp asks for.
 * Reading only: publishing and pruning are the build's (build-index/versions.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  IndexVersionError,
  MANIFEST_FILE,
  parseManifest,
  VERSION_NAME_RE,
  type Manifest,
} from './format.js';
import { sha256OfFile } from './shared.js';

/** How far back taxonomy_timestamp may reach, and how long versions are kept. */
export const RETENTION_DAYS = 21;
const DAY_MS = 86_400_000;

export interface VersionInfo {
  version: string;
  dir: string;
  builtAt: Date;
  manifest: Manifest;
}

export function indexesDir(dataDir: string): string {
  return path.join(dataDir, 'indexes');
}

/**
 * Versions under `<dataDir>/indexes`, oldest first. A folder whose manifest is missing,
 * unreadable or of another format version (format.ts INDEX_FORMAT_VERSION) is left out
 * (and reported to `onInvalid`); checksums are not checked here (see verifyVersion).
 */
export function listVersions(
  dataDir: string,
  onInvalid?: (dir: string, err: Error) => void,
): VersionInfo[] {
  const root = indexesDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(root);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const out: VersionInfo[] = [];
  for (const name of names) {
    if (!VERSION_NAME_RE.test(name)) continue;
    const dir = path.join(root, name);
    try {
      const manifest = readManifest(dir);
      out.push({ version: name, dir, builtAt: new Date(manifest.built_at), manifest });
    } catch (e) {
      onInvalid?.(dir, e as Error);
    }
  }
  return out.sort(
    (a, b) => a.builtAt.getTime() - b.builtAt.getTime() || (a.version < b.version ? -1 : 1),
  );
}

/** The manifest of a version folder, checked (format.ts parseManifest) and matched to the folder name. */
export function readManifest(dir: string): Manifest {
  let text: string;
  try {
    text = readFileSync(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch (e) {
    throw new IndexVersionError(
      'missing_manifest',
      dir,
      `cannot read ${MANIFEST_FILE}: ${(e as Error).message}`,
    );
  }
  const m = parseManifest(text, dir);
  if (m.version !== path.basename(dir)) {
    throw new IndexVersionError(
      'bad_manifest',
      dir,
      `manifest version ${m.version} does not match the folder name`,
    );
  }
  return m;
}

/**
 * Recomputes size and sha256 of every file in the manifest. Returns the manifest, or
 * throws IndexVersionError (message names the version, the file and what failed); the
 * caller logs it and keeps serving the version it has.
 */
export function verifyVersion(dir: string): Manifest {
  const m = readManifest(dir);
  for (const [name, expect] of Object.entries(m.files)) {
    let got;
    try {
      got = sha256OfFile(path.join(dir, name));
    } catch (e) {
      throw new IndexVersionError(
        'missing_file',
        dir,
        `cannot read ${name}: ${(e as Error).message}`,
        name,
      );
    }
    if (got.bytes !== expect.bytes) {
      throw new IndexVersionError(
        'size_mismatch',
        dir,
        `${name} has ${got.bytes} bytes, manifest says ${expect.bytes}`,
        name,
      );
    }
    if (got.sha256 !== expect.sha256) {
      throw new IndexVersionError(
        'checksum_mismatch',
        dir,
        `${name} sha256 ${got.sha256} differs from manifest ${expect.sha256}`,
        name,
      );
    }
  }
  return m;
}

export type TaxonomyTimestampErrorCode =
  'taxonomy_timestamp_too_old' | 'taxonomy_timestamp_in_future' | 'taxonomy_timestamp_invalid';

/** A bad taxonomy_timestamp: the API answers 400 with `code` and `field`. */
export class TaxonomyTimestampError extends Error {
  override readonly name = 'TaxonomyTimestampError';
  readonly status = 400;
  readonly field = 'taxonomy_timestamp';
  constructor(
    readonly code: TaxonomyTimestampErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** No version has been built yet (the API answers 503 until the first build publishes). */
export class NoIndexVersionError extends Error {
  override readonly name = 'NoIndexVersionError';
  readonly status = 503;
  constructor() {
    super('no index version is available yet');
  }
}

/**
 * The version to serve: without a timestamp, the newest; with one (Unix seconds), the
 * newest built at or before it. A timestamp more than RETENTION_DAYS before `now` or
 * after `now` is a TaxonomyTimestampError (400). A timestamp inside the window but older
 * than every kept version (a young installation) gets the oldest version there is.
 */
export function resolveIndexVersion<V extends { builtAt: Date }>(
  versions: readonly V[],
  timestamp?: number,
  now: Date | number = Date.now(),
): V {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (timestamp !== undefined) {
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) {
      throw new TaxonomyTimestampError(
        'taxonomy_timestamp_invalid',
        'taxonomy_timestamp must be a Unix time in seconds',
      );
    }
    const tMs = timestamp * 1000;
    if (tMs > nowMs) {
      throw new TaxonomyTimestampError(
        'taxonomy_timestamp_in_future',
        `taxonomy_timestamp ${timestamp} is in the future`,
      );
    }
    if (tMs < nowMs - RETENTION_DAYS * DAY_MS) {
      throw new TaxonomyTimestampError(
        'taxonomy_timestamp_too_old',
        `taxonomy_timestamp ${timestamp} is more than ${RETENTION_DAYS} days in the past`,
      );
    }
  }
  if (versions.length === 0) throw new NoIndexVersionError();
  let best: V | undefined;
  let oldest: V | undefined;
  for (const v of versions) {
    const t = v.builtAt.getTime();
    if (!oldest || t < oldest.builtAt.getTime()) oldest = v;
    if (timestamp !== undefined && t > timestamp * 1000) continue;
    if (!best || t > best.builtAt.getTime()) best = v;
  }
  return best ?? oldest!;
}
