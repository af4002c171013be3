/**
 * Client overlays uploaded by an administrator for one account (POST/GET/DELETE
 * /v2/user/overlay..., `sortal overlays ...`). An upload is kept in the state store and
 * becomes part of the next index version: after every change the uploads are left in the
 * data folder's snapshot (native-index/overlay-uploads.ts), which every build reads
 * beside the operator's mapping files. So an upload is "versioned with the index" like
 * the files: the list says, per upload, whether the version being served holds it.
 */
import { randomBytes } from 'node:crypto';
import type { Account, Accounts } from '../accounts/accounts.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { IndexVersion } from '../../native-index/index.js';
import { overlaysOf } from '../../native-index/overlays-format.js';
import {
  hasOverlayUploads,
  writeOverlayUploads,
  type OverlayUpload,
} from '../../native-index/overlay-uploads.js';
import { CategoryPresenter } from '../present/category-view.js';
import { ADMIN_GROUP } from '../taxonomies/custom-taxonomies.js';
import { resolveCategory } from './category-resolver.js';
import type { OverlayUploadStore } from './overlay-upload-store.js';
import { OVERLAY_LIMITS, validateOverlayUpload } from './overlay-upload-validation.js';

/** An upload as the list shows it. */
export interface OverlayUploadStatus {
  account: string;
  name: string;
  /** `taxonomy`: mapped onto our categories at build time; `mapping`: explicit rows. */
  kind: 'taxonomy' | 'mapping';
  /** Nodes of the taxonomy, or rows of the mapping. */
  size: number;
  upload_id: string;
  uploaded_at: string;
  uploaded_by: string;
  /** Whether the index version being served holds this upload (else the next build will). */
  in_index: boolean;
  index_version: string | null;
}

/** The version served now (the API's newest; the CLI's newest folder), as far as uploads go. */
export interface ServedOverlays {
  version: string;
  /** Overlay names without an owner (built in). */
  builtIn: ReadonlySet<string>;
  /** upload_ids the version holds. */
  uploads: ReadonlySet<string>;
  /** The version itself, when open here: mapping rows are checked against it. */
  index?: IndexVersion;
}

export function requireAdmin(account: Account): void {
  if (account.group !== ADMIN_GROUP)
    throw forbidden('admin_only', 'Client overlays are managed by accounts of the admin group.');
}

/** What the version `index` says about uploads. */
export function servedOverlaysOf(index: IndexVersion): ServedOverlays {
  const builtIn = new Set<string>();
  const uploads = new Set<string>();
  for (const o of overlaysOf(index).values()) {
    if (o.owner === undefined) builtIn.add(o.name);
    if (o.upload !== undefined) uploads.add(o.upload);
  }
  return { version: index.version, builtIn, uploads, index };
}

