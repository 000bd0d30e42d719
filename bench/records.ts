// bench/records: one pet with 200 medical records (150 closed, 50 open, six written fields each and
// their history) and 2,000 vitals on PostgreSQL. Measures under autocannon (10 connections) the pet's medical history
// (GET /records?filter[pet_id]=…, the records list's page), the medical-history timeline
// (GET /patients/{petId}/medical-history: records, vitals, diagnoses, prescriptions), a record's change history
// (GET /records/{id}/history) and the editor's autosave (POST /patients/{petId}/{recordId}/save-values,
// one field with its version check), and prints one line with the p95 of each.
// Goal: history and timeline p95 ≤ 50 ms, autosave p95 ≤ 30 ms.
// Run: npx tsx bench/records.ts  (BENCH_SECONDS per measurement, default 10)
//
// Other parts of the record (vitals, anesthesia, diagnoses) add their rows through a hook: a module
// named by BENCH_RECORDS_HOOK whose default export is a `RecordsBenchHook` (e.g. 2,000 vitals for the pet).
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { openDatabase, type Db } from '@vetclinic/db';
import { BUILT_IN_ROLE_PERMISSIONS, repoTemplate } from '@vetclinic/domain';
import { CONNECTIONS, loadLine, measurer, startBenchApi, type BenchApi } from './support/autocannon-api';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB_NAME ?? 'vet_bench_records';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RECORDS = 200;
const OPEN = 50;
const VITALS = 2000;

export interface RecordsBenchContext { groupId: number; clinicId: number; vetId: number; petId: number; recordIds: number[] }
/** Adds rows of another module to the bench pet's records (vitals, anesthesia…), before measuring. */
export type RecordsBenchHook = (db: Db, ctx: RecordsBenchContext) => Promise<void>;

