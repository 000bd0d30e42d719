import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointments, outbox, petParents, pets } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { guest, makeBookableClinic, makeClient, setAppointmentStatus, type BookableClinic } from '../../test/booking-factories';

let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

describe('public online booking', () => {
  let t: TestApp;
  let c: BookableClinic;
  const day = DateTime.now().setZone('Europe/Bucharest').plus({ days: 3 }).toISODate()!;

  const timeslots = async (query: string, clinic = c) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${clinic.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; schedule: Record<string, string[]> }[];
  };
  const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: nextIp(), headers, payload: body });
  const bookingBody = (clinic: BookableClinic, start: string, vetId: number, over: Record<string, unknown> = {}) => ({
    clinic_id: clinic.clinic.id, datetime_start_utc: start, vet_id: vetId, service_package_ids: [clinic.consult.packageId],
    pets: [{ nickname: 'Rex', species_id: clinic.dog.id, breed_id: clinic.lab.id, gender: 'male' }], ...guest(), ...over,
  });
  const mailsTo = async (to: string) => (await t.handle.db.select().from(outbox)).filter((m) => m.recipient === to);
  const tokenFromMail = (links: { url: string }[]) => links[0].url.split('/appointment/')[1].split('/')[0];

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(() => t.close());

  it('should show the public clinic with only visible services, seven schedule days and species', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}?include=services_categories,schedules,schedules.intervals,services,visit_types,species` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.services.map((s: { name: string }) => s.name)).toEqual(['Dental check', 'General consultation', 'Vaccination']);
    expect(data.services[0]).toMatchObject({ duration: 45, price: 150, deposit_for_online_booking: 0, service_packages: [{ is_enabled: true }] });
    expect(data.schedules).toHaveLength(7);
    expect(data.schedules[0]).toEqual({ day: 1, is_open: true, intervals: [{ start_time: '08:00', end_time: '20:00' }] });
    expect(data.species[0]).toMatchObject({ name: 'Dog', breeds: [{ name: 'Labrador Retriever' }] });
    const byId = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.id}` });
    expect(byId.json().data.slug).toBe(c.clinic.slug);
  });

  it('should answer 404 for an unknown clinic', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/clinics/no-such-clinic' });
    expect(res.statusCode).toBe(404);
  });

  it('should list the vets with what each performs', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/vets?filter[clinic_slug]=${c.clinic.slug}` });
    expect(res.statusCode).toBe(200);
    const vets = res.json().data;
    expect(vets).toHaveLength(2);
    expect(vets.find((v: { id: number }) => v.id === c.vets[0].id).service_ids).toContain(c.dental.service.id);
    expect(vets.find((v: { id: number }) => v.id === c.vets[1].id).service_ids).not.toContain(c.dental.service.id);
    const services = await t.app.inject({ method: 'GET', url: `/api/v1/public/vets/${c.vets[1].id}/available-services` });
    expect(services.json().data.map((s: { name: string }) => s.name)).toEqual(['General consultation', 'Vaccination']);
  });

  it('should offer slots per vet on the 15-minute grid inside opening hours', async () => {
    const data = await timeslots(`service_package_ids[0]=${c.consult.packageId}`);
    expect(data.map((v) => v.id).sort()).toEqual(c.vets.map((v) => v.id).sort());
    const slots = data[0].schedule[day];
    expect(DateTime.fromISO(slots[0], { zone: 'Europe/Bucharest' }).toFormat('HH:mm')).toBe('08:00');
    expect(DateTime.fromISO(slots.at(-1)!, { zone: 'Europe/Bucharest' }).toFormat('HH:mm')).toBe('19:30');
    expect(slots).toHaveLength(47);
  });

  it('should offer only the vets able to do every chosen service', async () => {
    const data = await timeslots(`service_package_ids[0]=${c.consult.packageId}&service_package_ids[1]=${c.dental.packageId}`);
    expect(data.map((v) => v.id)).toEqual([c.vets[0].id]);
    // 30 + 45 minutes must fit before 20:00.
    expect(DateTime.fromISO(data[0].schedule[day].at(-1)!, { zone: 'Europe/Bucharest' }).toFormat('HH:mm')).toBe('18:45');
  });

  it('should answer the any-staff pseudo-vet −1 with the union of schedules', async () => {
    const data = await timeslots(`service_package_ids[0]=${c.consult.packageId}&any_staff=1`);
    expect(data).toHaveLength(1);
    expect(data[0].id).toBe(-1);
    expect(data[0].schedule[day]).toHaveLength(47);
  });

  it('should refuse a range longer than 31 days, a hidden service and a missing service with 422', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=2030-01-01&end_date=2030-02-15&service_package_ids[0]=${c.consult.packageId}` });
    expect(long.statusCode).toBe(422);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${c.hidden.packageId}` });
    expect(hidden.statusCode).toBe(422);
    const none = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}` });
    expect(none.statusCode).toBe(422);
    const badDate = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=2030-02-30&end_date=2030-03-01&service_package_ids[0]=${c.consult.packageId}` });
    expect(badDate.statusCode).toBe(422);
  });

  it('should book an offered slot as a guest, take it off the offer, and mail the client and the clinic', async () => {
    const [first] = await timeslots(`service_package_ids[0]=${c.consult.packageId}&vet_id=${c.vets[0].id}`);
    const start = first.schedule[day][4];
    const body = bookingBody(c, start, c.vets[0].id, { user_note: 'He is shy', utm_source: 'newsletter' });
    const res = await book(body);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 2, datetime_start_utc: start, vet: { id: c.vets[0].id, full_name: 'Vet Number1' }, services: [{ name: 'General consultation' }], pets: [{ nickname: 'Rex' }] });
    expect(data.token).toHaveLength(43);
    expect(data.manage_url).toContain(`/book/${c.clinic.slug}/appointment/${data.token}`);

    const [after] = await timeslots(`service_package_ids[0]=${c.consult.packageId}&vet_id=${c.vets[0].id}`);
    expect(after.schedule[day]).not.toContain(start);

    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, data.id));
    expect(row.tokenHash).not.toBe(data.token);
    expect(row.utm).toEqual({ utm_source: 'newsletter' });
    const clientMails = await mailsTo(body.email as string);
    expect(clientMails).toHaveLength(1);
    expect(clientMails[0].links.map((l) => l.url)).toContain(data.manage_url);
    expect(clientMails[0].links.some((l) => l.url.endsWith('/cancel'))).toBe(true);
    expect(await mailsTo(c.clinic.email!)).not.toHaveLength(0);
  });

  it('should confirm at once when the clinic auto-confirms and attach a calendar invite', async () => {
    const auto = await makeBookableClinic(t.handle.db, { autoConfirm: true });
    const [v] = await timeslots(`service_package_ids[0]=${auto.vaccine.packageId}&vet_id=${auto.vets[1].id}`, auto);
    const body = bookingBody(auto, v.schedule[day][0], auto.vets[1].id, { service_package_ids: [auto.vaccine.packageId] });
    const res = await book(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe(5);
    const [mail] = await mailsTo(body.email as string);
    expect(mail.attachments?.[0].content).toContain('BEGIN:VCALENDAR');
  });

  it('should answer 409 slot_taken when the slot was taken meanwhile, 409 for a time never offered and 422 off the grid', async () => {
    const [v] = await timeslots(`service_package_ids[0]=${c.consult.packageId}&vet_id=${c.vets[1].id}`);
    const start = v.schedule[day][10];
    expect((await book(bookingBody(c, start, c.vets[1].id))).statusCode).toBe(201);
    const second = await book(bookingBody(c, start, c.vets[1].id));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('slot_taken');
    const offGrid = DateTime.fromISO(start).plus({ minutes: 7 }).toUTC().toISO()!;
    const offGridRes = await book(bookingBody(c, offGrid, c.vets[1].id));
    expect(offGridRes.statusCode).toBe(422);
    expect(offGridRes.json().errors.datetime_start_utc).toHaveLength(1);
    const night = DateTime.fromISO(`${day}T22:00`, { zone: 'Europe/Bucharest' }).toUTC().toISO()!;
    expect((await book(bookingBody(c, night, c.vets[1].id))).statusCode).toBe(409);
  });

  it('should give "any staff" bookings of one time to different vets until none is left', async () => {
    const fresh = await makeBookableClinic(t.handle.db);
    const [anyStaff] = await timeslots(`service_package_ids[0]=${fresh.consult.packageId}&any_staff=1`, fresh);
    const start = anyStaff.schedule[day][2];
    const a = await book(bookingBody(fresh, start, -1));
    const b = await book(bookingBody(fresh, start, -1));
    const cc = await book(bookingBody(fresh, start, -1));
    expect([a.statusCode, b.statusCode, cc.statusCode]).toEqual([201, 201, 409]);
    expect(a.json().data.vet.id).not.toBe(b.json().data.vet.id);
    const [after] = await timeslots(`service_package_ids[0]=${fresh.consult.packageId}&any_staff=1`, fresh);
    expect(after.schedule[day]).not.toContain(start);
  });

  it('should book every slot it offers (what is offered can be booked)', async () => {
    const fresh = await makeBookableClinic(t.handle.db, {}, { vets: 1 });
    for (let round = 0; round < 6; round++) {
      const [v] = await timeslots(`service_package_ids[0]=${fresh.dental.packageId}&vet_id=${fresh.vets[0].id}`, fresh);
      const offered = v.schedule[day];
      const pick = offered[(round * 7) % offered.length];
      const res = await book(bookingBody(fresh, pick, fresh.vets[0].id, { service_package_ids: [fresh.dental.packageId] }));
      expect(res.statusCode).toBe(201);
    }
  });

  it('should link a guest whose e-mail matches a client, for staff review, without revealing that client', async () => {
    const existing = await makeClient(t.handle.db, c.group.id, { firstName: 'Secret', lastName: 'Person', phone: '+40 799 999 999' });
    const [v] = await timeslots(`service_package_ids[0]=${c.vaccine.packageId}&vet_id=${c.vets[1].id}`);
    const res = await book(bookingBody(c, v.schedule[day][20], c.vets[1].id, { service_package_ids: [c.vaccine.packageId], email: existing.email, first_name: 'Someone', last_name: 'Else' }));
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('Secret');
    expect(res.body).not.toContain('+40 799');
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, res.json().data.id));
    expect(row.clientId).toBe(existing.id);
    expect(row.guestContact).toMatchObject({ first_name: 'Someone' });
    const [client] = await t.handle.db.select().from(petParents).where(eq(petParents.id, existing.id));
    expect(client).toMatchObject({ firstName: 'Secret', needsReview: true });
  });

  it('should answer the first result again for a repeated Idempotency-Key, booking once', async () => {
    const [v] = await timeslots(`service_package_ids[0]=${c.vaccine.packageId}&vet_id=${c.vets[0].id}`);
    const body = bookingBody(c, v.schedule[day][30], c.vets[0].id, { service_package_ids: [c.vaccine.packageId] });
    const first = await book(body, { 'idempotency-key': 'key-123' });
    const again = await book(body, { 'idempotency-key': 'key-123' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await book({ ...body, user_note: 'changed' }, { 'idempotency-key': 'key-123' });
    expect(other.statusCode).toBe(409);
  });

  it('should refuse incomplete guest details, pets of someone else and species of another group with 422', async () => {
    const [v] = await timeslots(`service_package_ids[0]=${c.vaccine.packageId}&vet_id=${c.vets[0].id}`);
    const start = v.schedule[day][35];
    const noEmail = await book({ ...bookingBody(c, start, c.vets[0].id), email: undefined });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors.email).toBeDefined();
    const stranger = await book(bookingBody(c, start, c.vets[0].id, { pet_ids: [1] }));
    expect(stranger.statusCode).toBe(422);
    const other = await makeBookableClinic(t.handle.db);
    const foreignSpecies = await book(bookingBody(c, start, c.vets[0].id, { pets: [{ nickname: 'X', species_id: other.dog.id }] }));
    expect(foreignSpecies.statusCode).toBe(422);
    expect(foreignSpecies.json().errors['pets.0.species_id']).toBeDefined();
    const noPet = await book(bookingBody(c, start, c.vets[0].id, { pets: [] }));
    expect(noPet.statusCode).toBe(422);
    // Nothing half-written: no pet named X exists.
    expect((await t.handle.db.select().from(pets).where(eq(pets.nickname, 'X')))).toHaveLength(0);
  });

  it('should refuse booking when the clinic has turned online booking off', async () => {
    const off = await makeBookableClinic(t.handle.db, { onlineBookingEnabled: false });
    const start = DateTime.fromISO(`${day}T10:00`, { zone: 'Europe/Bucharest' }).toUTC().toISO()!;
    const res = await book(bookingBody(off, start, off.vets[0].id));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('booking_disabled');
  });

  it('should answer 429 after ten bookings a minute from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: '10.9.9.9', payload: { clinic_id: c.clinic.id } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  describe('manage links', () => {
    async function bookOne(clinic = c, index = 40) {
      const [v] = await timeslots(`service_package_ids[0]=${clinic.vaccine.packageId}&vet_id=${clinic.vets[1].id}`, clinic);
      const slots = v.schedule[day];
      const res = await book(bookingBody(clinic, slots[index % slots.length], clinic.vets[1].id, { service_package_ids: [clinic.vaccine.packageId] }));
      expect(res.statusCode).toBe(201);
      return res.json().data as { id: number; token: string; datetime_start_utc: string };
    }

    it('should show the public view of an appointment from its token, and 404 for a wrong token', async () => {
      const a = await bookOne(c, 41);
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${a.token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: a.id, status: 2, pet: { nickname: 'Rex' }, vet: { full_name: 'Vet Number2' }, clinic: { name: c.clinic.name }, service: { name: 'Vaccination' }, can_accept: false, can_cancel: true, can_reschedule: false });
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${'x'.repeat(43)}` })).statusCode).toBe(404);
    });

    it('should accept only from status 1 or 3, with a clear 409 otherwise', async () => {
      const a = await bookOne(c, 42);
      const refused = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${a.token}/accept` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/\w/);
      await setAppointmentStatus(t.handle.db, a.id, 3);
      const ok = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${a.token}/accept` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.status).toBe(5);
    });

    it('should cancel once, then refuse from the final state', async () => {
      const a = await bookOne(c, 43);
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${a.token}/cancel`, payload: { reason: 'Feeling better' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(6);
      const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, a.id));
      expect(row.cancelReason).toBe('Feeling better');
      const again = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${a.token}/cancel`, payload: {} });
      expect(again.statusCode).toBe(409);
      // The freed time is offered again.
      const [v] = await timeslots(`service_package_ids[0]=${c.vaccine.packageId}&vet_id=${c.vets[1].id}`);
      expect(v.schedule[day]).toContain(a.datetime_start_utc);
    });

    it('should refuse cancel and reschedule inside the clinic cutoff', async () => {
      const strict = await makeBookableClinic(t.handle.db, { cancelCutoffHours: 24 * 30 });
      const a = await bookOne(strict, 5);
      const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${a.token}/cancel`, payload: {} });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().code).toBe('cutoff_passed');
      await setAppointmentStatus(t.handle.db, a.id, 1);
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${a.token}/reschedule`, payload: { datetime_start_utc: a.datetime_start_utc, vet_id: -1 } });
      expect(res.json().code).toBe('cutoff_passed');
    });

    it('should reschedule from status 3 to a free slot, re-checking the slot', async () => {
      const fresh = await makeBookableClinic(t.handle.db);
      const a = await bookOne(fresh, 6);
      const b = await bookOne(fresh, 12);
      const refused = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${a.token}/reschedule`, payload: { datetime_start_utc: a.datetime_start_utc, vet_id: fresh.vets[1].id } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('invalid_state');
      await setAppointmentStatus(t.handle.db, a.id, 3);
      const taken = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${a.token}/reschedule`, payload: { datetime_start_utc: b.datetime_start_utc, vet_id: fresh.vets[1].id } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('slot_taken');
      const target = DateTime.fromISO(b.datetime_start_utc).plus({ hours: 1 }).toUTC().toISO()!;
      const ok = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${a.token}/reschedule`, payload: { datetime_start_utc: target, vet_id: fresh.vets[1].id } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ status: 4, datetime_start_utc: target });
    });

    it('should answer 410 once the appointment ended more than 30 days ago', async () => {
      const a = await bookOne(c, 44);
      await t.handle.db.update(appointments).set({ startsAt: new Date(Date.now() - 40 * 86400_000), endsAt: new Date(Date.now() - 40 * 86400_000 + 900_000) }).where(eq(appointments.id, a.id));
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${a.token}` });
      expect(res.statusCode).toBe(410);
    });

    it('should carry working manage links in the mail', async () => {
      const a = await bookOne(c, 45);
      const mails = (await t.handle.db.select().from(outbox)).filter((m) => m.links.some((l) => l.url.includes(a.token)));
      expect(tokenFromMail(mails[0].links)).toBe(a.token);
    });
  });
});
