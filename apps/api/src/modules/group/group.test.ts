import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { auditLog, clinicGroups, roles } from '@vetclinic/db';
import { GROUP_LOGO_MAX_BYTES, suggestClinicSlug } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { createDiskStorage, type FileStorage } from '../../providers/storage/file-storage';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(100, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function multipart(file: { name: string; type: string; bytes: Buffer } | null, field = 'file') {
  const boundary = '----group-logo-boundary';
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const newClinic = (over: Record<string, unknown> = {}) => ({
  name: 'Happy Paws Nord', slug: `happy-paws-nord-${Date.now()}`, timezone: 'Europe/Bucharest', country_iso_code: 'RO', default_language: 'ro',
  address: 'Str. Nordului 5, București', ...over,
});

describe('clinic group administration', () => {
  let t: TestApp;
  let storage: FileStorage;
  let dataDir: string;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let owner: Record<string, string>;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = owner) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, 'accept-language': 'en' }, payload: payload as object });
  const uploadLogo = (file: { name: string; type: string; bytes: Buffer } | null, headers = owner, field = 'file') => {
    const body = multipart(file, field);
    return t.app.inject({ method: 'PUT', url: '/api/v1/group/logo', headers: { ...headers, ...body.headers, 'accept-language': 'en' }, payload: body.payload });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vet-group-'));
    storage = createDiskStorage(path.join(dataDir, 'files'));
    t = await makeTestApp({ dataDir, storage });
    a = await makeTenant(t.handle.db);
    b = await makeTenant(t.handle.db);
    owner = await staffHeaders(t.app, a.admin.email, a.clinic.id);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('permission', () => {
    it('should refuse a receptionist, a vet and a practice manager without group.manage', async () => {
      const [manager] = await t.handle.db.insert(roles).values({ groupId: a.group.id, name: 'Practice manager', builtIn: null, permissions: ['clinic.settings.view', 'clinic.settings.edit', 'staff.view', 'staff.manage', 'services.manage'] }).returning();
      const pm = await makeStaff(t.handle.db, a.group.id, [{ clinicId: a.clinic.id, roleId: manager.id }], { isVet: false });
      for (const email of [a.receptionist.email, a.vet.email, pm.email]) {
        const h = await staffHeaders(t.app, email, a.clinic.id);
        expect((await api('GET', '/group', undefined, h)).statusCode).toBe(403);
        expect((await api('PUT', '/group', { name: 'Taken over' }, h)).statusCode).toBe(403);
        expect((await api('POST', '/clinics', newClinic(), h)).statusCode).toBe(403);
        expect((await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: PNG }, h)).statusCode).toBe(403);
        expect((await api('DELETE', '/group/logo', undefined, h)).statusCode).toBe(403);
      }
      const [group] = await t.handle.db.select().from(clinicGroups).where(eq(clinicGroups.id, a.group.id));
      expect(group.name).not.toBe('Taken over');
    });

    it('should give the built-in admin role group.manage, and a role may be granted it', async () => {
      const res = await api('GET', '/roles');
      const admin = res.json().data.find((r: { name: string }) => r.name === 'Admin');
      expect(admin.permissions).toContain('group.manage');
      const perms = await api('GET', '/permissions');
      expect(perms.json().data.map((p: { key: string }) => p.key)).toContain('group.manage');
    });

    it('should refuse acting on another group: its clinic as X-Clinic-Id is 403, and nothing of it changes', async () => {
      const { loginAs } = await import('../../test/factories');
      const { access_token } = await loginAs(t.app, a.admin.email);
      const cross = { authorization: `Bearer ${access_token}`, 'x-clinic-id': String(b.clinic.id) };
      expect((await api('PUT', '/group', { name: 'Hijacked' }, cross)).statusCode).toBe(403);
      expect((await api('POST', '/clinics', newClinic(), cross)).statusCode).toBe(403);
      expect((await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: PNG }, cross)).statusCode).toBe(403);
      // Acting from their own clinic, the admin only ever reaches their own group.
      const renamed = await api('PUT', '/group', { name: 'Group A renamed' });
      expect(renamed.statusCode).toBe(200);
      const [groupB] = await t.handle.db.select().from(clinicGroups).where(eq(clinicGroups.id, b.group.id));
      expect(groupB.name).not.toBe('Group A renamed');
      const bGroup = await api('GET', '/group', undefined, await staffHeaders(t.app, b.admin.email, b.clinic.id));
      expect(bGroup.json().data.clinics.map((c: { id: number }) => c.id)).toEqual([b.clinic.id]);
    });
  });

  describe('name', () => {
    it('should rename the group, show it in /auth/me and write an audit row', async () => {
      const res = await api('PUT', '/group', { name: '  Happy Paws Group  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: a.group.id, name: 'Happy Paws Group', logo_url: null });
      const me = await api('GET', '/auth/me');
      expect(me.json().data.group).toEqual({ id: a.group.id, name: 'Happy Paws Group', logo_url: null });
      const rows = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'group.renamed'));
      expect(rows.some((r) => r.entityId === a.group.id && (r.after as { name: string }).name === 'Happy Paws Group')).toBe(true);
    });

    it('should answer 422 with a field message for an empty or too long name', async () => {
      const empty = await api('PUT', '/group', { name: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.name).toBeDefined();
      expect((await api('PUT', '/group', { name: 'x'.repeat(161) })).json().errors.name).toBeDefined();
    });
  });

  describe('logo', () => {
    it('should store a PNG, serve it at an immutable URL on every clinic page of the group, and replace it with a new URL', async () => {
      const second = await makeClinic(t.handle.db, a.group.id, { name: 'Second branch' });
      const res = await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: PNG });
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().data.logo_url as string;
      expect(url).toMatch(/^\/api\/v1\/public\/group-logos\/[0-9a-f-]{36}$/);
      const img = await t.app.inject({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(img.rawPayload.equals(PNG)).toBe(true);
      const etag = img.headers.etag as string;
      expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      for (const c of [a.clinic, second]) {
        const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.slug}` });
        expect(page.json().data.logo).toBe(url);
      }
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${b.clinic.slug}` })).json().data.logo).toBeNull();
      expect((await api('GET', '/auth/me')).json().data.group.logo_url).toBe(url);

      const replaced = await uploadLogo({ name: 'logo.webp', type: 'image/webp', bytes: WEBP });
      expect(replaced.statusCode).toBe(200);
      const next = replaced.json().data.logo_url as string;
      expect(next).not.toBe(url);
      expect((await t.app.inject({ method: 'GET', url: next })).headers['content-type']).toBe('image/webp');
      // The old version's bytes are gone from the storage.
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(await storage.exists(`group-logos/${url.split('/').pop()}`)).toBe(false);
    });

    it('should refuse a logo over 1 MB with 413 and keep the current one', async () => {
      const before = (await api('GET', '/group')).json().data.logo_url;
      const big = Buffer.concat([PNG, Buffer.alloc(GROUP_LOGO_MAX_BYTES, 1)]);
      const res = await uploadLogo({ name: 'huge.png', type: 'image/png', bytes: big });
      expect(res.statusCode).toBe(413);
      expect((await api('GET', '/group')).json().data.logo_url).toBe(before);
    });

    it('should refuse SVG and other non-images with 415 whatever they claim to be, and a missing file with 422', async () => {
      const svg = await uploadLogo({ name: 'logo.svg', type: 'image/svg+xml', bytes: SVG });
      expect(svg.statusCode).toBe(415);
      expect((await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: SVG })).statusCode).toBe(415);
      expect((await uploadLogo({ name: 'doc.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7 hello world') })).statusCode).toBe(415);
      const json = await api('PUT', '/group/logo', { file: 'x' });
      expect(json.statusCode).toBe(415);
      const none = await uploadLogo(null);
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.file).toBeDefined();
      const wrongField = await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: PNG }, owner, 'image');
      expect(wrongField.statusCode).toBe(422);
      const empty = await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: Buffer.alloc(0) });
      expect(empty.statusCode).toBe(422);
    });

    it('should remove the logo: the pages fall back, the old URL is gone, removing again is harmless', async () => {
      const url = (await api('GET', '/group')).json().data.logo_url as string;
      expect(url).toBeTruthy();
      expect((await api('DELETE', '/group/logo')).statusCode).toBe(204);
      expect((await api('GET', '/group')).json().data.logo_url).toBeNull();
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${a.clinic.slug}` })).json().data.logo).toBeNull();
      expect((await api('DELETE', '/group/logo')).statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/group-logos/not-a-key' })).statusCode).toBe(404);
    });
  });

  describe('creating a clinic', () => {
    it('should suggest a slug from the name', () => {
      expect(suggestClinicSlug('Clinica Veterinară Nord-Vest')).toBe('clinica-veterinara-nord-vest');
      expect(suggestClinicSlug('  City Vets — Brooklyn! ')).toBe('city-vets-brooklyn');
      expect(suggestClinicSlug('24')).toBe('clinic-24');
    });

    it('should create a clinic with the group\'s defaults, the creator as a member with their role, and audit it', async () => {
      await api('PUT', `/clinics/${a.clinic.id}/preferences`, {
        date_format: 'DD.MM.YYYY', time_format: 'HH:mm', currency: 'RON', currency_first: 0, vat_list: [0, 9, 19], service_tax_list: [0],
        discount_reason_required: false, show_record_bundle_items: false, tax_apply_order: null,
      });
      const defaults = (await api('GET', '/group')).json().data.new_clinic_defaults;
      expect(defaults).toMatchObject({ timezone: 'Europe/Bucharest', country_iso_code: 'ro', currency: 'RON' });
      const body = newClinic({ slug: 'Happy-Paws-Nord' });
      const res = await api('POST', '/clinics', body);
      expect(res.statusCode, res.body).toBe(201);
      const clinic = res.json().data;
      expect(clinic).toMatchObject({ group_id: a.group.id, name: 'Happy Paws Nord', slug: 'happy-paws-nord', country: { iso_code: 'ro' }, timezone: 'Europe/Bucharest', default_language: 'ro', online_booking_enabled: true });
      // It is in the creator's clinic list at once, with the Admin role they hold where they acted from.
      const me = (await api('GET', '/auth/me')).json().data;
      const mine = me.clinics.find((c: { id: number }) => c.id === clinic.id);
      expect(mine.role.name).toBe('Admin');
      expect(mine.permissions).toContain('group.manage');
      const atNew = await staffHeaders(t.app, a.admin.email, clinic.id);
      const prefs = await api('GET', `/clinics/${clinic.id}/preferences`, undefined, atNew);
      expect(prefs.json().data).toMatchObject({ currency: 'RON', vat_list: [0, 9, 19], date_format: 'DD.MM.YYYY' });
      const settings = (await api('GET', '/settings', undefined, atNew)).json().data;
      expect(settings.schedules.filter((s: { is_open: boolean }) => s.is_open).map((s: { day: number }) => s.day)).toEqual([1, 2, 3, 4, 5]);
      expect(settings.address).toBe('Str. Nordului 5, București');
      // Ready to write records: the built-in templates in the clinic's language, SOAP the default, and the diagnosis catalogue.
      const templates = (await api('GET', '/record-templates', undefined, atNew)).json().data as { name: string; is_default: boolean }[];
      expect(templates).toHaveLength(6);
      expect(templates.filter((x) => x.is_default)).toHaveLength(1);
      const found = (await api('GET', '/diagnoses?filter[q]=otitis', undefined, atNew)).json();
      expect(found.meta.total).toBeGreaterThan(0);
      const rows = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'clinic.created'));
      expect(rows.some((r) => r.entityId === clinic.id && r.actorId === a.admin.id)).toBe(true);
      // Other members of the group do not join it.
      const vetMe = (await api('GET', '/auth/me', undefined, await staffHeaders(t.app, a.vet.email, a.clinic.id))).json().data;
      expect(vetMe.clinics.map((c: { id: number }) => c.id)).not.toContain(clinic.id);
    });

    it('should take the formats and currency the form gives over the defaults', async () => {
      const res = await api('POST', '/clinics', newClinic({ slug: 'city-vets-brooklyn', timezone: 'America/New_York', country_iso_code: 'us', default_language: 'en', client_date_format: 'MM/DD/YYYY', client_time_format: 'hh:mm A', currency: '$' }));
      expect(res.statusCode, res.body).toBe(201);
      const atNew = await staffHeaders(t.app, a.admin.email, res.json().data.id);
      expect((await api('GET', `/clinics/${res.json().data.id}/preferences`, undefined, atNew)).json().data).toMatchObject({ currency: '$', date_format: 'MM/DD/YYYY', time_format: 'hh:mm A' });
    });

    it('should answer 409 with a field message for a slug already used, in any group', async () => {
      const dup = await api('POST', '/clinics', newClinic({ slug: 'happy-paws-nord' }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors.slug).toEqual(['This address is already used by another clinic.']);
      const otherGroups = await api('POST', '/clinics', newClinic({ slug: b.clinic.slug }));
      expect(otherGroups.statusCode).toBe(409);
    });

    it('should answer 422 with field messages for bad input', async () => {
      const res = await api('POST', '/clinics', { name: '', slug: 'Bad Slug!', timezone: 'Mars/Olympus', country_iso_code: 'ROU', default_language: 'xx' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['name', 'slug', 'timezone', 'country_iso_code', 'default_language']));
      expect((await api('POST', '/clinics', newClinic({ slug: '12345' }))).json().errors.slug).toBeDefined();
      expect((await api('POST', '/clinics', newClinic({ slug: 'ab' }))).statusCode).toBe(422);
      expect((await api('POST', '/clinics', newClinic({ client_date_format: 'QQ' }))).json().errors.client_date_format).toBeDefined();
    });

    it('should open the new clinic\'s booking page at once, and offer times once a vet works there with a service', async () => {
      const created = (await api('POST', '/clinics', newClinic({ name: 'Pipera', slug: 'happy-paws-pipera' }))).json().data;
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${created.slug}?include=schedules` });
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toMatchObject({ slug: 'happy-paws-pipera', online_booking_enabled: true });
      expect(page.json().data.schedules[0]).toEqual({ day: 1, is_open: true, intervals: [{ start_time: '09:00', end_time: '17:00' }] });

      // The owner, a vet, works there: hours, a category and a bookable service.
      const atNew = await staffHeaders(t.app, a.admin.email, created.id);
      const hours = await api('PUT', `/vets/${a.admin.id}/working-hours`, { intervals: [1, 2, 3, 4, 5].map((day) => ({ day, start_time: '09:00', end_time: '17:00' })) }, atNew);
      expect(hours.statusCode, hours.body).toBe(200);
      const cat = await api('POST', '/service-categories', { name: 'Consultations' }, atNew);
      expect(cat.statusCode, cat.body).toBe(201);
      const svc = await api('POST', '/services', {
        name: 'Consultation', category_id: cat.json().data.id, duration: 30, color: '#3366FF', description: '', price: 150,
        deposit_for_online_booking: 0, vet_ids: [a.admin.id], is_visible: true, is_notifiable: true, order: 0,
      }, atNew);
      expect(svc.statusCode, svc.body).toBe(201);
      const full = (await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${created.slug}?include=services` })).json().data;
      const packageId = full.services[0].service_packages[0].id;
      let day = DateTime.now().setZone('Europe/Bucharest').plus({ days: 3 });
      while (day.weekday > 5) day = day.plus({ days: 1 });
      const d = day.toISODate();
      const slots = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${created.slug}/vets-timeslots?start_date=${d}&end_date=${d}&service_package_ids[0]=${packageId}` });
      expect(slots.statusCode, slots.body).toBe(200);
      const vet = slots.json().data.find((v: { id: number }) => v.id === a.admin.id);
      // The first free time is the opening of the vet's day, 09:00 in the clinic's zone.
      expect(vet.schedule[d!]).toContain(day.set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toJSDate().toISOString());
    });
  });

  it('should refuse an eleventh logo upload within a minute with 429 when rate limits are on', async () => {
    const limited = await makeTestApp({ dataDir, storage, rateLimits: true });
    try {
      const tenant = await makeTenant(limited.handle.db);
      const headers = await staffHeaders(limited.app, tenant.admin.email, tenant.clinic.id);
      const body = multipart({ name: 'logo.png', type: 'image/png', bytes: PNG });
      const send = () => limited.app.inject({ method: 'PUT', url: '/api/v1/group/logo', headers: { ...headers, ...body.headers }, payload: body.payload });
      for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().retry_after).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
