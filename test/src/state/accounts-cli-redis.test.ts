import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Accounts } from '../../../src/accounts/accounts.js';
import { RedisStore } from '../../../src/state/redis-store.js';
import { runCli } from '../../helpers/cli.js';
import { withTestRedis } from '../../helpers/redis-server.js';

const suite = withTestRedis(test);

test('sortal accounts with --state (or SORTAL_STATE) works on the Redis, not the data folder', async () => {
  const add = await runCli(
    ['accounts', 'add', 'viacli', '--group', 'g', '--password-stdin', '--data', suite.dataDir],
    { stdin: 'pw-viacli\n', env: { SORTAL_STATE: suite.redis.url } },
  );
  assert.is(add.code, 0, add.stderr);
  const shared = await RedisStore.open(suite.redis.url);
  try {
    assert.ok(await new Accounts(shared).verify('viacli', 'pw-viacli'));
  } finally {
    await shared.close();
  }
  const list = await runCli([
    'accounts',
    'list',
    '--data',
    suite.dataDir,
    '--state',
    suite.redis.url,
  ]);
  assert.match(list.stdout, /"viacli"/);
  const bad = await runCli(['accounts', 'list', '--data', suite.dataDir, '--state', 'mysql://x']);
  assert.is.not(bad.code, 0);
  assert.match(bad.stderr, /redis:\/\//);
});

test.run();
