import { and, eq, isNull } from 'drizzle-orm';
import { records, type DbOrTx } from '@vetclinic/db';
import { AppError, notFound } from '../../lib/app-error';
import type { TenantScope } from '../../plugins/auth';

export type RecordRow = typeof records.$inferSelect;

/**
 * The one door every write to a record, or to anything that belongs to one (field values, vitals,
 * anesthesia, diagnoses, prescriptions, attachments), goes through: inside the caller's transaction, the
 * record is locked (FOR UPDATE, so a close and a save never interleave), must be at the caller's active
 * clinic (another clinic's record is a 404, as another group's is), not deleted, and not closed (409
 * record_closed). The database's trigger (migration 0020) refuses what slips past this.
 */
export async function lockWritableRecord(tx: DbOrTx, scope: TenantScope, recordId: number): Promise<RecordRow> {
  const [row] = await tx
    .select()
    .from(records)
    .where(and(eq(records.id, recordId), eq(records.groupId, scope.groupId), eq(records.clinicId, scope.clinicId), isNull(records.deletedAt)))
    .for('update');
  if (!row) throw notFound();
  if (row.status === 'closed') throw new AppError('record_closed', 'errors.record_closed');
  return row;
}

/**
 * A record the caller may read: any clinic of the caller's group (a pet's history follows it between the
 * group's clinics), not deleted. Another group's record is a 404.
 */
export async function readableRecord(db: DbOrTx, scope: TenantScope, recordId: number): Promise<RecordRow> {
  const [row] = await db
    .select()
    .from(records)
    .where(and(eq(records.id, recordId), eq(records.groupId, scope.groupId), isNull(records.deletedAt)));
  if (!row) throw notFound();
  return row;
}
