/** The overlay part of `sortal build-index`'s report: how each overlay was mapped and the share of our categories it covers. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeOverlays, OVERLAYS_FILE } from '../../native-index/overlays-format.js';

const pct = (n: number, d: number): string => (d > 0 ? ((100 * n) / d).toFixed(1) : '0.0') + '%';

/** Report lines for the version folder `dir`; none when it has no overlays. */
export function overlayReport(dir: string): string[] {
  const file = path.join(dir, OVERLAYS_FILE);
  if (!existsSync(file)) return [];
  const out = ['overlays (nodes mapped; categories covered, own or inherited):'];
  const doc = decodeOverlays(new Uint8Array(readFileSync(file)));
  for (const t of doc.overlays) {
    // `topical` counts second mappings of nodes already counted.
    const mapped = Object.entries(t.mapped)
      .filter(([k]) => k !== 'topical')
      .reduce((a, [, n]) => a + n, 0);
    const how = Object.entries(t.mapped)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    const c = t.coverage;
    const skipped =
      (t.skipped ? `; ${t.skipped} lines name no category of this version` : '') +
      (t.unapplied?.length
        ? `; exceptions naming no category of this version: nodes ${t.unapplied.join(', ')}`
        : '');
    out.push(
      `  ${t.owner ? `${t.owner}/` : ''}${t.name}${t.upload ? ` (upload ${t.upload})` : ''}: ${mapped} of ${t.nodes.length} nodes mapped (${how}); coverage ${pct(c.covered, c.categories)}${skipped}`,
    );
    for (const [v, x] of Object.entries(c.by_vertical))
      out.push(`    ${v.padEnd(24)} ${pct(x.covered, x.categories).padStart(6)}`);
  }
  for (const u of doc.shadowed ?? [])
    out.push(
      `  upload ${u.upload} (${u.owner}/${u.name}) left out: a built-in overlay or an operator's mapping file has that name`,
    );
  return out;
}
