import { isIP } from 'node:net';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto):
 * none, the nearest `n` hops, or the proxies at these addresses/CIDRs. The client is the first
 * untrusted address counted from the right, so whatever a client writes on the left is ignored.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function validEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: `0`/`false`/empty = trust nobody; a number = that many proxy hops in front of
 * the app (`1` and `true`, the old boolean, mean one load balancer); otherwise a comma-separated list
 * of proxy addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal`.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY=${value}: at most ${MAX_HOPS} proxy hops`);
    return hops;
  }
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((e) => !validEntry(e));
  if (!entries.length || bad.length) {
    throw new Error(`TRUST_PROXY: "${bad.join(', ') || raw}" is not a hop count, an IP address, a CIDR (10.0.0.0/8) or loopback/linklocal/uniquelocal`);
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for our setting. A hop count becomes a function of the hop index: Fastify's
 * own numeric option trusts nobody (it cannot check the peer), and `true` would trust every hop,
 * which made the left-most, client-written X-Forwarded-For entry the client's address.
 */
export function fastifyTrustProxy(tp: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (tp === false || tp === 0) return false;
  if (typeof tp === 'number') return (_address, hop) => hop < tp;
  return tp;
}
