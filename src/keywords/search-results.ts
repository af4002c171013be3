/**
 * Keyword search results in the state store (API.md, "Results and lifetimes"): a result
 * lives RESULT_LIFETIME_SECONDS from its creation, or until its last page has been read
 * (consumption); then it answers 404 `result_expired`. The matched keyword ids are stored
 * in chunks of CHUNK_IDS, so reading a page reads one or two small values whatever the
 * size of the result. Keys: `kwsearch:<account_id>:<searchid>` (the handle) and
 * `kwsearch:<account_id>:<searchid>:<chunk>`; another account's searchid is unknown.
 */
import { randomBytes } from 'node:crypto';
import type { StateStore } from '../state/store.js';
import { badRequest, notFound } from '../errors.js';

export const RESULT_LIFETIME_SECONDS = 2 * 86_400;
export const CHUNK_IDS = 10_000;
const SEARCH_ID_RE = /^[0-9a-f]{32}$/;

export interface SearchResultMeta {
  /** Index version the ids belong to, and its built_at (Unix seconds) to find it again. */
  version: string;
  builtAt: number;
  count: number;
  pagesize: number;
  pages: number;
  limit: number;
  /** Creation time, ms. */
  createdAt: number;
}

export interface SearchPage {
  meta: SearchResultMeta;
  /** Keyword ids of the page, in result order. */
  ids: Uint32Array;
  current: number;
  /** null on the last page (the result is consumed by reading it). */
  next: number | null;
}

const key = (account: string, id: string, chunk?: number): string =>
  `kwsearch:${account}:${id}${chunk === undefined ? '' : `:${chunk}`}`;

export class SearchResults {
  constructor(
    private readonly store: StateStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores a result and returns its searchid. */
  async create(
    account: string,
    meta: Omit<SearchResultMeta, 'createdAt' | 'pages' | 'count'>,
    ids: Uint32Array,
  ): Promise<{ searchid: string; meta: SearchResultMeta }> {
    const searchid = randomBytes(16).toString('hex');
    const full: SearchResultMeta = {
      ...meta,
      count: ids.length,
      pages: Math.ceil(ids.length / meta.pagesize),
      createdAt: this.now(),
    };
    const ttlSeconds = RESULT_LIFETIME_SECONDS;
    const ops: Array<{ type: 'put'; key: string; value: unknown }> = [];
    for (let c = 0; c * CHUNK_IDS < ids.length; c++) {
      const part = ids.subarray(c * CHUNK_IDS, (c + 1) * CHUNK_IDS);
      ops.push({
        type: 'put',
        key: key(account, searchid, c),
        value: Buffer.from(part.buffer, part.byteOffset, part.byteLength).toString('base64'),
      });
    }
    // Chunks first, the handle last: a handle that exists has all its chunks.
    await Promise.all(ops.map((op) => this.store.put(op.key, op.value, { ttlSeconds })));
    await this.store.put(key(account, searchid), full, { ttlSeconds });
    return { searchid, meta: full };
  }

  /** Page `page` (from 1) of a result; reading the last page deletes it. */
  async page(account: string, searchid: string, page: number): Promise<SearchPage> {
    const gone = () =>
      notFound(
        'result_expired',
        'No search result with this id: it is unknown, more than 2 days old, or its last page was already read. Run the search again.',
        'result_id',
      );
    if (!SEARCH_ID_RE.test(searchid)) throw gone();
    const meta = await this.store.get<SearchResultMeta>(key(account, searchid));
    if (!meta) throw gone();
    if (this.now() >= meta.createdAt + RESULT_LIFETIME_SECONDS * 1000) {
      await this.delete(account, searchid, meta);
      throw gone();
    }
    const last = Math.max(1, meta.pages);
    if (!Number.isInteger(page) || page < 1 || page > last)
      throw badRequest(
        'invalid_page',
        `page must be a whole number from 1 to ${last} (this result has ${meta.pages} page${meta.pages === 1 ? '' : 's'}).`,
        'page',
      );
    const from = (page - 1) * meta.pagesize;
    const to = Math.min(meta.count, from + meta.pagesize);
    const ids = new Uint32Array(Math.max(0, to - from));
    for (let c = Math.floor(from / CHUNK_IDS); c * CHUNK_IDS < to; c++) {
      const text = await this.store.get<string>(key(account, searchid, c));
      if (text === undefined) throw gone();
      const chunk = new Uint32Array(Uint8Array.from(Buffer.from(text, 'base64')).buffer);
      const base = c * CHUNK_IDS;
      for (let k = Math.max(from, base); k < Math.min(to, base + chunk.length); k++)
        ids[k - from] = chunk[k - base]!;
    }
    const isLast = page === last;
    if (isLast) await this.delete(account, searchid, meta);
    return { meta, ids, current: page, next: isLast ? null : page + 1 };
  }

  private async delete(account: string, searchid: string, meta: SearchResultMeta): Promise<void> {
    const ops: Array<{ type: 'del'; key: string }> = [{ type: 'del', key: key(account, searchid) }];
    for (let c = 0; c * CHUNK_IDS < meta.count; c++)
      ops.push({ type: 'del', key: key(account, searchid, c) });
    await this.store.batch(ops);
  }
}
