import { test } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { buildIndex } from '../../../build-index/build.js';
import { openIndexVersion, type IndexVersion } from '../../../native-index/index.js';
import { EnginePool } from '../../../src/pool/pool.js';
import { ApiError } from '../../../src/errors.js';
import { createLogger } from '../../../src/logger.js';
import { projectRoot } from '../../../native-index/data-folder.js';
import { smallDraft, tempDir } from '../../helpers/index-fixtures.js';

const logger = createLogger('silent');
const crashingEntry = path.join(projectRoot, 'dist', 'test', 'helpers', 'crashing-worker.js');
let index: IndexVersion;
let cleanup: () => void;

test.before(async () => {
  const t = tempDir();
  cleanup = t.cleanup;
  const built = await buildIndex({ dataDir: t.dir, draft: smallDraft(), retentionDays: 0 });
  index = openIndexVersion(built.dir);
});
test.after(() => cleanup());

test('workers attach the shared index the task names', async () => {
  const pool = new EnginePool({ workers: 2, logger });
  try {
    const infos = await Promise.all(
      Array.from({ length: 6 }, () =>
        pool.run<{ version: string; count: number; tiers: number }>('index-info', index, {}),
      ),
    );
    for (const info of infos) {
      assert.is(info.version, index.version);
      assert.is(info.count, index.count);
      assert.is(info.tiers, index.topTiers().length);
    }
  } finally {
    await pool.close();
  }
});

test('workers load the entry with import(), never require() (a pool closed while they start cannot abort the process)', async () => {
  const pool = new EnginePool({ workers: 1, logger, filename: crashingEntry });
  try {
    assert.is(await pool.run<boolean>('loaded-by-require', index, {}), false);
  } finally {
    await pool.close();
  }
});

test('a worker that crashes fails only its own task (503); the pool goes on', async () => {
  const pool = new EnginePool({ workers: 2, logger, filename: crashingEntry });
  try {
    const crash = pool.run('crash', index, {}).then(
      () => 'answered',
      (e) => e,
    );
    const others = Promise.all(
      Array.from({ length: 4 }, () => pool.run<{ count: number }>('index-info', index, {})),
    );
    const err = await crash;
    assert.instance(err, ApiError);
    assert.is((err as ApiError).status, 503);
    assert.is((err as ApiError).code, 'worker_failed');
    for (const info of await others) assert.is(info.count, index.count);
    const after = await pool.run<{ count: number }>('index-info', index, {});
    assert.is(after.count, index.count);
  } finally {
    await pool.close();
  }
});

test('a full queue answers 503 overloaded with Retry-After', async () => {
  const pool = new EnginePool({ workers: 1, maxQueue: 2, logger, filename: crashingEntry });
  try {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        pool.run('slow', index, {}).then(
          () => 'ok',
          (e: ApiError) => e.code,
        ),
      ),
    );
    assert.ok(results.includes('overloaded'), results.join());
    assert.ok(results.includes('ok'));
  } finally {
    await pool.close();
  }
});

test('a request cancelled while its task runs gets a 503 at once; the task finishes on the same worker', async () => {
  const pool = new EnginePool({ workers: 1, logger, filename: crashingEntry });
  try {
    await pool.run('index-info', index, {});
    const threadId = pool.threads[0]!.threadId;
    const controller = new AbortController();
    const slow = pool.run('slow', index, {}, controller.signal).then(
      () => 'answered',
      (e: ApiError) => e,
    );
    setTimeout(() => controller.abort(), 50);
    const t0 = performance.now();
    const err = await slow;
    assert.instance(err, ApiError);
    assert.is((err as ApiError).code, 'cancelled');
    assert.ok(performance.now() - t0 < 250, 'answered before the task ended');
    assert.is((await pool.run<{ count: number }>('index-info', index, {})).count, index.count);
    assert.is(pool.threads.length, 1);
    assert.is(pool.threads[0]!.threadId, threadId);
  } finally {
    await pool.close();
  }
});

test('a request cancelled while its task waits never reaches a worker', async () => {
  const pool = new EnginePool({ workers: 1, logger, filename: crashingEntry });
  try {
    const slow = pool.run('slow', index, {});
    const controller = new AbortController();
    const waiting = pool.run('crash', index, {}, controller.signal).then(
      () => 'answered',
      (e: ApiError) => e.code,
    );
    controller.abort();
    assert.is(await waiting, 'cancelled');
    await slow;
    const threadId = pool.threads[0]!.threadId;
    assert.is((await pool.run<{ count: number }>('index-info', index, {})).count, index.count);
    assert.is(pool.threads[0]!.threadId, threadId);
  } finally {
    await pool.close();
  }
});

test('an unknown task kind is an engine error, not a crash', async () => {
  const pool = new EnginePool({ workers: 1, logger });
  try {
    await pool.run('no-such-kind', index, {}).then(
      () => assert.unreachable('should fail'),
      (e: Error) => assert.match(e.message, /engine error/),
    );
    assert.is((await pool.run<{ count: number }>('index-info', index, {})).count, index.count);
  } finally {
    await pool.close();
  }
});

test.run();