async function seed(db: Db): Promise<RecordsBenchContext> {
  const passwordHash = await hash('bench-password', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const perms = JSON.stringify([...BUILT_IN_ROLE_PERMISSIONS.admin]);
  const soap = repoTemplate('soap', 'en');
  const sections = JSON.stringify(soap.sections).replace(/'/g, "''");
  const text = (what: string) => `'${what} ' || i || ': ' || repeat('Mild discomfort on palpation, hydration normal. ', 6)`;
  await db.execute(sql.raw(`
    INSERT INTO clinic_groups (name) VALUES ('Bench records group');
    INSERT INTO roles (group_id, name, built_in, permissions) VALUES (1, 'Admin', 'admin', '${perms}'::jsonb);
    INSERT INTO clinics (group_id, name, slug, timezone, address) VALUES (1, 'Bench Clinic', 'bench-records', 'Europe/Bucharest', 'Strada Lungă 1, Brașov');
    INSERT INTO clinic_preferences (clinic_id) VALUES (1);
    INSERT INTO staff_users (group_id, email, password_hash, first_name, last_name, is_vet) VALUES (1, 'admin@bench.test', '${passwordHash}', 'Bench', 'Vet', true);
    INSERT INTO clinic_memberships (clinic_id, user_id, role_id) VALUES (1, 1, 1);
    INSERT INTO pet_parents (group_id, first_name, last_name, email) VALUES (1, 'Ana', 'Marin', 'ana@example.com');
    -- Other pets and their records, so the pet's history is found among many.
    INSERT INTO pet_parents (group_id, first_name, last_name) SELECT 1, 'Client', 'No' || i FROM generate_series(1, 2000) i;
    INSERT INTO pets (group_id, owner_id, nickname) VALUES (1, 1, 'Rex');
    INSERT INTO pets (group_id, owner_id, nickname) SELECT 1, 1 + i, 'Pet ' || i FROM generate_series(1, 2000) i;
    INSERT INTO record_templates (clinic_id, name, repo_key, is_default, sections) VALUES (1, '${soap.name}', 'soap', true, '${sections}'::jsonb);
    INSERT INTO records (group_id, clinic_id, pet_id, client_id, vet_id, template_id, template_snapshot, title, status, client_summary, recorded_at, version, created_by)
      SELECT 1, 1, 1 + (i % 2000) + 1, 1 + (i % 2000) + 1, 1, 1, '${sections}'::jsonb, 'SOAP consultation', 'in_progress', 'Summary ' || i,
             now() - (i % 700) * interval '1 day', 2, 1
      FROM generate_series(1, 20000) i;
    -- The bench pet: ${RECORDS} records over two years, the latest ${OPEN} open.
    INSERT INTO records (group_id, clinic_id, pet_id, client_id, vet_id, template_id, template_snapshot, title, status, client_summary, recorded_at, version, created_by)
      SELECT 1, 1, 1, 1, 1, 1, '${sections}'::jsonb, 'SOAP consultation', 'in_progress', 'Rest for a week ' || i,
             now() - (${RECORDS} - i) * interval '3 days 12 hours', 2, 1
      FROM generate_series(1, ${RECORDS}) i;
    INSERT INTO record_field_values (record_id, field_key, value, updated_by)
      SELECT r.id, k.key, to_jsonb(${text('Note')}), 1
      FROM records r CROSS JOIN (VALUES ('complaint'), ('history'), ('exam'), ('assessment_notes'), ('treatment_plan')) k(key)
      CROSS JOIN LATERAL (SELECT r.id AS i) x
      WHERE r.pet_id = 1;
    INSERT INTO record_field_values (record_id, field_key, value, updated_by)
      SELECT r.id, 'recheck', to_jsonb(to_char(r.recorded_at + interval '14 days', 'YYYY-MM-DD')), 1 FROM records r WHERE r.pet_id = 1;
    INSERT INTO record_versions (record_id, version, action, changed_by, changed_at, after)
      SELECT r.id, 1, 'created', 1, r.recorded_at, '{"status":"draft"}'::jsonb FROM records r;
    -- Each of the pet's records edited 20 times (autosaves), so its history has pages.
    INSERT INTO record_versions (record_id, version, action, changed_by, changed_at, before, after)
      SELECT r.id, 1 + v, 'fields', 1, r.recorded_at + v * interval '1 minute',
             jsonb_build_object('exam', 'Draft ' || (v - 1)), jsonb_build_object('exam', 'Draft ' || v)
      FROM records r CROSS JOIN generate_series(1, 20) v WHERE r.pet_id = 1;
    UPDATE records SET version = 21 WHERE pet_id = 1;
    -- ${VITALS} vitals for the bench pet over the same two years, half of them on its records (the timeline lists them); before closing, as a closed record takes none.
    INSERT INTO vitals (group_id, clinic_id, pet_id, record_id, measured_at, weight_grams, temperature_dc, heart_rate, respiratory_rate, created_by)
      SELECT 1, 1, 1, CASE WHEN i % 2 = 0 THEN (SELECT id FROM records WHERE pet_id = 1 ORDER BY id LIMIT 1 OFFSET (i / 2) % ${RECORDS}) END,
             now() - (${VITALS} - i) * interval '8 hours', 24000 + (i % 50) * 20, 385 + (i % 8), 80 + (i % 40), 18 + (i % 12), 1
      FROM generate_series(1, ${VITALS}) i;
    -- Close the older ones (the trigger guards only values and appointment links).
    UPDATE records SET status = 'closed', closed_at = recorded_at + interval '2 hours', closed_by = 1, version = 22
      WHERE pet_id = 1 AND id NOT IN (SELECT id FROM records WHERE pet_id = 1 ORDER BY recorded_at DESC LIMIT ${OPEN});
    INSERT INTO record_versions (record_id, version, action, changed_by, changed_at, before, after)
      SELECT id, 22, 'closed', 1, closed_at, '{"status":"in_progress"}'::jsonb, '{"status":"closed"}'::jsonb FROM records WHERE pet_id = 1 AND status = 'closed';
    ANALYZE;
  `));
  const ids = await db.execute(sql`SELECT id, status FROM records WHERE pet_id = 1 ORDER BY recorded_at`);
  const rows = ((ids as unknown as { rows?: { id: number; status: string }[] }).rows ?? (ids as unknown as { id: number; status: string }[]));
  return { groupId: 1, clinicId: 1, vetId: 1, petId: 1, recordIds: rows.map((r) => Number(r.id)) };
}

const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
const url = new URL(BASE);
url.pathname = `/${DB_NAME}`;
await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB_NAME}`);
await admin.end();

const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
let server: BenchApi | null = null;
try {
  const t0 = performance.now();
  const ctx = await seed(handle.db);
  let hooked = '';
  if (process.env.BENCH_RECORDS_HOOK) {
    const mod = (await import(pathToFileURL(process.env.BENCH_RECORDS_HOOK).href)) as { default: RecordsBenchHook };
    await mod.default(handle.db, ctx);
    hooked = ` + ${process.env.BENCH_RECORDS_HOOK}`;
  }
  const seeded = ((performance.now() - t0) / 1000).toFixed(1);
  const openRows = await handle.db.execute(sql`SELECT id FROM records WHERE pet_id = 1 AND status <> 'closed' ORDER BY id`);
  const openIds = ((openRows as unknown as { rows?: { id: number }[] }).rows ?? (openRows as unknown as { id: number }[])).map((r) => Number(r.id));

  server = await startBenchApi(url.toString());
  const { api, headers } = server;
  const measure = measurer(headers, SECONDS);

  const petHistoryUrl = `${api}/records?filter[pet_id]=${ctx.petId}`;
  await autocannon({ url: petHistoryUrl, headers, connections: 2, duration: 2 });
  // The pet's timeline, page after page as it is scrolled (15 a page, 200 records: 14 pages).
  let p = 0;
  const petHistory = await measure({ url: petHistoryUrl, requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/records?filter[pet_id]=${ctx.petId}&page=${1 + (p++ % 14)}` }) }] });
  // The medical-history timeline (records, vitals, diagnoses, prescriptions in one list), page after page.
  let t = 0;
  const timeline = await measure({ url: `${api}/patients/${ctx.petId}/medical-history`, requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/patients/${ctx.petId}/medical-history?page=${1 + (t++ % 14)}` }) }] });
  // A record's change history (first page), across the pet's records.
  let h = 0;
  const recordHistory = await measure({ url: `${api}/records/${ctx.recordIds[0]}/history`, requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/records/${ctx.recordIds[h++ % ctx.recordIds.length]}/history` }) }] });
  // Autosave: one field with the version last seen, round-robin over the open records (each write bumps it).
  const versions = new Map<number, number>(openIds.map((id) => [id, 1]));
  let s = 0;
  const autosave = await measure({
    url: `${api}/patients/${ctx.petId}/${openIds[0]}/save-values`,
    method: 'POST',
    // Uncompressed: the bench reads each answer's versions (the editor's browser would take gzip).
    headers: { authorization: headers.authorization, 'x-clinic-id': headers['x-clinic-id'], 'content-type': 'application/json' },
    requests: [{
      setupRequest: (req) => {
        const n = s++;
        const id = openIds[n % openIds.length];
        return { ...req, method: 'POST', path: `/api/v1/patients/${ctx.petId}/${id}/save-values`, body: JSON.stringify({ fields: [{ field_key: 'exam', value: `Autosave ${n}: heart and lungs normal, abdomen soft.`, version: versions.get(id) }] }) };
      },
      onResponse: (status, body) => {
        if (status !== 200) return;
        const data = (JSON.parse(body) as { data: { record_id: number; fields: { field_key: string; version: number }[] } }).data;
        versions.set(data.record_id, data.fields.find((f) => f.field_key === 'exam')!.version);
      },
    }],
  });
  // The floor on this machine right now: an authenticated request with one small query and an empty answer.
  const floor = await measure({ url: `${api}/records?filter[pet_id]=999999` });
  await server.stop();
  const errors = petHistory.errors + timeline.errors + recordHistory.errors + autosave.errors;
  const conflicts = autosave.statuses.get(409) ?? 0;
  console.log(`records: pet history p95 ${petHistory.p95} ms · timeline p95 ${timeline.p95} ms · record history p95 ${recordHistory.p95} ms · autosave p95 ${autosave.p95} ms (goal ≤ 50 / ≤ 50 / ≤ 50 / ≤ 30; autocannon ${CONNECTIONS} connections, PostgreSQL, a pet with ${RECORDS} records among 20,200 and ${VITALS.toLocaleString('en')} vitals${hooked}; ${petHistory.rps}/${timeline.rps}/${recordHistory.rps}/${autosave.rps} req/s, ${SECONDS} s each, seeded in ${seeded} s; ${errors} errors incl. ${conflicts} version conflicts)`);
  console.log(`  floor (authenticated, one small query, empty answer): p95 ${floor.p95} ms, ${floor.rps} req/s; medians ${petHistory.p50}/${timeline.p50}/${recordHistory.p50}/${autosave.p50} ms; ${loadLine()}`);
  if (errors) process.exitCode = 1;
} finally {
  await server?.stop();
  await handle.close();
}