export class ClientOverlayUploads {
  /** The snapshot writes, one after another, each from a fresh read of the store. */
  private writing: Promise<void> = Promise.resolve();
  /** Per account: the upload in progress (the per-account limit within this process). */
  private readonly uploading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: OverlayUploadStore,
    private readonly accounts: Pick<Accounts, 'get'>,
    private readonly dataDir: string,
    private readonly served: () => ServedOverlays | undefined,
    private readonly onError: (err: unknown, what: string) => void = () => {},
  ) {}

  /** Stores an upload (replacing one of the same account and name) and updates the snapshot. */
  async upload(
    by: Account,
    body: { account?: unknown; name?: unknown; nodes?: unknown; mapping?: unknown },
  ): Promise<OverlayUploadStatus> {
    requireAdmin(by);
    const valid = validateOverlayUpload(body);
    const target = await this.accounts.get(valid.account);
    if (!target)
      throw badRequest('unknown_account', `account ${valid.account} does not exist.`, 'account');
    const served = this.served();
    if (served?.builtIn.has(valid.name))
      throw badRequest(
        'invalid_overlay',
        `name ${valid.name} is a built-in overlay's; choose another.`,
        'name',
      );
    if (valid.mapping && served?.index) {
      const index = served.index;
      const presenters = [new CategoryPresenter(index, by), new CategoryPresenter(index, target)];
      valid.mapping.forEach((row, k) => {
        const c = resolveCategory(index, row.category, presenters);
        if (c < 0)
          throw badRequest(
            'unknown_category',
            `mapping[${k}].category (${JSON.stringify(row.category).slice(0, 80)}) is no category of index version ${index.version}: give a category id, key or path of names (Vehicles > Cars).`,
            `mapping.${k}.category`,
          );
        row.category = index.keyAt(c);
      });
    }
    const upload: OverlayUpload = {
      ...valid,
      upload_id: randomBytes(16).toString('hex'),
      uploaded_at: new Date().toISOString(),
      uploaded_by: by.username,
    };
    await this.oneAtATime(valid.account, () =>
      this.store.forAccount(valid.account, async () => {
        const others = (await this.store.list(valid.account)).filter((u) => u.name !== valid.name);
        if (others.length >= OVERLAY_LIMITS.perAccount)
          throw badRequest(
            'overlay_limit',
            `An account has at most ${OVERLAY_LIMITS.perAccount} uploaded overlays; delete one first.`,
            'account',
          );
        await this.store.put(upload);
      }),
    );
    await this.refreshSnapshot();
    return this.statusOf(upload, served);
  }

  async list(by: Account, account?: string): Promise<OverlayUploadStatus[]> {
    requireAdmin(by);
    const served = this.served();
    return (await this.store.list(account)).map((u) => this.statusOf(u, served));
  }

  async read(by: Account, account: string, name: string): Promise<OverlayUpload> {
    requireAdmin(by);
    const u = await this.store.get(account, name);
    if (!u) throw notFound('not_found', `account ${account} has no uploaded overlay ${name}.`);
    return u;
  }

  async remove(by: Account, account: string, name: string): Promise<void> {
    requireAdmin(by);
    await this.read(by, account, name);
    await this.store.delete(account, name);
    await this.refreshSnapshot();
  }

  /**
   * Leaves every stored upload in the data folder's snapshot, for the next build. Writes
   * run one after another, each reading the store after the change that asked for it.
   * A failure is reported, not thrown: the store holds the upload, and the snapshot is
   * written again before each build.
   */
  refreshSnapshot(): Promise<void> {
    const next = this.writing.then(async () => {
      try {
        const uploads = await this.store.list();
        // A data folder that never had an upload gets no file.
        if (uploads.length > 0 || hasOverlayUploads(this.dataDir))
          writeOverlayUploads(this.dataDir, uploads);
      } catch (err) {
        this.onError(err, 'writing the overlay uploads snapshot failed');
      }
    });
    this.writing = next;
    return next;
  }

  private statusOf(u: OverlayUpload, served: ServedOverlays | undefined): OverlayUploadStatus {
    return {
      account: u.account,
      name: u.name,
      kind: u.mapping ? 'mapping' : 'taxonomy',
      size: u.mapping ? u.mapping.length : countNodes(u.nodes ?? []),
      upload_id: u.upload_id,
      uploaded_at: u.uploaded_at,
      uploaded_by: u.uploaded_by,
      in_index: served?.uploads.has(u.upload_id) ?? false,
      index_version: served?.version ?? null,
    };
  }

  private async oneAtATime<T>(account: string, fn: () => Promise<T>): Promise<T> {
    const before = this.uploading.get(account) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const settled = run.catch(() => {});
    this.uploading.set(account, settled);
    try {
      return await run;
    } finally {
      if (this.uploading.get(account) === settled) this.uploading.delete(account);
    }
  }
}

function countNodes(nodes: ReadonlyArray<{ nodes?: readonly unknown[] }>): number {
  let n = 0;
  for (const node of nodes)
    n += 1 + countNodes((node.nodes ?? []) as Array<{ nodes?: readonly unknown[] }>);
  return n;
}
