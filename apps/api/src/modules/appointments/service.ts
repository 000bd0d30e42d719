import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  appointmentPets, appointmentServices, appointments, clinicGroups, clinics, petParents, pets, servicePackages, services, staffUsers, visitTypes, vetWorkingHours,
  type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  AppointmentStatus, CLINIC_REQUEST_STATUSES, PAGE_SIZE,
  type TAppointment, type TAppointmentListQuery, type TAppointmentSearchQuery, type TCalendarOptions, type TLastConductedQuery, type TRequestsQuery,
} from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { EncodedVariants } from '../../lib/compression';
import type { TenantScope } from '../../plugins/auth';
import { clinicWeeklyHours } from '../availability/service';
import { listBookableServices, listClinicVets } from '../catalog/service';
import type { TimeslotsCache } from '../public/timeslots-cache';
import { depositSummaries } from '../payments/view';

type AppointmentRow = typeof appointments.$inferSelect;

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** What hydration reads of an appointment row (the list selects only these). */
type HydratableRow = Pick<AppointmentRow,
  'id' | 'clinicId' | 'status' | 'startsAt' | 'endsAt' | 'source' | 'userNote' | 'staffNote' | 'cancelReason' | 'createdAt' | 'vetId' | 'clientId' | 'visitTypeId' | 'utm'>;

/** A raw query's rows (both drivers answer `{ rows }` of plain objects keyed by the column aliases). */
async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `col = ANY($1)`: one array parameter instead of one parameter per id (a week is ~1,000 ids),
 * sent as the array's text: the driver's own array encoding costs more than the query.
 */
