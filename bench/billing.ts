// bench/billing (issue 16): PostgreSQL with one clinic holding 1,000,000 sale lines — 190,000 issued invoices of five
// lines over two years (≈ 260 a day, most paid) and 5,000 drafts of ten lines (six services, two products, two
// custom items) waiting to be issued — built set-based through the real migrations. Measures under autocannon
// (10 connections) issuing an invoice of 10 lines (POST /sales/{id}/issue: totals recomputed, two products posted
// to the stock ledger, the gapless number taken, the audit row written; each request issues another draft) and the
// invoice list for one clinic-local day (GET /sales?filter[date_from]=D&filter[date_to]=D with its totals row),
// and prints ONE line with the p95 of each from every response.
// Goal: issue p95 ≤ 50 ms, list p95 ≤ 50 ms.
// Run: npx tsx bench/billing.ts  (BENCH_SECONDS per measurement, default 10; the database
// `vet_bench_billing_<pid>` is created and dropped)
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import type { Db } from '@vetclinic/db';
import { BUILT_IN_ROLE_PERMISSIONS } from '@vetclinic/domain';
import { benchDatabase } from './support/bench-database';
import { CONNECTIONS, loadLine, measurer, startBenchApi, type BenchApi } from './support/autocannon-api';

const DB_NAME = `vet_bench_billing_${process.pid}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ISSUED = 190_000;
const ISSUED_LINES = 5;
const DRAFTS = 5_000;
const DRAFT_LINES = 10;
const CLIENTS = 20_000;
const PRODUCTS = 200;
const DAYS = 730;
const ZONE = 'Europe/Bucharest';

async function seed(db: Db) {
  const passwordHash = await hash('bench-password', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const perms = JSON.stringify([...BUILT_IN_ROLE_PERMISSIONS.admin]);
  const taxes = `'[{"kind":"vat","rate_bp":1000,"base":25000,"amount":2500}]'::jsonb`;
  await db.execute(sql.raw(`
    INSERT INTO clinic_groups (name) VALUES ('Bench billing group');
    INSERT INTO roles (group_id, name, built_in, permissions) VALUES (1, 'Admin', 'admin', '${perms}'::jsonb);
    INSERT INTO clinics (group_id, name, slug, timezone) VALUES (1, 'Bench clinic', 'bench-billing', '${ZONE}');
    INSERT INTO clinic_preferences (clinic_id) VALUES (1);
    INSERT INTO staff_users (group_id, email, password_hash, first_name, last_name, is_vet) VALUES (1, 'admin@bench.test', '${passwordHash}', 'Bench', 'Admin', true);
    INSERT INTO staff_users (group_id, email, first_name, last_name, is_vet) SELECT 1, 'vet' || i || '@bench.test', 'Vet', 'No' || i, true FROM generate_series(1, 5) i;
    INSERT INTO clinic_memberships (clinic_id, user_id, role_id) SELECT 1, id, 1 FROM staff_users;
    INSERT INTO pet_parents (group_id, first_name, last_name) SELECT 1, 'Client', 'No' || i FROM generate_series(1, ${CLIENTS}) i;
    INSERT INTO pets (group_id, owner_id, nickname) SELECT 1, i, 'Pet ' || i FROM generate_series(1, ${CLIENTS}) i;
    INSERT INTO services (clinic_id, name, duration, color, price_minor, vat_bp)
      SELECT 1, (ARRAY['Consultation','Vaccination','Dental scaling','X-ray','Blood panel','Ultrasound','Nail trim','Microchip'])[i], 30, '#336699', 4000 + i * 1000, 1000
      FROM generate_series(1, 8) i;
    INSERT INTO products (clinic_id, name, sku, unit, sub_units, purchase_price, selling_price, vat_bp)
      SELECT 1, 'Product ' || i, 'SKU-' || i, 'box', 10, 1000, 2500, 1000 FROM generate_series(1, ${PRODUCTS}) i;
    INSERT INTO stock_batches (clinic_id, product_id, batch_no, expiration_date, on_hand)
      SELECT 1, i, 'L' || i, current_date + 400, 1000000 FROM generate_series(1, ${PRODUCTS}) i;
    INSERT INTO stock_movements (clinic_id, product_id, batch_id, quantity_delta, reason, source_type, created_by)
      SELECT 1, i, i, 1000000, 'receipt', 'manual', 1 FROM generate_series(1, ${PRODUCTS}) i;
    -- Issued invoices over two years, clinic hours 08:00–19:59 local; numbers 1…${ISSUED}.
    INSERT INTO sales (clinic_id, client_id, pet_id, vet_id, status, edit_state, number, issued_at, issued_by, currency, subtotal_minor, net_minor, tax_minor, total_minor, taxes, created_by, created_at, updated_at)
      SELECT 1, c, c, 2 + i % 5, 'issued', 'frozen', i, t, 1, '$', 25000, 25000, 2500, 27500, ${taxes}, 1, t - interval '20 minutes', t
      FROM generate_series(1, ${ISSUED}) i,
        LATERAL (SELECT 1 + (i * 7919) % ${CLIENTS} AS c,
          ((current_date - (${DAYS} * (${ISSUED} - i) / ${ISSUED}))::timestamp + interval '8 hours' + ((i * 131) % 720) * interval '1 minute') AT TIME ZONE '${ZONE}' AS t) x;
    INSERT INTO sale_counters (clinic_id, last_number) VALUES (1, ${ISSUED});
    -- Drafts waiting to be issued (ids after the issued ones).
    INSERT INTO sales (clinic_id, client_id, pet_id, vet_id, currency, created_by, created_at, updated_at)
      SELECT 1, c, c, 2 + i % 5, '$', 1, now() - interval '1 hour', now() - interval '1 hour'
      FROM generate_series(1, ${DRAFTS}) i, LATERAL (SELECT 1 + (i * 104729) % ${CLIENTS} AS c) x;
    -- The lines: no trigger while loading (the issued sales' lines are written as issuing would have left them).
    SET session_replication_role = replica;
    INSERT INTO sale_lines (sale_id, position, kind, service_id, name, quantity, unit_price_minor, vat_bp, base_minor, net_minor, vat_minor, total_minor)
      SELECT s, p, 'service', 1 + (s + p) % 8, 'Service ' || p, 1, 5000, 1000, 5000, 5000, 500, 5500
      FROM generate_series(1, ${ISSUED}) s, generate_series(1, ${ISSUED_LINES}) p;
    SET session_replication_role = DEFAULT;
    -- Their totals as the last edit left them (an edit recomputes the draft), so issuing rewrites no line.
    INSERT INTO sale_lines (sale_id, position, kind, service_id, product_id, name, quantity, unit, unit_label, sub_units_per_unit, unit_price_minor, vat_bp, base_minor, net_minor, vat_minor, total_minor)
      SELECT ${ISSUED} + d, p,
             CASE WHEN p <= 6 THEN 'service' WHEN p <= 8 THEN 'product' ELSE 'custom' END,
             CASE WHEN p <= 6 THEN p END,
             CASE WHEN p IN (7, 8) THEN 1 + (d * 2 + p) % ${PRODUCTS} END,
             CASE WHEN p <= 6 THEN 'Service ' || p WHEN p <= 8 THEN 'Product' ELSE 'Item ' || p END,
             qty,
             CASE WHEN p = 8 THEN 'sub_unit' ELSE 'unit' END,
             CASE WHEN p = 7 THEN 'box' WHEN p = 8 THEN 'tablet' END,
             CASE WHEN p IN (7, 8) THEN 10 ELSE 1 END,
             price, vat_bp, price * qty, price * qty, price * qty * vat_bp / 10000, price * qty + price * qty * vat_bp / 10000
      FROM generate_series(1, ${DRAFTS}) d, generate_series(1, ${DRAFT_LINES}) p,
        LATERAL (SELECT 1000 + p * 450 AS price, CASE WHEN p = 7 THEN 1 ELSE 1 + p % 2 END AS qty, CASE WHEN p = 10 THEN 0 ELSE 1000 END AS vat_bp) x;
    -- Nine invoices in ten paid in full, by cash, card, transfer or check.
    INSERT INTO sale_payments (clinic_id, sale_id, client_id, method, amount_minor, applied_minor, created_by, created_at)
      SELECT 1, s.id, s.client_id, 1 + s.id % 4, 27500, 27500, 1, s.issued_at + interval '2 minutes'
      FROM sales s WHERE s.status = 'issued' AND s.id % 10 <> 0;
  `));
}

const { url, handle, drop } = await benchDatabase(DB_NAME);
let server: BenchApi | null = null;
try {
  const t0 = performance.now();
  await seed(handle.db);
  // What autovacuum does after a load this size (visibility map for index-only scans, statistics for the planner).
  await handle.db.execute(sql.raw('VACUUM ANALYZE'));
  const seeded = ((performance.now() - t0) / 1000).toFixed(0);
  const [counts] = (await handle.db.execute(sql`SELECT (SELECT count(*) FROM sale_lines)::int AS lines, (SELECT count(*) FROM sales)::int AS sales`) as unknown as { rows: { lines: number; sales: number }[] }).rows;

  // The days the list is asked for: the last 20 clinic-local days before today (≈ 260 invoices each).
  const dayOf = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - n * 86_400_000));
  const days = Array.from({ length: 20 }, (_, n) => dayOf(n + 1));

  server = await startBenchApi(url.toString());
  const { api, headers } = server;
  const measure = measurer(headers, SECONDS);
  const listPath = (d: string) => `/api/v1/sales?filter[date_from]=${d}&filter[date_to]=${d}`;
  await autocannon({ url: `${api}/sales?filter[date_from]=${days[0]}&filter[date_to]=${days[0]}`, headers, connections: 2, duration: 2 });
  let l = 0;
  const list = await measure({ url: `${api}/sales`, requests: [{ setupRequest: (req) => ({ ...req, path: listPath(days[l++ % days.length]) }) }] });
  // Each request issues the next draft; a draft issued twice would answer 409 and count as an error.
  let d = 0;
  const issue = await measure({
    url: `${api}/sales/${ISSUED + 1}/issue`, method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, method: 'POST', path: `/api/v1/sales/${ISSUED + 1 + (d++ % DRAFTS)}/issue`, body: '{}' }) }],
  });
  // The floor on this machine right now: an authenticated request with one small query.
  const floor = await measure({ url: `${api}/sales/999999999` });
  await server.stop();
  const [check] = (await handle.db.execute(sql`SELECT (SELECT count(*) FROM sales WHERE status = 'issued')::int AS issued, (SELECT max(number) FROM sales)::int AS last, (SELECT last_number FROM sale_counters WHERE clinic_id = 1) AS counter`) as unknown as { rows: { issued: number; last: number; counter: number }[] }).rows;
  const gapless = check.issued === check.last && check.last === check.counter;
  const errors = list.errors + issue.errors;
  console.log(`billing: issue (10 lines) p95 ${issue.p95} ms · invoice list (one day) p95 ${list.p95} ms (goal ≤ 50 / ≤ 50; autocannon ${CONNECTIONS} connections, PostgreSQL, ${counts.lines.toLocaleString('en')} sale lines in ${counts.sales.toLocaleString('en')} sales; ${issue.rps}/${list.rps} req/s, medians ${issue.p50}/${list.p50} ms, ${issue.n} issued, numbers ${gapless ? 'gapless' : 'NOT gapless'}; ${SECONDS} s each, seeded in ${seeded} s; ${errors} errors; ${loadLine()})`);
  console.log(`  floor (authenticated, one small query, 404): p95 ${floor.p95} ms, ${floor.rps} req/s`);
  if (errors || !gapless) process.exitCode = 1;
} finally {
  await server?.stop();
  await drop();
}
