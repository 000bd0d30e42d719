import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { recordFieldValues, recordVersions, records, staffUsers, type Db, type DbOrTx } from '@vetclinic/db';
import {
  recordFieldValueError, recordFieldsByKey,
  type TRecordAssociatedFields, type TRecordFieldValue, type TRecordFieldValuesResult, type TRecordFieldWrite,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import type { TenantScope } from '../../plugins/auth';
import { readableRecord, type RecordRow } from './guard';
import { assertClinicVet, closeLocked, fieldValuesOf, parseFieldValue } from './service';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field keys must be in the record's template snapshot and values must fit their field (422 per field). */
function checkFields(row: RecordRow, fields: readonly TRecordFieldWrite[]) {
  const byKey = recordFieldsByKey(row.templateSnapshot);
  const errors: Record<string, string[]> = {};
  fields.forEach((f, i) => {
    const def = byKey.get(f.field_key);
    if (!def) {
      errors[`fields.${i}.field_key`] = ['recordsServer.validation.field_unknown'];
      return;
    }
    const err = recordFieldValueError(def, f.value === undefined ? null : f.value);
    if (err) errors[`fields.${i}.value`] = [err];
  });
  if (Object.keys(errors).length) throw validation(errors);
}

interface LockedRecord { row: RecordRow; values: TRecordFieldValue[] }

/** Field values as one JSON text (ordered by key, writer's name resolved), so a single statement can carry them. */
const valuesJson = (from: SQL) => sql`(SELECT coalesce(json_agg(json_build_object('k', x.field_key, 't', x.value::text, 'v', x.version, 'at', x.updated_at, 'by', x.updated_by,
    'name', CASE WHEN s.first_name IS NULL THEN NULL ELSE trim(s.first_name || ' ' || coalesce(s.last_name, '')) END) ORDER BY x.field_key), '[]')::text
  FROM ${from} x LEFT JOIN ${staffUsers} s ON s.id = x.updated_by)`;

function parseValues(text: string): TRecordFieldValue[] {
  const rows = JSON.parse(text) as { k: string; t: string | null; v: number; at: string; by: number | null; name: string | null }[];
  return rows.map((r) => ({
    field_key: r.k, value: parseFieldValue(r.t), version: r.v, updated_at: new Date(r.at).toISOString(),
    updated_by: r.by !== null && r.name !== null ? { id: r.by, full_name: r.name } : null,
  }));
}

/**
 * lockWritableRecord and the record's field values in one round trip. The values come from the statement's
 * snapshot, taken before any wait for the lock: if another save committed meanwhile (every field write bumps
 * records.version, which the locked row shows but the snapshot does not), they are read again under the lock.
 */
async function lockWithValues(tx: DbOrTx, scope: TenantScope, id: number): Promise<LockedRecord> {
  const [got] = await tx.select({
    row: records,
    seenVersion: sql<number>`(SELECT r2.version FROM ${records} r2 WHERE r2.id = "records"."id")`,
    values: sql<string>`${valuesJson(sql`(SELECT * FROM ${recordFieldValues} WHERE ${recordFieldValues.recordId} = ${records.id})`)}`,
  }).from(records)
    .where(and(eq(records.id, id), eq(records.groupId, scope.groupId), eq(records.clinicId, scope.clinicId), isNull(records.deletedAt)))
    .for('update', { of: records });
  if (!got) throw notFound();
  if (got.row.status === 'closed') throw new AppError('record_closed', 'errors.record_closed');
  const values = Number(got.seenVersion) === got.row.version ? parseValues(got.values) : await fieldValuesOf(tx, id);
  return { row: got.row, values };
}

/**
 * Writes field values and record columns of a locked, open record: last writer wins per field, with a version
 * check. Each field carries the version its writer last saw (0 = never written); if any is stale the whole
 * request is refused (409 record_field_conflict with the current values of the conflicting fields) and nothing
 * is saved, so a tab never half-applies what its user typed. Unchanged values are not rewritten. What changed
 * is written in ONE statement (the field upserts, the record's version bump and column patch, the history
 * row), which also answers the record's field values after the write.
 */
async function writeChanges(
  tx: DbOrTx, scope: TenantScope, locked: LockedRecord, fields: readonly TRecordFieldWrite[],
  assocChange: { before: Record<string, unknown>; after: Record<string, unknown>; patch: Partial<typeof records.$inferInsert> } | null,
  actionFor: (fieldsChanged: boolean) => string, now: Date,
): Promise<{ row: RecordRow; values: TRecordFieldValue[] }> {
  const { row, values } = locked;
  checkFields(row, fields);
  const byKey = new Map(values.map((v) => [v.field_key, v]));
  const stale = fields.filter((f) => (byKey.get(f.field_key)?.version ?? 0) !== f.version);
  if (stale.length) {
    throw new AppError('record_field_conflict', 'recordsServer.errors.field_conflict', undefined, {
      conflicts: stale.map((f) => byKey.get(f.field_key)
        ?? { field_key: f.field_key, value: null, version: 0, updated_at: null, updated_by: null }),
    });
  }
  const changed = fields.filter((f) => !same(byKey.get(f.field_key)?.value, f.value));
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const f of changed) {
    before[f.field_key] = byKey.get(f.field_key)?.value ?? null;
    after[f.field_key] = f.value ?? null;
  }
  const patch = assocChange?.patch ?? {};
  Object.assign(before, assocChange?.before);
  Object.assign(after, assocChange?.after);
  if (!Object.keys(after).length) return { row, values };
  const action = actionFor(changed.length > 0);
  const sets = [sql`version = version + 1`, sql`updated_at = ${now}::timestamptz`];
  if (patch.title !== undefined) sets.push(sql`title = ${patch.title}`);
  if (patch.clientSummary !== undefined) sets.push(sql`client_summary = ${patch.clientSummary}`);
  if (patch.vetId !== undefined) sets.push(sql`vet_id = ${patch.vetId}`);
  if (patch.recordedAt !== undefined) sets.push(sql`recorded_at = ${patch.recordedAt}::timestamptz`);
  const input = JSON.stringify(changed.map((f) => ({ k: f.field_key, v: f.value ?? null })));
  const result = await tx.execute(sql`
    WITH up AS (
      INSERT INTO ${recordFieldValues} (record_id, field_key, value, version, updated_by, updated_at)
      SELECT ${row.id}::int, x.k, x.v, 1, ${scope.userId}::int, ${now}::timestamptz FROM jsonb_to_recordset(${input}::jsonb) AS x(k text, v jsonb)
      ON CONFLICT (record_id, field_key) DO UPDATE SET value = excluded.value, version = ${recordFieldValues}.version + 1,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at
      RETURNING *
    ), r AS (
      UPDATE ${records} SET ${sql.join(sets, sql`, `)} WHERE id = ${row.id} RETURNING id, version
    ), h AS (
      INSERT INTO ${recordVersions} (record_id, version, action, changed_by, changed_at, reason, before, after)
      SELECT r.id, r.version, ${action}::text, ${scope.userId}::int, ${now}::timestamptz, NULL, ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb FROM r
    )
    SELECT (SELECT version FROM r) AS version, ${valuesJson(sql`(
      SELECT coalesce(u.record_id, o.record_id) AS record_id, coalesce(u.field_key, o.field_key) AS field_key, coalesce(u.value, o.value) AS value,
             coalesce(u.version, o.version) AS version, coalesce(u.updated_at, o.updated_at) AS updated_at, coalesce(u.updated_by, o.updated_by) AS updated_by
      FROM (SELECT * FROM ${recordFieldValues} WHERE record_id = ${row.id}) o FULL JOIN up u ON u.field_key = o.field_key)`)} AS values`);
  const [out] = (result as unknown as { rows: { version: number; values: string }[] }).rows;
  return { row: { ...row, ...patch, version: Number(out.version), updatedAt: now }, values: parseValues(out.values) };
}

