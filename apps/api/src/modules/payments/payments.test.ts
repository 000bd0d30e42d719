import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { appointments, outbox, paymentCharges, paymentDeposits } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import {
  CARD_DECLINED, CARD_NO_FUNDS, CARD_OK, bookWithDeposit, depositBookingBody, makeDepositClinic, nextIp, nextSlot, pay, testClock, type DepositClinic,
} from '../../test/payments-factories';

describe('payment deposits: booking, paying, expiry', () => {
  let t: TestApp;
  let c: DepositClinic;
  const clock = testClock();

  const mailsTo = async (to: string) => (await t.handle.db.select().from(outbox).orderBy(asc(outbox.id))).filter((m) => m.recipient === to);
  const getPublic = (id: string, q = '') => t.app.inject({ method: 'GET', url: `/api/v1/public/payment-deposits/${id}${q}`, remoteAddress: nextIp() });
  const plainBook = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/appointments', remoteAddress: nextIp(), payload: body });

  beforeAll(async () => {
    t = await makeTestApp({ paymentsClock: clock.now });
    c = await makeDepositClinic(t.handle.db);
  });
  afterAll(() => t.close());

  it('should hold the slot with status 0 and a due deposit computed on the server (deposit × pets)', async () => {
    const start = nextSlot();
    const body = depositBookingBody(c, start, {
      pets: [{ nickname: 'Rex', species_id: c.dog.id }, { nickname: 'Bella', species_id: c.dog.id }],
      amount: 1, amount_minor: 1, // whatever a client sends about money is ignored
    });
    const res = await bookWithDeposit(t.app, body);
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'due', amount: 80, amount_minor: 8000, currency: 'RON', refunded_amount_minor: 0, provider: 'simulated', purpose: 'booking', publishable_key: null, paid_at: null });
    expect(d.client_secret).toMatch(/^sim_pi_/);
    expect(d.manage_url).toContain(`/book/${c.clinic.slug}/appointment/`);
    expect(d.appointment).toMatchObject({ status: 0, datetime_start_utc: new Date(start).toISOString(), vet: { id: c.vets[0].id }, pets: [{ nickname: 'Rex' }, { nickname: 'Bella' }] });
    expect(d.clinic).toMatchObject({ slug: c.clinic.slug, currency_symbol: 'RON', currency_first: false });
    expect(Date.parse(d.expires_at) - clock.now()).toBeGreaterThan(14 * 60_000);
    // Nothing is mailed before the payment.
    expect(await mailsTo(body.email as string)).toHaveLength(0);

    // The held time is taken: the same vet at the same time is refused, and not offered.
    const second = await bookWithDeposit(t.app, depositBookingBody(c, start));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('slot_taken');
    const plain = await plainBook({ ...depositBookingBody(c, start), service_package_ids: [c.consult.packageId] });
    expect(plain.statusCode).toBe(409);

    // Reads: public with charges, pet-parent path, without manage link.
    const read = await getPublic(d.id, '?include=charges');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: d.id, status: 'due', manage_url: null, charges: [] });
    const parentRead = await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/appointments/payment-deposits/${d.id}` });
    expect(parentRead.statusCode).toBe(200);
    expect(parentRead.json().data.charges).toBeUndefined();
  });

  it('should refuse the plain booking endpoint for a deposit selection and the deposit endpoint without one', async () => {
    const plain = await plainBook(depositBookingBody(c, nextSlot()));
    expect(plain.statusCode).toBe(409);
    expect(plain.json().code).toBe('deposit_required');
    const none = await bookWithDeposit(t.app, { ...depositBookingBody(c, nextSlot()), service_package_ids: [c.consult.packageId] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.service_package_ids).toHaveLength(1);
  });

  it('should confirm and mail the booking when paid with 4242', async () => {
    const body = depositBookingBody(c, nextSlot());
    const d = (await bookWithDeposit(t.app, body)).json().data;
    const res = await pay(t.app, d.id, CARD_OK);
    expect(res.statusCode).toBe(200);
    const paid = res.json().data;
    expect(paid).toMatchObject({ status: 'paid', client_secret: null, appointment: { status: 2 } });
    expect(paid.manage_url).toContain('/appointment/');
    expect(paid.charges).toEqual([expect.objectContaining({ kind: 'charge', status: 'succeeded', amount_minor: 4000, card_last4: '4242', card_brand: 'visa', failure_code: null })]);
    expect(paid.paid_at).not.toBeNull();
    const mails = await mailsTo(body.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(c.clinic.name);
    expect(mails[0].links[0].url).toBe(paid.manage_url);
    // The clinic hears about it only now.
    expect((await mailsTo(c.clinic.email!)).length).toBeGreaterThan(0);
    // Paying again: 409.
    const again = await pay(t.app, d.id, CARD_OK);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('deposit_already_paid');
    // The manage page shows the deposit.
    const manage = await t.app.inject({ method: 'GET', url: `/api/v1/public/appointments/${paid.manage_url.split('/appointment/')[1]}` });
    expect(manage.json().data.deposit).toMatchObject({ id: d.id, status: 'paid', amount_minor: 4000, currency: 'RON', refunded_amount_minor: 0 });
  });

  it('should confirm straight to 5 when the clinic auto-confirms', async () => {
    const auto = await makeDepositClinic(t.handle.db, { autoConfirm: true });
    const d = (await bookWithDeposit(t.app, depositBookingBody(auto, nextSlot()))).json().data;
    const paid = (await pay(t.app, d.id)).json().data;
    expect(paid.appointment.status).toBe(5);
  });

  it('should show a clear decline, keep the deposit payable, and accept a retry', async () => {
    const body = depositBookingBody(c, nextSlot());
    const d = (await bookWithDeposit(t.app, body)).json().data;
    const declined = await pay(t.app, d.id, CARD_DECLINED);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'failed', appointment: { status: 0 } });
    expect(declined.json().data.client_secret).not.toBeNull();
    expect(declined.json().data.charges.at(-1)).toMatchObject({ status: 'failed', failure_code: 'card_declined', card_last4: '0002' });
    const poor = (await pay(t.app, d.id, CARD_NO_FUNDS)).json().data;
    expect(poor.charges.at(-1)).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    expect(await mailsTo(body.email as string)).toHaveLength(0);
    const ok = (await pay(t.app, d.id, CARD_OK)).json().data;
    expect(ok.status).toBe('paid');
    expect(ok.charges.map((x: { status: string }) => x.status)).toEqual(['failed', 'failed', 'succeeded']);
    expect(await mailsTo(body.email as string)).toHaveLength(1);
  });

  it('should answer 422 for bad card input and 404 for unknown deposits, never 500', async () => {
    const d = (await bookWithDeposit(t.app, depositBookingBody(c, nextSlot()))).json().data;
    const luhn = await pay(t.app, d.id, { ...CARD_OK, card_number: '4242 4242 4242 4241' });
    expect(luhn.statusCode).toBe(422);
    expect(luhn.json().errors.card_number).toHaveLength(1);
    const expired = await pay(t.app, d.id, { ...CARD_OK, exp_year: 2020 });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.exp_month).toHaveLength(1);
    const cvc = await pay(t.app, d.id, { ...CARD_OK, cvc: '12' });
    expect(cvc.statusCode).toBe(422);
    const garbage = await pay(t.app, d.id, { card_number: 42 });
    expect(garbage.statusCode).toBe(422);
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', 'x'.repeat(90)]) {
      expect((await getPublic(id)).statusCode).toBe(404);
      expect((await pay(t.app, id)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/public/payment-deposits/${id}/sync` })).statusCode).toBe(404);
    }
    // The deposit stays untouched by the refused input.
    expect((await getPublic(d.id)).json().data.status).toBe('due');
  });

  it('should expire an unpaid hold by the job (test clock), free the slot and tell the client', async () => {
    const start = nextSlot();
    const body = depositBookingBody(c, start);
    const d = (await bookWithDeposit(t.app, body)).json().data;
    // Not yet: the dev job with no time advanced leaves it.
    const early = await t.app.inject({ method: 'POST', url: '/dev/payments/run-expiry', payload: { advance_minutes: 5 } });
    expect(early.json()).toMatchObject({ expired: 0 });
    const run = await t.app.inject({ method: 'POST', url: '/dev/payments/run-expiry', payload: { advance_minutes: 16 } });
    expect(run.statusCode).toBe(200);
    expect(run.json().expired).toBeGreaterThanOrEqual(1);
    const after = (await getPublic(d.id)).json().data;
    expect(after).toMatchObject({ status: 'expired', client_secret: null });
    expect(after.appointment.status).toBe(6);
    const expiredPay = await pay(t.app, d.id);
    expect(expiredPay.statusCode).toBe(409);
    expect(expiredPay.json().code).toBe('deposit_expired');
    const mails = await mailsTo(body.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0].links[0].url).toContain(`/book/${c.clinic.slug}`);
    // The time is bookable again.
    const again = await bookWithDeposit(t.app, depositBookingBody(c, start));
    expect(again.statusCode).toBe(201);
  });

  it('should expire lazily on read once the clock passed the hold', async () => {
    const d = (await bookWithDeposit(t.app, depositBookingBody(c, nextSlot()))).json().data;
    clock.advanceMinutes(20);
    const read = (await getPublic(d.id)).json().data;
    expect(read.status).toBe('expired');
    const [appt] = await t.handle.db.select().from(appointments).where(eq(appointments.id, read.appointment.id));
    expect(appt.status).toBe(6);
  });

  it('should charge once when the same deposit is paid concurrently', async () => {
    const d = (await bookWithDeposit(t.app, depositBookingBody(c, nextSlot()))).json().data;
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(t.app, d.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.every((s) => s === 200 || s === 409)).toBe(true);
    const charges = await t.handle.db.select().from(paymentCharges).where(eq(paymentCharges.depositId, d.id));
    expect(charges.filter((x) => x.kind === 'charge')).toHaveLength(1);
    const [row] = await t.handle.db.select().from(paymentDeposits).where(eq(paymentDeposits.id, d.id));
    expect(row.status).toBe('paid');
  });

  it('should answer a retried pay with the same Idempotency-Key without charging again', async () => {
    const d = (await bookWithDeposit(t.app, depositBookingBody(c, nextSlot()))).json().data;
    const headers = { 'idempotency-key': `pay-${d.id}` };
    const a = await t.app.inject({ method: 'POST', url: `/api/v1/public/payment-deposits/${d.id}/pay`, headers, payload: CARD_OK });
    const b = await t.app.inject({ method: 'POST', url: `/api/v1/public/payment-deposits/${d.id}/pay`, headers, payload: CARD_OK });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data).toMatchObject({ status: 'paid', charges: [{ status: 'succeeded' }] });
    expect(b.json().data.manage_url).toBe(a.json().data.manage_url);
  });

  it('should answer the first result to a retried Idempotency-Key', async () => {
    const body = depositBookingBody(c, nextSlot());
    const headers = { 'idempotency-key': `dep-${Date.now()}` };
    const a = await bookWithDeposit(t.app, body, headers);
    const b = await bookWithDeposit(t.app, body, headers);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().data.id).toBe(a.json().data.id);
  });
});
