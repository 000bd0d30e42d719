import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from '../../e2e/support/app-server';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServedApp {
  url: string;
  /** The private copy of the built web app it serves. */
  webDist: string;
  stop(): Promise<void>;
}

/**
 * Copies apps/web/dist aside, so someone rebuilding the web app meanwhile (which empties dist) cannot
 * blank a page in the middle of a suite. Waits for a build in progress to finish.
 */
async function snapshotWebDist(into: string): Promise<string> {
  const dist = path.join(ROOT, 'apps/web/dist');
  for (let i = 0; i < 240; i++) {
    if (existsSync(path.join(dist, 'app.html')) && existsSync(path.join(dist, 'book.html'))) {
      try {
        cpSync(dist, into, { recursive: true });
        if (existsSync(path.join(into, 'app.html')) && existsSync(path.join(into, 'book.html'))) return into;
      } catch {
        // dist changed while copying: try again
      }
      rmSync(into, { recursive: true, force: true });
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('apps/web/dist is not built: run `npm run build`');
}

/**
 * Starts the real server (apps/api/src/server.ts, serving the built web app) as a child process on a
 * free loopback port with a fresh embedded database and the demo data — the way the e2e starts it.
 */
export async function startServedApp(env: Record<string, string> = {}): Promise<ServedApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vet-proof-'));
  // A build of one's own (WEB_DIST) is used as it is; apps/web/dist is copied, since it may be rebuilt meanwhile.
  const webDist = env.WEB_DIST ?? process.env.WEB_DIST ?? await snapshotWebDist(path.join(dataDir, 'web'));
  const app = await startAppServer({ WEB_DIST: webDist, ...env }, { dataDir, timeoutMs: 180_000 });
  return { url: app.url, webDist, stop: app.stop };
}

export const DEMO_PASSWORD = 'demo1234';
