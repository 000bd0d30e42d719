// The shared prologue of the API benches: the API in its own process on a bench database, signed in
// as the seeded admin (admin@bench.test / bench-password, clinic 1), and an autocannon run that takes
// the p95 from every response's own latency.
import { fork } from 'node:child_process';
import { loadavg, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const CONNECTIONS = 10;

/** The nearest-rank percentile of the samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export interface BenchApi {
  port: number;
  /** http://127.0.0.1:port/api/v1 */
  api: string;
  /** The admin's bearer token and clinic, taking compressed answers as the staff app's browser does. */
  headers: { authorization: string; 'x-clinic-id': string; 'accept-encoding': string };
  stop: () => Promise<void>;
}

/** Forks the API (bench/support/api-process.ts) on `databaseUrl` and signs the bench admin in. */
export async function startBenchApi(databaseUrl: string, clinicId = 1): Promise<BenchApi> {
  const server = fork(fileURLToPath(new URL('./api-process.ts', import.meta.url)), {
    // BENCH_API_NODE_ARGS: extra node flags for the API process, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
    execArgv: [...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx'], env: { ...process.env, BENCH_API_DATABASE_URL: databaseUrl },
  });
  let stopped: Promise<void> | null = null;
  const stop = () => (stopped ??= new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.send('stop');
  }));
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    server.once('message', (m) => resolve(m as { port: number }));
    server.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
  });
  const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.test', password: 'bench-password' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  return {
    port,
    api: `http://127.0.0.1:${port}/api/v1`,
    headers: { authorization: `Bearer ${token}`, 'x-clinic-id': String(clinicId), 'accept-encoding': 'gzip, deflate, br' },
    stop,
  };
}

export interface Measurement { p95: number; p50: number; n: number; errors: number; rps: number; statuses: Map<number, number> }

/** A `measure(opts)` running autocannon (CONNECTIONS connections, `seconds` long) with these headers unless opts has its own. */
export function measurer(headers: Record<string, string>, seconds: number) {
  return async function measure(opts: autocannon.Options): Promise<Measurement> {
    const samples: number[] = [];
    const statuses = new Map<number, number>();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ connections: CONNECTIONS, duration: seconds, headers, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
      instance.on('response', (_client, status, _bytes, responseTime) => {
        samples.push(responseTime);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
    });
    return {
      p95: Math.round(percentile(samples, 95)), p50: Math.round(percentile(samples, 50)), n: samples.length,
      errors: result.errors + result.non2xx, rps: Math.round(result.requests.average), statuses,
    };
  };
}

/** "load average 3.2 on 2 cores", for the line a bench prints. */
export const loadLine = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
