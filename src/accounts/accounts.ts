import { randomBytes, scrypt as scryptCb, timingSafeEqual, hash } from 'node:crypto';
import { promisify } from 'node:util';
import type { StateStore } from '../state/store.js';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const HASH_BYTES = 32;

export const FEATURES = ['parse', 'overlays'] as const;
export type Feature = (typeof FEATURES)[number];
export const DEFAULT_TIER_DEPTH = 32;

export interface Account {
  username: string;
  account_id: string;
  group: string;
  tier_depth: number;
  features: Feature[];
  /** Hex, 16 bytes: the key under which category ids are encoded for this account. */
  id_secret: string;
  /** Calls per billing cycle; absent means unlimited. */
  quota?: number;
  /** Requests per second; absent means unlimited. */
  rate?: number;
  /** ISO date; the billing cycle restarts on this day of every month. */
  created_at: string;
  password: { salt: string; hash: string; N: number; r: number; p: number };
}

export type PublicAccount = Omit<Account, 'password' | 'id_secret'>;

export interface NewAccount {
  username: string;
  group: string;
  tier_depth?: number;
  features?: Feature[];
  quota?: number;
  rate?: number;
}

const USERNAME = /^[A-Za-z0-9_.@-]{1,64}$/;
const accountKey = (username: string) => `account:${username}`;
const ACCOUNTS_TOPIC = 'accounts';

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

async function hashPassword(password: string): Promise<Account['password']> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, HASH_BYTES, SCRYPT_PARAMS);
  return {
    salt: salt.toString('hex'),
    hash: hash.toString('hex'),
    N: SCRYPT_PARAMS.N,
    r: SCRYPT_PARAMS.r,
    p: SCRYPT_PARAMS.p,
  };
}

async function passwordMatches(stored: Account['password'], password: string): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = await scrypt(password, Buffer.from(stored.salt, 'hex'), expected.length, {
    N: stored.N,
    r: stored.r,
    p: stored.p,
    maxmem: SCRYPT_PARAMS.maxmem,
  });
  return timingSafeEqual(expected, actual);
}

export function publicView(account: Account): PublicAccount {
  const { password: _p, id_secret: _s, ...rest } = account;
  return rest;
}

export class AccountError extends Error {}

/**
 * Whether two strings are equal, looking at every character whatever the first
 * difference: a proxy may carry several clients' calls on one connection, and a
 * comparison that stops early would tell one of them how much of another's header it
 * got right.
 */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** What the verification cache is keyed by: a digest of the credentials, never the password itself. */
export function credentialsDigest(credentials: string): string {
  return hash('sha256', credentials, 'base64');
}

/**
 * Accounts in the state store, with a short-lived in-memory cache of successful
 * verifications so that scrypt does not run on every request. The cache is keyed by a
 * hash of the credentials and dropped for a user whenever that user changes.
 */
export class Accounts {
  private readonly verified = new Map<string, { account: Account; until: number }>();
  private readonly byUser = new Map<string, Set<string>>();

  constructor(
    private readonly store: StateStore,
    private readonly cacheTtlMs = 60_000,
  ) {}

  /**
   * On a shared store: forget a user whenever any instance changes it, so a removal or a
   * new password takes effect on the whole fleet at once.
   */
  async followChanges(): Promise<void> {
    await this.store.onAnnounce?.(ACCOUNTS_TOPIC, (username) => this.forget(username));
  }

  /** Forgets the user here and tells the other instances (if any) to forget it too. */
  private async changed(username: string): Promise<void> {
    this.forget(username);
    await this.store.announce?.(ACCOUNTS_TOPIC, username);
  }

  async get(username: string): Promise<Account | undefined> {
    return this.store.get<Account>(accountKey(username));
  }

  async list(): Promise<Account[]> {
    return (await this.store.scan<Account>('account:')).map(([, a]) => a);
  }

