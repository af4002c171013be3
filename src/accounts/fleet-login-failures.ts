/** The failed-login counts of a fleet, in hashes of the shared state store (`RedisStore`). */
import { createHash } from 'node:crypto';
import type { FleetFailures, SharedLoginState } from './login-limiter.js';

/** What the store offers: hashes read in one round trip, and updated (with a lifetime) in one. */
export interface HashStore {
  readHashes(keys: string[]): Promise<Array<Record<string, string>>>;
  updateHashes(
    updates: Array<{
      key: string;
      add?: Record<string, number>;
      set?: Record<string, string>;
      ttlMs: number;
    }>,
  ): Promise<void>;
}

/** A username as a key part: as typed when it could be an account's name, else its digest. */
function userPart(username: string): string {
  return /^[A-Za-z0-9_.@-]{1,64}$/.test(username)
    ? username
    : '#' + createHash('sha256').update(username).digest('hex');
}

const accountKey = (username: string) => `login-failures:account:${userPart(username)}`;
const addressKey = (address: string) => `login-failures:address:${address}`;
const knownKey = (username: string) => `login-known:${userPart(username)}`;

function failuresOf(hash: Record<string, string> | undefined): FleetFailures | undefined {
  const count = Number(hash?.count);
  const last = Number(hash?.last);
  return count > 0 && Number.isFinite(last) ? { count, last } : undefined;
}

/**
 * Per username and per client address: a hash {count, last} that Redis forgets once the
 * limit's `forgetAfterMs` passes without a failure. Per username: the addresses it logged
 * in from, each with the time until which it is known.
 */
export class FleetLoginFailures implements SharedLoginState {
  constructor(private readonly store: HashStore) {}

  async read(
    username: string,
    address: string,
  ): Promise<{ account?: FleetFailures; address?: FleetFailures; knownUntil?: number }> {
    const [byAccount, byAddress, known] = await this.store.readHashes([
      accountKey(username),
      addressKey(address),
      knownKey(username),
    ]);
    const account = failuresOf(byAccount);
    const fromAddress = failuresOf(byAddress);
    const knownUntil = Number(known?.[address]);
    return {
      ...(account ? { account } : {}),
      ...(fromAddress ? { address: fromAddress } : {}),
      ...(knownUntil > 0 ? { knownUntil } : {}),
    };
  }

  failed(
    username: string,
    address: string,
    now: number,
    forget: { account: number; address: number },
  ): Promise<void> {
    const set = { last: String(now) };
    return this.store.updateHashes([
      { key: accountKey(username), add: { count: 1 }, set, ttlMs: forget.account },
      { key: addressKey(address), add: { count: 1 }, set, ttlMs: forget.address },
    ]);
  }

  succeeded(username: string, address: string, until: number, knownForMs: number): Promise<void> {
    return this.store.updateHashes([
      { key: knownKey(username), set: { [address]: String(until) }, ttlMs: knownForMs },
    ]);
  }
}
