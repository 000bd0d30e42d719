import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { loginAs, makeStaff, makeTenant, staffHeaders, TEST_PASSWORD } from '../../test/factories';
import { makeParentAccount, parentLogin, PARENT_PASSWORD } from '../../test/parent-accounts-factories';

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

  describe('revocation takes effect on the next request', () => {
    const bearer = (token: string, clinicId?: number) => ({ authorization: `Bearer ${token}`, ...(clinicId ? { 'x-clinic-id': String(clinicId) } : {}) });

    it('should answer 204 to a logout with only the bearer header and refuse that access token at once', async () => {
      const pair = await loginAs(t.app, tenant.vet.email);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: bearer(pair.access_token, tenant.clinic.id) })).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(pair.access_token) });
      expect(out.statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: bearer(pair.access_token, tenant.clinic.id) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(pair.access_token) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: pair.refresh_token } })).statusCode).toBe(401);
    });

    it('should refuse the access token right after a logout of its device, while another device refreshes', async () => {
      const phone = await loginAs(t.app, tenant.receptionist.email);
      const desk = await loginAs(t.app, tenant.receptionist.email);
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(phone.access_token), payload: { refresh_token: phone.refresh_token } });
      expect(out.statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/clinics', headers: bearer(phone.access_token) })).statusCode).toBe(401);
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: desk.refresh_token } });
      expect(refreshed.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/clinics', headers: bearer(refreshed.json().access_token) })).statusCode).toBe(200);
    });

    it('should refuse a deactivated member\'s access and refresh tokens at once, GET /clinics included', async () => {
      const member = await makeStaff(t.handle.db, tenant.group.id, [{ clinicId: tenant.clinic.id, roleId: tenant.group.roleId('vet') }]);
      const pair = await loginAs(t.app, member.email);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/clinics', headers: bearer(pair.access_token) })).statusCode).toBe(200);
      const admin = await staffHeaders(t.app, tenant.admin.email, tenant.clinic.id);
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/vets/${member.id}/deactivate`, headers: admin })).statusCode).toBe(200);
      const clinics = await t.app.inject({ method: 'GET', url: '/api/v1/clinics', headers: bearer(pair.access_token) });
      expect(clinics.statusCode).toBe(401);
      expect(clinics.body).not.toContain(tenant.clinic.name);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/appointments', headers: bearer(pair.access_token, tenant.clinic.id) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: pair.refresh_token } })).statusCode).toBe(401);
    });

    it('should refuse a pet parent\'s old access token after a password change and an archived parent\'s tokens at once', async () => {
      const { email, parent } = await makeParentAccount(t.handle.db, tenant.group.id);
      const first = await parentLogin(t.app, email, tenant.clinic.id);
      const me = (h: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/for-pet-parents/auth/me', headers: h });
      expect((await me(first.headers)).statusCode).toBe(200);
      const changed = await t.app.inject({
        method: 'POST', url: '/api/v1/for-pet-parents/auth/change-password', headers: first.headers,
        payload: { old_password: PARENT_PASSWORD, password: 'brand-new-pass-2', password_confirmation: 'brand-new-pass-2' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await me(first.headers)).statusCode).toBe(401);
      const fresh = { authorization: `Bearer ${changed.json().data.access_token}` };
      expect((await me(fresh)).statusCode).toBe(200);

      const admin = await staffHeaders(t.app, tenant.admin.email, tenant.clinic.id);
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/pet-parents/${parent.id}/archive`, headers: admin })).statusCode).toBe(200);
      expect((await me(fresh)).statusCode).toBe(401);
      const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/auth/refresh', payload: { refresh_token: changed.json().data.refresh_token } });
      expect(refresh.statusCode).toBe(401);
    });
  });
});
