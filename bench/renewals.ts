// bench/renewals (issue 17): PostgreSQL with 100,000 monthly plan subscriptions all due today, each with a card saved
// at the simulated provider, built set-based through the real migrations. The renewal job (runRenewals: the period
// opened and invoiced through the sales module, the saved card charged off-session, the payment recorded, the receipt
// queued) runs for BENCH_SECONDS (default 10) and ONE line is printed: renewals per second, how many, and the time
// all 100,000 would take at that rate. Goal: ≥ 500 renewals/s on this 2-core machine.
// Run: npx tsx bench/renewals.ts  (RENEWAL_CONCURRENCY charges in flight, default 16; RENEWAL_PIPELINES batches
// under way at once, default 3; the database `vet_bench_renewals_<pid>` is created and dropped)
import { sql } from 'drizzle-orm';
import type { Db } from '@vetclinic/db';
import { addMonthsClamped, localDateOf } from '@vetclinic/domain/plans/periods';
import { testConfig } from '../apps/api/src/config';
import { paymentsRuntime } from '../apps/api/src/modules/payments/runtime';
import { runRenewals } from '../apps/api/src/modules/plans/renewals';
import { SimulatedPaymentProvider } from '../apps/api/src/providers/payments';
import { loadLine } from './support/autocannon-api';
import { benchDatabase } from './support/bench-database';

const DB_NAME = `vet_bench_renewals_${process.pid}`;
const SECONDS = Math.min(10, Number(process.env.BENCH_SECONDS ?? 10));
const CONCURRENCY = Number(process.env.RENEWAL_CONCURRENCY ?? 16);
const PIPELINES = Number(process.env.RENEWAL_PIPELINES ?? 3);
const SUBSCRIPTIONS = 100_000;
const ZONE = 'UTC';

async function seed(db: Db) {
  const today = localDateOf(new Date(), ZONE);
  const anchor = addMonthsClamped(today, -1);
  await db.execute(sql.raw(`
    INSERT INTO clinic_groups (name) VALUES ('Bench renewals group');
    INSERT INTO clinics (group_id, name, slug, timezone) VALUES (1, 'Bench clinic', 'bench-renewals', '${ZONE}');
    INSERT INTO clinic_preferences (clinic_id) VALUES (1);
    INSERT INTO pet_parents (group_id, first_name, last_name, email) SELECT 1, 'Client', 'No' || i, 'client' || i || '@bench.test' FROM generate_series(1, ${SUBSCRIPTIONS}) i;
    INSERT INTO pets (group_id, owner_id, nickname) SELECT 1, i, 'Pet ' || i FROM generate_series(1, ${SUBSCRIPTIONS}) i;
    INSERT INTO services (clinic_id, name, duration, color, price_minor) VALUES (1, 'Consultation', 20, '#336699', 4500);
    INSERT INTO plans (clinic_id, name, price_minor, discount_bp) VALUES (1, 'Monthly care', 2999, 1000);
    INSERT INTO plan_items (plan_id, service_id, quantity) VALUES (1, 1, 1);
    -- The provider's side: one saved card per client (4242…, far from expiry), and ours naming it.
    INSERT INTO sim_psp_cards (id, idempotency_key, customer_id, brand, last4, exp_month, exp_year)
      SELECT 'sim_pm_bench_' || i, 'bench-save-' || i, 'sim_cus_bench_' || i, 'visa', '4242', 12, 2099 FROM generate_series(1, ${SUBSCRIPTIONS}) i;
    INSERT INTO saved_cards (clinic_id, client_id, provider, customer_ref, card_ref, brand, last4, exp_month, exp_year)
      SELECT 1, i, 'simulated', 'sim_cus_bench_' || i, 'sim_pm_bench_' || i, 'visa', '4242', 12, 2099 FROM generate_series(1, ${SUBSCRIPTIONS}) i;
    -- Signed a month ago: period 0 paid, period 1 due today.
    INSERT INTO client_subscriptions (clinic_id, client_id, pet_id, plan_id, card_id, status, anchor_date, periodicity, next_renewal_date)
      SELECT 1, i, i, 1, 'sim_pm_bench_' || i, 'active', '${anchor}', 1, '${today}' FROM generate_series(1, ${SUBSCRIPTIONS}) i;
    INSERT INTO subscription_periods (subscription_id, index, start_date, end_date, plan_name, price_minor, discount_bp, items, status)
      SELECT i, 0, '${anchor}', '${today}', 'Monthly care', 2999, 1000, '[{"service_id":1,"product_id":null,"name":"Consultation","quantity":1}]'::jsonb, 'paid'
      FROM generate_series(1, ${SUBSCRIPTIONS}) i;
  `));
}

const { handle, drop } = await benchDatabase(DB_NAME, CONCURRENCY + PIPELINES + 1);
try {
  const t0 = performance.now();
  await seed(handle.db);
  await handle.db.execute(sql.raw('VACUUM ANALYZE'));
  const seeded = ((performance.now() - t0) / 1000).toFixed(0);
  const rt = paymentsRuntime(handle.db, testConfig());
  // No webhook listener in the bench: the events are the simulated provider's, the renewal records its own answer.
  (rt.provider as SimulatedPaymentProvider).deliverEvents = false;

  const start = performance.now();
  const run = await runRenewals(rt, { limit: 2000, concurrency: CONCURRENCY, pipelines: PIPELINES, stopAt: Date.now() + SECONDS * 1000 });
  const elapsed = (performance.now() - start) / 1000;
  const [check] = (await handle.db.execute(sql`SELECT
      (SELECT count(*) FROM subscription_periods WHERE index = 1 AND status = 'paid')::int AS paid,
      (SELECT count(*) FROM subscription_periods WHERE index = 1)::int AS periods,
      (SELECT count(*) FROM sim_psp_intents)::int AS charges,
      (SELECT count(*) FROM sale_payments)::int AS payments,
      (SELECT count(*) FROM outbox)::int AS mails,
      (SELECT count(*) = coalesce(max(number), 0) AND count(DISTINCT number) = count(*) FROM sales WHERE status = 'issued') AS gapless`) as unknown as {
    rows: { paid: number; periods: number; charges: number; payments: number; mails: number; gapless: boolean }[];
  }).rows;
  const rate = run.paid / elapsed;
  const once = check.paid === check.charges && check.charges === check.payments && check.periods === check.paid;
  console.log(`renewals: ${Math.round(rate)} renewals/s (goal ≥ 500) — ${run.paid.toLocaleString('en')} of ${SUBSCRIPTIONS.toLocaleString('en')} due renewed in ${elapsed.toFixed(1)} s, all ${SUBSCRIPTIONS.toLocaleString('en')} would take ${Math.round(SUBSCRIPTIONS / Math.max(rate, 1))} s; ${CONCURRENCY} charges at a time in ${PIPELINES} pipelines of 250, PostgreSQL, simulated provider; ${check.charges} charges, ${check.payments} payments, ${check.mails} receipts, ${once ? 'one each' : 'NOT one each'}; invoice numbers ${check.gapless ? 'gapless' : 'NOT gapless'}; ${run.errors} errors; seeded in ${seeded} s; ${loadLine()}`);
  if (run.errors || !once || !check.gapless) process.exitCode = 1;
} finally {
  await drop();
}
