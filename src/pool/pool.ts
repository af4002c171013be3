import { Piscina } from 'piscina';
import { wirePackr } from '../../workers/wire.js';
import { TaskGate } from './task-gate.js';
import { untilAborted } from './until-aborted.js';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';
import { ApiError, unavailable } from '../errors.js';
import type { IndexVersion } from '../../native-index/index.js';
import { BroadcastChannel } from 'node:worker_threads';
import { CUSTOM_DROP_CHANNEL, type EngineReply, type EngineTask } from '../../workers/protocol.js';
import type { CustomTaxonomyDescription } from '../../workers/custom/custom-taxonomy.js';
import type { Logger } from '../logger.js';

const WORKER_ENTRY = path.join(projectRoot, 'dist', 'workers', 'entry.js');
// What Piscina loads: it imports the entry named in workerData (see the file for why).
const WORKER_LOADER = path.join(projectRoot, 'dist', 'workers', 'entry-loader.cjs');

export interface PoolOptions {
  /** Worker threads (default: one per core). */
  workers?: number;
  /** Batches that may wait for a worker before new ones get a 503 (default 64 per worker). */
  maxQueue?: number;
  /** Worker script (default the engine's entry; tests wrap it). */
  filename?: string;
  logger: Logger;
}

/**
 * The engine's worker pool. A task carries a whole batch, msgpackr-encoded, and names
 * the index version it runs on (its shared buffers go along only to a worker that asks
 * for them); the answer comes back encoded. A full queue answers 503 with Retry-After;
 * a worker that dies fails only the tasks it held (503) and Piscina starts a new one.
 *
 * Tasks wait in the pool's own line and reach Piscina only when a worker is free: a
 * request cancelled (its client gone) while its task waits leaves the line, and one
 * cancelled while its task runs gets its 503 at once while the task finishes and its
 * answer is dropped. Piscina would end the worker running it instead, and a new worker
 * costs about a second of CPU before it runs at speed (attaching the index, opening the
 * engine, compiling), which the clients of the other requests pay for.
 */
export class EnginePool {
  private readonly piscina: Piscina<EngineTask, EngineReply>;
  private readonly gate: TaskGate;
  private readonly packr = wirePackr();
  readonly size: number;
  private drops: BroadcastChannel | undefined;
  private closed = false;

  constructor(private readonly opts: PoolOptions) {
    this.size = Math.max(1, opts.workers ?? os.availableParallelism());
    this.gate = new TaskGate(this.size, opts.maxQueue ?? 64 * this.size);
    this.piscina = new Piscina({
      filename: WORKER_LOADER,
      workerData: { entry: opts.filename ?? WORKER_ENTRY },
      minThreads: this.size,
      maxThreads: this.size,
      idleTimeout: 60_000,
    });
    this.piscina.on('error', (err: Error) =>
      opts.logger.error({ err: err.message }, 'worker failed'),
    );
  }

  async run<R>(
    kind: string,
    index: IndexVersion,
    input: unknown,
    signal?: AbortSignal,
    custom?: CustomTaxonomyDescription,
  ): Promise<R> {
    // A copy: pack() answers a view of the packer's reused buffer.
    const payload = new Uint8Array(this.packr.pack(input));
    const task: EngineTask = { kind, index: { version: index.version }, payload };
    // vectorsKey: a worker holding centroids of other vectors asks for these.
    const vectorsKey = custom?.centroids?.vectorsKey ?? '';
    if (custom) task.custom = { datasetId: custom.datasetId, vectorsKey };
    let reply = await this.post(task, kind, signal);
    // A worker that has not attached this version or taxonomy yet gets their shared buffers.
    if (!reply.ok && (reply.missingIndex || reply.missingCustom)) {
      task.index = { version: index.version, description: index.description };
      if (custom) task.custom = { datasetId: custom.datasetId, vectorsKey, description: custom };
      reply = await this.post(task, kind, signal);
    }
    if (!reply.ok) {
      const error = reply.error ?? 'the worker did not attach what it was sent';
      this.opts.logger.error({ err: error, kind }, 'engine error');
      throw new Error(`engine error in ${kind}`);
    }
    return this.packr.unpack(reply.payload) as R;
  }

  private async post(task: EngineTask, kind: string, signal?: AbortSignal): Promise<EngineReply> {
    let admitted: boolean;
    try {
      admitted = await this.gate.enter(signal);
    } catch {
      throw cancelled();
    }
    if (!admitted)
      throw unavailable(
        'overloaded',
        'The server is busy: every worker is occupied and the queue is full. Retry shortly.',
        1,
      );
    const running = this.piscina.run(task);
    void running.then(
      () => this.gate.leave(),
      () => this.gate.leave(),
    );
    try {
      return await (signal ? untilAborted(running, signal) : running);
    } catch (err) {
      if (signal?.aborted) throw cancelled();
      this.opts.logger.error({ err: (err as Error).message ?? '', kind }, 'engine task failed');
      throw unavailable(
        'worker_failed',
        'The worker handling this request failed; it has been replaced. Retry the request.',
        1,
      );
    }
  }

  /** Tells every worker to drop a custom taxonomy (deleted): each does before its next task. */
  dropCustomTaxonomy(datasetId: string): void {
    if (this.closed) return; // an announcement arriving during shutdown
    if (!this.drops) {
      this.drops = new BroadcastChannel(CUSTOM_DROP_CHANNEL);
      this.drops.unref();
    }
    this.drops.postMessage({ drop: datasetId });
  }

  /** Tasks waiting for a worker. */
  get queueSize(): number {
    return this.gate.waiting;
  }

  get threads() {
    return this.piscina.threads;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.drops?.close();
    await this.piscina.close();
  }
}

const cancelled = () =>
  new ApiError(503, 'cancelled', 'The request was cancelled before it finished.', undefined, {
    'Retry-After': '1',
  });
