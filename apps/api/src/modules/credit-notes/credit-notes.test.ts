import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { clientCreditMovements, clinicPreferences, creditNoteLines, creditNotes, refunds, stockMovements } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow, makePetRow } from '../../test/clients-factories';

type Headers = Record<string, string>;
type Line = { id: number; total: number; quantity: number; kind: string; vat_amount: number };
type Sale = { id: number; total: number; paid: number; due: number; credited: number; refunded: number; lines: Line[]; credit_notes: { id: number; status: string; refundable: number }[]; refunds: { amount: number; method: number }[] };
type Note = {
  id: number; number: number | null; status: string; total: number; applied: number; excess: number; refunded: number; refundable: number;
  lines: { sale_line_id: number; quantity: number; total: number; tax: number }[]; refund_methods: { method: number; max: number }[];
};
// The clinic's own day (the factories' clinics are in Europe/Bucharest): between 22:00 and 24:00 UTC it is already tomorrow there.
const today = () => DateTime.now().setZone('Europe/Bucharest').toISODate()!;

describe('credit notes, refunds and product returns', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let vetA: Headers;
  let adminB: Headers;
  let client: Awaited<ReturnType<typeof makeClientRow>>;
  let petId: number;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const post = (url: string, payload: unknown, h: Headers = adminA) => req('POST', url, h, payload);
  const get = (url: string, h: Headers = adminA) => req('GET', url, h);
  const rnd = () => Math.random().toString(36).slice(2, 8);
  const custom = (price: number, qty = 1, over: Record<string, unknown> = {}) => ({ kind: 'custom', name: `Item ${rnd()}`, quantity: qty, unit_price: price, vat: 10, ...over });

  const newProduct = async (stock: number) => {
    const res = await post('/products', { name: `Product ${rnd()}`, sku: `SKU-${rnd()}`, unit: 'box', sub_unit: 'tablet', sub_units: 10, purchase_price: 1000, selling_price: 2000, vat: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data as { id: number };
    expect((await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: stock, batch_no: `B-${rnd()}`, expiration_date: '2030-01-01' })).statusCode).toBe(200);
    return p;
  };
  const onHand = async (productId: number) => (await get(`/products/${productId}/stock`)).json().data.on_hand as number;
  const issued = async (lines: unknown[], h: Headers = adminA, clientId = client.id) => {
    const s = await post('/sales', { client_id: clientId, lines }, h);
    expect(s.statusCode, s.body).toBe(201);
    const res = await post(`/sales/${s.json().data.id}/issue`, {}, h);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Sale;
  };
  const pay = async (id: number, payments: unknown[]) => {
    const res = await post(`/sales/${id}/payments`, { payments });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Sale;
  };
  const creditNote = async (saleId: number, lines: unknown[], reason = 'Returned') => {
    const res = await post('/credit-notes', { sale_id: saleId, reason, lines });
    expect(res.statusCode, res.body).toBe(201);
    const posted = await post(`/credit-notes/${res.json().data.id}/post`, {});
    expect(posted.statusCode, posted.body).toBe(200);
    return posted.json().data as Note;
  };
  const refund = (id: number, payload: unknown, key?: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/credit-notes/${id}/refund`, headers: { ...adminA, ...(key ? { 'idempotency-key': key } : {}) }, payload: payload as object });
  const sale = async (id: number) => (await get(`/sales/${id}`)).json().data as Sale;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    client = await makeClientRow(db(), a.group.id, { firstName: 'Ana', lastName: 'Popescu' });
    petId = (await makePetRow(db(), client)).id;
  }, 60_000);
  afterAll(() => t.close());

  it('should show per line what can still be credited and refuse crediting beyond it (422), then post with gapless numbers in their own series', async () => {
    const s = await issued([custom(1000, 3), custom(500)]);
    const items = await get(`/sales/${s.id}/return-credit-items`);
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json().data.lines.map((l: { sold_quantity: number; remaining_quantity: number; remaining_amount: number }) => [l.sold_quantity, l.remaining_quantity, l.remaining_amount]))
      .toEqual([[3, 3, 3300], [1, 1, 550]]);
    const over = await post('/credit-notes', { sale_id: s.id, reason: 'x', lines: [{ sale_line_id: s.lines[0].id, quantity: 4 }] });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toHaveProperty(['lines.0.quantity']);
    // A line of another sale, a service returned to stock, no reason: 422 per field.
    const other = await issued([custom(100)]);
    expect((await post('/credit-notes', { sale_id: s.id, reason: 'x', lines: [{ sale_line_id: other.lines[0].id, quantity: 1 }] })).json().errors).toHaveProperty(['lines.0.sale_line_id']);
    expect((await post('/credit-notes', { sale_id: s.id, reason: 'x', lines: [{ sale_line_id: s.lines[0].id, quantity: 1, return_to_stock: true }] })).json().errors).toHaveProperty(['lines.0.return_to_stock']);
    expect((await post('/credit-notes', { sale_id: s.id, reason: ' ', lines: [{ sale_line_id: s.lines[0].id, quantity: 1 }] })).json().errors).toHaveProperty('reason');

    const first = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 1 }]);
    const second = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 2 }, { sale_line_id: s.lines[1].id, quantity: 1 }]);
    expect(first.status).toBe('posted');
    expect(second.number).toBe(first.number! + 1);
    // Credited in parts, the line gives back exactly its total.
    expect(first.total + second.total).toBe(s.total);
    const after = await get(`/sales/${s.id}/return-credit-items`);
    expect(after.json().data).toMatchObject({ creditable: false, totals: { remaining: 0, credited: s.total } });
    expect((await sale(s.id))).toMatchObject({ credited: s.total, due: 0 });
    expect((await post('/credit-notes', { sale_id: s.id, reason: 'x', lines: [{ sale_line_id: s.lines[0].id, quantity: 1 }] })).statusCode).toBe(422);
  });

  it('should make two drafts of the same units: the second to post is refused (409), by the service and by the database guard', async () => {
    const s = await issued([custom(1000, 2)]);
    const d1 = await post('/credit-notes', { sale_id: s.id, reason: 'a', lines: [{ sale_line_id: s.lines[0].id, quantity: 2 }] });
    const d2 = await post('/credit-notes', { sale_id: s.id, reason: 'b', lines: [{ sale_line_id: s.lines[0].id, quantity: 1 }] });
    const results = await Promise.all([post(`/credit-notes/${d1.json().data.id}/post`, {}), post(`/credit-notes/${d2.json().data.id}/post`, {})]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // The database refuses it too, whatever the service does.
    const [raw] = await db().insert(creditNotes).values({ clinicId: a.clinic.id, saleId: s.id, clientId: client.id, reason: 'raw', currency: '$' }).returning();
    await db().insert(creditNoteLines).values({ creditNoteId: raw.id, saleLineId: s.lines[0].id, quantity: 2, netMinor: 0, taxMinor: 0, totalMinor: 0 });
    await expect(db().update(creditNotes).set({ status: 'posted', number: 999, postedAt: new Date() }).where(eq(creditNotes.id, raw.id))).rejects.toThrow();
    expect((await req('DELETE', `/credit-notes/${raw.id}`, adminA)).statusCode).toBe(204);
  });

  it('should reduce the balance due first and make only the excess refundable', async () => {
    const s = await issued([custom(10000, 2)]); // 22000
    await pay(s.id, [{ method: 1, amount: 5000 }]);
    const note = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 1 }]); // 11000: 17000 due → 6000
    expect(note).toMatchObject({ total: 11000, applied: 11000, excess: 0, refundable: 0 });
    expect(await sale(s.id)).toMatchObject({ due: 6000, credited: 11000 });
    expect((await refund(note.id, { amount: 1 })).statusCode).toBe(409);
    // Paying the rest, then crediting the other unit: all of it is excess, refundable.
    await pay(s.id, [{ method: 2, amount: 6000 }]);
    const second = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 1 }]);
    expect(second).toMatchObject({ applied: 0, excess: 11000, refundable: 11000 });
    expect(second.refund_methods).toEqual([{ method: 2, method_label: 'card', max: 6000 }, { method: 1, method_label: 'cash', max: 5000 }, { method: 6, method_label: 'client_credit', max: 11000 }]);
  });

  it('should refund to the original method by default, never beyond what that method paid nor the refundable, with an idempotent retry', async () => {
    const s = await issued([custom(10000)]); // 11000
    await pay(s.id, [{ method: 1, amount: 3000 }, { method: 2, amount: 8000 }]);
    const note = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 1 }]);
    expect(note.excess).toBe(11000);
    const byDefault = await refund(note.id, { amount: 2000 }, 'r-1');
    expect(byDefault.statusCode, byDefault.body).toBe(201);
    expect((await refund(note.id, { amount: 2000 }, 'r-1')).statusCode).toBe(201); // the same retry: once
    expect((await refund(note.id, { amount: 2500 }, 'r-1')).statusCode).toBe(409); // the key with another body
    const after = (await get(`/credit-notes/${note.id}`)).json().data as Note & { refunds: { method: number; amount: number }[] };
    expect(after.refunds).toEqual([expect.objectContaining({ method: 2, amount: 2000 })]);
    const cash = await refund(note.id, { amount: 3001, method: 1 });
    expect(cash.statusCode).toBe(422);
    expect(cash.json().errors).toHaveProperty('amount');
    expect((await refund(note.id, { amount: 3000, method: 1 })).statusCode).toBe(201);
    expect((await refund(note.id, { amount: 6001, method: 2 })).statusCode).toBe(422);
    expect((await refund(note.id, { amount: 1, method: 9 })).statusCode).toBe(422);
    expect((await refund(note.id, { amount: 6000, method: 2 })).statusCode).toBe(201);
    expect((await refund(note.id, { amount: 1, method: 6 })).statusCode).toBe(409);
    expect(await sale(s.id)).toMatchObject({ paid: 11000, refunded: 11000, credited: 11000, due: 0 });
    // A vet (no payments.refund) may not refund; refunds are never changed.
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/credit-notes/${note.id}/refund`, headers: vetA, payload: { amount: 1 } })).statusCode).toBe(403);
    await expect(db().update(refunds).set({ amountMinor: 1 }).where(eq(refunds.creditNoteId, note.id))).rejects.toThrow();
    await expect(db().delete(refunds).where(eq(refunds.creditNoteId, note.id))).rejects.toThrow();
  });

  it('should refund into client credit, which then pays a later sale, and show it in the account', async () => {
    const c = await makeClientRow(db(), a.group.id);
    const s = await issued([custom(5000)], adminA, c.id); // 5500
    await pay(s.id, [{ method: 1, amount: 5500 }]);
    const note = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 1 }]);
    expect((await refund(note.id, { amount: 2000, method: 6 })).statusCode).toBe(201);
    const account = (await get(`/pet-parents/${c.id}/account`)).json().data;
    expect(account).toMatchObject({ credit: 2000, credited: 5500, refunded: 2000, balance_due: 0 });
    expect(account.movements[0]).toMatchObject({ kind: 'refund', delta: 2000, credit_note_id: note.id, sale_id: s.id });
    const next = await issued([custom(1000)], adminA, c.id); // 1100
    const paid = await pay(next.id, [{ method: 6, amount: 1100 }]);
    expect(paid.due).toBe(0);
    expect((await get(`/pet-parents/${c.id}/account`)).json().data.credit).toBe(900);
  });

  it('should void with a reason and a date once, owing again and taking returned units out of stock; refused once refunded', async () => {
    const p = await newProduct(50);
    const s = await issued([{ kind: 'product', product_id: p.id, quantity: 2, unit: 'unit' }, custom(1000)]);
    expect(await onHand(p.id)).toBe(30);
    const note = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 1, return_to_stock: true }]);
    expect(await onHand(p.id)).toBe(40);
    const ledger = await db().select().from(stockMovements).where(and(eq(stockMovements.sourceType, 'credit_note'), eq(stockMovements.sourceId, note.id)));
    expect(ledger.map((m) => [m.reason, m.quantityDelta])).toEqual([['return', 10]]);
    expect((await sale(s.id)).due).toBe(s.total - note.total);
    // Posted notes never change except the void.
    await expect(db().update(creditNotes).set({ reason: 'changed' }).where(eq(creditNotes.id, note.id))).rejects.toThrow();
    await expect(db().delete(creditNotes).where(eq(creditNotes.id, note.id))).rejects.toThrow();
    await expect(db().update(creditNoteLines).set({ quantity: 2 }).where(eq(creditNoteLines.creditNoteId, note.id))).rejects.toThrow();

    expect((await post(`/credit-notes/${note.id}/void`, { void_reason: '' , void_date: today() })).json().errors).toHaveProperty('void_reason');
    expect((await post(`/credit-notes/${note.id}/void`, { void_reason: 'Mistake' })).json().errors).toHaveProperty('void_date');
    expect((await post(`/credit-notes/${note.id}/void`, { void_reason: 'Mistake', void_date: '2000-01-01' })).json().errors).toHaveProperty('void_date');
    const voided = await post(`/credit-notes/${note.id}/void`, { void_reason: 'Mistake', void_date: today() });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ status: 'voided', void_reason: 'Mistake', void_date: today(), refundable: 0 });
    expect(await onHand(p.id)).toBe(30);
    expect((await sale(s.id))).toMatchObject({ due: s.total, credited: 0 });
    const again = await post(`/credit-notes/${note.id}/void`, { void_reason: 'Again', void_date: today() });
    expect(again.statusCode).toBe(409);
    await expect(db().update(creditNotes).set({ voidReason: 'other' }).where(eq(creditNotes.id, note.id))).rejects.toThrow();
    // Voided units can be credited again.
    expect((await get(`/sales/${s.id}/return-credit-items`)).json().data.lines[0].remaining_quantity).toBe(2);

    await pay(s.id, [{ method: 1, amount: s.total }]);
    const paidNote = await creditNote(s.id, [{ sale_line_id: s.lines[1].id, quantity: 1 }]);
    expect((await refund(paidNote.id, { amount: 100 })).statusCode).toBe(201);
    const refused = await post(`/credit-notes/${paidNote.id}/void`, { void_reason: 'No', void_date: today() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('invalid_state');
  });

  it('should return products to stock without money, never more than sold less already returned', async () => {
    const p = await newProduct(100);
    const s = await issued([{ kind: 'product', product_id: p.id, quantity: 5, unit: 'sub_unit' }, custom(100)]);
    expect(await onHand(p.id)).toBe(95);
    await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 2, return_to_stock: true }]);
    const listed = await get(`/sales/${s.id}/product-returns`);
    expect(listed.json().data.lines).toEqual([expect.objectContaining({ sale_line_id: s.lines[0].id, sold_quantity: 5, returned_quantity: 2, returnable_quantity: 3 })]);
    const over = await post(`/sales/${s.id}/product-returns`, { lines: [{ sale_line_id: s.lines[0].id, quantity: 4 }] });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toHaveProperty(['lines.0.quantity']);
    expect((await post(`/sales/${s.id}/product-returns`, { lines: [{ sale_line_id: s.lines[1].id, quantity: 1 }] })).statusCode).toBe(422);
    const ok = await post(`/sales/${s.id}/product-returns`, { lines: [{ sale_line_id: s.lines[0].id, quantity: 3 }], note: 'Unopened' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.returns).toHaveLength(1);
    expect(await onHand(p.id)).toBe(100);
    expect((await post(`/sales/${s.id}/product-returns`, { lines: [{ sale_line_id: s.lines[0].id, quantity: 1 }] })).statusCode).toBe(422);
    // A product return moves no money: the sale's credit is the credit note's alone.
    const items = (await get(`/sales/${s.id}/return-credit-items`)).json().data;
    expect((await sale(s.id)).credited).toBe(items.totals.credited);
    expect(items.lines[0]).toMatchObject({ credited_quantity: 2, returned_quantity: 5, returnable_quantity: 0 });
  });

  it('should take units back without restocking them when back_to_stock is false: returned once, no stock movement', async () => {
    const p = await newProduct(50);
    const s = await issued([{ kind: 'product', product_id: p.id, quantity: 4, unit: 'sub_unit' }]);
    expect(await onHand(p.id)).toBe(46);
    const res = await post(`/sales/${s.id}/product-returns`, { lines: [{ sale_line_id: s.lines[0].id, quantity: 1, back_to_stock: false }, { sale_line_id: s.lines[0].id, quantity: 2 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.returns.map((r: { quantity: number; back_to_stock: boolean }) => [r.quantity, r.back_to_stock]).sort()).toEqual([[1, false], [2, true]]);
    expect(res.json().data.lines[0]).toMatchObject({ returned_quantity: 3, returnable_quantity: 1 });
    expect(await onHand(p.id)).toBe(48);
    expect((await post(`/sales/${s.id}/product-returns`, { lines: [{ sale_line_id: s.lines[0].id, quantity: 2, back_to_stock: false }] })).statusCode).toBe(422);
  });

  it('should answer 404 for another clinic\'s sale or credit note and list only the own clinic\'s notes', async () => {
    const s = await issued([custom(1000)]);
    const note = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 1 }]);
    expect((await get(`/credit-notes/${note.id}`, adminB)).statusCode).toBe(404);
    const pdf = await get(`/credit-notes/${note.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`credit-note-${note.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/credit-notes/${note.id}/pdf`, adminB)).statusCode).toBe(404);
    expect((await post(`/credit-notes/${note.id}/void`, { void_reason: 'x', void_date: today() }, adminB)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/credit-notes/${note.id}/refund`, headers: adminB, payload: { amount: 1 } })).statusCode).toBe(404);
    expect((await get(`/sales/${s.id}/return-credit-items`, adminB)).statusCode).toBe(404);
    expect((await get(`/sales/${s.id}/product-returns`, adminB)).statusCode).toBe(404);
    expect((await post(`/sales/${s.id}/product-returns`, { lines: [{ sale_line_id: s.lines[0].id, quantity: 1 }] }, adminB)).statusCode).toBe(404);
    expect((await post('/credit-notes', { sale_id: s.id, reason: 'x', lines: [{ sale_line_id: s.lines[0].id, quantity: 1 }] }, adminB)).statusCode).toBe(422);
    expect((await get('/credit-notes', adminB)).json().data.some((n: { id: number }) => n.id === note.id)).toBe(false);
    const mine = await get(`/credit-notes?filter[sale_id]=${s.id}&filter[status]=posted`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((n: { id: number }) => n.id)).toEqual([note.id]);
    // A draft sale cannot be credited; a draft note can be deleted, a posted one cannot.
    const d = await post('/sales', { client_id: client.id, pet_id: petId, lines: [custom(100)] });
    expect((await post('/credit-notes', { sale_id: d.json().data.id, reason: 'x', lines: [{ sale_line_id: d.json().data.lines[0].id, quantity: 1 }] })).statusCode).toBe(409);
    expect((await req('DELETE', `/credit-notes/${note.id}`, adminA)).statusCode).toBe(409);
    expect((await post(`/credit-notes/${note.id}/post`, {})).statusCode).toBe(409);
  });

  it('should credit whole won in a zero-decimal currency', async () => {
    await db().update(clinicPreferences).set({ currency: '₩' }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    try {
      const s = await issued([custom(100000, 3, { vat: 0 })]);
      const n1 = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 1 }]);
      expect(n1.total % 100).toBe(0);
      const n2 = await creditNote(s.id, [{ sale_line_id: s.lines[0].id, quantity: 2 }]);
      expect(n1.total + n2.total).toBe(s.total);
    } finally {
      await db().update(clinicPreferences).set({ currency: '$' }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    }
  });

  it('property: refunds never exceed what was paid (per method and in all), no minor unit is lost, credit never goes negative', async () => {
    const c = await makeClientRow(db(), a.group.id);
    await fc.assert(fc.asyncProperty(
      fc.array(fc.integer({ min: 1, max: 20000 }), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.record({ method: fc.constantFrom(1, 2, 3, 6), share: fc.integer({ min: 1, max: 100 }) }), { minLength: 1, maxLength: 3 }),
      fc.array(fc.record({ method: fc.constantFrom(1, 2, 3, 6, undefined), amount: fc.integer({ min: 1, max: 30000 }) }), { maxLength: 4 }),
      async (prices, qty, parts, tries) => {
        const s = await issued(prices.map((p) => custom(p, qty)), adminA, c.id);
        // Split the total over methods (no unit lost: the last part takes the rest); client credit parts only what the client has.
        let left = s.total;
        const credit = (await get(`/pet-parents/${c.id}/account`)).json().data.credit as number;
        const payments = parts.map((p, i) => {
          const amount = i === parts.length - 1 ? left : Math.min(left, Math.max(1, Math.floor((s.total * p.share) / 100 / parts.length)));
          left -= amount;
          return { method: p.method === 6 && amount > credit ? 1 : p.method, amount };
        }).filter((p) => p.amount > 0);
        const creditPaid = payments.filter((p) => p.method === 6).reduce((x, p) => x + p.amount, 0);
        if (creditPaid > credit) payments.forEach((p) => { if (p.method === 6) p.method = 1; });
        await pay(s.id, payments);
        const note = await creditNote(s.id, s.lines.map((l) => ({ sale_line_id: l.id, quantity: 1 + Math.floor(qty / 2) > l.quantity ? l.quantity : 1 + Math.floor(qty / 2) })));
        for (const r of tries) {
          const res = await refund(note.id, { amount: r.amount, ...(r.method ? { method: r.method } : {}) });
          expect([201, 409, 422]).toContain(res.statusCode);
        }
        const after = await sale(s.id);
        const paidBy: Record<number, number> = {};
        for (const p of payments) paidBy[p.method] = (paidBy[p.method] ?? 0) + p.amount;
        const refundedBy: Record<number, number> = {};
        for (const r of after.refunds) refundedBy[r.method] = (refundedBy[r.method] ?? 0) + r.amount;
        for (const [m, amount] of Object.entries(refundedBy)) if (Number(m) !== 6) expect(amount).toBeLessThanOrEqual(paidBy[Number(m)] ?? 0);
        expect(after.refunded).toBeLessThanOrEqual(after.paid);
        expect(after.refunded).toBeLessThanOrEqual(note.excess);
        // No minor unit lost: what the sale charged = credited + kept (paid − refunded) + due − what is still refundable.
        const refundable = after.credit_notes.reduce((x, n) => x + n.refundable, 0);
        expect(after.total).toBe(after.credited + (after.paid - after.refunded) + after.due - refundable);
        const [{ min, last }] = (await db().execute(sql`SELECT min(balance_after_minor)::bigint AS min, (SELECT sum(delta_minor) FROM client_credit_movements WHERE client_id = ${c.id})::bigint AS last FROM client_credit_movements WHERE client_id = ${c.id}`) as unknown as { rows: { min: string | null; last: string | null }[] }).rows;
        expect(Number(min ?? 0)).toBeGreaterThanOrEqual(0);
        const [latest] = await db().select().from(clientCreditMovements).where(eq(clientCreditMovements.clientId, c.id)).orderBy(sql`id desc`).limit(1);
        expect(latest?.balanceAfterMinor ?? 0).toBe(Number(last ?? 0));
      },
    ), { numRuns: 12 });
  }, 120_000);
});
