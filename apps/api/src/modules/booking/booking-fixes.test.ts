import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointments, communications, outbox, petParents } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { staffHeaders } from '../../test/factories';
import { guest, makeBookableClinic, makeClient, type BookableClinic } from '../../test/booking-factories';
import { enqueueMessage } from '../messaging/outbox';
import { insertAppointment, makeDeskClinic, type DeskClinic } from '../../test/appointments-factories';
import { translate } from '../../lib/i18n';

const ZONE = 'Europe/Bucharest';
let ip = 0;
const nextIp = () => `10.22.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

/** Issue 22: bugs 2, 3, 4, 5, 9 and 13 of the walk-through (booking page and its messages). */
describe('booking fixes (issue 22)', () => {
  let t: TestApp;
  let c: BookableClinic;
  const day = DateTime.now().setZone(ZONE).plus({ days: 3 }).toISODate()!;
  const at = (hhmm: string, d = day) => DateTime.fromISO(`${d}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!;

  const book = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: nextIp(), payload: body });
  const bookingBody = (clinic: BookableClinic, start: string, vetId: number, over: Record<string, unknown> = {}) => ({
    clinic_id: clinic.clinic.id, datetime_start_utc: start, vet_id: vetId, service_package_ids: [clinic.consult.packageId],
    pets: [{ nickname: 'Rex', species_id: clinic.dog.id, breed_id: clinic.lab.id, gender: 'male' }], ...guest(), ...over,
  });
  const lastOutboxId = async () => (await t.handle.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
  const outboxSince = async (id: number) => t.handle.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
  const tokenOf = (url: string) => url.split('/appointment/')[1].split('/')[0];

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(() => t.close());

  describe('off-grid times (#9)', () => {
    it('should answer 422 naming the 15-minute step when a booking asks for 09:07', async () => {
      const res = await book(bookingBody(c, at('09:07'), c.vets[0].id));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.datetime_start_utc[0]).toContain('15-minute');
      // The same time on the grid is free and books.
      expect((await book(bookingBody(c, at('09:00'), c.vets[0].id))).statusCode).toBe(201);
    });

    it('should answer 422, not "taken", when "any staff" asks for an off-grid time', async () => {
      const res = await book(bookingBody(c, at('10:52'), -1));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['datetime_start_utc']);
    });
  });

  describe('a clinic proposal inside the cancel cutoff (#3)', () => {
    let d: DeskClinic;
    let desk: Record<string, string>;
    beforeAll(async () => {
      d = await makeDeskClinic(t.handle.db, { cancelCutoffHours: 24 });
      desk = await staffHeaders(t.app, d.receptionist.email, d.clinic.id);
    });
    const soon = (hours: number) => {
      const q = 15 * 60_000;
      return new Date(Math.ceil((Date.now() + hours * 3600_000) / q) * q);
    };

    it('should let the client decline a proposal inside the cutoff, and mail only accept and decline', async () => {
      const row = await insertAppointment(t.handle.db, d, soon(30), 2);
      const before = await lastOutboxId();
      const res = await t.app.inject({
        method: 'POST', url: `/api/v1/appointments/${row.id}/propose-time`, headers: desk,
        payload: { datetime_start_utc: soon(5).toISOString(), notify: { mail: true, sms: false } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = (await outboxSince(before)).filter((m) => m.recipient === d.client.email);
      const labels = mail.links.map((l) => l.label);
      expect(labels).toContain(translate('ro', 'mail.accept'));
      expect(labels).toContain(translate('ro', 'mail.decline'));
      expect(labels).not.toContain(translate('ro', 'mail.reschedule'));
      expect(labels).not.toContain(translate('ro', 'mail.cancel'));

      const token = tokenOf(mail.links[0].url);
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${token}` });
      expect(page.json().data).toMatchObject({ status: 3, can_accept: true, can_cancel: true, can_reschedule: false });
      const moved = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${token}/reschedule`, payload: { datetime_start_utc: soon(6).toISOString(), vet_id: -1 } });
      expect(moved.json().code).toBe('cutoff_passed');
      const declined = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${token}/cancel`, payload: { reason: 'That time does not suit me' } });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json().data.status).toBe(6);
    });

    it('should offer no cancel link for a time the clinic confirms inside the cutoff (the page refuses it)', async () => {
      const row = await insertAppointment(t.handle.db, d, soon(4), 2, { vetId: d.vets[1].id });
      const before = await lastOutboxId();
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/appointments/${row.id}/confirm`, headers: desk, payload: { notify: { mail: true, sms: false } } });
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = (await outboxSince(before)).filter((m) => m.recipient === d.client.email);
      expect(mail.links.map((l) => l.label)).not.toContain(translate('ro', 'mail.cancel'));
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${tokenOf(mail.links[0].url)}` });
      expect(page.json().data).toMatchObject({ status: 5, can_cancel: false, can_reschedule: false });
      const late = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${tokenOf(mail.links[0].url)}/cancel`, payload: {} });
      expect(late.json().code).toBe('cutoff_passed');
    });
  });

  describe('the client\'s communications log (#13)', () => {
    it('should log the booking confirmation a guest receives, without the manage link, and not the clinic\'s notice', async () => {
      const res = await book(bookingBody(c, at('11:00'), c.vets[1].id, { email: 'logged.guest@example.test' }));
      expect(res.statusCode, res.body).toBe(201);
      const { token } = res.json().data as { token: string };
      const sent = await t.handle.db.select().from(outbox).where(eq(outbox.recipient, 'logged.guest@example.test'));
      expect(sent).toHaveLength(1);
      const [client] = await t.handle.db.select().from(petParents).where(eq(petParents.email, 'logged.guest@example.test'));
      const logged = await t.handle.db.select().from(communications).where(eq(communications.clientId, client.id));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ type: 2, direction: 'out', clinicId: c.clinic.id, createdBy: null, subject: sent[0].subject });
      expect(logged[0].body).toContain('Rex');
      expect(logged[0].body).not.toContain(token);
      expect(logged[0].body).toContain(`[${translate('en', 'mail.view_appointment')}]`);
      // The clinic's own notice went to the clinic, and is nobody's communication.
      const all = await t.handle.db.select().from(communications);
      expect(all.some((l) => l.body.includes(translate('en', 'mail.clinic_needs_approval')))).toBe(false);
    });

    it('should log a message by its address only when exactly one client of the group has it', async () => {
      const d = await makeDeskClinic(t.handle.db);
      await makeClient(t.handle.db, d.group.id, { email: 'shared.address@example.test' });
      await makeClient(t.handle.db, d.group.id, { email: 'shared.address@example.test' });
      const send = (to: string, channel: 'mail' | 'sms') => t.handle.db.transaction((tx) => enqueueMessage(tx, { clinicId: d.clinic.id, channel, to, subject: 'Reminder', text: 'See you' }));
      await send('shared.address@example.test', 'mail');
      await send(d.client.email!.toUpperCase(), 'mail');
      await send(d.client.phone!.replace(/ /g, ''), 'sms');
      const rows = await t.handle.db.select().from(communications).where(eq(communications.clinicId, d.clinic.id));
      expect(rows.map((r) => [r.clientId, r.type])).toEqual([[d.client.id, 2], [d.client.id, 3]]);
    });

    it('should log the mail and SMS the desk sends when proposing a time, as SMS and e-mail entries of that client', async () => {
      const d = await makeDeskClinic(t.handle.db);
      const desk = await staffHeaders(t.app, d.receptionist.email, d.clinic.id);
      const row = await insertAppointment(t.handle.db, d, new Date(at('09:00', DateTime.now().setZone(ZONE).plus({ days: 5 }).toISODate()!)), 2);
      const res = await t.app.inject({
        method: 'POST', url: `/api/v1/appointments/${row.id}/propose-time`, headers: desk,
        payload: { datetime_start_utc: at('10:00', DateTime.now().setZone(ZONE).plus({ days: 5 }).toISODate()!), notify: { mail: true, sms: true } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = await t.app.inject({ method: 'GET', url: `/api/v1/pet-parents/${d.client.id}/communications`, headers: desk });
      expect(list.statusCode, list.body).toBe(200);
      const types = list.json().data.map((x: { type: number }) => x.type).sort();
      expect(types).toEqual([2, 3]);
      for (const entry of list.json().data as { body: string }[]) expect(entry.body).not.toMatch(/\/appointment\/[A-Za-z0-9_-]{20,}/);
    });
  });

  describe('tracking parameters (#4)', () => {
    it('should file a newsletter booking as "other" (not "paid ad") and show the utm_* to staff on the appointment and the client', async () => {
      const d = await makeDeskClinic(t.handle.db);
      const desk = await staffHeaders(t.app, d.receptionist.email, d.clinic.id);
      const utm = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-vaccines' };
      const res = await book({ ...bookingBody(d, at('12:00'), d.vets[0].id, { email: 'utm.guest@example.test' }), ...utm });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json().data as { id: number };
      const appt = await t.app.inject({ method: 'GET', url: `/api/v1/appointments/${id}`, headers: desk });
      expect(appt.statusCode, appt.body).toBe(200);
      expect(appt.json().data.utm).toEqual(utm);
      const clientId = appt.json().data.client.id as number;
      const client = await t.app.inject({ method: 'GET', url: `/api/v1/pet-parents/${clientId}`, headers: desk });
      expect(client.json().data).toMatchObject({ lead_source: 'other', lead_source_details: 'newsletter / email / spring-vaccines', utm });
    });

    it('should file a paid click as "paid ad" and leave a booking without parameters untracked', async () => {
      const d = await makeDeskClinic(t.handle.db);
      const desk = await staffHeaders(t.app, d.receptionist.email, d.clinic.id);
      const paid = await book({ ...bookingBody(d, at('13:00'), d.vets[0].id), utm_source: 'google', utm_medium: 'cpc' });
      const plain = await book(bookingBody(d, at('14:00'), d.vets[0].id));
      const [a, b] = await Promise.all([paid, plain].map((r) => t.app.inject({ method: 'GET', url: `/api/v1/appointments/${r.json().data.id}`, headers: desk })));
      expect(b.json().data.utm).toBeNull();
      const [pa, pb] = await Promise.all([a, b].map((r) => t.app.inject({ method: 'GET', url: `/api/v1/pet-parents/${r.json().data.client.id}`, headers: desk })));
      expect(pa.json().data).toMatchObject({ lead_source: 'paid_ad', utm: { utm_source: 'google', utm_medium: 'cpc' } });
      expect(pb.json().data).toMatchObject({ lead_source: null, utm: null });
    });
  });

  describe('several pets in one booking (#2)', () => {
    const twoPets = (clinic: BookableClinic) => ({
      pets: [
        { nickname: 'Rex', species_id: clinic.dog.id, gender: 'male' },
        { nickname: 'Bella', species_id: clinic.dog.id, gender: 'female' },
      ],
    });
    const slotsFor = async (clinic: BookableClinic, query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${clinic.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data[0].schedule[day] as string[];
    };
    const hhmm = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat('HH:mm');

    it('should offer only times where duration × pets fits, from the same rule the booking uses', async () => {
      const fresh = await makeBookableClinic(t.handle.db);
      const vet = fresh.vets[1].id;
      const one = await slotsFor(fresh, `service_package_ids[0]=${fresh.consult.packageId}&vet_id=${vet}`);
      const two = await slotsFor(fresh, `service_package_ids[0]=${fresh.consult.packageId}&vet_id=${vet}&pets=2`);
      expect(hhmm(one.at(-1)!)).toBe('19:30');
      expect(hhmm(two.at(-1)!)).toBe('19:00');
      // 19:30 is offered for one pet only, and only one pet may book it.
      expect((await book(bookingBody(fresh, at('19:30'), vet, twoPets(fresh)))).json().code).toBe('slot_taken');
      const ok = await book(bookingBody(fresh, at('10:00'), vet, twoPets(fresh)));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data).toMatchObject({ datetime_end_utc: new Date(Date.parse(at('11:00'))).toISOString(), pets: [{ nickname: 'Rex' }, { nickname: 'Bella' }] });
      const [mail] = (await t.handle.db.select().from(outbox)).filter((m) => m.links.some((l) => l.url.includes(ok.json().data.token)));
      expect(mail.text).toContain('General consultation × 2');
      // The hour is taken: a one-pet booking at 10:30 no longer fits, and the two-pet list skips 09:15–10:45.
      expect((await book(bookingBody(fresh, at('10:30'), vet))).json().code).toBe('slot_taken');
      const after = await slotsFor(fresh, `service_package_ids[0]=${fresh.consult.packageId}&vet_id=${vet}&pets=2`);
      expect(after.map(hhmm).filter((x) => x >= '09:15' && x < '11:00')).toEqual([]);
    });

    it('should keep the whole length when the client reschedules a two-pet appointment', async () => {
      const fresh = await makeBookableClinic(t.handle.db);
      const vet = fresh.vets[0].id;
      const res = await book(bookingBody(fresh, at('12:00'), vet, twoPets(fresh)));
      const { id, token } = res.json().data as { id: number; token: string };
      await t.handle.db.update(appointments).set({ status: 3 }).where(eq(appointments.id, id));
      const moved = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${token}/reschedule`, payload: { datetime_start_utc: at('15:00'), vet_id: vet } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.datetime_end_utc).toBe(new Date(Date.parse(at('16:00'))).toISOString());
    });

    it('should refuse more than ten pets in one booking with a field message', async () => {
      const many = Array.from({ length: 11 }, (_, i) => ({ nickname: `Pet ${i}`, species_id: c.dog.id }));
      const res = await book(bookingBody(c, at('16:00'), c.vets[0].id, { pets: many }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.pets).toBeDefined();
    });
  });

  describe('a guest\'s phone (#5)', () => {
    it('should store a nationally typed number in E.164, read in the clinic\'s country', async () => {
      const res = await book(bookingBody(c, at('15:00'), c.vets[0].id, { email: 'phone.guest@example.test', phone: '0721 234 567' }));
      expect(res.statusCode, res.body).toBe(201);
      const [client] = await t.handle.db.select().from(petParents).where(eq(petParents.email, 'phone.guest@example.test'));
      expect(client.phone).toBe('+40721234567');
      const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, res.json().data.id));
      expect(row.guestContact?.phone).toBe('+40721234567');
    });

    it('should answer the account forms\' messages: required, and not valid for the country', async () => {
      const missing = await book(bookingBody(c, at('15:30'), c.vets[0].id, { phone: undefined }));
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.phone).toEqual([translate('en', 'labels.clientForm.required')]);
      const invalid = await book(bookingBody(c, at('15:30'), c.vets[0].id, { phone: '0721 23' }));
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors.phone).toEqual([translate('en', 'labels.clientForm.invalid_phone')]);
      const foreign = await book(bookingBody(c, at('15:30'), c.vets[0].id, { email: 'intl.guest@example.test', phone: '+1 (212) 555-0143' }));
      expect(foreign.statusCode, foreign.body).toBe(201);
      const [client] = await t.handle.db.select().from(petParents).where(eq(petParents.email, 'intl.guest@example.test'));
      expect(client.phone).toBe('+12125550143');
    });
  });
});
