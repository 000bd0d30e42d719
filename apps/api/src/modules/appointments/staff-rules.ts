import { and, eq, gt, lt, ne, notInArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointments, clinicMemberships, clinics, staffUsers, type Db, type DbOrTx } from '@vetclinic/db';
import {
  FREEING_APPOINTMENT_STATUSES, MAX_TIMESLOT_RANGE_DAYS, computeFreeSlots, unionSchedules, workingRangesForDate,
  type AppointmentWarning, type Schedule, type TBookable, type TBookableQuery, type TTimeslotsQuery, type TVetTimeslots,
} from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import type { TenantScope } from '../../plugins/auth';
import { loadAvailabilityInputs, localDateSpan, resolveSelection } from '../availability/service';
import { listClinicVets } from '../catalog/service';
import { loadClosureRanges } from '../availability/closures';

type Clinic = typeof clinics.$inferSelect;

export async function loadClinic(db: DbOrTx, scope: TenantScope): Promise<Clinic> {
  const [clinic] = await db.select().from(clinics).where(eq(clinics.id, scope.clinicId));
  if (!clinic) throw notFound();
  return clinic;
}

export interface SlotCheck {
  /** Another live appointment of this vet overlaps: the desk may not book it (409 slot_taken). */
  taken: boolean;
  warnings: AppointmentWarning[];
}

/**
 * The desk's rule for [start, end) of one vet. Same data as online booking (loadAvailabilityInputs)
 * but without minimum notice and horizon; only an overlap with the vet's other appointments (in any
 * clinic: a vet is one person) refuses — working hours, time off, a clinic closure (an emergency on a
 * holiday is the desk's call; decisions.md, issue 22 closures) and the past only warn. The
 * exclusion constraint remains the guarantee; this check gives the early, readable answer.
 */
export async function checkStaffSlot(
  db: DbOrTx,
  clinic: Clinic,
  vetId: number,
  range: { start: number; end: number },
  opts: { now: number; excludeAppointmentId?: number; ableVetIds?: number[] },
): Promise<SlotCheck> {
  const { start, end } = range;
  const durationMinutes = Math.max(1, Math.round((end - start) / 60_000));
  const [inputs, closed, overlapping] = await Promise.all([
    loadAvailabilityInputs(db, clinic, [vetId], { from: start - 36 * 3600_000, to: end + 36 * 3600_000 }, {
      now: opts.now, durationMinutes, excludeAppointmentId: opts.excludeAppointmentId, ignoreOnlineRules: true, ignoreClosures: true,
    }),
    loadClosureRanges(db, clinic, { from: start, to: end }),
    db.select({ id: appointments.id }).from(appointments).where(and(
      eq(appointments.vetId, vetId),
      lt(appointments.startsAt, new Date(end)),
      gt(appointments.endsAt, new Date(start)),
      notInArray(appointments.status, [...FREEING_APPOINTMENT_STATUSES]),
      opts.excludeAppointmentId ? ne(appointments.id, opts.excludeAppointmentId) : undefined,
    )).limit(1),
  ]);
  const input = inputs.get(vetId)!;
  const warnings: AppointmentWarning[] = [];
  const taken = overlapping.length > 0;
  // Busy = other appointments ∪ time off; with no appointment overlapping, an overlap is time off.
  if (!taken && input.busy.some((b) => b.start < end && b.end > start)) warnings.push('vet_time_off');
  const localDate = DateTime.fromMillis(start, { zone: clinic.timezone }).toISODate()!;
  const working = workingRangesForDate(input, localDate);
  if (!working.some((r) => r.start <= start && end <= r.end)) warnings.push('outside_working_hours');
  if (closed.length) warnings.push('clinic_closed');
  if (opts.ableVetIds && !opts.ableVetIds.includes(vetId)) warnings.push('vet_not_assigned');
  if (start < opts.now) warnings.push('in_past');
  return { taken, warnings };
}

/** The vet must be an active vet of the active clinic (422 otherwise). */
export async function assertClinicVet(db: DbOrTx, clinicId: number, vetId: number) {
  const vets = await listClinicVets(db, clinicId);
  if (!vets.some((v) => v.id === vetId)) throw validation({ vet_id: ['validation.not_clinic_vet'] });
}

