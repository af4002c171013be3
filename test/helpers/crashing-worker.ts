/**
 * The engine's worker entry plus task kinds for the pool's tests: one that kills its
 * thread, one that holds it for 300 ms, and one that answers whether this file was loaded
 * by require() (Node's CommonJS cache holds it) rather than import().
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import run from '../../workers/entry.js';
import type { EngineReply, EngineTask } from '../../workers/protocol.js';
import { wirePackr } from '../../workers/wire.js';

const packr = wirePackr();

export default function crashing(task: EngineTask): EngineReply | Promise<EngineReply> {
  if (task.kind === 'crash') process.exit(1);
  if (task.kind === 'slow') {
    const until = Date.now() + 300;
    while (Date.now() < until);
    return run({ ...task, kind: 'index-info' });
  }
  if (task.kind === 'loaded-by-require') {
    const required = fileURLToPath(import.meta.url) in createRequire(import.meta.url).cache;
    return { ok: true, payload: new Uint8Array(packr.pack(required)) };
  }
  return run(task);
}
