// bench/json-abuse: the real server (apps/api/src/server.ts, embedded database, demo seed) on a free
// 127.0.0.1 port; forty 1 MB bodies of deeply nested arrays fired at once at POST /api/v1/auth/login
// from one address while /api/health is asked every 10 ms. Prints how the abuse was answered and the
// health latency meanwhile (max and p99 are the stall an honest user feels).
// Run: npx tsx bench/json-abuse.ts   (BODIES, BODY_BYTES, SHAPE=array|field to change the attack)
import { startAppServer } from '../e2e/support/app-server';

const BODIES = Number(process.env.BODIES ?? 40);
const BODY_BYTES = Number(process.env.BODY_BYTES ?? 1024 * 1024 - 64);
const SHAPE = process.env.SHAPE ?? 'array';

/** `[[[…]]]` as deep as fits: the whole body, or the password field of an otherwise valid login. */
function abusiveBody(): string {
  if (SHAPE === 'field') {
    const prefix = '{"email":"admin@happypaws.test","password":';
    const depth = Math.floor((BODY_BYTES - prefix.length - 1) / 2);
    return `${prefix}${'['.repeat(depth)}${']'.repeat(depth)}}`;
  }
  const depth = Math.floor(BODY_BYTES / 2);
  return '['.repeat(depth) + ']'.repeat(depth);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const server = await startAppServer({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
try {
  const body = abusiveBody();
  // Warm up the routes once so the first figures do not include module compilation.
  for (let i = 0; i < 5; i++) await fetch(`${server.url}/api/health`);

  const latencies: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const t0 = performance.now();
      await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();

  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: BODIES }, async () => {
    try {
      const res = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.arrayBuffer();
      return String(res.status);
    } catch (err) {
      return `error ${(err as Error).message}`;
    }
  }));
  const abuseMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 200));
  probing = false;
  await probe;

  const counts = statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`json-abuse: ${BODIES} × ${(body.length / 1024 / 1024).toFixed(2)} MB (${SHAPE}) answered in ${(abuseMs / 1000).toFixed(2)} s: ${JSON.stringify(counts)}`);
  console.log(`/api/health meanwhile: ${latencies.length} probes, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
} finally {
  await server.stop();
}
