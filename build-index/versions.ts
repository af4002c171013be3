/**
 * Index versions on disk: `<dataDir>/indexes/<version>/`, one immutable folder per build,
 * named after its built_at (UTC, whole seconds: `20261122T000000Z`), holding named files
 * and `manifest.json` (format version, built_at, source package versions, counts, byte
 * size and sha256 of every file).
 *
 * Publishing writes everything into `<dataDir>/indexes/.tmp-<version>-<pid>-<random>/`,
 * fsyncs it and renames it into place (atomic on one file system), so a reader never sees
 * a half-written version. Serving never changes a version.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import {
  FILE_NAME_RE,
  FORMAT_VERSION,
  IndexVersionError,
  MANIFEST_FILE,
  parseManifest,
  VERSION_NAME_RE,
  versionNameOf,
  type Manifest,
} from '../native-index/format.js';
import { sha256OfBytes, sha256OfFile } from '../native-index/shared.js';

export { IndexVersionError, versionNameOf, type Manifest };

/** How far back taxonomy_timestamp may reach, and how long versions are kept. */
export const RETENTION_DAYS = 21;
const DAY_MS = 86_400_000;
const TMP_PREFIX = '.tmp-';

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
 * Versions under `<dataDir>/indexes`, oldest first. A folder whose manifest is missing or
 * unreadable is left out (and reported to `onInvalid`); checksums are not checked here
 * (see verifyVersion).
 */
export function listVersions(dataDir: string, onInvalid?: (dir: string, err: Error) => void): VersionInfo[] {
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
  return out.sort((a, b) => a.builtAt.getTime() - b.builtAt.getTime() || (a.version < b.version ? -1 : 1));
}

function readManifest(dir: string): Manifest {
  let text: string;
  try {
    text = readFileSync(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch (e) {
    throw new IndexVersionError('missing_manifest', dir, `cannot read ${MANIFEST_FILE}: ${(e as Error).message}`);
  }
  const m = parseManifest(text, dir);
  if (m.version !== path.basename(dir)) {
    throw new IndexVersionError('bad_manifest', dir, `manifest version ${m.version} does not match the folder name`);
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
      throw new IndexVersionError('missing_file', dir, `cannot read ${name}: ${(e as Error).message}`, name);
    }
    if (got.bytes !== expect.bytes) {
      throw new IndexVersionError('size_mismatch', dir, `${name} has ${got.bytes} bytes, manifest says ${expect.bytes}`, name);
    }
    if (got.sha256 !== expect.sha256) {
      throw new IndexVersionError('checksum_mismatch', dir, `${name} sha256 ${got.sha256} differs from manifest ${expect.sha256}`, name);
    }
  }
  return m;
}

export class VersionExistsError extends Error {
  override readonly name = 'VersionExistsError';
}

/** The manifest without `version`, `built_at`, `format_version` and `files`, which publishVersion fills in. */
export type ManifestBody = Omit<Manifest, 'version' | 'built_at' | 'format_version' | 'files'>;

/**
 * Writes `files` and a manifest as version `versionNameOf(builtAt)` and publishes it by
 * an atomic rename. Throws VersionExistsError if that version already exists (versions
 * are immutable). Never leaves its temporary folder behind.
 */
export function publishVersion(
  dataDir: string,
  builtAt: Date,
  files: Record<string, Uint8Array>,
  body: ManifestBody,
): { version: string; dir: string; manifest: Manifest } {
  const at = new Date(Math.floor(builtAt.getTime() / 1000) * 1000);
  const version = versionNameOf(at);
  const root = indexesDir(dataDir);
  mkdirSync(root, { recursive: true });
  const dir = path.join(root, version);
  if (exists(dir)) throw new VersionExistsError(`index version ${version} already exists at ${dir}`);

  const names = Object.keys(files).sort();
  for (const name of names) {
    if (!FILE_NAME_RE.test(name) || name === MANIFEST_FILE) throw new Error(`bad index file name ${JSON.stringify(name)}`);
  }
  const manifest: Manifest = {
    format_version: FORMAT_VERSION,
    version,
    built_at: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    ...body,
    files: Object.fromEntries(names.map((n) => [n, { bytes: files[n]!.byteLength, sha256: sha256OfBytes(files[n]!) }])),
  };

  const tmp = path.join(root, `${TMP_PREFIX}${version}-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(tmp);
  try {
    for (const name of names) writeDurably(path.join(tmp, name), files[name]!);
    writeDurably(path.join(tmp, MANIFEST_FILE), Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
    fsyncDir(tmp);
    if (exists(dir)) throw new VersionExistsError(`index version ${version} already exists at ${dir}`);
    renameSync(tmp, dir);
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    if ((e as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (e as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new VersionExistsError(`index version ${version} already exists at ${dir}`);
    }
    throw e;
  }
  fsyncDir(root);
  return { version, dir, manifest };
}

function exists(p: string): boolean {
  try {
    statSync(p);
    return true;
  } catch {
    return false;
  }
}

function writeDurably(file: string, bytes: Uint8Array): void {
  const fd = openSync(file, 'wx', 0o644);
  try {
    let off = 0;
    while (off < bytes.byteLength) off += writeSync(fd, bytes, off, bytes.byteLength - off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems do not fsync directories; the rename is still atomic.
  }
}

/**
 * Deletes versions built more than `maxAgeDays` before `now`, except the newest version
 * and the newest one built at or before the cutoff (it still answers taxonomy_timestamp
 * values just inside the window). Also removes temporary folders of builds that died
 * more than a day ago. Returns the deleted version names.
 */
export function pruneVersions(dataDir: string, now: Date | number = Date.now(), maxAgeDays = RETENTION_DAYS): string[] {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const cutoff = nowMs - maxAgeDays * DAY_MS;
  const versions = listVersions(dataDir);
  const deleted: string[] = [];
  if (versions.length > 0) {
    const keep = new Set<string>([versions[versions.length - 1]!.version]);
    const covering = versions.filter((v) => v.builtAt.getTime() <= cutoff).pop();
    if (covering) keep.add(covering.version);
    for (const v of versions) {
      if (v.builtAt.getTime() < cutoff && !keep.has(v.version)) {
        rmSync(v.dir, { recursive: true, force: true });
        deleted.push(v.version);
      }
    }
  }
  const root = indexesDir(dataDir);
  let names: string[] = [];
  try {
    names = readdirSync(root);
  } catch {
    // no indexes folder
  }
  for (const name of names) {
    if (!name.startsWith(TMP_PREFIX)) continue;
    const p = path.join(root, name);
    try {
      if (statSync(p).mtimeMs < nowMs - DAY_MS) rmSync(p, { recursive: true, force: true });
    } catch {
      // raced with its own build or another pruner
    }
  }
  return deleted;
}

export type TaxonomyTimestampErrorCode = 'taxonomy_timestamp_too_old' | 'taxonomy_timestamp_in_future' | 'taxonomy_timestamp_invalid';

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
      throw new TaxonomyTimestampError('taxonomy_timestamp_invalid', 'taxonomy_timestamp must be a Unix time in seconds');
    }
    const tMs = timestamp * 1000;
    if (tMs > nowMs) {
      throw new TaxonomyTimestampError('taxonomy_timestamp_in_future', `taxonomy_timestamp ${timestamp} is in the future`);
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
