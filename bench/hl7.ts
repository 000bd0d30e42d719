// bench/hl7 (issue 20): 10,000 ORU^R01 chemistry results (six analytes, flags, a note each) imported into PostgreSQL
// through the real path — each raw message stored first (one INSERT per 500, as the drop folder does), then, by
// batches (one filing transaction each), parsed, matched to its order by placer number, its results filed into the
// record, the order finalised and a review task created — and ONE line printed: messages per second, with the check
// that every message was filed exactly once and the database round trips per message (counted on the driver).
// Goal: ≥ 1,000 messages/s on this 2-core machine.
// Run: npx tsx bench/hl7.ts  (HL7_BATCH messages per filing transaction, default 100; HL7_CONCURRENCY batches at a
// time, default 8; the database `vet_bench_hl7_<pid>` is created and dropped)
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { labIntegrations } from '@vetclinic/db';
import { BATCH_SIZE, processMany, storeMessages } from '../apps/api/src/modules/labs/ingest';
import { parseOru } from '../apps/api/src/modules/labs/hl7';
import { chemistryOru } from '../apps/api/src/modules/labs/samples';
import { loadLine } from './support/autocannon-api';
import { benchDatabase } from './support/bench-database';

const DB_NAME = `vet_bench_hl7_${process.pid}`;
const MESSAGES = Number(process.env.HL7_MESSAGES ?? 10_000);
const CONCURRENCY = Number(process.env.HL7_CONCURRENCY ?? 8);
const BATCH = Number(process.env.HL7_BATCH ?? BATCH_SIZE);

const { handle, drop } = await benchDatabase(DB_NAME, CONCURRENCY + 4);
try {
  const db = handle.db;
  await db.execute(sql.raw(`
    INSERT INTO clinic_groups (name) VALUES ('Bench labs group');
    INSERT INTO clinics (group_id, name, slug, timezone) VALUES (1, 'Bench clinic', 'bench-labs', 'UTC');
    INSERT INTO pet_parents (group_id, first_name, last_name, email) SELECT 1, 'Client', 'No' || i, 'client' || i || '@bench.test' FROM generate_series(1, ${MESSAGES}) i;
    INSERT INTO pets (group_id, owner_id, nickname) SELECT 1, i, 'Pet ' || i FROM generate_series(1, ${MESSAGES}) i;
    INSERT INTO lab_integrations (clinic_id, name, kind, adapter, sending_facility, receiving_facility, inbound_token_hash)
      VALUES (1, 'In-house chemistry', 'in_house', 'drop_folder', 'CLINIC01', 'IDEXX', repeat('0', 64));
    INSERT INTO lab_orders (clinic_id, integration_id, pet_id, panel_code, panel_name, placer_order_number, status, sent_at)
      SELECT 1, 1, i, 'CHEM12', 'Chemistry panel', 'VC1-' || i, 'sent', now() FROM generate_series(1, ${MESSAGES}) i;
  `));
  await db.execute(sql.raw('VACUUM ANALYZE'));
  const [integration] = await db.select().from(labIntegrations);
  const raws = Array.from({ length: MESSAGES }, (_, k) => {
    const i = k + 1;
    return chemistryOru({ placer: `VC1-${i}`, petId: i, controlId: `BENCH-${i}`, alt: 60 + (i % 150), glucose: 50 + (i % 120) });
  });
  // The parser alone, for the line: how much of the time is HL7 and how much is the database.
  const p0 = performance.now();
  for (const raw of raws) parseOru(raw);
  const parseRate = MESSAGES / ((performance.now() - p0) / 1000);

  // Every statement the import sends (BEGIN/COMMIT included) is one round trip to the server: counted on the
  // driver, so the figure does not depend on how loaded the machine is.
  let roundTrips = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    roundTrips += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const start = performance.now();
  const ids = await storeMessages(db, integration, raws, 'http');
  const statuses = await processMany(db, ids, CONCURRENCY, BATCH);
  const elapsed = (performance.now() - start) / 1000;
  pg.Client.prototype.query = query;
  const [check] = (await db.execute(sql`SELECT
      (SELECT count(*) FROM lab_messages WHERE status = 'filed')::int AS filed,
      (SELECT count(*) FROM lab_messages WHERE status <> 'filed')::int AS other,
      (SELECT count(*) FROM lab_results)::int AS results,
      (SELECT count(*) FROM lab_orders WHERE status = 'final')::int AS final,
      (SELECT count(*) FROM tasks)::int AS tasks`) as unknown as { rows: { filed: number; other: number; results: number; final: number; tasks: number }[] }).rows;
  const ok = check.filed === MESSAGES && check.other === 0 && check.results === MESSAGES * 6 && check.final === MESSAGES && check.tasks === MESSAGES && statuses.every((s) => s === 'filed');
  const rate = MESSAGES / elapsed;
  console.log(`hl7: ${Math.round(rate)} messages/s (goal ≥ 1,000) — ${MESSAGES.toLocaleString('en')} ORU^R01 stored, parsed, matched and filed in ${elapsed.toFixed(1)} s, batches of ${BATCH}, ${CONCURRENCY} at a time, PostgreSQL; ${check.results.toLocaleString('en')} results, ${check.tasks.toLocaleString('en')} review tasks, ${ok ? 'each message filed once' : `NOT all filed once (${check.filed} filed, ${check.other} other)`}; ${(roundTrips / MESSAGES).toFixed(2)} database round trips per message; parser alone ${Math.round(parseRate).toLocaleString('en')} messages/s; ${loadLine()}`);
  if (!ok) process.exitCode = 1;
} finally {
  await drop();
}
