/** Worker side of shared.test.ts: attach to the posted version and read from it on request. */
import { parentPort, workerData } from 'node:worker_threads';
import { attachIndexVersion, type IndexVersionDescription } from '../../native-index/reader.js';

const v = attachIndexVersion(workerData as IndexVersionDescription);
parentPort!.on('message', (msg: { probe: string; name: string; offset: number }) => {
  parentPort!.postMessage({
    count: v.count,
    version: v.version,
    name0: v.nameAt(0),
    byte: v.file(msg.name)[msg.offset],
    path: v.pathAt(v.count - 1),
  });
});
