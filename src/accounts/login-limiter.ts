/**
 * Failed-login limiting, per account and per client address. A few failures are free;
 * after them each further failure closes the key for a wait that doubles up to a cap,
 * and a key left without failures for a while starts again from zero. Refused attempts
 * are not checked and do not count, so nobody can keep a key closed for longer than the
 * cap after their last real failure: there is no permanent lockout.
 *
 * An account closed by failures from elsewhere stays open to the addresses it logged in
 * from lately (for `knownFor`): someone guessing the owner's password cannot shut the
 * owner's own clients out. Successes reset nothing, or a client with an account of its
 * own could wipe its failures by logging in between guesses.
 *
 * A fleet (a shared state store) shares the failures and the known addresses: a check
 * reads them first (`fleetRetryAfter`, one round trip) and each failure is written there
 * before its 401 goes out, so that failures on one instance count on all.
 */
import ipaddr from 'ipaddr.js';

export interface LoginLimits {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A key with no failure for this long starts again from zero. */
  forgetAfterMs: number;
}

/** The fleet's failures of one key: how many, and when the last was (epoch ms). */
export interface FleetFailures {
  count: number;
  last: number;
}

/** Failed logins and known addresses in a store every instance of a fleet shares. */
export interface SharedLoginState {
  /** The failures of `username` and of `address` (an `addressKey`), and until when (epoch ms) the address is known to the account. */
  read(
    username: string,
    address: string,
  ): Promise<{ account?: FleetFailures; address?: FleetFailures; knownUntil?: number }>;
  /** One more failure for both, each forgotten after its `forget` ms without another. */
  failed(
    username: string,
    address: string,
    now: number,
    forget: { account: number; address: number },
  ): Promise<void>;
  /** The account logged in from the address: it passes the account's limit until `until`. */
  succeeded(username: string, address: string, until: number, knownForMs: number): Promise<void>;
}

export interface LoginLimiterOptions {
  account?: Partial<LoginLimits>;
  address?: Partial<LoginLimits>;
  /** How long an address an account logged in from keeps passing that account's limit. */
  knownForMs?: number;
  /** Keys kept at most, per kind; the least recently failed go first. */
  maxKeys?: number;
  /** The clock, epoch milliseconds (tests use a fake one). */
  now?: () => number;
  /** A fleet's shared failures (with a Redis state store); none: this process's own. */
  shared?: SharedLoginState;
}

const DEFAULT_ACCOUNT: LoginLimits = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};
/** An address may hold several users (an office, a NAT): a few more free failures. */
const DEFAULT_ADDRESS: LoginLimits = { ...DEFAULT_ACCOUNT, freeFailures: 10 };
const KNOWN_ADDRESSES_PER_ACCOUNT = 8;

interface Failures {
  count: number;
  last: number;
  /** Checks under way, by credentials digest: each may be one more failure. */
  inFlight: Set<string>;
}

/** One kind of key (accounts or addresses) with its limits. */
class FailureTable {
  private readonly entries = new Map<string, Failures>();

  constructor(
    readonly limits: LoginLimits,
    private readonly maxKeys: number,
  ) {}

  /** Takes in the fleet's failures of `key`, which include this process's own. */
  merge(key: string, fleet: FleetFailures, now: number): void {
    let e = this.live(key, now);
    if (!e) {
      if (fleet.count === 0 || now - fleet.last >= this.limits.forgetAfterMs) return;
      this.add(key, (e = { count: 0, last: fleet.last, inFlight: new Set() }));
    }
    e.count = Math.max(e.count, fleet.count);
    e.last = Math.max(e.last, fleet.last);
  }

  private add(key: string, e: Failures): void {
    if (this.entries.size >= this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, e);
  }

  private live(key: string, now: number): Failures | undefined {
    const e = this.entries.get(key);
    if (e && e.inFlight.size === 0 && now - e.last >= this.limits.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Milliseconds until a check of `attempt` under this key may run; 0 when it may now. */
  waitMs(key: string, attempt: string, now: number): number {
    const e = this.live(key, now);
    if (!e) return 0;
    const { freeFailures, baseDelayMs, maxDelayMs } = this.limits;
    if (e.count >= freeFailures) {
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (e.count - freeFailures));
      const until = e.last + delay;
      if (until > now) return until - now;
    }
    // Checks under way count as failures until they end, so that a burst sent at once
    // gets no more tries than the same guesses sent one after another. The same
    // credentials again are no new guess: they wait for the check under way.
    if (
      e.count + e.inFlight.size >= freeFailures &&
      e.inFlight.size > 0 &&
      !e.inFlight.has(attempt)
    )
      return baseDelayMs;
    return 0;
  }

  started(key: string, attempt: string, now: number): void {
    let e = this.live(key, now);
    if (!e) this.add(key, (e = { count: 0, last: now, inFlight: new Set() }));
    e.inFlight.add(attempt);
  }

  /**
   * The check of `attempt` ended; a failure counts once however many requests shared it.
   * Whether this call counted one.
   */
  ended(key: string, attempt: string, failed: boolean, now: number): boolean {
    const e = this.entries.get(key);
    if (!e || !e.inFlight.delete(attempt) || !failed) return false;
    e.count += 1;
    e.last = now;
    // Most recently failed last: the table drops keys from the front.
    this.entries.delete(key);
    this.entries.set(key, e);
    return true;
  }
}

/** The key of a client address: IPv6 by its /64, since one host may hold a whole /64. */
export function addressKey(address: string): string {
  try {
    const parsed = ipaddr.process(address);
    if (parsed.kind() === 'ipv4') return parsed.toString();
    const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
    return parts.map((p) => p.toString(16)).join(':') + '::/64';
  } catch {
    return address;
  }
}

export class LoginLimiter {
  private readonly accounts: FailureTable;
  private readonly addresses: FailureTable;
  private readonly known = new Map<string, Map<string, number>>();
  private readonly knownForMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private readonly fleet: SharedLoginState | undefined;

