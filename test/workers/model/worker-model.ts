/** Worker side of worker.test.ts: attach to the posted version, open its model, answer predictions. */
import { parentPort, workerData } from 'node:worker_threads';
import { attachIndexVersion, type IndexVersionDescription } from '../../../native-index/reader.js';
import { MODEL_FILE, modelFor } from '../../../workers/model/index.js';

const started = performance.now();
const index = attachIndexVersion(workerData as IndexVersionDescription);
const model = modelFor(index)!;
const loadMs = performance.now() - started;
parentPort!.on('message', (texts: string[]) => {
  parentPort!.postMessage({
    loadMs,
    shared:
      model.classes.buffer instanceof SharedArrayBuffer &&
      model.classes.buffer === index.description.files[MODEL_FILE],
    predictions: texts.map((t) => model.predict(t, { topK: 3 })),
  });
});
