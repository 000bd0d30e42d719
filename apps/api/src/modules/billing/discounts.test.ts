import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';

type Headers = Record<string, string>;

describe('discounts catalogue', () => {
  let t: TestApp;
  let adminA: Headers;
  let receptionistA: Headers;
  let vetA: Headers;
  let adminB: Headers;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    t = await makeTestApp();
    const a = await makeTenant(t.handle.db);
    const b = await makeTenant(t.handle.db);
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    receptionistA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
  });
  afterAll(() => t.close());

  it('should create percentage and amount discounts, list them by name and audit the change', async () => {
    const senior = await req('POST', '/discounts', adminA, { name: 'Senior pet', type: 'percent', value: 12.5 });
    expect(senior.statusCode, senior.body).toBe(201);
    expect(senior.json().data).toMatchObject({ name: 'Senior pet', type: 'percent', value: 12.5, enabled: true });
    const voucher = await req('POST', '/discounts', adminA, { name: 'Adoption voucher', type: 'amount', value: 25, enabled: false });
    expect(voucher.json().data).toMatchObject({ type: 'amount', value: 25, enabled: false });
    const list = (await req('GET', '/discounts', receptionistA)).json();
    expect(list.data.map((d: { name: string }) => d.name)).toEqual(['Adoption voucher', 'Senior pet']);
    expect(list.meta.total).toBe(2);
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, senior.json().data.id));
    expect(audit.map((r) => r.action)).toContain('discount.created');
  });

  it('should offer only enabled discounts to the checkout and switch them with the status toggle', async () => {
    const id = (await req('POST', '/discounts', adminA, { name: 'Loyalty', type: 'percent', value: 5 })).json().data.id;
    const enabledNames = async () => (await req('GET', '/discounts?filter[enabled]=1', vetA)).json().data.map((d: { name: string }) => d.name);
    expect(await enabledNames()).toContain('Loyalty');
    const off = await req('PUT', `/discounts/${id}/status`, adminA, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    expect(await enabledNames()).not.toContain('Loyalty');
    expect((await req('GET', '/discounts?filter[enabled]=0&filter[search]=loy', adminA)).json().data.map((d: { id: number }) => d.id)).toEqual([id]);
  });

  it('should refuse bad values with 422 per field: above 100 %, more than two decimals, zero, a name taken in any case', async () => {
    const pct = await req('POST', '/discounts', adminA, { name: 'Too much', type: 'percent', value: 120 });
    expect(pct.statusCode).toBe(422);
    expect(Object.keys(pct.json().errors)).toEqual(['value']);
    const fine = await req('POST', '/discounts', adminA, { name: 'Fine', type: 'amount', value: 1.005 });
    expect(fine.statusCode).toBe(422);
    expect(fine.json().errors.value).toBeDefined();
    expect((await req('POST', '/discounts', adminA, { name: 'Zero', type: 'amount', value: 0 })).statusCode).toBe(422);
    const clash = await req('POST', '/discounts', adminA, { name: 'SENIOR PET', type: 'amount', value: 3 });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: [expect.any(String)] });
    expect((await req('POST', '/discounts', adminA, { name: '', type: 'fixed', value: 'x' })).json().errors).toMatchObject({ name: expect.any(Array), type: expect.any(Array), value: expect.any(Array) });
  });

  it('should edit and delete, keep the catalogue a clinic setting, and hide another group\'s discounts', async () => {
    const id = (await req('POST', '/discounts', adminA, { name: 'Puppy pack', type: 'amount', value: 10 })).json().data.id;
    const edited = await req('PUT', `/discounts/${id}`, adminA, { name: 'Puppy pack', type: 'amount', value: 12.4 });
    expect(edited.json().data.value).toBe(12.4);
    // A receptionist sells but cannot write discounts; a vet can see them.
    expect((await req('POST', '/discounts', receptionistA, { name: 'Mine', type: 'percent', value: 100 })).statusCode).toBe(403);
    expect((await req('PUT', `/discounts/${id}/status`, receptionistA, { enabled: false })).statusCode).toBe(403);
    expect((await req('GET', `/discounts/${id}`, vetA)).statusCode).toBe(200);
    // Another group: 404 on every route, nothing listed.
    expect((await req('GET', `/discounts/${id}`, adminB)).statusCode).toBe(404);
    expect((await req('PUT', `/discounts/${id}`, adminB, { name: 'x', type: 'amount', value: 1 })).statusCode).toBe(404);
    expect((await req('PUT', `/discounts/${id}/status`, adminB, { enabled: false })).statusCode).toBe(404);
    expect((await req('DELETE', `/discounts/${id}`, adminB)).statusCode).toBe(404);
    expect((await req('GET', '/discounts', adminB)).json().data).toEqual([]);
    expect((await req('DELETE', `/discounts/${id}`, adminA)).statusCode).toBe(204);
    expect((await req('GET', `/discounts/${id}`, adminA)).statusCode).toBe(404);
    // The name is free again once deleted.
    expect((await req('POST', '/discounts', adminA, { name: 'Puppy pack', type: 'amount', value: 9 })).statusCode).toBe(201);
  });
});
