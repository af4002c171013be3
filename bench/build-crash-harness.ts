/**
 * Build crash harness (not run by CI or `npm run bench`):
 *
 *   node dist/bench/build-crash-harness.js [profile=small] [index data folder=SORTAL_DATA or ./data]
 *
 * Runs `sortal build-index` over a copy of a data folder and kills it with SIGKILL at
 * several points: a few seconds in, midway, and while it publishes (as soon as its
 * temporary folder appears, and a moment after). After each kill, every version the
 * catalog lists must pass verification, and the version a server would serve must be
 * one of those: no partial version is ever listed or served.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDataDir } from './bench-data.js';
import { listVersions, verifyVersion } from '../native-index/catalog.js';
import { projectRoot } from '../native-index/data-folder.js';
import { IndexManager } from '../src/versions/index-manager.js';
import { createLogger } from '../src/logger.js';

const profile = process.argv[2] ?? 'small';
if (process.argv[3]) process.env.SORTAL_DATA = process.argv[3];
const source = await benchDataDir();
const dataDir = mkdtempSync(path.join(tmpdir(), 'sortal-build-crash-'));
cpSync(path.join(source, 'indexes'), path.join(dataDir, 'indexes'), { recursive: true });
const indexes = path.join(dataDir, 'indexes');
const cli = path.join(projectRoot, 'dist', 'src', 'cli.js');

type Point = { name: string; afterMs?: number; afterTmpMs?: number };
const points: Point[] = [
  { name: '3 s in', afterMs: 3_000 },
  { name: '15 s in', afterMs: 15_000 },
  { name: '40 s in', afterMs: 40_000 },
  { name: 'publishing: temporary folder just made', afterTmpMs: 0 },
  { name: 'publishing: 30 ms later', afterTmpMs: 30 },
  { name: 'publishing: 150 ms later', afterTmpMs: 150 },
];

/** Runs a build and kills it at `point`; whether the kill came before the build ended. */
async function buildAndKill(point: Point): Promise<{ killedAtMs: number; finished: boolean }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [cli, 'build-index', '--data', dataDir, '--profile', profile, '--progress', 'none'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let killedAtMs = -1;
  const kill = () => {
    if (child.exitCode === null && killedAtMs < 0) {
      killedAtMs = performance.now() - started;
      child.kill('SIGKILL');
    }
  };
  let poll: NodeJS.Timeout | undefined;
  if (point.afterMs !== undefined) setTimeout(kill, point.afterMs);
  else {
    // Folders left by earlier kills are not this build's.
    const earlier = new Set(readdirSync(indexes));
    poll = setInterval(() => {
      if (readdirSync(indexes).some((n) => n.startsWith('.tmp-') && !earlier.has(n))) {
        clearInterval(poll);
        setTimeout(kill, point.afterTmpMs);
      }
    }, 5);
  }
  const code = await exited;
  clearInterval(poll);
  return { killedAtMs: Math.round(killedAtMs), finished: code === 0 };
}

function check() {
  const listed = listVersions(dataDir);
  let partial = 0;
  for (const v of listed) {
    try {
      verifyVersion(v.dir);
    } catch {
      partial++;
    }
  }
  const manager = new IndexManager(dataDir, createLogger('silent'));
  const served = manager.refresh();
  manager.close();
  return {
    listed: listed.map((v) => v.version),
    partialListed: partial,
    served: served?.version ?? '(none)',
    leftovers: readdirSync(indexes).filter((n) => n.startsWith('.tmp-')).length,
  };
}

try {
  const before = check();
  console.log(JSON.stringify({ before }));
  let partialServed = 0;
  for (const point of points) {
    const run = await buildAndKill(point);
    const after = check();
    if (after.partialListed > 0 || !after.listed.includes(after.served)) partialServed++;
    console.log(JSON.stringify({ point: point.name, ...run, ...after }));
  }
  console.log(JSON.stringify({ kills: points.length, partialServed }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
