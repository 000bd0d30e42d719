// bench/inventory (issue 15): PostgreSQL with 50,000 products and 1,000,000 stock ledger rows
// (150,000 batches) in one clinic, built set-based through the real migrations. Measures under
// autocannon (10 connections) the product search (GET /products?filter[search]=…) and a product page's
// on-hand (GET /products/:id/stock) and prints ONE line with the p95 of each from every response.
// Goal: search p95 ≤ 30 ms, on-hand p95 ≤ 20 ms.
// Run: npx tsx bench/inventory.ts  (BENCH_SECONDS per measurement, default 10; the database
// `vet_bench_inventory_<pid>` is created and dropped)
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import type { Db } from '@vetclinic/db';
import { BUILT_IN_ROLE_PERMISSIONS } from '@vetclinic/domain';
import { benchDatabase } from './support/bench-database';
import { CONNECTIONS, loadLine, measurer, startBenchApi, type BenchApi } from './support/autocannon-api';

const DB_NAME = `vet_bench_inventory_${process.pid}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = 50_000;
const BATCHES = 150_000;
const MOVEMENTS = 1_000_000;

async function seed(db: Db) {
  const passwordHash = await hash('bench-password', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const perms = JSON.stringify([...BUILT_IN_ROLE_PERMISSIONS.admin]);
  const words = "ARRAY['Amoxicillin','Meloxicam','Carprofen','Cefalexin','Metronidazole','Prednisolone','Furosemide','Enrofloxacin','Gabapentin','Maropitant','Omeprazole','Ivermectin','Fipronil','Selamectin','Tramadol','Buprenorphine','Ketamine','Propofol','Doxycycline','Clindamycin']";
  const forms = "ARRAY['tablets 50 mg','tablets 250 mg','oral suspension','injection 10 ml','spot-on S','spot-on L','capsules 100 mg','ointment 15 g']";
  await db.execute(sql.raw(`
    INSERT INTO clinic_groups (name) VALUES ('Bench inventory group');
    INSERT INTO roles (group_id, name, built_in, permissions) VALUES (1, 'Admin', 'admin', '${perms}'::jsonb);
    INSERT INTO clinics (group_id, name, slug, timezone) VALUES (1, 'Bench clinic', 'bench-inventory', 'Europe/Bucharest');
    INSERT INTO clinic_preferences (clinic_id) VALUES (1);
    INSERT INTO staff_users (group_id, email, password_hash, first_name, last_name, is_vet) VALUES (1, 'admin@bench.test', '${passwordHash}', 'Bench', 'Admin', true);
    INSERT INTO clinic_memberships (clinic_id, user_id, role_id) VALUES (1, 1, 1);
    INSERT INTO products (clinic_id, name, sku, barcode, unit, sub_units, purchase_price, selling_price, vat_bp, min_stock)
      SELECT 1, (${words})[1 + i % 20] || ' ' || (${forms})[1 + (i / 20) % 8] || ' #' || i, 'SKU-' || lpad(i::text, 6, '0'),
             '594' || lpad(i::text, 10, '0'), 'box', 10, 1000 + i % 5000, 2000 + i % 9000, 1900, i % 7
      FROM generate_series(1, ${PRODUCTS}) i;
    -- Three batches a product, expiring over the next three years.
    INSERT INTO stock_batches (clinic_id, product_id, batch_no, expiration_date)
      SELECT 1, 1 + (b - 1) / 3, 'L' || b, current_date + (b % 1000) * interval '1 day' FROM generate_series(1, ${BATCHES}) b;
    -- The ledger: one receipt of 1,000 per batch, then sales of 1 spread over the batches.
    INSERT INTO stock_movements (clinic_id, product_id, batch_id, quantity_delta, reason, source_type, created_by, created_at)
      SELECT 1, 1 + (b - 1) / 3, b, CASE WHEN i <= ${BATCHES} THEN 1000 ELSE -1 END, CASE WHEN i <= ${BATCHES} THEN 'receipt' ELSE 'sale' END,
             CASE WHEN i <= ${BATCHES} THEN 'manual' ELSE 'sale' END, 1, now() - (${MOVEMENTS} - i) * interval '30 seconds'
      FROM generate_series(1, ${MOVEMENTS}) i, LATERAL (SELECT 1 + (i - 1) % ${BATCHES} AS b) x;
    UPDATE stock_batches s SET on_hand = m.total FROM (SELECT batch_id, sum(quantity_delta)::int AS total FROM stock_movements GROUP BY batch_id) m WHERE m.batch_id = s.id;
    ANALYZE;
  `));
}

const { url, handle, drop } = await benchDatabase(DB_NAME);
let server: BenchApi | null = null;
try {
  const t0 = performance.now();
  await seed(handle.db);
  const seeded = ((performance.now() - t0) / 1000).toFixed(0);
  // What autovacuum does after a load this size: a GIN index keeps new entries in a pending list that every
  // search reads through until a vacuum merges it, so without this the trigram indexes (0031) cost more than
  // reading the table and the planner scans all 50,000 products (53 ms for a term that matches nothing).
  await handle.db.execute(sql.raw('VACUUM ANALYZE'));
  // Why a goal is missed: each search term's query (its page with the count) and the on-hand query, as PostgreSQL runs them.
  const terms = ['amoxi', 'meloxicam', 'spot-on', 'SKU-012345', '5940000031337', 'carpro 50', 'gaba', 'zzz'];
  const plans: string[] = [];
  const explain = async (q: string) => {
    const res = (await handle.db.execute(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${q}`))) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const lines = res.rows.map((r) => r['QUERY PLAN'].trim());
    const scan = lines.find((l) => /Scan/.test(l))?.replace(/^->\s*/, '').replace(/\s*\(actual.*$/, '') ?? '?';
    return `${lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?'} (${scan})`;
  };
  for (const term of terms) {
    const where = `clinic_id = 1 AND archived_at IS NULL AND (search_text LIKE lower('%${term}%') OR (clinic_id = 1 AND barcode = '${term}'))`;
    // The ids of the page with their count (count(*) OVER (), apps/api/src/lib/pagination.ts), as the API's subquery.
    plans.push(`  search '${term}': page with its count ${await explain(`SELECT id, count(*) OVER () FROM products WHERE ${where} ORDER BY name || '', id LIMIT 15`)}`);
  }
  plans.push(`  on-hand batches: ${await explain('SELECT * FROM stock_batches WHERE clinic_id = 1 AND product_id = 31337 ORDER BY expiration_date ASC NULLS LAST, id')}`);
  server = await startBenchApi(url.toString());
  const { api, headers } = server;
  const measure = measurer(headers, SECONDS);
  // What the desk types: a drug name, a fragment, a form, a SKU, a barcode scan, a miss.
  let i = 0;
  await autocannon({ url: `${api}/products?filter[search]=amox`, headers, connections: 2, duration: 2 });
  const search = await measure({ url: `${api}/products`, requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/products?filter[search]=${encodeURIComponent(terms[i++ % terms.length])}` }) }] });
  let k = 0;
  const stock = await measure({ url: `${api}/products/1/stock`, requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/products/${1 + ((k++ * 7919) % PRODUCTS)}/stock` }) }] });
  // The floor on this machine right now: an authenticated request with one small query.
  const floor = await measure({ url: `${api}/products/999999/stock` });
  await server.stop();
  const [check] = (await handle.db.execute(sql`SELECT (SELECT sum(quantity_delta) FROM stock_movements)::bigint AS ledger, (SELECT sum(on_hand) FROM stock_batches)::bigint AS on_hand`) as unknown as { rows: { ledger: string; on_hand: string }[] }).rows;
  const errors = search.errors + stock.errors;
  console.log(`inventory: product search p95 ${search.p95} ms · on-hand p95 ${stock.p95} ms (goal ≤ 30 / ≤ 20; autocannon ${CONNECTIONS} connections, PostgreSQL, ${PRODUCTS.toLocaleString('en')} products, ${MOVEMENTS.toLocaleString('en')} ledger rows in ${BATCHES.toLocaleString('en')} batches, ledger ${check.ledger} = on-hand ${check.on_hand}; ${search.rps}/${stock.rps} req/s, medians ${search.p50}/${stock.p50} ms, ${SECONDS} s each, seeded in ${seeded} s; ${errors} errors; ${loadLine()})`);
  console.log(`  floor (authenticated, one small query, 404): p95 ${floor.p95} ms, ${floor.rps} req/s\n${plans.join('\n')}`);
  if (errors) process.exitCode = 1;
} finally {
  await server?.stop();
  await drop();
}