const anyOf = (col: AnyColumn, ids: number[]) => sql`${col} = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;

/**
 * Loads pets, services and people for a list of appointment rows in one query per relation, not N.
 * The result is exactly `ZAppointment` (the calendar list sends it without re-validating it;
 * appointments.test.ts parses it strictly).
 */
export async function hydrateAppointments(db: DbOrTx, rows: HydratableRow[]): Promise<TAppointment[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const vetIds = [...new Set(rows.map((r) => r.vetId))];
  const clientIds = [...new Set(rows.map((r) => r.clientId).filter((v): v is number => v !== null))];
  const visitTypeIds = [...new Set(rows.map((r) => r.visitTypeId).filter((v): v is number => v !== null))];
  // Raw rows: a week is thousands of fields, and the ORM's per-field row mapping cost more than the queries.
  const [vets, clients, petRows, serviceRows, visitTypeRows, deposits] = await Promise.all([
    rawRows<{ id: number; full_name: string }>(db, sql`SELECT ${staffUsers.id} AS id, ${staffUsers.firstName} || ' ' || ${staffUsers.lastName} AS full_name
      FROM ${staffUsers} WHERE ${anyOf(staffUsers.id, vetIds)}`),
    clientIds.length
      ? rawRows<{ id: number; full_name: string; phone: string | null; email: string | null }>(db, sql`SELECT ${petParents.id} AS id,
          ${petParents.firstName} || ' ' || ${petParents.lastName} AS full_name, ${petParents.phone} AS phone, ${petParents.email}::text AS email
        FROM ${petParents} WHERE ${anyOf(petParents.id, clientIds)}`)
      : Promise.resolve([]),
    // The nickname by a per-row key lookup: as a join of a week's ~1,000 ids the planner hashes all pets.
    rawRows<{ appointment_id: number; id: number; nickname: string }>(db, sql`SELECT ${appointmentPets.appointmentId} AS appointment_id, ${appointmentPets.petId} AS id,
        (SELECT ${pets.nickname} FROM ${pets} WHERE ${pets.id} = ${appointmentPets.petId}) AS nickname
      FROM ${appointmentPets} WHERE ${anyOf(appointmentPets.appointmentId, ids)} ORDER BY ${appointmentPets.petId}`),
    rawRows<{ appointment_id: number; id: number; service_id: number; name: string; color: string; duration: number }>(db, sql`SELECT
        ${appointmentServices.appointmentId} AS appointment_id, ${servicePackages.id} AS id, ${services.id} AS service_id,
        ${services.name} AS name, ${services.color} AS color, ${services.duration} AS duration
      FROM ${appointmentServices}
      JOIN ${servicePackages} ON ${servicePackages.id} = ${appointmentServices.servicePackageId}
      JOIN ${services} ON ${services.id} = ${servicePackages.serviceId}
      WHERE ${anyOf(appointmentServices.appointmentId, ids)} ORDER BY ${servicePackages.id}`),
    visitTypeIds.length
      ? rawRows<{ id: number; name: string; color: string }>(db, sql`SELECT ${visitTypes.id} AS id, ${visitTypes.name} AS name, ${visitTypes.color} AS color
        FROM ${visitTypes} WHERE ${anyOf(visitTypes.id, visitTypeIds)}`)
      : Promise.resolve([]),
    // Deposits (issue #5): one more indexed query for the whole page.
    depositSummaries(db, ids),
  ]);
  const vetById = new Map(vets.map((v) => [v.id, v]));
  const clientById = new Map(clients.map((c) => [c.id, c]));
  const vtById = new Map(visitTypeRows.map((v) => [v.id, v]));
  const petsOf = groupBy(petRows, (p) => p.appointment_id);
  const servicesOf = groupBy(serviceRows, (x) => x.appointment_id);
  return rows.map((r) => {
    const vet = vetById.get(r.vetId);
    const client = r.clientId ? clientById.get(r.clientId) : undefined;
    const vt = r.visitTypeId ? vtById.get(r.visitTypeId) : undefined;
    return {
      id: r.id,
      clinic_id: r.clinicId,
      status: r.status,
      datetime_start_utc: r.startsAt.toISOString(),
      datetime_end_utc: r.endsAt.toISOString(),
      source: r.source,
      user_note: r.userNote,
      staff_note: r.staffNote,
      cancel_reason: r.cancelReason,
      created_at: r.createdAt.toISOString(),
      vet: { id: r.vetId, full_name: vet ? vet.full_name : '' },
      client: client ? { id: client.id, full_name: client.full_name, phone: client.phone, email: client.email } : null,
      pets: (petsOf.get(r.id) ?? []).map((p) => ({ id: p.id, nickname: p.nickname })),
      services: (servicesOf.get(r.id) ?? []).map((s) => ({ id: s.id, service_id: s.service_id, name: s.name, color: s.color, duration: s.duration })),
      visit_type: vt ? { id: vt.id, name: vt.name, color: vt.color } : null,
      deposit: deposits.get(r.id) ?? null,
      utm: r.utm ?? null,
    };
  });
}

/** An instant as whole epoch milliseconds: turned back into a Date without pg's text parsing (a week has ~2,000 of them). */
const epochMs = (col: AnyColumn) => sql`floor(extract(epoch from ${col}) * 1000)::float8`;

/** What hydration reads of the list's rows, as raw rows. */
const listColumns = sql`${appointments.id} AS id, ${appointments.clinicId} AS clinic_id, ${appointments.status} AS status,
  ${epochMs(appointments.startsAt)} AS starts_ms, ${epochMs(appointments.endsAt)} AS ends_ms, ${epochMs(appointments.createdAt)} AS created_ms,
  ${appointments.source} AS source, ${appointments.userNote} AS user_note, ${appointments.staffNote} AS staff_note, ${appointments.cancelReason} AS cancel_reason,
  ${appointments.vetId} AS vet_id, ${appointments.clientId} AS client_id, ${appointments.visitTypeId} AS visit_type_id, ${appointments.utm} AS utm`;
interface ListRow {
  id: number; clinic_id: number; status: number; starts_ms: number; ends_ms: number; created_ms: number; source: string;
  user_note: string | null; staff_note: string | null; cancel_reason: string | null; vet_id: number; client_id: number | null; visit_type_id: number | null;
  utm: Record<string, string> | null;
}
const toHydratable = (r: ListRow): HydratableRow => ({
  id: r.id, clinicId: r.clinic_id, status: r.status, startsAt: new Date(Number(r.starts_ms)), endsAt: new Date(Number(r.ends_ms)), createdAt: new Date(Number(r.created_ms)),
  source: r.source, userNote: r.user_note, staffNote: r.staff_note, cancelReason: r.cancel_reason, vetId: r.vet_id, clientId: r.client_id, visitTypeId: r.visit_type_id,
  utm: r.utm,
});

/** Appointments of the active clinic, by clinic-local day or UTC range, ordered by start. */
export async function listAppointments(db: Db, scope: TenantScope, query: TAppointmentListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.appointments;
  const f = query.filter ?? {};
  const conditions: SQL[] = [eq(appointments.clinicId, scope.clinicId)];
  if (f.date) {
    const day = DateTime.fromISO(f.date, { zone: scope.timezone });
    conditions.push(gte(appointments.startsAt, day.startOf('day').toJSDate()), lt(appointments.startsAt, day.plus({ days: 1 }).startOf('day').toJSDate()));
  }
  if (f.from) conditions.push(gte(appointments.endsAt, new Date(f.from)));
  if (f.to) conditions.push(lt(appointments.startsAt, new Date(f.to)));
  if (f.from && f.to && new Date(f.from) >= new Date(f.to)) throw validation({ 'filter.to': ['validation.interval_order'] });
  // The same range once more in the shape of the GiST index `appointments_clinic_during_idx`: the
  // btree on the start alone would read every earlier appointment of the clinic.
  if (f.from || f.to) {
    const bound = (v: string | undefined) => (v ? new Date(v).toISOString() : null);
    conditions.push(sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}, '[]') && tstzrange(${bound(f.from)}::timestamptz, ${bound(f.to)}::timestamptz, '[)')`);
  }
  if (f.vet_id) conditions.push(eq(appointments.vetId, f.vet_id));
  if (f.client_id) conditions.push(eq(appointments.clientId, f.client_id));
  if (f.pet_id) conditions.push(inArray(appointments.id, db.select({ id: appointmentPets.appointmentId }).from(appointmentPets).where(eq(appointmentPets.petId, f.pet_id))));
  if (f.status !== undefined) conditions.push(inArray(appointments.status, f.status));
  const where = and(...conditions)!;
  const offset = offsetOf(query.page, perPage);
  const rows = (await rawRows<ListRow>(db, sql`SELECT ${listColumns} FROM ${appointments} WHERE ${where}
    ORDER BY ${appointments.startsAt}, ${appointments.id} LIMIT ${perPage} OFFSET ${offset}`)).map(toHydratable);
  // A page that is not full tells the total by itself (the calendar's week always fits in one page).
  const total = rows.length > 0 && rows.length < perPage ? offset + rows.length
    : rows.length === 0 && query.page === 1 ? 0
      : (await db.select({ total: count() }).from(appointments).where(where))[0].total;
  return { data: await hydrateAppointments(db, rows), meta: pageMeta(query.page, perPage, total) };
}

