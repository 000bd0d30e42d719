import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, plans, services, subscriptionPeriods } from '@vetclinic/db';
import { localDateOf, periodStart } from '@vetclinic/domain/plans/periods';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow, makeClientsTenant, makePetRow } from '../../test/clients-factories';

type Headers = Record<string, string>;

describe('client subscriptions to wellness plans', () => {
  let t: TestApp;
  let reception: Headers;
  let vetH: Headers;
  let adminB: Headers;
  let vetId: number;
  let foreignVetId: number;
  let puppyPlan: number;
  let catPlan: number;
  let archivedPlan: number;
  let rex: number;
  let old: number;
  let mia: number;
  const today = localDateOf(new Date(), 'Europe/Bucharest');
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    t = await makeTestApp();
    const db = t.handle.db;
    const a = await makeClientsTenant(db);
    const b = await makeTenant(db);
    reception = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    vetH = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    vetId = a.vet.id;
    foreignVetId = b.vet.id;
    const consult = (await db.insert(services).values({ clinicId: a.clinic.id, name: 'Consultation', duration: 20, color: '#336699', priceMinor: 4500 }).returning())[0].id;
    const mk = async (over: Partial<typeof plans.$inferInsert>) => (await db.insert(plans).values({ clinicId: a.clinic.id, name: `Plan ${Math.random()}`, priceMinor: 2999, ...over }).returning())[0].id;
    puppyPlan = await mk({ name: 'Puppy care', speciesId: a.dog.id, maxAgeMonths: 12, discountBp: 1000, minTermPeriods: 12 });
    catPlan = await mk({ name: 'Cat care', speciesId: a.cat.id, periodicity: 2, priceMinor: 24000 });
    archivedPlan = await mk({ name: 'Old plan', archivedAt: new Date() });
    const { planItems } = await import('@vetclinic/db');
    await db.insert(planItems).values({ planId: puppyPlan, serviceId: consult, quantity: 2 });
    const owner = await makeClientRow(db, a.group.id);
    const monthsAgo = (n: number) => new Date(Date.now() - n * 30.5 * 86_400_000).toISOString().slice(0, 10);
    rex = (await makePetRow(db, owner, { nickname: 'Rex', speciesId: a.dog.id, birthday: monthsAgo(4) })).id;
    old = (await makePetRow(db, owner, { nickname: 'Old Ben', speciesId: a.dog.id, birthday: monthsAgo(60) })).id;
    mia = (await makePetRow(db, owner, { nickname: 'Mia', speciesId: a.cat.id })).id;
  });
  afterAll(() => t.close());

  it('should enrol a pet from today with period 0 carrying the plan\'s terms, and refuse a second live plan (409)', async () => {
    const res = await req('POST', '/client-subscriptions', reception, { pet_id: rex, plan_id: puppyPlan, vet_id: vetId });
    expect(res.statusCode, res.body).toBe(201);
    const sub = res.json().data;
    expect(sub).toMatchObject({
      pet_name: 'Rex', plan_name: 'Puppy care', status: 'active', auto_renew: true, card_id: null, anchor_date: today, periodicity: 1, min_term_periods: 12,
      next_renewal_date: periodStart(today, 1, 1),
    });
    expect(sub.current_period).toMatchObject({ index: 0, start_date: today, price: 2999, discount_percent: 10, status: 'due', items: [{ name: 'Consultation', quantity: 2 }] });
    // The first period is invoiced at once: an issued sale of the plan's price for the pet, due at the desk or by link.
    const sale = (await req('GET', `/sales/${sub.current_period.sale_id}`, reception)).json().data;
    expect(sale).toMatchObject({ status: 'issued', client_id: sub.client_id, pet_id: rex, total: 2999, due: 2999 });
    expect(sale.lines[0].name).toContain('Puppy care');
    const again = await req('POST', '/client-subscriptions', reception, { pet_id: rex, plan_id: puppyPlan });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid_state', subscription_id: sub.id });
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, sub.id));
    expect(audit.map((r) => r.action)).toContain('subscription.created');
  });

  it('should refuse a plan that does not suit the pet, an archived plan, another clinic\'s vet and a start far off (422)', async () => {
    const species = await req('POST', '/client-subscriptions', reception, { pet_id: mia, plan_id: puppyPlan });
    expect(species.json().errors).toEqual({ plan_id: [expect.stringMatching(/species/)] });
    const age = await req('POST', '/client-subscriptions', reception, { pet_id: old, plan_id: puppyPlan });
    expect(age.json().errors).toEqual({ plan_id: [expect.stringMatching(/age/)] });
    const archived = await req('POST', '/client-subscriptions', reception, { pet_id: old, plan_id: archivedPlan });
    expect(archived.json().errors).toHaveProperty('plan_id');
    const other = await req('POST', '/client-subscriptions', reception, { pet_id: mia, plan_id: catPlan, vet_id: foreignVetId, start_date: '2020-01-01' });
    expect(Object.keys(other.json().errors).sort()).toEqual(['start_date', 'vet_id']);
    expect((await req('POST', '/client-subscriptions', reception, { pet_id: mia, plan_id: 999999 })).statusCode).toBe(422);
  });

  it('should let the vet see but not enrol, and keep clinics apart', async () => {
    expect((await req('POST', '/client-subscriptions', vetH, { pet_id: mia, plan_id: catPlan })).statusCode).toBe(403);
    const list = (await req('GET', `/client-subscriptions?filter[pet_id]=${rex}`, vetH)).json();
    expect(list.data.map((s: { pet_name: string }) => s.pet_name)).toEqual(['Rex']);
    const id = list.data[0].id;
    expect((await req('GET', `/client-subscriptions/${id}`, adminB)).statusCode).toBe(404);
    expect((await req('POST', `/client-subscriptions/${id}/cancel`, adminB, { when: 'now', reason: 'x' })).statusCode).toBe(404);
    expect((await req('GET', '/client-subscriptions', adminB)).json().data).toEqual([]);
    // Another clinic's pet? Pets are the group's: a pet of another group is unknown.
    expect((await req('POST', '/client-subscriptions', adminB, { pet_id: rex, plan_id: puppyPlan })).statusCode).toBe(422);
  });

  it('should pause and resume with the reason kept, change renewal and cancel at period end or now', async () => {
    const sub = (await req('POST', '/client-subscriptions', reception, { pet_id: mia, plan_id: catPlan, auto_renew: false })).json().data;
    expect(sub.next_renewal_date).toBe(periodStart(today, 2, 1));
    const paused = await req('POST', `/client-subscriptions/${sub.id}/pause`, reception, { reason: 'Owner abroad for two months' });
    expect(paused.json().data).toMatchObject({ status: 'paused', status_reason: 'Owner abroad for two months' });
    expect((await req('POST', `/client-subscriptions/${sub.id}/pause`, reception, { reason: 'again' })).statusCode).toBe(409);
    expect((await req('POST', `/client-subscriptions/${sub.id}/resume`, reception)).json().data.status).toBe('active');
    const renew = await req('PUT', `/client-subscriptions/${sub.id}`, reception, { auto_renew: true, vet_id: vetId, card_id: null });
    expect(renew.json().data).toMatchObject({ auto_renew: true, vet_id: vetId });
    const atEnd = await req('POST', `/client-subscriptions/${sub.id}/cancel`, reception, { when: 'period_end', reason: 'Moving away' });
    expect(atEnd.json().data).toMatchObject({ status: 'active', cancel_at_period_end: true, auto_renew: false, status_reason: 'Moving away' });
    expect((await req('POST', `/client-subscriptions/${sub.id}/cancel`, reception, { when: 'now', reason: '' })).statusCode).toBe(422);
    const now = await req('POST', `/client-subscriptions/${sub.id}/cancel`, reception, { when: 'now', reason: 'Pet rehomed' });
    expect(now.json().data).toMatchObject({ status: 'cancelled', next_renewal_date: null });
    expect((await req('POST', `/client-subscriptions/${sub.id}/cancel`, reception, { when: 'now', reason: 'again' })).statusCode).toBe(409);
    expect((await req('PUT', `/client-subscriptions/${sub.id}`, reception, { auto_renew: true })).statusCode).toBe(409);
    // Cancelled, the pet may join a plan again; the live list leaves the old one out, 'all' shows it.
    expect((await req('POST', '/client-subscriptions', reception, { pet_id: mia, plan_id: catPlan })).statusCode).toBe(201);
    expect((await req('GET', `/client-subscriptions?filter[pet_id]=${mia}`, reception)).json().data).toHaveLength(1);
    expect((await req('GET', `/client-subscriptions?filter[pet_id]=${mia}&filter[status]=all`, reception)).json().data).toHaveLength(2);
    const periods = await t.handle.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.subscriptionId, sub.id));
    expect(periods.map((p) => p.index)).toEqual([0]);
  });
});
