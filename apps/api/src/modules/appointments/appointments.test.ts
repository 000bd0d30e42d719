import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DateTime } from 'luxon';
import { appointmentPets, appointments, auditLog, outbox, petParents, pets, services, staffUsers } from '@vetclinic/db';
import { ZAppointment, pageOf, type TAppointment } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { staffHeaders } from '../../test/factories';
import { insertAppointment, makeDeskClinic, makeReadOnlyStaff, type DeskClinic } from '../../test/appointments-factories';
import { translate } from '../../lib/i18n';

const ZONE = 'Europe/Bucharest';

describe('staff appointments', () => {
  let t: TestApp;
  let c: DeskClinic;
  let other: DeskClinic;
  let desk: Record<string, string>;
  const day = DateTime.now().setZone(ZONE).plus({ days: 3 }).toISODate()!;
  const at = (hhmm: string, d = day) => DateTime.fromISO(`${d}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!;

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = desk) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const body = (over: Record<string, unknown> = {}, clinic = c) => ({
    client_id: clinic.client.id, pet_ids: [clinic.rex.id], service_package_ids: [clinic.consult.packageId], vet_id: clinic.vets[0].id,
    datetime_start_utc: at('10:00'), status: 5, notify: { mail: false, sms: false }, ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await api('POST', '/appointments', body(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { data: { id: number; status: number; datetime_start_utc: string; datetime_end_utc: string }; warnings: string[] };
  };
  const outboxSince = async (id: number) => t.handle.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
  const lastOutboxId = async () => (await t.handle.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
  const tokenOf = (url: string) => url.split('/appointment/')[1].split('/')[0];

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeDeskClinic(t.handle.db);
    other = await makeDeskClinic(t.handle.db);
    desk = await staffHeaders(t.app, c.receptionist.email, c.clinic.id);
  });
  afterAll(() => t.close());

  describe('creating', () => {
    it('should create a confirmed appointment with the services\' duration and mail the client a working manage link', async () => {
      const before = await lastOutboxId();
      const res = await create({ datetime_start_utc: at('09:00'), notify: { mail: true, sms: true }, staff_note: 'Bring the vaccination book' });
      expect(res.data).toMatchObject({ status: 5, datetime_end_utc: new Date(Date.parse(at('09:30'))).toISOString() });
      expect(res.warnings).toEqual([]);
      const messages = await outboxSince(before);
      const mail = messages.find((m) => m.channel === 'mail')!;
      expect(mail.recipient).toBe(c.client.email);
      // The client's language (ro) picks the labels; keys without a translation fall back to English.
      expect(mail.links[0]).toMatchObject({ label: translate('ro', 'mail.view_appointment') });
      expect(mail.links[0].url).toMatch(new RegExp(`/book/${c.clinic.slug}/appointment/[A-Za-z0-9_-]{40,}$`));
      expect(mail.attachments?.[0].content).toContain('METHOD:REQUEST');
      expect(messages.find((m) => m.channel === 'sms')).toMatchObject({ recipient: c.client.phone });
      // The clinic is not mailed about its own booking.
      expect(messages.some((m) => m.recipient === c.clinic.email)).toBe(false);
      const view = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${tokenOf(mail.links[0].url)}` });
      expect(view.statusCode).toBe(200);
      expect(view.json().data).toMatchObject({ id: res.data.id, status: 5, can_accept: false });
      const [audit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'appointment'), eq(auditLog.entityId, res.data.id)));
      expect(audit).toMatchObject({ action: 'appointment.created', actorType: 'staff', actorId: c.receptionist.id });
    });

    it('should create a pending appointment (1) whose mail lets the client accept it', async () => {
      const before = await lastOutboxId();
      const res = await create({ datetime_start_utc: at('11:00'), status: 1, notify: { mail: true, sms: false } });
      const [mail] = await outboxSince(before);
      const accept = mail.links.find((l) => l.label === translate('ro', 'mail.accept'))!;
      expect(accept).toBeDefined();
      const accepted = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${tokenOf(accept.url)}/accept` });
      expect(accepted.statusCode).toBe(200);
      expect((await api('GET', `/appointments/${res.data.id}`)).json().data.status).toBe(5);
    });

    it('should refuse an overlap with the vet\'s appointment with 409 slot_taken and a clear message', async () => {
      await create({ datetime_start_utc: at('13:00') });
      const res = await api('POST', '/appointments', body({ datetime_start_utc: at('13:15'), pet_ids: [c.mia.id] }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'slot_taken', message: translate('en', 'errors.vet_double_booked') });
      // The other vet is free then.
      await create({ datetime_start_utc: at('13:15'), vet_id: c.vets[1].id });
    });

    it('should save outside working hours, in the past and inside minimum notice, with warnings instead of a refusal', async () => {
      const late = await create({ datetime_start_utc: at('21:00') });
      expect(late.warnings).toContain('outside_working_hours');
      const yesterday = DateTime.now().setZone(ZONE).minus({ days: 1 }).toISODate()!;
      const past = await create({ datetime_start_utc: at('10:00', yesterday) });
      expect(past.warnings).toEqual(['in_past']);
      const dental = await create({ datetime_start_utc: at('15:00'), vet_id: c.vets[1].id, service_package_ids: [c.dental.packageId] });
      expect(dental.warnings).toEqual(['vet_not_assigned']);
    });

    it('should answer 422 for a pet of another client and a vet of another clinic', async () => {
      const petRes = await api('POST', '/appointments', body({ datetime_start_utc: at('16:00'), pet_ids: [other.rex.id] }));
      expect(petRes.statusCode).toBe(422);
      expect(petRes.json().errors).toHaveProperty('pet_ids');
      const vetRes = await api('POST', '/appointments', body({ datetime_start_utc: at('16:00'), vet_id: other.vets[0].id }));
      expect(vetRes.statusCode).toBe(422);
      expect(vetRes.json().errors).toHaveProperty('vet_id');
      const statusRes = await api('POST', '/appointments', body({ datetime_start_utc: at('16:00'), status: 2 }));
      expect(statusRes.statusCode).toBe(422);
    });

    it('should answer a retried Idempotency-Key with the first result and book once', async () => {
      const payload = body({ datetime_start_utc: at('12:30'), vet_id: c.vets[1].id });
      const headers = { ...desk, 'idempotency-key': `desk-${Date.now()}` };
      const first = await api('POST', '/appointments', payload, headers);
      const second = await api('POST', '/appointments', payload, headers);
      expect(first.statusCode).toBe(201);
      expect(second.json().data.id).toBe(first.json().data.id);
      const rows = await t.handle.db.select().from(appointments).where(and(eq(appointments.vetId, c.vets[1].id), eq(appointments.startsAt, new Date(at('12:30')))));
      expect(rows).toHaveLength(1);
    });

    it('should let exactly one of several simultaneous saves of one vet\'s time succeed', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) =>
        api('POST', '/appointments', body({ datetime_start_utc: at(i % 2 ? '17:15' : '17:00'), pet_ids: [i % 2 ? c.mia.id : c.rex.id] }))));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      const rows = await t.handle.db.select().from(appointments).where(and(eq(appointments.vetId, c.vets[0].id), gt(appointments.startsAt, new Date(at('16:59')))));
      expect(rows.filter((r) => r.startsAt < new Date(at('17:45')) && r.status !== 7)).toHaveLength(1);
    });
  });

  describe('moving and resizing', () => {
    it('should move keeping the length, and refuse a move or resize onto another appointment with 409, leaving it unchanged', async () => {
      const a = await create({ datetime_start_utc: at('08:00'), vet_id: c.vets[1].id });
      await create({ datetime_start_utc: at('09:00'), vet_id: c.vets[1].id });
      const moved = await api('PUT', `/appointments/${a.data.id}`, { datetime_start_utc: at('08:15') });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data.datetime_end_utc).toBe(new Date(Date.parse(at('08:45'))).toISOString());
      const onto = await api('PUT', `/appointments/${a.data.id}`, { datetime_start_utc: at('08:45') });
      expect(onto.statusCode).toBe(409);
      expect(onto.json().code).toBe('slot_taken');
      const resize = await api('PUT', `/appointments/${a.data.id}`, { datetime_end_utc: at('09:15') });
      expect(resize.statusCode).toBe(409);
      const toVet = await api('PUT', `/appointments/${a.data.id}`, { vet_id: c.vets[0].id, datetime_start_utc: at('12:00') });
      expect(toVet.statusCode, toVet.body).toBe(200);
      expect(toVet.json().data.vet.id).toBe(c.vets[0].id);
      const current = (await api('GET', `/appointments/${a.data.id}`)).json().data;
      expect(current.datetime_start_utc).toBe(new Date(Date.parse(at('12:00'))).toISOString());
    });

    it('should refuse a move into the past with 422 and leave the appointment where it was', async () => {
      const a = await create({ datetime_start_utc: at('20:00'), vet_id: c.vets[1].id });
      const yesterday = DateTime.now().setZone(ZONE).minus({ days: 1 }).toISODate()!;
      const back = await api('PUT', `/appointments/${a.data.id}`, { datetime_start_utc: at('20:00', yesterday) });
      expect(back.statusCode).toBe(422);
      expect(back.json().errors).toHaveProperty('datetime_start_utc');
      const earlierToday = await api('PUT', `/appointments/${a.data.id}`, { datetime_start_utc: new Date(Date.now() - 15 * 60_000).toISOString() });
      expect(earlierToday.statusCode).toBe(422);
      expect((await api('GET', `/appointments/${a.data.id}`)).json().data.datetime_start_utc).toBe(a.data.datetime_start_utc);
      // A visit that already happened keeps taking corrections that do not move its start.
      const past = await create({ datetime_start_utc: at('09:00', yesterday), vet_id: c.vets[1].id });
      const longer = await api('PUT', `/appointments/${past.data.id}`, { datetime_end_utc: at('09:45', yesterday) });
      expect(longer.statusCode, longer.body).toBe(200);
    });

    it('should keep the internal note on a move and change it only when sent', async () => {
      const a = await create({ datetime_start_utc: at('18:00'), vet_id: c.vets[1].id, staff_note: 'Anxious cat' });
      const moved = await api('PUT', `/appointments/${a.data.id}`, { datetime_start_utc: at('18:30') });
      expect(moved.json().data.staff_note).toBe('Anxious cat');
      const cleared = await api('PUT', `/appointments/${a.data.id}`, { staff_note: '' });
      expect(cleared.json().data.staff_note).toBeNull();
    });

    it('should mail the client about a move only when asked', async () => {
      const a = await create({ datetime_start_utc: at('19:00'), vet_id: c.vets[1].id });
      const before = await lastOutboxId();
      await api('PUT', `/appointments/${a.data.id}`, { datetime_start_utc: at('19:15') });
      expect(await outboxSince(before)).toHaveLength(0);
      await api('PUT', `/appointments/${a.data.id}`, { datetime_start_utc: at('19:30'), notify: { mail: true } });
      const [mail] = await outboxSince(before);
      expect(mail.subject).toBe(translate('ro', 'mail.updated_by_clinic_confirmed', { clinic: c.clinic.name }));
    });
  });

  describe('transitions', () => {
    const tomorrowAt = (hhmm: string) => new Date(at(hhmm, DateTime.now().setZone(ZONE).plus({ days: 5 }).toISODate()!));

    it('should confirm an online request (2 → 5) and mail the client with the manage link', async () => {
      const row = await insertAppointment(t.handle.db, c, tomorrowAt('09:00'), 2);
      const before = await lastOutboxId();
      const res = await api('POST', `/appointments/${row.id}/confirm`, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(5);
      const [mail] = await outboxSince(before);
      expect(mail).toMatchObject({ recipient: c.client.email, subject: translate('ro', 'mail.confirmed_by_clinic', { clinic: c.clinic.name }) });
      expect(mail.links[0].url).toContain(`/book/${c.clinic.slug}/appointment/`);
      expect((await api('POST', `/appointments/${row.id}/confirm`, {})).statusCode).toBe(409);
    });

    it('should decline a reschedule request of the client (4 → 7) with the reason in the mail and no accept link', async () => {
      const row = await insertAppointment(t.handle.db, c, tomorrowAt('10:00'), 4);
      const before = await lastOutboxId();
      const res = await api('POST', `/appointments/${row.id}/cancel`, { reason: 'The vet is at a conference' });
      expect(res.json().data).toMatchObject({ status: 7, cancel_reason: 'The vet is at a conference' });
      const [mail] = await outboxSince(before);
      expect(mail.subject).toBe(translate('ro', 'mail.declined_by_clinic', { clinic: c.clinic.name }));
      expect(mail.text).toContain('The vet is at a conference');
      expect(mail.links).toHaveLength(1);
      expect(mail.links[0].url).toMatch(/\/appointment\/[A-Za-z0-9_-]+$/);
      // The time is free again.
      await create({ datetime_start_utc: tomorrowAt('10:00').toISOString() });
    });

    it('should cancel a confirmed appointment (→ 7) with a calendar cancellation, and refuse to cancel it twice', async () => {
      const a = await create({ datetime_start_utc: tomorrowAt('11:00').toISOString(), vet_id: c.vets[1].id });
      const before = await lastOutboxId();
      const res = await api('POST', `/appointments/${a.data.id}/cancel`, {});
      expect(res.json().data.status).toBe(7);
      const [mail] = await outboxSince(before);
      expect(mail.subject).toBe(translate('ro', 'mail.cancelled_by_clinic', { clinic: c.clinic.name }));
      expect(mail.attachments?.[0].content).toContain('METHOD:CANCEL');
      const again = await api('POST', `/appointments/${a.data.id}/cancel`, {});
      expect(again.statusCode).toBe(409);
      expect((await api('PUT', `/appointments/${a.data.id}`, { datetime_start_utc: tomorrowAt('12:00').toISOString() })).statusCode).toBe(409);
    });

    it('should mark a no-show (→ 9) only once the appointment started, without a mail', async () => {
      const future = await insertAppointment(t.handle.db, c, tomorrowAt('13:00'), 5);
      const early = await api('POST', `/appointments/${future.id}/no-show`, {});
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(translate('en', 'errors.not_started_yet'));
      const past = await insertAppointment(t.handle.db, c, new Date(Date.now() - 2 * 3600_000), 5, { vetId: c.vets[1].id });
      const before = await lastOutboxId();
      const res = await api('POST', `/appointments/${past.id}/no-show`, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(9);
      expect(await outboxSince(before)).toHaveLength(0);
    });

    it('should propose a new time (→ 3) whose mail link the client accepts (→ 5)', async () => {
      const row = await insertAppointment(t.handle.db, c, tomorrowAt('14:00'), 2);
      const before = await lastOutboxId();
      const res = await api('POST', `/appointments/${row.id}/propose-time`, { datetime_start_utc: tomorrowAt('15:00').toISOString(), vet_id: c.vets[1].id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 3, vet: { id: c.vets[1].id }, datetime_start_utc: tomorrowAt('15:00').toISOString(), datetime_end_utc: tomorrowAt('15:30').toISOString() });
      const [mail] = await outboxSince(before);
      expect(mail.subject).toBe(translate('ro', 'mail.proposed_by_clinic', { clinic: c.clinic.name }));
      const accept = mail.links.find((l) => l.label === translate('ro', 'mail.accept'))!;
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${tokenOf(accept.url)}` });
      expect(page.json().data).toMatchObject({ status: 3, can_accept: true });
      const accepted = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${tokenOf(accept.url)}/accept` });
      expect(accepted.json().data.status).toBe(5);
    });

    it('should refuse a proposal in the past (422) or onto another appointment (409)', async () => {
      const row = await insertAppointment(t.handle.db, c, tomorrowAt('16:00'), 2);
      const past = await api('POST', `/appointments/${row.id}/propose-time`, { datetime_start_utc: new Date(Date.now() - 3600_000).toISOString() });
      expect(past.statusCode).toBe(422);
      await insertAppointment(t.handle.db, c, tomorrowAt('17:00'), 5);
      const taken = await api('POST', `/appointments/${row.id}/propose-time`, { datetime_start_utc: tomorrowAt('16:45').toISOString() });
      expect(taken.statusCode).toBe(409);
    });
  });

  describe('queue, search and reads', () => {
    it('should list in the requests queue only statuses 2 and 4 of the active clinic', async () => {
      const d = DateTime.now().setZone(ZONE).plus({ days: 7 }).toISODate()!;
      const mine = [await insertAppointment(t.handle.db, c, new Date(at('09:00', d)), 2), await insertAppointment(t.handle.db, c, new Date(at('10:00', d)), 4)];
      await insertAppointment(t.handle.db, c, new Date(at('11:00', d)), 1);
      await insertAppointment(t.handle.db, c, new Date(at('12:00', d)), 3);
      await insertAppointment(t.handle.db, other, new Date(at('09:00', d)), 2, { clientId: other.client.id, vetId: other.vets[0].id });
      const res = await api('GET', '/appointments/requests?per_page=100');
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { id: number; status: number; clinic_id: number }[];
      expect(rows.every((r) => [2, 4].includes(r.status) && r.clinic_id === c.clinic.id)).toBe(true);
      expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(mine.map((m) => m.id)));
      expect(res.json().meta).toMatchObject({ current_page: 1, per_page: 100 });
      const searched = await api('GET', `/appointments/requests?search=${encodeURIComponent(c.client.lastName)}`);
      expect(searched.json().meta.per_page).toBe(15);
    });

    it('should answer 404 for another clinic\'s appointment on every route', async () => {
      const foreign = await insertAppointment(t.handle.db, other, new Date(Date.now() + 9 * 86400_000), 2, { clientId: other.client.id, vetId: other.vets[0].id });
      for (const [method, url, payload] of [
        ['GET', `/appointments/${foreign.id}`, undefined],
        ['PUT', `/appointments/${foreign.id}`, { staff_note: 'x' }],
        ['POST', `/appointments/${foreign.id}/confirm`, {}],
        ['POST', `/appointments/${foreign.id}/cancel`, {}],
        ['POST', `/appointments/${foreign.id}/no-show`, {}],
        ['POST', `/appointments/${foreign.id}/propose-time`, { datetime_start_utc: new Date(Date.now() + 10 * 86400_000).toISOString() }],
      ] as const) {
        const res = await api(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await api('GET', `/clinics/${other.clinic.id}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${c.consult.packageId}`)).statusCode).toBe(404);
      expect((await api('GET', `/ws/${other.vets[0].id}/bookable?datetime_start_utc=${encodeURIComponent(at('10:00'))}&duration=30`)).statusCode).toBe(404);
    });

    it('should forbid changes (403) to a custom role without appointments.manage, while reads work', async () => {
      const viewer = await makeReadOnlyStaff(t.handle.db, c);
      const headers = await staffHeaders(t.app, viewer.email, c.clinic.id);
      expect((await api('GET', '/appointments?per_page=5', undefined, headers)).statusCode).toBe(200);
      const res = await api('POST', '/appointments', body({ datetime_start_utc: at('12:00') }), headers);
      expect(res.statusCode).toBe(403);
      const row = await insertAppointment(t.handle.db, c, new Date(Date.now() + 11 * 86400_000), 2);
      // Valid bodies: Fastify validates before the permission hook runs.
      const proposal = { datetime_start_utc: new Date(Date.now() + 12 * 86400_000).toISOString() };
      for (const action of ['confirm', 'cancel', 'no-show', 'propose-time']) {
        expect((await api('POST', `/appointments/${row.id}/${action}`, action === 'propose-time' ? proposal : {}, headers)).statusCode).toBe(403);
      }
      expect((await api('PUT', `/appointments/${row.id}`, { staff_note: 'x' }, headers)).statusCode).toBe(403);
      expect((await api('GET', '/appointments')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/appointments' })).statusCode).toBe(401);
    });

    it('should search by pet name, client name and phone digits, newest first, paginated by 15', async () => {
      await create({ datetime_start_utc: at('14:00'), pet_ids: [c.mia.id] });
      const byPet = await api('GET', `/appointments/search?search=${c.mia.nickname}`);
      expect(byPet.statusCode).toBe(200);
      expect(byPet.json().data.length).toBeGreaterThan(0);
      expect(byPet.json().data.every((a: { pets: { nickname: string }[] }) => a.pets.some((p) => p.nickname === c.mia.nickname))).toBe(true);
      const byName = await api('GET', `/appointments/search?search=${encodeURIComponent(`maria ${c.client.lastName}`)}`);
      expect(byName.json().meta.total).toBeGreaterThan(5);
      expect(byName.json().meta.per_page).toBe(15);
      const starts = byName.json().data.map((a: { datetime_start_utc: string }) => a.datetime_start_utc);
      expect([...starts].sort().reverse()).toEqual(starts);
      const digits = c.client.phone!.replace(/\D/g, '').slice(-6);
      expect((await api('GET', `/appointments/search?search=${digits}`)).json().meta.total).toBe(byName.json().meta.total);
      expect((await api('GET', '/appointments/search?search=%25')).json().meta.total).toBe(0);
      expect((await api('GET', `/appointments/search?search=${other.rex.nickname}`)).json().meta.total).toBe(0);
    });

    it('should narrow the search by clinic-local days, statuses and vet, with or without a text, when filters are given', async () => {
      const fresh = await makeDeskClinic(t.handle.db);
      const freshDesk = await staffHeaders(t.app, fresh.receptionist.email, fresh.clinic.id);
      const local = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toJSDate();
      // Days are the clinic's: 00:30 on the 11th in Bucharest is still the 10th in UTC (22:30).
      const late = await insertAppointment(t.handle.db, fresh, local('2031-03-10T23:30'), 5);
      const early = await insertAppointment(t.handle.db, fresh, local('2031-03-11T00:30'), 1, { vetId: fresh.vets[1].id });
      const pending = await insertAppointment(t.handle.db, fresh, local('2031-03-12T10:00'), 1);
      const cancelled = await insertAppointment(t.handle.db, fresh, local('2031-03-12T11:00'), 2, { vetId: fresh.vets[1].id });
      const ids = async (query: string) => {
        const res = await api('GET', `/appointments/search?${query}`, undefined, freshDesk);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data as { id: number }[]).map((a) => a.id);
      };
      expect(await ids('')).toEqual([cancelled.id, pending.id, early.id, late.id]);
      expect(await ids('filter[date_from]=2031-03-10&filter[date_to]=2031-03-10')).toEqual([late.id]);
      expect(await ids('filter[date_from]=2031-03-11')).toEqual([cancelled.id, pending.id, early.id]);
      expect(await ids('filter[date_to]=2031-03-11')).toEqual([early.id, late.id]);
      expect(await ids('filter[status][0]=1')).toEqual([pending.id, early.id]);
      expect(await ids('filter[status][0]=2&filter[status][1]=5')).toEqual([cancelled.id, late.id]);
      expect(await ids(`filter[vet_id]=${fresh.vets[1].id}`)).toEqual([cancelled.id, early.id]);
      expect(await ids(`search=${fresh.rex.nickname}&filter[vet_id]=${fresh.vets[1].id}&filter[status][0]=1&filter[date_from]=2031-03-11&filter[date_to]=2031-03-11`)).toEqual([early.id]);
      expect(await ids(`search=${other.rex.nickname}&filter[date_from]=2031-03-10`)).toEqual([]);
      // Another clinic's vet finds nothing here rather than its own appointments.
      expect(await ids(`filter[vet_id]=${other.vets[0].id}`)).toEqual([]);
      const reversed = await api('GET', '/appointments/search?filter[date_from]=2031-03-12&filter[date_to]=2031-03-10', undefined, freshDesk);
      expect(reversed.statusCode).toBe(422);
      expect(JSON.stringify(reversed.json())).toContain('date_to');
      const badDate = await api('GET', '/appointments/search?filter[date_from]=2031-02-30', undefined, freshDesk);
      expect(badDate.statusCode).toBe(422);
      expect((await api('GET', '/appointments/search?filter[color]=red', undefined, freshDesk)).statusCode).toBe(422);
    });

    it('should give the last confirmed appointment that already took place for a pet or a client', async () => {
      const fresh = await makeDeskClinic(t.handle.db);
      await insertAppointment(t.handle.db, fresh, new Date(Date.now() - 10 * 86400_000), 5);
      const last = await insertAppointment(t.handle.db, fresh, new Date(Date.now() - 3 * 86400_000), 5);
      await insertAppointment(t.handle.db, fresh, new Date(Date.now() - 2 * 86400_000), 9);
      await insertAppointment(t.handle.db, fresh, new Date(Date.now() + 2 * 86400_000), 5);
      const h = await staffHeaders(t.app, fresh.receptionist.email, fresh.clinic.id);
      const byPet = await api('GET', `/appointments/last-conducted?filter[pet_id]=${fresh.rex.id}`, undefined, h);
      expect(byPet.json().data.id).toBe(last.id);
      const byClient = await api('GET', `/appointments/last-conducted?filter[client_id]=${fresh.client.id}`, undefined, h);
      expect(byClient.json().data.id).toBe(last.id);
      expect((await api('GET', `/appointments/last-conducted?filter[pet_id]=${fresh.mia.id}`, undefined, h)).json().data).toBeNull();
      expect((await api('GET', `/appointments/last-conducted?filter[pet_id]=${c.rex.id}`, undefined, h)).statusCode).toBe(404);
      expect((await api('GET', '/appointments/last-conducted', undefined, h)).statusCode).toBe(422);
    });

    it('should tell whether a vet is bookable, with the reason and warnings', async () => {
      const d = DateTime.now().setZone(ZONE).plus({ days: 12 }).toISODate()!;
      await create({ datetime_start_utc: at('10:00', d) });
      const q = (start: string, extra = '&duration=30', vetId = c.vets[0].id) => api('GET', `/ws/${vetId}/bookable?datetime_start_utc=${encodeURIComponent(start)}${extra}`);
      expect((await q(at('10:15', d))).json().data).toEqual({ bookable: false, reason: 'slot_taken', warnings: [] });
      expect((await q(at('10:30', d))).json().data).toEqual({ bookable: true, reason: null, warnings: [] });
      expect((await q(at('19:45', d), `&service_package_ids[0]=${c.consult.packageId}`)).json().data).toEqual({ bookable: true, reason: null, warnings: ['outside_working_hours'] });
      const nonVet = await q(at('10:30', d), '&duration=30', c.receptionist.id);
      expect(nonVet.json().data).toMatchObject({ bookable: false, reason: 'not_a_vet' });
      const moving = await q(at('10:15', d), '&duration=30&exclude_appointment_id=1');
      expect(moving.statusCode).toBe(200);
    });

    it('should offer staff timeslots without the online minimum notice, per vet and as "any staff"', async () => {
      const strict = await makeDeskClinic(t.handle.db, { minNoticeMinutes: 3 * 24 * 60, onlineBookingEnabled: false, anyStaffEnabled: false });
      const h = await staffHeaders(t.app, strict.receptionist.email, strict.clinic.id);
      const tomorrow = DateTime.now().setZone(ZONE).plus({ days: 1 }).toISODate()!;
      const url = `/clinics/${strict.clinic.id}/vets-timeslots?start_date=${tomorrow}&end_date=${tomorrow}&service_package_ids[0]=${strict.hidden.packageId}`;
      const perVet = await api('GET', url, undefined, h);
      expect(perVet.statusCode, perVet.body).toBe(200);
      expect(perVet.json().data).toHaveLength(2);
      expect(perVet.json().data[0].schedule[tomorrow]).toHaveLength(47);
      const any = await api('GET', `${url}&any_staff=1`, undefined, h);
      expect(any.json().data).toEqual([expect.objectContaining({ id: -1 })]);
      expect(any.json().data[0].schedule[tomorrow]).toHaveLength(47);
      const pub = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${strict.clinic.slug}/vets-timeslots?start_date=${tomorrow}&end_date=${tomorrow}&service_package_ids[0]=${strict.consult.packageId}` });
      expect(pub.json().data).toEqual([]);
    });

    it('should list the calendar options: vets with hours, opening hours and services including hidden ones', async () => {
      const res = await api('GET', '/appointments/options');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.vets).toHaveLength(2);
      expect(data.vets[0].working_hours).toHaveLength(7);
      expect(data.opening_hours).toHaveLength(7);
      expect(data.services.map((s: { name: string }) => s.name)).toContain('Internal only');
    });

    it('should list a week with one range query, hydrated with client, pets and services', async () => {
      const from = DateTime.fromISO(day, { zone: ZONE }).startOf('week');
      const res = await api('GET', `/appointments?filter[from]=${encodeURIComponent(from.toUTC().toISO()!)}&filter[to]=${encodeURIComponent(from.plus({ weeks: 1 }).toUTC().toISO()!)}`);
      expect(res.statusCode).toBe(200);
      const first = res.json().data[0];
      expect(first).toMatchObject({ client: { id: c.client.id }, pets: [expect.objectContaining({ id: expect.any(Number) })], services: [expect.objectContaining({ color: '#336699' })] });
      expect(res.json().meta.per_page).toBe(1000);
    });

    it('should answer the week exactly in the response schema and never from the cache after a change it shows', async () => {
      const from = DateTime.fromISO(day, { zone: ZONE }).startOf('week');
      const url = `/appointments?filter[from]=${encodeURIComponent(from.toUTC().toISO()!)}&filter[to]=${encodeURIComponent(from.plus({ weeks: 1 }).toUTC().toISO()!)}`;
      const week = async () => {
        const res = await api('GET', url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        return res.json() as { data: TAppointment[]; meta: { total: number } };
      };
      const first = await week();
      // The list skips the response validation: parsing (which drops unknown keys) must change nothing.
      expect(pageOf(ZAppointment).parse(first)).toEqual(first);
      expect(first.meta.total).toBe(first.data.length);
      const a = first.data.find((x) => x.client?.id === c.client.id && x.pets.some((p) => p.id === c.rex.id))!;
      expect((await api('GET', `/appointments/${a.id}`)).json().data).toEqual(a);
      expect(await week()).toEqual(first);
      const db = t.handle.db;
      const item = async () => (await week()).data.find((x) => x.id === a.id)!;
      await db.update(petParents).set({ lastName: 'Renamed' }).where(eq(petParents.id, c.client.id));
      expect((await item()).client!.full_name).toMatch(/ Renamed$/);
      await db.update(pets).set({ nickname: 'Rex II' }).where(eq(pets.id, c.rex.id));
      expect((await item()).pets.find((p) => p.id === c.rex.id)!.nickname).toBe('Rex II');
      await db.insert(appointmentPets).values({ appointmentId: a.id, petId: c.mia.id });
      expect((await item()).pets.map((p) => p.id)).toContain(c.mia.id);
      await db.update(appointments).set({ staffNote: 'Cached?' }).where(eq(appointments.id, a.id));
      expect((await item()).staff_note).toBe('Cached?');
      await db.update(services).set({ name: 'Consultation (renamed)' }).where(eq(services.id, c.consult.service.id));
      expect((await item()).services[0].name).toBe('Consultation (renamed)');
      await db.update(staffUsers).set({ firstName: 'Doctor' }).where(eq(staffUsers.id, a.vet.id));
      expect((await item()).vet.full_name).toMatch(/^Doctor /);
      // Another group's changes leave this group's cached list alone (and its answer unchanged).
      await db.update(petParents).set({ lastName: 'Elsewhere' }).where(eq(petParents.id, other.client.id));
      expect(await item()).toMatchObject({ staff_note: 'Cached?' });
      // A browser gets the same list compressed (brotli, or gzip where it takes only that), from the
      // cached copy the second time.
      for (const [accept, coding, decode] of [['gzip, deflate, br', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync]] as const) {
        for (let i = 0; i < 2; i++) {
          const zipped = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...desk, 'accept-encoding': accept } });
          expect(zipped.headers['content-encoding']).toBe(coding);
          expect(zipped.headers.vary).toMatch(/accept-encoding/i);
          expect(JSON.parse(decode(zipped.rawPayload).toString('utf8'))).toEqual(await week());
        }
      }
    });
  });
});
