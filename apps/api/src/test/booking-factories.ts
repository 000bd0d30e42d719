import { eq } from 'drizzle-orm';
import {
  appointments, breeds, clinicScheduleIntervals, clinics, petParents, serviceCategories, servicePackages, serviceVets, services, species, vetWorkingHours,
  type Db,
} from '@vetclinic/db';
import { makeClinic, makeGroup, makeStaff } from './factories';

let n = 0;

/**
 * A clinic open every day 08:00–20:00 (so tests don't depend on the weekday), with vets working
 * the same hours, two services both vets perform, one only the first vet does, and species.
 */
export async function makeBookableClinic(db: Db, over: Partial<typeof clinics.$inferInsert> = {}, opts: { vets?: number } = {}) {
  const group = await makeGroup(db);
  const clinic = await makeClinic(db, group.id, { minNoticeMinutes: 0, bookingHorizonDays: 60, cancelCutoffHours: 24, autoConfirm: false, anyStaffEnabled: true, email: `desk${++n}@clinic.test`, ...over });
  await db.insert(clinicScheduleIntervals).values([1, 2, 3, 4, 5, 6, 7].map((day) => ({ clinicId: clinic.id, day, startTime: '08:00', endTime: '20:00' })));
  const vets = [];
  for (let i = 0; i < (opts.vets ?? 2); i++) {
    const vet = await makeStaff(db, group.id, [{ clinicId: clinic.id, roleId: group.roleId('vet') }], { firstName: 'Vet', lastName: `Number${i + 1}` });
    await db.insert(vetWorkingHours).values([1, 2, 3, 4, 5, 6, 7].map((day) => ({ clinicId: clinic.id, vetId: vet.id, day, startTime: '08:00', endTime: '20:00' })));
    vets.push(vet);
  }
  const [cat] = await db.insert(serviceCategories).values({ clinicId: clinic.id, name: 'Consultations' }).returning();
  const mk = async (name: string, duration: number, vetIds: number[], extra: Partial<typeof services.$inferInsert> = {}) => {
    const [s] = await db.insert(services).values({ clinicId: clinic.id, categoryId: cat.id, name, duration, color: '#336699', priceMinor: 15000, ...extra }).returning();
    const [p] = await db.insert(servicePackages).values({ clinicId: clinic.id, serviceId: s.id, name, priceMinor: 15000 }).returning();
    if (vetIds.length) await db.insert(serviceVets).values(vetIds.map((vetId) => ({ serviceId: s.id, vetId })));
    return { service: s, packageId: p.id };
  };
  const consult = await mk('General consultation', 30, vets.map((v) => v.id));
  const vaccine = await mk('Vaccination', 15, vets.map((v) => v.id));
  const dental = await mk('Dental check', 45, [vets[0].id]);
  const hidden = await mk('Internal only', 30, vets.map((v) => v.id), { isVisible: false });
  const [dog] = await db.insert(species).values({ groupId: group.id, name: 'Dog' }).returning();
  const [lab] = await db.insert(breeds).values({ speciesId: dog.id, name: 'Labrador Retriever' }).returning();
  return { group, clinic, vets, consult, vaccine, dental, hidden, dog, lab };
}

export type BookableClinic = Awaited<ReturnType<typeof makeBookableClinic>>;

export const guest = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ana', last_name: 'Marin', email: `ana${++n}@example.test`, phone: '+40 721 000 111', ...over,
});

export async function setAppointmentStatus(db: Db, id: number, status: number) {
  await db.update(appointments).set({ status }).where(eq(appointments.id, id));
}

export async function makeClient(db: Db, groupId: number, over: Partial<typeof petParents.$inferInsert> = {}) {
  const [c] = await db.insert(petParents).values({ groupId, firstName: 'Existing', lastName: 'Client', email: `client${++n}@example.test`, phone: '+40 700 000 000', ...over }).returning();
  return c;
}
