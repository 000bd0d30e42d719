import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { auditLog, clinicPreferences, visitTypeCategories, visitTypes } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeBookableClinic, type BookableClinic } from '../../test/booking-factories';

const serviceBody = (categoryId: number, over: Record<string, unknown> = {}) => ({
  name: 'Ultrasound', category_id: categoryId, duration: 30, color: '#3366FF', description: '', price: 120.5,
  deposit_for_online_booking: 20, vet_ids: [], is_visible: true, is_notifiable: true, order: 3, ...over,
});

describe('services and visit types admin', () => {
  let t: TestApp;
  let c: BookableClinic;
  let admin: Record<string, string>;
  let vetHeaders: Record<string, string>;
  let other: Awaited<ReturnType<typeof makeTenant>>;
  const day = DateTime.now().setZone('Europe/Bucharest').plus({ days: 3 }).toISODate()!;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, 'accept-language': 'en' }, payload: payload as object });
  const categoryId = () => c.consult.service.categoryId!;

  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeBookableClinic(t.handle.db);
    const boss = await makeStaff(t.handle.db, c.group.id, [{ clinicId: c.clinic.id, roleId: c.group.roleId('admin') }], { isVet: false });
    admin = await staffHeaders(t.app, boss.email, c.clinic.id);
    vetHeaders = await staffHeaders(t.app, c.vets[0].email, c.clinic.id);
    other = await makeTenant(t.handle.db);
  });
  afterAll(() => t.close());

  it('should create a service with one enabled package of the same name and price, in minor units, audited', async () => {
    const res = await api('POST', '/services', serviceBody(categoryId(), { vet_ids: [c.vets[0].id] }));
    expect(res.statusCode).toBe(201);
    const s = res.json().data;
    expect(s).toMatchObject({ name: 'Ultrasound', color: '#3366ff', description: null, price: 120.5, deposit_for_online_booking: 20, vets: [c.vets[0].id], is_visible: true });
    expect(s.service_packages).toEqual([{ id: expect.any(Number), name: 'Ultrasound', price: 120.5, is_enabled: true }]);
    const audit = await t.handle.db.select().from(auditLog);
    expect(audit.some((a) => a.action === 'service.created' && a.entityId === s.id)).toBe(true);
    const list = await api('GET', `/services?filter[category_id]=${categoryId()}&search=ultra`);
    expect(list.json().data.map((x: { id: number }) => x.id)).toEqual([s.id]);
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 15, total: 1 });
  });

  it('should answer 422 naming colour, duration and deposit when they are missing', async () => {
    const res = await api('POST', '/services', { name: 'Bad', category_id: categoryId(), price: 10 });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.color).toEqual(['Colour is required.']);
    expect(errors.duration).toEqual(['Duration is required.']);
    expect(errors.deposit_for_online_booking).toEqual(['Deposit for online booking is required.']);
    expect(errors.description).toBeUndefined();
  });

  it('should reject a negative or non-numeric deposit, an odd duration and a malformed colour', async () => {
    const negative = await api('POST', '/services', serviceBody(categoryId(), { deposit_for_online_booking: -1, duration: 7, color: 'blue' }));
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors).toMatchObject({
      deposit_for_online_booking: ['Deposit for online booking is too small.'],
      duration: ['Duration must be a multiple of 5.'],
      color: ['Colour must be a colour like #3366ff.'],
    });
    const text = await api('POST', '/services', serviceBody(categoryId(), { deposit_for_online_booking: '5' }));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.deposit_for_online_booking).toEqual(['Deposit for online booking is required.']);
    const long = await api('POST', '/services', serviceBody(categoryId(), { duration: 485 }));
    expect(long.json().errors.duration).toEqual(['Duration is too large.']);
  });

  it('should refuse vets and categories that are not the clinic\'s as field errors', async () => {
    const res = await api('POST', '/services', serviceBody(categoryId(), { vet_ids: [other.vet.id] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.vet_ids).toBeDefined();
    const cat = await api('GET', '/service-categories', undefined, await staffHeaders(t.app, other.admin.email, other.clinic.id));
    expect(cat.json().data).toEqual([]);
  });

  it('should update a service and keep its single package in step with its name and price', async () => {
    const created = (await api('POST', '/services', serviceBody(categoryId(), { name: 'X-ray' }))).json().data;
    const res = await api('PUT', `/services/${created.id}`, serviceBody(categoryId(), { name: 'X-ray (two views)', price: 99.99, is_visible: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'X-ray (two views)', price: 99.99, is_visible: false });
    expect(res.json().data.service_packages[0]).toMatchObject({ name: 'X-ray (two views)', price: 99.99 });
  });

  it('should keep a service\'s VAT and service tax when they are from the clinic\'s lists, and keep them when an update leaves them out', async () => {
    await t.handle.db.update(clinicPreferences).set({ vatList: [0, 9, 19], serviceTaxList: [0, 5] }).where(eq(clinicPreferences.clinicId, c.clinic.id));
    const created = await api('POST', '/services', serviceBody(categoryId(), { name: 'Dental cleaning', vat: 19, service_tax: 5 }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ vat: 19, service_tax: 5 });
    const id = created.json().data.id;
    const untouched = await api('PUT', `/services/${id}`, serviceBody(categoryId(), { name: 'Dental cleaning' }));
    expect(untouched.json().data).toMatchObject({ vat: 19, service_tax: 5 });
    const changed = await api('PUT', `/services/${id}`, serviceBody(categoryId(), { name: 'Dental cleaning', vat: 9, service_tax: 0 }));
    expect((await api('GET', `/services/${id}`)).json().data).toMatchObject({ vat: 9, service_tax: 0 });
    expect(changed.statusCode).toBe(200);
    // Without rates a new service sells without tax.
    expect((await api('POST', '/services', serviceBody(categoryId(), { name: 'Nail trim' }))).json().data).toMatchObject({ vat: 0, service_tax: 0 });
  });

  it('should answer 422 naming the rate when a service\'s VAT or service tax is not one of the clinic\'s', async () => {
    await t.handle.db.update(clinicPreferences).set({ vatList: [0, 9, 19], serviceTaxList: [0, 5] }).where(eq(clinicPreferences.clinicId, c.clinic.id));
    const res = await api('POST', '/services', serviceBody(categoryId(), { name: 'Bad tax', vat: 10, service_tax: 7 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      vat: ['Choose a VAT rate from the clinic\'s list.'],
      service_tax: ['Choose a service tax rate from the clinic\'s list.'],
    });
    const over = await api('POST', '/services', serviceBody(categoryId(), { name: 'Bad tax', vat: 101 }));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.vat).toBeDefined();
  });

  it('should refuse a fraction of a won in a price or deposit when the clinic charges in won (422)', async () => {
    await t.handle.db.update(clinicPreferences).set({ currency: '₩' }).where(eq(clinicPreferences.clinicId, c.clinic.id));
    try {
      const res = await api('POST', '/services', serviceBody(categoryId(), { name: 'Won check', price: 15000.5, deposit_for_online_booking: 0.5 }));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['deposit_for_online_booking', 'price']);
      const whole = await api('POST', '/services', serviceBody(categoryId(), { name: 'Won check', price: 15000, deposit_for_online_booking: 0 }));
      expect(whole.statusCode).toBe(201);
      expect(whole.json().data.price).toBe(15000);
    } finally {
      await t.handle.db.update(clinicPreferences).set({ currency: '$' }).where(eq(clinicPreferences.clinicId, c.clinic.id));
    }
  });

  it('should hide a disabled package from public booking at once and offer it again when enabled', async () => {
    const pkg = c.vaccine.packageId;
    const timeslots = () => t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${pkg}` });
    expect((await timeslots()).statusCode).toBe(200);
    const off = await api('POST', `/service-packages/${pkg}/disable`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: pkg, is_enabled: false });
    const refused = await timeslots();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.service_package_ids).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}?include=services` });
    const vaccine = page.json().data.services.find((s: { id: number }) => s.id === c.vaccine.service.id);
    expect(vaccine.service_packages[0].is_enabled).toBe(false);
    expect((await api('POST', `/service-packages/${pkg}/enable`)).statusCode).toBe(200);
    expect((await timeslots()).statusCode).toBe(200);
    const listed = await api('GET', `/service-packages?filter[service_id]=${c.vaccine.service.id}`);
    expect(listed.json().data).toEqual([expect.objectContaining({ id: pkg, service_id: c.vaccine.service.id, is_enabled: true })]);
  });

  it('should drop a hidden service from the public page at once', async () => {
    const s = (await api('POST', '/services', serviceBody(categoryId(), { name: 'Physiotherapy', vet_ids: [c.vets[0].id] }))).json().data;
    const names = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}?include=services` })).json().data.services.map((x: { name: string }) => x.name);
    expect(await names()).toContain('Physiotherapy');
    await api('PUT', `/services/${s.id}`, serviceBody(categoryId(), { name: 'Physiotherapy', is_visible: false }));
    expect(await names()).not.toContain('Physiotherapy');
    expect((await api('DELETE', `/services/${s.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/services/${s.id}`)).statusCode).toBe(404);
  });

  it('should refuse to delete a category with live services (409) and soft-delete an empty one', async () => {
    const busy = await api('DELETE', `/service-categories/${categoryId()}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/still has services/);
    const created = await api('POST', '/service-categories', { name: 'Grooming' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await api('PUT', `/service-categories/${id}`, { name: 'Grooming & care', order: 9 })).json().data).toMatchObject({ name: 'Grooming & care', order: 9, items_count: 0 });
    expect((await api('DELETE', `/service-categories/${id}`)).statusCode).toBe(204);
    const list = await api('GET', '/service-categories');
    expect(list.json().meta.per_page).toBe(1000);
    expect(list.json().data.map((x: { id: number }) => x.id)).not.toContain(id);
  });

  it('should let a vet read the catalogue but not change it, and hide other clinics\' rows as 404', async () => {
    expect((await api('GET', '/services', undefined, vetHeaders)).statusCode).toBe(200);
    expect((await api('POST', '/services', serviceBody(categoryId()), vetHeaders)).statusCode).toBe(403);
    const foreign = await staffHeaders(t.app, other.admin.email, other.clinic.id);
    expect((await api('GET', `/services/${c.consult.service.id}`, undefined, foreign)).statusCode).toBe(404);
    expect((await api('POST', `/service-packages/${c.consult.packageId}/disable`, undefined, foreign)).statusCode).toBe(404);
  });

  it('should copy visit types from the repository into matching categories and skip names that exist', async () => {
    const repo = await api('GET', '/visit-types/repository');
    expect(repo.json().data.length).toBeGreaterThanOrEqual(25);
    await api('POST', '/visit-types', { name: 'vaccination', category_id: null, duration: 20, color: '#00aa00', deposit_for_online_booking: 0 });
    const res = await api('POST', '/visit-types/copy-from-repo', { keys: ['general_consultation', 'vaccination', 'x_ray'] });
    expect(res.statusCode).toBe(200);
    const { created, skipped } = res.json().data;
    expect(skipped).toEqual(['Vaccination']);
    expect(created.map((v: { name: string }) => v.name).sort()).toEqual(['General consultation', 'X-ray']);
    expect(created.find((v: { name: string }) => v.name === 'X-ray')).toMatchObject({ duration: 30, category: { name: 'Diagnostics' }, vets: c.vets.map((v) => v.id).sort((a, b) => a - b) });
    const again = await api('POST', '/visit-types/copy-from-repo', { keys: ['general_consultation'] });
    expect(again.json().data).toEqual({ created: [], skipped: ['General consultation'] });
    const marked = (await api('GET', '/visit-types/repository')).json().data;
    expect(marked.find((r: { key: string }) => r.key === 'x_ray').already_added).toBe(true);
    expect(marked.find((r: { key: string }) => r.key === 'dental_check').already_added).toBe(false);
    const unknown = await api('POST', '/visit-types/copy-from-repo', { keys: ['no_such_key'] });
    expect(unknown.statusCode).toBe(422);
  });

  it('should keep a visit type copied from the repository off the public page until staff review and show it', async () => {
    const publicNames = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${c.clinic.slug}?include=visit_types` })).json().data.visit_types.map((x: { name: string }) => x.name);
    const res = await api('POST', '/visit-types/copy-from-repo', { keys: ['euthanasia'] });
    expect(res.statusCode, res.body).toBe(200);
    const [copy] = res.json().data.created;
    expect(copy).toMatchObject({ name: 'Euthanasia', is_visible: false });
    expect(await publicNames()).not.toContain('Euthanasia');
    const reviewed = await api('PUT', `/visit-types/${copy.id}`, {
      name: copy.name, category_id: copy.category_id, duration: copy.duration, color: copy.color, description: copy.description ?? '',
      deposit_for_online_booking: 0, vet_ids: copy.vets, is_visible: true, is_notifiable: true, order: copy.order,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(await publicNames()).toContain('Euthanasia');
  });

  it('should group visit types by category, uncategorised last', async () => {
    const res = await api('GET', '/visit-types/group-by-category');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as { category: { name: string } | null; visit_types: { name: string }[] }[];
    expect(groups.find((g) => g.category?.name === 'Diagnostics')!.visit_types.map((v) => v.name)).toEqual(['X-ray']);
    expect(groups[groups.length - 1]).toMatchObject({ category: null, visit_types: [{ name: 'vaccination' }] });
  });

  it('should bulk-edit the selected visit types only, and refuse ids of another clinic', async () => {
    const all = (await api('GET', '/visit-types?per_page=100')).json().data as { id: number; name: string }[];
    const ids = all.filter((v) => v.name !== 'vaccination').map((v) => v.id);
    const [target] = await t.handle.db.insert(visitTypeCategories).values({ clinicId: c.clinic.id, name: 'Imaging' }).returning();
    const res = await api('POST', '/visit-types/bulk', { ids, changes: { is_visible: false, duration: 45, deposit_for_online_booking: 12.5, category_id: target.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.every((v: { is_visible: boolean; duration: number; deposit_for_online_booking: number; category_id: number }) =>
      !v.is_visible && v.duration === 45 && v.deposit_for_online_booking === 12.5 && v.category_id === target.id)).toBe(true);
    const untouched = (await api('GET', '/visit-types?search=vaccination')).json().data[0];
    expect(untouched).toMatchObject({ is_visible: true, duration: 20 });
    const audit = await t.handle.db.select().from(auditLog);
    expect(audit.filter((a) => a.action === 'visit_type.bulk_updated')).toHaveLength(ids.length);
    const [foreign] = await t.handle.db.insert(visitTypes).values({ clinicId: other.clinic.id, name: 'Theirs', duration: 15, color: '#000000' }).returning();
    expect((await api('POST', '/visit-types/bulk', { ids: [ids[0], foreign.id], changes: { is_visible: true } })).statusCode).toBe(404);
    const empty = await api('POST', '/visit-types/bulk', { ids, changes: {} });
    expect(empty.statusCode).toBe(422);
  });
});
