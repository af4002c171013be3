/**
 * Assembles the default taxonomy and prints what it holds: categories per source,
 * total, depth histogram (depth 1 = verticals), categories per vertical, elapsed time
 * and peak RSS.
 *
 *   node dist/build-index/taxonomy/report-taxonomy.js [full|small]
 */
import { assembleTaxonomy, checkTree, type TaxonomyProfile } from './assemble.js';

/** Depth-3 paths listed in the report, most populated first. */
const TOP_PATHS = 300;

/** The `top` most populated subtrees rooted at `depth`, with their paths and sizes. */
function populatedPaths(
  cats: ReadonlyArray<{ key: string; parent: string | null; name: string }>,
  tree: ReturnType<typeof checkTree>,
  depth: number,
  top: number,
): string[] {
  const size = new Map<number, number>();
  const parentOf = (i: number): number => {
    const p = cats[i]!.parent;
    return p === null ? -1 : tree.index.get(p)!;
  };
  for (let i = 0; i < cats.length; i++) {
    let j = i;
    while (j >= 0 && tree.depth[j]! > depth) j = parentOf(j);
    if (j >= 0 && tree.depth[j] === depth) size.set(j, (size.get(j) ?? 0) + 1);
  }
  const pathOf = (i: number): string => {
    const names: string[] = [];
    for (let j = i; j >= 0; j = parentOf(j)) names.push(cats[j]!.name);
    return names.reverse().join(' > ');
  };
  const ranked = [...size].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, top);
  return [
    `the ${ranked.length} most populated depth-${depth} paths (categories at and below):`,
    ...ranked.map(([i, n]) => `  ${n.toLocaleString('en-US').padStart(9)}  ${pathOf(i)}`),
  ];
}

async function main(): Promise<void> {
  const arg = process.argv[2] ?? 'full';
  if (arg !== 'full' && arg !== 'small')
    throw new Error(`profile must be full or small, not ${arg}`);
  const profile: TaxonomyProfile = arg;
  const t0 = performance.now();
  let last = '';
  const draft = await assembleTaxonomy({
    profile,
    onProgress: (stage, done, total) => {
      if (stage !== last)
        process.stderr.write(
          `  [${done}/${total}] ${stage} (${((performance.now() - t0) / 1000).toFixed(1)} s)\n`,
        );
      last = stage;
    },
  });
  const elapsed = (performance.now() - t0) / 1000;
  const cats = draft.categories;
  const tree = checkTree(cats);

  const lines: string[] = [];
  lines.push(`profile: ${profile}`);
  lines.push('categories per source:');
  for (const [k, v] of Object.entries(draft.counts))
    lines.push(`  ${k.padEnd(12)} ${v.toLocaleString('en-US').padStart(9)}`);
  const prefixes = new Map<string, number>();
  for (const c of cats) {
    const p = c.key.startsWith('geo:city:')
      ? 'geo:city'
      : c.key.startsWith('geo:continent:')
        ? 'geo:continent'
        : c.key.startsWith('geo:')
          ? c.key.split('.').length === 1
            ? 'geo:country'
            : c.key.split('.').length === 2
              ? 'geo:admin1'
              : 'geo:admin2'
          : c.key.startsWith('svc:')
            ? `svc:${c.key.split(':')[1]}`
            : c.key.split(':')[0]!;
    prefixes.set(p, (prefixes.get(p) ?? 0) + 1);
  }
  lines.push('categories per key kind:');
  for (const [k, v] of [...prefixes].sort())
    lines.push(`  ${k.padEnd(18)} ${v.toLocaleString('en-US').padStart(9)}`);
  lines.push(`total categories: ${cats.length.toLocaleString('en-US')}`);

  const hist = new Map<number, number>();
  for (const d of tree.depth) hist.set(d, (hist.get(d) ?? 0) + 1);
  lines.push('depth histogram (1 = verticals):');
  for (const d of [...hist.keys()].sort((a, b) => a - b))
    lines.push(`  ${String(d).padStart(2)} ${hist.get(d)!.toLocaleString('en-US').padStart(9)}`);

  const perVertical = new Map<number, number>();
  for (const v of tree.vertical) perVertical.set(v, (perVertical.get(v) ?? 0) + 1);
  lines.push('categories per vertical:');
  for (const [v, n] of [...perVertical].sort((a, b) => b[1] - a[1]))
    lines.push(`  ${cats[v]!.name.padEnd(26)} ${n.toLocaleString('en-US').padStart(9)}`);

  lines.push(...populatedPaths(cats, tree, 3, TOP_PATHS));

  const patterns = cats.reduce((n, c) => n + c.patterns.length, 0);
  const withNeg = cats.filter((c) => c.negative.length > 0).length;
  lines.push(
    `patterns: ${patterns.toLocaleString('en-US')}; categories with negative words: ${withNeg.toLocaleString('en-US')}`,
  );
  lines.push(
    `sources: ${Object.entries(draft.sources)
      .map(([k, v]) => `${k}@${v}`)
      .join(', ')}`,
  );
  lines.push(`elapsed: ${elapsed.toFixed(1)} s`);
  lines.push(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
