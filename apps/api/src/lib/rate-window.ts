import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Where the events of every window live: this process's memory (one node), or Redis (a fleet: every
 * node counts against the same limits, docs/scaling.md). A window has a stable name so two windows
 * with the same keys (an address in the staff and in the parent login) never count each other.
 */
export interface WindowStore {
  /** Event times of `key` in window `name` after `since`, oldest first. */
  events(name: string, key: string, since: number): Promise<number[]>;
  /** Records an event at `at`; only the newest `limit` are kept, all forgotten `windowMs` after the last. */
  add(name: string, key: string, at: number, limit: number, windowMs: number): Promise<void>;
  clear(name: string, key: string): Promise<void>;
}

/** Sweeps expired keys past this many, so a flood of distinct keys cannot grow the map for ever. */
const MEMORY_SWEEP_AT = 50_000;

/** One process's windows: what a single node has always done. */
export class MemoryWindowStore implements WindowStore {
  private readonly hits = new Map<string, { times: number[]; expires: number }>();

  async events(name: string, key: string, since: number) {
    return this.live(`${name}\n${key}`, since);
  }

  async add(name: string, key: string, at: number, limit: number, windowMs: number) {
    const id = `${name}\n${key}`;
    const times = this.live(id, at - windowMs);
    times.push(at);
    if (times.length > limit) times.splice(0, times.length - limit);
    this.hits.set(id, { times, expires: at + windowMs });
    if (this.hits.size > MEMORY_SWEEP_AT) this.sweep(at);
  }

  async clear(name: string, key: string) {
    this.hits.delete(`${name}\n${key}`);
  }

  private live(id: string, since: number): number[] {
    const times = (this.hits.get(id)?.times ?? []).filter((t) => t > since);
    if (!times.length) this.hits.delete(id);
    return times;
  }

  private sweep(now: number) {
    for (const [id, entry] of this.hits) if (entry.expires <= now) this.hits.delete(id);
  }
}

/**
 * Trim, add and expire in one step, so two nodes hitting one key at once both count and nobody reads a
 * half-written window. The member is unique (time + random) so two events in one millisecond stay two.
 */
const ADD_SCRIPT = `
local key = KEYS[1]
local at = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', at - windowMs)
redis.call('ZADD', key, at, ARGV[4])
redis.call('ZREMRANGEBYRANK', key, 0, -limit - 1)
redis.call('PEXPIRE', key, windowMs)
return 1
`;

type WithAdd = Redis & { vcWindowAdd(key: string, at: number, windowMs: number, limit: number, member: string): Promise<unknown> };

/** Warn about a Redis fallback at most this often: an outage must not flood the log line per request. */
const WARN_EVERY_MS = 60_000;

/**
 * Windows shared by every node through Redis: a sorted set per key (`<prefix><name>:<key>`, scores are
 * event times), trimmed to the newest `limit` events and expiring with the window. While Redis is
 * unreachable or slow every call falls back to this node's memory and logs a warning: limits keep
 * holding per node, and a request never fails because of Redis (docs/decisions.md, "Shared rate
 * limits in Redis").
 */
export class RedisWindowStore implements WindowStore {
  private readonly redis: WithAdd;
  private lastWarning = -Infinity;

  constructor(redis: Redis, private readonly log: Pick<FastifyBaseLogger, 'warn'>, private readonly prefix = 'vc:rl:', private readonly fallback = new MemoryWindowStore()) {
    if (!('vcWindowAdd' in redis)) redis.defineCommand('vcWindowAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
    this.redis = redis as WithAdd;
  }

  async events(name: string, key: string, since: number) {
    return this.shared(async () => {
      const flat = await this.redis.zrangebyscore(this.key(name, key), `(${since}`, '+inf', 'WITHSCORES');
      return flat.filter((_, i) => i % 2 === 1).map(Number);
    }, () => this.fallback.events(name, key, since));
  }

  async add(name: string, key: string, at: number, limit: number, windowMs: number) {
    await this.shared(
      async () => { await this.redis.vcWindowAdd(this.key(name, key), at, windowMs, limit, `${at}:${randomUUID()}`); },
      () => this.fallback.add(name, key, at, limit, windowMs),
    );
  }

  async clear(name: string, key: string) {
    await this.shared(async () => { await this.redis.del(this.key(name, key)); }, () => this.fallback.clear(name, key));
  }

  private key(name: string, key: string) {
    return `${this.prefix}${name}:${key}`;
  }

  /** Redis when it is connected, this node's memory when it is not or the command fails. */
  private async shared<T>(remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') {
      this.warn(`not connected (${this.redis.status})`);
      return local();
    }
    try {
      return await remote();
    } catch (err) {
      this.warn((err as Error).message);
      return local();
    }
  }

  private warn(reason: string) {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.log.warn({ reason }, 'Redis unavailable: rate windows count on this node only');
  }
}

/**
 * Counts events per key in a sliding window (one minute unless told), in the app's window store. Only
 * the newest `limit` events of a key are kept: nothing past the limit changes an answer, and a flood
 * cannot grow a key's list.
 */
export class RateWindow {
  constructor(
    private readonly store: WindowStore,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private live(key: string) {
    return this.store.events(this.name, key, this.now() - this.windowMs);
  }

  /** Events of this key inside the window (at most `limit`). */
  async count(key: string): Promise<number> {
    return (await this.live(key)).length;
  }

  async isBlocked(key: string): Promise<boolean> {
    return (await this.live(key)).length >= this.limit;
  }

  /** Seconds until the key is below its limit again (the oldest kept event leaves the window). */
  async retryAfter(key: string): Promise<number> {
    const list = await this.live(key);
    if (!list.length) return 0;
    return Math.max(1, Math.ceil((list[0] + this.windowMs - this.now()) / 1000));
  }

  async hit(key: string) {
    await this.store.add(this.name, key, this.now(), this.limit, this.windowMs);
  }

  async clear(key: string) {
    await this.store.clear(this.name, key);
  }
}
