import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../helpers/json.js';
import { statSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, tempDir, type TestServer } from '../../helpers/server.js';
import { runCli } from '../../helpers/cli.js';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(async () => {
  await server.stop();
});

test('first start writes the admin password to a 0600 file', () => {
  const mode = statSync(path.join(server.dataDir, 'admin-password')).mode & 0o777;
  assert.is(mode, 0o600);
  assert.ok(server.adminPassword.length >= 16);
});

test('accounts add on a running server creates a usable account with the given attributes', async () => {
  const res = await runCli(
    [
      'accounts',
      'add',
      'alice',
      '--group',
      'analyst',
      '--tier-depth',
      '3',
      '--features',
      'parse',
      '--password-stdin',
      '--data',
      server.dataDir,
    ],
    { stdin: 'alice-secret-1\n' },
  );
  assert.is(res.code, 0, res.stderr);
  const call = await server.call('GET', '/v2/user/attributes', {
    auth: ['alice', 'alice-secret-1'],
  });
  assert.is(call.status, 200);
  const attrs = (await json(call)).econtext.user.attributes;
  assert.is(attrs.group, 'analyst');
  assert.is(attrs.tier_depth, 3);
});

test('a password change takes effect at once: the old one is refused, the new one accepted', async () => {
  assert.is(
    (await server.call('GET', '/v2/user/attributes', { auth: ['alice', 'alice-secret-1'] })).status,
    200,
  );
  const res = await runCli(
    ['accounts', 'passwd', 'alice', '--password-stdin', '--data', server.dataDir],
    { stdin: 'alice-secret-2\n' },
  );
  assert.is(res.code, 0, res.stderr);
  assert.is(
    (await server.call('GET', '/v2/user/attributes', { auth: ['alice', 'alice-secret-1'] })).status,
    401,
  );
  assert.is(
    (await server.call('GET', '/v2/user/attributes', { auth: ['alice', 'alice-secret-2'] })).status,
    200,
  );
});

test('accounts add without --password-stdin prints a generated password once', async () => {
  const res = await runCli(['accounts', 'add', 'bob', '--group', 'user', '--data', server.dataDir]);
  assert.is(res.code, 0, res.stderr);
  const password = /password: (\S+)/.exec(res.stdout)?.[1];
  assert.ok(password, res.stdout);
  assert.is(
    (await server.call('GET', '/v2/user/attributes', { auth: ['bob', password] })).status,
    200,
  );
});

test('accounts list shows accounts without secrets', async () => {
  const res = await runCli(['accounts', 'list', '--data', server.dataDir]);
  assert.is(res.code, 0, res.stderr);
  const rows = res.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(rows.map((r) => r.username).sort(), ['admin', 'alice', 'bob']);
  assert.not.match(res.stdout, /id_secret|hash|salt/);
});

test('accounts remove revokes access', async () => {
  const res = await runCli(['accounts', 'remove', 'alice', '--data', server.dataDir]);
  assert.is(res.code, 0, res.stderr);
  assert.is(
    (await server.call('GET', '/v2/user/attributes', { auth: ['alice', 'alice-secret-2'] })).status,
    401,
  );
});

test('bad CLI input is refused with a message and exit code', async () => {
  const dup = await runCli(['accounts', 'add', 'bob', '--group', 'user', '--data', server.dataDir]);
  assert.is(dup.code, 1);
  assert.match(dup.stderr, /exists/);
  const noGroup = await runCli(['accounts', 'add', 'carol', '--data', server.dataDir]);
  assert.is(noGroup.code, 2);
  assert.match(noGroup.stderr, /--group/);
  const badFeature = await runCli([
    'accounts',
    'add',
    'carol',
    '--group',
    'g',
    '--features',
    'flying',
    '--data',
    server.dataDir,
  ]);
  assert.is(badFeature.code, 2);
  assert.match(badFeature.stderr, /unknown feature/);
});

test('account commands work on a stopped server folder too', async () => {
  const dir = tempDir();
  const add = await runCli(['accounts', 'add', 'dave', '--group', 'user', '--data', dir]);
  assert.is(add.code, 0, add.stderr);
  const list = await runCli(['accounts', 'list', '--data', dir]);
  assert.match(list.stdout, /"username":"dave"/);
});

test.run();