  async add(spec: NewAccount, password: string): Promise<Account> {
    if (!USERNAME.test(spec.username)) {
      throw new AccountError('username must be 1-64 characters of letters, digits, _ . @ -');
    }
    if (!spec.group || !/^[A-Za-z0-9_-]{1,32}$/.test(spec.group))
      throw new AccountError('group must be 1-32 letters, digits, _ or -');
    if (await this.get(spec.username))
      throw new AccountError(`account ${spec.username} exists already`);
    const account: Account = {
      username: spec.username,
      account_id: randomBytes(8).toString('hex'),
      group: spec.group,
      tier_depth: spec.tier_depth ?? DEFAULT_TIER_DEPTH,
      features: [...new Set(spec.features ?? [])],
      id_secret: randomBytes(16).toString('hex'),
      created_at: new Date().toISOString().slice(0, 10),
      password: await hashPassword(password),
    };
    if (spec.quota !== undefined) account.quota = spec.quota;
    if (spec.rate !== undefined) account.rate = spec.rate;
    await this.store.put(accountKey(account.username), account);
    return account;
  }

  async remove(username: string): Promise<boolean> {
    if (!(await this.get(username))) return false;
    await this.store.del(accountKey(username));
    await this.changed(username);
    return true;
  }

  async setPassword(username: string, password: string): Promise<boolean> {
    const account = await this.get(username);
    if (!account) return false;
    account.password = await hashPassword(password);
    await this.store.put(accountKey(username), account);
    await this.changed(username);
    return true;
  }

  /** Drops cached verifications of a user (after a change made elsewhere). */
  forget(username: string): void {
    for (const k of this.byUser.get(username) ?? []) this.verified.delete(k);
    this.byUser.delete(username);
  }

  private dummy: Promise<Account['password']> | undefined;

  /** A stored password of nobody, hashed with the parameters new accounts get. */
  private dummyPassword(): Promise<Account['password']> {
    return (this.dummy ??= hashPassword(generatePassword()));
  }

  /** Verifications under way, by cache key: concurrent requests with the same credentials share one scrypt run. */
  private readonly pending = new Map<string, Promise<Account | undefined>>();

  /**
   * The account whose credentials hash to `digest` (see `credentialsDigest`) and were
   * verified within the cache period, without waiting: the per-request fast path.
   */
  cached(digest: string): Account | undefined {
    const hit = this.verified.get(digest);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.account;
    this.verified.delete(digest);
    return undefined;
  }

  /**
   * Per connection (a keep-alive socket), the Authorization header last verified on it
   * and its digest: the client's next calls send the same header, which is then compared
   * instead of hashed again. The account still comes from `cached`, so its period and
   * `forget` apply as they do to every other call.
   */
  private readonly byConnection = new WeakMap<object, { header: string; digest: string }>();

  /** The account of `header` when it is the header verified last on `connection`, within the cache period. */
  cachedOnConnection(connection: object, header: string): Account | undefined {
    const memo = this.byConnection.get(connection);
    return memo !== undefined && sameText(memo.header, header)
      ? this.cached(memo.digest)
      : undefined;
  }

  /** Notes that `header`, cached under `digest`, was verified on `connection`. */
  rememberOnConnection(connection: object, header: string, digest: string): void {
    this.byConnection.set(connection, { header, digest });
  }

  /**
   * The account for these credentials, or undefined. Timing-safe on the password. A
   * success is cached under `digest` (by default one of the username and password).
   */
  async verify(
    username: string,
    password: string,
    digest = credentialsDigest(`${username}\0${password}`),
  ): Promise<Account | undefined> {
    const hit = this.cached(digest);
    if (hit) return hit;
    let running = this.pending.get(digest);
    if (!running) {
      running = this.check(username, password, digest).finally(() => this.pending.delete(digest));
      this.pending.set(digest, running);
    }
    return running;
  }

  private async check(
    username: string,
    password: string,
    cacheKey: string,
  ): Promise<Account | undefined> {
    const account = await this.get(username);
    // An unknown user's password goes through the very same check, against a hash made
    // like an account's, so that the answer takes the same work and time either way.
    const matches = await passwordMatches(
      account?.password ?? (await this.dummyPassword()),
      password,
    );
    if (!account || !matches) return undefined;
    this.verified.set(cacheKey, { account, until: Date.now() + this.cacheTtlMs });
    let keys = this.byUser.get(username);
    if (!keys) this.byUser.set(username, (keys = new Set()));
    keys.add(cacheKey);
    return account;
  }
}
