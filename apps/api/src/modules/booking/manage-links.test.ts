import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { outbox } from '@vetclinic/db';
import { translate } from '../../lib/i18n';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { staffHeaders } from '../../test/factories';
import { guest } from '../../test/booking-factories';
import { makeDeskClinic, type DeskClinic } from '../../test/appointments-factories';

const ZONE = 'Europe/Bucharest';

describe('manage links for the appointment\'s life', () => {
  let t: TestApp;
  let c: DeskClinic;
  let desk: Record<string, string>;
  const day = DateTime.now().setZone(ZONE).plus({ days: 5 }).toISODate()!;
  const at = (hhmm: string) => DateTime.fromISO(`${day}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!;
  const api = (method: 'POST' | 'PUT', url: string, payload: object = {}) => t.app.inject({ method, url: `/api/v1${url}`, headers: desk, payload });
  const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${token}` });
  const lastOutboxId = async () => (await t.handle.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
  const mailsSince = async (id: number, to: string) => (await t.handle.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id)).filter((m) => m.recipient === to && m.channel === 'mail');
  const tokenOf = (url: string) => url.split('/appointment/')[1].split('/')[0];

  /** A confirmed desk appointment of the clinic's client, and the link of the mail that announced it. */
  const bookAtDesk = async (hhmm: string, vet = 0) => {
    const before = await lastOutboxId();
    const res = await api('POST', '/appointments', {
      client_id: c.client.id, pet_ids: [c.rex.id], service_package_ids: [c.consult.packageId], vet_id: c.vets[vet].id,
      datetime_start_utc: at(hhmm), status: 5, notify: { mail: true, sms: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsSince(before, c.client.email!);
    return { id: res.json().data.id as number, token: tokenOf(mail.links[0].url) };
  };

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeDeskClinic(t.handle.db);
    desk = await staffHeaders(t.app, c.receptionist.email, c.clinic.id);
  });
  afterAll(() => t.close());

  it('should open the current appointment from the first mail\'s link after the clinic confirms, proposes and moves it twice', async () => {
    const client = guest();
    const booked = await t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/appointments',
      payload: {
        clinic_id: c.clinic.id, datetime_start_utc: at('09:00'), vet_id: c.vets[0].id, service_package_ids: [c.consult.packageId],
        pets: [{ nickname: 'Rex', species_id: c.dog.id, breed_id: c.lab.id, gender: 'male' }], ...client,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id: number = booked.json().data.id;
    const [first] = await mailsSince(0, client.email);
    const firstToken = tokenOf(first.links[0].url);

    expect((await api('POST', `/appointments/${id}/confirm`)).statusCode).toBe(200);
    expect((await api('POST', `/appointments/${id}/propose-time`, { datetime_start_utc: at('11:00') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${firstToken}/accept` })).statusCode).toBe(200);
    expect((await api('PUT', `/appointments/${id}`, { datetime_start_utc: at('12:00'), notify: { mail: true } })).statusCode).toBe(200);
    expect((await api('PUT', `/appointments/${id}`, { datetime_start_utc: at('12:30'), notify: { mail: true } })).statusCode).toBe(200);

    const page = await view(firstToken);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ id, status: 5, datetime_start_utc: new Date(at('12:30')).toISOString() });
    // Every mail the clinic sent on the way still works too.
    const mails = await mailsSince(0, client.email);
    expect(mails.length).toBeGreaterThanOrEqual(5);
    for (const m of mails) expect((await view(tokenOf(m.links[0].url))).json().data.id).toBe(id);
  });

  it('should replace every earlier link with one new mailed link when the client asks the desk', async () => {
    const a = await bookAtDesk('14:00');
    const before = await lastOutboxId();
    const res = await api('POST', `/appointments/${a.id}/manage-link`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warnings).toEqual([]);
    const [mail, ...more] = await mailsSince(before, c.client.email!);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe(translate('ro', 'mail.link_renewed', { clinic: c.clinic.name }));
    expect((await view(a.token)).statusCode).toBe(404);
    expect((await view(tokenOf(mail.links[0].url))).json().data.id).toBe(a.id);
    // Nothing to renew once it is cancelled.
    expect((await api('POST', `/appointments/${a.id}/cancel`, { notify: { mail: false, sms: false } })).statusCode).toBe(200);
    const refused = await api('POST', `/appointments/${a.id}/manage-link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('en', 'errors.no_manage_link'));
  });

  it('should send new links to the new address and void the old ones when the client\'s e-mail changes', async () => {
    const a = await bookAtDesk('16:00');
    const b = await bookAtDesk('16:00', 1);
    const before = await lastOutboxId();
    const newEmail = `maria.new.${Date.now()}@example.test`;
    const res = await api('PUT', `/pet-parents/${c.client.id}`, { first_name: c.client.firstName, last_name: c.client.lastName, email: newEmail, phone: c.client.phone });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsSince(before, newEmail);
    expect(mails.map((m) => m.subject)).toEqual([translate('ro', 'mail.link_renewed', { clinic: c.clinic.name }), translate('ro', 'mail.link_renewed', { clinic: c.clinic.name })]);
    for (const old of [a.token, b.token]) expect((await view(old)).statusCode).toBe(404);
    const renewed = await Promise.all(mails.map(async (m) => (await view(tokenOf(m.links[0].url))).json().data.id));
    expect(renewed.sort()).toEqual([a.id, b.id].sort());
    // Saving the same address again renews nothing.
    const again = await lastOutboxId();
    await api('PUT', `/pet-parents/${c.client.id}`, { first_name: c.client.firstName, last_name: c.client.lastName, email: newEmail.toUpperCase(), phone: c.client.phone });
    expect(await mailsSince(again, newEmail)).toHaveLength(0);
  });
});
