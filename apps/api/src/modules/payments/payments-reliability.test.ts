import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { appointments, outbox, paymentCharges, paymentDeposits, simPspIntents, webhookEvents } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { CARD_DECLINED, CARD_OK, bookWithDeposit, depositBookingBody, makeDepositClinic, nextSlot, pay, testClock, type DepositClinic } from '../../test/payments-factories';
import { SimulatedPaymentProvider } from '../../providers/payments';
import { existingPaymentsRuntime, type PaymentsRuntime } from './runtime';
import { startPaymentJobs } from './jobs';
import { payDeposit, reconcile, runExpiry } from './service';

/** Lets the simulated provider's asynchronous webhook deliveries run. */
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('payment deposits: webhooks, reconciliation, crashes', () => {
  let t: TestApp;
  let c: DepositClinic;
  let rt: PaymentsRuntime;
  let psp: SimulatedPaymentProvider;
  const clock = testClock();

  const mailsTo = async (to: string) => (await t.handle.db.select().from(outbox).orderBy(asc(outbox.id))).filter((m) => m.recipient === to);
  const sync = (id: string) => t.app.inject({ method: 'POST', url: `/api/v1/public/payment-deposits/${id}/sync` });
  const deliver = (event: SimulatedPaymentProvider['emitted'][number], tamper = false) => {
    const { body, headers } = psp.signedDelivery(event);
    return t.app.inject({ method: 'POST', url: '/api/v1/webhooks/payments/simulated', headers, payload: tamper ? body.replace('"type"', '"type" ') : body });
  };
  /** A held booking whose intent exists at the provider. */
  const held = async () => {
    const body = depositBookingBody(c, nextSlot());
    const d = (await bookWithDeposit(t.app, body)).json().data;
    const [row] = await t.handle.db.select().from(paymentDeposits).where(eq(paymentDeposits.id, d.id));
    return { id: d.id as string, email: body.email as string, intentId: row.providerRef!, appointmentId: d.appointment.id as number };
  };
  /** The client pays at the provider directly (what Stripe.js does in the browser), webhooks held back. */
  const payAtProvider = async (intentId: string, card = CARD_OK) => {
    psp.deliverEvents = false;
    try {
      await psp.confirmWithCard(intentId, card, `browser-${intentId}-${Math.random()}`);
    } finally {
      psp.deliverEvents = true;
    }
    return psp.emitted.at(-1)!;
  };
  /** Everything observable about a deposit, for comparing two paths. */
  const state = async (d: { id: string; email: string; appointmentId: number }) => {
    const [dep] = await t.handle.db.select().from(paymentDeposits).where(eq(paymentDeposits.id, d.id));
    const charges = await t.handle.db.select().from(paymentCharges).where(eq(paymentCharges.depositId, d.id));
    const [appt] = await t.handle.db.select().from(appointments).where(eq(appointments.id, d.appointmentId));
    return {
      status: dep.status, paid: dep.paidAt !== null, secret: dep.clientSecret, appointment: appt.status, mails: (await mailsTo(d.email)).length,
      charges: charges.map((x) => ({ kind: x.kind, status: x.status, amount: x.amountMinor, last4: x.cardLast4 })),
    };
  };

  beforeAll(async () => {
    t = await makeTestApp({ paymentsClock: clock.now });
    c = await makeDepositClinic(t.handle.db);
    rt = existingPaymentsRuntime(t.handle.db)!;
    psp = rt.provider as SimulatedPaymentProvider;
  });
  afterAll(() => t.close());

  it('should have one effect when the same webhook is delivered twice', async () => {
    const d = await held();
    const event = await payAtProvider(d.intentId);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const second = await deliver(event);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    const s = await state(d);
    expect(s).toMatchObject({ status: 'paid', appointment: 2, mails: 1, charges: [{ kind: 'charge', status: 'succeeded', amount: 4000, last4: '4242' }] });
    expect(await t.handle.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id))).toHaveLength(1);
  });

  it('should refuse a webhook whose signature does not match the bytes, and an unconfigured provider', async () => {
    const d = await held();
    const event = await payAtProvider(d.intentId);
    const bad = await deliver(event, true);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_signature');
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/payments/simulated', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unsigned.statusCode).toBe(400);
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/payments/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(other.statusCode).toBe(404);
    expect((await state(d)).status).toBe('due');
  });

  it('should answer junk on the webhook with 4xx, never 500', async () => {
    const url = '/api/v1/webhooks/payments/simulated';
    const cases = [
      { payload: '' },
      { payload: 'not json', headers: { 'content-type': 'text/plain' } },
      { payload: '{"id":1}', headers: { 'content-type': 'application/json', 'x-simulated-signature': 't=1,v1=abc' } },
      { payload: 'x'.repeat(300 * 1024), headers: { 'content-type': 'application/octet-stream' } },
      { payload: '{}', headers: { 'content-type': 'application/json', 'x-simulated-signature': ['a', 'b'] as unknown as string } },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url, ...c });
      expect(res.statusCode, JSON.stringify(c).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // A validly signed event about an intent we do not know changes nothing and is not an error.
    const orphan = { id: 'sim_evt_orphan', type: 'payment_intent.succeeded', data: { object: { id: 'sim_pi_unknown', object: 'payment_intent' as const } } };
    const res = await deliver(orphan);
    expect(res.statusCode).toBe(200);
  });

  it('should end in the same state whether the webhook or the browser comes back first, or only one of them', async () => {
    // Webhook first, then the browser's sync.
    const a = await held();
    const ea = await payAtProvider(a.intentId);
    await deliver(ea);
    expect((await sync(a.id)).json().data.status).toBe('paid');
    // Browser first, then the webhook.
    const b = await held();
    const eb = await payAtProvider(b.intentId);
    const synced = await sync(b.id);
    expect(synced.json().data).toMatchObject({ status: 'paid', appointment: { status: 2 } });
    expect(synced.json().data.manage_url).toContain('/appointment/');
    await deliver(eb);
    // Browser only (the webhook never arrives).
    const cc = await held();
    await payAtProvider(cc.intentId);
    await sync(cc.id);
    // Webhook only (the browser never returns).
    const dd = await held();
    await deliver(await payAtProvider(dd.intentId));
    const states = await Promise.all([a, b, cc, dd].map(state));
    for (const s of states) expect(s).toEqual(states[0]);
    expect(states[0]).toMatchObject({ status: 'paid', secret: null, appointment: 2, mails: 1 });
  });

  it('should reconcile a deposit stuck in processing (lost webhook, browser gone)', async () => {
    const d = await held();
    // Our side claimed the attempt, the provider charged, nothing came back.
    await t.handle.db.update(paymentDeposits).set({ status: 'processing' }).where(eq(paymentDeposits.id, d.id));
    await payAtProvider(d.intentId);
    expect((await state(d)).status).toBe('processing');
    // A periodic run leaves fresh ones alone (grace), the startup run (no grace) settles it.
    expect((await reconcile(rt)).reconciled).toBe(0);
    const r = await reconcile(rt, { graceMs: 0 });
    expect(r.reconciled).toBeGreaterThanOrEqual(1);
    expect(await state(d)).toMatchObject({ status: 'paid', appointment: 2, mails: 1, charges: [{ status: 'succeeded' }] });
    await reconcile(rt, { graceMs: 0 });
    expect((await state(d)).mails).toBe(1);
  });

  it('should lose nothing when the process dies between the charge and our status change', async () => {
    const d = await held();
    psp.deliverEvents = false;
    rt.failpoints.afterProviderCharge = true;
    try {
      await expect(payDeposit(rt, d.id, CARD_OK)).rejects.toThrow(/failpoint/);
    } finally {
      rt.failpoints.afterProviderCharge = false;
      psp.deliverEvents = true;
    }
    // Charged at the provider, still processing here, the attempt row pending.
    expect((await psp.retrieveIntent(d.intentId)).status).toBe('succeeded');
    expect(await state(d)).toMatchObject({ status: 'processing', appointment: 0, mails: 0, charges: [{ status: 'pending' }] });
    // Nobody can pay it twice meanwhile.
    expect((await pay(t.app, d.id)).json().code).toBe('payment_in_progress');
    // "Restart": the startup reconciliation.
    await reconcile(rt, { graceMs: 0 });
    expect(await state(d)).toMatchObject({ status: 'paid', appointment: 2, mails: 1, charges: [{ status: 'succeeded', last4: '4242' }] });
  });

  it('should reconcile on startup, when the jobs start', async () => {
    const d = await held();
    await t.handle.db.update(paymentDeposits).set({ status: 'processing' }).where(eq(paymentDeposits.id, d.id));
    await payAtProvider(d.intentId);
    const jobs = await startPaymentJobs({ config: rt.config, database: t.handle, log: t.app.log });
    await jobs.stop();
    expect(await state(d)).toMatchObject({ status: 'paid', appointment: 2, mails: 1 });
  });

  it('should make a claimed attempt that never reached the provider payable again', async () => {
    const d = await held();
    await t.handle.db.update(paymentDeposits).set({ status: 'processing' }).where(eq(paymentDeposits.id, d.id));
    await reconcile(rt, { graceMs: 0 });
    expect((await state(d)).status).toBe('failed');
    const declined = (await pay(t.app, d.id, CARD_DECLINED)).json().data;
    expect(declined.status).toBe('failed');
    expect((await pay(t.app, d.id)).json().data.status).toBe('paid');
  });

  it('should refund a payment that arrives after the hold expired', async () => {
    const d = await held();
    clock.advanceMinutes(30);
    // The provider refuses to cancel a succeeded intent: pay at the provider first, then run expiry
    // with the webhook lost — expiry finds it paid instead of expiring it.
    await payAtProvider(d.intentId);
    const r = await runExpiry(rt);
    expect(r.paid).toBeGreaterThanOrEqual(1);
    expect((await state(d)).status).toBe('paid');

    // A payment landing on an already expired deposit (e.g. confirmed in the browser at the last second).
    const late = await held();
    clock.advanceMinutes(30);
    await runExpiry(rt);
    expect((await state(late)).status).toBe('expired');
    const [row] = await t.handle.db.select().from(paymentDeposits).where(eq(paymentDeposits.id, late.id));
    await t.handle.db.update(simPspIntents).set({ status: 'succeeded', latestCharge: 'sim_ch_late', cardLast4: '4242', cardBrand: 'visa' })
      .where(eq(simPspIntents.id, row.providerRef!));
    await sync(late.id);
    await settle();
    const s = await state(late);
    expect(s.status).toBe('refunded');
    expect(s.appointment).toBe(6);
    expect(s.charges.map((x) => `${x.kind}:${x.status}`).sort()).toEqual(['charge:succeeded', 'refund:succeeded']);
    const mails = await mailsTo(late.email);
    expect(mails.map((m) => m.subject).join(' ')).toMatch(/refunded/);
  });
});
