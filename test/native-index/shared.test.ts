import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildIndex } from '../../build-index/build.js';
import { COMPONENTS } from '../../native-index/components.js';
import { CONTAINER_HEADER_BYTES } from '../../native-index/container.js';
import { attachIndexVersion, openIndexVersion } from '../../native-index/reader.js';
import { smallDraft, tempDir } from '../helpers/index-fixtures.js';

test('a worker thread sees the same bytes, not a copy', async () => {
  const t = tempDir();
  const v = openIndexVersion((await buildIndex({ dataDir: t.dir, draft: smallDraft() })).dir);
  for (const sab of Object.values(v.description.files)) assert.instance(sab, SharedArrayBuffer);
  const worker = new Worker(fileURLToPath(new URL('./worker-attach.js', import.meta.url)), {
    workerData: v.description,
  });
  try {
    const ask = async () => {
      worker.postMessage({ name: COMPONENTS.names.file, offset: CONTAINER_HEADER_BYTES });
      const [reply] = await once(worker, 'message');
      return reply as {
        count: number;
        version: string;
        name0: string;
        byte: number;
        path: string[];
      };
    };
    const before = await ask();
    assert.is(before.count, v.count);
    assert.is(before.version, v.version);
    assert.is(before.name0, 'Food & Drink');
    assert.equal(before.path, v.pathAt(v.count - 1));
    // Write through the main thread's view; the worker must see it.
    v.file(COMPONENTS.names.file)[CONTAINER_HEADER_BYTES] = 'G'.charCodeAt(0);
    const after = await ask();
    assert.is(after.byte, 'G'.charCodeAt(0));
    assert.is(after.name0, 'Good & Drink');
  } finally {
    await worker.terminate();
    t.cleanup();
  }
});

test('attachIndexVersion in the same thread wraps the same buffers', async () => {
  const t = tempDir();
  try {
    const v = openIndexVersion((await buildIndex({ dataDir: t.dir, draft: smallDraft() })).dir, {
      verify: false,
    });
    const w = attachIndexVersion(structuredClone(v.description));
    w.file(COMPONENTS.names.file)[CONTAINER_HEADER_BYTES] = 'X'.charCodeAt(0);
    assert.is(v.nameAt(0), 'Xood & Drink');
  } finally {
    t.cleanup();
  }
});

test.run();
