import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@vetclinic/db';
import { buildApp } from './app';
import { testConfig } from './config';
import { gracefulShutdown, Readiness, type Runner } from './lifecycle';

const NO_WEB_BUILD = fileURLToPath(new URL('./test/no-web-build', import.meta.url));

/** A logger that keeps what shutdown says, to check its lines. */
function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (obj: unknown, msg?: string) => { lines.push({ level, msg: typeof obj === 'string' ? obj : msg ?? '' }); };
  const log = { info: at('info'), error: at('error'), warn: at('warn'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** One HTTP request on the given agent; resolves with status and body. */
function get(port: number, urlPath: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => { body += c.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

// One embedded database for the file (opening one takes tens of seconds on a loaded machine); its test is last.
describe('readiness and graceful shutdown', { timeout: 90_000 }, () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let readiness: Readiness;
  const build = async (r: Readiness) => buildApp(testConfig({ webDist: NO_WEB_BUILD }), handle, { readiness: r });
  beforeAll(async () => {
    handle = await openDatabase({});
    readiness = new Readiness();
    app = await build(readiness);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close().catch(() => undefined);
  });

  it('should answer ready, then 503 draining once shutdown has begun, while liveness stays ok', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    readiness.draining = true;
    const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', database: 'pglite' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    readiness.draining = false;
  });

  it('should let a request in flight and the job in hand finish, close idle connections, then the database, and exit 0', async () => {
    const own = new Readiness();
    const server = await build(own);
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => { entered = resolve; });
    // Test-only slow route: the request is in flight when the signal comes.
    server.get('/slow', { config: { access: 'public' } }, async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 700));
      return { done: true };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const slowAgent = new http.Agent({ keepAlive: true });
    // An idle keep-alive connection: without closing it the server would wait for its 72 s keep-alive timeout.
    expect((await get(port, '/api/health/ready', agent)).status).toBe(200);

    const order: string[] = [];
    const job: Runner = { stop: async () => { await new Promise((resolve) => setTimeout(resolve, 300)); order.push('job finished'); } };
    // The file's database stays open for the last test: closing is only recorded.
    const database = { close: async () => { order.push('database closed'); } };
    const { log, lines } = recordingLog();
    const shutdown = gracefulShutdown({ app: server, readiness: own, runners: async () => [job], database, timeoutMs: 10_000, log });

    const slow = get(port, '/slow', slowAgent);
    await inHandler;
    const exit = shutdown('SIGTERM');
    expect(own.draining).toBe(true);
    expect(shutdown('SIGINT')).toBe(exit);
    // No new connection once shutdown began.
    await expect(get(port, '/api/health', new http.Agent())).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ done: true }) });
    expect(await exit, JSON.stringify(lines)).toBe(0);
    expect(order).toEqual(['job finished', 'database closed']);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    agent.destroy();
    slowAgent.destroy();
  });

  it('should exit 1 with a log line when runners outlive the deadline', async () => {
    const bare = Fastify();
    const stuck: Runner = { stop: () => new Promise(() => undefined) };
    const { log, lines } = recordingLog();
    const startedAt = Date.now();
    const code = await gracefulShutdown({ app: bare, readiness: new Readiness(), runners: async () => [stuck], database: { close: async () => undefined }, timeoutMs: 300, log })('SIGTERM');
    expect(code).toBe(1);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);
    expect(lines).toContainEqual({ level: 'error', msg: 'shutdown deadline passed after 300 ms: exiting with requests or jobs unfinished' });
  });

  it('should answer 503 down when the database does not answer', async () => {
    await handle.close();
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'down', database: 'pglite' });
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;

// The process as a supervisor sees it: npm run test:api:pg -- apps/api/src/lifecycle.test.ts
describe.skipIf(!baseUrl)('a ROLE=worker process on PostgreSQL', () => {
  it('should answer readiness, serve no API, and exit 0 on SIGTERM', { timeout: 120_000 }, async () => {
    const { default: pg } = await import('pg');
    const name = `vet_worker_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    // A free port: PORT=0 would leave the test to parse the log for it.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const root = path.resolve(import.meta.dirname, '../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ROLE: 'worker', DATABASE_URL: url.toString(), PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'warn', SHUTDOWN_TIMEOUT_MS: '10000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => { output += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { output += c.toString(); });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const agent = new http.Agent();
      let ready: { status: number; body: string } | null = null;
      // Start-up (tsx, migrations on a fresh database, pg-boss) takes 10–20 s alone, more beside other test files.
      const until = Date.now() + 75_000;
      while (!ready && Date.now() < until) {
        // The banner comes once the runners have started: probe from then on.
        if (output.includes('Job worker (ROLE=worker) is running')) ready = await get(port, '/api/health/ready', agent).catch(() => null);
        else await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(ready, output).toEqual({ status: 200, body: JSON.stringify({ status: 'ready', database: 'postgres' }) });
      expect((await get(port, '/api/v1/clinics', agent)).status).toBe(404);
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