  constructor(opts: LoginLimiterOptions = {}) {
    this.fleet = opts.shared;
    this.maxKeys = opts.maxKeys ?? 100_000;
    this.accounts = new FailureTable({ ...DEFAULT_ACCOUNT, ...opts.account }, this.maxKeys);
    this.addresses = new FailureTable({ ...DEFAULT_ADDRESS, ...opts.address }, this.maxKeys);
    this.knownForMs = opts.knownForMs ?? 30 * 86_400_000;
    this.now = opts.now ?? Date.now;
  }

  private isKnown(username: string, address: string, now: number): boolean {
    const until = this.known.get(username)?.get(address);
    return until !== undefined && until > now;
  }

  /**
   * Seconds to wait before credentials `attempt` (a digest) for `username` from `address`
   * are checked; 0: check them now.
   */
  retryAfter(username: string, address: string, attempt: string): number {
    const now = this.now();
    const key = addressKey(address);
    const byAddress = this.addresses.waitMs(key, attempt, now);
    const byAccount = this.isKnown(username, key, now)
      ? 0
      : this.accounts.waitMs(username, attempt, now);
    return Math.max(byAddress, byAccount) / 1000;
  }

  /** Whether failures are shared with a fleet: then check with `fleetRetryAfter`. */
  get shared(): boolean {
    return this.fleet !== undefined;
  }

  /** `retryAfter` once the fleet's failures and known addresses are read (one round trip). */
  async fleetRetryAfter(username: string, address: string, attempt: string): Promise<number> {
    const key = addressKey(address);
    const seen = await this.fleet?.read(username, key);
    const now = this.now();
    if (seen?.account) this.accounts.merge(username, seen.account, now);
    if (seen?.address) this.addresses.merge(key, seen.address, now);
    if (
      seen?.knownUntil !== undefined &&
      seen.knownUntil > now &&
      !this.isKnown(username, key, now)
    )
      this.remember(username, key, seen.knownUntil - this.knownForMs);
    return this.retryAfter(username, address, attempt);
  }

  /** A check of credentials `attempt` (a digest) begins. */
  started(username: string, address: string, attempt: string): void {
    const now = this.now();
    this.accounts.started(username, attempt, now);
    this.addresses.started(addressKey(address), attempt, now);
  }

  /**
   * The check of `attempt` ended: the credentials were right (`success`), wrong
   * (`failure`), or the check itself failed (`no-answer`, which counts as neither). In a
   * fleet, a promise that settles once a failure is written to the shared store.
   */
  ended(
    username: string,
    address: string,
    attempt: string,
    outcome: 'success' | 'failure' | 'no-answer',
  ): Promise<void> | undefined {
    const now = this.now();
    const key = addressKey(address);
    const failed = outcome === 'failure';
    const counted = this.accounts.ended(username, attempt, failed, now);
    this.addresses.ended(key, attempt, failed, now);
    if (outcome === 'success') {
      this.remember(username, key, now);
      // Best effort: without it the owner's address is merely not known to other instances.
      this.fleet
        ?.succeeded(username, key, now + this.knownForMs, this.knownForMs)
        .catch(() => undefined);
    }
    if (!counted || !this.fleet) return undefined;
    return this.fleet.failed(username, key, now, {
      account: this.accounts.limits.forgetAfterMs,
      address: this.addresses.limits.forgetAfterMs,
    });
  }

  private remember(username: string, key: string, now: number): void {
    let addresses = this.known.get(username);
    if (!addresses) {
      if (this.known.size >= this.maxKeys) {
        const oldest = this.known.keys().next().value;
        if (oldest !== undefined) this.known.delete(oldest);
      }
      this.known.set(username, (addresses = new Map<string, number>()));
    }
    addresses.delete(key);
    addresses.set(key, now + this.knownForMs);
    if (addresses.size > KNOWN_ADDRESSES_PER_ACCOUNT) {
      const oldest = addresses.keys().next().value;
      if (oldest !== undefined) addresses.delete(oldest);
    }
  }
}
