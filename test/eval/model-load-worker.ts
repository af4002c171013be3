/** Worker side of the model evaluation: attach to the posted version, open its model, report the time and memory it took. */
import { parentPort, workerData } from 'node:worker_threads';
import { attachIndexVersion, type IndexVersionDescription } from '../../native-index/reader.js';
import { modelFor } from '../../workers/model/index.js';

const index = attachIndexVersion(workerData as IndexVersionDescription);
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const t0 = performance.now();
const model = modelFor(index);
const loadMs = performance.now() - t0;
model?.predict('warm up the model');
gc?.();
const after = process.memoryUsage();
parentPort!.postMessage({
  loadMs,
  heapMiB: (after.heapUsed - before.heapUsed) / 1048576,
  externalMiB: (after.arrayBuffers - before.arrayBuffers) / 1048576,
});
