import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import ICAL from 'ical.js';
import { clinics, outbox } from '@vetclinic/db';
import { translate } from '../../lib/i18n';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { formatClinicDateTime } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { staffHeaders } from '../../test/factories';
import { guest } from '../../test/booking-factories';
import { insertAppointment, makeDeskClinic, type DeskClinic } from '../../test/appointments-factories';

const ZONE = 'Europe/Bucharest';

/** What a calendar sees in an invite, read by ical.js (an outside RFC 5545 parser), not by our own code. */
function readInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const attendee = vevent.getFirstProperty('attendee');
  const organizer = vevent.getFirstProperty('organizer')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: { email: String(organizer.getFirstValue()), name: organizer.getParameter('cn') },
    attendee: attendee ? { email: String(attendee.getFirstValue()), name: attendee.getParameter('cn') } : null,
    url: vevent.getFirstPropertyValue('url'),
  };
}
type Invite = ReturnType<typeof readInvite>;

describe('calendar invites across an appointment\'s life', () => {
  let t: TestApp;
  let c: DeskClinic;
  let desk: Record<string, string>;
  const day = DateTime.now().setZone(ZONE).plus({ days: 4 }).toISODate()!;
  const at = (hhmm: string, d = day) => DateTime.fromISO(`${d}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: desk, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const lastOutboxId = async () => (await t.handle.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
  const mailsSince = async (id: number, to: string) => (await t.handle.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id)).filter((m) => m.recipient === to && m.channel === 'mail');
  const tokenOf = (url: string) => url.split('/appointment/')[1].split('/')[0];

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeDeskClinic(t.handle.db);
    desk = await staffHeaders(t.app, c.receptionist.email, c.clinic.id);
  });
  afterAll(() => t.close());

  it('should send and serve one event (same UID, growing SEQUENCE, organizer and attendee) from booking to cancellation', async () => {
    const client = guest({ first_name: 'Ana', last_name: 'Marin' });
    const invites: { step: string; mail: Invite; download: Invite }[] = [];
    let firstToken = '';
    let from = await lastOutboxId();

    /** The step's one client mail: its attachment, and the page's download through the FIRST mail's link. */
    const record = async (step: string, expected: { method: string; status: string; start: string; end: string }) => {
      const [mail, ...more] = await mailsSince(from, client.email);
      expect(more, `${step}: one mail to the client`).toHaveLength(0);
      expect(mail, `${step}: a mail to the client`).toBeDefined();
      const attachment = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
      expect(attachment, `${step}: the mail carries an invite`).toBeDefined();
      expect(attachment!.contentType).toBe(`text/calendar; charset=utf-8; method=${expected.method}`);
      if (!firstToken) firstToken = tokenOf(mail.links[0].url);
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${firstToken}/calendar.ics` });
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toBe(`text/calendar; charset=utf-8; method=${expected.method}`);
      const entry = { step, mail: readInvite(attachment!.content), download: readInvite(res.body) };
      for (const inv of [entry.mail, entry.download]) {
        expect(inv, step).toMatchObject({ ...expected, organizer: { email: `mailto:${c.clinic.email}`, name: c.clinic.name }, attendee: { email: `mailto:${client.email}`, name: 'Ana Marin' } });
      }
      // The page's download is the mail's event in the same state.
      expect(entry.download.sequence, step).toBe(entry.mail.sequence);
      invites.push(entry);
      from = await lastOutboxId();
    };

    // 1. Online request (status 2): tentative until the clinic answers.
    const booked = await t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/appointments',
      payload: {
        clinic_id: c.clinic.id, datetime_start_utc: at('10:00'), vet_id: c.vets[0].id, service_package_ids: [c.consult.packageId],
        pets: [{ nickname: 'Rex', species_id: c.dog.id, breed_id: c.lab.id, gender: 'male' }], ...client,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id: number = booked.json().data.id;
    expect(booked.json().data.status).toBe(2);
    await record('book', { method: 'REQUEST', status: 'TENTATIVE', start: at('10:00'), end: at('10:30') });

    // 2. The clinic confirms (2 → 5).
    expect((await api('POST', `/appointments/${id}/confirm`, {})).statusCode).toBe(200);
    await record('confirm', { method: 'REQUEST', status: 'CONFIRMED', start: at('10:00'), end: at('10:30') });

    // 3. The clinic proposes another time (→ 3): the calendar moves there, tentatively.
    const proposed = await api('POST', `/appointments/${id}/propose-time`, { datetime_start_utc: at('12:00') });
    expect(proposed.statusCode, proposed.body).toBe(200);
    await record('propose', { method: 'REQUEST', status: 'TENTATIVE', start: at('12:00'), end: at('12:30') });

    // 4. The client accepts through the first mail's link (→ 5).
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${firstToken}/accept` })).json().data.status).toBe(5);
    await record('accept', { method: 'REQUEST', status: 'CONFIRMED', start: at('12:00'), end: at('12:30') });

    // 5. The clinic moves it, twice within the same second (the old SEQUENCE was the update's seconds).
    const moved = await api('PUT', `/appointments/${id}`, { datetime_start_utc: at('13:00'), notify: { mail: true } });
    expect(moved.statusCode, moved.body).toBe(200);
    await record('reschedule', { method: 'REQUEST', status: 'CONFIRMED', start: at('13:00'), end: at('13:30') });
    expect((await api('PUT', `/appointments/${id}`, { datetime_start_utc: at('13:15'), notify: { mail: true } })).statusCode).toBe(200);
    await record('reschedule again', { method: 'REQUEST', status: 'CONFIRMED', start: at('13:15'), end: at('13:45') });

    // 6. The client cancels through the first mail's link (→ 6).
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${firstToken}/cancel`, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await record('cancel', { method: 'CANCEL', status: 'CANCELLED', start: at('13:15'), end: at('13:45') });

    const uid = invites[0].mail.uid;
    expect(uid).toBe(`appointment-${id}@localhost`);
    for (const i of invites) expect([i.mail.uid, i.download.uid], i.step).toEqual([uid, uid]);
    const sequences = invites.map((i) => i.mail.sequence);
    for (let k = 1; k < sequences.length; k++) expect(sequences[k], invites[k].step).toBeGreaterThan(sequences[k - 1]);
  });

  it('should name MAIL_FROM as the organizer when the clinic has no address of its own', async () => {
    const bare = await makeDeskClinic(t.handle.db);
    await t.handle.db.update(clinics).set({ email: null }).where(eq(clinics.id, bare.clinic.id));
    const client = guest();
    const before = await lastOutboxId();
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/appointments',
      payload: {
        clinic_id: bare.clinic.id, datetime_start_utc: at('11:00'), vet_id: bare.vets[0].id, service_package_ids: [bare.consult.packageId],
        pets: [{ nickname: 'Mia', species_id: bare.dog.id, breed_id: bare.lab.id, gender: 'female' }], ...client,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsSince(before, client.email);
    const invite = readInvite(mail.attachments![0].content);
    expect(invite.organizer).toEqual({ email: 'mailto:no-reply@clinic.local', name: bare.clinic.name });
  });

  it('should refuse a download for a deposit hold (409) and for an unknown link (404)', async () => {
    const token = newOpaqueToken();
    await insertAppointment(t.handle.db, c, new Date(at('16:00')), 0, { tokenHash: sha256(token) });
    const hold = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${token}/calendar.ics` });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().message).toBe(translate('en', 'errors.no_calendar_invite'));
    const unknown = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${newOpaqueToken()}/calendar.ics` });
    expect(unknown.statusCode).toBe(404);
  });

  it('should write the time in a mail exactly as the booking page shows it (one formatter, the clinic\'s 12-hour clock in Korean)', async () => {
    const seoul = await makeDeskClinic(t.handle.db, { timezone: 'Asia/Seoul', clientTimeFormat: 'hh:mm A', clientDateFormat: 'YYYY-MM-DD' });
    const seoulDay = DateTime.now().setZone('Asia/Seoul').plus({ days: 4 }).toISODate()!;
    const start = DateTime.fromISO(`${seoulDay}T10:30`, { zone: 'Asia/Seoul' }).toUTC().toISO()!;
    const client = guest();
    const before = await lastOutboxId();
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/appointments',
      payload: {
        clinic_id: seoul.clinic.id, datetime_start_utc: start, vet_id: seoul.vets[0].id, service_package_ids: [seoul.consult.packageId], language: 'ko',
        pets: [{ nickname: 'Bori', species_id: seoul.dog.id, breed_id: seoul.lab.id, gender: 'male' }], ...client,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsSince(before, client.email);
    // The page formats with formatClinicDateTime too (apps/web/src/public/lib/clinic-time.ts).
    const onPage = formatClinicDateTime(start, { timezone: 'Asia/Seoul', dateFormat: 'YYYY-MM-DD', timeFormat: 'hh:mm A', language: 'ko' });
    expect(onPage).toBe(`${seoulDay} 오전 10:30`);
    expect(mail.text).toContain(onPage);
  });
});
