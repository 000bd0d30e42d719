// bench/reports (issue 18): PostgreSQL with one clinic holding 1,000,000 sale lines (200,000 issued invoices of five
// lines over the last year, nine in ten paid) and 500,000 appointments over the same year (40 vets, every status,
// a third booked online, each with its client's pet, booked 0–29 days ahead; the last line of each invoice a product
// with its cost of goods), built set-based through the real migrations with the summaries rebuilt as the triggers
// would have left them. Measures a year's KPI dashboard (GET /reports/kpi-metrics, with the previous year for
// comparison) and a 12-month revenue-by-vet aggregate (GET /reports/aggregate), p95 at 5 connections, ONE line.
// Goal: ≤ 300 ms each. BENCH_SQL_ONLY=1 only times the raw-rows query against the summary query (no API).
// Run: npx tsx bench/reports.ts  (BENCH_SECONDS per measurement, default 10; database vet_bench_reports_<pid>, dropped)
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Db } from '@vetclinic/db';
import { BUILT_IN_ROLE_PERMISSIONS } from '@vetclinic/domain';
import { loadLine, measurer, startBenchApi, type BenchApi } from './support/autocannon-api';
import { benchDatabase } from './support/bench-database';

const DB_NAME = `vet_bench_reports_${process.pid}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SALES = 200_000;
const LINES = 5;
const APPOINTMENTS = 500_000;
const VETS = 40;
const PRODUCTS = 50;
const CLIENTS = 20_000;
const DAYS = 365;
const ZONE = 'Europe/Bucharest';

async function seed(db: Db) {
  const passwordHash = await hash('bench-password', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const perms = JSON.stringify([...BUILT_IN_ROLE_PERMISSIONS.admin]);
  const perDay = Math.ceil(APPOINTMENTS / DAYS);
  await db.execute(sql.raw(`
    INSERT INTO clinic_groups (name) VALUES ('Bench reports group');
    INSERT INTO roles (group_id, name, built_in, permissions) VALUES (1, 'Admin', 'admin', '${perms}'::jsonb);
    INSERT INTO clinics (group_id, name, slug, timezone) VALUES (1, 'Bench clinic', 'bench-reports', '${ZONE}');
    INSERT INTO clinic_preferences (clinic_id) VALUES (1);
    INSERT INTO staff_users (group_id, email, password_hash, first_name, last_name, is_vet) VALUES (1, 'admin@bench.test', '${passwordHash}', 'Bench', 'Admin', true);
    INSERT INTO staff_users (group_id, email, first_name, last_name, is_vet) SELECT 1, 'vet' || i || '@bench.test', 'Vet', 'No' || i, true FROM generate_series(1, ${VETS}) i;
    INSERT INTO clinic_memberships (clinic_id, user_id, role_id) SELECT 1, id, 1 FROM staff_users;
    INSERT INTO pet_parents (group_id, first_name, last_name, lead_source, created_at)
      SELECT 1, 'Client', 'No' || i, (ARRAY['google_search','referral','walk_in','social_media'])[1 + i % 4], now() - (i % 700) * interval '1 day'
      FROM generate_series(1, ${CLIENTS}) i;
    INSERT INTO pets (group_id, owner_id, nickname) SELECT 1, i, 'Pet ' || i FROM generate_series(1, ${CLIENTS}) i;
    INSERT INTO services (clinic_id, name, duration, color, price_minor, vat_bp)
      SELECT 1, 'Service ' || i, 30, '#336699', 4000 + i * 1000, 1000 FROM generate_series(1, 8) i;
    -- No trigger while loading: the summaries are rebuilt at the end as the triggers would have left them.
    SET session_replication_role = replica;
    INSERT INTO sales (clinic_id, client_id, pet_id, vet_id, status, edit_state, number, issued_at, issued_by, currency, subtotal_minor, net_minor, tax_minor, total_minor, created_by, created_at, updated_at)
      SELECT 1, c, c, 2 + i % ${VETS}, 'issued', 'frozen', i, t, 1, '$', 25000, 25000, 2500, 27500, 1, t - interval '20 minutes', t
      FROM generate_series(1, ${SALES}) i,
        LATERAL (SELECT 1 + (i * 7919) % ${CLIENTS} AS c,
          ((current_date - (${DAYS} * (${SALES} - i) / ${SALES}))::timestamp + interval '8 hours' + ((i * 131) % 720) * interval '1 minute') AT TIME ZONE '${ZONE}' AS t) x;
    INSERT INTO sale_counters (clinic_id, last_number) VALUES (1, ${SALES});
    INSERT INTO products (clinic_id, name, purchase_price, selling_price, vat_bp)
      SELECT 1, 'Product ' || i, 2000 + i * 100, 5000, 1000 FROM generate_series(1, ${PRODUCTS}) i;
    -- The last line of each invoice is a product with its cost of goods frozen (margin, migration 0061).
    INSERT INTO sale_lines (sale_id, position, kind, service_id, product_id, name, quantity, unit_price_minor, vat_bp, base_minor, net_minor, vat_minor, total_minor, cost_total)
      SELECT s, p, CASE WHEN p = ${LINES} THEN 'product' ELSE 'service' END, CASE WHEN p = ${LINES} THEN NULL ELSE 1 + (s + p) % 8 END,
             CASE WHEN p = ${LINES} THEN 1 + s % ${PRODUCTS} END, 'Line ' || p, 1, 5000, 1000, 5000, 5000, 500, 5500,
             CASE WHEN p = ${LINES} THEN 2000 + (1 + s % ${PRODUCTS}) * 100 ELSE 0 END
      FROM generate_series(1, ${SALES}) s, generate_series(1, ${LINES}) p;
    INSERT INTO sale_payments (clinic_id, sale_id, client_id, method, amount_minor, applied_minor, created_by, created_at)
      SELECT 1, s.id, s.client_id, 1 + s.id % 4, 27500, 27500, 1, s.issued_at + interval '2 minutes'
      FROM sales s WHERE s.id % 10 <> 0;
    -- Booked 0–29 days ahead; each with its client's one pet (pet id = client id), for the rebooking rate.
    INSERT INTO appointments (clinic_id, vet_id, client_id, status, starts_at, ends_at, source, created_at)
      SELECT 1, 2 + k % ${VETS}, 1 + i % ${CLIENTS},
             (ARRAY[5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,9,9,6,7,8])[1 + i % 20], t, t + interval '15 minutes',
             CASE WHEN i % 3 = 0 THEN 'online' ELSE 'staff' END, t - (i % 30) * interval '1 day'
      FROM generate_series(0, ${APPOINTMENTS - 1}) i,
        LATERAL (SELECT i % ${perDay} AS k) kk,
        LATERAL (SELECT ((current_date - ${DAYS} + i / ${perDay})::timestamp + interval '7 hours' + (k / ${VETS}) * interval '15 minutes') AT TIME ZONE '${ZONE}' AS t) x;
    INSERT INTO appointment_pets (appointment_id, pet_id) SELECT id, client_id FROM appointments;
    SET session_replication_role = DEFAULT;
    SELECT report_rebuild(1);
    ANALYZE appointments, appointment_pets, sales, sale_lines;
    SELECT report_rebuild_margin_rebooking(1);
  `));
}

async function timeSql(db: Db, label: string, query: string) {
  const runs: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await db.execute(sql.raw(query));
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  return `${label} median ${runs[3].toFixed(0)} ms (max ${runs[6].toFixed(0)})`;
}

const { url, handle, drop } = await benchDatabase(DB_NAME);
let server: BenchApi | null = null;
try {
  const t0 = performance.now();
  await seed(handle.db);
  await handle.db.execute(sql.raw('VACUUM ANALYZE'));
  const seeded = ((performance.now() - t0) / 1000).toFixed(0);
  const [counts] = (await handle.db.execute(sql`SELECT (SELECT count(*) FROM sale_lines)::int AS lines, (SELECT count(*) FROM appointments)::int AS appts`) as unknown as { rows: { lines: number; appts: number }[] }).rows;
  const from = `current_date - ${DAYS}`;
  if (process.env.BENCH_PROFILE) {
    // Each query of one KPI request, timed on its own (the slowest first).
    const { kpiMetrics } = await import('../apps/api/src/modules/reports/service');
    const timings: [number, string][] = [];
    const exec = handle.db.execute.bind(handle.db);
    (handle.db as unknown as { execute: typeof exec }).execute = (async (q: Parameters<typeof exec>[0]) => {
      const t = performance.now();
      const r = await exec(q);
      const text = (handle.db as unknown as { dialect: { sqlToQuery: (s: unknown) => { sql: string } } }).dialect.sqlToQuery(q).sql;
      timings.push([performance.now() - t, text.replace(/\s+/g, ' ').slice(0, 90)]);
      return r;
    }) as typeof exec;
    const day = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - n * 86_400_000));
    for (let i = 0; i < 3; i++) {
      timings.length = 0;
      const t = performance.now();
      await kpiMetrics(handle.db, { groupId: 1, clinicIds: [1], timezone: ZONE, scope: 'clinic' }, { filter: { date_from: day(DAYS - 1), date_to: day(0) } });
      console.log(`KPI in-process ${(performance.now() - t).toFixed(0)} ms`);
    }
    for (const [ms, q] of timings.sort((x, y) => y[0] - x[0]).slice(0, 8)) console.log(`  ${ms.toFixed(0)} ms  ${q}`);
  } else if (process.env.BENCH_SQL_ONLY) {
    const raw = await timeSql(handle.db, 'raw rows (revenue + top services, a year)', `
      SELECT s.vet_id, sum(s.total_minor), count(*) FROM sales s WHERE s.clinic_id = 1 AND s.status = 'issued'
         AND s.issued_at >= (${from})::timestamp AT TIME ZONE '${ZONE}' GROUP BY 1;
      SELECT l.service_id, sum(l.quantity), sum(l.total_minor) FROM sales s JOIN sale_lines l ON l.sale_id = s.id
       WHERE s.clinic_id = 1 AND s.status = 'issued' AND s.issued_at >= (${from})::timestamp AT TIME ZONE '${ZONE}' GROUP BY 1 ORDER BY 3 DESC LIMIT 10;
      SELECT status, source, count(*) FROM appointments WHERE clinic_id = 1 AND starts_at >= (${from})::timestamp AT TIME ZONE '${ZONE}' GROUP BY 1, 2;`);
    const summary = await timeSql(handle.db, 'summaries (same figures)', `
      SELECT vet_id, sum(total_minor), sum(invoices) FROM report_daily_sales WHERE clinic_id = 1 AND day >= ${from} GROUP BY 1;
      SELECT item_id, sum(quantity), sum(total_minor) FROM report_daily_items WHERE clinic_id = 1 AND day >= ${from} AND kind = 'service' GROUP BY 1 ORDER BY 3 DESC LIMIT 10;
      SELECT status, source, sum(count) FROM report_daily_appointments WHERE clinic_id = 1 AND day >= ${from} GROUP BY 1, 2;`);
    console.log(`reports SQL: ${raw} · ${summary} (${counts.lines.toLocaleString('en')} sale lines, ${counts.appts.toLocaleString('en')} appointments, seeded in ${seeded} s; ${loadLine()})`);
  } else {
    server = await startBenchApi(url.toString());
    const { api, headers } = server;
    const measure = measurer(headers, SECONDS);
    const day = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - n * 86_400_000));
    const q = `filter[date_from]=${day(DAYS - 1)}&filter[date_to]=${day(0)}`;
    const kpi = await measure({ url: `${api}/reports/kpi-metrics?${q}`, connections: 5 });
    const agg = await measure({ url: `${api}/reports/aggregate?${q}&measure=revenue&group_by=vet`, connections: 5 });
    await server.stop();
    const errors = kpi.errors + agg.errors;
    console.log(`reports: KPI dashboard (a year + previous) p95 ${kpi.p95} ms · revenue by vet (12 months) p95 ${agg.p95} ms (goal ≤ 300 / ≤ 300; autocannon 5 connections, PostgreSQL, ${counts.lines.toLocaleString('en')} sale lines, ${counts.appts.toLocaleString('en')} appointments; ${kpi.rps}/${agg.rps} req/s, medians ${kpi.p50}/${agg.p50} ms; ${SECONDS} s each, seeded in ${seeded} s; ${errors} errors; ${loadLine()})`);
    if (errors) process.exitCode = 1;
  }
} finally {
  await server?.stop();
  await drop();
}
