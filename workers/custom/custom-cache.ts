/**
 * The custom taxonomies a worker holds: opened from the shared description the first time
 * a task names one, the 64 most recently used kept. The front end announces deletions on
 * CUSTOM_DROP_CHANNEL; they are applied (synchronously, so a worker busy in Piscina's
 * wait loop still sees them) before every task.
 */
import { BroadcastChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { CUSTOM_DROP_CHANNEL } from '../protocol.js';
import {
  openCustomTaxonomy,
  type CustomTaxonomy,
  type CustomTaxonomyDescription,
} from './custom-taxonomy.js';

const MAX_HELD = 64;
const held = new Map<string, CustomTaxonomy>();
let drops: BroadcastChannel | undefined;

export function applyCustomDrops(): void {
  drops ??= new BroadcastChannel(CUSTOM_DROP_CHANNEL);
  // Node reads a BroadcastChannel like a port here; its types name only MessagePort.
  const port = drops as unknown as MessagePort;
  for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
    const id = (m.message as { drop?: unknown }).drop;
    if (typeof id === 'string') held.delete(id);
  }
}

/**
 * The taxonomy, opened from `description` if not held yet, or held with the centroids of
 * other vectors than `vectorsKey` (another index version's); undefined when it must be
 * sent.
 */
export function customTaxonomyFor(want: {
  datasetId: string;
  /** sha256 of the vectors its centroids must come from ('' for none); absent: any. */
  vectorsKey?: string;
  description?: CustomTaxonomyDescription;
}): CustomTaxonomy | undefined {
  let tax = held.get(want.datasetId);
  const stale =
    tax !== undefined &&
    want.vectorsKey !== undefined &&
    (tax.centroids?.vectorsKey ?? '') !== want.vectorsKey;
  if (tax && !stale)
    held.delete(want.datasetId); // re-inserted last: most recently used
  else if (want.description) {
    held.delete(want.datasetId);
    tax = openCustomTaxonomy(want.description);
  } else return undefined;
  held.set(want.datasetId, tax);
  while (held.size > MAX_HELD) held.delete(held.keys().next().value!);
  return tax;
}

/** dataset_ids of the taxonomies this worker holds. */
export function heldCustomTaxonomies(): string[] {
  applyCustomDrops();
  return [...held.keys()];
}
