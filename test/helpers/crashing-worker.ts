/** The engine's worker entry plus a task kind that kills its thread: for the pool's crash test. */
import run from '../../workers/entry.js';
import type { EngineTask } from '../../workers/protocol.js';

export default function crashing(task: EngineTask) {
  if (task.kind === 'crash') process.exit(1);
  if (task.kind === 'slow') {
    const until = Date.now() + 300;
    while (Date.now() < until);
    return run({ ...task, kind: 'index-info' });
  }
  return run(task);
}
