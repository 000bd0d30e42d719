import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  appointments, clinicScheduleIntervals, clinics, servicePackages, serviceVets, services, shifts, vetTimeOff, vetWorkingHours,
  visitTypeVets, visitTypes, type DbOrTx,
} from '@vetclinic/db';
import {
  FREEING_APPOINTMENT_STATUSES, MAX_PETS_PER_BOOKING, computeFreeSlots, isSlotFree, unionSchedules,
  type AvailabilityInput, type DayOfWeek, type Schedule, type TimeRange, type WeeklyInterval,
} from '@vetclinic/domain';
import { validation } from '../../lib/app-error';
import { listClinicVets } from '../catalog/service';
import { loadClosureRanges } from './closures';

type Clinic = typeof clinics.$inferSelect;

/**
 * What is being booked, resolved against the clinic's catalogue. Several pets in one booking each get
 * the whole selection, back to back with the same vet (decisions.md, issue 22 #2): the time is the
 * selection's duration × pets; the price and the deposit are per pet (× pets where charged).
 */
export interface Selection {
  packages: { id: number; serviceId: number; name: string; duration: number; depositMinor: number; priceMinor: number }[];
  visitType: { id: number; name: string; duration: number; depositMinor: number } | null;
  /** How many pets the booking is for (1 when not said). */
  pets: number;
  /** The whole booking: the selection's minutes × pets. Offered slots and bookings both use it. */
  durationMinutes: number;
  /** Per pet: the deposit due is this × the appointment's pets. */
  depositMinor: number;
  /** Vets of the clinic who perform everything selected. */
  vetIds: number[];
}

const hhmm = (t: string) => t.slice(0, 5);

/**
 * Resolves packages (or a visit type) of this clinic that may be booked online, and the vets able
 * to do all of them. Anything unknown, hidden, disabled or of another clinic is a 422, never a 500.
 */
export async function resolveSelection(
  db: DbOrTx,
  clinicId: number,
  input: { service_package_ids?: number[]; visit_type_id?: number; pets?: number },
  opts: { includeHidden?: boolean } = {},
): Promise<Selection> {
  const pets = Math.min(MAX_PETS_PER_BOOKING, Math.max(1, Math.trunc(input.pets ?? 1)));
  const clinicVets = (await listClinicVets(db, clinicId)).map((v) => v.id);
  if (input.service_package_ids?.length) {
    const ids = [...new Set(input.service_package_ids)];
    const rows = await db
      .select({ p: servicePackages, s: services })
      .from(servicePackages)
      .innerJoin(services, eq(services.id, servicePackages.serviceId))
      .where(and(inArray(servicePackages.id, ids), eq(servicePackages.clinicId, clinicId), eq(servicePackages.isEnabled, true), isNull(services.deletedAt), opts.includeHidden ? undefined : eq(services.isVisible, true)));
    if (rows.length !== ids.length) throw validation({ service_package_ids: ['validation.service_unavailable'] });
    const serviceIds = [...new Set(rows.map((r) => r.s.id))];
    const links = await db.select().from(serviceVets).where(inArray(serviceVets.serviceId, serviceIds));
    const vetIds = clinicVets.filter((vetId) => serviceIds.every((sid) => links.some((l) => l.serviceId === sid && l.vetId === vetId)));
    const packages = ids.map((id) => {
      const r = rows.find((x) => x.p.id === id)!;
      return { id, serviceId: r.s.id, name: r.s.name, duration: r.s.duration, depositMinor: r.s.depositMinor, priceMinor: r.p.priceMinor };
    });
    return {
      packages,
      visitType: null,
      pets,
      durationMinutes: packages.reduce((sum, p) => sum + p.duration, 0) * pets,
      depositMinor: packages.reduce((sum, p) => sum + p.depositMinor, 0),
      vetIds,
    };
  }
  if (input.visit_type_id) {
    const [vt] = await db.select().from(visitTypes).where(and(eq(visitTypes.id, input.visit_type_id), eq(visitTypes.clinicId, clinicId), isNull(visitTypes.deletedAt), opts.includeHidden ? undefined : eq(visitTypes.isVisible, true)));
    if (!vt) throw validation({ visit_type_id: ['validation.service_unavailable'] });
    const links = await db.select().from(visitTypeVets).where(eq(visitTypeVets.visitTypeId, vt.id));
    return {
      packages: [],
      visitType: { id: vt.id, name: vt.name, duration: vt.duration, depositMinor: vt.depositMinor },
      pets,
      durationMinutes: vt.duration * pets,
      depositMinor: vt.depositMinor,
      vetIds: clinicVets.filter((id) => links.some((l) => l.vetId === id)),
    };
  }
  throw validation({ service_package_ids: ['validation.services_required'] });
}

