import { eq, inArray } from 'drizzle-orm';
import { appointmentPets, appointmentServices, appointments, clinics, pets, servicePackages, services, staffUsers, visitTypes, type DbOrTx } from '@vetclinic/db';
import { AppointmentStatus, type TPublicAppointment } from '@vetclinic/domain';

type AppointmentRow = typeof appointments.$inferSelect;
type ClinicRow = typeof clinics.$inferSelect;

export const FINAL_STATUSES: number[] = [AppointmentStatus.CANCELED_BY_CLIENT, AppointmentStatus.CANCELED_BY_CLINIC, AppointmentStatus.NO_SHOW];
/** The client may accept or reschedule only from these (spec §4). */
export const CLIENT_RESPONSE_STATUSES: number[] = [AppointmentStatus.PENDING_CLIENT_APPROVAL, AppointmentStatus.RESCHEDULED_CLINIC_APPROVAL];

/** Until this instant the client may still cancel or reschedule online. */
export const changeDeadline = (a: Pick<AppointmentRow, 'startsAt'>, clinic: Pick<ClinicRow, 'cancelCutoffHours'>) => new Date(a.startsAt.getTime() - clinic.cancelCutoffHours * 3600_000);

/**
 * What the client may do with an appointment now — the manage page, its endpoints and the mails all
 * ask this one function. The cutoff protects the clinic from late changes to a time the client agreed
 * to; a time the clinic proposed (1 or 3) is not agreed yet, so the client may always decline it
 * (a cancel without penalty, deposit back in full) until it starts. Choosing another time keeps the cutoff.
 */
export function clientActions(row: Pick<AppointmentRow, 'status' | 'startsAt'>, clinic: Pick<ClinicRow, 'cancelCutoffHours'>, now: number) {
  const upcoming = row.startsAt.getTime() > now;
  const beforeDeadline = changeDeadline(row, clinic).getTime() > now;
  const proposal = CLIENT_RESPONSE_STATUSES.includes(row.status);
  return {
    accept: upcoming && proposal,
    cancel: upcoming && !FINAL_STATUSES.includes(row.status) && (beforeDeadline || proposal),
    reschedule: upcoming && beforeDeadline && proposal,
  };
}

export interface AppointmentDetails {
  row: AppointmentRow;
  clinic: ClinicRow;
  vet: { id: number; fullName: string; email: string };
  pets: { id: number; nickname: string }[];
  services: { id: number; name: string; servicePackageId: number }[];
  visitType: { id: number; name: string } | null;
}

export async function loadAppointmentDetails(db: DbOrTx, row: AppointmentRow): Promise<AppointmentDetails> {
  const [[clinic], [vet], petRows, serviceRows, visitTypeRows] = await Promise.all([
    db.select().from(clinics).where(eq(clinics.id, row.clinicId)),
    db.select().from(staffUsers).where(eq(staffUsers.id, row.vetId)),
    db.select({ id: pets.id, nickname: pets.nickname }).from(appointmentPets).innerJoin(pets, eq(pets.id, appointmentPets.petId)).where(eq(appointmentPets.appointmentId, row.id)),
    db.select({ id: services.id, name: services.name, servicePackageId: servicePackages.id }).from(appointmentServices)
      .innerJoin(servicePackages, eq(servicePackages.id, appointmentServices.servicePackageId))
      .innerJoin(services, eq(services.id, servicePackages.serviceId))
      .where(eq(appointmentServices.appointmentId, row.id)),
    row.visitTypeId ? db.select({ id: visitTypes.id, name: visitTypes.name }).from(visitTypes).where(inArray(visitTypes.id, [row.visitTypeId])) : Promise.resolve([]),
  ]);
  return {
    row,
    clinic,
    vet: { id: vet.id, fullName: `${vet.firstName} ${vet.lastName}`, email: vet.email },
    pets: petRows,
    services: serviceRows,
    visitType: visitTypeRows[0] ?? null,
  };
}

/** The spec's public view of an appointment, plus what the visitor may do with it now. */
export function toPublicAppointment(d: AppointmentDetails, now = Date.now()): TPublicAppointment {
  const { row, clinic } = d;
  const allowed = clientActions(row, clinic, now);
  return {
    id: row.id,
    status: row.status,
    datetime_start_utc: row.startsAt.toISOString(),
    datetime_end_utc: row.endsAt.toISOString(),
    pet: d.pets[0] ? { nickname: d.pets[0].nickname } : null,
    pets: d.pets.map((p) => ({ nickname: p.nickname })),
    vet: { id: d.vet.id, full_name: d.vet.fullName },
    clinic: { id: clinic.id, name: clinic.name, slug: clinic.slug, address: clinic.address, phone: clinic.phone, timezone: clinic.timezone },
    user_note: row.userNote,
    service: d.services[0] ? { id: d.services[0].id, name: d.services[0].name } : null,
    services: d.services.map((s) => ({ id: s.id, name: s.name, service_package_id: s.servicePackageId })),
    visit_type: d.visitType,
    can_accept: allowed.accept,
    can_cancel: allowed.cancel,
    can_reschedule: allowed.reschedule,
    change_deadline_utc: changeDeadline(row, clinic).toISOString(),
  };
}
