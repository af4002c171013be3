/**
 * The quality sample of an overlay's mapping, run by hand (not part of `npm run eval`):
 *
 *   node dist/test/eval/overlay-sample.js sample DATA_DIR OVERLAY SEED N > file.tsv
 *     N mapped nodes of OVERLAY in the newest version of DATA_DIR, drawn with a fixed
 *     seed, each with the category it maps to and an empty judgment column
 *   node dist/test/eval/overlay-sample.js sample DATA_DIR OVERLAY SEED N topical > file.tsv
 *     the same among the second, topical mappings of an overlay that is a source of ours
 *     (NAICS: map-overlay.ts, `topicalMapping`); a node the reviewed topical exceptions
 *     map is marked `topical-exception`, so it is scored apart
 *   node dist/test/eval/overlay-sample.js score file.tsv
 *     the share judged `correct`, in all and by how the node was mapped
 *
 * Judgments: `correct` (the category is the node, or the node is what the category is
 * about), `broad` (right branch, but the category is clearly wider or narrower than the
 * node), `wrong`.
 */
import { readFileSync } from 'node:fs';
import { listVersions } from '../../native-index/catalog.js';
import { openIndexVersion } from '../../native-index/reader.js';
import { decodeOverlays, OVERLAYS_FILE } from '../../native-index/overlays-format.js';
import { seededRandom } from '../../build-index/seeded-random.js';
import { loadOverlayExceptions } from '../../build-index/overlays/overlay-exceptions.js';

const HOW: Record<string, string> = { k: 'key', n: 'name', c: 'classified', e: 'exception' };
const HEADER = [
  'node_id',
  'node_path',
  'mapped_by',
  'category_key',
  'category_path',
  'judgment',
  'note',
];

function sample(dataDir: string, overlay: string, seed: number, n: number, topical = false): void {
  const versions = listVersions(dataDir);
  const newest = versions[versions.length - 1];
  if (!newest) throw new Error(`no index version in ${dataDir}`);
  const index = openIndexVersion(newest.dir);
  const table = decodeOverlays(index.file(OVERLAYS_FILE)).overlays.find((t) => t.name === overlay);
  if (!table) throw new Error(`${newest.version} has no overlay ${overlay}`);
  const categoryOf = new Map<number, number>();
  if (topical && !table.topical) throw new Error(`${overlay} has no topical mappings`);
  (topical ? table.topical! : table.category).forEach((c, k) => {
    if (c >= 0) categoryOf.set(k, c);
  });
  const mapped = [...categoryOf.keys()].sort((a, b) => a - b);
  const random = seededRandom(seed);
  // Partial Fisher-Yates: the first n of a seeded shuffle.
  for (let i = 0; i < Math.min(n, mapped.length); i++) {
    const j = i + Math.floor(random() * (mapped.length - i));
    [mapped[i], mapped[j]] = [mapped[j]!, mapped[i]!];
  }
  const rows = mapped.slice(0, n).sort((a, b) => a - b);
  // Topical mappings the reviewed exceptions gave are scored apart: they were read by hand.
  const reviewed = new Set(
    topical ? loadOverlayExceptions(`${table.slug}-topical`).map((e) => e.nodeId) : [],
  );
  console.log(
    `# ${overlay} of index version ${newest.version}; seed ${seed}; ${rows.length} of ${mapped.length} mapped nodes`,
  );
  console.log(HEADER.join('\t'));
  for (const k of rows) {
    const c = categoryOf.get(k)!;
    const [id, path] = table.nodes[k]!;
    const how = topical
      ? reviewed.has(id)
        ? 'topical-exception'
        : 'topical'
      : (HOW[table.by[k] ?? ''] ?? '?');
    console.log([id, path, how, index.keyAt(c), index.pathAt(c).join(' > '), '', ''].join('\t'));
  }
}

function score(file: string): void {
  const counts = new Map<string, Map<string, number>>();
  const add = (group: string, judgment: string) => {
    let m = counts.get(group);
    if (!m) counts.set(group, (m = new Map()));
    m.set(judgment, (m.get(judgment) ?? 0) + 1);
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#') || line.startsWith('node_id\t')) continue;
    const cols = line.split('\t');
    const judgment = cols[5] ?? '';
    if (!['correct', 'broad', 'wrong'].includes(judgment))
      throw new Error(`${file}: unjudged or unknown judgment in: ${line.slice(0, 80)}`);
    add('all', judgment);
    add(cols[2]!, judgment);
  }
  for (const [group, m] of counts) {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const pct = (j: string) =>
      `${j} ${m.get(j) ?? 0} (${((100 * (m.get(j) ?? 0)) / total).toFixed(1)}%)`;
    console.log(
      `${group.padEnd(10)} n=${total}: ${pct('correct')}, ${pct('broad')}, ${pct('wrong')}`,
    );
  }
}

const [cmd, ...args] = process.argv.slice(2);
if (cmd === 'sample')
  sample(args[0]!, args[1]!, Number(args[2] ?? 1), Number(args[3] ?? 200), args[4] === 'topical');
else if (cmd === 'score') score(args[0]!);
else {
  console.error('usage: overlay-sample sample DATA_DIR OVERLAY SEED N | score FILE');
  process.exitCode = 2;
}
