/**
 * The image cannot be built here (no Docker engine): these check what the Dockerfile and
 * compose.yaml refer to against the code, and run their health-check commands for real
 * against a server, as Docker would inside the container.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { defaultDataDir, projectRoot } from '../../native-index/data-folder.js';
import { indexesDir } from '../../native-index/catalog.js';
import { lastStage, projectDockerfile, runtimeEnv } from '../helpers/dockerfile.js';
import { startTestServer } from '../helpers/server.js';

const dockerfile = projectDockerfile();
const stage = lastStage(dockerfile);
const env = runtimeEnv(dockerfile);
const argsOf = (name: string) => stage.filter((i) => i.name === name).map((i) => i.args);

interface ComposeService {
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
}
const compose = load(readFileSync(path.join(projectRoot, 'compose.yaml'), 'utf8')) as {
  services: Record<string, ComposeService>;
};
const sortals = ['sortal-a', 'sortal-b'].map((name) => compose.services[name]!);

/** The HEALTHCHECK's exec-form command. */
function imageHealthcheck(): string[] {
  const [args] = argsOf('HEALTHCHECK');
  const cmd = /\bCMD\s+(\[.*\])$/.exec(args ?? '');
  assert.ok(cmd, `HEALTHCHECK ${args}`);
  return JSON.parse(cmd[1]!) as string[];
}

/** Runs a `node -e ...` health check as Docker would, with the container's PORT; its exit code. */
function runCheck(command: string[], port: number): Promise<number | null> {
  assert.is(command[0], 'node');
  const child = spawn(process.execPath, command.slice(1), {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The path a health check's script fetches on the container's own PORT. */
const routeOf = (command: string[]) =>
  /fetch\('http:\/\/127\.0\.0\.1:'\s*\+\s*process\.env\.PORT\s*\+\s*'(\/[^']*)'\)/.exec(
    command.join(' '),
  )?.[1];

test('the image health check (liveness) passes against a running server and fails once it stops', async () => {
  const command = imageHealthcheck();
  assert.is(routeOf(command), '/health');
  // Without an index: liveness must pass while the first start is still building one.
  const server = await startTestServer({ index: 'none' });
  const port = Number(new URL(server.url).port);
  try {
    assert.is(await runCheck(command, port), 0);
  } finally {
    await server.stop();
  }
  assert.is(await runCheck(command, port), 1);
});

test("compose's health check asks /ready, which exists and holds back an instance with no index", async () => {
  for (const s of sortals) {
    const command = s.healthcheck!.test.slice(1);
    assert.is(s.healthcheck!.test[0], 'CMD');
    assert.is(routeOf(command), '/ready');
  }
  const command = sortals[0]!.healthcheck!.test.slice(1);
  const server = await startTestServer({ index: 'none' });
  try {
    const res = await server.call('GET', '/ready', { auth: null });
    assert.is(res.status, 503);
    assert.is(((await res.json()) as { status: string }).status, 'not_ready');
    assert.is(await runCheck(command, Number(new URL(server.url).port)), 1);
  } finally {
    await server.stop();
  }
});

test('the volume is the data folder the server uses in the image, index versions included', () => {
  assert.equal(argsOf('VOLUME'), [env.SORTAL_DATA]);
  const saved = process.env.SORTAL_DATA;
  process.env.SORTAL_DATA = env.SORTAL_DATA;
  try {
    assert.is(defaultDataDir(), '/data');
  } finally {
    if (saved === undefined) delete process.env.SORTAL_DATA;
    else process.env.SORTAL_DATA = saved;
  }
  // compose mounts its shared index volume where the code looks for versions.
  const indexes = indexesDir(env.SORTAL_DATA!);
  assert.ok(argsOf('RUN').some((r) => r.includes(`mkdir -p ${indexes}`)));
  for (const s of sortals) {
    assert.is(s.environment!.SORTAL_DATA, env.SORTAL_DATA);
    assert.ok(s.volumes!.some((v) => v.endsWith(`:${env.SORTAL_DATA}`)));
    assert.ok(s.volumes!.some((v) => v.endsWith(`:${indexes}`)));
  }
});

test('the server runs as a non-root user that owns the data folder', () => {
  const users = argsOf('USER');
  assert.is(users.length, 1, 'one USER in the runtime stage');
  const user = users[0]!;
  assert.not.ok(['root', '0', '0:0'].includes(user));
  const names = stage.map((i) => i.name);
  assert.ok(names.indexOf('USER') < names.indexOf('ENTRYPOINT'), 'USER comes before ENTRYPOINT');
  assert.ok(
    argsOf('RUN').some((r) => r.includes(`chown -R ${user}:${user} ${env.SORTAL_DATA}`)),
    'the data folder belongs to it',
  );
});

test('the image listens on the port it exposes, through a variable the CLI reads', () => {
  assert.equal(argsOf('EXPOSE'), [env.PORT]);
  const cli = readFileSync(path.join(projectRoot, 'src', 'cli.ts'), 'utf8');
  assert.ok(cli.includes('process.env.PORT'));
  assert.equal(argsOf('ENTRYPOINT'), ['["node", "dist/src/cli.js"]']);
  assert.equal(argsOf('CMD'), ['["serve"]']);
});

test.run();
