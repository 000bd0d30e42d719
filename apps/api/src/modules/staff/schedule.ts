import { and, asc, count, eq, gt } from 'drizzle-orm';
import { vetTimeOff, vetWorkingHours, type Db, type DbOrTx } from '@vetclinic/db';
import type { DayOfWeek, TTimeOff, TWeeklyInterval, TWorkingHours, TWorkingHoursInput } from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { findClinicMember } from './service';

const hhmm = (t: string) => t.slice(0, 5);
const actorOf = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

async function readHours(db: DbOrTx, scope: TenantScope, vetId: number): Promise<TWeeklyInterval[]> {
  const rows = await db.select().from(vetWorkingHours)
    .where(and(eq(vetWorkingHours.clinicId, scope.clinicId), eq(vetWorkingHours.vetId, vetId)))
    .orderBy(asc(vetWorkingHours.day), asc(vetWorkingHours.startTime));
  // Postgres prints 24:00 as "24:00:00"; slice keeps "24:00".
  return rows.map((r) => ({ day: r.day as DayOfWeek, start_time: hhmm(r.startTime), end_time: hhmm(r.endTime) }));
}

/** A member's weekly working hours in this clinic (the fallback when no shift is published for a date). */
export async function getWorkingHours(db: Db, scope: TenantScope, vetId: number): Promise<TWorkingHours> {
  await findClinicMember(db, scope, vetId);
  return { vet_id: vetId, intervals: await readHours(db, scope, vetId) };
}

/** Replaces the weekly hours (already validated: inside the day, no overlaps). Audited. */
export async function replaceWorkingHours(db: Db, scope: TenantScope, vetId: number, input: TWorkingHoursInput): Promise<TWorkingHours> {
  return db.transaction(async (tx) => {
    await findClinicMember(tx, scope, vetId);
    const before = await readHours(tx, scope, vetId);
    await tx.delete(vetWorkingHours).where(and(eq(vetWorkingHours.clinicId, scope.clinicId), eq(vetWorkingHours.vetId, vetId)));
    if (input.intervals.length) {
      await tx.insert(vetWorkingHours).values(input.intervals.map((i) => ({ clinicId: scope.clinicId, vetId, day: i.day, startTime: i.start_time, endTime: i.end_time })));
    }
    const after = await readHours(tx, scope, vetId);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'staff.working_hours_updated', entityType: 'staff_user', entityId: vetId, before, after });
    return { vet_id: vetId, intervals: after };
  });
}

const timeOffDto = (r: typeof vetTimeOff.$inferSelect): TTimeOff => ({
  id: r.id, vet_id: r.vetId, datetime_start_utc: r.startsAt.toISOString(), datetime_end_utc: r.endsAt.toISOString(), reason: r.reason,
});

/** Time off of a member in this clinic, soonest first; past entries only on request. */
export async function listTimeOff(db: Db, scope: TenantScope, vetId: number, opts: { includePast: boolean; page: number; perPage: number }) {
  await findClinicMember(db, scope, vetId);
  const where = and(eq(vetTimeOff.clinicId, scope.clinicId), eq(vetTimeOff.vetId, vetId), opts.includePast ? undefined : gt(vetTimeOff.endsAt, new Date()));
  const [{ total }] = await db.select({ total: count() }).from(vetTimeOff).where(where);
  const rows = await db.select().from(vetTimeOff).where(where).orderBy(asc(vetTimeOff.startsAt), asc(vetTimeOff.id)).limit(opts.perPage).offset(offsetOf(opts.page, opts.perPage));
  return { data: rows.map(timeOffDto), total };
}

/** Blocks time for a member: no slot is offered inside it from this moment on. Audited. */
export async function addTimeOff(db: Db, scope: TenantScope, vetId: number, input: { datetime_start_utc: string; datetime_end_utc: string; reason: string | null }) {
  return db.transaction(async (tx) => {
    await findClinicMember(tx, scope, vetId);
    const [row] = await tx.insert(vetTimeOff).values({
      clinicId: scope.clinicId, vetId, startsAt: new Date(input.datetime_start_utc), endsAt: new Date(input.datetime_end_utc), reason: input.reason,
    }).returning();
    const dto = timeOffDto(row);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'staff.time_off_added', entityType: 'vet_time_off', entityId: row.id, after: dto });
    return dto;
  });
}

export async function deleteTimeOff(db: Db, scope: TenantScope, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(vetTimeOff).where(and(eq(vetTimeOff.id, id), eq(vetTimeOff.clinicId, scope.clinicId)));
    if (!row) throw notFound();
    await tx.delete(vetTimeOff).where(eq(vetTimeOff.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'staff.time_off_deleted', entityType: 'vet_time_off', entityId: id, before: timeOffDto(row) });
  });
}
