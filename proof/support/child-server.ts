// The real server (apps/api/src/server.ts, as `npm start` runs it) in a child process, so a suite
// can kill -9 it. Node runs the file itself with tsx as a loader (`node --import tsx`): the `tsx`
// CLI would put a second process in between and a SIGKILL would reach only that wrapper.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../../e2e/support/app-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Children still running: killed when the suite exits for any reason (a failure, Ctrl-C, CI timeout). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ChildServer {
  base: string;
  pid: number;
  /** Everything the server printed (stdout + stderr), for diagnostics. */
  output(): string;
  /** kill -9: no shutdown hook runs, open transactions are cut. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the graceful shutdown (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server with `env` on a free port and waits until /api/health answers 200. */
export async function startChildServer(env: Record<string, string>, opts: { readyTimeoutMs?: number } = {}): Promise<ChildServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > 200_000) out = out.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const timeoutMs = opts.readyTimeoutMs ?? 60_000;
  try {
    await waitForHealth(base, child, { timeoutMs, intervalMs: 100 });
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message} (ready timeout ${timeoutMs} ms):\n${out.slice(-3000)}`);
  }
  return {
    base,
    pid: child.pid!,
    output: () => out,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop(timeoutMs = 40_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
