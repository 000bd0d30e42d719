import { and, eq, gt, gte, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointments, clinicMemberships, petParents, shifts, staffUsers, type DbOrTx } from '@vetclinic/db';
import { FREEING_APPOINTMENT_STATUSES, isoWeekday, mergeRanges, type TShift, type TShiftConflict, type TimeRange } from '@vetclinic/domain';
import { AppError, validation } from '../../lib/app-error';
import { isExclusionViolation } from '@vetclinic/db';
import type { TenantScope } from '../../plugins/auth';

export type ShiftRow = typeof shifts.$inferSelect;

/** Clinic-local wall-clock time → instant; '24:00' is the next day's midnight (DST-correct via luxon). */
export function localInstant(zone: string, date: string, time: string): DateTime {
  if (time === '24:00') return DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day');
  return DateTime.fromISO(`${date}T${time}`, { zone });
}

/** The instants of clinic-local dates [start, end] (end inclusive): [start 00:00, end+1 00:00). */
export function localDateRange(zone: string, start: string, end: string) {
  return {
    from: DateTime.fromISO(start, { zone }).startOf('day').toJSDate(),
    to: DateTime.fromISO(end, { zone }).plus({ days: 1 }).startOf('day').toJSDate(),
  };
}

export const localDate = (zone: string, at: Date) => DateTime.fromJSDate(at, { zone }).toISODate()!;

export function shiftDto(zone: string, row: ShiftRow, vetName: string): TShift {
  const start = DateTime.fromJSDate(row.startsAt, { zone });
  const end = DateTime.fromJSDate(row.endsAt, { zone });
  const endsAtMidnight = end.hasSame(start.plus({ days: 1 }), 'day') && end.hour === 0 && end.minute === 0;
  return {
    id: row.id,
    vet_id: row.vetId,
    vet: { id: row.vetId, full_name: vetName },
    status: row.status as TShift['status'],
    date: start.toISODate()!,
    start_time: start.toFormat('HH:mm'),
    end_time: endsAtMidnight ? '24:00' : end.toFormat('HH:mm'),
    datetime_start_utc: row.startsAt.toISOString(),
    datetime_end_utc: row.endsAt.toISOString(),
    note: row.note,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/** Full names of staff by id (for DTOs). */
export async function staffNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: staffUsers.id, first: staffUsers.firstName, last: staffUsers.lastName }).from(staffUsers).where(inArray(staffUsers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`]));
}

/** Those of `ids` who are active members of the clinic. */
export async function activeMemberIds(db: DbOrTx, scope: TenantScope, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Set();
  const rows = await db.select({ id: clinicMemberships.userId }).from(clinicMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(eq(clinicMemberships.clinicId, scope.clinicId), inArray(clinicMemberships.userId, unique), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** The ids must be active members of the clinic; otherwise a field error on `fieldOf(id)`. */
export async function assertActiveMembers(db: DbOrTx, scope: TenantScope, ids: number[], fieldOf: (id: number) => string) {
  const active = await activeMemberIds(db, scope, ids);
  const missing = [...new Set(ids)].filter((id) => !active.has(id));
  if (missing.length) throw validation(Object.fromEntries(missing.map((id) => [fieldOf(id), ['validation.vet_unknown']])));
}

/** A vet cannot hold two shifts of one status at the same time (in any clinic): the constraint says 409. */
export async function mapOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isExclusionViolation(err, 'shifts_no_overlap')) throw new AppError('conflict', 'errors.shift_overlap');
    throw err;
  }
}

/**
 * Appointments of these vets in this clinic that would lie outside their shifts, given the shifts each
 * vet will have (`after`) in [from, to). Only dates on which the vet has a shift are checked (other dates
 * fall back to weekly hours, as availability does); past and cancelled appointments never conflict.
 */
export async function findShiftConflicts(
  db: DbOrTx,
  scope: TenantScope,
  after: Map<number, TimeRange[]>,
  range: { from: Date; to: Date },
  opts: { onlyDates?: Set<string> } = {},
): Promise<TShiftConflict[]> {
  const vetIds = [...after.keys()];
  if (!vetIds.length) return [];
  const zone = scope.timezone;
  const rows = await db
    .select({ a: appointments, firstName: petParents.firstName, lastName: petParents.lastName })
    .from(appointments)
    .leftJoin(petParents, eq(petParents.id, appointments.clientId))
    .where(and(
      eq(appointments.clinicId, scope.clinicId),
      inArray(appointments.vetId, vetIds),
      gte(appointments.startsAt, range.from),
      lt(appointments.startsAt, range.to),
      gt(appointments.endsAt, new Date()),
      notInArray(appointments.status, [...FREEING_APPOINTMENT_STATUSES]),
    ));
  const conflicts: TShiftConflict[] = [];
  for (const { a, firstName, lastName } of rows) {
    const date = localDate(zone, a.startsAt);
    if (opts.onlyDates && !opts.onlyDates.has(date)) continue;
    // The same rule as availability: a date on which a shift starts is worked exactly by the shifts overlapping it.
    const vetShifts = after.get(a.vetId) ?? [];
    if (!vetShifts.some((s) => localDate(zone, new Date(s.start)) === date)) continue;
    const day = DateTime.fromISO(date, { zone });
    const dayStart = day.startOf('day').toMillis();
    const dayEnd = day.plus({ days: 1 }).startOf('day').toMillis();
    const inside = mergeRanges(vetShifts.filter((s) => s.end > dayStart && s.start < dayEnd)).some((s) => s.start <= a.startsAt.getTime() && a.endsAt.getTime() <= s.end);
    if (inside) continue;
    conflicts.push({
      appointment_id: a.id,
      vet_id: a.vetId,
      datetime_start_utc: a.startsAt.toISOString(),
      datetime_end_utc: a.endsAt.toISOString(),
      client: a.clientId !== null && firstName !== null ? { id: a.clientId, full_name: `${firstName} ${lastName ?? ''}`.trim() } : null,
    });
  }
  return conflicts.sort((x, y) => x.datetime_start_utc.localeCompare(y.datetime_start_utc) || x.appointment_id - y.appointment_id);
}

/** The 409 a publish (or an edit of a published shift) answers when appointments would be left outside. */
export const shiftConflictsError = (conflicts: TShiftConflict[]) =>
  new AppError('conflict', 'errors.shift_conflicts', undefined, { code: 'shift_conflicts', conflicts });

export { isoWeekday };
