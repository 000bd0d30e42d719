import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordFieldValues, records, type Db, type DbOrTx } from '@vetclinic/db';
import {
  recordFieldValueError, recordFieldsByKey,
  type TRecordAssociatedFields, type TRecordFieldValuesResult, type TRecordFieldWrite,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import type { TenantScope } from '../../plugins/auth';
import { lockWritableRecord, readableRecord, type RecordRow } from './guard';
import { assertClinicVet, closeLocked, fieldValueText, fieldValuesOf, parseFieldValue, writeVersion } from './service';

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

/**
 * Writes field values of a locked, open record: last writer wins per field, with a version check. Each
 * field carries the version its writer last saw (0 = never written); if any is stale the whole request
 * is refused (409 record_field_conflict with the current values of the conflicting fields) and nothing
 * is saved, so a tab never half-applies what its user typed. Unchanged values are not rewritten.
 * Returns the before/after of the fields that changed.
 */
async function writeFields(tx: DbOrTx, scope: TenantScope, row: RecordRow, fields: readonly TRecordFieldWrite[], now: Date) {
  if (!fields.length) return { before: {}, after: {} };
  checkFields(row, fields);
  const keys = fields.map((f) => f.field_key);
  const current = await tx.select({ fieldKey: recordFieldValues.fieldKey, version: recordFieldValues.version, text: fieldValueText }).from(recordFieldValues)
    .where(and(eq(recordFieldValues.recordId, row.id), inArray(recordFieldValues.fieldKey, keys)));
  const byKey = new Map(current.map((c) => [c.fieldKey, { version: c.version, value: parseFieldValue(c.text) }]));
  const stale = fields.filter((f) => (byKey.get(f.field_key)?.version ?? 0) !== f.version);
  if (stale.length) {
    const all = await fieldValuesOf(tx, row.id);
    throw new AppError('record_field_conflict', 'recordsServer.errors.field_conflict', undefined, {
      conflicts: stale.map((f) => all.find((v) => v.field_key === f.field_key)
        ?? { field_key: f.field_key, value: null, version: 0, updated_at: null, updated_by: null }),
    });
  }
  const changed = fields.filter((f) => !same(byKey.get(f.field_key)?.value, f.value));
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (!changed.length) return { before, after };
  for (const f of changed) {
    before[f.field_key] = byKey.get(f.field_key)?.value ?? null;
    after[f.field_key] = f.value ?? null;
  }
  await tx.insert(recordFieldValues)
    .values(changed.map((f) => ({ recordId: row.id, fieldKey: f.field_key, value: sql`${JSON.stringify(f.value ?? null)}::jsonb`, version: 1, updatedBy: scope.userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [recordFieldValues.recordId, recordFieldValues.fieldKey],
      set: { value: sql`excluded.value`, version: sql`${recordFieldValues.version} + 1`, updatedBy: scope.userId, updatedAt: now },
    });
  return { before, after };
}

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
    let row = await lockWritableRecord(tx, scope, id);
    const { before, after } = await writeFields(tx, scope, row, fields, now);
    if (Object.keys(after).length) row = await writeVersion(tx, scope, row, 'fields', { before, after }, now);
    return result(tx, row);
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
    let row = await lockWritableRecord(tx, scope, id);
    if (row.petId !== petId) throw notFound();
    const { before, after } = await writeFields(tx, scope, row, input.fields, now);
    const patch: Partial<typeof records.$inferInsert> = {};
    const assoc = input.associatedFields ?? {};
    if (assoc.vet_id != null && assoc.vet_id !== row.vetId) await assertClinicVet(tx, scope, assoc.vet_id, 'associatedFields.vet_id');
    for (const k of Object.keys(ASSOCIATED_COLUMNS) as (keyof typeof ASSOCIATED_COLUMNS)[]) {
      const column = ASSOCIATED_COLUMNS[k];
      const value = assoc[k];
      if (value === undefined) continue;
      const old: unknown = row[column];
      const oldWire = old instanceof Date ? old.toISOString() : old;
      const next = k === 'recorded_at' && typeof value === 'string' ? new Date(value) : value;
      const nextWire = next instanceof Date ? next.toISOString() : next;
      if (same(oldWire, nextWire)) continue;
      (patch as Record<string, unknown>)[column] = next;
      before[k] = oldWire ?? null;
      after[k] = nextWire ?? null;
    }
    if (Object.keys(after).length) {
      const action = input.fields.some((f) => f.field_key in after) ? 'fields' : 'details';
      row = await writeVersion(tx, scope, row, action, { before, after, patch }, now);
    }
    if (input.closeRecord) row = await closeLocked(tx, scope, row, input.task_template_ids, now);
    return result(tx, row);
  });
}
