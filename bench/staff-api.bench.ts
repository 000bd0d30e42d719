// bench/staff-api: PostgreSQL with 50,000 clients, 100,000 pets and 500,000 appointments across
// 10 clinics. Measures the calendar week query and the client search under autocannon
// (10 connections) and prints one line with the p95 of each, computed from every response's latency
// (a second line: throughput, the uncached week and the floor of an empty authenticated request).
// Run: npx tsx bench/staff-api.bench.ts
//
// The seeded database (`vet_bench_staff`, BENCH_DB_NAME to change) is kept between runs: a
// `bench_seed` row written as the seed's last step marks it complete, so a rerun only migrates and
// measures. BENCH_RESEED=1 rebuilds it; BENCH_SECONDS sets each measurement's duration (default 10).
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { DateTime } from 'luxon';
import { openDatabase } from '@vetclinic/db';
import { BUILT_IN_ROLE_PERMISSIONS } from '@vetclinic/domain';
import { CONNECTIONS, measurer, startBenchApi, type BenchApi } from './support/autocannon-api';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB_NAME ?? 'vet_bench_staff';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLINICS = 10;
const VETS_PER_CLINIC = 5;
/** Bump when the seed below changes: a kept database with another version is rebuilt. */
const SEED_VERSION = 1;

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const passwordHash = await hash('bench-password', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const adminPerms = JSON.stringify([...BUILT_IN_ROLE_PERMISSIONS.admin]);
  // Set-based inserts: the data is shaped like a real group (names, phones, weekday hours).
  await db.execute(sql.raw(`
    INSERT INTO clinic_groups (name) VALUES ('Bench group');
    INSERT INTO roles (group_id, name, built_in, permissions) VALUES (1, 'Admin', 'admin', '${adminPerms}'::jsonb);
    INSERT INTO clinics (group_id, name, slug, timezone) SELECT 1, 'Clinic ' || i, 'bench-' || i, 'Europe/Bucharest' FROM generate_series(1, ${CLINICS}) i;
    INSERT INTO staff_users (group_id, email, password_hash, first_name, last_name, is_vet)
      VALUES (1, 'admin@bench.test', '${passwordHash}', 'Bench', 'Admin', false);
    INSERT INTO staff_users (group_id, email, first_name, last_name, is_vet)
      SELECT 1, 'vet' || i || '@bench.test', 'Vet', 'No' || i, true FROM generate_series(1, ${CLINICS * VETS_PER_CLINIC}) i;
    INSERT INTO clinic_memberships (clinic_id, user_id, role_id) SELECT c, 1, 1 FROM generate_series(1, ${CLINICS}) c;
    INSERT INTO clinic_memberships (clinic_id, user_id, role_id) SELECT 1 + (i - 1) / ${VETS_PER_CLINIC}, 1 + i, 1 FROM generate_series(1, ${CLINICS * VETS_PER_CLINIC}) i;
  `));
  const firstNames = "ARRAY['Ana','Mihai','Elena','Andrei','Maria','Ioana','Radu','Emily','James','Sarah','Luis','Olivia','Noah','Emma','Liam','Sofia','Lucas','Mia','Ethan','Chloe']";
  const lastNames = "ARRAY['Popescu','Ionescu','Dumitrescu','Stan','Marin','Georgescu','Carter','Miller','Kim','Garcia','Smith','Johnson','Brown','Davis','Wilson','Taylor','Thomas','Moore','Martin','Lee','Clark','Lewis','Walker','Hall','Young']";
  await db.execute(sql.raw(`
    INSERT INTO pet_parents (group_id, first_name, last_name, email, phone)
      SELECT 1, (${firstNames})[1 + i % 20], (${lastNames})[1 + (i / 20) % 25], 'client' || i || '@example.com', '+40 7' || lpad((i * 7919 % 100000000)::text, 8, '0')
      FROM generate_series(1, 50000) i;
    INSERT INTO pets (group_id, owner_id, nickname, gender)
      SELECT 1, 1 + (i % 50000), (ARRAY['Rex','Bella','Luna','Max','Milo','Coco','Rocky','Lola','Tom','Kiwi','Nala','Simba'])[1 + i % 12] || ' ' || i, 'unknown'
      FROM generate_series(1, 100000) i;
  `));
  // 10,000 appointments per vet: 20 half-hour visits a day from 08:00, day after day, the measured
  // week in the middle (a kept database stays usable for about 250 days).
  const base = DateTime.now().setZone('Europe/Bucharest').startOf('week').minus({ days: 250 });
  // A bulk load: the availability and calendar version triggers would bump one row 500,000 times.
  await db.execute(sql.raw(`
    ALTER TABLE appointments DISABLE TRIGGER USER;
    ALTER TABLE appointment_pets DISABLE TRIGGER USER;
    INSERT INTO appointments (clinic_id, vet_id, client_id, status, starts_at, ends_at)
      SELECT 1 + (v - 1) / ${VETS_PER_CLINIC}, 1 + v, 1 + ((v * 10000 + k) % 50000), 5,
             '${base.toISO()}'::timestamptz + (k / 20) * interval '1 day' + interval '8 hours' + (k % 20) * interval '30 minutes',
             '${base.toISO()}'::timestamptz + (k / 20) * interval '1 day' + interval '8 hours' + (k % 20) * interval '30 minutes' + interval '30 minutes'
      FROM generate_series(1, ${CLINICS * VETS_PER_CLINIC}) v, generate_series(0, 9999) k;
    INSERT INTO appointment_pets (appointment_id, pet_id) SELECT a.id, 1 + (a.id % 100000) FROM appointments a;
    ALTER TABLE appointments ENABLE TRIGGER USER;
    ALTER TABLE appointment_pets ENABLE TRIGGER USER;
    ANALYZE;
    CREATE TABLE bench_seed (version integer NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now());
    INSERT INTO bench_seed (version) VALUES (${SEED_VERSION});
  `));
}

