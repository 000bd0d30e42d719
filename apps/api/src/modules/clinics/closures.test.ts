import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { auditLog, clinicGroups } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { guest } from '../../test/booking-factories';
import { makeDeskClinic, type DeskClinic } from '../../test/appointments-factories';

const ZONE = 'Europe/Bucharest';
let ip = 0;
const nextIp = () => `10.23.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

/** Issue 22: holidays and closures per clinic, honoured by the one function that offers and admits slots. */
describe('clinic closures', () => {
  let t: TestApp;
  let c: DeskClinic;
  let admin: Record<string, string>;
  let desk: Record<string, string>;
  const dayIn = (n: number) => DateTime.now().setZone(ZONE).plus({ days: n }).toISODate()!;
  const at = (d: string, hhmm: string) => DateTime.fromISO(`${d}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!;
  const hhmmOf = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat('HH:mm');

  const closures = (clinicId = c.clinic.id) => `/api/v1/clinics/${clinicId}/closures`;
  const close = async (body: Record<string, unknown>, headers = admin, clinicId = c.clinic.id) =>
    t.app.inject({ method: 'POST', url: closures(clinicId), headers, payload: body });
  const timeslots = async (d: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${d}&end_date=${d}&service_package_ids[0]=${c.consult.packageId}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; schedule: Record<string, string[]> }[];
  };
  const book = (start: string, vetId: number) => t.app.inject({
    method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: nextIp(),
    payload: {
      clinic_id: c.clinic.id, datetime_start_utc: start, vet_id: vetId, service_package_ids: [c.consult.packageId],
      pets: [{ nickname: 'Rex', species_id: c.dog.id, breed_id: c.lab.id, gender: 'male' }], ...guest(),
    },
  });

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeDeskClinic(t.handle.db, { timezone: ZONE, minNoticeMinutes: 0 });
    const boss = await makeStaff(t.handle.db, c.group.id, [{ clinicId: c.clinic.id, roleId: c.group.roleId('admin') }], { isVet: false });
    admin = await staffHeaders(t.app, boss.email, c.clinic.id);
    desk = await staffHeaders(t.app, c.receptionist.email, c.clinic.id);
  });
  afterAll(() => t.close());

  it('a slot inside a closure is neither offered nor bookable, for a named vet or "any staff"', async () => {
    const d = dayIn(4);
    expect((await timeslots(d))[0].schedule[d].map(hhmmOf)).toContain('10:00');
    const res = await close({ start_date: d, end_date: d, reason: 'National holiday' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ start_date: d, end_date: d, start_time: null, end_time: null, reason: 'National holiday', starts_at_utc: at(d, '00:00'), ends_at_utc: at(dayIn(5), '00:00') });

    for (const vet of await timeslots(d)) expect(vet.schedule[d]).toEqual([]);
    expect((await timeslots(d, '&any_staff=1'))[0].schedule[d]).toEqual([]);
    const named = await book(at(d, '10:00'), c.vets[0].id);
    expect(named.statusCode, named.body).toBe(409);
    expect(named.json().code).toBe('slot_taken');
    expect((await book(at(d, '10:00'), -1)).statusCode).toBe(409);
    // The day after is untouched.
    expect((await timeslots(dayIn(5)))[0].schedule[dayIn(5)].map(hhmmOf)).toContain('10:00');
  });

  it('should close a partial day only from its start time, and reopen the time when the closure is removed', async () => {
    const d = dayIn(6);
    // Read first, so a cached answer exists: the closure must invalidate it (availability_version trigger).
    expect((await timeslots(d))[0].schedule[d].map(hhmmOf)).toContain('14:00');
    const [{ availabilityVersion: before }] = await t.handle.db.select({ availabilityVersion: clinicGroups.availabilityVersion }).from(clinicGroups).where(eq(clinicGroups.id, c.group.id));
    const res = await close({ start_date: d, end_date: d, start_time: '13:00', reason: 'Staff training' });
    expect(res.statusCode, res.body).toBe(201);
    const [{ availabilityVersion: after }] = await t.handle.db.select({ availabilityVersion: clinicGroups.availabilityVersion }).from(clinicGroups).where(eq(clinicGroups.id, c.group.id));
    expect(after).toBeGreaterThan(before);

    const slots = (await timeslots(d))[0].schedule[d].map(hhmmOf);
    expect(slots).toContain('12:30');
    expect(slots).not.toContain('12:45'); // a 30-minute consult would run into 13:00
    expect(slots).not.toContain('14:00');
    expect((await book(at(d, '14:00'), c.vets[1].id)).statusCode).toBe(409);

    const del = await t.app.inject({ method: 'DELETE', url: `${closures()}/${res.json().data.id}`, headers: admin });
    expect(del.statusCode, del.body).toBe(204);
    expect((await timeslots(d))[0].schedule[d].map(hhmmOf)).toContain('14:00');
    expect((await book(at(d, '14:00'), c.vets[1].id)).statusCode).toBe(201);
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityType, 'clinic_closure'));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['clinic.closure_created', 'clinic.closure_deleted']));
  });

  it('should cover several days from a time on the first until a time on the last', async () => {
    const [d1, d2, d3] = [dayIn(8), dayIn(9), dayIn(10)];
    const res = await close({ start_date: d1, end_date: d3, start_time: '16:00', end_time: '10:00', reason: 'Renovation' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ start_time: '16:00', end_time: '10:00' });
    const first = (await timeslots(d1))[0].schedule[d1].map(hhmmOf);
    expect(first.at(-1)).toBe('15:30');
    expect((await timeslots(d2))[0].schedule[d2]).toEqual([]);
    expect((await timeslots(d3))[0].schedule[d3].map(hhmmOf)[0]).toBe('10:00');
    const list = await t.app.inject({ method: 'GET', url: closures(), headers: desk });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: { reason: string }) => x.reason)).toContain('Renovation');
  });

  it('should let the desk book into a closure with a clinic_closed warning (its call for an emergency)', async () => {
    const d = dayIn(12);
    expect((await close({ start_date: d, end_date: d, reason: 'Holiday' })).statusCode).toBe(201);
    const bookable = await t.app.inject({ method: 'GET', url: `/api/v1/ws/${c.vets[0].id}/bookable?datetime_start_utc=${encodeURIComponent(at(d, '10:00'))}&duration=30`, headers: desk });
    expect(bookable.json().data).toEqual({ bookable: true, reason: null, warnings: ['clinic_closed'] });
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/appointments', headers: desk,
      payload: { client_id: c.client.id, pet_ids: [c.rex.id], service_package_ids: [c.consult.packageId], vet_id: c.vets[0].id, datetime_start_utc: at(d, '10:00'), status: 5, notify: { mail: false, sms: false } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().warnings).toEqual(['clinic_closed']);
    // The staff free-time view does not offer closed time either.
    const staffSlots = await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${c.clinic.id}/vets-timeslots?start_date=${d}&end_date=${d}&service_package_ids[0]=${c.consult.packageId}`, headers: desk });
    expect(staffSlots.json().data[1].schedule[d]).toEqual([]);
  });

  it('should answer 422 with field messages for bad dates, times and a missing reason', async () => {
    const d = dayIn(20);
    const reversed = await close({ start_date: d, end_date: dayIn(19), reason: 'x' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.end_date).toBeDefined();
    const sameDay = await close({ start_date: d, end_date: d, start_time: '15:00', end_time: '11:00', reason: 'x' });
    expect(sameDay.json().errors.end_time).toBeDefined();
    const bad = await close({ start_date: '2026-02-30', end_date: d, start_time: '25:00', reason: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reason', 'start_date', 'start_time']);
  });

  it('should need settings rights at the clinic named in the path', async () => {
    const d = dayIn(25);
    // The receptionist may view settings but not edit them.
    expect((await close({ start_date: d, end_date: d, reason: 'x' }, desk)).statusCode).toBe(403);
    // A clinic of the same group where the caller is not a member: 403; another group's clinic: 404.
    const second = await makeClinic(t.handle.db, c.group.id, { name: 'Second site' });
    expect((await close({ start_date: d, end_date: d, reason: 'x' }, admin, second.id)).statusCode).toBe(403);
    const stranger = await makeTenant(t.handle.db);
    expect((await close({ start_date: d, end_date: d, reason: 'x' }, admin, stranger.clinic.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: closures(stranger.clinic.id), headers: admin })).statusCode).toBe(404);
    // A closure of another clinic cannot be changed through this one.
    const theirs = await close({ start_date: d, end_date: d, reason: 'Theirs' }, await staffHeaders(t.app, stranger.admin.email, stranger.clinic.id), stranger.clinic.id);
    expect(theirs.statusCode).toBe(201);
    const cross = await t.app.inject({ method: 'DELETE', url: `${closures()}/${theirs.json().data.id}`, headers: admin });
    expect(cross.statusCode).toBe(404);
  });
});
