/**
 * Is an IP address one we may connect to on a caller's behalf?
 *
 * The answer is "yes" only for globally routable unicast addresses. Everything a
 * server-side request forgery could aim at is refused: loopback, RFC 1918 private,
 * link-local, CGNAT, multicast, broadcast, unspecified, documentation/benchmark/reserved
 * blocks, IPv6 unique-local and site-local, and any IPv6 form that embeds an IPv4
 * address (mapped, compatible, translated, NAT64, 6to4, Teredo) whose embedded
 * address is itself not public.
 *
 * ipaddr.js `range()` does the bulk of the classification; explicit octet and prefix
 * checks back it up so that a gap in one is caught by the other.
 */
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** What an address is, as far as the fetcher's policy is concerned. */
export type AddressVerdict = 'public' | 'loopback' | 'not_public' | 'invalid';

/**
 * Parse a literal IP (dotted IPv4 or a legacy numeric form, IPv6 with or without
 * brackets). Null when it is not one. IPv6 text is first canonicalised by the WHATWG URL
 * parser, because ipaddr.js misreads the IPv4-compatible form `::a.b.c.d` as IPv4-mapped.
 * Zone indexes (`fe80::1%eth0`) are not accepted.
 */
export function parseIp(ip: string): IPv4 | IPv6 | null {
  let s = ip.trim();
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  if (s === '' || s.length > 64) return null;
  try {
    if (s.includes(':')) {
      if (!/^[0-9a-fA-F:.]+$/.test(s)) return null;
      const host = new URL(`http://[${s}]/`).hostname; // throws on invalid IPv6
      return ipaddr.IPv6.parse(host.slice(1, -1));
    }
    // ipaddr.js also reads the legacy numeric forms (2130706433, 0x7f.1, 0177.0.0.1),
    // which is what we want here: they all mean an IPv4 address to a socket API.
    if (ipaddr.IPv4.isValid(s)) return ipaddr.IPv4.parse(s);
  } catch {
    return null;
  }
  return null;
}

/** IPv4 ranges we refuse, written out independently of ipaddr.js as a second check. */
const V4_BLOCKED: ReadonlyArray<readonly [number, number, number]> = [
  // [first octet, second-octet lower bound, second-octet upper bound]
  [0, 0, 255], // "this network", includes 0.0.0.0
  [10, 0, 255], // private
  [100, 64, 127], // CGNAT 100.64/10
  [127, 0, 255], // loopback
  [169, 254, 254], // link-local
  [172, 16, 31], // private 172.16/12
  [192, 168, 168], // private
  [198, 18, 19], // benchmarking 198.18/15
];

function v4Verdict(addr: IPv4): AddressVerdict {
  const [a, b, c] = addr.octets as [number, number, number, number];
  if (a === 127) return 'loopback';
  for (const [first, lo, hi] of V4_BLOCKED)
    if (a === first && b >= lo && b <= hi) return 'not_public';
  if (a >= 224) return 'not_public'; // multicast 224/4, reserved 240/4, broadcast
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'not_public'; // IETF protocol, TEST-NET-1
  if (a === 198 && b === 51 && c === 100) return 'not_public'; // TEST-NET-2
  if (a === 203 && b === 0 && c === 113) return 'not_public'; // TEST-NET-3
  if (a === 192 && b === 88 && c === 99) return 'not_public'; // 6to4 relay anycast (deprecated)
  // ipaddr.js knows a few more special blocks (AS112, AMT); anything it does not call
  // plain unicast is refused.
  return addr.range() === 'unicast' ? 'public' : 'not_public';
}

function embeddedV4(parts: number[], hiIndex: number, xor = 0): IPv4 {
  const hi = (parts[hiIndex]! ^ (xor >>> 16)) & 0xffff;
  const lo = (parts[hiIndex + 1]! ^ (xor & 0xffff)) & 0xffff;
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

/** Combine verdicts of embedded IPv4 addresses: any non-public one wins. */
function worst(...vs: AddressVerdict[]): AddressVerdict {
  if (vs.includes('invalid')) return 'invalid';
  if (vs.includes('not_public')) return 'not_public';
  if (vs.includes('loopback')) return 'loopback';
  return 'public';
}

const strict = (v: AddressVerdict): AddressVerdict => (v === 'loopback' ? 'not_public' : v);

function v6Verdict(addr: IPv6): AddressVerdict {
  const p = addr.parts;
  const range = addr.range();
  switch (range) {
    case 'loopback':
      return 'loopback';
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return v4Verdict(embeddedV4(p, 6));
    // The tunnelling/translation forms below are not themselves loopback addresses, so
    // an embedded 127.x makes them "not public" (never "loopback"): the test-only
    // loopback allowance must not open a path through a NAT64 gateway or tunnel.
    case 'rfc6052': {
      // 64:ff9b::/96 well-known NAT64 prefix embeds the target in the last 32 bits;
      // 64:ff9b:1::/48 is for local use and refused outright.
      if (p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0)
        return strict(v4Verdict(embeddedV4(p, 6)));
      return 'not_public';
    }
    case '6to4': // 2002:AABB:CCDD::/48 embeds AA.BB.CC.DD
      return strict(v4Verdict(embeddedV4(p, 1)));
    case 'teredo': // 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC (client obfuscated by XOR)
      return strict(worst(v4Verdict(embeddedV4(p, 2)), v4Verdict(embeddedV4(p, 6, 0xffffffff))));
    case 'unicast':
      break;
    default:
      // unspecified, linkLocal, multicast, uniqueLocal, reserved, benchmarking, amt,
      // as112v6, orchid2, discard, deprecatedSiteLocal, segmentRouting, ...
      return 'not_public';
  }
  // Explicit backstops for what ipaddr.js labels plain unicast.
  // IPv4-compatible ::a.b.c.d (deprecated) and the rest of ::/8: refuse.
  if (p[0] === 0) return 'not_public';
  // Only the global unicast allocation 2000::/3 is routable on the Internet.
  if ((p[0]! & 0xe000) !== 0x2000) return 'not_public';
  return 'public';
}

/** Classify an IP literal. `invalid` when the string is not an IP address. */
export function addressVerdict(ip: string): AddressVerdict {
  const addr = parseIp(ip);
  if (!addr) return 'invalid';
  return addr.kind() === 'ipv4' ? v4Verdict(addr as IPv4) : v6Verdict(addr as IPv6);
}

/** True only for a globally routable unicast address. Non-IP strings are false. */
export function isPublicAddress(ip: string): boolean {
  return addressVerdict(ip) === 'public';
}

/** True for 127/8, ::1 and IPv4-mapped/embedded forms of 127/8. */
export function isLoopbackAddress(ip: string): boolean {
  return addressVerdict(ip) === 'loopback';
}

/** Canonical text of an IP literal (IPv4 dotted quad, IPv6 RFC 5952), or null. */
export function canonicalIp(ip: string): string | null {
  const addr = parseIp(ip);
  if (!addr) return null;
  return addr.kind() === 'ipv4' ? addr.toString() : (addr as IPv6).toRFC5952String();
}