/** A calendar list as sent: JSON text, and its brotli/gzip copies once a client that accepts them asked. */
export interface CalendarListBody {
  json: string;
  encoded: EncodedVariants;
}

/**
 * The list as JSON text, served from `cache` while the group's calendar_version is unchanged
 * (triggers bump it on every change to what the list shows, migration 0009). The version is read
 * first: a list computed after it is at least as new as the version it is cached under.
 */
export async function listAppointmentsCached(db: Db, cache: TimeslotsCache<CalendarListBody>, scope: TenantScope, query: TAppointmentListQuery): Promise<CalendarListBody> {
  const [{ version }] = await db.select({ version: clinicGroups.calendarVersion }).from(clinicGroups).where(eq(clinicGroups.id, scope.groupId));
  const key = JSON.stringify([scope.clinicId, scope.timezone, query]);
  const cached = cache.get(key, version);
  if (cached !== undefined) return cached;
  const body = { json: JSON.stringify(await listAppointments(db, scope, query)), encoded: {} };
  cache.set(key, version, body);
  return body;
}

/** One appointment of the active clinic; another clinic's is a 404. */
export async function findAppointmentRow(db: DbOrTx, scope: TenantScope, id: number, forUpdate = false) {
  const q = db.select().from(appointments).where(and(eq(appointments.id, id), eq(appointments.clinicId, scope.clinicId))).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('errors.appointment_not_found');
  return row;
}

export async function getAppointment(db: Db, scope: TenantScope, id: number): Promise<TAppointment> {
  const [a] = await hydrateAppointments(db, [await findAppointmentRow(db, scope, id)]);
  return a;
}

