/**
 * Publishing and pruning index versions (native-index/catalog.ts lists and reads them):
 * `<dataDir>/indexes/<version>/`, one immutable folder per build, named after its
 * built_at (UTC, whole seconds: `20261122T000000Z`), holding the component files and
 * `manifest.json` (format version, built_at, source package versions, counts, byte size
 * and sha256 of every file).
 *
 * Publishing writes everything into `<dataDir>/indexes/.tmp-<version>-<pid>-<random>/`,
 * fsyncs it and renames it into place (atomic on one file system), so a reader never sees
 * a half-written version. Serving never changes a version.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { indexesDir, listVersions, RETENTION_DAYS } from '../native-index/catalog.js';
import { componentOfFile } from '../native-index/components.js';
import { checkContainerHeader, checkContainerParts } from '../native-index/container.js';
import {
  FILE_NAME_RE,
  INDEX_FORMAT_VERSION,
  MANIFEST_FILE,
  versionNameOf,
  type Manifest,
} from '../native-index/format.js';
import { sha256OfBytes } from '../native-index/shared.js';

/**
 * A file of a version: its bytes, or parts written one after the other (a file over the
 * 4 GiB one Uint8Array holds: native-index/keywords-format.ts).
 */
export type IndexFileBytes = Uint8Array | readonly Uint8Array[];

/** Bytes of a file given whole or as parts. */
export function fileByteLength(f: IndexFileBytes): number {
  if (f instanceof Uint8Array) return f.byteLength;
  let n = 0;
  for (const p of f) n += p.byteLength;
  return n;
}

const DAY_MS = 86_400_000;
/** Bytes per write call (one call takes less than 2 GiB). */
const WRITE_SLICE = 1 << 30;
const TMP_PREFIX = '.tmp-';

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
  files: Record<string, IndexFileBytes>,
  body: ManifestBody,
): { version: string; dir: string; manifest: Manifest } {
  const at = new Date(Math.floor(builtAt.getTime() / 1000) * 1000);
  const version = versionNameOf(at);
  const root = indexesDir(dataDir);
  mkdirSync(root, { recursive: true });
  const dir = path.join(root, version);
  if (exists(dir))
    throw new VersionExistsError(`index version ${version} already exists at ${dir}`);

  const names = Object.keys(files).sort();
  for (const name of names) {
    if (!FILE_NAME_RE.test(name) || name === MANIFEST_FILE)
      throw new Error(`bad index file name ${JSON.stringify(name)}`);
    const component = componentOfFile(name);
    if (!component)
      throw new Error(`${name} is not an index component (native-index/components.ts)`);
    const f = files[name]!;
    if (f instanceof Uint8Array) checkContainerHeader(f, component);
    else checkContainerParts(f, component);
  }
  const manifest: Manifest = {
    format_version: INDEX_FORMAT_VERSION,
    version,
    built_at: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    ...body,
    files: Object.fromEntries(
      names.map((n) => [n, { bytes: fileByteLength(files[n]!), sha256: sha256OfBytes(files[n]!) }]),
    ),
  };

  const tmp = path.join(
    root,
    `${TMP_PREFIX}${version}-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  mkdirSync(tmp);
  try {
    for (const name of names) writeDurably(path.join(tmp, name), files[name]!);
    writeDurably(
      path.join(tmp, MANIFEST_FILE),
      Buffer.from(JSON.stringify(manifest, null, 2) + '\n'),
    );
    fsyncDir(tmp);
    if (exists(dir))
      throw new VersionExistsError(`index version ${version} already exists at ${dir}`);
    renameSync(tmp, dir);
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    if (
      (e as NodeJS.ErrnoException).code === 'ENOTEMPTY' ||
      (e as NodeJS.ErrnoException).code === 'EEXIST'
    ) {
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

function writeDurably(file: string, bytes: IndexFileBytes): void {
  const fd = openSync(file, 'wx', 0o644);
  try {
    for (const part of bytes instanceof Uint8Array ? [bytes] : bytes) {
      let off = 0;
      while (off < part.byteLength)
        off += writeSync(fd, part, off, Math.min(WRITE_SLICE, part.byteLength - off));
    }
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
export function pruneVersions(
  dataDir: string,
  now: Date | number = Date.now(),
  maxAgeDays = RETENTION_DAYS,
): string[] {
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
