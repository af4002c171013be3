import path from 'node:path';
import { listVersions } from '../native-index/catalog.js';
import { runBuildProcess, buildProgressBar } from '../src/versions/build-runner.js';
import { defaultDataDir } from '../native-index/data-folder.js';

/** The data folder benchmarks run on (SORTAL_DATA or ./data), with the full index built there first if it has none. */
export async function benchDataDir(): Promise<string> {
  const dir = defaultDataDir();
  if (listVersions(dir).length === 0) {
    process.stderr.write(`No index in ${dir}: building the full profile first.\n`);
    const bar = buildProgressBar();
    await runBuildProcess({ dataDir: dir, profile: 'full', onProgress: bar.update });
    bar.stop();
  }
  return path.resolve(dir);
}

export function indexBytes(dataDir: string): { version: string; bytes: number } {
  const versions = listVersions(dataDir);
  const newest = versions[versions.length - 1]!;
  return {
    version: newest.version,
    bytes: Object.values(newest.manifest.files).reduce((a, f) => a + f.bytes, 0),
  };
}
