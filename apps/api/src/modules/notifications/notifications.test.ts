import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointments, auditLog, clinicMemberships, clinics, communications, outbox, paymentDeposits, roles } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';

type Headers = Record<string, string>;
const CLIENT_LINK = 'https://app.example.test/connect/clinic-a';
const APP_STORE = 'https://apps.apple.com/app/id1';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=x';

describe('POST /notification', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let h: Headers;
  let noLinkHeaders: Headers;
  let bareClinicId: number;

  const db = () => t.handle.db;
  const send = (payload: Record<string, unknown>, headers: Headers = h) => t.app.inject({ method: 'POST', url: '/api/v1/notification', headers, payload });
  const outboxTo = async (to: string) => db().select().from(outbox).where(eq(outbox.recipient, to));
  let booked = 0;
  /** A deposit the clinic asked the client for (issue 22: payment links point at a real payable request). */
  const depositFor = async (clientId: number, over: Partial<typeof paymentDeposits.$inferInsert> = {}, clinicId = a.clinic.id, vetId = a.admin.id) => {
    // A vet holds one appointment at a time: each deposit's appointment gets its own hour.
    const start = new Date(Date.now() + 5 * 86400_000 + ++booked * 3600_000);
    const [appt] = await db().insert(appointments).values({
      clinicId, vetId, clientId, status: 1, startsAt: start, endsAt: new Date(start.getTime() + 30 * 60_000), source: 'staff', language: 'en',
    }).returning();
    const [dep] = await db().insert(paymentDeposits).values({
      clinicId, appointmentId: appt.id, clientId, purpose: 'clinic_request', amountMinor: 5000, currency: 'RON', provider: 'simulated',
      expiresAt: new Date(Date.now() + 86400_000), ...over,
    }).returning();
    return dep;
  };
  const pageOf = (depositId: string, slug = a.clinic.slug) => new RegExp(`^https?://[^/]+/book/${slug}/payment-deposits/${depositId}$`);

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    await db().update(clinics).set({ name: 'Paws & Co', clientLinkUrl: CLIENT_LINK, appStoreUrl: APP_STORE, googlePlayUrl: GOOGLE_PLAY, defaultLanguage: 'en' }).where(eq(clinics.id, a.clinic.id));
    h = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const bare = await makeClinic(db(), a.group.id, { clientLinkUrl: null });
    bareClinicId = bare.id;
    const member = await makeStaff(db(), a.group.id, [{ clinicId: bare.id, roleId: a.group.roleId('receptionist') }]);
    noLinkHeaders = await staffHeaders(t.app, member.email, bare.id);
  });
  afterAll(() => t.close());

  it('should queue a payment-link mail and SMS by default (via both) and log both communications', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id, { firstName: 'Ioana', phone: '+40 722 111 222' });
    const dep = await depositFor(client.id);
    const res = await send({ client_id: client.id, type: 1, deposit_id: dep.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ queued: [{ channel: 'mail', to: client.email }, { channel: 'sms', to: '+40 722 111 222' }], skipped: [] });

    const [mail] = await outboxTo(client.email!);
    expect(mail).toMatchObject({ channel: 'mail', clinicId: a.clinic.id, subject: 'Your payment link from Paws & Co', status: 'queued' });
    // The real payment page of that deposit, which answers for it.
    expect(mail.links).toEqual([{ label: 'Pay online', url: expect.stringMatching(pageOf(dep.id)) }]);
    const url = mail.links[0].url;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/payment-deposits/${dep.id}` })).statusCode).toBe(200);
    expect(mail.text).toContain('Hello Ioana,');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Paws &amp; Co');
    const [sms] = await outboxTo('+40 722 111 222');
    expect(sms).toMatchObject({ channel: 'sms', subject: null, html: null });
    expect(sms.text).toContain(url);

    const logged = await db().select().from(communications).where(eq(communications.clientId, client.id));
    expect(logged.map((c) => [c.type, c.direction, c.createdBy]).sort()).toEqual([[2, 'out', a.admin.id], [3, 'out', a.admin.id]]);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'notification.sent'), eq(auditLog.entityId, client.id)));
    expect(audit.after).toMatchObject({ type: 1, via: 'both', deposit_id: dep.id });
  });

  it('should send only the chosen channel with via mail or via sms', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id, { phone: '+40 733 000 001' });
    const dep = await depositFor(client.id);
    const mailOnly = await send({ client_id: client.id, type: 1, via: 'mail', deposit_id: dep.id });
    expect(mailOnly.json().data.queued).toEqual([{ channel: 'mail', to: client.email }]);
    const smsOnly = await send({ client_id: client.id, type: 1, via: 'sms', deposit_id: dep.id, message: 'Invoice #42' });
    expect(smsOnly.json().data.queued).toEqual([{ channel: 'sms', to: '+40 733 000 001' }]);
    expect(await outboxTo(client.email!)).toHaveLength(1);
    const [sms] = await outboxTo('+40 733 000 001');
    expect(sms.text).toContain('Invoice #42');
  });

  it('should skip and report a channel the client has no address for', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id, { phone: null });
    const res = await send({ client_id: client.id, type: 2, via: 'both' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ queued: [{ channel: 'mail', to: client.email }], skipped: [{ channel: 'sms', reason: 'no_phone' }] });

    const { client: noMail } = await makeClientWithPet(db(), a.group.id, { email: null, phone: '+40 744 000 002' });
    const onlySms = await send({ client_id: noMail.id, type: 2, via: 'mail' });
    expect(onlySms.json().data).toEqual({ queued: [], skipped: [{ channel: 'mail', reason: 'no_email' }] });
    expect(await db().select().from(communications).where(eq(communications.clientId, noMail.id))).toHaveLength(0);
  });

  it('should put the client link and store links in the app instructions', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id, { phone: '+40 755 000 003' });
    await send({ client_id: client.id, type: 2 });
    const [mail] = await outboxTo(client.email!);
    expect(mail.subject).toBe('Get the Paws & Co app');
    expect(mail.links).toEqual([
      { label: 'Connect to Paws & Co', url: CLIENT_LINK },
      { label: 'App Store', url: APP_STORE },
      { label: 'Google Play', url: GOOGLE_PLAY },
    ]);
    for (const url of [CLIENT_LINK, APP_STORE, GOOGLE_PLAY]) expect(mail.text).toContain(url);
    const [sms] = await outboxTo('+40 755 000 003');
    for (const url of [CLIENT_LINK, APP_STORE, GOOGLE_PLAY]) expect(sms.text).toContain(url);
  });

  it("should write in the client's language, else the clinic's default language", async () => {
    const { client: ro } = await makeClientWithPet(db(), a.group.id, { language: 'ro', phone: null });
    const preview = await t.app.inject({ method: 'POST', url: '/api/v1/notification/preview', headers: h, payload: { client_id: ro.id, type: 1, via: 'mail', deposit_id: (await depositFor(ro.id)).id } });
    expect(preview.json().data.language).toBe('ro');
    const { client: unset } = await makeClientWithPet(db(), a.group.id, { language: null, phone: null });
    const p2 = await t.app.inject({ method: 'POST', url: '/api/v1/notification/preview', headers: h, payload: { client_id: unset.id, type: 2 } });
    expect(p2.json().data.language).toBe('en');
  });

  it('should preview exactly what would be queued without writing anything', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id, { phone: null });
    const dep = await depositFor(client.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/notification/preview', headers: h, payload: { client_id: client.id, type: 1, deposit_id: dep.id } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0]).toMatchObject({ channel: 'mail', to: client.email, subject: 'Your payment link from Paws & Co' });
    expect(data.messages[0].text).toMatch(new RegExp(`/book/${a.clinic.slug}/payment-deposits/${dep.id}`));
    expect(data.skipped).toEqual([{ channel: 'sms', reason: 'no_phone' }]);
    expect(await outboxTo(client.email!)).toHaveLength(0);
  });

  it('should answer 409 no_client_link for app instructions when the clinic has no client link', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id);
    const res = await send({ client_id: client.id, type: 2 }, noLinkHeaders);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_client_link');
    expect(await outboxTo(client.email!)).toHaveLength(0);
    // A payment link does not need the client link.
    const atBare = await depositFor(client.id, {}, bareClinicId);
    expect((await send({ client_id: client.id, type: 1, deposit_id: atBare.id }, noLinkHeaders)).statusCode).toBe(200);
  });

  it('should answer 422 on bad input', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ client_id: client.id, type: 1 }, 'deposit_id'],
      [{ client_id: client.id, type: 1, deposit_id: 'https://pay.example.test/p/abc123' }, 'deposit_id'],
      [{ client_id: client.id, type: 1, deposit_id: '' }, 'deposit_id'],
      [{ client_id: client.id, type: 3 }, 'type'],
      [{ client_id: client.id, type: 2, via: 'fax' }, 'via'],
      [{ type: 2 }, 'client_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(payload)).toBeDefined();
    }
  });

  it("should answer 404 for another group's client and 403 without clients.manage", async () => {
    const other = await makeTenant(db());
    const { client } = await makeClientWithPet(db(), other.group.id);
    expect((await send({ client_id: client.id, type: 2 })).statusCode).toBe(404);
    expect(await outboxTo(client.email!)).toHaveLength(0);
    const [viewer] = await db().insert(roles).values({ groupId: a.group.id, name: 'Viewer', permissions: ['clients.view'] }).returning();
    const user = await makeStaff(db(), a.group.id, []);
    await db().insert(clinicMemberships).values({ clinicId: a.clinic.id, userId: user.id, roleId: viewer.id });
    const viewerHeaders = await staffHeaders(t.app, user.email, a.clinic.id);
    const { client: own } = await makeClientWithPet(db(), a.group.id);
    expect((await send({ client_id: own.id, type: 1, deposit_id: (await depositFor(own.id)).id }, viewerHeaders)).statusCode).toBe(403);
  });

  it("should refuse a payment link to another group's, another clinic's or another client's deposit (404) and a paid or expired one (409)", async () => {
    const { client } = await makeClientWithPet(db(), a.group.id, { phone: null });
    const other = await makeTenant(db());
    const { client: foreignClient } = await makeClientWithPet(db(), other.group.id);
    const foreign = await depositFor(foreignClient.id, {}, other.clinic.id, other.admin.id);
    // Another group's deposit, even named for our client: 404, nothing queued, nothing revealed.
    expect((await send({ client_id: client.id, type: 1, deposit_id: foreign.id })).statusCode).toBe(404);
    expect((await send({ client_id: foreignClient.id, type: 1, deposit_id: foreign.id })).statusCode).toBe(404);
    const { client: neighbour } = await makeClientWithPet(db(), a.group.id);
    expect((await send({ client_id: client.id, type: 1, deposit_id: (await depositFor(neighbour.id)).id })).statusCode).toBe(404);
    expect((await send({ client_id: client.id, type: 1, deposit_id: (await depositFor(client.id, {}, bareClinicId)).id })).statusCode).toBe(404);
    const paid = await send({ client_id: client.id, type: 1, deposit_id: (await depositFor(client.id, { status: 'paid', paidAt: new Date() })).id });
    expect([paid.statusCode, paid.json().code]).toEqual([409, 'deposit_already_paid']);
    const expired = await send({ client_id: client.id, type: 1, deposit_id: (await depositFor(client.id, { expiresAt: new Date(Date.now() - 60_000) })).id });
    expect([expired.statusCode, expired.json().code]).toEqual([409, 'deposit_expired']);
    expect(await outboxTo(client.email!)).toHaveLength(0);
  });

  it('should list the client\'s payable deposits at the active clinic only (GET /notification/payables)', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id);
    const open = await depositFor(client.id);
    await depositFor(client.id, { status: 'paid', paidAt: new Date() });
    await depositFor(client.id, { expiresAt: new Date(Date.now() - 60_000) });
    await depositFor(client.id, {}, bareClinicId);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/notification/payables?client_id=${client.id}`, headers: h });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ deposit_id: open.id, amount_minor: 5000, currency: 'RON' })]);
    const other = await makeTenant(db());
    const { client: foreignClient } = await makeClientWithPet(db(), other.group.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/notification/payables?client_id=${foreignClient.id}`, headers: h })).statusCode).toBe(404);
  });
});
