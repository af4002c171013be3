import type { IndexVersionDescription } from '../native-index/index.js';
import type { CustomTaxonomyDescription } from './custom/custom-taxonomy.js';

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
  /** The custom taxonomy (dataset_id) the task runs on, its shared bytes only when asked for. */
  custom?: { datasetId: string; vectorsKey?: string; description?: CustomTaxonomyDescription };
}

/** Name of the BroadcastChannel on which the front end tells every worker to drop a custom taxonomy. */
export const CUSTOM_DROP_CHANNEL = 'sortal-custom-taxonomy-drops';

/**
 * What a worker answers: the msgpackr-encoded result, the message of an engine failure,
 * or that the task named a version (or a custom taxonomy) this worker has not attached
 * (send it again with the descriptions).
 */
export type EngineReply =
  | { ok: true; payload: Uint8Array }
  | { ok: false; error: string; missingIndex?: false; missingCustom?: false }
  | { ok: false; error?: undefined; missingIndex: true; missingCustom?: false }
  | { ok: false; error?: undefined; missingIndex?: false; missingCustom: true };
