import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  auditLog, clientSubscriptions, clinics, outbox, planItems, plans, salePayments, sales, savedCards, services, simPspIntents, subscriptionPeriods, type Db,
} from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClientRow, makeClientsTenant, makePetRow } from '../../test/clients-factories';
import { makeParentAccount, parentLogin } from '../../test/parent-accounts-factories';
import { staffHeaders } from '../../test/factories';
import type { TenantScope } from '../../plugins/auth';
import { existingPaymentsRuntime, type PaymentsRuntime } from '../payments/runtime';
import type { SimulatedPaymentProvider } from '../../providers/payments';
import { CHARGE_LEASE_MS, renewSubscription, runRenewals } from './renewals';
import { enrolAndCharge, readCardLink, saveClientCard, updateCardByLink } from './saved-cards';
import { createDraftSale, issueSale } from '../sales/service';

const DAY = 86_400_000;
const card = (card_number: string, exp_year = 2099, exp_month = 12) => ({ card: { card_number, exp_month, exp_year, cvc: '123' } });

describe('renewal of wellness plan subscriptions', () => {
  let t: TestApp;
  let rt: PaymentsRuntime;
  let scope: TenantScope;
  let plan: number;
  let groupId: number;
  let reception: Record<string, string>;
  let clock = Date.parse('2027-01-31T09:00:00Z');
  const db = (): Db => t.handle.db;
  let n = 0;

  /** A client with a saved card and a pet enrolled on `start` (clinic-local, Europe/Bucharest). */
  async function enrol(cardNumber: string, opts: { expYear?: number; expMonth?: number } = {}) {
    const owner = await makeClientRow(db(), groupId);
    const pet = await makePetRow(db(), owner);
    const saved = await saveClientCard(rt, { clinicId: scope.clinicId, clientId: owner.id }, card(cardNumber, opts.expYear, opts.expMonth), `test-save-${++n}-${Date.now()}`);
    // Enrolled with a card that works (the first period is charged at once), then renewing on the card under test.
    const good = opts.expYear || cardNumber !== '4242424242424242'
      ? await saveClientCard(rt, { clinicId: scope.clinicId, clientId: owner.id }, card('4242424242424242'), `test-save-${++n}-${Date.now()}`)
      : saved;
    const sub = await enrolAndCharge(rt, scope, { pet_id: pet.id, plan_id: plan, vet_id: null, card_id: good.cardRef, auto_renew: true, start_date: null } as never);
    expect(sub.current_period?.status).toBe('paid');
    if (good !== saved) await db().update(clientSubscriptions).set({ cardId: saved.cardRef }).where(eq(clientSubscriptions.id, sub.id));
    return { sub, owner, saved };
  }
  const periods = (subId: number) => db().select().from(subscriptionPeriods).where(eq(subscriptionPeriods.subscriptionId, subId)).orderBy(subscriptionPeriods.index);
  const subRow = async (id: number) => (await db().select().from(clientSubscriptions).where(eq(clientSubscriptions.id, id)))[0];
  const intentsOf = async (periodIds: number[]) => periodIds.length
    ? db().select().from(simPspIntents).where(inArray(sql`${simPspIntents.metadata}->>'subscription_period_id'`, periodIds.map(String)))
    : [];
  const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.recipient, to)).orderBy(outbox.id);
  /** The earlier tests' subscriptions out of the way (their clocks are years behind): only this test's are due. */
  const endEveryPlan = () => db().update(clientSubscriptions).set({ status: 'cancelled', nextRenewalDate: null }).where(ne(clientSubscriptions.status, 'cancelled'));
  const walk = async (days: number) => {
    for (let d = 0; d < days; d++) {
      clock += DAY;
      await runRenewals(rt);
    }
  };

  beforeAll(async () => {
    t = await makeTestApp();
    const a = await makeClientsTenant(db());
    await db().update(clinics).set({ timezone: 'Europe/Bucharest' }).where(eq(clinics.id, a.clinic.id));
    groupId = a.group.id;
    scope = { groupId: a.group.id, clinicId: a.clinic.id, userId: a.admin.id, timezone: 'Europe/Bucharest', permissions: new Set() };
    reception = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    rt = existingPaymentsRuntime(db())!;
    rt.now = () => clock;
    (rt.provider as SimulatedPaymentProvider).deliverEvents = false;
    const consult = (await db().insert(services).values({ clinicId: a.clinic.id, name: 'Consultation', duration: 20, color: '#336699', priceMinor: 4500 }).returning())[0].id;
    plan = (await db().insert(plans).values({ clinicId: a.clinic.id, name: 'Puppy care', priceMinor: 2999, discountBp: 1000 }).returning())[0].id;
    await db().insert(planItems).values({ planId: plan, serviceId: consult, quantity: 2 });
  });
  afterAll(() => t.close());

  it('should renew a month-end subscription for a year: one invoice, one charge, one payment and one receipt per period', async () => {
    const { sub, owner } = await enrol('4242424242424242');
    expect(sub.next_renewal_date).toBe('2027-02-28');
    await walk(366);
    const rows = await periods(sub.id);
    expect(rows.map((p) => p.startDate)).toEqual([
      '2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30', '2027-07-31', '2027-08-31', '2027-09-30', '2027-10-31', '2027-11-30', '2027-12-31', '2028-01-31',
    ]);
    const renewed = rows.slice(1);
    expect(renewed.every((p) => p.status === 'paid' && p.attempts === 1 && p.saleId && p.intentRef)).toBe(true);
    expect(await intentsOf(renewed.map((p) => p.id))).toHaveLength(12);
    const payments = await db().select().from(salePayments).where(inArray(salePayments.saleId, renewed.map((p) => p.saleId!)));
    expect(payments).toHaveLength(12);
    expect(payments.every((p) => p.appliedMinor === 2999 && p.reference?.includes('4242'))).toBe(true);
    const mails = await mailsTo(owner.email!);
    expect(mails.filter((m) => m.subject?.includes('Puppy care'))).toHaveLength(13);
    expect(await subRow(sub.id)).toMatchObject({ status: 'active', nextRenewalDate: '2028-02-29' });
  });

  it('should retry a declined renewal on day 1, 3 and 7, then suspend and mail a link that restores it with a new card', async () => {
    clock = Date.parse('2028-03-10T09:00:00Z');
    const { sub, owner } = await enrol('4000000000000002');
    clock = Date.parse('2028-04-10T06:00:00Z');
    await runRenewals(rt);
    let [, p1] = await periods(sub.id);
    expect(p1).toMatchObject({ status: 'due', attempts: 1, failureCode: 'card_declined', nextAttemptDate: '2028-04-11' });
    expect((await subRow(sub.id)).status).toBe('past_due');
    await runRenewals(rt);
    expect((await periods(sub.id))[1].attempts).toBe(1);
    await walk(1);
    expect((await periods(sub.id))[1]).toMatchObject({ attempts: 2, nextAttemptDate: '2028-04-13' });
    await walk(2);
    expect((await periods(sub.id))[1]).toMatchObject({ attempts: 3, nextAttemptDate: '2028-04-17' });
    await walk(3);
    expect((await periods(sub.id))[1].attempts).toBe(3);
    await walk(1);
    [, p1] = await periods(sub.id);
    expect(p1).toMatchObject({ status: 'failed', attempts: 4, nextAttemptDate: null });
    expect(await subRow(sub.id)).toMatchObject({ status: 'suspended', statusReason: 'subscriptions.reasons.payment_failed' });
    expect(await intentsOf([p1.id])).toHaveLength(4);
    await walk(20);
    expect((await periods(sub.id))).toHaveLength(2);

    const mails = await mailsTo(owner.email!);
    const last = mails.at(-1)!;
    const link = (last.links as { url: string }[])[0].url;
    expect(link).toMatch(/\/plan-card\//);
    const token = link.split('/plan-card/')[1];
    expect(await readCardLink(rt, token)).toMatchObject({ status: 'suspended', amount_due: 2999, card: { last4: '0002' } });
    const restored = await updateCardByLink(rt, token, card('4242424242424242'));
    expect(restored).toMatchObject({ status: 'active', outcome: 'paid', card: { last4: '4242' } });
    expect((await periods(sub.id))[1]).toMatchObject({ status: 'paid', attempts: 5 });
    await expect(updateCardByLink(rt, token, card('4242424242424242'))).rejects.toMatchObject({ code: 'not_found' });
  });

  it('should decline a saved card once it has expired', async () => {
    clock = Date.parse('2029-01-15T09:00:00Z');
    const { sub } = await enrol('4242424242424242', { expYear: 2029, expMonth: 2 });
    await walk(31);
    expect((await periods(sub.id))[1]).toMatchObject({ status: 'paid' });
    await walk(28);
    expect((await periods(sub.id))[2]).toMatchObject({ status: 'due', failureCode: 'expired_card' });
  });

  it('should end a subscription cancelled at period end instead of renewing it', async () => {
    clock = Date.parse('2029-06-01T09:00:00Z');
    const { sub } = await enrol('4242424242424242');
    await db().update(clientSubscriptions).set({ cancelAtPeriodEnd: true, autoRenew: false }).where(eq(clientSubscriptions.id, sub.id));
    await walk(31);
    expect(await subRow(sub.id)).toMatchObject({ status: 'cancelled', nextRenewalDate: null });
    expect(await periods(sub.id)).toHaveLength(1);
  });

  it('should invoice and charge each period once when two job runs overlap', async () => {
    clock = Date.parse('2030-03-05T09:00:00Z');
    const subs = await Promise.all(Array.from({ length: 12 }, () => enrol('4242424242424242').then((e) => e.sub.id)));
    clock = Date.parse('2030-04-05T09:00:00Z');
    await Promise.all([runRenewals(rt, { concurrency: 3 }), runRenewals(rt, { concurrency: 3 })]);
    const rows = await db().select().from(subscriptionPeriods).where(and(inArray(subscriptionPeriods.subscriptionId, subs), eq(subscriptionPeriods.index, 1)));
    expect(rows).toHaveLength(12);
    expect(rows.every((p) => p.status === 'paid')).toBe(true);
    expect(await intentsOf(rows.map((p) => p.id))).toHaveLength(12);
    expect(await db().select().from(salePayments).where(inArray(salePayments.saleId, rows.map((p) => p.saleId!)))).toHaveLength(12);
  });

  it('should leave exactly one charge and one payment when the worker dies between the charge and its write', async () => {
    clock = Date.parse('2030-06-02T09:00:00Z');
    const { sub } = await enrol('4242424242424242');
    clock = Date.parse('2030-07-02T09:00:00Z');
    rt.failpoints.afterProviderCharge = true;
    try {
      await expect(renewSubscription(rt, sub.id)).rejects.toThrow(/failpoint/);
    } finally {
      rt.failpoints.afterProviderCharge = false;
    }
    let [, p1] = await periods(sub.id);
    expect(p1).toMatchObject({ status: 'due', attempts: 1 });
    expect(p1.chargingSince).not.toBeNull();
    // Within the lease nobody touches the claim; after it, the same key reads back the charge that was made.
    await runRenewals(rt);
    expect((await periods(sub.id))[1].status).toBe('due');
    clock += CHARGE_LEASE_MS + 1000;
    await runRenewals(rt);
    [, p1] = await periods(sub.id);
    expect(p1).toMatchObject({ status: 'paid', attempts: 1 });
    expect(await intentsOf([p1.id])).toHaveLength(1);
    expect(await db().select().from(salePayments).where(eq(salePayments.saleId, p1.saleId!))).toHaveLength(1);
  });

  it('should let the client give the card once through the link staff send, and refuse card data that fails the card checks', async () => {
    clock = Date.now();
    const owner = await makeClientRow(db(), groupId);
    const pet = await makePetRow(db(), owner);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/client-subscriptions', headers: reception, payload: { pet_id: pet.id, plan_id: plan, auto_renew: true } });
    expect(res.statusCode, res.body).toBe(201);
    const subId = res.json().data.id;
    const sent = await t.app.inject({ method: 'POST', url: `/api/v1/client-subscriptions/${subId}/card-link`, headers: reception });
    expect(sent.json()).toEqual({ data: { sent: true } });
    const [mail] = await mailsTo(owner.email!);
    const token = (mail.links as { url: string }[])[0].url.split('/plan-card/')[1];
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/plan-cards/${token}` });
    expect(page.json().data).toMatchObject({ status: 'active', card: null, provider: 'simulated', pet_name: pet.nickname });
    const bad = await t.app.inject({ method: 'POST', url: `/api/v1/public/plan-cards/${token}`, payload: { card_number: '4242424242424241', exp_month: 12, exp_year: 2099, cvc: '123' } });
    expect(bad.statusCode).toBe(422);
    const ok = await t.app.inject({ method: 'POST', url: `/api/v1/public/plan-cards/${token}`, payload: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'active', outcome: 'saved', card: { last4: '4242', brand: 'visa' } });
    expect((await subRow(subId)).cardId).toBe(ok.json().data.card.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/plan-cards/${token}` })).statusCode).toBe(404);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/client-subscriptions/999999/card-link', headers: reception });
    expect(foreign.statusCode).toBe(404);
  });

  it('should charge the first period at once when the enrolment names a saved card of the client, and refuse anyone else\'s card (422)', async () => {
    clock = Date.now();
    const owner = await makeClientRow(db(), groupId);
    const other = await makeClientRow(db(), groupId);
    const pet = await makePetRow(db(), owner);
    const mine = await saveClientCard(rt, { clinicId: scope.clinicId, clientId: owner.id }, card('4242424242424242'), `first-${Date.now()}`);
    const theirs = await saveClientCard(rt, { clinicId: scope.clinicId, clientId: other.id }, card('4242424242424242'), `other-${Date.now()}`);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/client-subscriptions', headers: reception, payload: { pet_id: pet.id, plan_id: plan, card_id: theirs.cardRef } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['card_id']);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/client-subscriptions', headers: reception, payload: { pet_id: pet.id, plan_id: plan, card_id: mine.cardRef } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'active', card_id: mine.cardRef, current_period: { index: 0, status: 'paid' } });
    const sale = (await t.app.inject({ method: 'GET', url: `/api/v1/sales/${res.json().data.current_period.sale_id}`, headers: reception })).json().data;
    expect(sale).toMatchObject({ total: 2999, due: 0 });
  });

  it('should not charge a renewal the client already paid at the desk', async () => {
    clock = Date.parse('2031-02-10T09:00:00Z');
    const { sub } = await enrol('4000000000000002');
    clock = Date.parse('2031-03-10T06:00:00Z');
    await runRenewals(rt);
    const [, p1] = await periods(sub.id);
    expect(p1).toMatchObject({ status: 'due', attempts: 1, failureCode: 'card_declined' });
    const paid = await t.app.inject({ method: 'POST', url: `/api/v1/sales/${p1.saleId}/payments`, headers: reception, payload: { payments: [{ method: 1, amount: 2999 }] } });
    expect(paid.statusCode, paid.body).toBe(201);
    await walk(1);
    expect((await periods(sub.id))[1]).toMatchObject({ status: 'paid', attempts: 1 });
    expect(await intentsOf([p1.id])).toHaveLength(1);
    expect((await subRow(sub.id)).status).toBe('active');
  });
  it('should invoice batches of renewals in gapless blocks of numbers beside the desk\'s own invoices', async () => {
    await endEveryPlan();
    clock = Date.parse('2031-05-04T09:00:00Z');
    const subs = await Promise.all(Array.from({ length: 23 }, () => enrol('4242424242424242').then((e) => e.sub)));
    clock = Date.parse('2031-06-04T09:00:00Z');
    const desk = async () => {
      const id = await createDraftSale(db(), scope, { clientId: subs[0].client_id, lines: [{ kind: 'custom', name: 'Lead', quantity: 1, unit: 'unit', unit_price: 1500 } as never] });
      return issueSale(db(), scope, id);
    };
    const [a, b] = await Promise.all([runRenewals(rt, { batch: 5, concurrency: 3 }), runRenewals(rt, { batch: 4, concurrency: 2, pipelines: 3 }), desk(), desk()]);
    expect(a.paid + b.paid).toBe(23);
    expect(a.errors + b.errors).toBe(0);
    const numbers = (await db().select({ number: sales.number }).from(sales).where(and(eq(sales.clinicId, scope.clinicId), eq(sales.status, 'issued'))))
      .map((r) => r.number!).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const renewed = await db().select().from(subscriptionPeriods).where(and(inArray(subscriptionPeriods.subscriptionId, subs.map((s) => s.id)), eq(subscriptionPeriods.index, 1)));
    expect(renewed.every((p) => p.status === 'paid' && p.attempts === 1 && p.saleId)).toBe(true);
    const invoices = await db().select().from(sales).where(inArray(sales.id, renewed.map((p) => p.saleId!)));
    expect(invoices.every((s) => s.status === 'issued' && s.totalMinor === 2999 && s.petId && s.number)).toBe(true);
    expect(await intentsOf(renewed.map((p) => p.id))).toHaveLength(23);
    const payments = await db().select().from(salePayments).where(inArray(salePayments.saleId, renewed.map((p) => p.saleId!)));
    expect(payments.map((p) => p.appliedMinor)).toEqual(Array(23).fill(2999));
  });

  it('should leave one charge and one payment when a batch dies between its charges and their write', async () => {
    await endEveryPlan();
    clock = Date.parse('2031-08-09T09:00:00Z');
    const subs = await Promise.all(Array.from({ length: 3 }, () => enrol('4242424242424242').then((e) => e.sub.id)));
    clock = Date.parse('2031-09-09T09:00:00Z');
    rt.failpoints.afterProviderCharge = true;
    try {
      expect(await runRenewals(rt)).toMatchObject({ paid: 0, errors: 1 });
    } finally {
      rt.failpoints.afterProviderCharge = false;
    }
    const claimed = await db().select().from(subscriptionPeriods).where(and(inArray(subscriptionPeriods.subscriptionId, subs), eq(subscriptionPeriods.index, 1)));
    expect(claimed.every((p) => p.status === 'due' && p.attempts === 1 && p.chargingSince)).toBe(true);
    expect(await intentsOf(claimed.map((p) => p.id))).toHaveLength(3);
    await runRenewals(rt);
    expect((await db().select().from(subscriptionPeriods).where(inArray(subscriptionPeriods.id, claimed.map((p) => p.id)))).every((p) => p.status === 'due')).toBe(true);
    clock += CHARGE_LEASE_MS + 1000;
    expect((await runRenewals(rt)).paid).toBe(3);
    const after = await db().select().from(subscriptionPeriods).where(inArray(subscriptionPeriods.id, claimed.map((p) => p.id)));
    expect(after.every((p) => p.status === 'paid' && p.attempts === 1)).toBe(true);
    expect(await intentsOf(claimed.map((p) => p.id))).toHaveLength(3);
    expect(await db().select().from(salePayments).where(inArray(salePayments.saleId, claimed.map((p) => p.saleId!)))).toHaveLength(3);
  });
  it('should leave a subscription with an unpaid period to the one-at-a-time path, which opens its next period once', async () => {
    await endEveryPlan();
    clock = Date.parse('2031-10-03T09:00:00Z');
    const owner = await makeClientRow(db(), groupId);
    const pet = await makePetRow(db(), owner);
    // Enrolled without a card: period 0's invoice waits for the desk.
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/client-subscriptions', headers: reception, payload: { pet_id: pet.id, plan_id: plan, auto_renew: true } });
    const subId = res.json().data.id;
    await db().update(clientSubscriptions).set({ anchorDate: '2031-09-03', nextRenewalDate: '2031-10-03' }).where(eq(clientSubscriptions.id, subId));
    await db().update(subscriptionPeriods).set({ startDate: '2031-09-03', endDate: '2031-10-03' }).where(eq(subscriptionPeriods.subscriptionId, subId));
    const run = await runRenewals(rt, { batch: 1 });
    expect(run).toMatchObject({ paid: 0, retrying: 1, errors: 0 });
    expect((await periods(subId)).map((p) => [p.index, p.status, p.failureCode])).toEqual([[0, 'due', null], [1, 'due', 'no_saved_card']]);
    await runRenewals(rt, { batch: 1 });
    expect(await periods(subId)).toHaveLength(2);
  });

  it('should run the real renewal job at the instant the dev test clock names (POST /dev/plans/renewals/run)', async () => {
    await endEveryPlan();
    clock = Date.parse('2032-05-10T09:00:00Z');
    const { sub, owner } = await enrol('4242424242424242');
    expect(sub.next_renewal_date).toBe('2032-06-10');
    // The day before the renewal (clinic-local): nothing is due.
    const early = await t.app.inject({ method: 'POST', url: '/dev/plans/renewals/run', payload: { at: '2032-06-09T20:00:00Z' } });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toEqual({ renewed: 0, paid: 0, retrying: 0, suspended: 0, ended: 0, errors: 0 });
    // 21:30 UTC on the 9th is already the 10th in Bucharest: the job's day is the clinic's.
    const run = await t.app.inject({ method: 'POST', url: '/dev/plans/renewals/run', payload: { at: '2032-06-09T21:30:00Z' } });
    expect(run.json()).toMatchObject({ renewed: 1, paid: 1, errors: 0 });
    expect((await periods(sub.id)).map((p) => [p.index, p.status, p.startDate])).toEqual([[0, 'paid', '2032-05-10'], [1, 'paid', '2032-06-10']]);
    expect((await subRow(sub.id)).nextRenewalDate).toBe('2032-07-10');
    expect((await mailsTo(owner.email!)).filter((m) => m.subject?.includes('Puppy care'))).toHaveLength(2);
    // Again at the same instant: once per period.
    expect((await t.app.inject({ method: 'POST', url: '/dev/plans/renewals/run', payload: { at: '2032-06-09T21:30:00Z' } })).json()).toMatchObject({ renewed: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/dev/plans/renewals/run', payload: { at: 'next month' } })).statusCode).toBe(422);
  });

  it('should let a parent remove a saved card (404 for anyone else\'s); the plan renewing with it then asks for a new card', async () => {
    await endEveryPlan();
    clock = Date.parse('2033-03-15T09:00:00Z');
    const { parent, pet, email } = await makeParentAccount(db(), groupId);
    const other = await makeParentAccount(db(), groupId);
    const mine = await saveClientCard(rt, { clinicId: scope.clinicId, clientId: parent.id }, card('4242424242424242'), `test-save-${++n}-${Date.now()}`);
    const theirs = await saveClientCard(rt, { clinicId: scope.clinicId, clientId: other.parent.id }, card('4242424242424242'), `test-save-${++n}-${Date.now()}`);
    const sub = await enrolAndCharge(rt, scope, { pet_id: pet.id, plan_id: plan, vet_id: null, card_id: mine.cardRef, auto_renew: true, start_date: null } as never);
    expect(sub).toMatchObject({ current_period: { status: 'paid' }, card: { brand: 'visa', last4: '4242' } });
    const { headers } = await parentLogin(t.app, email, scope.clinicId);
    const plansOf = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/for-pet-parents/plans', headers })).json().data;
    expect((await plansOf())[0].card).toEqual({ id: mine.id, brand: 'visa', last4: '4242' });

    const del = (id: number, h: Record<string, string> = headers) => t.app.inject({ method: 'DELETE', url: `/api/v1/for-pet-parents/saved-cards/${id}`, headers: h });
    expect((await del(theirs.id)).statusCode).toBe(404);
    expect((await del(999_999_999)).statusCode).toBe(404);
    expect((await del(mine.id, {})).statusCode).toBe(401);
    expect((await del(mine.id, reception)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/for-pet-parents/saved-cards/abc', headers })).statusCode).toBe(422);
    const removed = await del(mine.id);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await del(mine.id)).statusCode).toBe(404);
    expect((await db().select().from(savedCards).where(eq(savedCards.id, theirs.id)))[0].removedAt).toBeNull();
    expect((await plansOf())[0].card).toBeNull();
    // Staff see the card gone from the plan.
    const staffView = (await t.app.inject({ method: 'GET', url: `/api/v1/client-subscriptions/${sub.id}`, headers: reception })).json().data;
    expect(staffView).toMatchObject({ card_id: null, card: null, status: 'active' });
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'client_subscription'), eq(auditLog.entityId, sub.id), eq(auditLog.action, 'subscription.card_removed')));
    expect(audit).toHaveLength(1);

    // The next renewal has no card: declined as such, with the "update your card" mail; the link restores it.
    clock = Date.parse('2033-04-15T09:00:00Z');
    await runRenewals(rt);
    expect((await periods(sub.id))[1]).toMatchObject({ status: 'due', attempts: 1, failureCode: 'no_saved_card' });
    expect((await intentsOf([(await periods(sub.id))[1].id]))).toHaveLength(0);
    const link = ((await mailsTo(email)).at(-1)!.links as { url: string }[])[0].url;
    const restored = await updateCardByLink(rt, link.split('/plan-card/')[1], card('4242424242424242'));
    expect(restored).toMatchObject({ status: 'active', outcome: 'paid' });
  });
});

describe('the dev renewal clock in production', () => {
  it('is not there when the dev mailbox is off (production)', async () => {
    const t = await makeTestApp({ devMailbox: false });
    try {
      expect((await t.app.inject({ method: 'POST', url: '/dev/plans/renewals/run', payload: {} })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
