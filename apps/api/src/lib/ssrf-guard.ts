import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress { address: string; family: 4 | 6 }
/** DNS resolution (the third party here); tests pass their own to name an address without a DNS server. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * Whether an address is anything but global unicast: loopback, private (RFC 1918), carrier-grade NAT,
 * link-local, unique-local (fc00::/7), multicast, unspecified, reserved, documentation, and the IPv6
 * forms that embed an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, NAT64, 6to4, Teredo). An IPv4-mapped
 * address is judged by its IPv4 part; the other embeddings are refused outright. Anything that does not
 * parse (a zone id, garbage) counts as private.
 */
export function isPrivateAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return true;
  let addr: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() !== 'unicast';
}

export class BlockedTargetError extends Error {
  constructor(readonly hostname: string, readonly address: string) {
    super(`blocked: ${hostname} resolves to the private address ${address}`);
  }
}

/**
 * Outgoing requests to addresses a clinic types in (webhook endpoints, lab order gateways) go through this guard,
 * so a clinic cannot make the server reach its own network or the cloud metadata service.
 *
 * Resolves the URL's host and checks every address it has: one private address is enough to refuse
 * (a name with a public and a private record would otherwise let the connection pick the private one).
 * With `allowPrivate` (the clinic's admin opted in for this endpoint) all addresses pass. The caller
 * connects to the returned address, never resolving the name again (no DNS-rebinding window).
 */
export async function resolveTarget(url: URL, allowPrivate: boolean, resolver: Resolver = systemResolver): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host) ? [{ address: host, family: (host.includes(':') ? 6 : 4) as 4 | 6 }] : null;
  const addresses = literal ?? await resolver(host);
  if (!addresses.length) throw new Error(`no address for ${host}`);
  if (!allowPrivate) {
    const blocked = addresses.find((a) => isPrivateAddress(a.address));
    if (blocked) throw new BlockedTargetError(host, blocked.address);
  }
  return addresses[0];
}

/** A `lookup` for node:http(s) that answers with the address `resolveTarget` checked (the name is not resolved again). */
export function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}
