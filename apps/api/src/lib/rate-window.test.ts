import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { MemoryWindowStore, RateWindow, RedisWindowStore, type WindowStore } from './rate-window';
import { openRedis } from './redis';
import { closedPort, dropKeys, TEST_REDIS_URL } from '../test/redis';

const quiet = { warn: () => {}, info: () => {} };

// The same rules whichever store counts.
describe.each([
  ['memory', async () => ({ store: new MemoryWindowStore() as WindowStore, close: async () => {} })],
  ['redis', async () => {
    const redis = await openRedis(TEST_REDIS_URL, quiet);
    const prefix = `vc:test:${randomUUID()}:`;
    return { store: new RedisWindowStore(redis, quiet, prefix) as WindowStore, close: async () => { await dropKeys(redis, prefix); redis.disconnect(); } };
  }],
] as const)('rate window in %s', (_kind, open) => {
  let store: WindowStore;
  let close: () => Promise<void>;
  let clock = 1_000_000;
  beforeAll(async () => ({ store, close } = await open()));
  afterAll(() => close());

  it('should block a key at its limit until the oldest event leaves the window', async () => {
    const w = new RateWindow(store, 'a', 3, 60_000, () => clock);
    for (let i = 0; i < 3; i++) {
      expect(await w.isBlocked('k')).toBe(false);
      await w.hit('k');
      clock += 10_000;
    }
    expect(await w.isBlocked('k')).toBe(true);
    expect(await w.count('k')).toBe(3);
    expect(await w.retryAfter('k')).toBe(30);
    expect(await w.isBlocked('other')).toBe(false);
    clock += 30_000;
    expect(await w.isBlocked('k')).toBe(false);
    expect(await w.count('k')).toBe(2);
    clock += 60_000;
    expect(await w.count('k')).toBe(0);
    expect(await w.retryAfter('k')).toBe(0);
  });

  it('should keep only the newest `limit` events, and forget a cleared key', async () => {
    const w = new RateWindow(store, 'b', 2, 60_000, () => clock);
    for (let i = 0; i < 5; i++) { await w.hit('k'); clock += 1_000; }
    expect(await w.count('k')).toBe(2);
    // The two kept are 2 s and 1 s old: the key frees when the older leaves, in 58 s.
    expect(await w.retryAfter('k')).toBe(58);
    await w.clear('k');
    expect(await w.count('k')).toBe(0);
  });

  it('should not mix two windows with the same keys', async () => {
    const one = new RateWindow(store, 'one', 1, 60_000, () => clock);
    const two = new RateWindow(store, 'two', 1, 60_000, () => clock);
    await one.hit('1.2.3.4');
    expect(await one.isBlocked('1.2.3.4')).toBe(true);
    expect(await two.isBlocked('1.2.3.4')).toBe(false);
  });
});

describe('rate window shared through Redis', () => {
  const prefix = `vc:test:${randomUUID()}:`;
  let a: Redis;
  let b: Redis;
  beforeAll(async () => {
    [a, b] = await Promise.all([openRedis(TEST_REDIS_URL, quiet), openRedis(TEST_REDIS_URL, quiet)]);
  });
  afterAll(async () => {
    await dropKeys(a, prefix);
    a.disconnect();
    b.disconnect();
  });
  // Two nodes: each its own connection and store, one Redis.
  const nodes = (limit: number, windowMs = 60_000) => [a, b].map((r) => new RateWindow(new RedisWindowStore(r, quiet, prefix), `w${limit}`, limit, windowMs));

  it('should hold one limit for two nodes', async () => {
    const [one, two] = nodes(3);
    await one.hit('ip');
    await two.hit('ip');
    expect(await one.isBlocked('ip')).toBe(false);
    await one.hit('ip');
    expect(await two.isBlocked('ip')).toBe(true);
    expect(await one.isBlocked('ip')).toBe(true);
    expect(await two.retryAfter('ip')).toBeGreaterThan(0);
  });

  it('should count every one of many simultaneous hits from both nodes', async () => {
    const [one, two] = nodes(100);
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit('burst')));
    expect(await one.count('burst')).toBe(40);
  });

  it('should trim a key to its limit and let Redis expire it with the window', async () => {
    const [one] = nodes(5, 2_000);
    for (let i = 0; i < 12; i++) await one.hit('flood');
    const key = `${prefix}w5:flood`;
    expect(await a.zcard(key)).toBe(5);
    const ttl = await a.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2_000);
  });
});

describe('rate window when Redis is unreachable', () => {
  it('should count in memory, warn, and never throw', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), info: () => {} };
    const started = Date.now();
    const redis = await openRedis(`redis://127.0.0.1:${await closedPort()}`, log);
    try {
      // Startup does not hang on a refused connection.
      expect(Date.now() - started).toBeLessThan(2_500);
      const w = new RateWindow(new RedisWindowStore(redis, log, 'vc:test:down:'), 'down', 2);
      await w.hit('k');
      expect(await w.isBlocked('k')).toBe(false);
      await w.hit('k');
      expect(await w.isBlocked('k')).toBe(true);
      expect(await w.retryAfter('k')).toBeGreaterThan(0);
      await w.clear('k');
      expect(await w.count('k')).toBe(0);
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('should fall back to memory when a live connection drops', async () => {
    const redis = await openRedis(TEST_REDIS_URL, quiet);
    const w = new RateWindow(new RedisWindowStore(redis, quiet, `vc:test:${randomUUID()}:`), 'drop', 1);
    redis.disconnect();
    await w.hit('k');
    expect(await w.isBlocked('k')).toBe(true);
  });
});
