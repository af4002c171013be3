import type { IndexVersionDescription } from '../native-index/index.js';

/** What the front end sends a worker: one whole batch, msgpackr-encoded. */
export interface EngineTask {
  kind: string;
  index: IndexVersionDescription;
  payload: Uint8Array;
}

/** What a worker answers: the msgpackr-encoded result, or the message of an engine failure. */
export type EngineReply = { ok: true; payload: Uint8Array } | { ok: false; error: string };
