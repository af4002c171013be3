/**
 * Keyword search benchmark, on one thread, the code a worker and the front end run:
 *
 *   node dist/bench/keywords.bench.js   (or `npm run bench -- keywords`)
 *
 * on the newest version of SORTAL_DATA (./data; the full profile is built there when it has
 * none), or on the version folder KW_INDEX names (e.g. one of the small profile).
 *
 * Figures (medians over the runs):
 *  - tier search: POST keywords/search's worker task for each top tier as a whole branch
 *    with three filters (words <= 4, volume >= 100, no Adult or Alcohol flag), limit 25,000;
 *  - page: GET keywords/search/:id for one 1,000-keyword page of a stored 25,000 result
 *    (state store read, keyword records, category dictionary for an account);
 *  - categories/search: the worker task for 1,000 keywords of the dataset, one at a time;
 *  - the table: keywords, bytes, and the time a thread takes to open it.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openIndexVersion, type IndexVersion } from '../native-index/index.js';
import { keywordTableFor, KeywordTable } from '../workers/keywords/keyword-table.js';
import { readKeywordTable, KEYWORDS_FILE } from '../native-index/keywords-format.js';
import { searchKeywords } from '../workers/keywords/keyword-search.js';
import { searchCategories } from '../workers/keywords/categories-search.js';
import { LevelStore } from '../src/state/level-store.js';
import { SearchResults } from '../src/keywords/search-results.js';
import { CategoryPresenter } from '../src/present/category-view.js';
import type { Account } from '../src/accounts/accounts.js';
import { tempDir } from '../test/helpers/temp.js';
import { benchDataDir } from './bench-data.js';
import { median } from './median.js';

async function openVersion(): Promise<IndexVersion> {
  if (process.env.KW_INDEX) return openIndexVersion(process.env.KW_INDEX, { verify: false });
  const root = path.join(await benchDataDir(), 'indexes');
  const newest = readdirSync(root)
    .filter((n) => /^\d{8}T\d{6}Z$/.test(n))
    .sort()
    .pop()!;
  return openIndexVersion(path.join(root, newest), { verify: false });
}

const round = (ms: number): number => Math.round(ms * 100) / 100;

/** CPU ms of this process since `from` (process.cpuUsage): on a loaded machine, the figure wall time hides. */
const cpuSince = (from: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};
const figures = (wall: number[], cpu: number[]) => ({
  p50ms: round(median(wall)),
  maxMs: round(Math.max(...wall)),
  cpuP50ms: round(median(cpu)),
});

export async function run() {
  const index = await openVersion();
  const opened = performance.now();
  readKeywordTable(index.sharedFile(KEYWORDS_FILE), index.count);
  const openMs = performance.now() - opened;
  const t = keywordTableFor(index);
  if (!t) throw new Error(`${index.version} has no ${KEYWORDS_FILE}`);
  return {
    version: index.version,
    keywords: t.count,
    tableBytes: index.sharedFile(KEYWORDS_FILE).byteLength,
    openMs: round(openMs),
    ...(await measureKeywordSearch(index, t)),
  };
}

/** The search figures on a table of `index`'s categories (its own, or one built in process). */
export async function measureKeywordSearch(index: IndexVersion, t: KeywordTable) {
  // Tier searches: every top tier, 3 rounds (the first warms up and is left out).
  const filters = [
    { filter: 2 as const, value: 4, operator: 3 },
    { filter: 5 as const, value: 100, operator: 5 },
    { filter: 3 as const, value: [4, 8] },
  ];
  const tierMs: number[] = [];
  const tierCpu: number[] = [];
  let largest = { name: '', keywords: 0, ms: 0 };
  for (let round = 0; round < 3; round++)
    for (const top of index.topTiers()) {
      const s = performance.now();
      const c = process.cpuUsage();
      searchKeywords(t, {
        type: 0,
        ranges: [[top, index.subtreeEndAt(top)]],
        filters,
        limit: 25_000,
      });
      const ms = performance.now() - s;
      if (round === 0) continue;
      tierMs.push(ms);
      tierCpu.push(cpuSince(c));
      const n = t.startOf(index.subtreeEndAt(top)) - t.startOf(top);
      if (n > largest.keywords) largest = { name: index.nameAt(top), keywords: n, ms };
    }

  // Pages of 1,000 of a 25,000 result, through the state store and the presenter.
  const dir = tempDir('sortal-kwbench-');
  const store = await LevelStore.open(dir);
  const account = {
    id_secret: '00112233445566778899aabbccddeeff',
    tier_depth: 99,
  } as unknown as Account;
  const top = index.topTiers()[0]!;
  const found = searchKeywords(t, {
    type: 0,
    ranges: [[top, index.subtreeEndAt(top)]],
    filters: [],
    limit: 25_000,
  });
  const ids = new Uint32Array(Uint8Array.from(found.ids).buffer);
  const results = new SearchResults(store);
  const pageMs: number[] = [];
  const pageCpu: number[] = [];
  for (let r = 0; r < 5; r++) {
    const { searchid } = await results.create(
      'bench',
      { version: index.version, builtAt: 0, pagesize: 1000, limit: 25_000 },
      ids,
    );
    for (let p = 1; p < 25; p++) {
      const s = performance.now();
      const c = process.cpuUsage();
      const page = await results.page('bench', searchid, p);
      presentPage(index, t, account, page.ids);
      if (r > 0) {
        pageMs.push(performance.now() - s);
        pageCpu.push(cpuSince(c));
      }
    }
  }
  await store.close();
  rmSync(dir, { recursive: true, force: true });

  // categories/search for keywords of the dataset (every t.count/1000-th).
  const catMs: number[] = [];
  const catCpu: number[] = [];
  const step = Math.max(1, Math.floor(t.count / 1000));
  for (let r = 0; r < 2; r++)
    for (let id = 0; id < t.count; id += step) {
      const keyword = t.textAt(id);
      const s = performance.now();
      const c = process.cpuUsage();
      searchCategories(t, { keyword, limit: 5, ranges: [] });
      if (r > 0) {
        catMs.push(performance.now() - s);
        catCpu.push(cpuSince(c));
      }
    }

  return {
    tierSearch: {
      filters: 'words <= 4, volume >= 100, no Adult/Alcohol',
      ...figures(tierMs, tierCpu),
      largest: { ...largest, ms: round(largest.ms) },
    },
    page1000: figures(pageMs, pageCpu),
    categoriesSearch: figures(catMs, catCpu),
  };
}

/** What GET keywords/search/:id does with a page's ids. */
function presentPage(
  index: IndexVersion,
  t: KeywordTable,
  account: Account,
  ids: Uint32Array,
): string {
  const presenter = new CategoryPresenter(index, account);
  const shown = new Set<number>();
  const rows = Array.from(ids, (id) => {
    const c = t.categoryOf(id);
    if (c >= 0) shown.add(c);
    return {
      keyword: t.textAt(id),
      volume: t.d.volume[id],
      category_id: c >= 0 ? presenter.idOf(c) : null,
    };
  });
  return JSON.stringify(rows) + presenter.dictionaryText(shown);
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await run(), null, 1));
