/**
 * The client's address (`signature.client_ip`): the socket's peer, unless that peer is
 * one of the reverse proxies `--trust-proxy` names. Then X-Forwarded-For is walked from
 * the right (each proxy appends the address it was called from), skipping the entries
 * that are trusted proxies too; the first entry that is not is the client. Entries to
 * its left were written by the client or by proxies we do not trust, so they are never
 * believed. IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) match as their IPv4 address.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** A literal IPv4 (dotted decimal) or IPv6 address, mapped IPv6 read as IPv4; undefined when not one. */
function parseAddress(text: string): Address | undefined {
  const s = text.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) return ipaddr.IPv4.parse(s);
  if (!ipaddr.IPv6.isValid(s)) return undefined;
  const v6 = ipaddr.IPv6.parse(s);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

export class TrustedProxies {
  private constructor(private readonly ranges: ReadonlyArray<readonly [Address, number]>) {}

  /**
   * A comma-separated list of addresses and CIDR ranges (`127.0.0.1,10.0.0.0/8,::1`).
   * Throws an Error naming the first item that is neither.
   */
  static parse(list: string): TrustedProxies {
    const ranges: Array<readonly [Address, number]> = [];
    for (const raw of list.split(',')) {
      const item = raw.trim();
      const slash = item.indexOf('/');
      const addr = parseAddress(slash < 0 ? item : item.slice(0, slash));
      const mapped = addr?.kind() === 'ipv4' && item.includes(':');
      const max = addr?.kind() === 'ipv4' ? 32 : 128;
      let bits = max;
      if (slash >= 0) {
        const prefix = item.slice(slash + 1);
        bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) - (mapped ? 96 : 0) : -1;
      }
      if (!addr || bits < 0 || bits > max) {
        throw new Error(
          `"${item}" is not an IP address or CIDR range (the trusted proxies are a comma-separated list such as 127.0.0.1,10.0.0.0/8,::1)`,
        );
      }
      ranges.push([addr, bits]);
    }
    return new TrustedProxies(ranges);
  }

  trusts(address: string): boolean {
    const addr = parseAddress(address);
    if (!addr) return false;
    return this.ranges.some(
      ([range, bits]) => range.kind() === addr.kind() && (addr as ipaddr.IPv4).match(range, bits),
    );
  }

  /** The client's address, from the socket peer's address and the X-Forwarded-For header. */
  clientAddress(peer: string, forwardedFor: string | undefined): string {
    if (!forwardedFor || !this.trusts(peer)) return peer;
    const hops = forwardedFor.split(',');
    let client = peer;
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!.trim();
      if (hop === '') continue;
      client = hop;
      if (!this.trusts(hop)) break;
    }
    return client;
  }
}
