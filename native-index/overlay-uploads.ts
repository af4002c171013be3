/**
 * Client overlays uploaded by an administrator (POST /v2/user/overlay, `sortal overlays
 * upload`), as the state store keeps them and as the build reads them: the server (or
 * `sortal build-index`, when it can open the store itself) leaves every stored upload in
 * `<data>/overlay-uploads/snapshot.json`, and the build maps them into the version's
 * `overlays.json` beside the operator's mapping files. The front end writes this file
 * (src/overlays/); the build reads it (build-index/overlays/); this module is the file
 * both agree on, like the traffic snapshot.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const OVERLAY_UPLOADS_FILE = path.join('overlay-uploads', 'snapshot.json');

/** A node of an uploaded client taxonomy: the custom-taxonomy node format plus the client's node id. */
export interface OverlayUploadNode {
  id: string;
  name: string;
  positive_vocab: string[];
  negative_vocab: string[];
  nodes?: OverlayUploadNode[];
}

/** One line of an explicit mapping: our category (key or path of names) to a client node. */
export interface OverlayMappingRow {
  category: string;
  node_id: string;
  /** Levels joined by `::`. */
  node_path: string;
}

export interface OverlayUpload {
  /** Username of the only account that sees the overlay. */
  account: string;
  /** `<taxonomy>_v<version>_<year>`, the key of the API's overlay dictionary. */
  name: string;
  /** New on every upload: tells whether a version holds this upload or an older one. */
  upload_id: string;
  uploaded_at: string;
  uploaded_by: string;
  /** A client taxonomy, mapped onto our categories at build time... */
  nodes?: OverlayUploadNode[];
  /** ...or an explicit mapping. */
  mapping?: OverlayMappingRow[];
}

export interface OverlayUploadsSnapshot {
  written_at: string;
  uploads: OverlayUpload[];
}

/** Writes the snapshot into the data folder, atomically. */
export function writeOverlayUploads(dataDir: string, uploads: OverlayUpload[]): void {
  const file = path.join(dataDir, OVERLAY_UPLOADS_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const snapshot: OverlayUploadsSnapshot = { written_at: new Date().toISOString(), uploads };
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(snapshot));
  renameSync(tmp, file);
}

/** Whether the data folder has a snapshot (written once there was an upload). */
export function hasOverlayUploads(dataDir: string): boolean {
  return existsSync(path.join(dataDir, OVERLAY_UPLOADS_FILE));
}

/** The uploads the data folder's snapshot holds (none without a snapshot). */
export function readOverlayUploads(dataDir: string): OverlayUpload[] {
  const file = path.join(dataDir, OVERLAY_UPLOADS_FILE);
  if (!existsSync(file)) return [];
  const snap = JSON.parse(readFileSync(file, 'utf8')) as OverlayUploadsSnapshot;
  if (!snap || !Array.isArray(snap.uploads)) throw new Error(`${file}: no uploads list`);
  return snap.uploads;
}

/** Preorder walk of an uploaded taxonomy: each node with its path of names. */
export function* uploadNodesPreorder(
  nodes: readonly OverlayUploadNode[],
  above: readonly string[] = [],
): Generator<{ node: OverlayUploadNode; path: string[] }> {
  for (const node of nodes) {
    const p = [...above, node.name];
    yield { node, path: p };
    if (node.nodes) yield* uploadNodesPreorder(node.nodes, p);
  }
}
