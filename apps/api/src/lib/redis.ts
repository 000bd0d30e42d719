import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long startup waits for Redis before serving with per-node limits (it keeps reconnecting after). */
const FIRST_CONNECT_MS = 2_000;
/** A rate-limit command slower than this falls back: a request never waits long on Redis. */
const COMMAND_TIMEOUT_MS = 500;
/** Log a connection error at most this often while Redis stays down. */
const ERROR_LOG_EVERY_MS = 60_000;

/**
 * The shared-state connection of a fleet (REDIS_URL). Redis being down must never fail a request nor
 * crash the process (docs/decisions.md, "Shared rate limits in Redis"): no offline queue (a command
 * while disconnected fails at once and the caller falls back), no retries per command, a short command
 * timeout, reconnection for ever with a backoff capped at 5 s, and connection errors logged as
 * warnings, not thrown.
 */
export async function openRedis(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: FIRST_CONNECT_MS,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let lastError = -Infinity;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastError < ERROR_LOG_EVERY_MS) return;
    lastError = Date.now();
    log.warn({ err: err.message }, 'Redis connection error: rate limits count on this node only until it is back');
  });
  redis.on('ready', () => log.info('Redis connected: rate limits are shared by every node'));
  // Startup waits for the first answer, ready or error, so the first requests already share limits.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timeout);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timeout = setTimeout(done, FIRST_CONNECT_MS);
    redis.once('ready', done).once('error', done);
  });
  return redis;
}
