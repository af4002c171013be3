/**
 * The word-vector component (vectors.bin): converting the package at each profile's word
 * count (wall and CPU time, size), opening it in a worker thread, and the resident memory
 * a worker adds when it opens the shared vectors, against a worker that does not (4
 * workers each way, one shared copy of the bytes). Run with `node --expose-gc` for the
 * workers' heap figures (the flag reaches the worker threads).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { foldWinkEmbeddings, VECTOR_WORDS } from '../build-index/vectors/vectors-writer.js';
import { encodeVectors } from '../native-index/vectors-format.js';
import { readFileShared } from '../native-index/shared.js';
import { tempDir } from '../test/helpers/temp.js';
import { median } from './median.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const MiB = 1048576;

interface WorkerReport {
  loadMs: number;
  heapMiB: number;
  externalMiB: number;
}

function convert(words: number): { wallS: number; cpuS: number; bytes: Uint8Array; rows: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const folded = foldWinkEmbeddings(words);
  const bytes = encodeVectors(folded);
  const cpu = process.cpuUsage(cpu0);
  return {
    wallS: (performance.now() - t0) / 1000,
    cpuS: (cpu.user + cpu.system) / 1e6,
    bytes,
    rows: folded.words.length,
  };
}

/** RSS growth of the process while `n` workers start on the shared bytes (opening the vectors or not). */
async function workersRss(
  sab: SharedArrayBuffer,
  n: number,
  open: boolean,
): Promise<{ rssMiB: number; reports: WorkerReport[] }> {
  const rss0 = process.memoryUsage().rss;
  const workers = Array.from(
    { length: n },
    () =>
      new Worker(path.join(here, 'word-vectors-worker.js'), {
        workerData: { sab, open },
      }),
  );
  const reports = await Promise.all(
    workers.map((w) => new Promise<WorkerReport>((r) => w.once('message', r))),
  );
  const rssMiB = (process.memoryUsage().rss - rss0) / MiB;
  await Promise.all(workers.map((w) => (w.postMessage('stop'), w.terminate())));
  return { rssMiB, reports };
}

export async function run() {
  const small = [0, 1, 2].map(() => convert(VECTOR_WORDS.small));
  const full = convert(VECTOR_WORDS.full);
  const dir = tempDir('sortal-vectors-bench-');
  const file = path.join(dir, 'vectors.bin');
  writeFileSync(file, full.bytes);
  const { sab } = readFileShared(file);
  const opened: number[] = [];
  const bare: number[] = [];
  let reports: WorkerReport[] = [];
  for (let round = 0; round < 3; round++) {
    const a = await workersRss(sab, 4, false);
    const b = await workersRss(sab, 4, true);
    bare.push(a.rssMiB / 4);
    opened.push(b.rssMiB / 4);
    reports = reports.concat(b.reports);
  }
  return {
    name: 'word vectors: conversion, size, open, memory per worker',
    small: {
      words: VECTOR_WORDS.small,
      rows: small[0]!.rows,
      sizeMiB: Number((small[0]!.bytes.byteLength / MiB).toFixed(2)),
      medianWallS: Number(median(small.map((s) => s.wallS)).toFixed(2)),
      medianCpuS: Number(median(small.map((s) => s.cpuS)).toFixed(2)),
    },
    full: {
      words: VECTOR_WORDS.full,
      rows: full.rows,
      sizeMiB: Number((full.bytes.byteLength / MiB).toFixed(2)),
      wallS: Number(full.wallS.toFixed(2)),
      cpuS: Number(full.cpuS.toFixed(2)),
    },
    workerOpenMedianMs: Number(median(reports.map((r) => r.loadMs)).toFixed(1)),
    workerHeapMedianMiB: Number(median(reports.map((r) => r.heapMiB)).toFixed(2)),
    workerArrayBuffersMedianMiB: Number(median(reports.map((r) => r.externalMiB)).toFixed(2)),
    rssPerWorkerMedianMiB: {
      opening: Number(median(opened).toFixed(1)),
      notOpening: Number(median(bare).toFixed(1)),
    },
  };
}
