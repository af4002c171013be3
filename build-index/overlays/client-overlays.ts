/**
 * Client overlays: an operator's mapping files, `<data>/overlays/<username>/<name>.tsv`,
 * each one account's own overlay named `<name>` (`<taxonomy>_v<version>_<year>`), read
 * by every build and so versioned with the index. One line per mapping, tab-separated,
 * after a header line:
 *
 *   category  node_id  node_path
 *
 * `category` is the key of one of our categories (`topic:...`) or its path of names
 * (`Vehicles > Cars`, case aside); `node_path` is the client node's path, levels joined
 * by `::`. A category may map to several nodes and a node from several categories. A
 * line naming a category this build does not have is skipped and counted; a malformed
 * line fails the build with its file and line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const OVERLAY_NAME_RE = /^[A-Za-z][A-Za-z0-9-]*_v[A-Za-z0-9.-]+_\d{4}$/;
const USERNAME_RE = /^[A-Za-z0-9._-]{1,64}$/;

export class ClientOverlayError extends Error {
  override readonly name = 'ClientOverlayError';
}

export interface ClientOverlayFile {
  /** The account that sees it. */
  owner: string;
  name: string;
  /** Category (key or path) -> client node, per line. */
  rows: Array<{ category: string; nodeId: string; nodePath: string; line: number }>;
  file: string;
}

/** The mapping files of a data folder, sorted by owner and name. */
export function loadClientOverlays(dataDir: string): ClientOverlayFile[] {
  const root = path.join(dataDir, 'overlays');
  if (!existsSync(root)) return [];
  const out: ClientOverlayFile[] = [];
  for (const owner of readdirSync(root).sort()) {
    const dir = path.join(root, owner);
    if (!statSync(dir).isDirectory()) continue;
    if (!USERNAME_RE.test(owner))
      throw new ClientOverlayError(`${dir}: not a username folder (letters, digits, . _ -)`);
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith('.tsv')) continue;
      const file = path.join(dir, f);
      out.push(parseClientOverlay(owner, f.slice(0, -4), readFileSync(file, 'utf8'), file));
    }
  }
  return out;
}

export function parseClientOverlay(
  owner: string,
  name: string,
  text: string,
  file: string,
): ClientOverlayFile {
  if (!OVERLAY_NAME_RE.test(name))
    throw new ClientOverlayError(
      `${file}: the file name must be an overlay name <taxonomy>_v<version>_<year>, e.g. Acme_v2_2026.tsv`,
    );
  const rows: ClientOverlayFile['rows'] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.replace(/\r$/, '');
    if (i === 0 || line.trim() === '' || line.startsWith('#')) continue;
    const cols = line.split('\t').map((c) => c.trim());
    const [category, nodeId, nodePath] = cols;
    if (cols.length !== 3 || !category || !nodeId || !nodePath)
      throw new ClientOverlayError(
        `${file}:${i + 1}: expected "category<TAB>node_id<TAB>node_path", got ${cols.length} column(s)`,
      );
    rows.push({ category, nodeId, nodePath, line: i + 1 });
  }
  return { owner, name, rows, file };
}
