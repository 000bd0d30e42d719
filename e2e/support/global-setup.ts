import type { FullConfig } from '@playwright/test';
import { startAppServer } from './app-server';

/**
 * Starts the built app once per worker, each on a free loopback port with a fresh, seeded embedded database, side by
 * side; their URLs reach the tests as E2E_BASE_URLS (support/test.ts picks a worker's). E2E_BASE_URL given: every
 * worker uses that server.
 */
export default async function globalSetup(config: FullConfig) {
  if (process.env.E2E_BASE_URL) return;
  const apps = await Promise.all(Array.from({ length: Math.max(1, config.workers) }, (_, i) => startAppServer({}, { stdout: i === 0 ? 'inherit' : 'ignore' })));
  process.env.E2E_BASE_URLS = apps.map((a) => a.url).join(',');
  process.env.E2E_BASE_URL = apps[0].url;
  return async () => { await Promise.all(apps.map((a) => a.stop())); };
}
