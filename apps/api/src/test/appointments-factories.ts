import { appointmentPets, appointmentServices, appointments, pets, roles, type Db } from '@vetclinic/db';
import { makeBookableClinic, makeClient } from './booking-factories';
import { makeStaff } from './factories';

let n = 0;

/** A bookable clinic (open and staffed 08:00–20:00 every day) with a receptionist and a client with two pets. */
export async function makeDeskClinic(db: Db, over: Parameters<typeof makeBookableClinic>[1] = {}) {
  const c = await makeBookableClinic(db, over);
  const receptionist = await makeStaff(db, c.group.id, [{ clinicId: c.clinic.id, roleId: c.group.roleId('receptionist') }], { isVet: false, firstName: 'Desk', lastName: `Person${++n}` });
  const client = await makeClient(db, c.group.id, { firstName: 'Maria', lastName: `Popescu${n}`, phone: `+40 722 ${String(100000 + n).slice(-6)}`, language: 'ro' });
  const [rex, mia] = await db.insert(pets).values([
    { groupId: c.group.id, ownerId: client.id, nickname: `Rex${n}`, speciesId: c.dog.id },
    { groupId: c.group.id, ownerId: client.id, nickname: `Mia${n}`, speciesId: c.dog.id },
  ]).returning();
  return { ...c, receptionist, client, rex, mia };
}
export type DeskClinic = Awaited<ReturnType<typeof makeDeskClinic>>;

/** A staff member whose custom role may read appointments but not change them. */
export async function makeReadOnlyStaff(db: Db, c: DeskClinic) {
  const [role] = await db.insert(roles).values({ groupId: c.group.id, name: `Viewer ${++n}`, permissions: ['appointments.view', 'clients.view', 'pets.view'] }).returning();
  return makeStaff(db, c.group.id, [{ clinicId: c.clinic.id, roleId: role.id }], { isVet: false });
}

/** An appointment row as online booking would leave it (no mail, no token), for queue and transition tests. */
export async function insertAppointment(db: Db, c: DeskClinic, start: Date, status: number, over: Partial<typeof appointments.$inferInsert> = {}) {
  const [row] = await db.insert(appointments).values({
    clinicId: c.clinic.id, vetId: c.vets[0].id, clientId: c.client.id, status, startsAt: start, endsAt: new Date(start.getTime() + 30 * 60_000), source: 'online', language: 'ro', ...over,
  }).returning();
  await db.insert(appointmentServices).values({ appointmentId: row.id, servicePackageId: c.consult.packageId });
  await db.insert(appointmentPets).values({ appointmentId: row.id, petId: c.rex.id });
  return row;
}
