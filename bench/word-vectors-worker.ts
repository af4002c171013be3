/** Worker side of word-vectors.bench.ts: wrap the posted shared bytes, open the vectors, read a text; report time and memory. */
import { parentPort, workerData } from 'node:worker_threads';
import { textVector, WordVectors } from '../workers/vectors/index.js';

const { sab, open } = workerData as { sab: SharedArrayBuffer; open: boolean };
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
let loadMs = 0;
if (open) {
  const t0 = performance.now();
  const v = new WordVectors(new Uint8Array(sab));
  loadMs = performance.now() - t0;
  textVector(v, 'warm up the vectors with a few words of text', new Float64Array(v.dimensions));
}
gc?.();
const after = process.memoryUsage();
parentPort!.postMessage({
  loadMs,
  heapMiB: (after.heapUsed - before.heapUsed) / 1048576,
  externalMiB: (after.arrayBuffers - before.arrayBuffers) / 1048576,
});
parentPort!.once('message', () => process.exit(0));
