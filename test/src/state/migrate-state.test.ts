import { test } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { Accounts } from '../../../src/accounts/accounts.js';
import { LevelStore } from '../../../src/state/level-store.js';
import { RedisStore } from '../../../src/state/redis-store.js';
import { runCli } from '../../helpers/cli.js';
import { withTestRedis } from '../../helpers/redis-server.js';

const suite = withTestRedis(test);

test('state migrate copies accounts, usage and live entries with a lifetime; a second run is refused', async () => {
  const level = await LevelStore.open(path.join(suite.dataDir, 'state'));
  const account = await new Accounts(level).add({ username: 'moved', group: 'g' }, 'secret-pw');
  await level.addCounts(new Map([[`usage:${account.account_id}:2026-01-02`, { op: 3 }]]));
  await level.put('kwsearch:a:b', 'live', { ttlSeconds: 3600 });
  await level.put('kwsearch:a:c', 'dead', { ttlSeconds: 0.001 });
  await new Promise((r) => setTimeout(r, 20));
  await level.close();

  const run = await runCli(['state', 'migrate', '--data', suite.dataDir, '--to', suite.redis.url]);
  assert.is(run.code, 0, run.stderr);
  assert.match(run.stdout, /copied 2 entries and 1 usage counters/);

  const shared = await RedisStore.open(suite.redis.url);
  try {
    assert.ok(await new Accounts(shared).verify('moved', 'secret-pw'));
    assert.equal(await shared.scanCounts(`usage:${account.account_id}:`), [
      [`usage:${account.account_id}:2026-01-02`, { op: 3 }],
    ]);
    assert.is(await shared.get('kwsearch:a:b'), 'live');
    assert.is(await shared.get('kwsearch:a:c'), undefined);
  } finally {
    await shared.close();
  }

  const again = await runCli([
    'state',
    'migrate',
    '--data',
    suite.dataDir,
    '--to',
    suite.redis.url,
  ]);
  assert.is(again.code, 2, again.stderr);
  assert.match(again.stderr, /holds accounts already/);
});

test('state migrate wants a redis:// target', async () => {
  const run = await runCli(['state', 'migrate', '--data', suite.dataDir, '--to', 'http://x']);
  assert.is.not(run.code, 0);
  assert.match(run.stderr, /redis:\/\//);
});

test.run();
