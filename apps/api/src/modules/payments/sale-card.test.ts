import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, clientCreditMovements, clinicPreferences, outbox, refunds, refundsInProgress, saleCardPayments, salePayLinks, salePayments, sales, simPspIntents } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow } from '../../test/clients-factories';
import { CARD_DECLINED, CARD_OK, nextIp } from '../../test/payments-factories';
import { SimulatedPaymentProvider } from '../../providers/payments';
import { existingPaymentsRuntime, type PaymentsRuntime } from './runtime';
import { reconcile } from './service';
import { paySaleByCard } from './sale-card';

type Headers = Record<string, string>;
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('invoices paid online by card (payment link → card → sale payment)', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let h: Headers;
  let rt: PaymentsRuntime;
  let psp: SimulatedPaymentProvider;
  let client: Awaited<ReturnType<typeof makeClientRow>>;
  const db = () => t.handle.db;
  const api = (method: 'GET' | 'POST', url: string, payload?: object, headers: Headers = h) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });

  /** An issued sale of `total` (one custom line, no tax) for the client. */
  const issuedSale = async (price = 12345, clientId = client.id) => {
    const created = await api('POST', '/sales', { client_id: clientId, lines: [{ kind: 'custom', name: 'Dental cleaning', quantity: 1, unit_price: price, vat: 0 }] });
    expect(created.statusCode, created.body).toBe(201);
    const issued = await api('POST', `/sales/${created.json().data.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json().data as { id: number; number: number; total: number };
  };
  /** Sends the payment link by mail and answers the token from the mail's link. */
  const sendLink = async (saleId: number) => {
    const res = await api('POST', '/notification', { client_id: client.id, type: 1, sale_id: saleId, via: 'mail' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, client.email!)).orderBy(desc(outbox.id)).limit(1);
    const url = mail.links[0].url;
    expect(url).toMatch(new RegExp(`/book/${a.clinic.slug}/pay/[A-Za-z0-9_-]{40,}$`));
    return url.split('/').at(-1)!;
  };
  const view = (token: string) => api('GET', `/public/sale-payments/${token}`, undefined, {});
  const pay = (token: string, card: object = CARD_OK, key?: string) =>
    api('POST', `/public/sale-payments/${token}/pay`, card, key ? { 'idempotency-key': key } : {});
  const paymentsOf = (saleId: number) => db().select().from(salePayments).where(eq(salePayments.saleId, saleId));

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    h = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    client = await makeClientRow(db(), a.group.id, { firstName: 'Ioana', lastName: 'Pop' });
    rt = existingPaymentsRuntime(db())!;
    psp = rt.provider as SimulatedPaymentProvider;
  });
  afterAll(() => t.close());

  it('should mail a link to the invoice page, charge exactly the balance due with 4242 and show the sale paid to staff', async () => {
    const sale = await issuedSale(12345);
    // Part paid at the desk first: the link asks for the rest.
    expect((await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: 2345 }] })).statusCode).toBe(201);
    const token = await sendLink(sale.id);
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, client.email!)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toContain('payment link');
    // Which invoice, how much is still due (12345 − 2345, the clinic's format: "100.00 $") and from which clinic.
    expect(mail.subject).toBe(`Invoice ${sale.number} from ${a.clinic.name}: your payment link`);
    expect(mail.text).toContain(`${a.clinic.name} sent you a link to pay invoice ${sale.number} securely online. Amount due: 100.00 $.`);
    expect(mail.html).toContain('Amount due: 100.00 $');
    // The dev mailbox shows the same subject and text.
    const box = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(client.email!)}` });
    expect(box.body).toContain(`Invoice ${sale.number} from`);
    expect(box.body).toContain('Amount due: 100.00 $');
    expect(await db().select().from(salePayLinks).where(eq(salePayLinks.tokenHash, token))).toHaveLength(0); // only the hash is kept

    const page = await view(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      number: sale.number, total: 12345, paid: 2345, due: 10000, state: 'payable', provider: 'simulated', client_first_name: 'Ioana',
      lines: [{ name: 'Dental cleaning', quantity: 1, total: 12345 }], clinic: { slug: a.clinic.slug },
    });

    const paid = await pay(token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ state: 'paid', due: 0, paid: 12345, paid_card_last4: '4242' });
    const [intent] = await db().select().from(simPspIntents).where(eq(simPspIntents.id, (await db().select().from(saleCardPayments).where(eq(saleCardPayments.saleId, sale.id)))[0].providerRef!));
    expect(intent.amountMinor).toBe(10000);
    const rows = await paymentsOf(sale.id);
    expect(rows.filter((p) => p.method === 5)).toEqual([expect.objectContaining({ amountMinor: 10000, appliedMinor: 10000, providerRef: intent.id })]);
    const staff = (await api('GET', `/sales/${sale.id}`)).json().data;
    expect(staff).toMatchObject({ due: 0, paid: 12345 });
    expect(staff.payments.map((p: { method_label: string }) => p.method_label)).toEqual(['cash', 'online_payment']);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, 'sale.paid_online'), eq(auditLog.entityId, sale.id)))).toHaveLength(1);

    // The same link again: a clear paid state, a second pay is a 409, never a second charge.
    expect((await view(token)).json().data.state).toBe('paid');
    const again = await pay(token);
    expect(again.statusCode).toBe(409);
    await settle(); // the simulated webhook arrives too: still one payment
    expect((await paymentsOf(sale.id)).filter((p) => p.method === 5)).toHaveLength(1);
  });

  it('should show a decline and take a second card on the same intent', async () => {
    const sale = await issuedSale(5000);
    const token = await sendLink(sale.id);
    const declined = await pay(token, CARD_DECLINED);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ state: 'payable', due: 5000, failure_code: 'card_declined' });
    expect(await paymentsOf(sale.id)).toHaveLength(0);
    expect((await pay(token)).json().data.state).toBe('paid');
    const cards = await db().select().from(saleCardPayments).where(eq(saleCardPayments.saleId, sale.id));
    expect(cards).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 2 })]);
  });

  it('should charge once when 20 confirms of the same sale arrive at once', async () => {
    const sale = await issuedSale(7000);
    const token = await sendLink(sale.id);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(token, CARD_OK, `race-${sale.id}-${i}`)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 409), codes.join(',')).toBe(true);
    await settle();
    expect(await paymentsOf(sale.id)).toEqual([expect.objectContaining({ method: 5, amountMinor: 7000 })]);
    const cards = await db().select().from(saleCardPayments).where(eq(saleCardPayments.saleId, sale.id));
    expect(cards).toHaveLength(1);
    const intents = await db().select().from(simPspIntents).where(eq(simPspIntents.id, cards[0].providerRef!));
    expect(Object.keys(intents[0].requests)).toHaveLength(1); // one confirm reached the provider
  });

  it('should record a charge that succeeded at the provider when we crashed before writing it, once (reconciliation)', async () => {
    const sale = await issuedSale(8800);
    const token = await sendLink(sale.id);
    psp.deliverEvents = false;
    rt.failpoints.afterProviderCharge = true;
    try {
      await expect(paySaleByCard(rt, token, CARD_OK)).rejects.toThrow(/failpoint/);
    } finally {
      rt.failpoints.afterProviderCharge = false;
      psp.deliverEvents = true;
    }
    const [card] = await db().select().from(saleCardPayments).where(eq(saleCardPayments.saleId, sale.id));
    expect(card.status).toBe('processing');
    expect((await psp.retrieveIntent(card.providerRef!)).status).toBe('succeeded');
    expect(await paymentsOf(sale.id)).toHaveLength(0);
    // Meanwhile the page says it is being settled and nobody can pay it again.
    expect((await view(token)).json().data.state).toBe('processing');
    expect((await pay(token)).json().code).toBe('payment_in_progress');
    // "Restart": the startup reconciliation records it; a second run changes nothing.
    await reconcile(rt, { graceMs: 0 });
    await reconcile(rt, { graceMs: 0 });
    expect(await paymentsOf(sale.id)).toEqual([expect.objectContaining({ method: 5, amountMinor: 8800, appliedMinor: 8800 })]);
    expect((await view(token)).json().data).toMatchObject({ state: 'paid', due: 0 });
  });

  it('should record a webhook-only success (browser gone) once, even delivered twice', async () => {
    const sale = await issuedSale(3000);
    const token = await sendLink(sale.id);
    await view(token);
    // Create the intent as the pay call would, then pay at the provider directly with webhooks held back.
    psp.deliverEvents = false;
    rt.failpoints.afterProviderCharge = true;
    await paySaleByCard(rt, token, CARD_OK).catch(() => undefined);
    rt.failpoints.afterProviderCharge = false;
    psp.deliverEvents = true;
    const event = psp.emitted.at(-1)!;
    for (let i = 0; i < 2; i++) {
      const { body, headers } = psp.signedDelivery(event);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/payments/simulated', headers, payload: body })).statusCode).toBe(200);
    }
    expect(await paymentsOf(sale.id)).toHaveLength(1);
  });

  it('should put a charge above what is still due (paid at the desk meanwhile) into client credit', async () => {
    const sale = await issuedSale(6000);
    const token = await sendLink(sale.id);
    psp.deliverEvents = false;
    rt.failpoints.afterProviderCharge = true;
    await paySaleByCard(rt, token, CARD_OK).catch(() => undefined);
    rt.failpoints.afterProviderCharge = false;
    psp.deliverEvents = true;
    // While the card charge waits to be written, the desk takes cash for the whole invoice.
    expect((await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: 6000 }] })).statusCode).toBe(201);
    await reconcile(rt, { graceMs: 0 });
    const online = (await paymentsOf(sale.id)).find((p) => p.method === 5)!;
    expect(online).toMatchObject({ amountMinor: 6000, appliedMinor: 0 });
    const [credit] = await db().select().from(clientCreditMovements).where(eq(clientCreditMovements.paymentId, online.id));
    expect(credit).toMatchObject({ deltaMinor: 6000, kind: 'overpayment' });
  });

  it('should answer 404 for a wrong or expired token and a clear state for a draft', async () => {
    expect((await view('x'.repeat(43))).statusCode).toBe(404);
    expect((await view('short')).statusCode).toBe(404);
    expect((await pay('y'.repeat(43))).statusCode).toBe(404);
    const sale = await issuedSale(1000);
    const token = await sendLink(sale.id);
    await db().update(salePayLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(salePayLinks.saleId, sale.id));
    expect((await view(token)).statusCode).toBe(404);
    expect((await pay(token)).statusCode).toBe(404);
  });

  it('should state a won invoice\'s balance with no decimals and the currency first, in mail and SMS', async () => {
    const b = await makeTenant(db());
    const hb = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    await db().update(clinicPreferences).set({ currency: '₩', currencyFirst: 1 }).where(eq(clinicPreferences.clinicId, b.clinic.id));
    const wonClient = await makeClientRow(db(), b.group.id, { firstName: 'Minji', lastName: 'Kim' });
    const created = await api('POST', '/sales', { client_id: wonClient.id, lines: [{ kind: 'custom', name: 'Vaccination', quantity: 1, unit_price: 1500000, vat: 0 }] }, hb);
    expect(created.statusCode, created.body).toBe(201);
    const sale = (await api('POST', `/sales/${created.json().data.id}/issue`, undefined, hb)).json().data as { id: number; number: number };
    expect((await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: 500000 }] }, hb)).statusCode).toBe(201);
    const res = await api('POST', '/notification', { client_id: wonClient.id, type: 1, sale_id: sale.id, via: 'both' }, hb);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await db().select().from(outbox).where(and(eq(outbox.recipient, wonClient.email!), eq(outbox.channel, 'mail')));
    expect(mail.subject).toBe(`Invoice ${sale.number} from ${b.clinic.name}: your payment link`);
    expect(mail.text).toContain('Amount due: ₩10000.');
    const [sms] = await db().select().from(outbox).where(and(eq(outbox.clinicId, b.clinic.id), eq(outbox.channel, 'sms')));
    expect(sms.text).toContain(`${b.clinic.name}: invoice ${sale.number}, ₩10000 due.`);
  });

  it('should refuse a link to a draft, a paid sale, another client\'s or another clinic\'s sale', async () => {
    const created = await api('POST', '/sales', { client_id: client.id, lines: [{ kind: 'custom', name: 'X', quantity: 1, unit_price: 100, vat: 0 }] });
    const draftId = created.json().data.id;
    const draft = await api('POST', '/notification', { client_id: client.id, type: 1, sale_id: draftId, via: 'mail' });
    expect([draft.statusCode, draft.json().code]).toEqual([409, 'invalid_state']);
    const sale = await issuedSale(1000);
    await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: 1000 }] });
    expect((await api('POST', '/notification', { client_id: client.id, type: 1, sale_id: sale.id, via: 'mail' })).statusCode).toBe(409);
    const other = await makeClientRow(db(), a.group.id);
    const open = await issuedSale(1000);
    expect((await api('POST', '/notification', { client_id: other.id, type: 1, sale_id: open.id, via: 'mail' })).statusCode).toBe(404);
    const b = await makeTenant(db());
    const hb = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    const foreignClient = await makeClientRow(db(), b.group.id);
    expect((await api('POST', '/notification', { client_id: foreignClient.id, type: 1, sale_id: open.id, via: 'mail' }, hb)).statusCode).toBe(404);
    const both = await api('POST', '/notification', { client_id: client.id, type: 1, sale_id: open.id, deposit_id: '00000000-0000-4000-8000-000000000000' });
    expect([both.statusCode, Object.keys(both.json().errors ?? {})]).toEqual([422, ['sale_id']]);
    // The preview shows the message without making a link.
    const before = (await db().select().from(salePayLinks).where(eq(salePayLinks.saleId, open.id))).length;
    const preview = await api('POST', '/notification/preview', { client_id: client.id, type: 1, sale_id: open.id, via: 'mail' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.messages[0].text).toContain(`/book/${a.clinic.slug}/pay/`);
    expect(await db().select().from(salePayLinks).where(eq(salePayLinks.saleId, open.id))).toHaveLength(before);
    // A sale row stays as it was (issued sales are frozen).
    const [row] = await db().select().from(sales).where(eq(sales.id, open.id));
    expect(row.status).toBe('issued');
  });

  it('should charge a card at the desk through the provider: cash plus card 4242, a decline, never above what is due', async () => {
    const sale = await issuedSale(8000);
    const charge = (payload: object, key?: string) => api('POST', `/sales/${sale.id}/card-charges`, payload, { ...h, ...(key ? { 'idempotency-key': key } : {}) });
    expect((await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: 3000 }] })).statusCode).toBe(201);
    const above = await charge({ amount: 5001, card: CARD_OK });
    expect([above.statusCode, Object.keys(above.json().errors ?? {})]).toEqual([422, ['amount']]);
    const declined = await charge({ amount: 5000, card: CARD_DECLINED });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'open', failure_code: 'card_declined', sale: { due: 5000 } });
    const ok = await charge({ amount: 5000, card: CARD_OK }, `desk-${sale.id}`);
    expect(ok.json().data).toMatchObject({ status: 'succeeded', sale: { due: 0, paid: 8000 } });
    // The same submit again (lost answer): the first outcome, no second charge.
    expect((await charge({ amount: 5000, card: CARD_OK }, `desk-${sale.id}`)).json().data.status).toBe('succeeded');
    const rows = await paymentsOf(sale.id);
    expect(rows.map((p) => [p.method, p.amountMinor, p.createdBy])).toEqual([[1, 3000, a.admin.id], [2, 5000, a.admin.id]]);
    expect(rows[1].reference).toContain('4242');
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, 'sale.card_charged'), eq(auditLog.entityId, sale.id)))).toHaveLength(1);
    // Another clinic's sale is not found; nothing due is a 409.
    const b = await makeTenant(db());
    const hb = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    expect((await api('POST', `/sales/${sale.id}/card-charges`, { amount: 100, card: CARD_OK }, hb)).statusCode).toBe(404);
    expect((await charge({ amount: 100, card: CARD_OK })).statusCode).toBe(409);
  });

  it('should refund a card-paid sale through the provider, against its intent, once per Idempotency-Key; a card recorded by hand stays by hand', async () => {
    const sale = await issuedSale(9000);
    const created = (await api('GET', `/sales/${sale.id}`)).json().data as { lines: { id: number }[] };
    expect((await api('POST', `/sales/${sale.id}/payments`, { payments: [{ method: 2, amount: 2000, reference: 'terminal 7' }] })).statusCode).toBe(201);
    const charged = await api('POST', `/sales/${sale.id}/card-charges`, { amount: 7000, card: CARD_OK });
    expect(charged.json().data).toMatchObject({ status: 'succeeded', sale: { due: 0 } });
    const [byProvider] = (await paymentsOf(sale.id)).filter((p) => p.providerRef);
    const note = await api('POST', '/credit-notes', { sale_id: sale.id, reason: 'Not done', lines: [{ sale_line_id: created.lines[0].id, quantity: 1 }] });
    expect(note.statusCode, note.body).toBe(201);
    expect((await api('POST', `/credit-notes/${note.json().data.id}/post`)).statusCode).toBe(200);
    const refund = (amount: number, key: string) => t.app.inject({
      method: 'POST', url: `/api/v1/credit-notes/${note.json().data.id}/refund`, headers: { ...h, 'idempotency-key': key }, payload: { method: 2, amount },
    });
    // 8000 to the card: 7000 back through the provider (the charged intent), the other 1000 by hand (the terminal's card).
    const first = await refund(8000, 'refund-1');
    expect(first.statusCode, first.body).toBe(201);
    expect((await refund(8000, 'refund-1')).statusCode).toBe(201); // a retry: the first answer, no second refund
    const [intent] = await db().select().from(simPspIntents).where(eq(simPspIntents.id, byProvider.providerRef!));
    expect(intent.refundedMinor).toBe(7000);
    const rows = await db().select().from(refunds).where(eq(refunds.saleId, sale.id)).orderBy(refunds.id);
    expect(rows.map((r) => [r.method, r.amountMinor, r.salePaymentId === byProvider.id, r.providerRef ? 'provider' : 'by hand'])).toEqual([
      [2, 7000, true, 'provider'], [2, 1000, false, 'by hand'],
    ]);
    const staff = (await api('GET', `/sales/${sale.id}`)).json().data;
    expect(staff).toMatchObject({ refunded: 8000 });
    // The last 1000 of the note: the intent has nothing left, so it goes by hand; then nothing is left to give back.
    expect((await refund(1000, 'refund-2')).statusCode).toBe(201);
    expect((await db().select().from(refunds).where(eq(refunds.saleId, sale.id))).filter((r) => r.providerRef)).toHaveLength(1);
    expect((await db().select().from(simPspIntents).where(eq(simPspIntents.id, byProvider.providerRef!)))[0].refundedMinor).toBe(7000);
    expect((await refund(100, 'refund-3')).statusCode).toBe(409);
  });
  it('should refuse a second card refund of a sale while one is with the provider (409), take over a crashed claim, and never give back more than the note allows', async () => {
    const sale = await issuedSale(6000);
    const created = (await api('GET', `/sales/${sale.id}`)).json().data as { lines: { id: number }[] };
    expect((await api('POST', `/sales/${sale.id}/card-charges`, { amount: 6000, card: CARD_OK })).json().data).toMatchObject({ status: 'succeeded' });
    const note = await api('POST', '/credit-notes', { sale_id: sale.id, reason: 'Not done', lines: [{ sale_line_id: created.lines[0].id, quantity: 1 }] });
    expect((await api('POST', `/credit-notes/${note.json().data.id}/post`)).statusCode).toBe(200);
    const noteId = note.json().data.id as number;
    const refund = (amount: number, key: string) => t.app.inject({
      method: 'POST', url: `/api/v1/credit-notes/${noteId}/refund`, headers: { ...h, 'idempotency-key': key }, payload: { method: 2, amount },
    });
    // Another request's refund is with the provider (its claim is fresh): this one is refused and nothing moves.
    await db().insert(refundsInProgress).values({ saleId: sale.id, creditNoteId: noteId, requestKey: 'someone-else', startedAt: new Date() });
    const busy = await refund(1000, 'busy-1');
    expect([busy.statusCode, busy.json().message]).toEqual([409, expect.stringMatching(/another refund/i)]);
    expect(await db().select().from(refunds).where(eq(refunds.saleId, sale.id))).toHaveLength(0);
    // That request crashed: after two minutes its claim is taken over and the refund goes through, releasing the claim.
    await db().update(refundsInProgress).set({ startedAt: new Date(Date.now() - 3 * 60_000) }).where(eq(refundsInProgress.saleId, sale.id));
    expect((await refund(1000, 'after-crash')).statusCode).toBe(201);
    expect(await db().select().from(refundsInProgress).where(eq(refundsInProgress.saleId, sale.id))).toHaveLength(0);
    // Two refunds of different amounts at once (5000 left): whichever way they interleave, each is 201 or 409 and
    // the card gets back at most what the note leaves — never 4000 + 3000.
    const both = await Promise.all([refund(4000, 'together-a'), refund(3000, 'together-b')]);
    expect(both.every((r) => [201, 409, 422].includes(r.statusCode)), both.map((r) => r.body).join()).toBe(true);
    const rows = await db().select().from(refunds).where(eq(refunds.saleId, sale.id));
    const [charged] = (await paymentsOf(sale.id)).filter((p) => p.providerRef);
    const [intent] = await db().select().from(simPspIntents).where(eq(simPspIntents.id, charged.providerRef!));
    const total = rows.reduce((a, r) => a + r.amountMinor, 0);
    expect(total).toBeLessThanOrEqual(6000);
    expect(intent.refundedMinor).toBe(total);
    expect(await db().select().from(refundsInProgress).where(eq(refundsInProgress.saleId, sale.id))).toHaveLength(0);
  });
});
