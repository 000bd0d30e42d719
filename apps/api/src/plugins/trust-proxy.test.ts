import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/make-app';
import { makeBookableClinic, type BookableClinic } from '../test/booking-factories';
import { makeTenant } from '../test/factories';
import type { TrustProxy } from '../lib/trust-proxy';

let seq = 0;
/** A new left-most X-Forwarded-For address each time: what a client forging its address would send. */
const forged = (client: string) => ({ 'x-forwarded-for': `198.18.${Math.floor(++seq / 250)}.${(seq % 250) + 1}, ${client}` });

// inject() connects from 127.0.0.1: that is the proxy; the entry it appended (right-most) is the client.
describe.each<[string, TrustProxy]>([['one proxy hop', 1], ['the proxy by address', ['127.0.0.1']]])('client address behind %s', (_name, trustProxy) => {
  let t: TestApp;
  let c: BookableClinic;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  beforeAll(async () => {
    t = await makeTestApp({ trustProxy, loginRateLimit: 5 });
    c = await makeBookableClinic(t.handle.db);
    tenant = await makeTenant(t.handle.db);
  });
  afterAll(() => t.close());

  const codes = async (n: number, send: () => Promise<{ statusCode: number }>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await send()).statusCode);
    return out;
  };

  it('should count staff login failures against the real client whatever it writes on the left', async () => {
    const send = (client: string) => t.app.inject({
      method: 'POST', url: '/api/v1/auth/login', headers: forged(client), payload: { email: tenant.admin.email, password: 'wrong-password' },
    });
    const answers = await codes(6, () => send('203.0.113.10'));
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[5]).toBe(429);
    expect((await send('203.0.113.11')).statusCode).toBe(401);
  });

  it('should count forgot-password requests against the real client', async () => {
    const send = (client: string) => t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/auth/forgot-password', headers: forged(client), payload: { email: 'someone@example.test', clinic_id: c.clinic.id },
    });
    const answers = await codes(6, () => send('203.0.113.20'));
    expect(answers.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(answers[5]).toBe(429);
    expect((await send('203.0.113.21')).statusCode).toBe(200);
  });

  it('should count bookings against the real client', async () => {
    const send = (client: string) => t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/appointments', headers: forged(client), payload: { clinic_id: c.clinic.id },
    });
    const answers = await codes(11, () => send('203.0.113.30'));
    expect(answers.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(answers[10]).toBe(429);
    expect((await send('203.0.113.31')).statusCode).toBe(422);
  });

  it('should count manage-link requests against the real client', async () => {
    const send = (client: string) => t.app.inject({ method: 'GET', url: '/api/v1/public/appointments/not-a-token', headers: forged(client) });
    const answers = await codes(31, () => send('203.0.113.40'));
    expect(answers.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await send('203.0.113.41')).statusCode).toBe(404);
  });

  it('should still take the protocol from the trusted proxy for HSTS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https', ...forged('203.0.113.50') } });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });
});

describe('client address when the peer is not a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp({ trustProxy: ['10.0.0.1'] }); });
  afterAll(() => t.close());

  it('should ignore X-Forwarded-* from an address outside the list', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      answers.push((await t.app.inject({ method: 'GET', url: '/api/v1/public/appointments/not-a-token', headers: forged(`203.0.113.${i + 1}`) })).statusCode);
    }
    expect(answers[30]).toBe(429);
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
