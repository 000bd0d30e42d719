import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cashUps, outbox, salePayments } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow } from '../../test/clients-factories';

type Headers = Record<string, string>;
type Movement = { kind: string; debit: number; credit: number; balance: number; method: number | null; sale_id: number | null; credit_delta: number | null; credit_after: number | null };
const bucharestDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

describe('client account statement and day-end cash-up', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let vetA: Headers;
  let receptionistA: Headers;
  let adminB: Headers;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const get = (url: string, h: Headers = adminA) => req('GET', url, h);
  const post = (url: string, payload: unknown, h: Headers = adminA) => req('POST', url, h, payload);
  const custom = (price: number) => ({ kind: 'custom', name: 'Item', quantity: 1, unit_price: price, vat: 10 });
  const issued = async (clientId: number, price: number) => {
    const d = await post('/sales', { client_id: clientId, lines: [custom(price)] });
    expect(d.statusCode, d.body).toBe(201);
    const res = await post(`/sales/${d.json().data.id}/issue`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; number: number; total: number };
  };
  const pay = async (id: number, payments: unknown[]) => {
    const res = await post(`/sales/${id}/payments`, { payments });
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    receptionistA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
  });
  afterAll(() => t.close());

  it('should list invoices, payments by method, credit used and overpayments with a running balance, opening and closing', async () => {
    const client = await makeClientRow(db(), a.group.id);
    const s1 = await issued(client.id, 10000); // 11000 with 10 % VAT
    await pay(s1.id, [{ method: 1, amount: 5000 }]);
    await pay(s1.id, [{ method: 2, amount: 8000, reference: '4242' }]); // 6000 applied, 2000 to credit
    const s2 = await issued(client.id, 1000); // 1100
    await pay(s2.id, [{ method: 6, amount: 1100 }]); // from credit: 900 left
    const s3 = await issued(client.id, 2000); // 2200 unpaid
    const res = await get(`/pet-parents/${client.id}/statement`);
    expect(res.statusCode, res.body).toBe(200);
    const st = res.json().data as { movements: Movement[] } & Record<string, unknown>;
    expect(st.movements.map((m) => [m.kind, m.debit, m.credit, m.balance])).toEqual([
      ['invoice', 11000, 0, 11000], ['payment', 0, 5000, 6000], ['payment', 0, 6000, 0],
      ['invoice', 1100, 0, 1100], ['credit_used', 0, 1100, 0], ['invoice', 2200, 0, 2200],
    ]);
    expect(st.movements[2]).toMatchObject({ method: 2, credit_delta: 2000, credit_after: 2000 });
    expect(st.movements[4]).toMatchObject({ method: 6, credit_delta: -1100, credit_after: 900, sale_id: s2.id });
    expect(st).toMatchObject({ opening_balance: 0, closing_balance: 2200, balance_due: 2200, credit: 900, closing_credit: 900, debits: 14300, credits: 12100 });
    // It agrees with the account.
    expect((await get(`/pet-parents/${client.id}/account`)).json().data).toMatchObject({ balance_due: 2200, credit: 900 });
    // A later page carries the running balance on.
    const page2 = (await get(`/pet-parents/${client.id}/statement?per_page=4&page=2`)).json();
    expect(page2.data.movements.map((m: Movement) => m.balance)).toEqual([0, 2200]);
    expect(page2.meta).toMatchObject({ total: 6, last_page: 2 });
    // From tomorrow: everything is before the period (opening); up to yesterday: nothing yet.
    const later = (await get(`/pet-parents/${client.id}/statement?from=${bucharestDay(1)}`)).json().data;
    expect(later).toMatchObject({ opening_balance: 2200, closing_balance: 2200, opening_credit: 900, movements: [] });
    const earlier = (await get(`/pet-parents/${client.id}/statement?to=${bucharestDay(-1)}`)).json().data;
    expect(earlier).toMatchObject({ opening_balance: 0, closing_balance: 0, closing_credit: 0, movements: [], balance_due: 2200 });
    const today = (await get(`/pet-parents/${client.id}/statement?from=${bucharestDay()}&to=${bucharestDay()}`)).json().data;
    expect(today.movements).toHaveLength(6);
    expect(s3.total).toBe(2200);
  });

  it('should show credit notes as credits and refunds as debits, so the balance comes back to what is owed', async () => {
    const client = await makeClientRow(db(), a.group.id);
    const d = await post('/sales', { client_id: client.id, lines: [{ kind: 'custom', name: 'Grooming', quantity: 2, unit_price: 2000, vat: 0 }] });
    const sale = (await post(`/sales/${d.json().data.id}/issue`, {})).json().data as { id: number; lines: { id: number }[] };
    await pay(sale.id, [{ method: 1, amount: 4000 }]);
    const note = await post('/credit-notes', { sale_id: sale.id, reason: 'One dog only', lines: [{ sale_line_id: sale.lines[0].id, quantity: 1 }] });
    expect(note.statusCode, note.body).toBe(201);
    expect((await post(`/credit-notes/${note.json().data.id}/post`, {})).statusCode).toBe(200);
    let st = (await get(`/pet-parents/${client.id}/statement`)).json().data as { movements: Movement[]; balance_due: number };
    // Paid in full, then 20.00 credited: the clinic owes it back (in the client's favour).
    expect(st.movements.map((m) => [m.kind, m.debit, m.credit, m.balance])).toEqual([['invoice', 4000, 0, 4000], ['payment', 0, 4000, 0], ['credit_note', 0, 2000, -2000]]);
    const cashToday = async () => (await get(`/sales/cash-up?date=${bucharestDay()}`)).json().data.expected_cash as number;
    const cashBefore = await cashToday();
    const refund = await post(`/credit-notes/${note.json().data.id}/refund`, { amount: 2000, method: 1 });
    expect(refund.statusCode, refund.body).toBe(201);
    // The 20.00 paid back in cash left the drawer today.
    expect(await cashToday()).toBe(cashBefore - 2000);
    st = (await get(`/pet-parents/${client.id}/statement`)).json().data;
    expect(st.movements.at(-1)).toMatchObject({ kind: 'refund', method: 1, debit: 2000, credit: 0, balance: 0 });
    expect(st.balance_due).toBe(0);
    expect((await get(`/pet-parents/${client.id}/account`)).json().data).toMatchObject({ balance_due: 0 });
  });

  it('should refuse bad ranges with 422, hide other groups\' clients (404), print a PDF and mail the statement through the outbox', async () => {
    const client = await makeClientRow(db(), a.group.id);
    const s = await issued(client.id, 5000);
    expect((await get(`/pet-parents/${client.id}/statement?from=2026-02-30`)).statusCode).toBe(422);
    expect((await get(`/pet-parents/${client.id}/statement?from=2026-03-10&to=2026-03-01`)).statusCode).toBe(422);
    expect((await get(`/pet-parents/${client.id}/statement`, adminB)).statusCode).toBe(404);
    expect((await get(`/pet-parents/${client.id}/statement/pdf`, adminB)).statusCode).toBe(404);
    expect((await post(`/pet-parents/${client.id}/statement/send`, {}, adminB)).statusCode).toBe(404);
    expect((await get('/pet-parents/99999999/statement')).statusCode).toBe(404);
    // A vet sees it but does not mail it.
    expect((await get(`/pet-parents/${client.id}/statement`, vetA)).statusCode).toBe(200);
    expect((await post(`/pet-parents/${client.id}/statement/send`, {}, vetA)).statusCode).toBe(403);
    const pdf = await get(`/pet-parents/${client.id}/statement/pdf?to=${bucharestDay()}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post(`/pet-parents/${client.id}/statement/send`, { to: 'nope' })).statusCode).toBe(422);
    const sent = await post(`/pet-parents/${client.id}/statement/send`, {}, receptionistA);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.to).toBe(client.email);
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, client.email!));
    expect(JSON.stringify(mail)).toContain(`statement-${client.id}.pdf`);
    expect(s.total).toBe(5500);
  });

  it('should total a clinic-local day per method (23:30 clinic time is that day, 00:10 the next), close it once and never change it', async () => {
    const client = await makeClientRow(db(), a.group.id);
    const s = await issued(client.id, 100000);
    // Bucharest is UTC+2 in March: 23:30 on 10 March is 21:30Z; 00:10 on 11 March is 22:10Z on the 10th.
    const at = (iso: string) => new Date(iso);
    const base = { clinicId: a.clinic.id, saleId: s.id, clientId: client.id, createdBy: a.receptionist.id };
    await db().insert(salePayments).values([
      { ...base, method: 1, amountMinor: 4000, appliedMinor: 4000, createdAt: at('2026-03-10T21:30:00Z') },
      { ...base, method: 1, amountMinor: 1000, appliedMinor: 1000, createdAt: at('2026-03-09T22:05:00Z') }, // 00:05 on the 10th
      { ...base, method: 2, amountMinor: 2500, appliedMinor: 2500, createdAt: at('2026-03-10T08:00:00Z') },
      { ...base, method: 6, amountMinor: 700, appliedMinor: 700, createdAt: at('2026-03-10T09:00:00Z') }, // credit: not money taken
      { ...base, method: 1, amountMinor: 9999, appliedMinor: 9999, createdAt: at('2026-03-10T22:10:00Z') }, // the 11th
      { ...base, method: 1, amountMinor: 8888, appliedMinor: 8888, createdAt: at('2026-03-09T21:55:00Z') }, // 23:55 on the 9th
    ]);
    const res = await get('/sales/cash-up?date=2026-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json().data;
    expect(day.methods).toEqual([{ method: 1, count: 2, total: 5000 }, { method: 2, count: 1, total: 2500 }]);
    expect(day).toMatchObject({ day: '2026-03-10', count: 3, total: 7500, expected_cash: 5000, closed: null });
    expect(day.by_staff[0]).toMatchObject({ staff_id: a.receptionist.id, method: 1, count: 2, total: 5000 });
    expect((await get('/sales/cash-up?date=2026-03-11')).json().data.methods).toEqual([{ method: 1, count: 1, total: 9999 }]);
    // Another clinic sees none of it.
    expect((await get('/sales/cash-up?date=2026-03-10', adminB)).json().data).toMatchObject({ methods: [], total: 0 });

    expect((await post('/cash-ups', { day: '2026-03-10', counted_cash: -1 })).statusCode).toBe(422);
    expect((await post('/cash-ups', { day: '2026-13-01', counted_cash: 1 })).statusCode).toBe(422);
    expect((await post('/cash-ups', { day: '2026-03-10', counted_cash: 4900 }, vetA)).statusCode).toBe(403);
    const closed = await post('/cash-ups', { day: '2026-03-10', counted_cash: 4900, note: 'Short by a coin', expected_cash: 1 }, receptionistA);
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().data).toMatchObject({ day: '2026-03-10', counted_cash: 4900, expected_cash: 5000, difference: -100, note: 'Short by a coin', closed_by: a.receptionist.id });
    expect(closed.json().data.totals).toEqual(day.methods);
    const again = await post('/cash-ups', { day: '2026-03-10', counted_cash: 5000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code ?? again.json().error?.code ?? again.body).toContain('day_closed');
    // Two closes at once: one wins.
    const both = await Promise.all([post('/cash-ups', { day: '2026-03-11', counted_cash: 9999 }), post('/cash-ups', { day: '2026-03-11', counted_cash: 9999 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // The closed day shows its close; the database refuses changing or deleting it.
    expect((await get('/sales/cash-up?date=2026-03-10', vetA)).json().data.closed).toMatchObject({ counted_cash: 4900, closed_by_name: expect.any(String) });
    await expect(db().update(cashUps).set({ countedCashMinor: 5000 }).where(eq(cashUps.clinicId, a.clinic.id))).rejects.toThrow();
    await expect(db().delete(cashUps).where(eq(cashUps.clinicId, a.clinic.id))).rejects.toThrow();
    await expect(db().execute(sql`UPDATE cash_ups SET note = 'x'`)).rejects.toThrow();
    // Listed newest first, each clinic its own; the same day closes in another clinic.
    const list = (await get('/cash-ups?per_page=1', vetA)).json();
    expect(list.data.map((c: { day: string }) => c.day)).toEqual(['2026-03-11']);
    expect(list.meta.total).toBe(2);
    expect((await get('/cash-ups', adminB)).json().data).toEqual([]);
    expect((await post('/cash-ups', { day: '2026-03-10', counted_cash: 0 }, adminB)).statusCode).toBe(201);
    // Today by default.
    expect((await get('/sales/cash-up')).json().data.day).toBe(bucharestDay());
  });
});
