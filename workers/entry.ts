/**
 * Piscina task entry: attaches the index version the task names (once per version, no
 * copy: the bytes are shared; a version not attached yet is asked for), likewise the
 * custom taxonomy it names, decodes the batch, runs the engine handler for its kind and
 * answers the encoded result. Custom taxonomies deleted by the front end are dropped
 * before each task runs (custom/custom-cache.ts).
 */
import { wirePackr } from './wire.js';
import { attachIndexVersion, type IndexVersion } from '../native-index/index.js';
import type { EngineReply, EngineTask } from './protocol.js';
import { taskHandlers } from './tasks.js';
import { applyCustomDrops, customTaxonomyFor } from './custom/custom-cache.js';

const packr = wirePackr();
const attached = new Map<string, IndexVersion>();
const MAX_ATTACHED = 4;

function indexFor(task: EngineTask): IndexVersion | undefined {
  let index = attached.get(task.index.version);
  if (!index) {
    if (!task.index.description) return undefined;
    index = attachIndexVersion(task.index.description);
    attached.set(task.index.version, index);
    // Drop the least recently attached versions: the main thread keeps the bytes alive while it serves them.
    while (attached.size > MAX_ATTACHED) attached.delete(attached.keys().next().value!);
  }
  return index;
}

export default async function run(task: EngineTask): Promise<EngineReply> {
  applyCustomDrops();
  const handler = taskHandlers[task.kind];
  if (!handler) return { ok: false, error: `unknown task kind ${task.kind}` };
  const index = indexFor(task);
  if (!index) return { ok: false, missingIndex: true };
  const custom = task.custom ? customTaxonomyFor(task.custom) : undefined;
  if (task.custom && !custom) return { ok: false, missingCustom: true };
  try {
    const input: unknown = packr.unpack(task.payload);
    const answer = handler(index, input, custom);
    const result: unknown = answer instanceof Promise ? await answer : answer;
    // pack() answers a view of the packer's reused buffer: copy it out (the reply is cloned once more on the way).
    return { ok: true, payload: new Uint8Array(packr.pack(result)) };
  } catch (err) {
    return { ok: false, error: (err as Error).stack ?? String(err) };
  }
}
