import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointments, auditLog, outbox, petParents, pets, roles } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeStaff, staffHeaders } from '../../test/factories';
import { makeDeskClinic, type DeskClinic } from '../../test/appointments-factories';

const ZONE = 'Europe/Bucharest';

// Issue 22, everyday actions: a walk-in client with a pet, booked from the new-appointment dialog.
describe('walk-in booking at the desk', () => {
  let t: TestApp;
  let c: DeskClinic;
  let other: DeskClinic;
  let desk: Record<string, string>;
  const day = DateTime.now().setZone(ZONE).plus({ days: 4 }).toISODate()!;
  const at = (hhmm: string) => DateTime.fromISO(`${day}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!;
  let n = 0;
  const body = (over: Record<string, unknown> = {}, client: Record<string, unknown> = {}) => {
    n += 1;
    return {
      service_package_ids: [c.consult.packageId], vet_id: c.vets[0].id, datetime_start_utc: at('10:00'), status: 5, notify: { mail: true, sms: false },
      client: { first_name: 'Ion', last_name: `Walkin${n}`, phone: `+40 733 ${String(200000 + n)}`, email: `walkin${n}@example.test`, pet: { nickname: `Bobi${n}`, species_id: c.dog.id }, ...client },
      ...over,
    };
  };
  const post = (payload: unknown, headers = desk) => t.app.inject({ method: 'POST', url: '/api/v1/appointments/walk-in', headers, payload: payload as object });
  const clientsNamed = (lastName: string) => t.handle.db.select().from(petParents).where(eq(petParents.lastName, lastName));

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeDeskClinic(t.handle.db);
    other = await makeDeskClinic(t.handle.db);
    desk = await staffHeaders(t.app, c.receptionist.email, c.clinic.id);
  });
  afterAll(() => t.close());

  it('should create the client, their pet and the appointment together, audited, and mail the new client', async () => {
    const before = (await t.handle.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
    const payload = body({ datetime_start_utc: at('09:00') });
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    const [client] = await clientsNamed(payload.client.last_name);
    expect(client).toMatchObject({ groupId: c.group.id, firstName: 'Ion', email: payload.client.email, phone: payload.client.phone });
    const [pet] = await t.handle.db.select().from(pets).where(eq(pets.ownerId, client.id));
    expect(pet).toMatchObject({ nickname: payload.client.pet.nickname, speciesId: c.dog.id, groupId: c.group.id });
    expect(data).toMatchObject({ status: 5, client: { id: client.id }, pets: [{ id: pet.id }] });
    const actions = (await t.handle.db.select().from(auditLog).where(eq(auditLog.actorId, c.receptionist.id))).map((a) => `${a.action}:${a.entityId}`);
    expect(actions).toEqual(expect.arrayContaining([`client.created:${client.id}`, `pet.created:${pet.id}`, `appointment.created:${data.id}`]));
    const mails = await t.handle.db.select().from(outbox).where(and(gt(outbox.id, before), eq(outbox.channel, 'mail')));
    expect(mails.map((m) => m.recipient)).toContain(payload.client.email);
  });

  it('should warn about a client with the same phone (409 duplicate_client listing them) and create nothing, then create with force', async () => {
    const payload = body({ datetime_start_utc: at('11:00') }, { phone: c.client.phone, email: null });
    const res = await post(payload);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'duplicate_client', duplicates: [{ id: c.client.id }] });
    expect(await clientsNamed(payload.client.last_name)).toHaveLength(0);
    const forced = await post({ ...payload, client: { ...payload.client, force: true } });
    expect(forced.statusCode, forced.body).toBe(201);
    expect(await clientsNamed(payload.client.last_name)).toHaveLength(1);
  });

  it('should leave no client or pet behind when the slot is taken (409) or the species is another group\'s (422 on the pet field)', async () => {
    await post(body({ datetime_start_utc: at('13:00') }));
    const taken = body({ datetime_start_utc: at('13:00') });
    const res = await post(taken);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('slot_taken');
    expect(await clientsNamed(taken.client.last_name)).toHaveLength(0);
    const foreign = body({ datetime_start_utc: at('15:00') }, { pet: { nickname: 'Tom', species_id: other.dog.id } });
    const bad = await post(foreign);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty(['client.pet.species_id']);
    expect(await clientsNamed(foreign.client.last_name)).toHaveLength(0);
  });

  it('should answer 422 with field messages for a missing name, a bad phone or e-mail and no pet name', async () => {
    const res = await post(body({}, { first_name: '', phone: 'abc', email: 'nope', pet: { nickname: '', species_id: c.dog.id } }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['client.first_name', 'client.phone', 'client.email', 'client.pet.nickname']));
    expect(await t.handle.db.select().from(appointments).where(and(eq(appointments.clinicId, c.clinic.id), eq(appointments.startsAt, new Date(at('10:00')))))).toHaveLength(0);
  });

  it('should forbid (403) a role that may book but not create clients and pets', async () => {
    const [role] = await t.handle.db.insert(roles).values({ groupId: c.group.id, name: 'Booker only', permissions: ['appointments.view', 'appointments.manage', 'clients.view', 'pets.view'] }).returning();
    const booker = await makeStaff(t.handle.db, c.group.id, [{ clinicId: c.clinic.id, roleId: role.id }], { isVet: false });
    const payload = body({ datetime_start_utc: at('16:00') });
    const res = await post(payload, await staffHeaders(t.app, booker.email, c.clinic.id));
    expect(res.statusCode).toBe(403);
    expect(await clientsNamed(payload.client.last_name)).toHaveLength(0);
  });
});
