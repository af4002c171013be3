/**
 * `sortal keywords search`: a keyword search on the newest index version of a data folder,
 * in this process (no server, no pool), exported as CSV or JSON lines, with a progress bar
 * for large exports. The same search and filters as POST keywords/search, without its
 * 500,000-keyword limit.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import cliProgress from 'cli-progress';
import type { Account } from '../accounts/accounts.js';
import { IndexManager } from '../versions/index-manager.js';
import { CategoryPresenter } from '../present/category-view.js';
import type { Logger } from '../logger.js';
import { checkFilters } from '../keywords/search-filters.js';
import { ApiError } from '../errors.js';
import { keywordTableFor } from '../../workers/keywords/keyword-table.js';
import { searchKeywords } from '../../workers/keywords/keyword-search.js';
import type { KeywordSearchInput } from '../../workers/keywords/keyword-search-protocol.js';
import { branchIndexes } from '../routes/classify-params.js';

export interface KeywordExportOptions {
  dataDir: string;
  account: Account;
  /** Type 1: the words. */
  words?: string;
  /** Type 0: category ids (API ids of `account`). */
  branches?: string[];
  /** With branches: the nodes only, not their subtrees. */
  nodeOnly?: boolean;
  /** The `filters` member of the API, as JSON text. */
  filters?: string;
  limit: number;
  format: 'csv' | 'jsonl';
  output?: string;
  progress: boolean;
  logger: Logger;
}

/** Rows between progress updates and write-buffer checks. */
const STEP = 10_000;

const csvField = (s: string): string => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export async function exportKeywordSearch(
  opts: KeywordExportOptions,
): Promise<{ matched: number; written: number }> {
  const indexes = new IndexManager(opts.dataDir, opts.logger);
  const index = indexes.refresh();
  if (!index) throw new Error(`no index version in ${opts.dataDir}: run sortal build-index first`);
  const t = keywordTableFor(index);
  if (!t) throw new Error(`index version ${index.version} has no keyword dataset: rebuild it`);
  const presenter = new CategoryPresenter(index, opts.account);
  let filters;
  try {
    filters = checkFilters(opts.filters === undefined ? null : JSON.parse(opts.filters));
  } catch (e) {
    if (e instanceof SyntaxError)
      throw new Error(`--filters is not JSON: ${e.message}`, { cause: e });
    if (e instanceof ApiError) throw new Error(`--filters: ${e.message}`, { cause: e });
    throw e;
  }
  const input: KeywordSearchInput = { type: 1, filters, limit: opts.limit };
  if (opts.branches) {
    input.type = 0;
    input.ranges = branchIndexes(presenter, opts.branches, '--branch').map((i) => [
      i,
      opts.nodeOnly ? i + 1 : index.subtreeEndAt(i),
    ]);
  } else input.words = opts.words ?? '';
  const result = searchKeywords(t, input);
  const ids = new Uint32Array(result.ids.buffer, result.ids.byteOffset, result.ids.byteLength / 4);

  const out = opts.output ? createWriteStream(opts.output) : process.stdout;
  const bar = opts.progress
    ? new cliProgress.SingleBar(
        {
          format: 'Exporting |{bar}| {percentage}% {value}/{total} keywords',
          stream: process.stderr,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(ids.length, 0);
  if (opts.format === 'csv') out.write('keyword,volume,category_id,category_path\n');
  let chunk = '';
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    const c = t.categoryOf(id);
    const v = c < 0 ? -1 : presenter.visible(c);
    const keyword = t.textAt(id);
    const volume = t.d.volume[id]!;
    const categoryId = v >= 0 ? presenter.idOf(v) : null;
    const path = v >= 0 ? index.pathAt(v).join(' > ') : '';
    chunk +=
      opts.format === 'csv'
        ? `${csvField(keyword)},${volume},${categoryId ?? ''},${csvField(path)}\n`
        : JSON.stringify({ keyword, volume, category_id: categoryId, path }) + '\n';
    if ((k + 1) % STEP === 0 || k === ids.length - 1) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
      bar?.update(k + 1);
    }
  }
  bar?.stop();
  if (out !== process.stdout) {
    out.end();
    await once(out, 'finish');
  }
  indexes.close();
  return { matched: result.matched, written: ids.length };
}
