// bench/parent-uploads: the real server (apps/api/src/server.ts, embedded database, demo seed) on a
// free 127.0.0.1 port; the demo pet parent sends UPLOADS uploads of 10 MB (PDF header + filler),
// CONCURRENCY at a time, then the quota refusal is shown. Prints the answers, the time and the
// server's resident memory (from /proc) before, at its peak while uploading, and after.
// Run: npx tsx bench/parent-uploads.ts   (UPLOADS, CONCURRENCY, MB to change the load)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startAppServer } from '../e2e/support/app-server';

const UPLOADS = Number(process.env.UPLOADS ?? 30);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 5);
const MB = Number(process.env.MB ?? 10);

/** The pid listening on the server's port (the child that startAppServer spawned). */
function serverPid(url: string): number {
  const port = new URL(url).port;
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return Number(pid);
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const server = await startAppServer({ LOG_LEVEL: 'silent', RATE_LIMITS: '0', PARENT_FILES_MAX_COUNT: String(UPLOADS), PARENT_FILES_MAX_BYTES: String(UPLOADS * MB * 1024 * 1024) });
try {
  const pid = serverPid(server.url);
  const clinic = (await (await fetch(`${server.url}/api/v1/public/clinics/happy-paws`)).json()).data as { id: number };
  const login = await fetch(`${server.url}/api/v1/for-pet-parents/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana.marin@example.ro', password: 'demo1234', clinic_id: clinic.id }),
  });
  const { access_token } = (await login.json()).data as { access_token: string };
  const file = new Uint8Array(MB * 1024 * 1024 - 1).fill(0x20);
  file.set(new TextEncoder().encode('%PDF-1.4\n'));
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'application/pdf' }), 'scan.pdf');
    const res = await fetch(`${server.url}/api/v1/for-pet-parents/printed-files`, { method: 'POST', headers: { authorization: `Bearer ${access_token}` }, body: form });
    await res.arrayBuffer();
    return res.status;
  };

  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(pid)); }, 50);
  const started = performance.now();
  const statuses: number[] = [];
  for (let i = 0; i < UPLOADS; i += CONCURRENCY) {
    statuses.push(...(await Promise.all(Array.from({ length: Math.min(CONCURRENCY, UPLOADS - i) }, upload))));
  }
  const seconds = (performance.now() - started) / 1000;
  const refused = await upload();
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  console.log(`parent-uploads: ${UPLOADS} × ${MB} MB, ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}; one more → ${refused}`);
  console.log(`server RSS: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${rssMb(pid).toFixed(0)} MB`);
} finally {
  await server.stop();
}
