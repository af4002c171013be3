/**
 * Not a test: measures build and open time of a synthetic ~600k-category version and
 * per-category size, plus name access through the names blob vs FlatBuffers strings.
 *   npx tsc -p . && node dist/test/native-index/measure-open.js [count]
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import * as flatbuffers from 'flatbuffers';
import { buildIndex } from '../../build-index/build.js';
import type { DraftCategory, TaxonomyDraft } from '../../build-index/taxonomy/draft.js';
import { CategoryTable } from '../../native-index/generated/sortal/index/category-table.js';
import { Category } from '../../native-index/generated/sortal/index/category.js';
import { COMPONENTS } from '../../native-index/components.js';
import { openContainer } from '../../native-index/container.js';
import { attachIndexVersion, openIndexVersion } from '../../native-index/reader.js';
import { tempDir } from '../helpers/index-fixtures.js';

const N = Number(process.argv[2] ?? 600_000);
const WORDS = [
  'hotel',
  'coffee',
  'chicago',
  'illinois',
  'espresso',
  'travel',
  'airline',
  'zürich',
  'roast',
  'brand',
  'store',
  'bank',
];

function synthetic(n: number): TaxonomyDraft {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const cats: DraftCategory[] = [];
  // 25 top tiers, then each category below a random earlier one of depth < 14 (real taxonomy: depth <= ~20).
  const shallow: number[] = [];
  const depth: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = i < 25 ? -1 : shallow[Math.floor(rnd() * shallow.length)]!;
    depth.push(p < 0 ? 1 : depth[p]! + 1);
    if (depth[i]! < 14) shallow.push(i);
    const parent = p < 0 ? null : `wn:${p}`;
    const name =
      Array.from(
        { length: 1 + Math.floor(rnd() * 3) },
        () => WORDS[Math.floor(rnd() * WORDS.length)],
      ).join(' ') + ` ${i}`;
    cats.push({
      key: `wn:${i}`,
      parent,
      name,
      patterns: [name],
      negative: [],
      context: [],
      facets:
        rnd() < 0.1
          ? [
              ['brand', `Brand ${i % 5000}`],
              ['domain', 'product'],
            ]
          : [],
      prior: rnd(),
    });
  }
  return { categories: cats, counts: { synthetic: n }, sources: {} };
}

const t = tempDir('sortal-measure-');
try {
  const draft = synthetic(N);
  const t0 = performance.now();
  const res = await buildIndex({ dataDir: t.dir, draft, at: new Date('2026-11-22T00:00:00Z') });
  const buildMs = performance.now() - t0;
  let total = 0;
  const sizes: Record<string, number> = {};
  for (const name of Object.keys(res.manifest.files))
    total += sizes[name] = statSync(path.join(res.dir, name)).size;

  const timeOpen = (verify: boolean) => {
    const runs: number[] = [];
    for (let r = 0; r < 5; r++) {
      const s = performance.now();
      openIndexVersion(res.dir, { verify });
      runs.push(performance.now() - s);
    }
    return Math.min(...runs);
  };
  const openVerify = timeOpen(true);
  const openNoVerify = timeOpen(false);
  const v = openIndexVersion(res.dir);
  const s0 = performance.now();
  attachIndexVersion(structuredClone(v.description));
  const attachMs = performance.now() - s0;

  const bench = (label: string, fn: (i: number) => unknown, iters = 2_000_000) => {
    let sink = 0;
    for (let i = 0; i < 200_000; i++) sink ^= fn((i * 7919) % v.count) ? 1 : 0;
    const s = performance.now();
    for (let i = 0; i < iters; i++) sink ^= fn((i * 7919) % v.count) ? 1 : 0;
    const ns = ((performance.now() - s) * 1e6) / iters;
    console.log(`${label.padEnd(34)} ${ns.toFixed(0).padStart(5)} ns/op${sink === 2 ? '' : ''}`);
  };
  const table = CategoryTable.getRootAsCategoryTable(
    new flatbuffers.ByteBuffer(
      openContainer(v.file(COMPONENTS.categoryTable.file), COMPONENTS.categoryTable),
    ),
  );
  const scratch = new Category();

  console.log(
    `categories: ${v.count}, max depth ${Object.keys(res.manifest.counts.by_depth).length}`,
  );
  console.log(`build: ${buildMs.toFixed(0)} ms`);
  console.log(
    `version size: ${(total / 1e6).toFixed(1)} MB = ${(total / v.count).toFixed(1)} bytes/category`,
  );
  for (const [n, s] of Object.entries(sizes))
    console.log(`  ${n.padEnd(16)} ${(s / v.count).toFixed(1).padStart(6)} B/cat`);
  console.log(
    `open (verify sha256): ${openVerify.toFixed(0)} ms; open (no verify): ${openNoVerify.toFixed(0)} ms; attach (worker side): ${attachMs.toFixed(2)} ms`,
  );
  const ids = Array.from({ length: 1024 }, (_, k) => v.idAt((k * 104729) % v.count));
  bench('indexOfId', (i) => v.indexOfId(ids[i & 1023]!));
  bench('nameAt (utf8 blob)', (i) => v.nameAt(i));
  bench('name via FlatBuffers string', (i) => table.categories(i, scratch)!.name());
  bench('pathAt', (i) => v.pathAt(i), 300_000);
  bench('isWithin', (i) => v.isWithin(i, v.ancestorAtDepth(i, 1)));
  bench('facetsAt', (i) => v.facetsAt(i));
  bench('keyAt', (i) => v.keyAt(i));
} finally {
  t.cleanup();
}
