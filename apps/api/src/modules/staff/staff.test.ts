import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { auditLog, outbox, roles, staffInvites } from '@vetclinic/db';
import { PERMISSIONS } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { TEST_PASSWORD, loginAs, makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeBookableClinic } from '../../test/booking-factories';

type Tenant = Awaited<ReturnType<typeof makeTenant>>;

describe('staff, invitations, roles, working hours and time off', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let admin: Record<string, string>;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, 'accept-language': 'en' }, payload: payload as object });
  const inviteTokenFor = async (email: string) => {
    const mails = (await t.handle.db.select().from(outbox)).filter((m) => m.recipient === email);
    const url = new URL(mails[mails.length - 1].links[0].url);
    expect(url.pathname).toBe('/app/accept-invite');
    return url.searchParams.get('token')!;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(t.handle.db);
    b = await makeTenant(t.handle.db);
    admin = await staffHeaders(t.app, a.admin.email, a.clinic.id);
  });
  afterAll(() => t.close());

  describe('invitations', () => {
    it('should let an invited person set a password through the mailed link and then sign in', async () => {
      const res = await api('POST', '/vets/invite', { email: 'New.Vet@Example.test', first_name: 'Nora', last_name: 'Vale', job_title: 'Veterinarian', is_vet: true, role_id: a.group.roleId('vet') });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ email: 'new.vet@example.test', is_active: false, invite_pending: true, role: { id: a.group.roleId('vet') } });
      const token = await inviteTokenFor('new.vet@example.test');
      const info = await api('GET', `/auth/invites/${token}`, undefined, {});
      expect(info.json().data).toMatchObject({ email: 'new.vet@example.test', first_name: 'Nora', clinic_name: a.clinic.name });
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'new.vet@example.test', password: 'whatever-1' } })).statusCode).toBe(401);

      const mismatch = await api('POST', '/auth/accept-invite', { token, password: 'long-enough-1', password_confirmation: 'other' }, {});
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().errors.password_confirmation).toEqual(['The passwords do not match.']);
      const short = await api('POST', '/auth/accept-invite', { token, password: 'short', password_confirmation: 'short' }, {});
      expect(short.json().errors.password).toEqual(['The password must have at least 8 characters.']);

      const accepted = await api('POST', '/auth/accept-invite', { token, password: 'long-enough-1', password_confirmation: 'long-enough-1' }, {});
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().access_token).toBeTypeOf('string');
      const login = await loginAs(t.app, 'new.vet@example.test', 'long-enough-1');
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${login.access_token}` } });
      expect(me.json().data.clinics.map((c: { id: number }) => c.id)).toEqual([a.clinic.id]);

      const reused = await api('POST', '/auth/accept-invite', { token, password: 'another-pass-2', password_confirmation: 'another-pass-2' }, {});
      expect(reused.statusCode).toBe(404);
      const list = (await api('GET', '/vets')).json().data;
      expect(list.find((m: { email: string }) => m.email === 'new.vet@example.test')).toMatchObject({ is_active: true, invite_pending: false });
    });

    it('should answer 410 for an expired invitation', async () => {
      await api('POST', '/vets/invite', { email: 'late@example.test', first_name: 'Late', last_name: 'Comer', is_vet: false, role_id: a.group.roleId('receptionist') });
      const token = await inviteTokenFor('late@example.test');
      await t.handle.db.update(staffInvites).set({ expiresAt: DateTime.now().minus({ minutes: 1 }).toJSDate() });
      const res = await api('POST', '/auth/accept-invite', { token, password: 'long-enough-1', password_confirmation: 'long-enough-1' }, {});
      expect(res.statusCode).toBe(410);
    });

    it('should refuse an e-mail of another group or of a current member, and a role of another group', async () => {
      const taken = await api('POST', '/vets/invite', { email: b.vet.email, first_name: 'X', last_name: 'Y', role_id: a.group.roleId('vet') });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.email).toEqual(['This e-mail address is already used by another account.']);
      const member = await api('POST', '/vets/invite', { email: a.vet.email, first_name: 'X', last_name: 'Y', role_id: a.group.roleId('vet') });
      expect(member.json().errors.email).toEqual(['This person is already a member of this clinic.']);
      const role = await api('POST', '/vets/invite', { email: 'z@example.test', first_name: 'X', last_name: 'Y', role_id: b.group.roleId('vet') });
      expect(role.json().errors.role_id).toBeDefined();
    });

    it('should let only staff managers invite', async () => {
      const desk = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
      expect((await api('POST', '/vets/invite', { email: 'q@example.test', first_name: 'Q', last_name: 'Q', role_id: a.group.roleId('vet') }, desk)).statusCode).toBe(403);
      expect((await api('GET', '/vets', undefined, desk)).statusCode).toBe(200);
    });
  });

  describe('members', () => {
    it('should block sign-in, refresh and /auth/me of a deactivated member, and restore them on activation', async () => {
      const person = await makeStaff(t.handle.db, a.group.id, [{ clinicId: a.clinic.id, roleId: a.group.roleId('vet') }]);
      const session = await loginAs(t.app, person.email);
      const res = await api('POST', `/vets/${person.id}/deactivate`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.is_active).toBe(false);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: person.email, password: TEST_PASSWORD } })).statusCode).toBe(401);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${session.access_token}` } });
      expect(me.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: session.refresh_token } })).statusCode).toBe(401);
      // The session ended at once: 401 (sign in again), not a 403 that keeps the token alive.
      expect((await api('GET', '/vets', undefined, { authorization: `Bearer ${session.access_token}`, 'x-clinic-id': String(a.clinic.id) })).statusCode).toBe(401);
      expect((await api('GET', '/vets')).json().data.map((m: { id: number }) => m.id)).not.toContain(person.id);
      expect((await api('GET', '/vets?filter[include_inactive]=1&filter[is_vet]=0')).json().data.map((m: { id: number }) => m.id)).toContain(person.id);
      expect((await api('POST', `/vets/${person.id}/activate`)).json().data.is_active).toBe(true);
      await loginAs(t.app, person.email);
      const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
      expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['staff.deactivated', 'staff.activated']));
    });

    it('should refuse to deactivate yourself with 409 and hide other groups\' people as 404', async () => {
      const self = await api('POST', `/vets/${a.admin.id}/deactivate`);
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe('You can\'t deactivate your own account.');
      expect((await api('POST', `/vets/${b.vet.id}/deactivate`)).statusCode).toBe(404);
      expect((await api('GET', `/vets/${b.vet.id}/working-hours`)).statusCode).toBe(404);
    });

    it('should update names, job title and role, but not the caller\'s own role', async () => {
      const res = await api('PUT', `/vets/${a.receptionist.id}`, { first_name: 'Rita', last_name: 'Desk', job_title: 'Head of reception', is_vet: false, role_id: a.group.roleId('vet') });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ full_name: 'Rita Desk', job_title: 'Head of reception', role: { id: a.group.roleId('vet') } });
      const own = await api('PUT', `/vets/${a.admin.id}`, { first_name: 'A', last_name: 'B', is_vet: true, role_id: a.group.roleId('vet') });
      expect(own.statusCode).toBe(409);
      await api('PUT', `/vets/${a.receptionist.id}`, { first_name: 'Rita', last_name: 'Desk', is_vet: false, role_id: a.group.roleId('receptionist') });
    });

    it('should show a new PIN once and remember that one is set', async () => {
      const res = await api('POST', `/vets/${a.vet.id}/generate-pin`);
      expect(res.json().data.pin).toMatch(/^\d{4}$/);
      const list = (await api('GET', '/vets')).json().data;
      expect(list.find((m: { id: number }) => m.id === a.vet.id).has_pin).toBe(true);
    });
  });

  describe('working hours and time off', () => {
    it('should validate weekly hours: inside the day, end after start, no overlaps', async () => {
      const overlap = await api('PUT', `/vets/${a.vet.id}/working-hours`, { intervals: [{ day: 1, start_time: '08:00', end_time: '12:00' }, { day: 1, start_time: '11:30', end_time: '16:00' }] });
      expect(overlap.statusCode).toBe(422);
      expect(overlap.json().errors['intervals.1.start_time']).toEqual(['This interval overlaps another one on the same day.']);
      const order = await api('PUT', `/vets/${a.vet.id}/working-hours`, { intervals: [{ day: 2, start_time: '18:00', end_time: '09:00' }] });
      expect(order.json().errors['intervals.0.end_time']).toEqual(['The end must be after the start.']);
      const outside = await api('PUT', `/vets/${a.vet.id}/working-hours`, { intervals: [{ day: 8, start_time: '25:00', end_time: '26:00' }] });
      expect(outside.statusCode).toBe(422);
      const ok = await api('PUT', `/vets/${a.vet.id}/working-hours`, { intervals: [{ day: 3, start_time: '14:00', end_time: '24:00' }, { day: 1, start_time: '12:00', end_time: '16:00' }, { day: 1, start_time: '08:00', end_time: '12:00' }] });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.intervals).toEqual([
        { day: 1, start_time: '08:00', end_time: '12:00' }, { day: 1, start_time: '12:00', end_time: '16:00' }, { day: 3, start_time: '14:00', end_time: '24:00' },
      ]);
      expect((await api('GET', `/vets/${a.vet.id}/working-hours`)).json().data.intervals).toHaveLength(3);
      const vet = await staffHeaders(t.app, a.vet.email, a.clinic.id);
      expect((await api('PUT', `/vets/${a.vet.id}/working-hours`, { intervals: [] }, vet)).statusCode).toBe(403);
    });

    it('should remove the slots inside time off from the public timeslots, and give them back when deleted', async () => {
      const c = await makeBookableClinic(t.handle.db);
      const boss = await makeStaff(t.handle.db, c.group.id, [{ clinicId: c.clinic.id, roleId: c.group.roleId('admin') }], { isVet: false });
      const headers = await staffHeaders(t.app, boss.email, c.clinic.id);
      const zone = c.clinic.timezone;
      const day = DateTime.now().setZone(zone).plus({ days: 4 }).toISODate()!;
      const vet = c.vets[0];
      const slots = async () => {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${c.consult.packageId}&vet_id=${vet.id}` });
        return (res.json().data[0].schedule[day] as string[]).map((iso) => DateTime.fromISO(iso, { zone }).toFormat('HH:mm'));
      };
      expect(await slots()).toContain('10:30');
      const start = DateTime.fromISO(`${day}T10:00`, { zone }).toUTC().toISO()!;
      const end = DateTime.fromISO(`${day}T12:00`, { zone }).toUTC().toISO()!;
      const bad = await api('POST', `/vets/${vet.id}/time-off`, { datetime_start_utc: end, datetime_end_utc: start }, headers);
      expect(bad.statusCode).toBe(422);
      const added = await api('POST', `/vets/${vet.id}/time-off`, { datetime_start_utc: start, datetime_end_utc: end, reason: 'Training' }, headers);
      expect(added.statusCode).toBe(201);
      const after = await slots();
      expect(after).toContain('09:30');
      expect(after).toContain('12:00');
      expect(after.filter((s) => s > '09:30' && s < '12:00')).toEqual([]);
      const listed = await api('GET', `/vets/${vet.id}/time-off`, undefined, headers);
      expect(listed.json().data).toEqual([expect.objectContaining({ id: added.json().data.id, reason: 'Training' })]);
      expect((await api('DELETE', `/time-off/${added.json().data.id}`, undefined, admin)).statusCode).toBe(404);
      expect((await api('DELETE', `/time-off/${added.json().data.id}`, undefined, headers)).statusCode).toBe(204);
      expect(await slots()).toContain('10:30');
    });
  });

  describe('roles', () => {
    it('should publish the permission catalogue with label keys', async () => {
      const res = await api('GET', '/permissions');
      expect(res.json().data).toHaveLength(PERMISSIONS.length);
      expect(res.json().data[0]).toEqual({ key: 'clinic.settings.view', label_key: 'team.permission.clinic_settings_view', group: 'settings' });
    });

    it('should create, rename and re-permission a custom role, and refuse unknown permissions and duplicate names', async () => {
      const created = await api('POST', '/roles', { name: 'Nurse', permissions: ['pets.view', 'appointments.view', 'pets.view'] });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ name: 'Nurse', is_built_in: false, permissions: ['appointments.view', 'pets.view'] });
      const id = created.json().data.id;
      const updated = await api('PUT', `/roles/${id}`, { name: 'Senior nurse', permissions: ['pets.view', 'pets.manage'] });
      expect(updated.json().data).toMatchObject({ name: 'Senior nurse', permissions: ['pets.view', 'pets.manage'] });
      expect((await api('POST', '/roles', { name: 'Bad', permissions: ['launch.rockets'] })).statusCode).toBe(422);
      const dup = await api('POST', '/roles', { name: 'senior NURSE', permissions: [] });
      expect(dup.json().errors.name).toEqual(['A role with this name already exists.']);
      const listed = (await api('GET', '/roles')).json().data.map((r: { name: string }) => r.name);
      expect(listed).toContain('Senior nurse');
    });

    it('should save "manage" with the "view" it implies, so no role manages what it cannot open', async () => {
      const created = await api('POST', '/roles', { name: 'Front desk only', permissions: ['appointments.manage', 'clients.manage', 'roles.manage', 'services.manage'] });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.permissions).toEqual([
        'clinic.settings.view', 'staff.view', 'roles.manage', 'appointments.view', 'appointments.manage', 'clients.view', 'clients.manage', 'services.manage',
      ]);
      const updated = await api('PUT', `/roles/${created.json().data.id}`, { name: 'Front desk only', permissions: ['tasks.manage'] });
      expect(updated.json().data.permissions).toEqual(['tasks.view', 'tasks.manage']);
    });

    it('should give a role saved before the rule the view its manage needs (migration 0015)', async () => {
      const [old] = await t.handle.db.insert(roles).values({ groupId: a.group.id, name: 'Legacy desk', builtIn: null, permissions: ['appointments.manage', 'pets.view', 'schedules.manage'] }).returning();
      const migration = readFileSync(fileURLToPath(new URL('../../../../../packages/db/migrations/0015_front_desk.sql', import.meta.url)), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) await t.handle.db.execute(sql.raw(statement));
      const [after] = await t.handle.db.select().from(roles).where(eq(roles.id, old.id));
      expect([...after.permissions].sort()).toEqual(['appointments.manage', 'appointments.view', 'pets.view', 'schedules.manage', 'staff.view']);
    });

    it('should keep built-in roles\' permissions fixed and never delete them (409)', async () => {
      const vetRole = a.group.roleId('vet');
      const change = await api('PUT', `/roles/${vetRole}`, { name: 'Vet', permissions: ['pets.view'] });
      expect(change.statusCode).toBe(409);
      expect((await api('DELETE', `/roles/${vetRole}`)).statusCode).toBe(409);
    });

    it('should refuse to delete a role in use (409) and delete an unused one', async () => {
      const role = (await api('POST', '/roles', { name: 'Temp', permissions: ['staff.view'] })).json().data;
      const person = await makeStaff(t.handle.db, a.group.id, [{ clinicId: a.clinic.id, roleId: role.id }]);
      expect((await api('DELETE', `/roles/${role.id}`)).statusCode).toBe(409);
      await api('PUT', `/vets/${person.id}`, { first_name: 'P', last_name: 'Q', is_vet: true, role_id: a.group.roleId('vet') });
      expect((await api('DELETE', `/roles/${role.id}`)).statusCode).toBe(204);
      expect((await api('DELETE', `/roles/${b.group.roleId('vet')}`)).statusCode).toBe(404);
    });

    it('should not let a manager grant a permission they do not hold', async () => {
      const manager = (await api('POST', '/roles', { name: 'Team lead', permissions: ['staff.view', 'staff.manage'] })).json().data;
      const lead = await makeStaff(t.handle.db, a.group.id, [{ clinicId: a.clinic.id, roleId: manager.id }]);
      const headers = await staffHeaders(t.app, lead.email, a.clinic.id);
      const res = await api('POST', '/roles', { name: 'Auditor', permissions: ['audit.view'] }, headers);
      expect(res.statusCode).toBe(403);
      expect((await api('POST', '/roles', { name: 'Viewer', permissions: ['staff.view'] }, headers)).statusCode).toBe(201);
    });
  });

  describe('nobody grants or touches more than they hold (issue 11)', () => {
    // The seeded "Practice manager" shape: may manage the team, holds little else.
    const practiceManager = async () => {
      const [role] = await t.handle.db.insert(roles).values({ groupId: a.group.id, name: `Practice manager ${Date.now()}`, permissions: ['staff.view', 'staff.manage'] }).returning();
      const user = await makeStaff(t.handle.db, a.group.id, [{ clinicId: a.clinic.id, roleId: role.id }], { isVet: false });
      return { role, user, headers: await staffHeaders(t.app, user.email, a.clinic.id) };
    };
    const member = (roleId: number) => makeStaff(t.handle.db, a.group.id, [{ clinicId: a.clinic.id, roleId }]);

    it('should refuse an invitation with a role holding a permission the inviter lacks, and accept a role within its own', async () => {
      const pm = await practiceManager();
      const invite = (email: string, roleId: number) => api('POST', '/vets/invite', { email, first_name: 'New', last_name: 'Person', is_vet: false, role_id: roleId }, pm.headers);
      const asAdmin = await invite('would.be.admin@example.test', a.group.roleId('admin'));
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json().code).toBe('forbidden');
      expect((await invite('would.be.vet@example.test', a.group.roleId('vet'))).statusCode).toBe(403);
      expect((await t.handle.db.select().from(outbox)).some((m) => m.recipient === 'would.be.admin@example.test')).toBe(false);
      expect((await invite('same.rights@example.test', pm.role.id)).statusCode).toBe(201);
    });

    it('should refuse to change the role of, edit or deactivate a member holding permissions the caller lacks', async () => {
      const pm = await practiceManager();
      const owner = await member(a.group.roleId('admin'));
      const body = (roleId: number) => ({ first_name: 'Changed', last_name: 'Name', is_vet: true, role_id: roleId });
      expect((await api('PUT', `/vets/${owner.id}`, body(pm.role.id), pm.headers)).statusCode).toBe(403);
      expect((await api('PUT', `/vets/${owner.id}`, body(a.group.roleId('admin')), pm.headers)).statusCode).toBe(403);
      expect((await api('POST', `/vets/${owner.id}/deactivate`, undefined, pm.headers)).statusCode).toBe(403);
      expect((await api('POST', `/vets/${owner.id}/generate-pin`, undefined, pm.headers)).statusCode).toBe(403);
      const after = (await api('GET', '/vets?filter[is_vet]=0')).json().data.find((m: { id: number }) => m.id === owner.id);
      expect(after).toMatchObject({ is_active: true, role: { id: a.group.roleId('admin') }, last_name: owner.lastName });
    });

    it('should refuse to give a member a stronger role, and allow edits within the caller\'s own permissions', async () => {
      const pm = await practiceManager();
      const peer = await member(pm.role.id);
      const promote = await api('PUT', `/vets/${peer.id}`, { first_name: 'Peer', last_name: 'Up', is_vet: false, role_id: a.group.roleId('admin') }, pm.headers);
      expect(promote.statusCode).toBe(403);
      expect(promote.json().code).toBe('forbidden');
      const rename = await api('PUT', `/vets/${peer.id}`, { first_name: 'Peer', last_name: 'Renamed', is_vet: false, role_id: pm.role.id }, pm.headers);
      expect(rename.statusCode).toBe(200);
      expect((await api('POST', `/vets/${peer.id}/deactivate`, undefined, pm.headers)).statusCode).toBe(200);
    });

    it('should never leave the group without an active Admin, by deactivation or by a role change', async () => {
      const g = await makeTenant(t.handle.db);
      // A custom role with every permission passes the "holds at least as much" rule; the group still keeps its Admin.
      const [everything] = await t.handle.db.insert(roles).values({ groupId: g.group.id, name: 'Everything', permissions: [...PERMISSIONS] }).returning();
      const deputy = await makeStaff(t.handle.db, g.group.id, [{ clinicId: g.clinic.id, roleId: everything.id }]);
      const headers = await staffHeaders(t.app, deputy.email, g.clinic.id);
      const demote = await api('PUT', `/vets/${g.admin.id}`, { first_name: 'Only', last_name: 'Admin', is_vet: true, role_id: g.group.roleId('vet') }, headers);
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toMatchObject({ code: 'conflict', message: 'The group must keep at least one active Admin.' });
      expect((await api('POST', `/vets/${g.admin.id}/deactivate`, undefined, headers)).statusCode).toBe(409);
      const admins = (await api('GET', '/vets?filter[is_vet]=0', undefined, headers)).json().data.filter((m: { role: { id: number }; is_active: boolean }) => m.role.id === g.group.roleId('admin') && m.is_active);
      expect(admins.map((m: { id: number }) => m.id)).toEqual([g.admin.id]);
      // With a second Admin, the first may go.
      const second = await makeStaff(t.handle.db, g.group.id, [{ clinicId: g.clinic.id, roleId: g.group.roleId('admin') }]);
      expect((await api('POST', `/vets/${g.admin.id}/deactivate`, undefined, headers)).statusCode).toBe(200);
      expect((await api('POST', `/vets/${second.id}/deactivate`, undefined, headers)).statusCode).toBe(409);
    });
  });
});