export async function clinicWeeklyHours(db: DbOrTx, clinicId: number): Promise<WeeklyInterval[]> {
  const rows = await db.select().from(clinicScheduleIntervals).where(eq(clinicScheduleIntervals.clinicId, clinicId)).orderBy(asc(clinicScheduleIntervals.day), asc(clinicScheduleIntervals.startTime));
  return rows.map((r) => ({ day: r.day as DayOfWeek, start_time: hhmm(r.startTime), end_time: hhmm(r.endTime) }));
}

/** A vet's published shifts as time ranges, or null when there are none (weekly hours apply). */
function vetShifts(rows: { vetId: number; startsAt: Date; endsAt: Date }[], vetId: number): TimeRange[] | null {
  const mine = rows.filter((r) => r.vetId === vetId).map((r) => ({ start: r.startsAt.getTime(), end: r.endsAt.getTime() }));
  return mine.length ? mine : null;
}

/**
 * Everything the availability function needs per vet for [from, to): weekly hours and published shifts in this
 * clinic, busy time everywhere (a vet working in two clinics is one person) and this clinic's closures, in six
 * queries for all vets. Offered slots and the booking check both come from here, so a closure hides and refuses alike.
 */
export async function loadAvailabilityInputs(
  db: DbOrTx,
  clinic: Clinic,
  vetIds: number[],
  range: { from: number; to: number },
  opts: { now: number; durationMinutes: number; excludeAppointmentId?: number; ignoreOnlineRules?: boolean; ignoreClosures?: boolean },
): Promise<Map<number, AvailabilityInput>> {
  const result = new Map<number, AvailabilityInput>();
  if (!vetIds.length) return result;
  const from = new Date(range.from);
  const to = new Date(range.to);
  const [clinicHours, hours, busyRows, offRows, shiftRows, closed] = await Promise.all([
    clinicWeeklyHours(db, clinic.id),
    db.select().from(vetWorkingHours).where(and(eq(vetWorkingHours.clinicId, clinic.id), inArray(vetWorkingHours.vetId, vetIds))),
    db.select({ vetId: appointments.vetId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
      .from(appointments)
      .where(and(
        inArray(appointments.vetId, vetIds),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        notInArray(appointments.status, [...FREEING_APPOINTMENT_STATUSES]),
        opts.excludeAppointmentId ? ne(appointments.id, opts.excludeAppointmentId) : undefined,
      )),
    db.select().from(vetTimeOff).where(and(inArray(vetTimeOff.vetId, vetIds), lt(vetTimeOff.startsAt, to), gt(vetTimeOff.endsAt, from))),
    // Published shifts in this clinic replace weekly hours on the dates they start (the engine's contract).
    db.select({ vetId: shifts.vetId, startsAt: shifts.startsAt, endsAt: shifts.endsAt }).from(shifts)
      .where(and(eq(shifts.clinicId, clinic.id), eq(shifts.status, 'published'), inArray(shifts.vetId, vetIds), lt(shifts.startsAt, to), gt(shifts.endsAt, from))),
    // Holidays and closures of this clinic: busy for every vet here (the desk's check asks to see them apart).
    opts.ignoreClosures ? Promise.resolve([]) : loadClosureRanges(db, clinic, range),
  ]);
  for (const vetId of vetIds) {
    const busy: TimeRange[] = [];
    for (const b of busyRows) if (b.vetId === vetId) busy.push({ start: b.startsAt.getTime(), end: b.endsAt.getTime() });
    for (const b of offRows) if (b.vetId === vetId) busy.push({ start: b.startsAt.getTime(), end: b.endsAt.getTime() });
    busy.push(...closed);
    result.set(vetId, {
      timezone: clinic.timezone,
      clinicHours,
      vetHours: hours.filter((h) => h.vetId === vetId).map((h) => ({ day: h.day as DayOfWeek, start_time: hhmm(h.startTime), end_time: hhmm(h.endTime) })),
      shifts: vetShifts(shiftRows, vetId),
      busy,
      durationMinutes: opts.durationMinutes,
      now: opts.now,
      minNoticeMinutes: opts.ignoreOnlineRules ? 0 : clinic.minNoticeMinutes,
      horizonDays: opts.ignoreOnlineRules ? 3650 : clinic.bookingHorizonDays,
    });
  }
  return result;
}

/** The UTC span covering clinic-local dates [startDate, endDate], padded a day for long slots. */
export function localDateSpan(zone: string, startDate: string, endDate: string) {
  const from = DateTime.fromISO(startDate, { zone }).startOf('day').minus({ days: 1 });
  const to = DateTime.fromISO(endDate, { zone }).plus({ days: 2 }).startOf('day');
  return { from: from.toMillis(), to: to.toMillis() };
}

export interface VetSchedule { vetId: number; schedule: Schedule }

/** Free slots per vet over clinic-local dates, from the same function that admits bookings. */
export async function computeTimeslots(
  db: DbOrTx,
  clinic: Clinic,
  selection: Selection,
  vetIds: number[],
  startDate: string,
  endDate: string,
  now: number,
): Promise<VetSchedule[]> {
  const inputs = await loadAvailabilityInputs(db, clinic, vetIds, localDateSpan(clinic.timezone, startDate, endDate), { now, durationMinutes: selection.durationMinutes });
  return vetIds.map((vetId) => ({ vetId, schedule: computeFreeSlots(inputs.get(vetId)!, startDate, endDate) }));
}

export { unionSchedules };

/** True when `vetId` may take [start, start+duration) right now — the booking path's check. */
export async function isVetFreeAt(db: DbOrTx, clinic: Clinic, vetId: number, start: number, durationMinutes: number, now: number, opts: { excludeAppointmentId?: number; ignoreOnlineRules?: boolean } = {}) {
  const span = { from: start - 36 * 3600_000, to: start + 36 * 3600_000 };
  const inputs = await loadAvailabilityInputs(db, clinic, [vetId], span, { now, durationMinutes, ...opts });
  return isSlotFree(inputs.get(vetId)!, start);
}

/** For "any staff": the vets in the order to try — the least busy that day first. */
export async function orderVetsByLoad(db: DbOrTx, vetIds: number[], dayStart: Date, dayEnd: Date): Promise<number[]> {
  if (vetIds.length < 2) return vetIds;
  const rows = await db.select({ vetId: appointments.vetId }).from(appointments)
    .where(and(inArray(appointments.vetId, vetIds), lt(appointments.startsAt, dayEnd), gt(appointments.endsAt, dayStart), notInArray(appointments.status, [...FREEING_APPOINTMENT_STATUSES])));
  const load = new Map<number, number>(vetIds.map((id) => [id, 0]));
  for (const r of rows) load.set(r.vetId, (load.get(r.vetId) ?? 0) + 1);
  return [...vetIds].sort((a, b) => load.get(a)! - load.get(b)! || a - b);
}
