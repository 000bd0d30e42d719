import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, products, services, species } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';

type Headers = Record<string, string>;

describe('wellness plans catalogue', () => {
  let t: TestApp;
  let adminA: Headers;
  let receptionistA: Headers;
  let vetA: Headers;
  let adminB: Headers;
  let consult: number;
  let vaccine: number;
  let wormer: number;
  let archivedProduct: number;
  let foreignService: number;
  let dog: number;
  let foreignSpecies: number;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    t = await makeTestApp();
    const db = t.handle.db;
    const a = await makeTenant(db);
    const b = await makeTenant(db);
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    receptionistA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    consult = (await db.insert(services).values({ clinicId: a.clinic.id, name: 'Consultation', duration: 20, color: '#336699', priceMinor: 4500 }).returning())[0].id;
    vaccine = (await db.insert(services).values({ clinicId: a.clinic.id, name: 'Vaccination', duration: 15, color: '#336699', priceMinor: 3000 }).returning())[0].id;
    wormer = (await db.insert(products).values({ clinicId: a.clinic.id, name: 'Wormer tablet', sellingPrice: 850 }).returning())[0].id;
    archivedProduct = (await db.insert(products).values({ clinicId: a.clinic.id, name: 'Old stock', sellingPrice: 100, archivedAt: new Date() }).returning())[0].id;
    foreignService = (await db.insert(services).values({ clinicId: b.clinic.id, name: 'Elsewhere', duration: 20, color: '#336699', priceMinor: 100 }).returning())[0].id;
    dog = (await db.insert(species).values({ groupId: a.group.id, name: 'Dog' }).returning())[0].id;
    foreignSpecies = (await db.insert(species).values({ groupId: b.group.id, name: 'Dog' }).returning())[0].id;
  });
  afterAll(() => t.close());

  const puppy = () => ({
    name: 'Puppy care', description: 'First year essentials', species_id: dog, min_age_months: 2, max_age_months: 12,
    periodicity: 1, price: 2999, discount_percent: 10, min_term_periods: 12,
    items: [{ service_id: consult, quantity: 1 }, { service_id: vaccine, quantity: 2 }, { product_id: wormer, quantity: 1 }],
  });

  it('should create a plan with its items in order, their catalogue value, and audit it', async () => {
    const res = await req('POST', '/plans', adminA, puppy());
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json().data;
    expect(plan).toMatchObject({
      name: 'Puppy care', species_id: dog, species_name: 'Dog', periodicity: 1, price: 2999, discount_percent: 10, min_term_periods: 12, archived_at: null,
      included_value: 4500 + 2 * 3000 + 850,
    });
    expect(plan.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([['Consultation', 1], ['Vaccination', 2], ['Wormer tablet', 1]]);
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, plan.id));
    expect(audit.map((r) => r.action)).toContain('plan.created');
    // Whoever sells sees it; the list is by name and page size 100 (spec).
    const list = (await req('GET', '/plans', vetA)).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(['Puppy care']);
    expect(list.meta).toMatchObject({ per_page: 100, total: 1, current_page: 1 });
  });

  it('should refuse bad plans with 422 per field', async () => {
    const bad = await req('POST', '/plans', adminA, { ...puppy(), name: 'Bad', price: 12.5, discount_percent: 120, items: [{ service_id: vaccine, quantity: 0 }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['discount_percent', 'items.0.quantity', 'price']);
    // The checks across fields once each field is valid.
    const cross = await req('POST', '/plans', adminA, { ...puppy(), name: 'Bad', min_age_months: 12, max_age_months: 6, items: [{ service_id: consult, product_id: wormer, quantity: 1 }] });
    expect(Object.keys(cross.json().errors).sort()).toEqual(['items.0.service_id', 'max_age_months']);
    const dup = await req('POST', '/plans', adminA, { ...puppy(), name: 'Dup', items: [{ service_id: consult, quantity: 1 }, { service_id: consult, quantity: 1 }] });
    expect(dup.json().errors).toEqual({ 'items.1.service_id': [expect.any(String)] });
    // Another clinic's service, an archived product, another group's species, a name taken in any case.
    const refs = await req('POST', '/plans', adminA, {
      ...puppy(), name: 'PUPPY CARE', species_id: foreignSpecies, items: [{ service_id: foreignService, quantity: 1 }, { product_id: archivedProduct, quantity: 1 }],
    });
    expect(refs.statusCode).toBe(422);
    expect(Object.keys(refs.json().errors).sort()).toEqual(['items.0.service_id', 'items.1.product_id', 'name', 'species_id']);
  });

  it('should refuse a fraction of a won in a clinic that sells in won', async () => {
    const { clinicPreferences } = await import('@vetclinic/db');
    const clinicId = (await req('GET', '/plans', adminA)).json().data[0].clinic_id;
    await t.handle.db.update(clinicPreferences).set({ currency: '₩' }).where(eq(clinicPreferences.clinicId, clinicId));
    try {
      const res = await req('POST', '/plans', adminA, { ...puppy(), name: 'Won plan', price: 1_500_050 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['price']);
      const won = await req('POST', '/plans', adminA, { ...puppy(), name: 'Won plan', price: 1_500_000 });
      expect(won.statusCode).toBe(201);
      await req('POST', `/plans/${won.json().data.id}/archive`, adminA);
    } finally {
      await t.handle.db.update(clinicPreferences).set({ currency: '$' }).where(eq(clinicPreferences.clinicId, clinicId));
    }
  });

  it('should let only those who edit clinic settings write plans, and keep clinics apart', async () => {
    expect((await req('POST', '/plans', receptionistA, { ...puppy(), name: 'Desk plan' })).statusCode).toBe(403);
    expect((await req('POST', '/plans', vetA, { ...puppy(), name: 'Vet plan' })).statusCode).toBe(403);
    const id = (await req('GET', '/plans', adminA)).json().data[0].id;
    expect((await req('GET', `/plans/${id}`, adminB)).statusCode).toBe(404);
    expect((await req('PUT', `/plans/${id}`, adminB, puppy())).statusCode).toBe(404);
    expect((await req('POST', `/plans/${id}/archive`, adminB)).statusCode).toBe(404);
    expect((await req('GET', '/plans', adminB)).json().data).toEqual([]);
  });

  it('should edit a plan, replacing its items, and refuse edits while archived until restored', async () => {
    const created = (await req('POST', '/plans', adminA, { ...puppy(), name: 'Senior care', species_id: null, min_age_months: 96, max_age_months: null, periodicity: 2, price: 24000 })).json().data;
    const edited = await req('PUT', `/plans/${created.id}`, adminA, { ...puppy(), name: 'Senior care', species_id: null, min_age_months: 96, max_age_months: null, periodicity: 2, price: 26000, items: [{ service_id: consult, quantity: 4 }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ price: 26000, periodicity: 2, species_name: null, included_value: 4 * 4500 });
    expect(edited.json().data.items).toHaveLength(1);
    const archived = await req('POST', `/plans/${created.id}/archive`, adminA);
    expect(archived.json().data.archived_at).not.toBeNull();
    expect((await req('GET', '/plans', adminA)).json().data.map((p: { name: string }) => p.name)).toEqual(['Puppy care']);
    expect((await req('GET', '/plans?filter[status]=archived', adminA)).json().data.map((p: { name: string }) => p.name)).toEqual(['Senior care', 'Won plan']);
    expect((await req('PUT', `/plans/${created.id}`, adminA, { ...puppy(), name: 'Senior care' })).statusCode).toBe(422);
    // A new active plan takes the name; restoring the archived one would clash.
    await req('POST', '/plans', adminA, { ...puppy(), name: 'senior care' });
    expect((await req('POST', `/plans/${created.id}/restore`, adminA)).json().errors).toHaveProperty('name');
  });

  it('should filter by search and species (plans for any species included) and count past the last page', async () => {
    const cat = (await t.handle.db.insert(species).values({ groupId: (await t.handle.db.select().from(species).where(eq(species.id, dog)))[0].groupId, name: 'Cat' }).returning())[0].id;
    await req('POST', '/plans', adminA, { ...puppy(), name: 'Kitten care', species_id: cat });
    const forDogs = (await req('GET', `/plans?filter[species_id]=${dog}`, adminA)).json().data.map((p: { name: string }) => p.name);
    expect(forDogs).toEqual(['Puppy care', 'senior care']);
    expect((await req('GET', '/plans?filter[search]=KITT', adminA)).json().data.map((p: { name: string }) => p.name)).toEqual(['Kitten care']);
    const past = (await req('GET', '/plans?page=5&per_page=1', adminA)).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(3);
  });
});
