import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, paymentCharges } from '@vetclinic/db';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { bookWithDeposit, depositBookingBody, makeDepositClinic, nextSlot, pay, type DepositClinic } from '../../test/payments-factories';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';

describe('Stripe adapter against a local server speaking the PaymentIntents API', () => {
  let fake: FakeStripe;
  let stripe: StripePaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new StripePaymentProvider({ secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: fake.webhookSecret, apiBase: fake.url, maxNetworkRetries: 0 });
  });
  afterAll(() => fake.close());

  it('should create intents with our idempotency key, the amount in minor units and the currency', async () => {
    const input = { amountMinor: 4000, currency: 'RON', description: 'Deposit', metadata: { deposit_id: 'd-1' }, idempotencyKey: 'deposit-d-1-intent' };
    const a = await stripe.createIntent(input);
    const b = await stripe.createIntent(input);
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ status: 'requires_payment_method', amountMinor: 4000, currency: 'RON', metadata: { deposit_id: 'd-1' }, latestCharge: null });
    expect(a.clientSecret).toMatch(/_secret_/);
    const creates = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(creates.every((r) => r.idempotencyKey === 'deposit-d-1-intent' && r.auth === 'Bearer sk_test_local')).toBe(true);
    expect(creates[0].form).toMatchObject({ amount: '4000', currency: 'ron', 'metadata[deposit_id]': 'd-1' });
  });

  it('should charge and refund whole won for KRW (no minor unit) and fils for BHD, while our amounts stay hundredths', async () => {
    const won = await stripe.createIntent({ amountMinor: 3_000_000, currency: 'KRW', description: 'Deposit', metadata: {}, idempotencyKey: 'k-krw' });
    const sent = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST' && r.idempotencyKey === 'k-krw');
    expect(sent[0].form).toMatchObject({ amount: '30000', currency: 'krw' });
    expect(won.amountMinor).toBe(3_000_000);
    fake.confirm(won.id, 'succeeded');
    expect(await stripe.refund({ intentId: won.id, amountMinor: 1_000_000, currency: 'KRW', idempotencyKey: 'k-krw-refund' })).toMatchObject({ amountMinor: 1_000_000 });
    expect(fake.requests.find((r) => r.idempotencyKey === 'k-krw-refund')?.form).toMatchObject({ amount: '10000' });
    await expect(stripe.createIntent({ amountMinor: 150, currency: 'JPY', description: 'x', metadata: {}, idempotencyKey: 'k-jpy' }))
      .rejects.toMatchObject({ code: 'parameter_invalid_integer', retryable: false });
    await stripe.createIntent({ amountMinor: 1250, currency: 'BHD', description: 'x', metadata: {}, idempotencyKey: 'k-bhd' });
    expect(fake.requests.find((r) => r.idempotencyKey === 'k-bhd')?.form).toMatchObject({ amount: '12500' });
  });

  it('should read back succeeded and declined attempts with the card and the reason', async () => {
    const ok = await stripe.createIntent({ amountMinor: 1000, currency: 'USD', description: 'x', metadata: {}, idempotencyKey: 'k-ok' });
    fake.confirm(ok.id, 'succeeded', '4242');
    expect(await stripe.retrieveIntent(ok.id)).toMatchObject({ status: 'succeeded', latestCharge: { status: 'succeeded', last4: '4242', brand: 'visa', failureCode: null } });
    const poor = await stripe.createIntent({ amountMinor: 1000, currency: 'USD', description: 'x', metadata: {}, idempotencyKey: 'k-poor' });
    fake.confirm(poor.id, 'insufficient_funds', '9995');
    expect(await stripe.retrieveIntent(poor.id)).toMatchObject({ status: 'requires_payment_method', latestCharge: { status: 'failed', failureCode: 'insufficient_funds', last4: '9995' } });
    const declined = await stripe.createIntent({ amountMinor: 1000, currency: 'USD', description: 'x', metadata: {}, idempotencyKey: 'k-declined' });
    fake.confirm(declined.id, 'card_declined', '0002');
    expect((await stripe.retrieveIntent(declined.id)).latestCharge?.failureCode).toBe('card_declined');
  });

  it('should cancel unpaid intents, answer the state of paid ones, and refund with a key', async () => {
    const open = await stripe.createIntent({ amountMinor: 500, currency: 'USD', description: 'x', metadata: {}, idempotencyKey: 'k-open' });
    expect((await stripe.cancelIntent(open.id, 'k-open-cancel')).status).toBe('canceled');
    const paid = await stripe.createIntent({ amountMinor: 500, currency: 'USD', description: 'x', metadata: {}, idempotencyKey: 'k-paid' });
    fake.confirm(paid.id, 'succeeded');
    expect((await stripe.cancelIntent(paid.id, 'k-paid-cancel')).status).toBe('succeeded');
    const r1 = await stripe.refund({ intentId: paid.id, amountMinor: 200, currency: 'USD', idempotencyKey: 'k-refund-1' });
    const r2 = await stripe.refund({ intentId: paid.id, amountMinor: 200, currency: 'USD', idempotencyKey: 'k-refund-1' });
    expect(r1).toMatchObject({ status: 'succeeded', amountMinor: 200 });
    expect(r2.id).toBe(r1.id);
    await expect(stripe.refund({ intentId: open.id, amountMinor: 100, currency: 'USD', idempotencyKey: 'k-refund-2' })).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(stripe.retrieveIntent('pi_missing')).rejects.toMatchObject({ retryable: false, code: 'resource_missing' });
    fake.failNext(1);
    await expect(stripe.retrieveIntent(paid.id)).rejects.toMatchObject({ retryable: true });
  });

  it('should save a card for a new customer from an Elements PaymentMethod and refuse card data', async () => {
    const pm = fake.createPaymentMethod('4242424242424242', { month: 3, year: 2031 });
    const saved = await stripe.saveCard({ customerId: null, source: { paymentMethodId: pm.id }, email: 'ana@example.com', name: 'Ana', idempotencyKey: 'k-save-1' });
    expect(saved).toMatchObject({ cardId: pm.id, brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 });
    expect(saved.customerId).toMatch(/^cus_/);
    expect(fake.paymentMethods.get(pm.id)?.customer).toBe(saved.customerId);
    expect(fake.requests.find((r) => r.path === '/v1/customers')).toMatchObject({ idempotencyKey: 'k-save-1-customer', form: { email: 'ana@example.com' } });
    await expect(stripe.saveCard({ customerId: saved.customerId, source: { card: { card_number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' } }, email: null, name: 'Ana', idempotencyKey: 'k-save-2' }))
      .rejects.toMatchObject({ code: 'wrong_provider' });
  });

  it('should charge a saved card off-session once per key, and answer a decline as the failed intent', async () => {
    const ok = await stripe.saveCard({ customerId: null, source: { paymentMethodId: fake.createPaymentMethod('4242424242424242').id }, email: null, name: 'A', idempotencyKey: 'k-s-ok' });
    const input = { customerId: ok.customerId, cardId: ok.cardId, amountMinor: 2999, currency: 'RON', description: 'Puppy care', metadata: { period_id: '7' }, idempotencyKey: 'renewal-7-1' };
    const a = await stripe.chargeSavedCard(input);
    const b = await stripe.chargeSavedCard(input);
    expect(a).toMatchObject({ status: 'succeeded', amountMinor: 2999, latestCharge: { status: 'succeeded', last4: '4242' } });
    expect(b.id).toBe(a.id);
    const sent = fake.requests.filter((r) => r.idempotencyKey === 'renewal-7-1');
    expect(sent[0].form).toMatchObject({ customer: ok.customerId, payment_method: ok.cardId, off_session: 'true', confirm: 'true', amount: '2999' });
    const bad = await stripe.saveCard({ customerId: null, source: { paymentMethodId: fake.createPaymentMethod('4000000000000002').id }, email: null, name: 'B', idempotencyKey: 'k-s-bad' });
    const declined = await stripe.chargeSavedCard({ ...input, customerId: bad.customerId, cardId: bad.cardId, idempotencyKey: 'renewal-8-1' });
    expect(declined).toMatchObject({ status: 'requires_payment_method', latestCharge: { status: 'failed', failureCode: 'card_declined', last4: '0002' } });
    const old = await stripe.saveCard({ customerId: null, source: { paymentMethodId: fake.createPaymentMethod('4000000000000069').id }, email: null, name: 'C', idempotencyKey: 'k-s-old' });
    expect((await stripe.chargeSavedCard({ ...input, customerId: old.customerId, cardId: old.cardId, idempotencyKey: 'renewal-9-1' })).latestCharge?.failureCode).toBe('expired_card');
  });

  it('should verify webhook signatures over the exact bytes', async () => {
    const pi = await stripe.createIntent({ amountMinor: 700, currency: 'USD', description: 'x', metadata: {}, idempotencyKey: 'k-hook' });
    const { body, headers } = fake.signedEvent('payment_intent.succeeded', pi.id, 'evt_1');
    expect(stripe.parseWebhook(Buffer.from(body), headers)).toEqual({ id: 'evt_1', type: 'payment_intent.succeeded', intentId: pi.id });
    expect(() => stripe.parseWebhook(Buffer.from(body.replace('700', '701')), headers)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(body), {})).toThrow(WebhookSignatureError);
    const other = fake.signedEvent('payment_intent.succeeded', pi.id, 'evt_2', 'whsec_someone_else');
    expect(() => stripe.parseWebhook(Buffer.from(other.body), other.headers)).toThrow(WebhookSignatureError);
  });
});

describe('deposits with PAYMENT_PROVIDER=stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let c: DepositClinic;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await makeTestApp({ paymentProvider: 'stripe', stripe: { secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: fake.webhookSecret, apiBase: fake.url } });
    c = await makeDepositClinic(t.handle.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (delivery: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/webhooks/payments/stripe', headers: delivery.headers, payload: delivery.body });

  it('should pay through Elements + webhook, once, with the same result as the browser sync', async () => {
    const body = depositBookingBody(c, nextSlot());
    const res = await bookWithDeposit(t.app, body);
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_local', amount_minor: 4000, currency: 'RON' });
    const intentId = d.client_secret.split('_secret_')[0];
    expect(fake.intents.get(intentId)).toMatchObject({ amount: 4000, currency: 'ron', metadata: { deposit_id: d.id } });
    // Card data never comes to us with Stripe: our card form is refused.
    expect((await pay(t.app, d.id)).json().code).toBe('wrong_provider');

    fake.confirm(intentId, 'card_declined', '0002');
    const declined = (await t.app.inject({ method: 'POST', url: `/api/v1/public/payment-deposits/${d.id}/sync` })).json().data;
    expect(declined).toMatchObject({ status: 'failed', charges: [{ status: 'failed', failure_code: 'card_declined', card_last4: '0002' }] });
    expect(declined.client_secret).toBe(d.client_secret);

    fake.confirm(intentId, 'succeeded', '4242');
    const delivery = fake.signedEvent('payment_intent.succeeded', intentId, 'evt_paid');
    expect((await webhook(delivery)).json()).toEqual({ received: true, duplicate: false });
    expect((await webhook(delivery)).json()).toEqual({ received: true, duplicate: true });
    const synced = (await t.app.inject({ method: 'POST', url: `/api/v1/public/payment-deposits/${d.id}/sync` })).json().data;
    expect(synced).toMatchObject({ status: 'paid', client_secret: null, appointment: { status: 2 } });
    expect(synced.charges.map((x: { status: string }) => x.status)).toEqual(['failed', 'succeeded']);
    expect((await t.handle.db.select().from(outbox)).filter((m) => m.recipient === body.email)).toHaveLength(1);
    const tampered = await webhook({ ...delivery, body: delivery.body.replace('evt_paid', 'evt_forged') });
    expect(tampered.statusCode).toBe(400);

    // Cancel before the cutoff: the refund goes to Stripe with our key, a refund row is written.
    const token = synced.manage_url.split('/appointment/')[1];
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${token}/cancel`, payload: {} });
    expect(cancel.json().data.deposit).toMatchObject({ status: 'refunded', refunded_amount_minor: 4000 });
    const refundCall = fake.requests.find((r) => r.path === '/v1/refunds');
    expect(refundCall).toMatchObject({ idempotencyKey: `deposit-${d.id}-refund-1`, form: { payment_intent: intentId, amount: '4000' } });
    const rows = await t.handle.db.select().from(paymentCharges).where(eq(paymentCharges.depositId, d.id));
    expect(rows.filter((r) => r.kind === 'refund')).toHaveLength(1);
  });

  it('should answer 503, not 500, when Stripe is down, and keep the booking payable', async () => {
    fake.failNext(10);
    const res = await bookWithDeposit(t.app, depositBookingBody(c, nextSlot()));
    // The hold is made; the intent is created on the next read once Stripe answers again.
    expect(res.statusCode).toBe(201);
    expect(res.json().data.client_secret).toBeNull();
    const early = await t.app.inject({ method: 'POST', url: `/api/v1/public/payment-deposits/${res.json().data.id}/sync` });
    expect(early.statusCode).toBe(503);
    expect(early.json().code).toBe('upstream_unavailable');
    fake.failNext(0);
    const read = (await t.app.inject({ method: 'GET', url: `/api/v1/public/payment-deposits/${res.json().data.id}` })).json().data;
    expect(read.client_secret).toMatch(/_secret_/);
    fake.failNext(10);
    const sync = await t.app.inject({ method: 'POST', url: `/api/v1/public/payment-deposits/${read.id}/sync` });
    expect(sync.statusCode).toBe(503);
    fake.failNext(0);
  });
});
