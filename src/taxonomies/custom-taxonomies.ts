/**
 * Custom taxonomies as the API sees them (API.md, "Custom taxonomy"): create, read, list
 * and delete with their access rules, and the compiled form the classify calls use.
 * A taxonomy is compiled once on first use (workers/custom/custom-taxonomy.ts) and kept
 * for the 32 most recently used; each worker is sent its shared bytes once. Deleting
 * one drops it here and in every worker.
 *
 * In a fleet (several instances on one Redis): what is under a dataset_id never changes
 * (there is no update call; an upload always gets a new dataset_id), so the dataset_id
 * is the version of a compiled copy, and a copy can only go stale by a deletion. Each
 * use checks in the store that the taxonomy still exists, so a delete acknowledged by
 * one instance is a 404 on every instance from then on; the deletion is also announced,
 * so that every instance drops its compiled copy and its workers' at once.
 *
 * Access: the owner reads, uses and deletes its taxonomies; a public one (created by an
 * administrator) is readable and usable by every account. Any other dataset_id is a 404.
 */
import { createHash } from 'node:crypto';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { Account } from '../accounts/accounts.js';
import type { EnginePool } from '../pool/pool.js';
import {
  compileCustomTaxonomy,
  walkPreorder,
  type CustomNode,
  type CustomTaxonomyDescription,
} from '../../workers/custom/custom-taxonomy.js';
import {
  compileNodeCentroids,
  type NodeCentroidsDescription,
} from '../../workers/custom/node-centroids.js';
import { vectorsKeyOf } from '../../workers/custom/zero-shot.js';
import { wordVectorsFor } from '../../workers/vectors/index.js';
import type { IndexVersion } from '../../native-index/index.js';
import { TAXONOMY_LIMITS, validateTaxonomy } from './taxonomy-validation.js';
import type { StoredTaxonomy, TaxonomyName, TaxonomyStore } from './taxonomy-store.js';

/** A compiled taxonomy: the workers' description and what presenting a node needs. */
export interface CompiledTaxonomy {
  description: CustomTaxonomyDescription;
  /** Per node, in preorder. */
  names: string[];
  parent: Int32Array;
  /** Stable node ids: 32 hex, from the dataset_id and the node's preorder position. */
  ids: string[];
  nodes: readonly CustomNode[];
  /** Zero-shot centroids by the sha256 of the vectors they come from (the last two kept). */
  centroids: Map<string, NodeCentroidsDescription>;
}

const MAX_CENTROID_SETS = 2;

interface CachedTaxonomy {
  compiled: CompiledTaxonomy;
  owner: string;
  public: boolean;
}

export const ADMIN_GROUP = 'admin';
const MAX_COMPILED = 32;

