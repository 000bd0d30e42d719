import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, clinicMemberships, clinics, communications, outbox, roles } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';

type Headers = Record<string, string>;
const CLIENT_LINK = 'https://app.example.test/connect/clinic-a';
const APP_STORE = 'https://apps.apple.com/app/id1';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=x';
const PAY = 'https://pay.example.test/p/abc123';

describe('POST /notification', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let h: Headers;
  let noLinkHeaders: Headers;

  const db = () => t.handle.db;
  const send = (payload: Record<string, unknown>, headers: Headers = h) => t.app.inject({ method: 'POST', url: '/api/v1/notification', headers, payload });
  const outboxTo = async (to: string) => db().select().from(outbox).where(eq(outbox.recipient, to));

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    await db().update(clinics).set({ name: 'Paws & Co', clientLinkUrl: CLIENT_LINK, appStoreUrl: APP_STORE, googlePlayUrl: GOOGLE_PLAY, defaultLanguage: 'en' }).where(eq(clinics.id, a.clinic.id));
    h = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const bare = await makeClinic(db(), a.group.id, { clientLinkUrl: null });
    const member = await makeStaff(db(), a.group.id, [{ clinicId: bare.id, roleId: a.group.roleId('receptionist') }]);
    noLinkHeaders = await staffHeaders(t.app, member.email, bare.id);
  });
  afterAll(() => t.close());

  it('should queue a payment-link mail and SMS by default (via both) and log both communications', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id, { firstName: 'Ioana', phone: '+40 722 111 222' });
    const res = await send({ client_id: client.id, type: 1, payment_link_url: PAY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ queued: [{ channel: 'mail', to: client.email }, { channel: 'sms', to: '+40 722 111 222' }], skipped: [] });

    const [mail] = await outboxTo(client.email!);
    expect(mail).toMatchObject({ channel: 'mail', clinicId: a.clinic.id, subject: 'Your payment link from Paws & Co', status: 'queued' });
    expect(mail.links).toEqual([{ label: 'Pay online', url: PAY }]);
    expect(mail.text).toContain('Hello Ioana,');
    expect(mail.html).toContain(`href="${PAY}"`);
    expect(mail.html).toContain('Paws &amp; Co');
    const [sms] = await outboxTo('+40 722 111 222');
    expect(sms).toMatchObject({ channel: 'sms', subject: null, html: null });
    expect(sms.text).toContain(PAY);

    const logged = await db().select().from(communications).where(eq(communications.clientId, client.id));
    expect(logged.map((c) => [c.type, c.direction, c.createdBy]).sort()).toEqual([[2, 'out', a.admin.id], [3, 'out', a.admin.id]]);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'notification.sent'), eq(auditLog.entityId, client.id)));
    expect(audit.after).toMatchObject({ type: 1, via: 'both' });
  });

  it('should send only the chosen channel with via mail or via sms', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id, { phone: '+40 733 000 001' });
    const mailOnly = await send({ client_id: client.id, type: 1, via: 'mail', payment_link_url: PAY });
    expect(mailOnly.json().data.queued).toEqual([{ channel: 'mail', to: client.email }]);
    const smsOnly = await send({ client_id: client.id, type: 1, via: 'sms', payment_link_url: PAY, message: 'Invoice #42' });
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
    const preview = await t.app.inject({ method: 'POST', url: '/api/v1/notification/preview', headers: h, payload: { client_id: ro.id, type: 1, via: 'mail', payment_link_url: PAY } });
    expect(preview.json().data.language).toBe('ro');
    const { client: unset } = await makeClientWithPet(db(), a.group.id, { language: null, phone: null });
    const p2 = await t.app.inject({ method: 'POST', url: '/api/v1/notification/preview', headers: h, payload: { client_id: unset.id, type: 2 } });
    expect(p2.json().data.language).toBe('en');
  });

  it('should preview exactly what would be queued without writing anything', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id, { phone: null });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/notification/preview', headers: h, payload: { client_id: client.id, type: 1, payment_link_url: PAY } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0]).toMatchObject({ channel: 'mail', to: client.email, subject: 'Your payment link from Paws & Co' });
    expect(data.messages[0].text).toContain(PAY);
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
    expect((await send({ client_id: client.id, type: 1, payment_link_url: PAY }, noLinkHeaders)).statusCode).toBe(200);
  });

  it('should answer 422 on bad input', async () => {
    const { client } = await makeClientWithPet(db(), a.group.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ client_id: client.id, type: 1 }, 'payment_link_url'],
      [{ client_id: client.id, type: 1, payment_link_url: 'javascript:alert(1)' }, 'payment_link_url'],
      [{ client_id: client.id, type: 1, payment_link_url: 'ftp://files.example.test/x' }, 'payment_link_url'],
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
    expect((await send({ client_id: client.id, type: 1, payment_link_url: PAY })).statusCode).toBe(404);
    expect(await outboxTo(client.email!)).toHaveLength(0);
    const [viewer] = await db().insert(roles).values({ groupId: a.group.id, name: 'Viewer', permissions: ['clients.view'] }).returning();
    const user = await makeStaff(db(), a.group.id, []);
    await db().insert(clinicMemberships).values({ clinicId: a.clinic.id, userId: user.id, roleId: viewer.id });
    const viewerHeaders = await staffHeaders(t.app, user.email, a.clinic.id);
    const { client: own } = await makeClientWithPet(db(), a.group.id);
    expect((await send({ client_id: own.id, type: 1, payment_link_url: PAY }, viewerHeaders)).statusCode).toBe(403);
  });
});
