/**
 * scripts/fleet-on-loopback.sh for real: redis-server and two instances on loopback ports,
 * one index folder; a call on each, an account made through one used on the other, and
 * everything stopped by one SIGTERM.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildIndex } from '../../build-index/build.js';
import { projectRoot } from '../../native-index/data-folder.js';
import { smallDraft } from '../helpers/index-fixtures.js';
import { basic, tempDir } from '../helpers/server.js';

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

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

test('the script starts Redis and two instances that share state and index, and stops them', async () => {
  const dir = tempDir();
  // A small index already in the shared folder: no first-start build.
  await buildIndex({
    dataDir: dir,
    draft: smallDraft(),
    at: new Date(Date.now() - 60_000),
  });
  const [redisPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const script = spawn('sh', [path.join(projectRoot, 'scripts', 'fleet-on-loopback.sh'), dir], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      REDIS_PORT: String(redisPort),
      PORT_A: String(portA),
      PORT_B: String(portB),
      SORTAL_STATE: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  script.stdout.on('data', (d) => (output += d));
  script.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => script.once('exit', (code) => r(code)));
  try {
    const started = Date.now();
    while (!output.includes('fleet: Redis on') && Date.now() - started < 120_000) {
      if (script.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.match(output, /fleet: Redis on/, output);
    const password = readFileSync(path.join(dir, 'a', 'admin-password'), 'utf8').trim();
    const call = (port: number, user: string, pw: string) =>
      fetch(`http://127.0.0.1:${port}/v2/user/attributes`, {
        headers: { authorization: basic(user, pw) },
      });
    for (const port of [portA, portB]) assert.is((await call(port, 'admin', password)).status, 200);
    const ready = async (port: number) =>
      ((await (await fetch(`http://127.0.0.1:${port}/ready`)).json()) as { index: string }).index;
    assert.is(await ready(portA), await ready(portB));

    // An account made through A's state (the CLI on the shared Redis) logs in on B.
    const add = spawn(
      process.execPath,
      [
        path.join(projectRoot, 'dist', 'src', 'cli.js'),
        'accounts',
        'add',
        'fleet-user',
        '--group',
        'test',
        '--password-stdin',
        '--state',
        `redis://127.0.0.1:${redisPort}`,
      ],
      { stdio: ['pipe', 'ignore', 'ignore'] },
    );
    add.stdin.end('fleet-password\n');
    assert.is(await new Promise((r) => add.once('exit', r)), 0);
    assert.is((await call(portB, 'fleet-user', 'fleet-password')).status, 200);
  } finally {
    script.kill('SIGTERM');
    await exited;
  }
  // All three are gone.
  for (const port of [portA, portB])
    assert.not.ok(await answers(`http://127.0.0.1:${port}/health`));
  const redisUp = await new Promise<boolean>((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(true));
    s.listen(redisPort, '127.0.0.1', () => s.close(() => resolve(false)));
  });
  assert.not.ok(redisUp, 'redis-server still listens');
  rmSync(dir, { recursive: true, force: true });
});

test.run();
