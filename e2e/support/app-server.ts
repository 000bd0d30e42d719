import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A loopback port nobody listens on right now. */
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

/** Waits until `url`/api/health answers 2xx; fails early when the server process exits. */
export async function waitForHealth(url: string, child: ChildProcess, opts: { timeoutMs?: number; intervalMs?: number } = {}) {
  const { timeoutMs = 120_000, intervalMs = 250 } = opts;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error('server did not become healthy in time');
}

export interface AppServer { url: string; dataDir: string; stop(): Promise<void> }

/**
 * The built app (apps/api/src/server.ts serving the web build) on a free loopback port with a fresh
 * embedded database and the demo seed; `env` overrides its settings. `dataDir` (removed by stop)
 * defaults to a new temporary folder.
 */
export async function startAppServer(env: Record<string, string> = {}, opts: { dataDir?: string; stdout?: 'inherit' | 'ignore'; timeoutMs?: number } = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'vet-app-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', SEED_DEMO: '1', ...env },
    stdio: ['ignore', opts.stdout ?? 'ignore', 'inherit'],
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
    await waitForHealth(url, child, { timeoutMs: opts.timeoutMs });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, dataDir, stop };
}
