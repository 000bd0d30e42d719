import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
const server = fork(fileURLToPath(new URL('./support/api-process.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_API_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vet_bench_bill_keep' } });
const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', (m) => resolve(m as { port: number })));
const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.test', password: 'bench-password' }) });
const token = ((await login.json()) as { access_token: string }).access_token;
const h = { authorization: `Bearer ${token}`, 'x-clinic-id': '1', 'content-type': 'application/json' };
const ids = (process.env.IDS ?? '190001').split(',');
for (const id of ids) {
  if (process.env.MARK) await fetch(`http://127.0.0.1:${port}/api/v1/sales/999999999`, { headers: h });
  const r = await fetch(`http://127.0.0.1:${port}/api/v1/sales/${id}/issue`, { method: 'POST', headers: h, body: '{}' });
  console.log(id, r.status, (await r.text()).slice(0, 200));
}
await new Promise<void>((resolve) => { server.once('exit', () => resolve()); server.send('stop'); });
