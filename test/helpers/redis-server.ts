/**
 * A real `redis-server` (Debian's package) for tests: on a free loopback port, its files
 * in a temporary folder, with an append-only file synced on every write, so that a
 * restart keeps every acknowledged write. `stop()` and `start()` again keep the data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Test } from 'uvu';
import { tempDir } from './temp.js';

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM), keeping its data folder. */
  stop(): Promise<void>;
  /** Starts it again on the same port over the same data. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start:\n${out}`));
    }, 10_000);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(
        new Error(`redis-server could not run (apt-get install redis-server): ${err.message}`),
      );
    });
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve(child);
      }
    });
    child.stderr.resume();
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = tempDir();
  let child: ChildProcess | undefined = await launch(port, dir);
  const stop = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    async start() {
      child ??= await launch(port, dir);
    },
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisSuite {
  /** The suite's Redis, from its first test to its last. */
  readonly redis: TestRedis;
  /** An empty folder for the suite (made on first use), removed after its last test. */
  readonly dataDir: string;
}

/**
 * A Redis for the tests of one uvu suite: started before `setUp` (which starts what uses
 * it: servers, clients), removed after `tearDown` (which stops them), so that nothing
 * outlives its Redis.
 */
export function withTestRedis(
  suite: Test,
  hooks: {
    setUp?(redis: TestRedis): Promise<void>;
    tearDown?(): Promise<void>;
  } = {},
): RedisSuite {
  let redis: TestRedis | undefined;
  let dataDir: string | undefined;
  suite.before(async () => {
    redis = await startTestRedis();
    await hooks.setUp?.(redis);
  });
  suite.after(async () => {
    try {
      await hooks.tearDown?.();
    } finally {
      await redis?.remove();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });
  return {
    get redis() {
      if (!redis) throw new Error('the suite’s Redis is started before its first test');
      return redis;
    },
    get dataDir() {
      dataDir ??= tempDir();
      return dataDir;
    },
  };
}
