import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { outbox, webhookDeliveries, webhookEndpoints } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { staffHeaders } from '../../test/factories';
import { guest, makeBookableClinic, type BookableClinic } from '../../test/booking-factories';
import { insertClient } from '../pet-parents/service';
import { backoffMs, deliverDue, DISABLE_AFTER_MS } from './delivery';
import { createHttpWebhookSender } from './sender';
import { isPrivateAddress, resolveTarget } from '../../lib/ssrf-guard';
import { signPayload, verifySignature } from './signature';

type Headers = Record<string, string>;
interface Received { headers: http.IncomingHttpHeaders; body: string }

/** A receiving system on 127.0.0.1: records what it gets and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(state.status, { 'content-type': 'text/plain' });
      res.end(state.status < 300 ? 'ok thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SSRF guard', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
    '::ffff:169.254.169.254', '64:ff9b::a00:1', '2002:a00:1::', '2001:db8::1', 'not-an-ip',
  ])('should refuse %s as private', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('should accept %s as public', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });

  it('should refuse a name when any of its addresses is private, and accept it when private targets are allowed', async () => {
    const resolver = async () => [{ address: '93.184.216.34', family: 4 as const }, { address: '10.0.0.7', family: 4 as const }];
    await expect(resolveTarget(new URL('https://hooks.example.test/x'), false, resolver)).rejects.toThrow(/private address 10\.0\.0\.7/);
    await expect(resolveTarget(new URL('https://hooks.example.test/x'), true, resolver)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    const v6 = async () => [{ address: '::ffff:192.168.0.5', family: 6 as const }];
    await expect(resolveTarget(new URL('https://rebind.example.test/'), false, v6)).rejects.toThrow(/private/);
    await expect(resolveTarget(new URL('https://[::1]:8443/'), false)).rejects.toThrow(/private/);
  });

  it('should not connect to a loopback receiver unless the endpoint allows private targets', async () => {
    const receiver = await startReceiver();
    try {
      const sender = createHttpWebhookSender();
      const blocked = await sender.post({ url: receiver.url, headers: {}, body: '{}', allowPrivate: false });
      expect(blocked).toMatchObject({ status: null, error: expect.stringMatching(/blocked: 127\.0\.0\.1/) });
      expect(receiver.received).toHaveLength(0);
      // A name that resolves to loopback is refused the same way (no DNS server needed: localhost).
      const byName = await sender.post({ url: receiver.url.replace('127.0.0.1', 'localhost'), headers: {}, body: '{}', allowPrivate: false });
      expect(byName.error).toMatch(/blocked/);
      const allowed = await sender.post({ url: receiver.url, headers: {}, body: '{}', allowPrivate: true });
      expect(allowed).toMatchObject({ status: 200, body: 'ok thanks', error: null });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhook signature', () => {
  it('should verify a signature made with the secret and refuse a changed body, another secret or an old timestamp', () => {
    const now = 1_800_000_000;
    const body = '{"id":"e1","type":"client.created"}';
    const header = signPayload('whsec_abc', now, body);
    expect(header).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_abc', header, String(now), body, now)).toBe(true);
    expect(verifySignature('whsec_abc', header, String(now), body.replace('e1', 'e2'), now)).toBe(false);
    expect(verifySignature('whsec_other', header, String(now), body, now)).toBe(false);
    expect(verifySignature('whsec_abc', header, String(now), body, now + 301)).toBe(false);
  });
});

describe('webhooks', () => {
  let t: TestApp;
  let c: BookableClinic;
  let other: BookableClinic;
  let admin: Headers;
  let vet: Headers;
  let otherAdmin: Headers;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const sender = createHttpWebhookSender();
  const db = () => t.handle.db;
  const day = DateTime.now().setZone('Europe/Bucharest').plus({ days: 4 }).toISODate()!;
  let ip = 0;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Headers = admin) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const deliver = (now: Date) => deliverDue({ db: db(), sender, publicUrl: 'http://localhost:3000' }, { now });
  const createEndpoint = async (over: Record<string, unknown> = {}) => {
    const res = await api('POST', '/webhook-endpoints', { url: receiver.url, events: ['appointment.created', 'client.created'], allow_private: true, ...over });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; secret: string; secret_hint: string };
  };
  const deliveriesOf = (endpointId: number) => db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  const bookOnline = async (clinic: BookableClinic) => {
    const slots = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${clinic.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${clinic.consult.packageId}&vet_id=${clinic.vets[0].id}` });
    const start = (slots.json().data[0].schedule[day] as string[])[ip % 20];
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: `10.7.0.${++ip}`,
      payload: { clinic_id: clinic.clinic.id, datetime_start_utc: start, vet_id: clinic.vets[0].id, service_package_ids: [clinic.consult.packageId], pets: [{ nickname: 'Rex', species_id: clinic.dog.id, gender: 'male' }], ...guest() },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number };
  };

  beforeAll(async () => {
    t = await makeTestApp();
    receiver = await startReceiver();
    c = await makeBookableClinic(db());
    other = await makeBookableClinic(db());
    const { makeStaff } = await import('../../test/factories');
    const a = await makeStaff(db(), c.group.id, [{ clinicId: c.clinic.id, roleId: c.group.roleId('admin') }]);
    const oa = await makeStaff(db(), other.group.id, [{ clinicId: other.clinic.id, roleId: other.group.roleId('admin') }]);
    admin = await staffHeaders(t.app, a.email, c.clinic.id);
    vet = await staffHeaders(t.app, c.vets[0].email, c.clinic.id);
    otherAdmin = await staffHeaders(t.app, oa.email, other.clinic.id);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.state.status = 200;
    receiver.received.length = 0;
  });

  it('should show the secret once on creation, only a hint afterwards, and a new one on rotation', async () => {
    const ep = await createEndpoint({ description: 'Practice CRM' });
    expect(ep.secret).toMatch(/^whsec_[\w-]{43}$/);
    const got = await api('GET', `/webhook-endpoints/${ep.id}`);
    expect(got.json().data).toMatchObject({ description: 'Practice CRM', secret_hint: `…${ep.secret.slice(-4)}`, is_active: true });
    expect(got.json().data.secret).toBeUndefined();
    const rotated = await api('POST', `/webhook-endpoints/${ep.id}/rotate-secret`);
    expect(rotated.json().data.secret).not.toBe(ep.secret);
    expect(await api('DELETE', `/webhook-endpoints/${ep.id}`).then((r) => r.statusCode)).toBe(204);
    expect(await api('GET', `/webhook-endpoints/${ep.id}`).then((r) => r.statusCode)).toBe(404);
  });

  it('should refuse plain HTTP without private targets, an empty event list, a non-admin and another clinic', async () => {
    const http1 = await api('POST', '/webhook-endpoints', { url: 'http://hooks.example.test/in', events: ['client.created'] });
    expect(http1.statusCode).toBe(422);
    expect(http1.json().errors.url).toEqual(['Endpoint URL must use HTTPS (plain HTTP only for private network targets).']);
    const noEvents = await api('POST', '/webhook-endpoints', { url: 'https://hooks.example.test/in', events: [] });
    expect(noEvents.json().errors.events).toEqual(['Choose at least one event.']);
    const badEvent = await api('POST', '/webhook-endpoints', { url: 'https://hooks.example.test/in', events: ['record.deleted'] });
    expect(badEvent.statusCode).toBe(422);
    expect((await api('GET', '/webhook-endpoints', undefined, vet)).statusCode).toBe(403);
    const ep = await createEndpoint();
    expect((await api('GET', `/webhook-endpoints/${ep.id}`, undefined, otherAdmin)).statusCode).toBe(404);
    expect((await api('GET', `/webhook-endpoints/${ep.id}/deliveries`, undefined, otherAdmin)).statusCode).toBe(404);
    await api('DELETE', `/webhook-endpoints/${ep.id}`);
  });

  it('should write the events of an online booking in its transaction and deliver them signed, with the event id', async () => {
    const ep = await createEndpoint();
    const booked = await bookOnline(c);
    const rows = await deliveriesOf(ep.id);
    expect(rows.map((r) => r.eventType).sort()).toEqual(['appointment.created', 'client.created']);
    // Another clinic's endpoint hears nothing of this clinic.
    const run = await deliver(new Date());
    expect(run.delivered).toBeGreaterThanOrEqual(2);
    const created = receiver.received.find((r) => JSON.parse(r.body).type === 'appointment.created')!;
    const payload = JSON.parse(created.body);
    expect(payload).toMatchObject({ type: 'appointment.created', clinic_id: c.clinic.id, data: { appointment_id: booked.id, status: 2, source: 'online' } });
    expect(created.headers['x-vetclinic-event-id']).toBe(payload.id);
    expect(verifySignature(ep.secret, created.headers['x-vetclinic-signature'] as string, created.headers['x-vetclinic-timestamp'] as string, created.body)).toBe(true);
    // No personal data in the body: ids only.
    expect(created.body).not.toMatch(/Ana|Marin|example\.test|\+40/);
    const list = await api('GET', `/webhook-endpoints/${ep.id}/deliveries?filter[status]=delivered`);
    expect(list.json().data[0]).toMatchObject({ status: 'delivered', response_status: 200, response_body: 'ok thanks', attempts: 1 });
    expect(list.json().data[0].duration_ms).toBeGreaterThanOrEqual(0);
    await api('DELETE', `/webhook-endpoints/${ep.id}`);
  });

  it('should emit nothing when the change rolls back', async () => {
    const ep = await createEndpoint();
    const scope = { groupId: c.group.id, clinicId: c.clinic.id, userId: c.vets[0].id, timezone: 'Europe/Bucharest', permissions: new Set<string>() };
    await expect(db().transaction(async (tx) => {
      await insertClient(tx, scope, { first_name: 'Roll', last_name: 'Back', email: 'roll.back@example.test', phone: null, force: true } as never);
      expect(await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, ep.id))).toHaveLength(1);
      throw new Error('the change fails after the event was written');
    })).rejects.toThrow(/change fails/);
    expect(await deliveriesOf(ep.id)).toHaveLength(0);
    await api('DELETE', `/webhook-endpoints/${ep.id}`);
  });

  it('should retry a failed delivery with exponential backoff and stop the failure streak on success', async () => {
    const ep = await createEndpoint({ events: ['client.created'] });
    receiver.state.status = 500;
    const t0 = new Date(Date.now() + 1000);
    await db().transaction((tx) => insertClient(tx, { groupId: c.group.id, clinicId: c.clinic.id, userId: c.vets[0].id, timezone: 'UTC', permissions: new Set() }, { first_name: 'Retry', last_name: 'Me', email: 'retry@example.test', phone: null, force: true } as never));
    expect((await deliver(t0)).retrying).toBe(1);
    let [row] = await deliveriesOf(ep.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, responseBody: 'receiver is down' });
    expect(row.nextAttemptAt.getTime() - t0.getTime()).toBe(backoffMs(1));
    expect((await deliver(new Date(t0.getTime() + 10_000))).claimed).toBe(0);
    expect((await deliver(new Date(t0.getTime() + 31_000))).retrying).toBe(1);
    [row] = await deliveriesOf(ep.id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - (t0.getTime() + 31_000)).toBe(60_000);
    expect(backoffMs(3)).toBe(120_000);
    expect(backoffMs(30)).toBe(4 * 3600_000);
    const [failing] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(failing.failingSince?.getTime()).toBe(t0.getTime());
    receiver.state.status = 204;
    expect((await deliver(new Date(t0.getTime() + 100_000))).delivered).toBe(1);
    const [healed] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(healed.failingSince).toBeNull();
    expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual(Array(3).fill(row.eventId));
    await api('DELETE', `/webhook-endpoints/${ep.id}`);
  });

  it('should disable an endpoint failing for 24 hours and mail the clinic through the outbox', async () => {
    const ep = await createEndpoint({ events: ['client.created'] });
    receiver.state.status = 503;
    const t0 = new Date(Date.now() + 1000);
    const scope = { groupId: c.group.id, clinicId: c.clinic.id, userId: c.vets[0].id, timezone: 'UTC', permissions: new Set<string>() };
    await db().transaction((tx) => insertClient(tx, scope, { first_name: 'Down', last_name: 'Stream', email: 'down@example.test', phone: null, force: true } as never));
    await deliver(t0);
    // Hours of retries: still on before a full day of failures.
    await deliver(new Date(t0.getTime() + 23 * 3600_000));
    expect((await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id)))[0].isActive).toBe(true);
    const run = await deliver(new Date(t0.getTime() + DISABLE_AFTER_MS + 60_000));
    expect(run.disabled).toBe(1);
    const [off] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(off.isActive).toBe(false);
    expect(off.disabledAt).not.toBeNull();
    expect((await deliveriesOf(ep.id)).every((d) => d.status === 'failed')).toBe(true);
    const mails = (await db().select().from(outbox)).filter((m) => m.recipient === c.clinic.email && m.subject?.includes('webhook'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(receiver.url);
    // No further events are queued for a disabled endpoint.
    await db().transaction((tx) => insertClient(tx, scope, { first_name: 'After', last_name: 'Off', email: 'after@example.test', phone: null, force: true } as never));
    expect(await deliveriesOf(ep.id)).toHaveLength(1);
    // Replay needs the endpoint on; switching it on clears the streak.
    const [failed] = await deliveriesOf(ep.id);
    expect((await api('POST', `/webhook-endpoints/${ep.id}/deliveries/${failed.id}/replay`)).statusCode).toBe(409);
    const on = await api('PUT', `/webhook-endpoints/${ep.id}`, { url: receiver.url, events: ['client.created'], allow_private: true, is_active: true });
    expect(on.json().data).toMatchObject({ is_active: true, failing_since: null, disabled_at: null });
    await api('DELETE', `/webhook-endpoints/${ep.id}`);
  });

  it('should replay a delivery as a new delivery with the same event id and body', async () => {
    const ep = await createEndpoint({ events: ['appointment.created'] });
    await bookOnline(c);
    await deliver(new Date());
    const [first] = await deliveriesOf(ep.id);
    const res = await api('POST', `/webhook-endpoints/${ep.id}/deliveries/${first.id}/replay`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ event_id: first.eventId, replay_of: first.id, status: 'pending' });
    await deliver(new Date());
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
    const all = await api('GET', `/webhook-endpoints/${ep.id}/deliveries?per_page=1`);
    expect(all.json().meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect((await api('POST', `/webhook-endpoints/${ep.id}/deliveries/999999/replay`)).statusCode).toBe(404);
    await api('DELETE', `/webhook-endpoints/${ep.id}`);
  });

  it('should never post to a private address of an endpoint that does not allow it', async () => {
    const [ep] = await db().insert(webhookEndpoints).values({ clinicId: other.clinic.id, url: receiver.url, events: ['appointment.created'], secret: 'whsec_x', allowPrivate: false }).returning();
    await bookOnline(other);
    await deliver(new Date());
    const [row] = await deliveriesOf(ep.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
    expect(row.lastError).toMatch(/blocked/);
    expect(receiver.received).toHaveLength(0);
  });
});
