import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointments } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { guest, makeBookableClinic, type BookableClinic } from '../../test/booking-factories';

// Meaningful on PostgreSQL (TEST_DATABASE_URL, real parallel transactions); on PGlite the same
// requests interleave on one connection and must give the same answer.
describe('simultaneous bookings', () => {
  let t: TestApp;
  let c: BookableClinic;
  const day = DateTime.now().setZone('Europe/Bucharest').plus({ days: 4 }).toISODate()!;
  const at = (hhmm: string) => DateTime.fromISO(`${day}T${hhmm}`, { zone: 'Europe/Bucharest' }).toUTC().toISO()!;

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(() => t.close());

  const fire = (n: number, start: string, vetId: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: `10.20.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      payload: { clinic_id: c.clinic.id, datetime_start_utc: start, vet_id: vetId, service_package_ids: [c.consult.packageId], pets: [{ nickname: `Pet${i}`, species_id: c.dog.id }], ...guest() },
    })));

  it('should let exactly one of 50 simultaneous bookings of one slot succeed', async () => {
    const results = await fire(50, at('11:00'), c.vets[0].id);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'slot_taken')).toBe(true);
  });

  // On PostgreSQL two overlapping inserts can each wait for the other on the exclusion constraint;
  // the deadlock victim used to answer 500 (proof:race found it). Many slots at once makes that likely.
  it('should let exactly one booking per slot win when 150 attempts hit 5 slots at once, the rest 409', async () => {
    const times = ['08:00', '09:00', '10:00', '12:00', '13:00'].map(at);
    const results = await Promise.all(Array.from({ length: 150 }, (_, i) => t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: `10.30.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      payload: { clinic_id: c.clinic.id, datetime_start_utc: times[i % 5], vet_id: c.vets[0].id, service_package_ids: [c.consult.packageId], pets: [{ nickname: `Pet${i}`, species_id: c.dog.id }], ...guest() },
    })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(5);
    expect(codes.filter((s) => s === 409)).toHaveLength(145);
  });

  it('should give 20 simultaneous "any staff" bookings of one slot to exactly the two vets', async () => {
    const results = await fire(20, at('14:00'), -1);
    const won = results.filter((r) => r.statusCode === 201).map((r) => r.json().data.vet.id);
    expect(won.sort()).toEqual(c.vets.map((v) => v.id).sort());
    const rows = await t.handle.db.select().from(appointments).where(and(eq(appointments.clinicId, c.clinic.id), notInArray(appointments.status, [6, 7, 9])));
    for (const v of c.vets) {
      const mine = rows.filter((r) => r.vetId === v.id).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      for (let i = 1; i < mine.length; i++) expect(mine[i].startsAt.getTime()).toBeGreaterThanOrEqual(mine[i - 1].endsAt.getTime());
    }
  });
});
