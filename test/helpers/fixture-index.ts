import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listVersions } from '../../native-index/catalog.js';
import { MANIFEST_FILE, versionNameOf } from '../../native-index/format.js';
import { buildIndex } from '../../build-index/build.js';
import { defaultIndexWriters } from '../../build-index/writers.js';
import { tempDir } from './temp.js';

let built: Promise<string> | undefined;

/**
 * A data folder holding one index version of the `small` profile, built once per test
 * process and copied into each test server's data folder.
 */
export function fixtureDataDir(): Promise<string> {
  built ??= (async () => {
    const dir = tempDir('sortal-fixture-');
    await buildIndex({
      dataDir: dir,
      profile: 'small',
      extraWriters: defaultIndexWriters(),
      at: new Date(Date.now() - 60_000),
    });
    return dir;
  })();
  return built;
}

export async function copyFixtureIndex(dataDir: string): Promise<void> {
  const source = path.join(await fixtureDataDir(), 'indexes');
  const target = path.join(dataDir, 'indexes');
  if (existsSync(target)) return;
  mkdirSync(dataDir, { recursive: true });
  cpSync(source, target, { recursive: true });
}

/**
 * Adds to `dataDir` a copy of its newest index version under the name of another build
 * time: the same files, a manifest naming `builtAt` (a build writes byte-identical files
 * but for the manifest). Placed with a rename, as a copy should be. Returns the version.
 */
export function copyVersionAs(dataDir: string, builtAt: Date): string {
  const root = path.join(dataDir, 'indexes');
  const newest = listVersions(dataDir).pop();
  if (!newest) throw new Error(`no index version in ${root}`);
  const version = versionNameOf(builtAt);
  const tmp = path.join(root, `.tmp-copy-${version}`);
  cpSync(newest.dir, tmp, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(tmp, MANIFEST_FILE), 'utf8')) as Record<
    string,
    unknown
  >;
  manifest.version = version;
  manifest.built_at = builtAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  writeFileSync(path.join(tmp, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  renameSync(tmp, path.join(root, version));
  return version;
}
