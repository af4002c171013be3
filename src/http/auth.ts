/**
 * HTTP Basic authentication of a call: the account of its Authorization header, found in
 * the verification caches when it can be, or verified with scrypt (src/accounts).
 */
import { credentialsDigest, type Account } from '../accounts/accounts.js';
import { ApiError, tooManyRequests } from '../errors.js';
import type { Services } from '../services.js';
import { clientIp } from './client-ip.js';
import type { Ctx } from './context.js';

const UNAUTHORIZED_HEADERS = { 'WWW-Authenticate': 'Basic realm="sortal", charset="UTF-8"' };

function credentials(header: string | undefined): { user: string; password: string } | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function unauthorized(withCredentials: boolean): ApiError {
  return new ApiError(
    401,
    'unauthorized',
    withCredentials
      ? 'The username or password is wrong.'
      : 'This call needs HTTP Basic credentials: Authorization: Basic base64(username:password).',
    undefined,
    UNAUTHORIZED_HEADERS,
  );
}

/** The usual spelling of a Basic header; others (case, spaces) are decoded first. */
const CANONICAL_BASIC = /^Basic [A-Za-z0-9+/]+={0,2}$/;

/**
 * The account of the request's Basic credentials. Credentials verified a moment ago are
 * found by a digest of the header alone, without decoding it or waiting, and on a
 * keep-alive connection whose last verified header this is, without the digest. Only
 * the canonical spelling is cached that way, so that one pair of credentials cannot fill
 * the cache under endless spellings of its header.
 */
export function authenticate(c: Ctx, services: Services): Account | Promise<Account> {
  const incoming = c.env?.incoming;
  const header = incoming ? incoming.headers.authorization : c.req.header('authorization');
  if (!header) throw unauthorized(false);
  const accounts = services.accounts;
  const connection = incoming?.socket;
  if (connection) {
    const known = accounts.cachedOnConnection(connection, header);
    if (known) return known;
  }
  const digest = CANONICAL_BASIC.test(header) ? credentialsDigest(header) : undefined;
  const remember = (account: Account) => {
    if (connection && digest !== undefined)
      accounts.rememberOnConnection(connection, header, digest);
    return account;
  };
  const known = digest === undefined ? undefined : accounts.cached(digest);
  if (known) return remember(known);
  const creds = credentials(header);
  if (!creds) throw unauthorized(false);
  return checked(c, services, creds, digest).then(remember);
}

/**
 * Verifies credentials that no cache vouches for, unless failed logins for their user or
 * from the client's address have closed the door for now (429 with Retry-After).
 */
function checked(
  c: Ctx,
  services: Services,
  creds: { user: string; password: string },
  digest: string | undefined,
): Promise<Account> {
  const attempt = digest ?? credentialsDigest(`${creds.user}\0${creds.password}`);
  const address = clientIp(c, services.trustProxy);
  const logins = services.logins;
  const check = (wait: number): Promise<Account> => {
    if (wait > 0)
      throw tooManyRequests(
        'too_many_failed_logins',
        'Too many failed logins for this username or from this address: try again after the Retry-After seconds.',
        wait,
      );
    logins.started(creds.user, address, attempt);
    return services.accounts.verify(creds.user, creds.password, attempt).then(
      (account) => {
        const recorded = logins.ended(
          creds.user,
          address,
          attempt,
          account ? 'success' : 'failure',
        );
        if (account) return account;
        // In a fleet the failure counts on every instance before its 401 goes out.
        const refuse = (): never => {
          throw unauthorized(true);
        };
        return recorded ? recorded.then(refuse, refuse) : refuse();
      },
      (err: unknown) => {
        void logins.ended(creds.user, address, attempt, 'no-answer');
        throw err;
      },
    );
  };
  return logins.shared
    ? logins.fleetRetryAfter(creds.user, address, attempt).then(check)
    : check(logins.retryAfter(creds.user, address, attempt));
}
