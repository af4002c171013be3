/**
 * `sortal overlays upload|list|remove`: client overlays uploaded from the command line,
 * kept in the state store like those of POST /v2/user/overlay. The CLI runs them on the
 * store directly (Redis, or the embedded store when no server holds it) or, when a
 * running server holds the embedded store, over its control socket. An upload file is
 * JSON (`{"nodes": [...]}` a client taxonomy, or `{"mapping": [...]}` rows) or a mapping
 * file in the operator's TSV format (client-overlays.ts); the overlay is named after the
 * file unless `--name` says otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Account } from '../accounts/accounts.js';
import { ApiError } from '../errors.js';
import { parseClientOverlay } from '../../build-index/overlays/client-overlays.js';
import { listVersions } from '../../native-index/catalog.js';
import { decodeOverlays, OVERLAYS_FILE } from '../../native-index/overlays-format.js';
import { ADMIN_GROUP } from '../taxonomies/custom-taxonomies.js';
import { Accounts } from '../accounts/accounts.js';
import { heldByAnotherProcess, LevelStore } from '../state/level-store.js';
import { RedisStore } from '../state/redis-store.js';
import type { StateStore } from '../state/store.js';
import { OverlayUploadStore } from '../overlays/overlay-upload-store.js';
import {
  ClientOverlayUploads,
  type OverlayUploadStatus,
  type ServedOverlays,
} from '../overlays/client-overlay-uploads.js';

export type OverlayCommand =
  | {
      op: 'overlay-upload';
      body: { account: string; name: string; nodes?: unknown; mapping?: unknown };
    }
  | { op: 'overlay-list'; account?: string }
  | { op: 'overlay-remove'; account: string; name: string };

export type OverlayCommandResult =
  { ok: true; message: string; overlays?: OverlayUploadStatus[] } | { ok: false; message: string };

export function isOverlayCommand(cmd: { op?: unknown }): cmd is OverlayCommand {
  return typeof cmd.op === 'string' && cmd.op.startsWith('overlay-');
}

/** The operator at the command line: an administrator that is no account. */
export function cliOperator(): Account {
  return {
    username: 'sortal-cli',
    account_id: 'cli',
    group: ADMIN_GROUP,
    tier_depth: 32,
    features: [],
    id_secret: randomBytes(16).toString('hex'),
    created_at: new Date().toISOString(),
    password: { salt: '', hash: '', N: 0, r: 0, p: 0 },
  };
}

export async function runOverlayCommand(
  uploads: ClientOverlayUploads,
  cmd: OverlayCommand,
  by: Account = cliOperator(),
): Promise<OverlayCommandResult> {
  try {
    switch (cmd.op) {
      case 'overlay-upload': {
        const s = await uploads.upload(by, cmd.body);
        return {
          ok: true,
          message: `uploaded ${s.account}/${s.name} (${s.kind}, ${s.size} ${s.kind === 'mapping' ? 'rows' : 'nodes'}; upload ${s.upload_id}); the next index build includes it`,
          overlays: [s],
        };
      }
      case 'overlay-list':
        return { ok: true, message: '', overlays: await uploads.list(by, cmd.account) };
      case 'overlay-remove':
        await uploads.remove(by, cmd.account, cmd.name);
        return {
          ok: true,
          message: `removed ${cmd.account}/${cmd.name}; the next index build leaves it out`,
        };
    }
  } catch (err) {
    if (err instanceof ApiError)
      return { ok: false, message: err.field ? `${err.field}: ${err.message}` : err.message };
    throw err;
  }
}

/** The upload body of a file: JSON (nodes or mapping) or a TSV mapping file. */
export function readOverlayFile(
  file: string,
  account: string,
  name?: string,
): Extract<OverlayCommand, { op: 'overlay-upload' }>['body'] {
  const stem = path.basename(file).replace(/\.(json|tsv)$/i, '');
  const overlayName = name ?? stem;
  const text = readFileSync(file, 'utf8');
  if (/\.tsv$/i.test(file)) {
    const parsed = parseClientOverlay(account, overlayName, text, file);
    return {
      account,
      name: overlayName,
      mapping: parsed.rows.map((r) => ({
        category: r.category,
        node_id: r.nodeId,
        node_path: r.nodePath,
      })),
    };
  }
  let doc: { nodes?: unknown; mapping?: unknown };
  try {
    doc = JSON.parse(text) as typeof doc;
  } catch (err) {
    throw new Error(`${file}: not JSON (${(err as Error).message})`, { cause: err });
  }
  return {
    account,
    name: overlayName,
    ...(doc.nodes !== undefined ? { nodes: doc.nodes } : {}),
    ...(doc.mapping !== undefined ? { mapping: doc.mapping } : {}),
  };
}

/** What the data folder's newest version holds, read from its overlays file (the CLI opens no version). */
export function servedOnDisk(dataDir: string): () => ServedOverlays | undefined {
  return () => {
    const newest = listVersions(dataDir).at(-1);
    if (!newest) return undefined;
    const file = path.join(newest.dir, OVERLAYS_FILE);
    const builtIn = new Set<string>();
    const uploads = new Set<string>();
    if (existsSync(file))
      for (const t of decodeOverlays(new Uint8Array(readFileSync(file))).overlays) {
        if (t.owner === undefined) builtIn.add(t.name);
        if (t.upload !== undefined) uploads.add(t.upload);
      }
    return { version: newest.version, builtIn, uploads };
  };
}

/** Uploads on a store this process opened, the newest version on disk saying what is served. */
export function overlayUploadsOn(store: StateStore, dataDir: string): ClientOverlayUploads {
  return new ClientOverlayUploads(
    new OverlayUploadStore(store),
    new Accounts(store),
    dataDir,
    servedOnDisk(dataDir),
    (err) => process.stderr.write(`sortal: ${(err as Error).message}\n`),
  );
}

/**
 * Before a build: the uploads snapshot made afresh from the store when this process can
 * read it (Redis, or the embedded store no server holds); else the one the running
 * server keeps current is used as it is.
 */
export async function refreshOverlayUploads(
  dataDir: string,
  state: string | undefined,
): Promise<void> {
  try {
    if (state !== undefined) {
      const shared = await RedisStore.open(state, {}, 5000);
      try {
        await overlayUploadsOn(shared, dataDir).refreshSnapshot();
      } finally {
        await shared.close();
      }
      return;
    }
    if (!existsSync(path.join(dataDir, 'state'))) return;
    const store = await LevelStore.open(path.join(dataDir, 'state'));
    try {
      await overlayUploadsOn(store, dataDir).refreshSnapshot();
    } finally {
      await store.close();
    }
  } catch (err) {
    if (state === undefined && heldByAnotherProcess(err)) return;
    process.stderr.write(
      `sortal: the uploaded overlays could not be read (${(err as Error).message}); the build uses the last snapshot\n`,
    );
  }
}
