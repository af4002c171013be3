import type { IndexVersion } from '../../native-index/index.js';

/**
 * What one account's answers repeat from request to request on one index version: the
 * API id of each category (the cipher of id-codec.ts) and the JSON text of its idpath.
 * A 1,000-keyword answer names some 300 categories and 1,000 ids with their ancestors;
 * encrypting them again on every request cost the front end about a tenth of its time.
 */
export interface AccountIdTexts {
  /** API id by category index. */
  readonly ids: Map<number, string>;
  /** Idpath as JSON without brackets, by category index. */
  readonly idpaths: Map<number, string>;
}

/** Entries kept per account and version; past it the maps start over (a bound, not an LRU). */
export const MAX_IDS_PER_ACCOUNT = 200_000;
/** Accounts kept per version; the one unused longest goes first. */
export const MAX_ACCOUNTS = 64;

const byVersion = new WeakMap<IndexVersion, Map<string, AccountIdTexts>>();

/** The texts of the account whose id secret is `secret`, on `index`. */
export function accountIdTexts(index: IndexVersion, secret: string): AccountIdTexts {
  let accounts = byVersion.get(index);
  if (accounts === undefined) byVersion.set(index, (accounts = new Map<string, AccountIdTexts>()));
  let texts = accounts.get(secret);
  if (texts !== undefined) {
    // Most recently used last.
    accounts.delete(secret);
    accounts.set(secret, texts);
    if (texts.ids.size > MAX_IDS_PER_ACCOUNT) texts.ids.clear();
    if (texts.idpaths.size > MAX_IDS_PER_ACCOUNT) texts.idpaths.clear();
    return texts;
  }
  texts = { ids: new Map<number, string>(), idpaths: new Map<number, string>() };
  accounts.set(secret, texts);
  if (accounts.size > MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value!);
  return texts;
}