const resultOf = (row: Pick<RecordRow, 'id' | 'version' | 'status'>, fields: TRecordFieldValue[]): TRecordFieldValuesResult => (
  { record_id: row.id, record_version: row.version, status: row.status, fields });

async function result(db: DbOrTx, row: Pick<RecordRow, 'id' | 'version' | 'status'>): Promise<TRecordFieldValuesResult> {
  return { record_id: row.id, record_version: row.version, status: row.status, fields: await fieldValuesOf(db, row.id) };
}

export async function getFieldValues(db: Db, scope: TenantScope, id: number): Promise<TRecordFieldValuesResult> {
  const row = await readableRecord(db, scope, id);
  return result(db, row);
}

/** PUT /records/{id}/field-values */
export async function putFieldValues(db: Db, scope: TenantScope, id: number, fields: readonly TRecordFieldWrite[], now = new Date()): Promise<TRecordFieldValuesResult> {
  return db.transaction(async (tx) => {
    const locked = await lockWithValues(tx, scope, id);
    const { row, values } = await writeChanges(tx, scope, locked, fields, null, () => 'fields', now);
    return resultOf(row, values);
  });
}

const ASSOCIATED_COLUMNS = { title: 'title', client_summary: 'clientSummary', vet_id: 'vetId', recorded_at: 'recordedAt' } as const;

/**
 * POST /patients/{petId}/{recordId}/save-values: the record's own columns (`associatedFields`, last writer
 * wins), its field values (`fields`, versioned per field) and, with `closeRecord`, closing it after saving —
 * all in one transaction under the record's lock. The pet in the path must be the record's (404 otherwise).
 */
export async function saveValues(
  db: Db, scope: TenantScope, petId: number, id: number,
  input: { associatedFields?: TRecordAssociatedFields; closeRecord: boolean; fields: TRecordFieldWrite[]; task_template_ids?: number[] },
  now = new Date(),
): Promise<TRecordFieldValuesResult> {
  return db.transaction(async (tx) => {
    const locked = await lockWithValues(tx, scope, id);
    const { row: current } = locked;
    if (current.petId !== petId) throw notFound();
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const patch: Partial<typeof records.$inferInsert> = {};
    const assoc = input.associatedFields ?? {};
    if (assoc.vet_id != null && assoc.vet_id !== current.vetId) await assertClinicVet(tx, scope, assoc.vet_id, 'associatedFields.vet_id');
    for (const k of Object.keys(ASSOCIATED_COLUMNS) as (keyof typeof ASSOCIATED_COLUMNS)[]) {
      const column = ASSOCIATED_COLUMNS[k];
      const value = assoc[k];
      if (value === undefined) continue;
      const old: unknown = current[column];
      const oldWire = old instanceof Date ? old.toISOString() : old;
      const next = k === 'recorded_at' && typeof value === 'string' ? new Date(value) : value;
      const nextWire = next instanceof Date ? next.toISOString() : next;
      if (same(oldWire, nextWire)) continue;
      (patch as Record<string, unknown>)[column] = next;
      before[k] = oldWire ?? null;
      after[k] = nextWire ?? null;
    }
    const written = await writeChanges(tx, scope, locked, input.fields, { before, after, patch }, (fieldsChanged) => (fieldsChanged ? 'fields' : 'details'), now);
    if (!input.closeRecord) return resultOf(written.row, written.values);
    const row = await closeLocked(tx, scope, written.row, input.task_template_ids, now);
    return result(tx, row);
  });
}