/** `%term%` for LIKE with the user's wildcards taken literally. */
const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Appointments of the active clinic matching every criterion given (text, clinic-local days, statuses, vet), newest first. */
export async function searchAppointments(db: Db, scope: TenantScope, query: TAppointmentSearchQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const dayStart = (iso: string, plusDays = 0) => DateTime.fromISO(iso, { zone: scope.timezone }).plus({ days: plusDays }).startOf('day').toJSDate();
  const where = and(
    eq(appointments.clinicId, scope.clinicId),
    query.search ? matchesSearch(scope, query.search) : undefined,
    f.date_from ? gte(appointments.startsAt, dayStart(f.date_from)) : undefined,
    f.date_to ? lt(appointments.startsAt, dayStart(f.date_to, 1)) : undefined,
    f.vet_id ? eq(appointments.vetId, f.vet_id) : undefined,
    f.status?.length ? inArray(appointments.status, f.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(appointments).where(where).orderBy(desc(appointments.startsAt), desc(appointments.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(appointments).where(where),
  ]);
  return { data: await hydrateAppointments(db, rows), meta: pageMeta(query.page, perPage, total) };
}

function matchesSearch(scope: TenantScope, search: string): SQL {
  const term = likeTerm(search.trim());
  const digits = search.replace(/\D/g, '');
  const clientMatch = or(
    sql`(${petParents.firstName} || ' ' || ${petParents.lastName}) ILIKE ${term}`,
    sql`(${petParents.lastName} || ' ' || ${petParents.firstName}) ILIKE ${term}`,
    digits.length >= 3 ? sql`${petParents.phoneDigits} LIKE ${`%${digits}%`}` : undefined,
  );
  return or(
    inArray(appointments.clientId, sql`(SELECT ${petParents.id} FROM ${petParents} WHERE ${petParents.groupId} = ${scope.groupId} AND (${clientMatch}))`),
    inArray(appointments.id, sql`(SELECT ${appointmentPets.appointmentId} FROM ${appointmentPets} INNER JOIN ${pets} ON ${pets.id} = ${appointmentPets.petId} WHERE ${pets.groupId} = ${scope.groupId} AND ${pets.nickname} ILIKE ${term})`),
  )!;
}

/** The online requests queue: bookings and client reschedules waiting for the clinic (2, 4), soonest first. */
export async function listRequests(db: Db, scope: TenantScope, query: TRequestsQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const where = and(
    eq(appointments.clinicId, scope.clinicId),
    inArray(appointments.status, [...CLINIC_REQUEST_STATUSES]),
    query.search ? matchesSearch(scope, query.search) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(appointments).where(where).orderBy(asc(appointments.startsAt), asc(appointments.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(appointments).where(where),
  ]);
  return { data: await hydrateAppointments(db, rows), meta: pageMeta(query.page, perPage, total) };
}

/** The last confirmed appointment that already started, for a pet or a client of the group (else 404). */
export async function lastConducted(db: Db, scope: TenantScope, query: TLastConductedQuery, now = Date.now()): Promise<TAppointment | null> {
  const { pet_id: petId, client_id: clientId } = query.filter;
  if (petId !== undefined) {
    const [pet] = await db.select({ id: pets.id }).from(pets).where(and(eq(pets.id, petId), eq(pets.groupId, scope.groupId)));
    if (!pet) throw notFound('errors.pet_not_found');
  }
  if (clientId !== undefined) {
    const [client] = await db.select({ id: petParents.id }).from(petParents).where(and(eq(petParents.id, clientId), eq(petParents.groupId, scope.groupId)));
    if (!client) throw notFound('errors.client_not_found');
  }
  const [row] = await db.select().from(appointments).where(and(
    eq(appointments.clinicId, scope.clinicId),
    eq(appointments.status, AppointmentStatus.CONFIRMED),
    lt(appointments.startsAt, new Date(now)),
    clientId !== undefined ? eq(appointments.clientId, clientId) : undefined,
    petId !== undefined ? inArray(appointments.id, sql`(SELECT ${appointmentPets.appointmentId} FROM ${appointmentPets} WHERE ${appointmentPets.petId} = ${petId})`) : undefined,
  )).orderBy(desc(appointments.startsAt), desc(appointments.id)).limit(1);
  if (!row) return null;
  return (await hydrateAppointments(db, [row]))[0];
}

/** Vets with their weekly hours, the clinic's opening hours and every bookable service (hidden ones too). */
export async function calendarOptions(db: Db, scope: TenantScope): Promise<TCalendarOptions> {
  const [vets, hours, opening, serviceList, [clinic]] = await Promise.all([
    listClinicVets(db, scope.clinicId),
    db.select().from(vetWorkingHours).where(eq(vetWorkingHours.clinicId, scope.clinicId)).orderBy(asc(vetWorkingHours.day), asc(vetWorkingHours.startTime)),
    clinicWeeklyHours(db, scope.clinicId),
    listBookableServices(db, scope.clinicId, { includeHidden: true }),
    db.select({ country: clinics.countryIsoCode }).from(clinics).where(eq(clinics.id, scope.clinicId)),
  ]);
  const hhmm = (t: string) => t.slice(0, 5);
  return {
    country_iso_code: clinic?.country ?? '',
    vets: vets.map((v) => ({
      id: v.id,
      full_name: `${v.firstName} ${v.lastName}`,
      job_title: v.jobTitle,
      avatar: v.avatar,
      working_hours: hours.filter((h) => h.vetId === v.id).map((h) => ({ day: h.day, start_time: hhmm(h.startTime), end_time: hhmm(h.endTime) })),
    })),
    opening_hours: opening,
    services: serviceList.map((s) => ({
      id: s.id,
      name: s.name,
      color: s.color,
      duration: s.duration,
      category: s.category?.name ?? null,
      is_visible: s.is_visible,
      vets: s.vets,
      packages: s.service_packages.filter((p) => p.is_enabled).map((p) => ({ id: p.id, name: p.name, price: p.price })),
    })).filter((s) => s.packages.length > 0),
  };
}
