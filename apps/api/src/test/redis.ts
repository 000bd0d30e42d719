import { createServer } from 'node:net';
import type { Redis } from 'ioredis';

/** The Redis the tests use (TEST_REDIS_URL, else the local one); each test keeps its keys under its own prefix. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A port nothing listens on: bound by us, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Deletes every key under `prefix` (the run's own keys, nothing else). */
export async function dropKeys(redis: Redis, prefix: string) {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
}
