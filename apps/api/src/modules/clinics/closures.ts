import { and, asc, eq, gte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinicClosures, clinics, type Db } from '@vetclinic/db';
import type { TClinicClosure, TClinicClosureInput } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { closureSpan } from '../availability/closures';

type ClosureRow = typeof clinicClosures.$inferSelect;

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

function toDto(row: ClosureRow, zone: string): TClinicClosure {
  const span = closureSpan(row, zone);
  return {
    id: row.id,
    clinic_id: row.clinicId,
    start_date: row.startDate,
    end_date: row.endDate,
    start_time: hhmm(row.startTime),
    end_time: hhmm(row.endTime),
    reason: row.reason,
    starts_at_utc: new Date(span.start).toISOString(),
    ends_at_utc: new Date(span.end).toISOString(),
  };
}

async function clinicZone(db: Db, clinicId: number) {
  const [c] = await db.select({ timezone: clinics.timezone }).from(clinics).where(eq(clinics.id, clinicId));
  if (!c) throw notFound('errors.clinic_not_found');
  return c.timezone;
}

/** The scope's clinic closures that have not ended before `from` (clinic-local date, default today), soonest first. */
export async function listClosures(db: Db, scope: TenantScope, from?: string): Promise<TClinicClosure[]> {
  const zone = await clinicZone(db, scope.clinicId);
  const since = from ?? DateTime.now().setZone(zone).toISODate()!;
  const rows = await db.select().from(clinicClosures)
    .where(and(eq(clinicClosures.clinicId, scope.clinicId), gte(clinicClosures.endDate, since)))
    .orderBy(asc(clinicClosures.startDate), asc(clinicClosures.startTime), asc(clinicClosures.id));
  return rows.map((r) => toDto(r, zone));
}

/** A span that is empty once the zone is applied (e.g. inside a DST gap) is a 422 on the end, never a stored no-op. */
function assertSpan(input: TClinicClosureInput, zone: string) {
  const span = closureSpan({ startDate: input.start_date, endDate: input.end_date, startTime: input.start_time, endTime: input.end_time }, zone);
  if (!(span.end > span.start)) throw validation({ [input.end_time ? 'end_time' : 'end_date']: ['validation.interval_order'] });
}

const values = (input: TClinicClosureInput) => ({
  startDate: input.start_date, endDate: input.end_date, startTime: input.start_time, endTime: input.end_time, reason: input.reason,
});

export async function createClosure(db: Db, scope: TenantScope, input: TClinicClosureInput): Promise<TClinicClosure> {
  const zone = await clinicZone(db, scope.clinicId);
  assertSpan(input, zone);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(clinicClosures).values({ clinicId: scope.clinicId, createdBy: scope.userId, ...values(input) }).returning();
    const after = toDto(row, zone);
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'clinic.closure_created', entityType: 'clinic_closure', entityId: row.id, after,
    });
    return after;
  });
}

export async function updateClosure(db: Db, scope: TenantScope, id: number, input: TClinicClosureInput): Promise<TClinicClosure> {
  const zone = await clinicZone(db, scope.clinicId);
  assertSpan(input, zone);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(clinicClosures).where(and(eq(clinicClosures.id, id), eq(clinicClosures.clinicId, scope.clinicId))).for('update');
    if (!before) throw notFound('errors.closure_not_found');
    const [row] = await tx.update(clinicClosures).set(values(input)).where(eq(clinicClosures.id, id)).returning();
    const after = toDto(row, zone);
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'clinic.closure_updated', entityType: 'clinic_closure', entityId: id, before: toDto(before, zone), after,
    });
    return after;
  });
}

export async function deleteClosure(db: Db, scope: TenantScope, id: number): Promise<void> {
  const zone = await clinicZone(db, scope.clinicId);
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(clinicClosures).where(and(eq(clinicClosures.id, id), eq(clinicClosures.clinicId, scope.clinicId))).returning();
    if (!before) throw notFound('errors.closure_not_found');
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'clinic.closure_deleted', entityType: 'clinic_closure', entityId: id, before: toDto(before, zone),
    });
  });
}
