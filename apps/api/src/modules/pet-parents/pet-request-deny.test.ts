import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointmentPets, appointments, auditLog, outbox } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { staffHeaders } from '../../test/factories';
import { makeClientRow, makeClientsTenant, makePetRequestRow, makePetRow, type ClientsTenant } from '../../test/clients-factories';

type Headers = Record<string, string>;

describe('denying a parent\'s pet that is booked', () => {
  let t: TestApp;
  let a: ClientsTenant;
  let ha: Headers;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeClientsTenant(t.handle.db);
    ha = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
  });
  afterAll(() => t.close());

  const book = async (parentId: number, petIds: number[], status: number, days: number) => {
    const start = DateTime.now().plus({ days }).startOf('hour');
    const [row] = await t.handle.db.insert(appointments).values({
      clinicId: a.clinic.id, vetId: a.vet.id, clientId: parentId, status, startsAt: start.toJSDate(), endsAt: start.plus({ minutes: 30 }).toJSDate(), source: 'online', language: 'en',
    }).returning();
    await t.handle.db.insert(appointmentPets).values(petIds.map((petId) => ({ appointmentId: row.id, petId })));
    return row;
  };
  const petsOf = async (id: number) => (await t.handle.db.select().from(appointmentPets).where(eq(appointmentPets.appointmentId, id))).map((r) => r.petId);
  const rowOf = async (id: number) => (await t.handle.db.select().from(appointments).where(eq(appointments.id, id)))[0];

  it('should take the denied pet off upcoming appointments and decline one left without a pet, mailing the client', async () => {
    const parent = await makeClientRow(t.handle.db, a.group.id, { email: 'booked.parent@example.test' });
    const known = await makePetRow(t.handle.db, parent, { nickname: 'Known', speciesId: a.cat.id });
    const { request, pet } = await makePetRequestRow(t.handle.db, a.clinic, parent, { nickname: 'Ozzy', species_id: a.cat.id });
    const onlyDenied = await book(parent.id, [pet!.id], 2, 3);
    const shared = await book(parent.id, [pet!.id, known.id], 5, 4);
    const past = await book(parent.id, [pet!.id], 5, -2);

    const res = await t.app.inject({ method: 'POST', url: `/api/v1/pet-requests/${request.id}/deny`, headers: ha, payload: {} });
    expect(res.statusCode, res.body).toBe(200);

    // No pet left: the online request is declined with a reason naming the pet.
    const declined = await rowOf(onlyDenied.id);
    expect(declined.status).toBe(7);
    expect(declined.cancelReason).toContain('Ozzy');
    expect(await petsOf(onlyDenied.id)).toEqual([]);
    // Another pet remains: the appointment stays, without the denied pet.
    expect((await rowOf(shared.id)).status).toBe(5);
    expect(await petsOf(shared.id)).toEqual([known.id]);
    // History is not rewritten.
    expect(await petsOf(past.id)).toEqual([pet!.id]);

    const mails = await t.handle.db.select().from(outbox).where(eq(outbox.recipient, 'booked.parent@example.test'));
    expect(mails).toHaveLength(2);
    const cancelMail = mails.find((m) => m.text.includes('Ozzy was not accepted'));
    expect(cancelMail?.links[0].url).toContain(`/book/${a.clinic.slug}/appointment/`);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'appointment'), eq(auditLog.entityId, onlyDenied.id)));
    expect(audit.map((r) => r.action)).toEqual(['appointment.declined']);
    const removed = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'appointment'), eq(auditLog.entityId, shared.id)));
    expect(removed.map((r) => r.action)).toEqual(['appointment.pet_removed']);
  });

  it('should cancel with the staff\'s reason when one is given', async () => {
    const parent = await makeClientRow(t.handle.db, a.group.id);
    const { request, pet } = await makePetRequestRow(t.handle.db, a.clinic, parent, { nickname: 'Rocky', species_id: a.cat.id });
    const confirmed = await book(parent.id, [pet!.id], 5, 6);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/pet-requests/${request.id}/deny`, headers: ha, payload: { reason: 'We do not treat reptiles.' } });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(confirmed.id)).toMatchObject({ status: 7, cancelReason: 'We do not treat reptiles.' });
  });
});
