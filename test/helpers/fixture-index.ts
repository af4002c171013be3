import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildIndex } from '../../build-index/build.js';
import { defaultIndexWriters } from '../../build-index/writers.js';
import { listVersions } from '../../native-index/catalog.js';
import { openIndexVersion, type IndexVersion } from '../../native-index/index.js';
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

/** The directory of the fixture's index version (the newest, and only, one). */
export async function fixtureIndexDir(): Promise<string> {
  const versions = listVersions(await fixtureDataDir());
  return versions[versions.length - 1]!.dir;
}

/** The fixture's index version, opened. */
export async function openFixtureIndex(): Promise<IndexVersion> {
  return openIndexVersion(await fixtureIndexDir());
}
