// The API on a bench database (one a bench left, e.g. vet_bench_records) under autocannon with the V8 CPU profiler on:
// writes a .cpuprofile per process to BENCH_PROFILE_DIR (default /tmp) for Chrome DevTools or speedscope, and prints
// each path's p95. The first seconds of the profile are module loading; look at what runs under fastify's hooks.
// Run: npx tsx bench/support/profile-api.ts postgres://postgres@127.0.0.1:5432/vet_bench_records '/records?filter[pet_id]=1'
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measurer } from './autocannon-api';
const [url, ...paths] = process.argv.slice(2);
const server = fork(fileURLToPath(new URL('./api-process.ts', import.meta.url)), { execArgv: ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR ?? '/tmp'}`, '--import', 'tsx'], env: { ...process.env, BENCH_API_DATABASE_URL: url } });
const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', (m) => resolve(m as { port: number })));
const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.test', password: 'bench-password' }) });
const token = ((await login.json()) as { access_token: string }).access_token;
const headers = { authorization: `Bearer ${token}`, 'x-clinic-id': '1', 'accept-encoding': 'gzip, deflate, br' };
const measure = measurer(headers, 8);
for (const path of paths) {
  const m = await measure({ url: `http://127.0.0.1:${port}/api/v1${path}` });
  console.log(path, 'p95', m.p95, 'p50', m.p50, 'rps', m.rps, 'errors', m.errors);
}
await new Promise<void>((resolve) => { server.once('exit', () => resolve()); server.send('stop'); });
