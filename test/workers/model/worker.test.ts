/** The model in a worker thread: read from the shared bytes of the version, same answers as the main thread. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { modelFor } from '../../../workers/model/index.js';
import { openFixtureIndex } from '../../helpers/fixture-index.js';

test('a worker wraps the same memory and predicts the same', async () => {
  const index = await openFixtureIndex();
  const texts = [
    'Add the garlic and simmer the tomato sauce',
    'The guitarist played a solo at the concert',
  ];
  const worker = new Worker(fileURLToPath(new URL('./worker-model.js', import.meta.url)), {
    workerData: index.description,
  });
  try {
    const reply = await new Promise<{ loadMs: number; shared: boolean; predictions: unknown }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(texts);
      },
    );
    assert.ok(reply.shared, 'the worker model views the SharedArrayBuffer of model.bin');
    const model = modelFor(index)!;
    assert.equal(
      reply.predictions,
      texts.map((t) => model.predict(t, { topK: 3 })),
    );
    assert.ok(reply.loadMs < 20_000, `opened in ${reply.loadMs.toFixed(1)} ms`);
  } finally {
    await worker.terminate();
  }
});

test.run();
