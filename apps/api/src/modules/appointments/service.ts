import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  appointmentPets, appointmentServices, appointments, petParents, pets, servicePackages, services, staffUsers, visitTypes, type Db,
} from '@vetclinic/db';
import { PAGE_SIZE, type TAppointment, type TAppointmentListQuery } from '@vetclinic/domain';
import { validation } from '../../lib/app-error';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

type AppointmentRow = typeof appointments.$inferSelect;

/** Loads pets, services and people for a list of appointment rows in three queries, not N. */
export async function hydrateAppointments(db: Db, rows: AppointmentRow[]): Promise<TAppointment[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const vetIds = [...new Set(rows.map((r) => r.vetId))];
  const clientIds = [...new Set(rows.map((r) => r.clientId).filter((v): v is number => v !== null))];
  const visitTypeIds = [...new Set(rows.map((r) => r.visitTypeId).filter((v): v is number => v !== null))];
  const [vets, clients, petRows, serviceRows, visitTypeRows] = await Promise.all([
    db.select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName }).from(staffUsers).where(inArray(staffUsers.id, vetIds)),
    clientIds.length ? db.select().from(petParents).where(inArray(petParents.id, clientIds)) : Promise.resolve([]),
    db.select({ appointmentId: appointmentPets.appointmentId, id: pets.id, nickname: pets.nickname }).from(appointmentPets).innerJoin(pets, eq(pets.id, appointmentPets.petId)).where(inArray(appointmentPets.appointmentId, ids)),
    db.select({ appointmentId: appointmentServices.appointmentId, id: servicePackages.id, serviceId: services.id, name: services.name, color: services.color, duration: services.duration })
      .from(appointmentServices)
      .innerJoin(servicePackages, eq(servicePackages.id, appointmentServices.servicePackageId))
      .innerJoin(services, eq(services.id, servicePackages.serviceId))
      .where(inArray(appointmentServices.appointmentId, ids)),
    visitTypeIds.length ? db.select().from(visitTypes).where(inArray(visitTypes.id, visitTypeIds)) : Promise.resolve([]),
  ]);
  const vetById = new Map(vets.map((v) => [v.id, v]));
  const clientById = new Map(clients.map((c) => [c.id, c]));
  const vtById = new Map(visitTypeRows.map((v) => [v.id, v]));
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
      vet: { id: r.vetId, full_name: vet ? `${vet.firstName} ${vet.lastName}` : '' },
      client: client ? { id: client.id, full_name: `${client.firstName} ${client.lastName}`, phone: client.phone, email: client.email } : null,
      pets: petRows.filter((p) => p.appointmentId === r.id).map((p) => ({ id: p.id, nickname: p.nickname })),
      services: serviceRows.filter((s) => s.appointmentId === r.id).map((s) => ({ id: s.id, service_id: s.serviceId, name: s.name, color: s.color, duration: s.duration })),
      visit_type: vt ? { id: vt.id, name: vt.name, color: vt.color } : null,
    };
  });
}

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
  if (f.vet_id) conditions.push(eq(appointments.vetId, f.vet_id));
  if (f.client_id) conditions.push(eq(appointments.clientId, f.client_id));
  if (f.status !== undefined) conditions.push(inArray(appointments.status, Array.isArray(f.status) ? f.status : [f.status]));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(appointments).where(where).orderBy(asc(appointments.startsAt), asc(appointments.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(appointments).where(where),
  ]);
  return { data: await hydrateAppointments(db, rows), meta: pageMeta(query.page, perPage, total) };
}
