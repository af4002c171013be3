/**
 * classify/url's pages: fetched through the safe fetcher (src/fetch), kept in the state
 * store for a day under the URL asked for, so a repeated call does not fetch again unless
 * `cache_skip` says so. Only successful fetches are kept; refusals are answered afresh.
 * Expired pages are deleted by the store (when read, and by the server's hourly sweep).
 */
import { createHash } from 'node:crypto';
import { fetchPage, type FetchOptions } from './index.js';
import type { StateStore } from '../state/store.js';

export const PAGE_CACHE_TTL_SECONDS = 24 * 3600;

export interface CachedPage {
  url: string;
  contentType: string;
  body: string;
  fetchedAt: string;
}

const keyOf = (url: string) => 'scrape:' + createHash('sha256').update(url).digest('base64url');

export async function loadPage(
  store: StateStore,
  url: string,
  opts: { cacheSkip: boolean; fetch: FetchOptions; signal?: AbortSignal },
): Promise<CachedPage & { cached: boolean }> {
  const key = keyOf(url);
  if (!opts.cacheSkip) {
    const hit = await store.get<CachedPage>(key);
    if (hit) return { ...hit, cached: true };
  }
  const page = await fetchPage(url, {
    ...opts.fetch,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  const value: CachedPage = {
    url: page.url,
    contentType: page.contentType,
    body: page.body,
    fetchedAt: page.fetchedAt,
  };
  await store.put(key, value, { ttlSeconds: PAGE_CACHE_TTL_SECONDS });
  return { ...value, cached: false };
}
