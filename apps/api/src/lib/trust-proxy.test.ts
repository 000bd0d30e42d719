import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('should trust nobody when unset, 0 or false', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('should read 1 and the old boolean true as one proxy hop, and larger numbers as hop counts', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    const fn = fastifyTrustProxy(2) as (a: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => fn('198.51.100.1', hop))).toEqual([true, true, false]);
  });

  it('should read a list of proxy addresses, CIDRs and named ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1, fd00::/8,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('should refuse to start on a value that is neither a hop count nor addresses', () => {
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('300.1.1.1')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('99')).toThrow(/hops/);
  });
});
