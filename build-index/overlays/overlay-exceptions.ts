/**
 * The reviewed exceptions of an overlay (`<slug>.exceptions.tsv` in this folder): mappings
 * the automatic rules get wrong, fixed by hand. One line per overlay node, tab-separated:
 *
 *   node_id  category  note
 *
 * `category` is the key of one of our categories (`topic:...`, `wn:...`, `gpt:...`), or
 * `-` to leave the node unmapped. A line starting with `#` and an empty line are skipped;
 * the first line is the header.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OVERLAYS_DIR } from './overlay-source.js';

export interface OverlayException {
  nodeId: string;
  /** A category key, or null: leave the node unmapped. */
  category: string | null;
  note: string;
}

export class OverlayExceptionError extends Error {
  override readonly name = 'OverlayExceptionError';
}

export function parseOverlayExceptions(text: string, file: string): OverlayException[] {
  const out: OverlayException[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.replace(/\r$/, '');
    if (i === 0 || line.trim() === '' || line.startsWith('#')) continue;
    const [nodeId, category, note] = line.split('\t');
    if (!nodeId || !category)
      throw new OverlayExceptionError(`${file}:${i + 1}: expected "node_id<TAB>category<TAB>note"`);
    if (seen.has(nodeId))
      throw new OverlayExceptionError(`${file}:${i + 1}: node ${nodeId} is listed twice`);
    seen.add(nodeId);
    out.push({ nodeId, category: category === '-' ? null : category, note: note ?? '' });
  }
  return out;
}

/** The exceptions file of an overlay; none when it has no file. */
export function loadOverlayExceptions(slug: string, dir = OVERLAYS_DIR): OverlayException[] {
  const file = path.join(dir, `${slug}.exceptions.tsv`);
  return existsSync(file) ? parseOverlayExceptions(readFileSync(file, 'utf8'), file) : [];
}
