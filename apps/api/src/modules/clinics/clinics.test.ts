import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { DEFAULT_PREFERENCES } from '@vetclinic/domain';

const settingsBody = (over: Record<string, unknown> = {}) => ({
  name: 'Renamed Clinic',
  address: 'Str. Lalelelor 3, București',
  phone: '+40 21 000 0000',
  email: 'desk@clinic.test',
  country_iso_code: 'RO',
  timezone: 'Europe/Bucharest',
  client_date_format: 'DD.MM.YYYY',
  client_time_format: 'HH:mm',
  default_language: 'ro',
  online_booking_enabled: true,
  registration_enabled: true,
  any_staff_enabled: true,
  visit_types_active: false,
  auto_confirm: false,
  min_notice_minutes: 60,
  booking_horizon_days: 60,
  cancel_cutoff_hours: 24,
  embed_origins: ['https://www.clinic.test'],
  schedules: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, is_open: day < 6, intervals: day < 6 ? [{ start_time: '08:00', end_time: '12:00' }, { start_time: '13:00', end_time: '19:00' }] : [] })),
  ...over,
});

describe('clinics, settings and preferences', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(t.handle.db);
    b = await makeTenant(t.handle.db);
  });
  afterAll(() => t.close());

  it('should list only the clinics the user is a member of', async () => {
    const second = await makeClinic(t.handle.db, a.group.id, { name: 'Second' });
    const both = await makeStaff(t.handle.db, a.group.id, [{ clinicId: a.clinic.id, roleId: a.group.roleId('admin') }, { clinicId: second.id, roleId: a.group.roleId('vet') }]);
    const headers = await staffHeaders(t.app, both.email, a.clinic.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/clinics', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { id: number }) => c.id).sort()).toEqual([a.clinic.id, second.id].sort());
    expect(res.json().meta).toMatchObject({ current_page: 1, total: 2 });
  });

  it('should answer the spec defaults for preferences that were never edited', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${a.clinic.id}/preferences`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...DEFAULT_PREFERENCES, vat_list: [0, 10], service_tax_list: [0] });
  });

  it('should save preferences and write an audit row', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const body = { ...DEFAULT_PREFERENCES, date_format: 'YYYY-MM-DD', currency: 'RON', vat_list: [0, 9, 19], tax_apply_order: 'discount_before_tax' };
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/clinics/${a.clinic.id}/preferences`, headers, payload: body });
    expect(put.statusCode).toBe(200);
    const get = await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${a.clinic.id}/preferences`, headers });
    expect(get.json().data).toMatchObject({ date_format: 'YYYY-MM-DD', currency: 'RON', vat_list: [0, 9, 19] });
    const { auditLog } = await import('@vetclinic/db');
    const rows = await t.handle.db.select().from(auditLog);
    expect(rows.some((r) => r.action === 'clinic.preferences_updated' && r.entityId === a.clinic.id)).toBe(true);
  });

  it('should reject an unknown date format with 422 and a field message', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/clinics/${a.clinic.id}/preferences`, headers, payload: { ...DEFAULT_PREFERENCES, date_format: 'QQ' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.date_format).toBeDefined();
  });

  it('should save prices_include_tax and keep it when an older client leaves it out', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const url = `/api/v1/clinics/${a.clinic.id}/preferences`;
    const put = await t.app.inject({ method: 'PUT', url, headers, payload: { ...DEFAULT_PREFERENCES, prices_include_tax: true, discount_reason_required: true } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ prices_include_tax: true, discount_reason_required: true });
    const { prices_include_tax: _omitted, ...older } = DEFAULT_PREFERENCES;
    const again = await t.app.inject({ method: 'PUT', url, headers, payload: older });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.prices_include_tax).toBe(true);
    await t.app.inject({ method: 'PUT', url, headers, payload: DEFAULT_PREFERENCES });
  });

  it('should answer 422 with field messages for tax lists with a third decimal, a repeated rate, or none', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const url = `/api/v1/clinics/${a.clinic.id}/preferences`;
    const res = await t.app.inject({ method: 'PUT', url, headers: { ...headers, 'accept-language': 'en' }, payload: { ...DEFAULT_PREFERENCES, vat_list: [0, 9.125], service_tax_list: [5, 5] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      vat_list: ['VAT rates must be percentages from 0 to 100 with at most 2 decimals.'],
      service_tax_list: ['Service tax rates: each rate can appear only once.'],
    });
    const empty = await t.app.inject({ method: 'PUT', url, headers, payload: { ...DEFAULT_PREFERENCES, vat_list: [], prices_include_tax: 'yes' } });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['prices_include_tax', 'vat_list']);
  });

  it('should answer 404 for the preferences of another group\'s clinic', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${b.clinic.id}/preferences`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(b.clinic.name);
  });

  it('should refuse the preferences of a clinic of the own group where the caller has no membership or not the permission', async () => {
    const other = await makeClinic(t.handle.db, a.group.id, { name: 'Other branch' });
    const otherDesk = await makeStaff(t.handle.db, a.group.id, [{ clinicId: other.id, roleId: a.group.roleId('receptionist') }], { isVet: false });
    // An admin of clinic A (acting at A) changes nothing at the other clinic, where A's admin is not a member.
    const adminOfA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const body = { ...DEFAULT_PREFERENCES, currency: 'XXX', vat_list: [42] };
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/clinics/${other.id}/preferences`, headers: adminOfA, payload: body });
    expect(put.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${other.id}/preferences`, headers: adminOfA })).statusCode).toBe(403);
    // The other clinic's receptionist does not read A's preferences either.
    const deskOfOther = await staffHeaders(t.app, otherDesk.email, other.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${a.clinic.id}/preferences`, headers: deskOfOther })).statusCode).toBe(403);
    // A member of both clinics acts at the one the path names, with the permission it has there.
    const both = await makeStaff(t.handle.db, a.group.id, [{ clinicId: a.clinic.id, roleId: a.group.roleId('admin') }, { clinicId: other.id, roleId: a.group.roleId('receptionist') }]);
    const bothAtA = await staffHeaders(t.app, both.email, a.clinic.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${other.id}/preferences`, headers: bothAtA })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/clinics/${other.id}/preferences`, headers: bothAtA, payload: body })).statusCode).toBe(403);
    const stored = await t.app.inject({ method: 'GET', url: `/api/v1/clinics/${other.id}/preferences`, headers: deskOfOther });
    expect(stored.json().data.currency).not.toBe('XXX');
  });

  it('should answer 403 when X-Clinic-Id names a clinic the user is not a member of', async () => {
    const { access_token } = await (await import('../../test/factories')).loginAs(t.app, a.admin.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: { authorization: `Bearer ${access_token}`, 'x-clinic-id': String(b.clinic.id) } });
    expect(res.statusCode).toBe(403);
  });

  it('should answer 403 when the role lacks the permission to edit settings', async () => {
    const headers = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers, payload: settingsBody() });
    expect(res.statusCode).toBe(403);
  });

  it('should save settings with opening hours and give them back', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers, payload: settingsBody() });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'Renamed Clinic', country: { iso_code: 'ro' }, client_date_format: 'DD.MM.YYYY' });
    expect(data.schedules[0]).toEqual({ day: 1, is_open: true, intervals: [{ start_time: '08:00', end_time: '12:00' }, { start_time: '13:00', end_time: '19:00' }] });
    expect(data.schedules[6]).toEqual({ day: 7, is_open: false, intervals: [] });
    expect(data.embed_origins).toEqual(['https://www.clinic.test']);
  });

  it('should keep only the origin of an embedding website and refuse non-web addresses', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const ok = await t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers, payload: settingsBody({ embed_origins: ['https://www.clinic.test/booking?x=1'] }) });
    expect(ok.json().data.embed_origins).toEqual(['https://www.clinic.test']);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers, payload: settingsBody({ embed_origins: ['javascript:alert(1)'] }) });
    expect(bad.statusCode).toBe(422);
  });

  it('should refuse an unknown time zone and an interval that ends before it starts', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const bad = settingsBody({
      timezone: 'Mars/Olympus',
      schedules: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, is_open: true, intervals: [{ start_time: '18:00', end_time: '08:00' }] })),
    });
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers, payload: bad });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['timezone', 'schedules.0.intervals.0.end_time']));
  });

  it('should list the group roles with their permissions', async () => {
    const headers = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/roles', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Vet', 'Receptionist']);
  });

  it('should generate a 4-digit PIN for a member of the clinic and 404 for a stranger', async () => {
    const headers = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/vets/${a.vet.id}/generate-pin`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pin).toMatch(/^\d{4}$/);
    const other = await t.app.inject({ method: 'POST', url: `/api/v1/vets/${b.vet.id}/generate-pin`, headers });
    expect(other.statusCode).toBe(404);
    const vetHeaders = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    const notOwn = await t.app.inject({ method: 'POST', url: `/api/v1/vets/${a.receptionist.id}/generate-pin`, headers: vetHeaders });
    expect(notOwn.statusCode).toBe(403);
  });

  it('should report health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('should serve the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/v1/auth/login', '/api/v1/clinics/{id}/preferences']));
  });

  it('should answer an unknown API path with a JSON 404 and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
