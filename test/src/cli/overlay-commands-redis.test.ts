import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { refreshOverlayUploads } from '../../../src/cli/overlay-commands.js';
import { OverlayUploadStore } from '../../../src/overlays/overlay-upload-store.js';
import { RedisStore } from '../../../src/state/redis-store.js';
import { readOverlayUploads, OVERLAY_UPLOADS_FILE } from '../../../native-index/overlay-uploads.js';
import { runCli } from '../../helpers/cli.js';
import { startTestRedis, type TestRedis } from '../../helpers/redis-server.js';
import { tempDir } from '../../helpers/temp.js';

let redis: TestRedis;
let dataDir: string;
test.before(async () => {
  redis = await startTestRedis();
  dataDir = tempDir();
});
test.after(async () => {
  // Reached when the start failed too (no redis-server): that failure is the one to report.
  await (redis as TestRedis | undefined)?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('sortal overlays on a Redis state: the upload is shared through Redis, and a build reads it from there', async () => {
  const state = ['--data', dataDir, '--state', redis.url];
  const add = await runCli(
    ['accounts', 'add', 'acme', '--group', 'users', '--password-stdin', ...state],
    {
      stdin: 'acme-password\n',
    },
  );
  assert.is(add.code, 0, add.stderr);
  const file = path.join(dataDir, 'Shop_v1_2026.json');
  writeFileSync(
    file,
    JSON.stringify({ nodes: [{ name: 'Shoes', positive_vocab: ['shoes'], negative_vocab: [] }] }),
  );
  const up = await runCli(['overlays', 'upload', 'acme', file, ...state]);
  assert.is(up.code, 0, up.stderr);
  assert.match(up.stderr, 'uploaded acme/Shop_v1_2026 (taxonomy, 1 nodes');
  const unknown = await runCli(['overlays', 'upload', 'nobody', file, ...state]);
  assert.is(unknown.code, 1);
  assert.match(unknown.stderr, 'account: account nobody does not exist');

  // Another instance of the fleet sees it in Redis.
  const shared = await RedisStore.open(redis.url);
  try {
    const stored = await new OverlayUploadStore(shared).list();
    assert.equal(
      stored.map((u) => [u.account, u.name, u.nodes?.[0]?.id]),
      [['acme', 'Shop_v1_2026', '1']],
    );
  } finally {
    await shared.close();
  }
  const list = await runCli(['overlays', 'list', ...state]);
  const rows = list.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  assert.equal(
    rows.map((r) => [r.name, r.kind, r.in_index, r.index_version]),
    [['Shop_v1_2026', 'taxonomy', false, null]],
  );

  // `build-index --state` makes the snapshot afresh from Redis before it builds.
  rmSync(path.join(dataDir, OVERLAY_UPLOADS_FILE));
  await refreshOverlayUploads(dataDir, redis.url);
  assert.equal(
    readOverlayUploads(dataDir).map((u) => u.name),
    ['Shop_v1_2026'],
  );

  const rm = await runCli(['overlays', 'remove', 'acme', 'Shop_v1_2026', ...state]);
  assert.is(rm.code, 0, rm.stderr);
  assert.is((await runCli(['overlays', 'list', ...state])).stdout, '');
  assert.equal(readOverlayUploads(dataDir), []);
});

test.run();
