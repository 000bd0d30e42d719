// proof:load — autocannon against the real server (a child process, as `npm start` runs it) on a fresh
// PostgreSQL database with the demo seed: the public clinic page, the timeslots and online booking,
// each LOAD_SECONDS (default 60) at LOAD_CONNECTIONS (default 50) connections, one after the other.
// Prints error rate, p50/p99 latency and requests/s per endpoint group, then checks the database:
// every 201 stored, no vet double-booked, no error logged by the server.
// An error is a connection error/timeout or any non-2xx answer — except 409 slot_taken on booking,
// the expected answer when someone else took the time first.
// Run: npm run proof:load        (LOAD_SECONDS=10 npm run proof:load for a quick local run)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { publicClinic } from '../support/booking-slots';
import { startChildServer, type ChildServer } from '../support/child-server';
import { bookingBody, bookingPairs, clinicPagePaths, timeslotPaths } from '../support/load-mix';
import { createProofDatabase, rows, vetOverlaps, type ProofDatabase } from '../support/pg-database';
import { SuiteChecks } from '../support/suite-checks';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const GUEST_DOMAIN = 'load-book.proof';

const checks = new SuiteChecks('load');
const figures: string[] = [];
const live: { db: ProofDatabase | null; server: ChildServer | null; dataDir: string | null } = { db: null, server: null, dataDir: null };

interface GroupResult { name: string; requests: number; errors: number; rps: number; p50: number; p99: number; statuses: Record<string, number> }

async function run(name: string, opts: autocannon.Options, expected: (status: number) => boolean): Promise<GroupResult> {
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 30, ...opts });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const unexpected = Object.entries(statuses).filter(([code]) => !expected(Number(code))).reduce((a, [, n]) => a + n, 0);
  const errors = r.errors + r.timeouts + unexpected;
  const out = { name, requests: answered + r.errors + r.timeouts, errors, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, statuses };
  const rate = out.requests ? (100 * errors) / out.requests : 100;
  console.log(`  ${name.padEnd(20)} ${String(out.requests).padStart(7)} requests  ${out.rps.toFixed(0).padStart(5)} req/s  p50 ${String(out.p50).padStart(4)} ms  p99 ${String(out.p99).padStart(5)} ms  errors ${errors} (${rate.toFixed(2)} %)  statuses ${JSON.stringify(statuses)}`);
  return out;
}

async function main() {
  console.log(`proof:load — ${SECONDS} s × ${CONNECTIONS} connections per endpoint group, PostgreSQL`);
  const db = (live.db = await createProofDatabase('load'));
  const dataDir = (live.dataDir = mkdtempSync(path.join(os.tmpdir(), 'proof-load-')));
  const server = (live.server = await startChildServer({
    DATABASE_URL: db.url, SEED_DEMO: '1', JWT_SECRET: 'proof-load-jwt-secret-0123456789abcdef', DATA_DIR: dataDir,
    RATE_LIMITS: '0', LOG_LEVEL: 'warn', DEV_MAILBOX: '0', DB_POOL_SIZE: '20',
  }));
  const base = server.base;
  const clinics = [await publicClinic(base, 'happy-paws'), await publicClinic(base, 'city-vets')];

  // ---- 1. the public clinic page: what /book/{slug} loads ----
  const page = await run('clinic page', { url: base, requests: clinicPagePaths(clinics).map((p) => ({ method: 'GET' as const, path: p })) }, (s) => s >= 200 && s < 300);

  // ---- 2. timeslots: each clinic, every vet and "any staff", four different weeks ----
  const slots = await run('timeslots', { url: base, requests: timeslotPaths(clinics).map((p) => ({ method: 'GET' as const, path: p })) }, (s) => s >= 200 && s < 300);

  // ---- 3. booking: distinct free (time, vet) pairs of the shortest service, distinct guests ----
  const pairs = await bookingPairs(base, clinics);
  let next = 0;
  const booking = await run('booking', {
    url: base,
    requests: [{
      method: 'POST',
      path: '/api/v1/for-pet-parents/appointments',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: JSON.stringify(bookingBody(pairs[next++ % pairs.length], GUEST_DOMAIN, 'l')) }),
    }],
  }, (s) => (s >= 200 && s < 300) || s === 409);
  const booked = booking.statuses['201'] ?? 0;

  // ---- checks ----
  for (const g of [page, slots, booking]) {
    checks.check(`${g.name}: no errors under load`, g.errors === 0 && g.requests > 0,
      `${g.requests} requests, ${g.rps.toFixed(0)} req/s, p50 ${g.p50} ms, p99 ${g.p99} ms, error rate ${((100 * g.errors) / Math.max(1, g.requests)).toFixed(2)} %`);
    figures.push(`${g.name} ${g.rps.toFixed(0)} req/s p50 ${g.p50} ms p99 ${g.p99} ms ${g.errors} errors`);
  }
  checks.check('booking: most attempts succeed (distinct free times)', booked >= booking.requests * 0.5, `${booked} × 201 of ${booking.requests} (${pairs.length} free vet-times offered)`);
  const [stored] = await rows<{ n: number }>(db.pool, `SELECT count(*)::int AS n FROM appointments WHERE guest_contact->>'email' LIKE '%@' || $1`, [GUEST_DOMAIN]);
  // autocannon stops counting at the deadline; up to one request per connection is still in flight then.
  checks.check('every 201 is stored (plus at most the requests in flight when the clock stopped)', stored.n >= booked && stored.n <= booked + CONNECTIONS,
    `${stored.n} stored, ${booked} answered 201`);
  const overlaps = await vetOverlaps(db.pool);
  checks.check('no vet double-booked after the load', overlaps.length === 0, `${overlaps.length} overlapping pairs`);
  const logged = server.output().split('\n').filter((l) => /"level":(50|60)/.test(l));
  checks.check('the server logged no error', logged.length === 0, logged.slice(0, 2).join(' | ').slice(0, 600));
}

try {
  await main();
} catch (err) {
  checks.crash('load suite', err);
  if (live.server) console.log(live.server.output().slice(-3000));
} finally {
  await live.server?.stop().catch(() => {});
  await live.db?.drop().catch((err: unknown) => console.error('could not drop the proof database:', err));
  if (live.dataDir) rmSync(live.dataDir, { recursive: true, force: true });
}
console.log(checks.summary(`${SECONDS} s × ${CONNECTIONS} connections each: ${figures.join('; ')}`));
process.exit(checks.ok ? 0 : 1);
