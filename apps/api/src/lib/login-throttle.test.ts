import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { loginThrottle } from './login-throttle';
import { MemoryWindowStore } from './rate-window';
import { makeTestApp, type TestApp } from '../test/make-app';
import { makeTenant, TEST_PASSWORD } from '../test/factories';
import { makeBookableClinic, type BookableClinic } from '../test/booking-factories';
import { makeParentAccount, PARENT_PASSWORD } from '../test/parent-accounts-factories';

const wrong = () => Promise.reject(new AppError('invalid_credentials'));
const right = () => Promise.resolve('ok');
const statusOf = (p: Promise<unknown>) => p.then(() => 200, (e: AppError) => e.status);

describe('login throttle', () => {
  let clock = 1_000_000;
  const slept: number[] = [];
  const make = (limit = 3) => loginThrottle(limit, { store: new MemoryWindowStore(), name: 'test', now: () => clock, sleep: async (ms) => { slept.push(ms); } });

  it('should refuse one address on one account after `limit` failures, and nobody else', async () => {
    const guard = make();
    for (let i = 0; i < 3; i++) expect(await statusOf(guard('1.1.1.1', 'a@x', wrong))).toBe(401);
    expect(await statusOf(guard('1.1.1.1', 'a@x', right))).toBe(429);
    expect(await statusOf(guard('2.2.2.2', 'a@x', right))).toBe(200);
    expect(await statusOf(guard('1.1.1.1', 'b@x', right))).toBe(200);
    clock += 61_000;
    expect(await statusOf(guard('1.1.1.1', 'a@x', right))).toBe(200);
  });

  it('should refuse an address that sprays three times `limit` failures over many accounts', async () => {
    const guard = make();
    for (let i = 0; i < 9; i++) expect(await statusOf(guard('3.3.3.3', `user${i}@x`, wrong))).toBe(401);
    expect(await statusOf(guard('3.3.3.3', 'fresh@x', right))).toBe(429);
  });

  it('should only slow an account down, progressively, when many addresses fail on it', async () => {
    const guard = make();
    slept.length = 0;
    for (let i = 0; i < 12; i++) await statusOf(guard(`4.4.4.${i}`, 'victim@x', wrong));
    expect(await statusOf(guard('5.5.5.5', 'victim@x', right))).toBe(200);
    // No delay for the first `limit` failures, then 250 ms, doubling each further `limit`, never above 2 s.
    expect(slept).toEqual([250, 250, 250, 500, 500, 500, 1000, 1000, 1000, 2000]);
    expect([0, 2, 3, 5, 6, 9, 12, 1000].map(guard.delayFor)).toEqual([0, 0, 250, 250, 500, 1000, 2000, 2000]);
  });
});

// Both login routes, through HTTP: the owner keeps access, one address guessing does not.
describe('login lockout through the API', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  let c: BookableClinic;
  beforeAll(async () => {
    t = await makeTestApp({ loginRateLimit: 10 });
    tenant = await makeTenant(t.handle.db);
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(() => t.close());

  const staffLogin = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email, password } });
  const parentLogin = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/auth/login', remoteAddress, payload: { email, password, clinic_id: c.clinic.id } });

  describe.each([['staff', staffLogin], ['pet parent', parentLogin]] as const)('%s login', (kind, login) => {
    const account = async () => (kind === 'staff' ? { email: tenant.vet.email, password: TEST_PASSWORD } : { email: (await makeParentAccount(t.handle.db, c.group.id)).email, password: PARENT_PASSWORD });
    const net = kind === 'staff' ? '10.11' : '10.12';

    it('should let the owner in from an 11th address after 10 failures from 10 addresses', async () => {
      const { email, password } = await account();
      for (let i = 0; i < 10; i++) expect((await login(`${net}.1.${i + 1}`, email, 'wrong-password-x')).statusCode).toBe(401);
      const owner = await login(`${net}.2.1`, email, password);
      expect(owner.statusCode).toBe(200);
    });

    it('should answer 429 to brute force from one address, even with the right password then', async () => {
      const { email, password } = await account();
      for (let i = 0; i < 10; i++) expect((await login(`${net}.3.1`, email, 'wrong-password-x')).statusCode).toBe(401);
      const blocked = await login(`${net}.3.1`, email, password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('too_many_requests');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(`${net}.3.2`, email, password)).statusCode).toBe(200);
    });

    it('should count refused bodies toward the address and then refuse it before reading the body', async () => {
      const ip = `${net}.4.1`;
      const codes: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await t.app.inject({
          method: 'POST', url: kind === 'staff' ? '/api/v1/auth/login' : '/api/v1/for-pet-parents/auth/login', remoteAddress: ip,
          headers: { 'content-type': 'application/json' }, payload: i % 2 ? '{"email": ' : '{}',
        });
        codes.push(res.statusCode);
      }
      expect(codes.every((s) => s === 400 || s === 422)).toBe(true);
      const { email, password } = await account();
      expect((await login(ip, email, password)).statusCode).toBe(429);
      expect((await login(`${net}.4.2`, email, password)).statusCode).toBe(200);
    });
  });
});
