import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLI } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';
import { copyFixtureIndex } from '../helpers/fixture-index.js';
import { basic } from '../helpers/server.js';

test('SIGTERM lets an in-flight request finish, then the process exits', async () => {
  const dataDir = tempDir();
  await copyFixtureIndex(dataDir);
  const child = spawn(
    process.execPath,
    [CLI, 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1', '--no-nightly'],
    {
      env: { ...process.env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
      const m = /serving on (http:\/\/[^/\s]+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    child.on('exit', () => reject(new Error('server exited: ' + err)));
  });
  const password = readFileSync(path.join(dataDir, 'admin-password'), 'utf8').trim();

  // A request whose body is still arriving when the signal comes.
  const body = JSON.stringify({ category_ids: [] });
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      url + '/v2/categories/categories',
      {
        method: 'POST',
        headers: {
          authorization: basic('admin', password),
          'content-type': 'application/json',
          'content-length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 5));
    setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(5)), 700);
    }, 300);
  });
  const res = await response;
  assert.is(res.status, 200, res.text);
  assert.equal(JSON.parse(res.text).econtext.categories.categories, {});
  assert.is(await exited, 0);
  // After the drain, new connections are refused.
  const after = await fetch(url + '/health').then(
    () => 'answered',
    () => 'refused',
  );
  assert.is(after, 'refused');
});

test.run();