export class CustomTaxonomies {
  private readonly compiled = new Map<string, CachedTaxonomy>();
  /** Per account: the create in progress, so the per-account limit holds under concurrent calls. */
  private readonly creating = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: TaxonomyStore,
    private readonly pool: Pick<EnginePool, 'dropCustomTaxonomy'>,
    private readonly onError: (err: unknown, what: string) => void = () => {},
  ) {}

  /** Drops the compiled copies (here and in the workers) of taxonomies any instance deletes. */
  async followChanges(): Promise<void> {
    await this.store.onDeleted((datasetId) => this.drop(datasetId));
  }

  /** The compiled copy (automaton and centroids) this instance holds, if any; no access check. */
  heldCopy(datasetId: string): CompiledTaxonomy | undefined {
    return this.compiled.get(datasetId)?.compiled;
  }

  private drop(datasetId: string): void {
    this.compiled.delete(datasetId);
    this.pool.dropCustomTaxonomy(datasetId);
  }

  async create(
    account: Account,
    body: { name?: unknown; nodes?: unknown; public?: boolean | undefined },
  ): Promise<string> {
    if (body.public && account.group !== ADMIN_GROUP)
      throw forbidden(
        'public_taxonomy_forbidden',
        'Only administrators may create public taxonomies; leave out public or set it to false.',
      );
    const nodes = validateTaxonomy(body.name, body.nodes);
    const name = body.name as string;
    const previous = this.creating.get(account.account_id) ?? Promise.resolve();
    const run = previous.then(() =>
      this.store.forOwner(account.account_id, () => this.createNow(account, name, body, nodes)),
    );
    const settled = run.catch(() => undefined);
    this.creating.set(account.account_id, settled);
    void settled.then(() => {
      if (this.creating.get(account.account_id) === settled)
        this.creating.delete(account.account_id);
    });
    return run;
  }

  /** The limit and name checks and the write; run for one account at a time in the fleet. */
  private async createNow(
    account: Account,
    name: string,
    body: { public?: boolean | undefined },
    nodes: CustomNode[],
  ): Promise<string> {
    const owned = await this.store.owned(account.account_id);
    if (owned.length >= TAXONOMY_LIMITS.perAccount)
      throw badRequest(
        'taxonomy_limit',
        `An account holds at most ${TAXONOMY_LIMITS.perAccount} taxonomies; delete one first.`,
      );
    if (owned.some((t) => t.name === name))
      throw badRequest(
        'duplicate_taxonomy_name',
        `This account already has a taxonomy named ${JSON.stringify(name)}; choose another name or delete it first.`,
        'name',
      );
    const stored = await this.store.create({
      owner: account.account_id,
      name,
      public: body.public === true,
      nodes,
    });
    return stored.dataset_id;
  }

  /** The taxonomy if this account may use it; else a 404. */
  async read(account: Account, datasetId: string, field = 'dataset_id'): Promise<StoredTaxonomy> {
    const t = await this.store.get(datasetId);
    if (!t || (t.owner !== account.account_id && !t.public)) throw unknownDataset(datasetId, field);
    return t;
  }

  async remove(account: Account, datasetId: string): Promise<void> {
    const t = await this.store.get(datasetId);
    if (!t || t.owner !== account.account_id) throw unknownDataset(datasetId, 'dataset_id');
    await this.store.delete(t);
    this.drop(datasetId);
    // The delete holds without the announcement (every use checks the store); it only
    // frees the other instances' compiled copies sooner, so a failure is not the caller's.
    await this.store
      .announceDeleted(datasetId)
      .catch((err: unknown) => this.onError(err, 'announcing a deleted taxonomy failed'));
  }

  async list(
    account: Account,
  ): Promise<{ private: Record<string, string>; public: TaxonomyName[] }> {
    const [owned, shared] = await Promise.all([
      this.store.owned(account.account_id),
      this.store.publicOnes(),
    ]);
    const publicIds = new Set(shared.map((t) => t.dataset_id));
    const mine: Record<string, string> = {};
    for (const t of owned) if (!publicIds.has(t.dataset_id)) mine[t.name] = t.dataset_id;
    return { private: mine, public: shared };
  }

  /** The compiled taxonomy for a classify call's dataset_id (404 when this account may not use it). */
  async compiledFor(
    account: Account,
    datasetId: string,
    index?: IndexVersion,
  ): Promise<CompiledTaxonomy> {
    const cached = this.compiled.get(datasetId);
    if (cached) {
      // Access is checked on every call (the cache serves all accounts); a taxonomy never
      // changes, so owner and visibility are the cached ones, and whether it still exists
      // (another instance may have deleted it) is one small read of the store.
      const allowed = cached.owner === account.account_id || cached.public;
      if (!allowed || !(await this.store.exists(cached.owner, datasetId))) {
        if (allowed) this.compiled.delete(datasetId);
        throw unknownDataset(datasetId, 'dataset_id');
      }
      this.compiled.delete(datasetId);
      this.compiled.set(datasetId, cached);
      return cached.compiled;
    }
    const t = await this.read(account, datasetId);
    const compiled = compileTaxonomy(t.dataset_id, t, index);
    this.compiled.set(datasetId, { compiled, owner: t.owner, public: t.public });
    while (this.compiled.size > MAX_COMPILED)
      this.compiled.delete(this.compiled.keys().next().value!);
    return compiled;
  }
}

/**
 * Compiles a stored taxonomy: the automaton, and the node names, parents and ids; with an
 * index version, also the zero-shot centroids from its word vectors.
 */
export function compileTaxonomy(
  datasetId: string,
  t: Pick<StoredTaxonomy, 'nodes'>,
  index?: IndexVersion,
): CompiledTaxonomy {
  const description = compileCustomTaxonomy(datasetId, t.nodes);
  const names: string[] = [];
  const ids: string[] = [];
  walkPreorder(t.nodes, (node, index) => {
    names.push(node.name);
    ids.push(createHash('sha256').update(`${datasetId}:${index}`).digest('hex').slice(0, 32));
  });
  const compiled: CompiledTaxonomy = {
    description,
    names,
    parent: description.parent,
    ids,
    nodes: t.nodes,
    centroids: new Map(),
  };
  if (index) descriptionFor(compiled, index);
  return compiled;
}

/**
 * What the workers are sent for a task on `index`: the compiled taxonomy with the
 * centroids made from that version's vectors (made here on first use: once per taxonomy
 * and set of vectors, since versions built from the same package share them), or without
 * centroids when the version has no vectors.
 */
export function descriptionFor(
  tax: CompiledTaxonomy,
  index: IndexVersion,
): CustomTaxonomyDescription {
  const key = vectorsKeyOf(index);
  if (key === '') return tax.description;
  let centroids = tax.centroids.get(key);
  if (!centroids) {
    const vectors = wordVectorsFor(index);
    if (!vectors) return tax.description;
    centroids = compileNodeCentroids(vectors, key, tax.nodes);
    tax.centroids.set(key, centroids);
    while (tax.centroids.size > MAX_CENTROID_SETS)
      tax.centroids.delete(tax.centroids.keys().next().value!);
  }
  return { ...tax.description, centroids };
}

const unknownDataset = (id: string, field: string) =>
  notFound(
    'unknown_dataset',
    `There is no custom taxonomy ${JSON.stringify(id).slice(0, 80)} for this account; see user/taxonomies.`,
    field,
  );
