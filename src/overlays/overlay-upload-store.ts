/**
 * Uploaded client overlays in the state store (embedded, or the Redis of a fleet, so every
 * instance and the fleet's nightly build see the same ones). Key:
 * `overlay-upload:<username>:<name>`, the upload as stored (native-index/overlay-uploads.ts);
 * a new upload of the same account and name replaces it under a new upload_id.
 */
import type { StateStore } from '../state/store.js';
import type { OverlayUpload } from '../../native-index/overlay-uploads.js';

const PREFIX = 'overlay-upload:';
const keyOf = (account: string, name: string) => `${PREFIX}${account}:${name}`;

export class OverlayUploadStore {
  constructor(private readonly store: StateStore) {}

  async put(upload: OverlayUpload): Promise<void> {
    await this.store.put(keyOf(upload.account, upload.name), upload);
  }

  get(account: string, name: string): Promise<OverlayUpload | undefined> {
    return this.store.get<OverlayUpload>(keyOf(account, name));
  }

  async delete(account: string, name: string): Promise<void> {
    await this.store.del(keyOf(account, name));
  }

  /** Every upload, or one account's, by account and name. */
  async list(account?: string): Promise<OverlayUpload[]> {
    const rows = await this.store.scan<OverlayUpload>(
      account === undefined ? PREFIX : `${PREFIX}${account}:`,
    );
    return rows.map(([, u]) => u);
  }

  /** Runs `fn` while no other instance of the fleet runs one for the same account (the per-account limit). */
  forAccount<T>(account: string, fn: () => Promise<T>): Promise<T> {
    return this.store.exclusive ? this.store.exclusive(`overlay-account:${account}`, fn) : fn();
  }
}
