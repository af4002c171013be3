import { addressVerdict, canonicalIp, type AddressVerdict } from './address.js';
import { FetchError } from './errors.js';

/** Longest URL accepted (also bounds the work robots.txt matching can cost). */
export const MAX_URL_LENGTH = 2048;

/**
 * Ports browsers refuse to fetch from (WHATWG Fetch "bad port" list): talking HTTP to
 * SMTP, IRC, SSH and friends is a cross-protocol attack, so the fetcher refuses too.
 */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** Policy for which addresses may be contacted; see FetchOptions.allowLoopbackForTests. */
export type LoopbackPolicy = boolean | ((url: URL) => boolean);

export function loopbackAllowed(policy: LoopbackPolicy | undefined, url: URL): boolean {
  if (typeof policy === 'function') return policy(url) === true;
  return policy === true;
}

/** The URL's host as an IP literal (brackets removed), or null when it is a name. */
export function hostIp(url: URL): string | null {
  const h = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  // After WHATWG parsing an IPv4 host is always a dotted quad and an IPv6 host is bracketed.
  if (url.hostname.startsWith('[')) return canonicalIp(h);
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(h) ? canonicalIp(h) : null;
}

/** Throw `address_not_public` unless the verdict is acceptable under the policy. */
export function assertAddressAllowed(
  ip: string,
  verdict: AddressVerdict,
  url: URL,
  policy?: LoopbackPolicy,
): void {
  if (verdict === 'public') return;
  if (verdict === 'loopback' && loopbackAllowed(policy, url)) return;
  throw new FetchError(
    'address_not_public',
    `${url.hostname} resolves to ${ip}, which is not a public Internet address; only public http(s) URLs can be fetched.`,
  );
}

/**
 * Validate a URL for fetching: fully qualified http(s) with a host, no credentials, no
 * bad port, and, when the host is an IP literal (including numeric forms such as
 * `2130706433` or `0x7f.1`, which the WHATWG parser normalises to dotted quads), a
 * public address. Names are not resolved here; fetchPage resolves and vets them.
 *
 * Returns the parsed URL with any fragment removed.
 */
export function checkUrl(
  input: string | URL,
  opts: { allowLoopbackForTests?: LoopbackPolicy } = {},
): URL {
  const raw = typeof input === 'string' ? input.trim() : input.href;
  if (raw.length === 0)
    throw new FetchError(
      'invalid_url',
      'The url is empty; send a fully qualified http:// or https:// URL.',
    );
  if (raw.length > MAX_URL_LENGTH) {
    throw new FetchError(
      'invalid_url',
      `The url is ${raw.length} characters long; at most ${MAX_URL_LENGTH} are accepted.`,
    );
  }
  if (!/^https?:\/\//i.test(raw)) {
    throw new FetchError(
      'invalid_url',
      'The url must be fully qualified and start with http:// or https://.',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError(
      'invalid_url',
      'The url is not a valid URL; send a fully qualified http:// or https:// URL.',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError(
      'invalid_url',
      `Scheme ${url.protocol} is not supported; only http and https URLs can be fetched.`,
    );
  }
  if (url.hostname === '') throw new FetchError('invalid_url', 'The url has no host.');
  if (url.username !== '' || url.password !== '') {
    throw new FetchError('invalid_url', 'The url must not contain credentials (user:password@).');
  }
  if (url.port !== '' && BAD_PORTS.has(Number(url.port))) {
    throw new FetchError(
      'invalid_url',
      `Port ${url.port} is not allowed for fetching (it belongs to a non-HTTP protocol).`,
    );
  }
  url.hash = '';
  const ip = hostIp(url);
  if (ip !== null) assertAddressAllowed(ip, addressVerdict(ip), url, opts.allowLoopbackForTests);
  else if (url.hostname.includes('[') || url.hostname.includes(']')) {
    throw new FetchError('invalid_url', 'The url host is not valid.');
  }
  return url;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/**
 * Vet what a resolver returned for the URL's host: refuse (`address_not_public`) if ANY
 * address is unacceptable, `fetch_unreachable` if there is none. Returns the addresses in
 * canonical form; these, and only these, may be connected to. Pure: no network.
 */
export function vetResolved(
  url: URL,
  found: ReadonlyArray<{ address: string; family?: number }>,
  policy?: LoopbackPolicy,
): ResolvedAddress[] {
  if (!Array.isArray(found) || found.length === 0) {
    throw new FetchError('fetch_unreachable', `Host ${url.hostname} has no addresses.`);
  }
  const ok: ResolvedAddress[] = [];
  // (Array.isArray has made `found` an any[]; a resolver may answer anything.)
  for (const a of found as ReadonlyArray<{ address?: string } | null | undefined>) {
    const ip = canonicalIp(String(a?.address ?? ''));
    if (ip === null) {
      throw new FetchError(
        'address_not_public',
        `${url.hostname} resolves to an invalid address; it cannot be fetched.`,
      );
    }
    assertAddressAllowed(ip, addressVerdict(ip), url, policy);
    ok.push({ address: ip, family: ip.includes(':') ? 6 : 4 });
  }
  return ok;
}
