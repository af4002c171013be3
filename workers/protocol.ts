import type { IndexVersionDescription } from '../native-index/index.js';

/**
 * What the front end sends a worker: one whole batch, msgpackr-encoded, and the index
 * version it runs on by name. The version's shared buffers go along only when the
 * worker answered that it has not attached that version yet: cloning the description
 * for every batch was a measurable share of the front end's time per call.
 */
export interface EngineTask {
  kind: string;
  index: { version: string; description?: IndexVersionDescription };
  payload: Uint8Array;
}

/**
 * What a worker answers: the msgpackr-encoded result, the message of an engine failure,
 * or that the task named a version this worker has not attached (send it again with the
 * description).
 */
export type EngineReply =
  | { ok: true; payload: Uint8Array }
  | { ok: false; error: string; missingIndex?: false }
  | { ok: false; missingIndex: true };
