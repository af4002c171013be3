/**
 * The on-disk shape of one index version: a folder `data/indexes/<version>/` holding
 * `manifest.json` and the component files that components.ts lists (the categories, which
 * every version has, and the rule automaton, models, ... the writers add), each in the
 * container of container.ts. The reader loads them all the same way and hands them out
 * raw through `IndexVersion.file(name)`.
 *
 * All typed-array files are little-endian (the reader refuses to run on a big-endian host).
 */
import { componentOfFile, REQUIRED_FILES } from './components.js';

/**
 * Version of the folder as a whole: the manifest, the set of components and the
 * container. A folder with another format_version is refused: listVersions leaves it out
 * (with a warning through its callback), so it is neither served nor pruned. Each
 * component has its own format version besides (components.ts). 2: every file in the
 * container. 3: the optional languages.json, vectors.bin and overlays.json join the
 * components. 4: the optional topics.bin joins them.
 */
export const INDEX_FORMAT_VERSION = 4;

/** Version folder names: built_at in UTC, to the second, e.g. `20261122T000000Z`. */
export const VERSION_NAME_RE = /^\d{8}T\d{6}Z$/;

export const MANIFEST_FILE = 'manifest.json';

/** File names a writer may use: lower-case, no path separators, not the manifest. */
export const FILE_NAME_RE = /^[a-z0-9][a-z0-9._-]{0,99}$/;

export interface ManifestFile {
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format_version: number;
  /** Folder name, derived from built_at. */
  version: string;
  /** ISO 8601, UTC, whole seconds. */
  built_at: string;
  /** Assembly profile ('full' | 'small'), when known. */
  profile?: string;
  /** Source package name -> version. */
  sources: Record<string, string>;
  counts: {
    /** Categories in this version (after edits). */
    total: number;
    /** Categories per source module as assembled (before edits). */
    by_source: Record<string, number>;
    /** Depth (as a string, "1" = top tier) -> categories at that depth. */
    by_depth: Record<string, number>;
  };
  /** Operator edits applied (data/edits/). */
  edits?: {
    files: string[];
    added: number;
    removed: number;
    patterns_added: number;
    patterns_removed: number;
    warnings: string[];
  };
  files: Record<string, ManifestFile>;
}

export type IndexVersionErrorCode =
  | 'missing_manifest'
  | 'bad_manifest'
  | 'unsupported_format'
  | 'missing_file'
  | 'size_mismatch'
  | 'checksum_mismatch'
  | 'bad_layout';

/**
 * A version that must not be served. The message says which version and what failed;
 * the caller logs it and keeps serving the previous version.
 */
export class IndexVersionError extends Error {
  override readonly name = 'IndexVersionError';
  constructor(
    readonly code: IndexVersionErrorCode,
    readonly dir: string,
    detail: string,
    readonly file?: string,
  ) {
    super(`index version ${dir} refused (${code}): ${detail}`);
  }
}

/** Parses and shape-checks a manifest; throws IndexVersionError('bad_manifest' | 'unsupported_format'). */
export function parseManifest(text: string, dir: string): Manifest {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch (e) {
    throw new IndexVersionError(
      'bad_manifest',
      dir,
      `manifest.json is not valid JSON: ${(e as Error).message}`,
    );
  }
  const bad = (what: string): never => {
    throw new IndexVersionError('bad_manifest', dir, `manifest.json: ${what}`);
  };
  if (!m || typeof m !== 'object' || Array.isArray(m)) bad('not an object');
  const o = m as Record<string, unknown>;
  if (typeof o.format_version !== 'number') bad('format_version missing');
  if (o.format_version !== INDEX_FORMAT_VERSION) {
    throw new IndexVersionError(
      'unsupported_format',
      dir,
      `format_version ${String(o.format_version)}, this build reads ${INDEX_FORMAT_VERSION}`,
    );
  }
  if (typeof o.version !== 'string' || !VERSION_NAME_RE.test(o.version))
    bad('version missing or malformed');
  if (typeof o.built_at !== 'string' || Number.isNaN(Date.parse(o.built_at)))
    bad('built_at missing or malformed');
  if (!o.files || typeof o.files !== 'object' || Array.isArray(o.files)) bad('files missing');
  for (const [name, f] of Object.entries(o.files as Record<string, unknown>)) {
    if (!FILE_NAME_RE.test(name)) bad(`bad file name ${JSON.stringify(name)}`);
    if (!componentOfFile(name))
      bad(`${JSON.stringify(name)} is not an index component (native-index/components.ts)`);
    const ff = f as Record<string, unknown> | null;
    if (
      !ff ||
      typeof ff.bytes !== 'number' ||
      typeof ff.sha256 !== 'string' ||
      !/^[0-9a-f]{64}$/.test(ff.sha256)
    ) {
      bad(`files.${name}: bytes/sha256 missing or malformed`);
    }
  }
  for (const name of REQUIRED_FILES) {
    if (!(name in (o.files as object))) {
      throw new IndexVersionError('missing_file', dir, `manifest does not list ${name}`, name);
    }
  }
  if (
    !o.counts ||
    typeof o.counts !== 'object' ||
    typeof (o.counts as Record<string, unknown>).total !== 'number'
  ) {
    bad('counts.total missing');
  }
  return o as unknown as Manifest;
}

/** `20261122T000000Z` for 2026-11-22T00:00:00Z (milliseconds dropped). */
export function versionNameOf(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}
