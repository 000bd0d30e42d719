import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { activationCodes, appointmentPets, outbox, passwordResetTokens, petParents, petRequests, pets } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeBookableClinic, makeClient, type BookableClinic } from '../../test/booking-factories';
import { makeClinic, makeStaff } from '../../test/factories';
import { activationCodeFor, lastMessageTo, makeParentAccount, parentLogin, PARENT_PASSWORD } from '../../test/parent-accounts-factories';

let ipSeq = 0;
const nextIp = () => `10.42.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
let emailSeq = 0;
const newEmail = () => `new.parent${++emailSeq}.${Date.now()}@example.test`;
const API = '/api/v1/for-pet-parents';

describe('pet-parent accounts', () => {
  let t: TestApp;
  let c: BookableClinic;
  let other: BookableClinic;

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object, headers, remoteAddress: nextIp() });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers, remoteAddress: nextIp() });
  const registration = (over: Record<string, unknown> = {}) => ({
    clinic_id: c.clinic.id, email: newEmail(), first_name: 'Ioana', last_name: 'Pop', password: 'secret123', password_confirmation: 'secret123',
    phone: '+40 722 111 222', address: 'Strada Izvor 2, București', address_2: null, terms_and_conditions: true,
    pets: [{ nickname: 'Luna', species_id: c.dog.id, breed_id: c.lab.id, gender: 'female', hormonal_status: 1, birthday: '2022-05-01', birthday_is_estimated: false, color: 'black' }],
    referral_source_type: 'google_search', referral_source_details: 'searched "vet near me"', google_place_id: 'gaz:palatul-parlamentului', ...over,
  });
  const register = async (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const body = registration(over);
    const res = await post('/auth/register', body, headers);
    return { res, body };
  };
  /** The row a registration made or attached to (the answer carries only a signed handle). */
  const accountIdOf = async (email: string) => {
    const [row] = await t.handle.db.select({ id: petParents.id }).from(petParents)
      .where(and(eq(petParents.email, email), eq(petParents.groupId, c.group.id), sql`${petParents.passwordHash} is not null`));
    return row.id;
  };
  /** Moves every code of an account back in time, as if the minutes had passed. */
  const ageCodes = (parentId: number, seconds: number) => t.handle.db.update(activationCodes)
    .set({ createdAt: sql`${activationCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(activationCodes.parentId, parentId));

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeBookableClinic(t.handle.db);
    other = await makeBookableClinic(t.handle.db);
  });
  afterAll(() => t.close());

  describe('registration and activation', () => {
    it('should create an inactive account with its pets and mail a 6-digit code when a visitor registers', async () => {
      const { res, body } = await register();
      expect(res.statusCode).toBe(201);
      const handle = res.json().data.user_id;
      expect(res.json()).toEqual({ data: { user_id: expect.any(String) } });
      const userId = await accountIdOf(body.email);

      const [row] = await t.handle.db.select().from(petParents).where(eq(petParents.id, userId));
      expect(row).toMatchObject({ groupId: c.group.id, firstName: 'Ioana', activatedAt: null, leadSource: 'google_search', googlePlaceId: 'gaz:palatul-parlamentului' });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.termsAcceptedAt).not.toBeNull();
      const [pet] = await t.handle.db.select().from(pets).where(eq(pets.ownerId, userId));
      expect(pet).toMatchObject({ nickname: 'Luna', hormonalStatus: 1, birthday: '2022-05-01' });
      const [request] = await t.handle.db.select().from(petRequests).where(eq(petRequests.petId, pet.id));
      expect(request).toMatchObject({ clinicId: c.clinic.id, parentId: userId, status: 0 });

      expect(await activationCodeFor(t.handle.db, body.email)).toMatch(/^\d{6}$/);
      expect((await get(`/auth/check-activation?user_id=${encodeURIComponent(handle)}`)).json()).toEqual({ data: { activated: false } });
    });

    it('should answer 403 not_activated with a handle that activates when an inactive account logs in with the right password', async () => {
      const { body } = await register();
      const login = await post('/auth/login', { email: body.email, password: body.password, clinic_id: c.clinic.id });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ code: 'not_activated', user_id: expect.any(String) });
      const activated = await post('/auth/activate', { user_id: login.json().user_id, code: await activationCodeFor(t.handle.db, body.email) });
      expect(activated.statusCode).toBe(200);
    });

    it('should activate with the mailed code and answer a token pair', async () => {
      const { res, body } = await register();
      const handle = res.json().data.user_id;
      const activated = await post('/auth/activate', { user_id: handle, code: await activationCodeFor(t.handle.db, body.email) });
      expect(activated.statusCode).toBe(200);
      expect(activated.json().data).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
      expect((await get(`/auth/check-activation?user_id=${encodeURIComponent(handle)}`)).json()).toEqual({ data: { activated: true } });

      const me = await get('/auth/me', { authorization: `Bearer ${activated.json().data.access_token}` });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ id: await accountIdOf(body.email), email: body.email, first_name: 'Ioana', activated: true });
      const again = await post('/auth/activate', { user_id: handle, code: '000000' });
      expect(again.statusCode).toBe(409);
    });

    it('should answer 409 account_exists when the e-mail has an active account in the group', async () => {
      const { email } = await makeParentAccount(t.handle.db, c.group.id);
      const { res } = await register({ email: email.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('account_exists');
    });

    it('should let the same e-mail register in another clinic group', async () => {
      const { email } = await makeParentAccount(t.handle.db, other.group.id);
      const { res } = await register({ email });
      expect(res.statusCode).toBe(201);
    });

    it('should answer 403 registration_disabled when the clinic turned registration off', async () => {
      const closed = await makeClinic(t.handle.db, c.group.id, { registrationEnabled: false });
      const { res } = await register({ clinic_id: closed.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('registration_disabled');
    });

    it('should answer 422 when the passwords differ, the terms are not accepted or a species is of another group', async () => {
      const res = (await register({ password_confirmation: 'different1', terms_and_conditions: false, referral_source_type: 'billboard' })).res;
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['password_confirmation', 'referral_source_type', 'terms_and_conditions']);
      const foreign = (await register({ pets: [{ nickname: 'Rex', species_id: other.dog.id }] })).res;
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toHaveProperty(['pets.0.species_id']);
    });

    it('should attach the account to an existing client row without changing or revealing its data', async () => {
      const email = newEmail();
      const client = await makeClient(t.handle.db, c.group.id, { email, firstName: 'Elena', lastName: 'Stoica', address: 'Strada Secretă 7' });
      const { res, body } = await register({ email, first_name: 'Intruder', last_name: 'Someone', address: 'Elsewhere 1' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ data: { user_id: expect.any(String) } });
      const [row] = await t.handle.db.select().from(petParents).where(eq(petParents.id, client.id));
      expect(row).toMatchObject({ firstName: 'Elena', lastName: 'Stoica', address: 'Strada Secretă 7', activatedAt: null });
      expect(await t.handle.db.select().from(pets).where(eq(pets.ownerId, client.id))).toHaveLength(0);

      // Nothing of the row before the code: login says only "not activated".
      const login = await post('/auth/login', { email, password: body.password, clinic_id: c.clinic.id });
      expect(login.statusCode).toBe(403);
      expect(login.body).not.toContain('Elena');
      expect(login.body).not.toContain('Secretă');

      const activated = await post('/auth/activate', { user_id: res.json().data.user_id, code: await activationCodeFor(t.handle.db, email) });
      const me = await get('/auth/me', { authorization: `Bearer ${activated.json().data.access_token}` });
      expect(me.json().data).toMatchObject({ id: client.id, first_name: 'Elena', address: 'Strada Secretă 7' });
    });

    it('should lock the code after five wrong tries, even against the right code, until a new code is sent', async () => {
      const { res, body } = await register();
      const handle = res.json().data.user_id;
      const userId = await accountIdOf(body.email);
      const code = await activationCodeFor(t.handle.db, body.email);
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 1; i <= 4; i++) {
        const attempt = await post('/auth/activate', { user_id: handle, code: wrong });
        expect(attempt.statusCode).toBe(422);
        expect(attempt.json()).toMatchObject({ attempts_left: 5 - i, errors: { code: [expect.any(String)] } });
      }
      const fifth = await post('/auth/activate', { user_id: handle, code: wrong });
      expect(fifth.statusCode).toBe(409);
      expect(fifth.json().code).toBe('code_locked');
      const right = await post('/auth/activate', { user_id: handle, code });
      expect(right.statusCode).toBe(409);
      expect(right.json().code).toBe('code_locked');

      await ageCodes(userId, 61);
      expect((await post('/auth/resend-code', { user_id: handle })).statusCode).toBe(200);
      const fresh = await activationCodeFor(t.handle.db, body.email);
      expect((await post('/auth/activate', { user_id: handle, code: fresh })).statusCode).toBe(200);
    });

    it('should answer 422 when the code has expired (30 minutes)', async () => {
      const { res, body } = await register();
      const handle = res.json().data.user_id;
      const userId = await accountIdOf(body.email);
      const [code] = await t.handle.db.select().from(activationCodes).where(eq(activationCodes.parentId, userId));
      expect(code.expiresAt.getTime() - code.createdAt.getTime()).toBe(30 * 60_000);
      await t.handle.db.update(activationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(activationCodes.parentId, userId));
      const attempt = await post('/auth/activate', { user_id: handle, code: await activationCodeFor(t.handle.db, body.email) });
      expect(attempt.statusCode).toBe(422);
      expect(attempt.json().errors.code[0]).toMatch(/expired/i);
    });

    it('should allow one resend a minute and five codes an hour, answering 429 with retry_after', async () => {
      const { res, body } = await register();
      const handle = res.json().data.user_id;
      const userId = await accountIdOf(body.email);
      const tooSoon = await post('/auth/resend-code', { user_id: handle });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().retry_after).toBeGreaterThan(0);
      expect(tooSoon.json().retry_after).toBeLessThanOrEqual(60);
      expect(tooSoon.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 4; i++) {
        await ageCodes(userId, 61);
        expect((await post('/auth/resend-code', { user_id: handle })).statusCode).toBe(200);
      }
      await ageCodes(userId, 61);
      const hourly = await post('/auth/resend-code', { user_id: handle });
      expect(hourly.statusCode).toBe(429);
      expect(hourly.json().retry_after).toBeGreaterThan(60);
    });

    it('should mail the code in the language of the request', async () => {
      const { body } = await register({}, { 'accept-language': 'ro-RO,ro;q=0.9' });
      const mail = await lastMessageTo(t.handle.db, body.email);
      expect(mail?.html).toContain('<html lang="ro">');
      const [row] = await t.handle.db.select().from(petParents).where(and(eq(petParents.email, body.email), eq(petParents.groupId, c.group.id)));
      expect(row.language).toBe('ro');
    });
  });

  describe('re-registration and registration handles', () => {
    const loginStatus = async (email: string, password: string) => (await post('/auth/login', { email, password, clinic_id: c.clinic.id })).statusCode;

    it('should keep the first password when a pending account is registered again, so the victim activating with the newest code stays in control', async () => {
      const email = newEmail();
      const victim = await register({ email, password: 'victim-pass-1', password_confirmation: 'victim-pass-1' });
      const [before] = await t.handle.db.select().from(petParents).where(eq(petParents.id, await accountIdOf(email)));
      await ageCodes(before.id, 61);
      const attacker = await register({ email, password: 'attacker-pass-1', password_confirmation: 'attacker-pass-1', first_name: 'Mallory' });
      expect(attacker.res.statusCode).toBe(201);
      const [after] = await t.handle.db.select().from(petParents).where(eq(petParents.id, before.id));
      expect(after.passwordHash).toBe(before.passwordHash);
      expect(after.firstName).toBe('Ioana');

      // The attacker cannot activate (the code went to the victim's mailbox); the victim enters the newest code.
      const newest = await activationCodeFor(t.handle.db, email);
      const activated = await post('/auth/activate', { user_id: victim.res.json().data.user_id, code: newest });
      expect(activated.statusCode).toBe(200);
      expect(await loginStatus(email, 'attacker-pass-1')).toBe(401);
      expect(await loginStatus(email, 'victim-pass-1')).toBe(200);
    });

    it('should give a pre-registered account the password of the one who enters the code, not of whoever registered first or last', async () => {
      const email = newEmail();
      await register({ email, password: 'attacker-pass-1', password_confirmation: 'attacker-pass-1' });
      await ageCodes(await accountIdOf(email), 61);
      const victim = await register({ email, password: 'victim-pass-1', password_confirmation: 'victim-pass-1' });
      await ageCodes(await accountIdOf(email), 61);
      await register({ email, password: 'attacker-pass-2', password_confirmation: 'attacker-pass-2' });
      const activated = await post('/auth/activate', { user_id: victim.res.json().data.user_id, code: await activationCodeFor(t.handle.db, email) });
      expect(activated.statusCode).toBe(200);
      expect(await loginStatus(email, 'victim-pass-1')).toBe(200);
      expect(await loginStatus(email, 'attacker-pass-1')).toBe(401);
      expect(await loginStatus(email, 'attacker-pass-2')).toBe(401);
    });

    it('should answer the same 404 for a row id, a forged handle and a handle whose id was changed', async () => {
      const { res, body } = await register();
      const handle: string = res.json().data.user_id;
      const id = await accountIdOf(body.email);
      const [payload, sig] = handle.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      const swapped = `${Buffer.from(JSON.stringify({ ...claims, p: id - 1 })).toString('base64url')}.${sig}`;
      for (const probe of [String(id), String(id - 1), `${payload}.${'A'.repeat(sig.length)}`, swapped]) {
        const check = await get(`/auth/check-activation?user_id=${encodeURIComponent(probe)}`);
        expect(check.statusCode).toBe(404);
        expect(check.json().code).toBe('not_found');
        const resend = await post('/auth/resend-code', { user_id: probe });
        expect(resend.statusCode).toBe(404);
        const activate = await post('/auth/activate', { user_id: probe, code: '123456' });
        expect(activate.statusCode).toBe(404);
      }
      expect((await get(`/auth/check-activation?user_id=${encodeURIComponent(handle)}`)).statusCode).toBe(200);
    });
  });

  describe('check-email', () => {
    it('should tell whether an account uses the e-mail in the clinic group, and whether it is active', async () => {
      const active = await makeParentAccount(t.handle.db, c.group.id);
      const pending = await makeParentAccount(t.handle.db, c.group.id, { activated: false });
      const client = await makeClient(t.handle.db, c.group.id);
      const check = async (email: string, clinicId = c.clinic.id) => (await get(`/auth/check-email?email=${encodeURIComponent(email)}&clinic_id=${clinicId}`)).json().data;
      expect(await check(active.email)).toEqual({ exists: true, activated: true });
      expect(await check(pending.email)).toEqual({ exists: true, activated: false });
      expect(await check(client.email!)).toEqual({ exists: false, activated: false });
      expect(await check('nobody@example.test')).toEqual({ exists: false, activated: false });
      expect(await check(active.email, other.clinic.id)).toEqual({ exists: false, activated: false });
    });

    it('should answer 429 after 5 checks a minute and after 30 an hour from one address', async () => {
      const check = async (i: number) => (await t.app.inject({
        method: 'GET', url: `${API}/auth/check-email?email=probe${i}@example.test&clinic_id=${c.clinic.id}`, remoteAddress: '10.99.0.1',
      })).statusCode;
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push(await check(i));
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      // Minute after minute, five each: the thirty-first check of the hour is refused.
      const start = Date.now();
      const clock = vi.spyOn(Date, 'now');
      try {
        const hourly: number[] = [];
        for (let minute = 1; minute <= 6; minute++) {
          clock.mockReturnValue(start + minute * 61_000);
          for (let i = 0; i < 5; i++) hourly.push(await check(minute * 10 + i));
        }
        expect(hourly.slice(0, 25).every((s) => s === 200)).toBe(true);
        expect(hourly.slice(25)).toEqual([429, 429, 429, 429, 429]);
        clock.mockReturnValue(start + 7 * 61_000);
        const refused = await t.app.inject({ method: 'GET', url: `${API}/auth/check-email?email=x@example.test&clinic_id=${c.clinic.id}`, remoteAddress: '10.99.0.1' });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().retry_after).toBeGreaterThan(60);
      } finally {
        clock.mockRestore();
      }
    });
  });

  describe('login and sessions', () => {
    it('should answer one generic 401 for a wrong password, an unknown e-mail and another group\'s parent', async () => {
      const mine = await makeParentAccount(t.handle.db, c.group.id);
      const theirs = await makeParentAccount(t.handle.db, other.group.id);
      const wrong = await post('/auth/login', { email: mine.email, password: 'wrong-pass', clinic_id: c.clinic.id });
      const unknown = await post('/auth/login', { email: 'nobody@example.test', password: 'wrong-pass', clinic_id: c.clinic.id });
      // Right password, but this clinic belongs to another group: the same answer.
      const foreign = await post('/auth/login', { email: theirs.email, password: PARENT_PASSWORD, clinic_id: c.clinic.id });
      for (const res of [wrong, unknown, foreign]) expect(res.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(foreign.json()).toEqual(unknown.json());
      expect(foreign.json().code).toBe('invalid_credentials');
      expect((await post('/auth/login', { email: theirs.email, password: PARENT_PASSWORD, clinic_id: other.clinic.id })).statusCode).toBe(200);
    });

    it('should answer the token pair under data when the credentials are right', async () => {
      const { email } = await makeParentAccount(t.handle.db, c.group.id);
      const res = await post('/auth/login', { email, password: PARENT_PASSWORD, clinic_id: c.clinic.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.access_token).toBeTypeOf('string');
      expect(res.json().data.refresh_token).toHaveLength(43);
    });

    it('should answer 429 after 10 failed logins a minute for one e-mail from one address', async () => {
      const { email } = await makeParentAccount(t.handle.db, c.group.id);
      const from = (payload: object) => t.app.inject({ method: 'POST', url: `${API}/auth/login`, payload, remoteAddress: '10.42.250.1' });
      for (let i = 0; i < 10; i++) expect((await from({ email, password: 'wrong-pass', clinic_id: c.clinic.id })).statusCode).toBe(401);
      const blocked = await from({ email, password: PARENT_PASSWORD, clinic_id: c.clinic.id });
      expect(blocked.statusCode).toBe(429);
    });

    it('should rotate the refresh token and end the session on logout', async () => {
      const { email } = await makeParentAccount(t.handle.db, c.group.id);
      const { headers, refreshToken } = await parentLogin(t.app, email, c.clinic.id);
      const rotated = await post('/auth/refresh', { refresh_token: refreshToken });
      expect(rotated.statusCode).toBe(200);
      const next = rotated.json().data.refresh_token;
      expect(next).not.toBe(refreshToken);
      expect((await post('/auth/logout', { refresh_token: next }, headers)).statusCode).toBe(204);
      expect((await post('/auth/refresh', { refresh_token: next })).statusCode).toBe(401);
    });

    it('should answer 204 and end the sessions when logout sends only the bearer header (no body)', async () => {
      const { email } = await makeParentAccount(t.handle.db, c.group.id);
      const { headers, refreshToken } = await parentLogin(t.app, email, c.clinic.id);
      const res = await t.app.inject({ method: 'POST', url: `${API}/auth/logout`, headers, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(204);
      expect((await post('/auth/refresh', { refresh_token: refreshToken })).statusCode).toBe(401);
    });

    it('should not accept a staff token or no token on parent routes', async () => {
      expect((await get('/auth/me')).statusCode).toBe(401);
      const staffLogin = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: c.vets[0].email, password: 'secret-pass-1' } });
      expect((await get('/pets', { authorization: `Bearer ${staffLogin.json().access_token}` })).statusCode).toBe(401);
    });

    it('should answer the profile with pets only when include=pets', async () => {
      const { email, pet } = await makeParentAccount(t.handle.db, c.group.id, { speciesId: c.dog.id });
      const { headers } = await parentLogin(t.app, email, c.clinic.id);
      const plain = (await get('/auth/me', headers)).json().data;
      expect(plain).not.toHaveProperty('pets');
      expect(Object.keys(plain)).toEqual(expect.arrayContaining(['id', 'first_name', 'last_name', 'email', 'phone', 'address', 'address_2', 'activated']));
      const withPets = (await get('/auth/me?include=pets', headers)).json().data;
      expect(withPets.pets).toEqual([expect.objectContaining({ id: pet.id, species: { id: c.dog.id, name: 'Dog' }, pending_approval: false })]);
    });

    it('should change the password after checking the old one and end the other sessions', async () => {
      const { email } = await makeParentAccount(t.handle.db, c.group.id);
      const phone = await parentLogin(t.app, email, c.clinic.id);
      const laptop = await parentLogin(t.app, email, c.clinic.id);
      const bad = await post('/auth/change-password', { old_password: 'not-it-1', password: 'brand-new-1', password_confirmation: 'brand-new-1' }, laptop.headers);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('old_password');
      const ok = await post('/auth/change-password', { old_password: PARENT_PASSWORD, password: 'brand-new-1', password_confirmation: 'brand-new-1' }, laptop.headers);
      expect(ok.statusCode).toBe(200);
      expect((await post('/auth/refresh', { refresh_token: phone.refreshToken })).statusCode).toBe(401);
      expect((await post('/auth/refresh', { refresh_token: ok.json().data.refresh_token })).statusCode).toBe(200);
      await parentLogin(t.app, email, c.clinic.id, 'brand-new-1');
    });
  });

  describe('password reset', () => {
    const forgot = (email: string, clinicId = c.clinic.id) => post('/auth/forgot-password', { email, clinic_id: clinicId });

    it('should answer the same whether or not the account exists', async () => {
      const { email } = await makeParentAccount(t.handle.db, c.group.id);
      const known = await forgot(email);
      const unknown = await forgot('nobody-here@example.test');
      const otherGroup = await forgot(email, other.clinic.id);
      const noClinic = await forgot(email, 999_999);
      for (const res of [known, unknown, otherGroup, noClinic]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(known.body);
      }
      expect(await lastMessageTo(t.handle.db, 'nobody-here@example.test')).toBeNull();
    });

    it('should mail a link to the public reset page and set the new password once, ending every session', async () => {
      const { email } = await makeParentAccount(t.handle.db, c.group.id);
      const session = await parentLogin(t.app, email, c.clinic.id);
      await forgot(email);
      const mail = await lastMessageTo(t.handle.db, email);
      const url = new URL((mail!.links as { url: string }[])[0].url);
      expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:3000/book/${c.clinic.slug}/reset-password`);
      expect(url.searchParams.get('email')).toBe(email);
      const token = url.searchParams.get('token')!;

      const reset = await post('/auth/reset-password', { token, email, password: 'after-reset-1', password_confirmation: 'after-reset-1' });
      expect(reset.statusCode).toBe(200);
      expect((await post('/auth/refresh', { refresh_token: session.refreshToken })).statusCode).toBe(401);
      await parentLogin(t.app, email, c.clinic.id, 'after-reset-1');

      const reused = await post('/auth/reset-password', { token, email, password: 'another-one-1', password_confirmation: 'another-one-1' });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toMatch(/reset link/i);
    });

    it('should reject an expired link and a link used with another e-mail', async () => {
      const { email, parent } = await makeParentAccount(t.handle.db, c.group.id);
      await forgot(email);
      const token = new URL((await lastMessageTo(t.handle.db, email))!.links![0].url).searchParams.get('token')!;
      const wrongEmail = await post('/auth/reset-password', { token, email: 'someone.else@example.test', password: 'after-reset-1', password_confirmation: 'after-reset-1' });
      expect(wrongEmail.statusCode).toBe(422);
      await t.handle.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.subjectId, parent.id));
      const expired = await post('/auth/reset-password', { token, email, password: 'after-reset-1', password_confirmation: 'after-reset-1' });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().code).toBe('validation_failed');
    });
  });

  describe('pets', () => {
    it('should list only the parent\'s own pets, filtered by nickname, archived ones only on request', async () => {
      const a = await makeParentAccount(t.handle.db, c.group.id, { speciesId: c.dog.id });
      const b = await makeParentAccount(t.handle.db, c.group.id, { speciesId: c.dog.id });
      await t.handle.db.insert(pets).values({ groupId: c.group.id, ownerId: a.parent.id, nickname: 'Old Boy', archivedAt: new Date() });
      const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
      const list = (await get('/pets', headers)).json();
      expect(list.data.map((p: { id: number }) => p.id)).toEqual([a.pet.id]);
      expect(list.meta).toMatchObject({ per_page: 100, total: 1, current_page: 1 });
      const all = (await get('/pets?include=archives', headers)).json();
      expect(all.data.map((p: { nickname: string }) => p.nickname).sort()).toEqual(['Old Boy', a.pet.nickname].sort());
      expect((await get('/pets?include=archives&filter[nickname]=old', headers)).json().data).toHaveLength(1);
      expect(list.data.some((p: { id: number }) => p.id === b.pet.id)).toBe(false);
    });

    it('should answer 404 when a parent asks for another parent\'s pet', async () => {
      const a = await makeParentAccount(t.handle.db, c.group.id);
      const b = await makeParentAccount(t.handle.db, c.group.id);
      const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
      expect((await get(`/pets/${a.pet.id}`, headers)).statusCode).toBe(200);
      expect((await get(`/pets/${b.pet.id}`, headers)).statusCode).toBe(404);
    });

    it('should add pets for the signed-in parent only, each with a pending request for the clinic', async () => {
      const a = await makeParentAccount(t.handle.db, c.group.id);
      const b = await makeParentAccount(t.handle.db, c.group.id);
      const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
      const today = DateTime.now().setZone(c.clinic.timezone).toISODate()!;
      const res = await post('/pets', {
        clinic_id: c.clinic.id,
        // owner_id is not part of the payload: it cannot put a pet on another parent.
        owner_id: b.parent.id,
        pets: [
          { nickname: 'Nala', color: 'cream', species_id: c.dog.id, breed_id: c.lab.id, birthday_is_estimated: false, birthday: '2023-02-10', gender: 'female', hormonal_status: 0 },
          { nickname: 'Pip', species_id: c.dog.id, gender: 'male', hormonal_status: 7, age: { years: 2 } },
        ],
      }, headers);
      expect(res.statusCode).toBe(201);
      const [nala, pip] = res.json().data;
      expect(nala).toMatchObject({ nickname: 'Nala', hormonal_status: 0, birthday: '2023-02-10', breed: { id: c.lab.id, name: 'Labrador Retriever' }, pending_approval: true });
      expect(pip).toMatchObject({ hormonal_status: null, birthday_is_estimated: true, birthday: DateTime.fromISO(today).minus({ years: 2 }).toISODate() });
      const owners = await t.handle.db.select({ ownerId: pets.ownerId }).from(pets).where(eq(pets.nickname, 'Nala'));
      expect(owners).toEqual([{ ownerId: a.parent.id }]);
      const requests = await t.handle.db.select().from(petRequests).where(eq(petRequests.parentId, a.parent.id));
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({ clinicId: c.clinic.id, status: 0, payload: expect.objectContaining({ nickname: 'Nala', species_id: c.dog.id }) });
      const bTokens = await parentLogin(t.app, b.email, c.clinic.id);
      expect((await get(`/pets/${nala.id}`, bTokens.headers)).statusCode).toBe(404);
    });

    it('should answer 422 for a species, a breed or a clinic of another group, and a future birthday', async () => {
      const a = await makeParentAccount(t.handle.db, c.group.id);
      const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
      const species = await post('/pets', { clinic_id: c.clinic.id, pets: [{ nickname: 'X', species_id: other.dog.id }] }, headers);
      expect(species.statusCode).toBe(422);
      expect(species.json().errors).toHaveProperty(['pets.0.species_id']);
      const breed = await post('/pets', { clinic_id: c.clinic.id, pets: [{ nickname: 'X', species_id: c.dog.id, breed_id: other.lab.id }] }, headers);
      expect(breed.json().errors).toHaveProperty(['pets.0.breed_id']);
      const clinic = await post('/pets', { clinic_id: other.clinic.id, pets: [{ nickname: 'X', species_id: c.dog.id }] }, headers);
      expect(clinic.statusCode).toBe(422);
      expect(clinic.json().errors).toHaveProperty('clinic_id');
      const future = await post('/pets', { clinic_id: c.clinic.id, pets: [{ nickname: 'X', species_id: c.dog.id, birthday: '2999-01-01' }] }, headers);
      expect(future.json().errors).toHaveProperty(['pets.0.birthday']);
    });

    it('should list the clinic group\'s species with breeds publicly, by clinic id or slug', async () => {
      const byId = await t.app.inject({ method: 'GET', url: `/api/v1/public/species?filter[clinic_id]=${c.clinic.id}` });
      expect(byId.statusCode).toBe(200);
      expect(byId.json().data).toEqual([{ id: c.dog.id, name: 'Dog', breeds: [{ id: c.lab.id, name: 'Labrador Retriever' }] }]);
      const bySlug = await t.app.inject({ method: 'GET', url: `/api/v1/public/species?filter[clinic_slug]=${other.clinic.slug}` });
      expect(bySlug.json().data[0].id).toBe(other.dog.id);
    });
  });

  describe('a guest booking under an existing account\'s e-mail', () => {
    it('should book with the typed pets as pending requests that the account holder never sees until staff accept them', async () => {
      const account = await makeParentAccount(t.handle.db, c.group.id, { speciesId: c.dog.id });
      const { headers } = await parentLogin(t.app, account.email, c.clinic.id);
      const day = DateTime.now().setZone(c.clinic.timezone).plus({ days: 5 }).toISODate()!;
      const slots = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${c.consult.packageId}` });
      const vet = slots.json().data[0];
      const guest = await t.app.inject({
        method: 'POST', url: `${API}/appointments`, remoteAddress: nextIp(), payload: {
          clinic_id: c.clinic.id, datetime_start_utc: vet.schedule[day][0], vet_id: vet.id, service_package_ids: [c.consult.packageId],
          first_name: 'Mallory', last_name: 'Guest', email: account.email, phone: '+40 711 000 000',
          pets: [{ nickname: 'Planted', species_id: c.dog.id, gender: 'male' }, { nickname: 'Planted2', species_id: c.dog.id, gender: 'female' }],
        },
      });
      expect(guest.statusCode).toBe(201);
      const appointmentId = guest.json().data.id;
      const typed = await t.handle.db.select().from(pets).where(and(eq(pets.ownerId, account.parent.id), sql`${pets.nickname} like 'Planted%'`));
      expect(typed).toHaveLength(2);
      // The visit has its patients; each waits as a guest-booking request for staff.
      const links = await t.handle.db.select().from(appointmentPets).where(eq(appointmentPets.appointmentId, appointmentId));
      expect(links.map((l) => l.petId).sort()).toEqual(typed.map((p) => p.id).sort());
      const requests = await t.handle.db.select().from(petRequests).where(eq(petRequests.parentId, account.parent.id));
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({ origin: 'guest_booking', status: 0, clinicId: c.clinic.id, payload: expect.objectContaining({ appointment_id: appointmentId, guest_contact: expect.objectContaining({ first_name: 'Mallory' }) }) });

      // Never shown to, nor usable by, the account holder.
      const listed = async (query = '') => (await get(`/pets${query}`, headers)).json().data.map((p: { id: number }) => p.id);
      expect(await listed()).toEqual([account.pet.id]);
      expect(await listed('?include=archives')).toEqual([account.pet.id]);
      expect((await get('/auth/me?include=pets', headers)).json().data.pets.map((p: { id: number }) => p.id)).toEqual([account.pet.id]);
      expect((await get(`/pets/${typed[0].id}`, headers)).statusCode).toBe(404);
      const useIt = await post('/appointments', { clinic_id: c.clinic.id, datetime_start_utc: vet.schedule[day][4], vet_id: vet.id, service_package_ids: [c.consult.packageId], pet_ids: [typed[0].id] }, headers);
      expect(useIt.statusCode).toBe(422);

      // Staff accept one (it joins the account) and deny the other (hidden for good, nobody mailed about it).
      const admin = await makeStaff(t.handle.db, c.group.id, [{ clinicId: c.clinic.id, roleId: c.group.roleId('admin') }]);
      const staffLogin = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: nextIp(), payload: { email: admin.email, password: 'secret-pass-1' } });
      const staff = { authorization: `Bearer ${staffLogin.json().access_token}`, 'x-clinic-id': String(c.clinic.id) };
      const byPet = (petId: number) => requests.find((r) => r.petId === petId)!.id;
      // The booking's own confirmation went to the address the guest typed; a decision mails nothing more.
      const mailsBefore = (await t.handle.db.select().from(outbox).where(eq(outbox.recipient, account.email))).length;
      const accepted = typed.find((p) => p.nickname === 'Planted')!;
      const denied = typed.find((p) => p.nickname === 'Planted2')!;
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/pet-requests/${byPet(accepted.id)}/accept`, headers: staff, payload: {} })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/pet-requests/${byPet(denied.id)}/deny`, headers: staff, payload: { reason: 'Not this client\'s pet' } })).statusCode).toBe(200);
      expect((await listed()).sort()).toEqual([account.pet.id, accepted.id].sort());
      expect(await listed('?include=archives')).not.toContain(denied.id);
      const mails = await t.handle.db.select().from(outbox).where(eq(outbox.recipient, account.email));
      expect(mails).toHaveLength(mailsBefore);
    });
  });

  describe('booking while logged in', () => {
    it('should book for the parent\'s own pet without contact fields, and refuse another parent\'s pet (422)', async () => {
      const a = await makeParentAccount(t.handle.db, c.group.id, { speciesId: c.dog.id });
      const b = await makeParentAccount(t.handle.db, c.group.id, { speciesId: c.dog.id });
      const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
      const day = DateTime.now().setZone(c.clinic.timezone).plus({ days: 4 }).toISODate()!;
      const slots = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${c.consult.packageId}` });
      const vet = slots.json().data[0];
      const [first, second] = vet.schedule[day];
      const book = (start: string, petIds: number[]) => post('/appointments', { clinic_id: c.clinic.id, datetime_start_utc: start, vet_id: vet.id, service_package_ids: [c.consult.packageId], pet_ids: petIds }, headers);

      const mine = await book(first, [a.pet.id]);
      expect(mine.statusCode).toBe(201);
      expect(mine.json().data.pets).toEqual([{ id: a.pet.id, nickname: a.pet.nickname }]);
      const theirs = await book(second, [b.pet.id]);
      expect(theirs.statusCode).toBe(422);
      expect(theirs.json().errors).toHaveProperty('pet_ids');
    });
  });
});
