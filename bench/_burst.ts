import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
const server = fork(fileURLToPath(new URL('./support/api-process.ts', import.meta.url)), { execArgv: [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof2'] : []), '--import', 'tsx'], env: { ...process.env, BENCH_API_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vet_bench_bill_keep' } });
const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', (m) => resolve(m as { port: number })));
const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.test', password: 'bench-password' }) });
const token = ((await login.json()) as { access_token: string }).access_token;
const h = { authorization: `Bearer ${token}`, 'x-clinic-id': '1', 'content-type': 'application/json' };
let next = Number(process.env.FROM ?? 190200); const end = Date.now() + 5000; let done = 0; const lat: number[] = [];
const mon = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/vet_bench_bill_keep' }); await mon.connect();
const waits = new Map<string, number>();
const sampler = setInterval(async () => {
  const r = await mon.query(`select coalesce(wait_event_type,'-')||':'||coalesce(wait_event,'-')||' '||left(regexp_replace(query,'\\s+',' ','g'),60) k from pg_stat_activity where datname='vet_bench_bill_keep' and state<>'idle' and pid<>pg_backend_pid()`);
  for (const row of r.rows) waits.set(row.k, (waits.get(row.k) ?? 0) + 1);
}, 20);
await Promise.all(Array.from({ length: 10 }, async () => {
  while (Date.now() < end) {
    const id = next++; const t = Date.now();
    const r = await fetch(`http://127.0.0.1:${port}/api/v1/sales/${id}/issue`, { method: 'POST', headers: h, body: '{}' });
    await r.text(); lat.push(Date.now() - t); done++;
  }
}));
clearInterval(sampler);
lat.sort((a, b) => a - b);
console.log('issued', done, 'per s', done / 5, 'p50', lat[Math.floor(lat.length / 2)], 'p95', lat[Math.floor(lat.length * 0.95)]);
for (const [k, n] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(n, k);
await mon.end();
await new Promise<void>((resolve) => { server.once('exit', () => resolve()); server.send('stop'); });
