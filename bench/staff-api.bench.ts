// bench/staff-api: PostgreSQL with 50,000 clients, 100,000 pets and 500,000 appointments across
// 10 clinics. Measures the calendar week query and the client search under autocannon
// (10 connections) and prints one line. Run: npx tsx bench/staff-api.bench.ts
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { DateTime } from 'luxon';
import { openDatabase } from '@vetclinic/db';
import { BUILT_IN_ROLE_PERMISSIONS } from '@vetclinic/domain';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `vet_bench_staff_${process.pid}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLINICS = 10;
const VETS_PER_CLINIC = 5;

const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
await admin.query(`CREATE DATABASE ${DB_NAME}`);
const url = new URL(BASE);
url.pathname = `/${DB_NAME}`;
const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
const db = handle.db;
try {
  const t0 = performance.now();
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
  // 10,000 appointments per vet: 20 half-hour visits a day from 08:00, day after day.
  const base = DateTime.now().setZone('Europe/Bucharest').startOf('week').minus({ days: 250 });
  // A bulk load: the availability-version triggers would bump one row 500,000 times.
  await db.execute(sql.raw(`
    ALTER TABLE appointments DISABLE TRIGGER appointments_availability;
    INSERT INTO appointments (clinic_id, vet_id, client_id, status, starts_at, ends_at)
      SELECT 1 + (v - 1) / ${VETS_PER_CLINIC}, 1 + v, 1 + ((v * 10000 + k) % 50000), 5,
             '${base.toISO()}'::timestamptz + (k / 20) * interval '1 day' + interval '8 hours' + (k % 20) * interval '30 minutes',
             '${base.toISO()}'::timestamptz + (k / 20) * interval '1 day' + interval '8 hours' + (k % 20) * interval '30 minutes' + interval '30 minutes'
      FROM generate_series(1, ${CLINICS * VETS_PER_CLINIC}) v, generate_series(0, 9999) k;
    ALTER TABLE appointments ENABLE TRIGGER appointments_availability;
    INSERT INTO appointment_pets (appointment_id, pet_id) SELECT a.id, 1 + (a.id % 100000) FROM appointments a;
    ANALYZE;
  `));
  const seedSeconds = ((performance.now() - t0) / 1000).toFixed(0);

  const app = await buildApp(testConfig({ rateLimits: false, loginRateLimit: 1000 }), handle);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@bench.test', password: 'bench-password' } });
  const headers = { authorization: `Bearer ${login.json().access_token}`, 'x-clinic-id': '1' };
  const week = DateTime.now().setZone('Europe/Bucharest').startOf('week');
  const weekUrl = `http://127.0.0.1:${port}/api/v1/appointments?filter[from]=${encodeURIComponent(week.toUTC().toISO()!)}&filter[to]=${encodeURIComponent(week.plus({ weeks: 1 }).toUTC().toISO()!)}&per_page=1000`;
  const rows = (await (await fetch(weekUrl, { headers })).json()).data.length;
  const terms = ['popescu', 'maria', 'client123', '0721', 'kim', 'ana mar'];
  let i = 0;
  const calendar = await autocannon({ url: weekUrl, headers, connections: 10, duration: SECONDS });
  const search = await autocannon({
    url: `http://127.0.0.1:${port}/api/v1/pet-parents`, headers, connections: 10, duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/pet-parents?search=${encodeURIComponent(terms[i++ % terms.length])}` }) }],
  });
  await app.close();
  const errors = calendar.errors + calendar.non2xx + search.errors + search.non2xx;
  // autocannon reports p90 and p97.5; p95 lies between them.
  console.log(`staff-api: calendar week (${rows} appointments) p90 ${calendar.latency.p90} ms / p97.5 ${calendar.latency.p97_5} ms, ${Math.round(calendar.requests.average)} req/s; client search p90 ${search.latency.p90} ms / p97.5 ${search.latency.p97_5} ms, ${Math.round(search.requests.average)} req/s; 50,000 clients, 100,000 pets, 500,000 appointments, 10 clinics, PostgreSQL, 10 connections, seeded in ${seedSeconds} s; ${errors} errors`);
} finally {
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
}
