import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { salePayments, webhookDeliveries, webhookEndpoints } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow } from '../../test/clients-factories';
import {
  CARD_OK, bookWithDeposit, depositBookingBody, makeDepositClinic, nextIp, nextSlot, pay, testClock, type DepositClinic,
} from '../../test/payments-factories';
import type { WebhookPayload } from './events';

type Headers = Record<string, string>;
type Sale = { id: number; total: number; currency: string; client_id: number; lines: { id: number }[] };
type Note = { id: number; number: number; excess: number };
// The clinic's own day (the factories' clinics are in Europe/Bucharest): between 22:00 and 24:00 UTC it is already tomorrow there.
const today = () => DateTime.now().setZone('Europe/Bucharest').toISODate()!;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The money and hold events (#20): refund.created, credit_note.posted / voided, appointment.hold_expired. Each is
 * queued once, with its payload, when the change commits, and not at all when the change is refused.
 */
describe('webhook events of refunds, credit notes and expired holds', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let admin: Headers;
  let client: Awaited<ReturnType<typeof makeClientRow>>;
  let c: DepositClinic;
  let deskStaff: Headers;
  /** Subscribed to the new events (tenant a: credit notes and invoice refunds; clinic c: deposits and holds). */
  let hookA: number;
  let hookC: number;
  /** Subscribed to other events only: must get none of these. */
  let otherA: number;
  const clock = testClock();
  const db = () => t.handle.db;

  const api = (method: 'GET' | 'POST', url: string, payload?: object, headers: Headers = admin) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
  const events = async (endpointId: number, type?: string) => (await db().select().from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), ...(type ? [eq(webhookDeliveries.eventType, type)] : [])))
    .orderBy(asc(webhookDeliveries.id))).map((d) => d.payload as unknown as WebhookPayload);
  const eventsFor = async (endpointId: number, type: string, key: string, id: number | string) =>
    (await events(endpointId, type)).filter((e) => e.data[key] === id);
  const issued = async (price: number) => {
    const s = await api('POST', '/sales', { client_id: client.id, lines: [{ kind: 'custom', name: 'Surgery', quantity: 1, unit_price: price, vat: 0 }] });
    expect(s.statusCode, s.body).toBe(201);
    const res = await api('POST', `/sales/${s.json().data.id}/issue`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Sale;
  };
  const draftNote = async (sale: Sale) => {
    const res = await api('POST', '/credit-notes', { sale_id: sale.id, reason: 'Not done', lines: [{ sale_line_id: sale.lines[0].id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const postNote = async (id: number) => {
    const res = await api('POST', `/credit-notes/${id}/post`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Note;
  };
  const refund = (noteId: number, payload: object, key?: string) =>
    api('POST', `/credit-notes/${noteId}/refund`, payload, { ...admin, ...(key ? { 'idempotency-key': key } : {}) });

  beforeAll(async () => {
    t = await makeTestApp({ paymentsClock: clock.now });
    a = await makeTenant(db());
    admin = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    client = await makeClientRow(db(), a.group.id, { firstName: 'Ioana', lastName: 'Pop' });
    // Through the API: the new events are accepted by the endpoint form's schema.
    const created = await api('POST', '/webhook-endpoints', {
      url: 'https://hooks.example.test/a', events: ['refund.created', 'credit_note.posted', 'credit_note.voided', 'appointment.hold_expired'],
    });
    expect(created.statusCode, created.body).toBe(201);
    hookA = created.json().data.id;
    otherA = (await api('POST', '/webhook-endpoints', { url: 'https://hooks.example.test/b', events: ['sale.issued'] })).json().data.id;
    c = await makeDepositClinic(db());
    deskStaff = await staffHeaders(t.app, c.receptionist.email, c.clinic.id);
    [{ id: hookC }] = await db().insert(webhookEndpoints).values({
      clinicId: c.clinic.id, url: 'https://hooks.example.test/c', secret: 'whsec_test', events: ['refund.created', 'appointment.hold_expired', 'appointment.cancelled'],
    }).returning({ id: webhookEndpoints.id });
  }, 60_000);
  afterAll(() => t.close());

  it('should queue credit_note.posted once when a note is posted, and nothing for a post that is refused', async () => {
    const sale = await issued(10000);
    expect((await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: 4000 }] })).statusCode).toBe(201);
    const first = await draftNote(sale);
    const second = await draftNote(sale); // the same unit: refused once the first is posted
    expect(await eventsFor(hookA, 'credit_note.posted', 'sale_id', sale.id)).toHaveLength(0); // a draft is not posted
    const note = await postNote(first);
    const refused = await api('POST', `/credit-notes/${second}/post`);
    expect(refused.statusCode).toBe(409);
    expect((await api('POST', `/credit-notes/${first}/post`)).statusCode).toBe(409);
    const posted = await eventsFor(hookA, 'credit_note.posted', 'sale_id', sale.id);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ type: 'credit_note.posted', clinic_id: a.clinic.id, created_at: expect.stringMatching(ISO) });
    expect(posted[0].data).toEqual({
      credit_note_id: note.id, number: note.number, sale_id: sale.id, client_id: client.id,
      total_minor: 10000, applied_minor: 6000, excess_minor: 4000, currency: sale.currency, posted_at: expect.stringMatching(ISO),
    });
    // Only to endpoints that asked for it.
    expect(await events(otherA, 'credit_note.posted')).toHaveLength(0);
  });

  it('should queue refund.created once per refund made by hand, none for a refund beyond what was paid (422) nor for a retry', async () => {
    const sale = await issued(5000);
    expect((await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: 5000 }] })).statusCode).toBe(201);
    const [payment] = await db().select().from(salePayments).where(eq(salePayments.saleId, sale.id));
    const note = await postNote(await draftNote(sale));
    expect(note.excess).toBe(5000);
    const beyond = await refund(note.id, { amount: 5001, method: 1 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors).toHaveProperty('amount');
    expect(await eventsFor(hookA, 'refund.created', 'sale_id', sale.id)).toHaveLength(0);

    expect((await refund(note.id, { amount: 2000, method: 1, reference: 'till 2' }, `money-events-${sale.id}`)).statusCode).toBe(201);
    expect((await refund(note.id, { amount: 2000, method: 1, reference: 'till 2' }, `money-events-${sale.id}`)).statusCode).toBe(201); // the same retry
    const made = await eventsFor(hookA, 'refund.created', 'sale_id', sale.id);
    expect(made).toHaveLength(1);
    expect(made[0].data).toEqual({
      refund_id: expect.any(Number), source: 'credit_note', credit_note_id: note.id, sale_id: sale.id, client_id: client.id, payment_id: payment.id,
      method: 1, amount_minor: 2000, currency: sale.currency, via_provider: false,
    });
    // The refund's reference (staff's text) stays out of the event.
    expect(JSON.stringify(made[0])).not.toContain('till 2');
    expect(await events(otherA, 'refund.created')).toHaveLength(0);
  });

  it('should queue refund.created for the part given back through the card provider and for the part by hand, one event each', async () => {
    const sale = await issued(9000);
    expect((await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 2, amount: 2000, reference: 'terminal 7' }] })).statusCode).toBe(201);
    const charged = await api('POST', `/sales/${sale.id}/card-charges`, { amount: 7000, card: CARD_OK });
    expect(charged.json().data).toMatchObject({ status: 'succeeded' });
    const [byProvider] = (await db().select().from(salePayments).where(eq(salePayments.saleId, sale.id))).filter((p) => p.providerRef);
    const note = await postNote(await draftNote(sale));
    expect((await refund(note.id, { method: 2, amount: 9001 })).statusCode).toBe(422);
    expect(await eventsFor(hookA, 'refund.created', 'sale_id', sale.id)).toHaveLength(0);
    const res = await refund(note.id, { method: 2, amount: 8000 }, `money-events-card-${sale.id}`);
    expect(res.statusCode, res.body).toBe(201);
    const made = (await eventsFor(hookA, 'refund.created', 'sale_id', sale.id)).map((e) => e.data);
    expect(made).toHaveLength(2);
    expect(made.map((d) => [d.method, d.amount_minor, d.via_provider, d.payment_id === byProvider.id])).toEqual([[2, 7000, true, true], [2, 1000, false, false]]);
    expect(new Set(made.map((d) => d.refund_id)).size).toBe(2);
  });

  it('should queue credit_note.voided once when a note is voided, and nothing when the void is refused (refunded, or twice)', async () => {
    const sale = await issued(3000);
    expect((await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: 3000 }] })).statusCode).toBe(201);
    const refunded = await postNote(await draftNote(sale));
    expect((await refund(refunded.id, { amount: 100, method: 1 })).statusCode).toBe(201);
    const refused = await api('POST', `/credit-notes/${refunded.id}/void`, { void_reason: 'No', void_date: today() });
    expect(refused.statusCode).toBe(409);
    expect(await eventsFor(hookA, 'credit_note.voided', 'credit_note_id', refunded.id)).toHaveLength(0);

    const other = await issued(2500);
    const note = await postNote(await draftNote(other));
    expect((await api('POST', `/credit-notes/${note.id}/void`, { void_reason: 'Wrong client entirely', void_date: '2000-01-01' })).statusCode).toBe(422);
    const voided = await api('POST', `/credit-notes/${note.id}/void`, { void_reason: 'Wrong client entirely', void_date: today() });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await api('POST', `/credit-notes/${note.id}/void`, { void_reason: 'Again', void_date: today() })).statusCode).toBe(409);
    const sent = await eventsFor(hookA, 'credit_note.voided', 'credit_note_id', note.id);
    expect(sent).toHaveLength(1);
    expect(sent[0].data).toEqual({
      credit_note_id: note.id, number: note.number, sale_id: other.id, client_id: client.id, total_minor: 2500, currency: other.currency,
      void_date: today(), voided_at: expect.stringMatching(ISO),
    });
    expect(JSON.stringify(sent[0])).not.toContain('Wrong client');
  });

  it('should queue appointment.hold_expired (and appointment.cancelled) once for an unpaid hold the expiry job releases, nothing for a paid one', async () => {
    const unpaid = (await bookWithDeposit(t.app, depositBookingBody(c, nextSlot()))).json().data;
    const paid = (await bookWithDeposit(t.app, depositBookingBody(c, nextSlot()))).json().data;
    expect((await pay(t.app, paid.id)).json().data.status).toBe('paid');
    const early = await t.app.inject({ method: 'POST', url: '/dev/payments/run-expiry', payload: { advance_minutes: 5 } });
    expect(early.json()).toMatchObject({ expired: 0 });
    expect(await eventsFor(hookC, 'appointment.hold_expired', 'appointment_id', unpaid.appointment.id)).toHaveLength(0);
    const run = await t.app.inject({ method: 'POST', url: '/dev/payments/run-expiry', payload: { advance_minutes: 16 } });
    expect(run.json().expired).toBeGreaterThanOrEqual(1);
    await t.app.inject({ method: 'POST', url: '/dev/payments/run-expiry', payload: { advance_minutes: 0 } }); // again: nothing new
    const expired = await eventsFor(hookC, 'appointment.hold_expired', 'appointment_id', unpaid.appointment.id);
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ clinic_id: c.clinic.id });
    expect(expired[0].data).toEqual({
      appointment_id: unpaid.appointment.id, status: 6, vet_id: c.vets[0].id, client_id: expect.any(Number),
      datetime_start_utc: unpaid.appointment.datetime_start_utc, datetime_end_utc: expect.stringMatching(ISO), source: expect.any(String),
      deposit_id: unpaid.id, amount_minor: 4000, currency: 'RON', expires_at: new Date(unpaid.expires_at).toISOString(),
    });
    expect(await eventsFor(hookC, 'appointment.cancelled', 'appointment_id', unpaid.appointment.id)).toHaveLength(1);
    expect(await eventsFor(hookC, 'appointment.hold_expired', 'appointment_id', paid.appointment.id)).toHaveLength(0);
  });

  it('should queue refund.created once a deposit refund succeeds at the provider, and none for a refund beyond the deposit (409)', async () => {
    const body = depositBookingBody(c, nextSlot());
    const d = (await bookWithDeposit(t.app, body)).json().data;
    const paid = (await pay(t.app, d.id)).json().data;
    const depositRefund = (payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/payment-deposits/${d.id}/refund`, headers: deskStaff, payload });
    expect((await depositRefund({ amount: 41 })).statusCode).toBe(409); // 40.00 was paid
    expect(await eventsFor(hookC, 'refund.created', 'deposit_id', d.id)).toHaveLength(0);
    expect((await depositRefund({ amount: 15, reason: 'Goodwill' })).statusCode).toBe(200);
    // The client cancels before the cutoff: the rest comes back.
    const token = paid.manage_url.split('/appointment/')[1] as string;
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/public/appointments/${token}/cancel`, remoteAddress: nextIp(), payload: { reason: 'Plans changed' } });
    expect(cancel.json().data.deposit).toMatchObject({ status: 'refunded', refunded_amount_minor: 4000 });
    const made = (await eventsFor(hookC, 'refund.created', 'deposit_id', d.id)).map((e) => e.data);
    expect(made).toHaveLength(2);
    expect(made[0]).toEqual({
      deposit_refund_id: expect.any(String), source: 'deposit', deposit_id: d.id, appointment_id: d.appointment.id, client_id: expect.any(Number),
      amount_minor: 1500, currency: 'RON', via_provider: true,
    });
    expect(made[1]).toMatchObject({ amount_minor: 2500, deposit_id: d.id });
    expect(JSON.stringify(made)).not.toContain('Goodwill');
  });
});
