// bench/timeslots: a clinic of 20 vets, a 31-day range, 3,000 appointments on PostgreSQL.
// Prints one line: median ms of the availability computation per call and req/s of the HTTP
// endpoint under autocannon (10 connections). Run: npx tsx bench/timeslots.bench.ts
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '@vetclinic/db';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config';
import { computeTimeslots, resolveSelection } from '../apps/api/src/modules/availability/service';
import { seedBenchClinic } from './support/bench-clinic';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `vet_bench_${process.pid}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
await admin.query(`CREATE DATABASE ${DB_NAME}`);
const url = new URL(BASE);
url.pathname = `/${DB_NAME}`;
const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
try {
  const seeded = await seedBenchClinic(handle.db, { vets: 20, count: 3000, days: 31, slug: 'bench' });
  const selection = await resolveSelection(handle.db, seeded.clinic.id, { service_package_ids: [seeded.packageId] });

  // The whole server-side computation (queries + availability for 20 vets), measured per call.
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t0 = performance.now();
    await computeTimeslots(handle.db, seeded.clinic, selection, selection.vetIds, seeded.start, seeded.end, Date.now());
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];

  const app = await buildApp(testConfig({ rateLimits: false }), handle);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api/v1/public/clinics/bench/vets-timeslots?start_date=${seeded.start}&end_date=${seeded.end}&service_package_ids[0]=${seeded.packageId}`;
  // Every vet's 31 days (≈13,000 slots, the heaviest answer) and what the booking page asks
  // for "Any staff" (the union, one schedule).
  const all = await autocannon({ url: base, connections: 10, duration: DURATION_S });
  const any = await autocannon({ url: `${base}&any_staff=1`, connections: 10, duration: DURATION_S });
  await app.close();
  const errors = all.errors + all.non2xx + any.errors + any.non2xx;
  console.log(`timeslots: ${median.toFixed(1)} ms median per uncached call (20 vets × 31 days, ${seeded.appointments} appointments, PostgreSQL); HTTP at 10 connections: all vets ${Math.round(all.requests.average)} req/s (p99 ${all.latency.p99} ms, ${Math.round(all.throughput.average / 1e6)} MB/s), any staff ${Math.round(any.requests.average)} req/s (p99 ${any.latency.p99} ms); ${errors} errors`);
} finally {
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
}
