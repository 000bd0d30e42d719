import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { planItems, plans, services, subscriptionUsage } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { staffHeaders } from '../../test/factories';
import { makeClientRow, makeClientsTenant, makePetRow } from '../../test/clients-factories';
import { makeParentAccount, parentLogin } from '../../test/parent-accounts-factories';

type Headers = Record<string, string>;
interface Line { kind: string; service_id: number | null; quantity: number; unit_price: number; total: number; discount: { type: string; value: number; name: string | null; reason: string | null } | null }

describe('included items and the plan discount at checkout', () => {
  let t: TestApp;
  let h: Headers;
  let groupId: number;
  let consult: number;
  let vaccine: number;
  let plan: number;
  let onePlan: number;
  let clinicId: number;
  const db = () => t.handle.db;
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: h, payload: payload as object });

  async function enrolledPet(planId: number) {
    const owner = await makeClientRow(db(), groupId);
    const pet = await makePetRow(db(), owner);
    const res = await post('/client-subscriptions', { pet_id: pet.id, plan_id: planId, auto_renew: true });
    expect(res.statusCode, res.body).toBe(201);
    return { owner, pet };
  }
  async function draft(owner: { id: number }, pet: { id: number }, lines: unknown[]) {
    const res = await post('/sales', { client_id: owner.id, pet_id: pet.id, lines });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }
  async function issue(id: number) {
    const res = await post(`/sales/${id}/issue`, {});
    expect(res.statusCode, res.body).toBe(200);
    // The answer (built from the rows as issuing writes them) is the sale as stored: covered and split lines included.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/sales/${id}`, headers: h })).json().data).toEqual(res.json().data);
    return res.json().data as { total: number; lines: Line[] };
  }
  const line = (serviceId: number, quantity = 1) => ({ kind: 'service', service_id: serviceId, quantity });

  beforeAll(async () => {
    t = await makeTestApp();
    const a = await makeClientsTenant(db());
    groupId = a.group.id;
    clinicId = a.clinic.id;
    h = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    [consult, vaccine] = (await db().insert(services).values([
      { clinicId: a.clinic.id, name: 'Consultation', duration: 20, color: '#336699', priceMinor: 5000 },
      { clinicId: a.clinic.id, name: 'Rabies vaccine', duration: 10, color: '#339966', priceMinor: 3000 },
    ]).returning()).map((s) => s.id);
    plan = (await db().insert(plans).values({ clinicId: a.clinic.id, name: 'Adult care', priceMinor: 2999, discountBp: 1000 }).returning())[0].id;
    await db().insert(planItems).values({ planId: plan, serviceId: consult, quantity: 2 });
    onePlan = (await db().insert(plans).values({ clinicId: a.clinic.id, name: 'One check', priceMinor: 999 }).returning())[0].id;
    await db().insert(planItems).values({ planId: onePlan, serviceId: consult, quantity: 1 });
  });
  afterAll(() => t.close());

  it('should cover included items at 0 until the period\'s quantity is used, split a line asking for more, and discount the rest', async () => {
    const { owner, pet } = await enrolledPet(plan);
    const first = await issue(await draft(owner, pet, [line(consult), line(vaccine)]));
    const covered = first.lines.find((l) => l.service_id === consult)!;
    expect(covered).toMatchObject({ unit_price: 0, total: 0, quantity: 1, discount: { name: 'Adult care', reason: 'in_plan' } });
    expect(first.lines.find((l) => l.service_id === vaccine)).toMatchObject({ unit_price: 3000, total: 2700, discount: { type: 'percent', value: 10, reason: 'in_plan' } });
    expect(first.total).toBe(2700);

    const second = await issue(await draft(owner, pet, [line(consult, 2)]));
    const consults = second.lines.filter((l) => l.service_id === consult).map((l) => ({ q: l.quantity, p: l.unit_price, total: l.total }));
    expect(consults).toEqual(expect.arrayContaining([{ q: 1, p: 0, total: 0 }, { q: 1, p: 5000, total: 4500 }]));
    expect(second.total).toBe(4500);

    const third = await issue(await draft(owner, pet, [line(consult)]));
    expect(third.lines[0]).toMatchObject({ unit_price: 5000, total: 4500 });
    // Staff see what is left this period on the pet's plan.
    const subs = (await t.app.inject({ method: 'GET', url: `/api/v1/client-subscriptions?filter[pet_id]=${pet.id}`, headers: h })).json().data;
    expect(subs[0].current_period.items).toEqual([expect.objectContaining({ name: 'Consultation', quantity: 2, remaining: 0 })]);
  });

  it('should leave a sale of a pet without a plan as it is', async () => {
    const owner = await makeClientRow(db(), groupId);
    const pet = await makePetRow(db(), owner);
    const s = await issue(await draft(owner, pet, [line(consult), line(vaccine)]));
    expect(s.total).toBe(8000);
    expect(s.lines.every((l) => l.discount === null)).toBe(true);
  });

  it('should let only one of two sales issued at once use the last included item', async () => {
    const { owner, pet } = await enrolledPet(onePlan);
    const [a, b] = await Promise.all([draft(owner, pet, [line(consult)]), draft(owner, pet, [line(consult)])]);
    const [x, y] = await Promise.all([issue(a), issue(b)]);
    expect([x.total, y.total].sort()).toEqual([0, 5000]);
    const [{ used }] = await db().select({ used: sql<number>`coalesce(sum(${subscriptionUsage.quantity}), 0)::int` }).from(subscriptionUsage)
      .where(sql`${subscriptionUsage.saleId} IN (${a}, ${b})`);
    expect(used).toBe(1);
    expect(await db().select().from(subscriptionUsage).where(eq(subscriptionUsage.saleId, x.total === 0 ? a : b))).toHaveLength(1);
  });

  it('should show the logged-in parent their pet\'s plan: what is left this period and the next renewal, and nobody else\'s', async () => {
    const { parent, pet, email } = await makeParentAccount(db(), groupId);
    const res = await post('/client-subscriptions', { pet_id: pet.id, plan_id: plan, auto_renew: true });
    expect(res.statusCode, res.body).toBe(201);
    await issue(await draft(parent, pet, [line(consult)]));
    const { headers } = await parentLogin(t.app, email, clinicId);
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/for-pet-parents/plans', headers });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([expect.objectContaining({
      pet_name: pet.nickname, plan_name: 'Adult care', status: 'active', next_renewal_date: res.json().data.next_renewal_date, next_amount: 2999,
      period: expect.objectContaining({ items: [{ name: 'Consultation', quantity: 2, used: 1, remaining: 1 }] }), card: null,
    })]);
    const other = await makeParentAccount(db(), groupId);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v1/for-pet-parents/plans', headers: (await parentLogin(t.app, other.email, clinicId)).headers });
    expect(theirs.json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/for-pet-parents/plans' })).statusCode).toBe(401);
  });
});