/** GET /ws/{vetId}/bookable: whether the desk may book this vet then, and why not. */
export async function isBookable(db: Db, scope: TenantScope, vetId: number, q: TBookableQuery, now = Date.now()): Promise<TBookable> {
  const [member] = await db.select({ isVet: staffUsers.isVet, isActive: staffUsers.isActive, deletedAt: staffUsers.deletedAt })
    .from(clinicMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(eq(clinicMemberships.clinicId, scope.clinicId), eq(clinicMemberships.userId, vetId)));
  if (!member) throw notFound('errors.vet_not_found');
  if (!member.isVet || !member.isActive || member.deletedAt) return { bookable: false, reason: 'not_a_vet', warnings: [] };
  const clinic = await loadClinic(db, scope);
  let duration = q.duration;
  let ableVetIds: number[] | undefined;
  if (q.service_package_ids?.length) {
    const selection = await resolveSelection(db, clinic.id, { service_package_ids: q.service_package_ids }, { includeHidden: true });
    duration ??= selection.durationMinutes;
    ableVetIds = selection.vetIds;
  }
  const start = Date.parse(q.datetime_start_utc);
  const check = await checkStaffSlot(db, clinic, vetId, { start, end: start + duration! * 60_000 }, { now, excludeAppointmentId: q.exclude_appointment_id, ableVetIds });
  return { bookable: !check.taken, reason: check.taken ? 'slot_taken' : null, warnings: check.warnings };
}

/**
 * The staff view of free time: the public answer's shape and the same slot function, but with staff
 * rules (no notice or horizon, hidden services, online booking may be off) and "any staff" (−1) always
 * available. Only free time inside working hours is offered; the desk can still book elsewhere.
 */
export async function staffTimeslots(db: Db, scope: TenantScope, clinicId: number, q: TTimeslotsQuery, now = Date.now()): Promise<TVetTimeslots[]> {
  if (clinicId !== scope.clinicId) throw notFound('errors.clinic_not_found');
  const clinic = await loadClinic(db, scope);
  const start = DateTime.fromISO(q.start_date, { zone: clinic.timezone });
  const end = DateTime.fromISO(q.end_date, { zone: clinic.timezone });
  if (end < start) throw validation({ end_date: ['validation.interval_order'] });
  if (end.diff(start, 'days').days + 1 > MAX_TIMESLOT_RANGE_DAYS) throw validation({ end_date: ['validation.range_too_long'] });
  const selection = await resolveSelection(db, clinic.id, q, { includeHidden: true });
  const anyStaff = q.any_staff === '1' || q.vet_id === -1;
  const vetIds = !anyStaff && q.vet_id !== undefined ? selection.vetIds.filter((id) => id === q.vet_id) : selection.vetIds;
  const inputs = await loadAvailabilityInputs(db, clinic, vetIds, localDateSpan(clinic.timezone, q.start_date, q.end_date), {
    now, durationMinutes: selection.durationMinutes, ignoreOnlineRules: true,
  });
  const schedules = vetIds.map((id) => ({ id, schedule: computeFreeSlots(inputs.get(id)!, q.start_date, q.end_date) }));
  if (anyStaff) {
    const merged: Schedule = schedules.length ? unionSchedules(schedules.map((s) => s.schedule)) : emptySchedule(q.start_date, q.end_date, clinic.timezone);
    return [{ id: -1, first_name: '', last_name: '', job_title: null, avatar: null, schedule: merged }];
  }
  const vets = await listClinicVets(db, clinic.id);
  return schedules.map(({ id, schedule }) => {
    const v = vets.find((x) => x.id === id)!;
    return { id, first_name: v.firstName, last_name: v.lastName, job_title: v.jobTitle, avatar: v.avatar, schedule };
  });
}

function emptySchedule(startDate: string, endDate: string, zone: string): Schedule {
  const out: Schedule = {};
  for (let d = DateTime.fromISO(startDate, { zone }); d.toISODate()! <= endDate; d = d.plus({ days: 1 })) out[d.toISODate()!] = [];
  return out;
}
