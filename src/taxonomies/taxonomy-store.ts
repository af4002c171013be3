/**
 * Custom taxonomies in the state store (embedded, or the Redis of a fleet). Keys:
 * `taxonomy:<dataset_id>` (the taxonomy as uploaded; each instance compiles it itself),
 * `taxonomy-owned:<account_id>:<dataset_id>` and `taxonomy-public:<dataset_id>` (name
 * indexes for the lists), written and deleted together in one batch. Deletions are
 * announced on the store's `taxonomies` topic.
 */
import { randomBytes } from 'node:crypto';
import type { StateStore } from '../state/store.js';
import type { CustomNode } from '../../workers/custom/custom-taxonomy.js';
import { GroupedLookup } from './grouped-lookup.js';

export interface StoredTaxonomy {
  dataset_id: string;
  /** account_id of the account that created it. */
  owner: string;
  name: string;
  public: boolean;
  created_at: string;
  nodes: CustomNode[];
}

export interface TaxonomyName {
  name: string;
  dataset_id: string;
}

export const DATASET_ID_RE = /^[0-9a-f]{64}$/;
/** Keys of the taxonomies themselves (not of their indexes). */
export const TAXONOMY_PREFIX = 'taxonomy:';
const taxonomyKey = (id: string) => TAXONOMY_PREFIX + id;
const ownedPrefix = (owner: string) => `taxonomy-owned:${owner}:`;
const PUBLIC_PREFIX = 'taxonomy-public:';
const DELETED_TOPIC = 'taxonomies';

export class TaxonomyStore {
  /** On a shared store: the existence checks of concurrent calls, one read for many. */
  private readonly checks: GroupedLookup<string> | undefined;

  constructor(private readonly store: StateStore) {
    if (store.shared && store.getMany)
      this.checks = new GroupedLookup((keys) => store.getMany!<string>(keys));
  }

  /** Stores a new taxonomy under a fresh dataset_id (32 random bytes: globally unique). */
  async create(t: Omit<StoredTaxonomy, 'dataset_id' | 'created_at'>): Promise<StoredTaxonomy> {
    const stored: StoredTaxonomy = {
      dataset_id: randomBytes(32).toString('hex'),
      created_at: new Date().toISOString(),
      ...t,
    };
    const ops: Array<{ type: 'put'; key: string; value: unknown }> = [
      { type: 'put', key: taxonomyKey(stored.dataset_id), value: stored },
      { type: 'put', key: ownedPrefix(t.owner) + stored.dataset_id, value: t.name },
    ];
    if (t.public) ops.push({ type: 'put', key: PUBLIC_PREFIX + stored.dataset_id, value: t.name });
    await this.store.batch(ops);
    return stored;
  }

  async get(datasetId: string): Promise<StoredTaxonomy | undefined> {
    if (!DATASET_ID_RE.test(datasetId)) return undefined;
    return this.store.get<StoredTaxonomy>(taxonomyKey(datasetId));
  }

  /**
   * Whether the owner's taxonomy still exists: one small read, not the whole tree, sent
   * after this call (so a delete acknowledged before is seen) and, on a shared store,
   * shared with the checks of the calls that arrive meanwhile.
   */
  async exists(owner: string, datasetId: string): Promise<boolean> {
    const key = ownedPrefix(owner) + datasetId;
    const name = this.checks ? await this.checks.get(key) : await this.store.get<string>(key);
    return name !== undefined;
  }

  async delete(t: StoredTaxonomy): Promise<void> {
    await this.store.batch([
      { type: 'del', key: taxonomyKey(t.dataset_id) },
      { type: 'del', key: ownedPrefix(t.owner) + t.dataset_id },
      { type: 'del', key: PUBLIC_PREFIX + t.dataset_id },
    ]);
  }

  /** The account's taxonomies (public ones included), in dataset_id order. */
  async owned(owner: string): Promise<TaxonomyName[]> {
    const prefix = ownedPrefix(owner);
    const rows = await this.store.scan<string>(prefix);
    return rows.map(([key, name]) => ({ name, dataset_id: key.slice(prefix.length) }));
  }

  /**
   * Runs `fn` while no other instance of the fleet runs one for the same owner, so that a
   * check of the owner's taxonomies and the write after it hold fleet-wide.
   */
  forOwner<T>(owner: string, fn: () => Promise<T>): Promise<T> {
    return this.store.exclusive ? this.store.exclusive(`taxonomy-owner:${owner}`, fn) : fn();
  }

  /** Tells every instance on this store that a taxonomy was deleted (nothing on a store of one). */
  async announceDeleted(datasetId: string): Promise<void> {
    await this.store.announce?.(DELETED_TOPIC, datasetId);
  }

  /** Calls `fn` with each deleted dataset_id announced, this instance's own included. */
  async onDeleted(fn: (datasetId: string) => void): Promise<void> {
    await this.store.onAnnounce?.(DELETED_TOPIC, fn);
  }

  async publicOnes(): Promise<TaxonomyName[]> {
    const rows = await this.store.scan<string>(PUBLIC_PREFIX);
    return rows.map(([key, name]) => ({ name, dataset_id: key.slice(PUBLIC_PREFIX.length) }));
  }
}
