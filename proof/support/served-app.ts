import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

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
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vet-proof-'));
  const webDist = await snapshotWebDist(path.join(dataDir, 'web'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test',
      LOG_LEVEL: 'warn', DATABASE_URL: '', SEED_DEMO: '1', WEB_DIST: webDist, ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, webDist, stop };
}

export const DEMO_PASSWORD = 'demo1234';
