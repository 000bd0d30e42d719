import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { loginAs, makeTenant, TEST_PASSWORD } from '../../test/factories';

describe('staff authentication', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;

  beforeAll(async () => {
    t = await makeTestApp({ loginRateLimit: 10 });
    tenant = await makeTenant(t.handle.db);
  });
  afterAll(() => t.close());

  it('should answer a token pair when the credentials are right', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: tenant.admin.email.toUpperCase(), password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.access_token).toBeTypeOf('string');
    expect(body.refresh_token).toHaveLength(43);
  });

  it('should answer one generic 401 for a wrong password and for an unknown e-mail', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: tenant.vet.email, password: 'wrong-password' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@example.test', password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('invalid_credentials');
  });

  it('should answer 422 with field messages when the e-mail is invalid and the password short', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'not-an-email', password: '123' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toHaveLength(1);
    expect(res.json().errors.password).toHaveLength(1);
  });

  it('should answer 400 when the JSON is malformed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('malformed_json');
  });

  it('should translate server messages into the Accept-Language language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'accept-language': 'ro-RO,ro;q=0.9' }, payload: { email: 'nobody@example.test', password: 'whatever1' } });
    const en = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@example.test', password: 'whatever1' } });
    expect(res.json().message).not.toBe(en.json().message);
  });

  it('should rotate refresh tokens and revoke the family when one is reused', async () => {
    const first = await loginAs(t.app, tenant.receptionist.email);
    const rotated = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: first.refresh_token } });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const reuse = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: first.refresh_token } });
    expect(reuse.statusCode).toBe(401);
    // The legitimate newer token died with its family.
    const after = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: second.refresh_token } });
    expect(after.statusCode).toBe(401);
  });

  it('should end the session on logout so its refresh token no longer works', async () => {
    const pair = await loginAs(t.app, tenant.vet.email);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${pair.access_token}` }, payload: { refresh_token: pair.refresh_token } });
    expect(out.statusCode).toBe(204);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: pair.refresh_token } });
    expect(refresh.statusCode).toBe(401);
  });

  it('should describe the user with clinics, role and permissions on /auth/me', async () => {
    const pair = await loginAs(t.app, tenant.receptionist.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${pair.access_token}` } });
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me.email).toBe(tenant.receptionist.email);
    expect(me.clinics).toHaveLength(1);
    expect(me.clinics[0]).toMatchObject({ id: tenant.clinic.id, role: { name: 'Receptionist' } });
    expect(me.clinics[0].permissions).toContain('appointments.manage');
    expect(me.clinics[0].permissions).not.toContain('clinic.settings.edit');
  });

  it('should refuse /auth/me without a token and with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: 'Bearer abc.def.ghi' } })).statusCode).toBe(401);
  });

  // Failures from other addresses only slow the account down (lib/login-throttle.test.ts).
  it('should answer 429 after ten failed logins a minute for one e-mail from one address', async () => {
    const email = tenant.admin.email;
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: '10.0.0.1', payload: { email, password: 'wrong-password' } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: '10.0.0.1', payload: { email, password: TEST_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