const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
const url = new URL(BASE);
url.pathname = `/${DB_NAME}`;

/** The kept database's seed version, or null when it is missing or was left half-seeded. */
async function seededVersion(): Promise<number | null> {
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
  if (!exists.rowCount) return null;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const marker = await client.query("SELECT to_regclass('bench_seed') AS t");
    if (!marker.rows[0].t) return null;
    const row = await client.query('SELECT max(version) AS v FROM bench_seed');
    return row.rows[0].v ?? null;
  } finally {
    await client.end();
  }
}

const t0 = performance.now();
const reused = process.env.BENCH_RESEED !== '1' && (await seededVersion()) === SEED_VERSION;
if (!reused) {
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
}
await admin.end();
// Opening applies every migration, so a kept database also gets the ones added since its seed.
const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
let server: BenchApi | null = null;
try {
  if (!reused) await seed(handle.db);
  const prepared = `${reused ? 'reused the seeded database' : 'seeded'} in ${((performance.now() - t0) / 1000).toFixed(0)} s`;

  // The API runs in its own process: autocannon in this one.
  server = await startBenchApi(url.toString());
  const { port, headers } = server;
  const week = DateTime.now().setZone('Europe/Bucharest').startOf('week');
  const weekUrl = `http://127.0.0.1:${port}/api/v1/appointments?filter[from]=${encodeURIComponent(week.toUTC().toISO()!)}&filter[to]=${encodeURIComponent(week.plus({ weeks: 1 }).toUTC().toISO()!)}&per_page=1000`;
  const rows = (await (await fetch(weekUrl, { headers })).json()).data.length;
  // What the desk types: surnames, first names, an e-mail fragment, phone digits, two words, a typo.
  const terms = ['popescu', 'maria', 'client123', '0721', 'kim', 'ana mar', 'popesu', '+40 712'];
  let i = 0;

  /** One autocannon run; p95 from every response's own latency. */
  const measure = measurer(headers, SECONDS);

  // A short warm-up so the first measured requests do not pay for cold caches and JIT.
  await autocannon({ url: weekUrl, headers, connections: 2, duration: 2 });
  // The week as the calendar asks for it again and again (served from the list cache while
  // nothing it shows changes), then the same week with a distinct query each time: always built.
  const calendar = await measure({ url: weekUrl });
  const weekEnd = week.plus({ weeks: 1 });
  let n = 0;
  const uncached = await measure({
    url: weekUrl,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/appointments?filter[from]=${encodeURIComponent(week.toUTC().toISO()!)}&filter[to]=${encodeURIComponent(weekEnd.plus({ milliseconds: ++n }).toUTC().toISO()!)}&per_page=1000` }) }],
  });
  const search = await measure({
    url: `http://127.0.0.1:${port}/api/v1/pet-parents`,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/pet-parents?search=${encodeURIComponent(terms[i++ % terms.length])}` }) }],
  });
  // The floor on this machine right now: an authenticated request that costs one small query and
  // sends nothing (an empty week, from the list cache).
  const floor = await measure({ url: `http://127.0.0.1:${port}/api/v1/appointments?filter[from]=2000-01-03T00:00:00Z&filter[to]=2000-01-04T00:00:00Z` });
  await server.stop();
  const errors = calendar.errors + uncached.errors + search.errors + floor.errors;
  console.log(`calendar week p95 ${calendar.p95} ms (uncached ${uncached.p95} ms) · client search p95 ${search.p95} ms (autocannon ${CONNECTIONS} connections, 500k appointments)`);
  console.log(`  calendar week: ${rows} appointments, ${calendar.rps} req/s (uncached ${uncached.rps} req/s); client search: ${search.rps} req/s over ${terms.length} terms; floor (authenticated, one small query, empty answer): p95 ${floor.p95} ms, ${floor.rps} req/s; 50,000 clients, 100,000 pets, 10 clinics, PostgreSQL, ${SECONDS} s each, ${prepared}; ${errors} errors`);
  if (errors) process.exitCode = 1;
} finally {
  await server?.stop();
  await handle.close();
}
