import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  appointmentServices, appointments, auditLog, clientCreditMovements, clinicPreferences, outbox, recordAppointments, records, saleLines, salePayments, sales,
  servicePackages, services, stockMovements, webhookDeliveries, webhookEndpoints,
} from '@vetclinic/db';
import { computeInvoice } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { numberStrandedSales } from './service';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow, makePetRow } from '../../test/clients-factories';

type Headers = Record<string, string>;
type Sale = {
  id: number; number: number | null; status: string; edit_state: string; total: number; paid: number; due: number; subtotal: number; tax: number; net: number;
  discount_total: number; lines: { id: number; name: string; net: number; vat_amount: number; total: number; unit_price: number; quantity: number; kind: string }[];
  payments: { method: number; amount: number; applied: number; to_credit: number }[]; taxes: { kind: string; rate: number; amount: number }[];
  client_id: number; pet_id: number | null; vet_id: number | null;
};
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const bucharestToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('sales, payments and client credit', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let receptionistA: Headers;
  let vetA: Headers;
  let adminB: Headers;
  let client: Awaited<ReturnType<typeof makeClientRow>>;
  let petId: number;
  let serviceId: number;
  let packageId: number;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const post = (url: string, payload: unknown, h: Headers = adminA) => req('POST', url, h, payload);
  const put = (url: string, payload: unknown, h: Headers = adminA) => req('PUT', url, h, payload);
  const get = (url: string, h: Headers = adminA) => req('GET', url, h);
  const rnd = () => Math.random().toString(36).slice(2, 8);

  const newProduct = async (over: Record<string, unknown> = {}, stock = 0) => {
    const res = await post('/products', { name: `Product ${rnd()}`, sku: `SKU-${rnd()}`, unit: 'box', sub_unit: 'tablet', sub_units: 10, purchase_price: 1000, selling_price: 2000, vat: 10, ...over });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data as { id: number };
    if (stock) expect((await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: stock, batch_no: `B-${rnd()}`, expiration_date: isoDay(200) })).statusCode).toBe(200);
    return p;
  };
  const onHand = async (productId: number) => (await get(`/products/${productId}/stock`)).json().data.on_hand as number;
  const draft = async (lines: unknown[], over: Record<string, unknown> = {}, h: Headers = adminA) => {
    const res = await post('/sales', { client_id: client.id, pet_id: petId, lines, ...over }, h);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Sale;
  };
  const custom = (price: number, qty = 1, over: Record<string, unknown> = {}) => ({ kind: 'custom', name: `Item ${rnd()}`, quantity: qty, unit_price: price, vat: 10, ...over });
  const issued = async (lines: unknown[] = [custom(10000)]) => {
    const s = await draft(lines);
    const res = await post(`/sales/${s.id}/issue`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Sale;
  };
  const pay = (id: number, payments: unknown[], key?: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/sales/${id}/payments`, headers: { ...adminA, ...(key ? { 'idempotency-key': key } : {}) }, payload: { payments } });

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    receptionistA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    client = await makeClientRow(db(), a.group.id, { firstName: 'Ana', lastName: 'Popescu' });
    petId = (await makePetRow(db(), client)).id;
    const [svc] = await db().insert(services).values({ clinicId: a.clinic.id, name: 'Consultation', duration: 30, color: '#336699', priceMinor: 15000, vatBp: 1000 }).returning();
    serviceId = svc.id;
    const [pkg] = await db().insert(servicePackages).values({ clinicId: a.clinic.id, serviceId: svc.id, name: 'Consultation', priceMinor: 12000 }).returning();
    packageId = pkg.id;
  });
  afterAll(() => t.close());

  it('should build a counter draft from services, products by sub-unit and custom lines with exact totals from the shared arithmetic', async () => {
    const p = await newProduct();
    const s = await draft([
      { kind: 'service', service_id: serviceId, quantity: 1 },
      { kind: 'product', product_id: p.id, quantity: 3, unit: 'sub_unit' },
      custom(333, 3, { vat: 0, discount: { type: 'percent', value: 10 } }),
    ]);
    expect(s.status).toBe('draft');
    expect(s.lines.map((l) => [l.kind, l.unit_price, l.quantity])).toEqual([['service', 15000, 1], ['product', 200, 3], ['custom', 333, 3]]);
    const expected = computeInvoice({
      pricesIncludeTax: false,
      lines: [{ unitPriceMinor: 15000, quantity: 1, vatBp: 1000 }, { unitPriceMinor: 200, quantity: 3, vatBp: 1000 }, { unitPriceMinor: 333, quantity: 3, vatBp: 0, discount: { kind: 'percent', bp: 1000 } }],
    });
    expect([s.subtotal, s.discount_total, s.net, s.tax, s.total]).toEqual([expected.subtotal, expected.discount, expected.net, expected.tax, expected.total]);
    expect(s.lines.reduce((x, l) => x + l.total, 0)).toBe(s.total);
    expect(s.taxes).toEqual([{ kind: 'vat', rate: 0, base: expected.lines[2].net, amount: 0 }, { kind: 'vat', rate: 10, base: expected.lines[0].net + expected.lines[1].net, amount: expected.lines[0].vat + expected.lines[1].vat }]);
  });

  it('should refuse bad lines with 422 per field: a rate outside vat_list, a sub-unit of a service, another clinic\'s product, a discount above its line', async () => {
    const rate = await post('/sales', { client_id: client.id, lines: [custom(100, 1, { vat: 7 })] });
    expect(rate.statusCode).toBe(422);
    expect(rate.json().errors).toHaveProperty(['lines.0.vat']);
    const sub = await post('/sales', { client_id: client.id, lines: [{ kind: 'service', service_id: serviceId, quantity: 1, unit: 'sub_unit' }] });
    expect(sub.statusCode).toBe(422);
    const [foreign] = await db().insert(services).values({ clinicId: b.clinic.id, name: 'B only', duration: 10, color: '#000000' }).returning();
    const other = await post('/sales', { client_id: client.id, lines: [{ kind: 'service', service_id: foreign.id, quantity: 1 }] });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toHaveProperty(['lines.0.service_id']);
    const big = await post('/sales', { client_id: client.id, lines: [custom(100, 1, { discount: { type: 'amount', value: 500 } })] });
    expect(big.statusCode).toBe(422);
    expect((await post('/sales', { lines: [] })).json().errors).toHaveProperty('client_id');
    expect((await post('/sales', { client_id: client.id, lines: [{ kind: 'custom', quantity: 0 }] })).statusCode).toBe(422);
  });

  it('should start drafts from an appointment (its services) and from a record (its appointments\' services, client, pet and vet)', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const [appt] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: client.id, status: 5, startsAt: start, endsAt: new Date(start.getTime() + 1_800_000) }).returning();
    await db().insert(appointmentServices).values({ appointmentId: appt.id, servicePackageId: packageId });
    const fromAppt = await post('/sales', { appointment_id: appt.id });
    expect(fromAppt.statusCode, fromAppt.body).toBe(201);
    expect(fromAppt.json().data).toMatchObject({ client_id: client.id, vet_id: a.vet.id, appointment_id: appt.id, total: 13200 });
    expect(fromAppt.json().data.lines.map((l: { name: string; unit_price: number }) => [l.name, l.unit_price])).toEqual([['Consultation', 12000]]);

    const [rec] = await db().insert(records).values({ groupId: a.group.id, clinicId: a.clinic.id, petId, clientId: client.id, vetId: a.vet.id, templateSnapshot: [], title: 'Visit' }).returning();
    await db().insert(recordAppointments).values({ recordId: rec.id, appointmentId: appt.id });
    // The appointment is charged: charging it again, or the record of that visit, names the sale instead of making another.
    const again = await post('/sales', { appointment_id: appt.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid_state', sale_id: fromAppt.json().data.id });
    expect(again.json().message).toContain(`#${fromAppt.json().data.id}`);
    expect((await post('/sales', { record_id: rec.id })).json()).toMatchObject({ sale_id: fromAppt.json().data.id });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/sales/${fromAppt.json().data.id}`, headers: adminA })).statusCode).toBe(204);
    const fromRecord = await post('/sales', { record_id: rec.id, lines: [custom(500)] });
    expect(fromRecord.statusCode, fromRecord.body).toBe(201);
    expect((await post('/sales', { record_id: rec.id })).json()).toMatchObject({ sale_id: fromRecord.json().data.id });
    expect((await post('/sales', { appointment_id: appt.id })).json()).toMatchObject({ sale_id: fromRecord.json().data.id });
    expect(fromRecord.json().data).toMatchObject({ client_id: client.id, pet_id: petId, vet_id: a.vet.id, record_id: rec.id, appointment_id: appt.id });
    expect(fromRecord.json().data.lines).toHaveLength(2);
    // Another clinic's appointment is not a source.
    expect((await post('/sales', { appointment_id: appt.id }, adminB)).statusCode).toBe(422);
  });

  it('should refuse a disabled catalogue discount, and a line discount without a reason when the clinic requires one (422)', async () => {
    const s = await draft([custom(10000)]);
    const off = await post('/discounts', { name: `Retired ${rnd()}`, type: 'percent', value: 10, enabled: false });
    const disabled = await put(`/sales/${s.id}`, { discount: { discount_id: off.json().data.id, reason: 'Old voucher' } });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors).toHaveProperty(['discount.discount_id']);
    await db().update(clinicPreferences).set({ discountReasonRequired: true }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    try {
      const line = await post(`/sales/${s.id}/lines`, custom(5000, 1, { discount: { type: 'amount', value: 500 } }));
      expect(line.statusCode).toBe(422);
      expect(Object.keys(line.json().errors)).toEqual([expect.stringMatching(/discount\.reason$/)]);
      const blank = await put(`/sales/${s.id}`, { discount: { type: 'amount', value: 500, reason: '   ' } });
      expect(blank.statusCode).toBe(422);
      const given = await post(`/sales/${s.id}/lines`, custom(5000, 1, { discount: { type: 'amount', value: 500, reason: 'Second pet' } }));
      expect(given.statusCode, given.body).toBe(201);
    } finally {
      await db().update(clinicPreferences).set({ discountReasonRequired: false }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    }
  });

  it('should edit lines and the total discount of a draft, asking a reason when the clinic requires one', async () => {
    const s = await draft([custom(10000), custom(5000)]);
    const added = await post(`/sales/${s.id}/lines`, custom(2500, 2));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.lines).toHaveLength(3);
    const lineId = added.json().data.lines[1].id;
    const edited = await put(`/sales/${s.id}/lines/${lineId}`, custom(4000, 1, { vat: 0 }));
    expect(edited.statusCode, edited.body).toBe(200);
    const removed = await req('DELETE', `/sales/${s.id}/lines/${added.json().data.lines[2].id}`, adminA);
    expect(removed.json().data.lines).toHaveLength(2);
    expect(removed.json().data.total).toBe(11000 + 4000);

    await db().update(clinicPreferences).set({ discountReasonRequired: true }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    try {
      const noReason = await put(`/sales/${s.id}`, { discount: { type: 'percent', value: 10 } });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors).toHaveProperty(['discount.reason']);
      const disc = await post('/discounts', { name: `Loyal ${rnd()}`, type: 'amount', value: 15 });
      const withReason = await put(`/sales/${s.id}`, { discount: { discount_id: disc.json().data.id, reason: 'Loyal client' } });
      expect(withReason.statusCode, withReason.body).toBe(200);
      // 15.00 off, spread over the lines before tax: 10000 → 9000 (+900 VAT), 4000 → 3500 (0 VAT)... exactly per the arithmetic.
      const expected = computeInvoice({ pricesIncludeTax: false, discount: { kind: 'amount', minor: 1500 }, lines: [{ unitPriceMinor: 10000, quantity: 1, vatBp: 1000 }, { unitPriceMinor: 4000, quantity: 1, vatBp: 0 }] });
      expect(withReason.json().data).toMatchObject({ discount_total: 1500, total: expected.total, discount: { type: 'amount', value: 1500, reason: 'Loyal client' } });
    } finally {
      await db().update(clinicPreferences).set({ discountReasonRequired: false }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    }
    // Wrong ids: 404 for the sale and for a line of another sale.
    expect((await put(`/sales/999999/lines/${lineId}`, custom(1))).statusCode).toBe(404);
    const other = await draft([custom(100)]);
    expect((await put(`/sales/${other.id}/lines/${lineId}`, custom(1))).statusCode).toBe(404);
  });

  it('should number issued sales gaplessly per clinic even when issued at once and when one issue fails', async () => {
    const p = await newProduct({}, 5);
    const drafts = await Promise.all(Array.from({ length: 6 }, () => draft([custom(1000)])));
    const failing = await draft([{ kind: 'product', product_id: p.id, quantity: 1, unit: 'unit' }]); // a box of 10 tablets, 5 in stock
    const results = await Promise.all([...drafts.map((d) => post(`/sales/${d.id}/issue`, {})), post(`/sales/${failing.id}/issue`, {})]);
    expect(results.slice(0, 6).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results[6].statusCode).toBe(409);
    const numbers = (await db().select({ n: sales.number }).from(sales).where(and(eq(sales.clinicId, a.clinic.id), eq(sales.status, 'issued')))).map((r) => r.n!).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    // Another clinic starts at 1.
    const cB = await makeClientRow(db(), b.group.id);
    const sB = await post('/sales', { client_id: cB.id, lines: [custom(100)] }, adminB);
    expect((await post(`/sales/${sB.json().data.id}/issue`, {}, adminB)).json().data.number).toBe(1);
    expect((await get(`/sales/${failing.id}`)).json().data).toMatchObject({ status: 'draft', number: null });
    expect(await onHand(p.id)).toBe(5);
  });

  it('should finish an issue whose numbering never ran: the frozen draft is final, and the next issue or a retry numbers it in order', async () => {
    // What a crash between issuing's two steps leaves (sales/service.ts issueSale): a draft frozen with its issue time.
    const freeze = async (id: number, secondsAgo: number) => {
      await db().update(sales).set({ editState: 'frozen', issuedAt: new Date(Date.now() - secondsAgo * 1000), issuedBy: a.admin.id }).where(eq(sales.id, id));
    };
    const first = await draft([custom(1000)]);
    const second = await draft([custom(2000)]);
    await freeze(first.id, 20);
    await freeze(second.id, 10);
    expect((await get(`/sales/${first.id}`)).json().data).toMatchObject({ status: 'draft', edit_state: 'frozen', number: null });
    // Final: no edit, line, delete — through the API (409) or straight in the database (the trigger).
    expect((await put(`/sales/${first.id}`, { note: 'x' })).statusCode).toBe(409);
    expect((await post(`/sales/${first.id}/lines`, custom(100))).statusCode).toBe(409);
    expect((await req('DELETE', `/sales/${first.id}`, adminA)).statusCode).toBe(409);
    await expect((async () => { await db().update(sales).set({ note: 'changed' }).where(eq(sales.id, first.id)); })()).rejects.toThrow();
    await expect((async () => { await db().delete(saleLines).where(eq(saleLines.saleId, first.id)); })()).rejects.toThrow();
    // The next issue of the clinic numbers the waiting ones first, in the order they were frozen, then its own.
    const before = (await db().select({ n: sales.number }).from(sales).where(and(eq(sales.clinicId, a.clinic.id), eq(sales.status, 'issued')))).length;
    const third = await issued([custom(3000)]);
    const numberOf = async (id: number) => (await get(`/sales/${id}`)).json().data as Sale;
    expect(await numberOf(first.id)).toMatchObject({ status: 'issued', number: before + 1, total: 1100 });
    expect(await numberOf(second.id)).toMatchObject({ status: 'issued', number: before + 2 });
    expect(third.number).toBe(before + 3);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'sale'), eq(auditLog.entityId, first.id), eq(auditLog.action, 'sale.issued')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: a.admin.id, after: { number: before + 1 } });
    // Asking to issue a frozen draft again finishes it.
    const fourth = await draft([custom(4000)]);
    await freeze(fourth.id, 1);
    const retried = await post(`/sales/${fourth.id}/issue`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ id: fourth.id, status: 'issued', number: before + 4, due: 4400 });
    expect((await post(`/sales/${fourth.id}/issue`, {})).statusCode).toBe(409);
    // What the housekeeping run does after a crash: drafts frozen over a minute ago are numbered, younger ones wait.
    const stranded = await draft([custom(500)]);
    const young = await draft([custom(600)]);
    await freeze(stranded.id, 120);
    await freeze(young.id, 5);
    expect(await numberStrandedSales(db())).toBe(2); // the young one goes along: numbering takes every frozen draft of a clinic
    expect(await numberOf(stranded.id)).toMatchObject({ status: 'issued', number: before + 5 });
    expect(await numberOf(young.id)).toMatchObject({ status: 'issued', number: before + 6 });
    expect(await numberStrandedSales(db())).toBe(0);
    // Each numbered sale's 'sale.issued' goes to the endpoints that want it (written by the numbering statement).
    const [endpoint] = await db().insert(webhookEndpoints).values({ clinicId: a.clinic.id, url: 'https://hooks.example.test/sales', secret: 'whsec_test', events: ['sale.issued'] }).returning();
    await db().insert(webhookEndpoints).values({ clinicId: a.clinic.id, url: 'https://hooks.example.test/other', secret: 'whsec_test', events: ['client.created'] });
    const hooked = await draft([custom(700)]);
    await freeze(hooked.id, 3);
    const last = await issued([custom(800)]);
    const deliveries = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.clinicId, a.clinic.id));
    expect(deliveries.map((d) => d.endpointId)).toEqual([endpoint.id, endpoint.id]);
    expect(deliveries.map((d) => d.payload).sort((x, y) => (x.data as { number: number }).number - (y.data as { number: number }).number)).toEqual([
      { id: deliveries.find((d) => (d.payload.data as { sale_id: number }).sale_id === hooked.id)!.eventId, type: 'sale.issued', created_at: expect.any(String), clinic_id: a.clinic.id,
        data: { sale_id: hooked.id, number: before + 7, client_id: client.id, total_minor: 770, currency: expect.any(String) } },
      { id: deliveries.find((d) => (d.payload.data as { sale_id: number }).sale_id === last.id)!.eventId, type: 'sale.issued', created_at: expect.any(String), clinic_id: a.clinic.id,
        data: { sale_id: last.id, number: before + 8, client_id: client.id, total_minor: 880, currency: expect.any(String) } },
    ]);
    await db().delete(webhookEndpoints).where(eq(webhookEndpoints.clinicId, a.clinic.id));
  });

  it('should post sold products to the stock ledger on issue and then freeze the sale', async () => {
    const p = await newProduct({}, 30);
    const s = await issued([{ kind: 'product', product_id: p.id, quantity: 2, unit: 'unit' }, { kind: 'product', product_id: p.id, quantity: 4, unit: 'sub_unit' }]);
    expect(s).toMatchObject({ status: 'issued', edit_state: 'frozen' });
    // The answer (read before the number is taken, then completed) is the sale as stored, and audited.
    expect((await get(`/sales/${s.id}`)).json().data).toEqual(s);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'sale'), eq(auditLog.entityId, s.id), eq(auditLog.action, 'sale.issued')));
    expect(audit).toMatchObject({ clinicId: a.clinic.id, actorType: 'staff', after: { number: s.number } });
    expect(await onHand(p.id)).toBe(30 - 20 - 4);
    const ledger = await db().select().from(stockMovements).where(and(eq(stockMovements.sourceType, 'sale'), eq(stockMovements.sourceId, s.id)));
    expect(ledger.map((m) => m.quantityDelta).sort((x, y) => x - y)).toEqual([-20, -4]);
    expect(ledger.every((m) => m.reason === 'sale')).toBe(true);
    // Frozen: no line, header or delete; issuing again is refused.
    expect((await post(`/sales/${s.id}/lines`, custom(100))).statusCode).toBe(409);
    expect((await put(`/sales/${s.id}/lines/${s.lines[0].id}`, custom(100))).statusCode).toBe(409);
    expect((await req('DELETE', `/sales/${s.id}/lines/${s.lines[0].id}`, adminA)).statusCode).toBe(409);
    expect((await put(`/sales/${s.id}`, { note: 'x' })).statusCode).toBe(409);
    expect((await req('DELETE', `/sales/${s.id}`, adminA)).statusCode).toBe(409);
    expect((await post(`/sales/${s.id}/issue`, {})).statusCode).toBe(409);
    expect((await post(`/sales/${(await draft([])).id}/issue`, {})).statusCode).toBe(422);
    // A draft is deleted.
    const d = await draft([custom(100)]);
    expect((await req('DELETE', `/sales/${d.id}`, adminA)).statusCode).toBe(204);
    expect((await get(`/sales/${d.id}`)).statusCode).toBe(404);
  });

  it('should issue with today\'s preferences: lines priced before a change are recomputed, and the answer is the sale as stored', async () => {
    const s = await draft([custom(11000), { kind: 'service', service_id: serviceId, quantity: 2 }]);
    expect(s.lines.map((l) => l.total)).toEqual([12100, 33000]);
    // The clinic now states prices with tax included: the same prices carry their tax inside.
    await db().update(clinicPreferences).set({ pricesIncludeTax: true }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    try {
      const res = await post(`/sales/${s.id}/issue`, {});
      expect(res.statusCode, res.body).toBe(200);
      const out = res.json().data as Sale;
      expect(out).toMatchObject({ prices_include_tax: true, total: 41000, status: 'issued' });
      expect(out.lines.map((l) => [l.net, l.vat_amount, l.total])).toEqual([[10000, 1000, 11000], [27273, 2727, 30000]]);
      expect((await get(`/sales/${s.id}`)).json().data).toEqual(out);
    } finally {
      await db().update(clinicPreferences).set({ pricesIncludeTax: false }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    }
  });

  it('should have the database refuse changing or deleting issued sales, their lines, payments and credit movements', async () => {
    const s = await issued([custom(1000)]);
    const paid = await pay(s.id, [{ method: 1, amount: 1500 }]);
    expect(paid.statusCode, paid.body).toBe(201);
    const refused = async (work: () => PromiseLike<unknown>) => {
      await expect((async () => { await work(); })()).rejects.toThrow();
    };
    await refused(() => db().update(sales).set({ totalMinor: 1 }).where(eq(sales.id, s.id)));
    await refused(() => db().delete(sales).where(eq(sales.id, s.id)));
    await refused(() => db().update(saleLines).set({ unitPriceMinor: 1 }).where(eq(saleLines.saleId, s.id)));
    await refused(() => db().delete(saleLines).where(eq(saleLines.saleId, s.id)));
    await refused(() => db().insert(saleLines).values({ saleId: s.id, position: 9, kind: 'custom', name: 'late', quantity: 1, unitPriceMinor: 1 }));
    await refused(() => db().update(salePayments).set({ amountMinor: 1 }).where(eq(salePayments.saleId, s.id)));
    await refused(() => db().delete(salePayments).where(eq(salePayments.saleId, s.id)));
    await refused(() => db().update(clientCreditMovements).set({ deltaMinor: 1 }).where(eq(clientCreditMovements.saleId, s.id)));
    await refused(() => db().delete(clientCreditMovements).where(eq(clientCreditMovements.saleId, s.id)));
    // And credit can never go below zero, even written directly.
    await refused(() => db().insert(clientCreditMovements).values({ clinicId: a.clinic.id, clientId: client.id, deltaMinor: -1_000_000, balanceAfterMinor: -1, kind: 'adjustment' }));
    expect((await get(`/sales/${s.id}`)).json().data).toMatchObject({ total: 1100, paid: 1100, due: 0 });
  });

  it('should take partial and split payments that add up exactly, refuse paying a draft or a paid sale, and turn overpayment into credit', async () => {
    const fresh = await makeClientRow(db(), a.group.id);
    const s1 = await draft([custom(10001, 3)], { client_id: fresh.id, pet_id: null });
    expect((await pay(s1.id, [{ method: 1, amount: 100 }])).statusCode).toBe(409);
    const issuedRes = await post(`/sales/${s1.id}/issue`, {});
    const total = issuedRes.json().data.total as number;
    expect(total).toBe(33003);
    const partial = await pay(s1.id, [{ method: 1, amount: 10000 }]);
    expect(partial.json().data).toMatchObject({ paid: 10000, due: total - 10000 });
    const split = await pay(s1.id, [{ method: 2, amount: 20000, reference: '4242' }, { method: 4, amount: 5000 }]);
    expect(split.statusCode, split.body).toBe(201);
    const body = split.json().data as Sale;
    expect(body.payments.map((p) => [p.method, p.amount, p.applied, p.to_credit])).toEqual([[1, 10000, 10000, 0], [2, 20000, 20000, 0], [4, 5000, 3003, 1997]]);
    expect(body.payments.reduce((x, p) => x + p.applied, 0)).toBe(total);
    expect(body.due).toBe(0);
    expect((await pay(s1.id, [{ method: 1, amount: 1 }])).statusCode).toBe(409);
    const account = (await get(`/pet-parents/${fresh.id}/account`)).json();
    expect(account.data).toMatchObject({ invoiced: total, paid: total, balance_due: 0, credit: 1997 });
    expect(account.data.movements).toMatchObject([{ delta: 1997, balance_after: 1997, kind: 'overpayment', sale_id: s1.id }]);
    // Bad input: 422 per field; the credit-note method waits for credit notes.
    const s2 = (await post(`/sales/${(await draft([custom(500)], { client_id: fresh.id, pet_id: null })).id}/issue`, {})).json().data as Sale;
    expect((await pay(s2.id, [{ method: 12, amount: 1 }])).statusCode).toBe(422);
    expect((await pay(s2.id, [{ method: 1, amount: 0 }])).statusCode).toBe(422);
    expect((await pay(s2.id, [{ method: 1, amount: 1.5 }])).statusCode).toBe(422);
    expect((await pay(s2.id, [{ method: 9, amount: 100 }])).statusCode).toBe(422);
    expect((await pay(s2.id, [])).statusCode).toBe(422);
    expect((await pay(999999, [{ method: 1, amount: 1 }])).statusCode).toBe(404);
  });

  it('should let client credit pay later sales, never beyond the credit or what is due, never below zero', async () => {
    const fresh = await makeClientRow(db(), a.group.id);
    const first = (await post(`/sales/${(await draft([custom(1000, 1, { vat: 0 })], { client_id: fresh.id, pet_id: null })).id}/issue`, {})).json().data as Sale;
    await pay(first.id, [{ method: 1, amount: 5000 }]); // 4000 credit
    const next = (await post(`/sales/${(await draft([custom(6000, 1, { vat: 0 })], { client_id: fresh.id, pet_id: null })).id}/issue`, {})).json().data as Sale;
    const tooMuch = await pay(next.id, [{ method: 6, amount: 4001 }]);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toHaveProperty(['payments.0.amount']);
    const mixed = await pay(next.id, [{ method: 6, amount: 4000 }, { method: 1, amount: 2000 }]);
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(mixed.json().data).toMatchObject({ paid: 6000, due: 0 });
    const account = (await get(`/pet-parents/${fresh.id}/account`)).json().data;
    expect(account.credit).toBe(0);
    expect(account.movements.map((m: { delta: number; balance_after: number }) => [m.delta, m.balance_after])).toEqual([[-4000, 0], [4000, 4000]]);
    // Credit above what is due is refused (it would only come back as credit).
    const third = (await post(`/sales/${(await draft([custom(100, 1, { vat: 0 })], { client_id: fresh.id, pet_id: null })).id}/issue`, {})).json().data as Sale;
    await pay(third.id, [{ method: 1, amount: 1100 }]); // 1000 credit
    const fourth = (await post(`/sales/${(await draft([custom(500, 1, { vat: 0 })], { client_id: fresh.id, pet_id: null })).id}/issue`, {})).json().data as Sale;
    expect((await pay(fourth.id, [{ method: 6, amount: 600 }])).json().errors).toHaveProperty(['payments.0.amount']);
    // Two credit payments at once cannot both spend the same credit.
    const fifth = (await post(`/sales/${(await draft([custom(800, 1, { vat: 0 })], { client_id: fresh.id, pet_id: null })).id}/issue`, {})).json().data as Sale;
    const both = await Promise.all([pay(fourth.id, [{ method: 6, amount: 500 }]), pay(fifth.id, [{ method: 6, amount: 800 }])]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const after = (await get(`/pet-parents/${fresh.id}/account`)).json().data;
    expect(after.credit).toBeGreaterThanOrEqual(0);
    expect(after.credit === 500 || after.credit === 200).toBe(true);
  });

  it('should pay once for one Idempotency-Key, even when the request is sent twice at once', async () => {
    const s = await issued([custom(2000)]);
    const key = `pay-${rnd()}`;
    const [r1, r2] = await Promise.all([pay(s.id, [{ method: 1, amount: 1000 }], key), pay(s.id, [{ method: 1, amount: 1000 }], key)]);
    expect([r1.statusCode, r2.statusCode]).toEqual([201, 201]);
    const rows = await db().select().from(salePayments).where(eq(salePayments.saleId, s.id));
    expect(rows).toHaveLength(1);
    const again = await pay(s.id, [{ method: 1, amount: 1000 }], key);
    expect(again.json().data.paid).toBe(1000);
    expect((await pay(s.id, [{ method: 2, amount: 1000 }], key)).statusCode).toBe(409);
  });

  it('should list invoices with filters (status, client, vet, clinic-local day, method) and totals over every match', async () => {
    const other = await makeClientRow(db(), a.group.id, { firstName: 'Zed', lastName: 'Listed' });
    const s1 = (await post(`/sales/${(await draft([custom(1000, 1, { vat: 0 })], { client_id: other.id, pet_id: null, vet_id: a.vet.id })).id}/issue`, {})).json().data as Sale;
    const s2 = (await post(`/sales/${(await draft([custom(3000, 1, { vat: 0 })], { client_id: other.id, pet_id: null })).id}/issue`, {})).json().data as Sale;
    await draft([custom(500, 1, { vat: 0 })], { client_id: other.id, pet_id: null });
    await pay(s1.id, [{ method: 3, amount: 1000 }]);
    await pay(s2.id, [{ method: 1, amount: 1000 }]);
    const all = (await get(`/sales?filter[client_id]=${other.id}`)).json();
    expect(all.meta.total).toBe(3);
    expect(all.totals).toEqual({ count: 3, total: 4500, paid: 2000, due: 2000 });
    const issuedOnly = (await get(`/sales?filter[client_id]=${other.id}&filter[status]=issued&per_page=1`)).json();
    expect(issuedOnly.data).toHaveLength(1);
    expect(issuedOnly.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(issuedOnly.totals).toMatchObject({ count: 2, total: 4000, due: 2000 });
    expect((await get(`/sales?filter[client_id]=${other.id}&filter[vet_id]=${a.vet.id}`)).json().data.map((s: Sale) => s.id)).toEqual([s1.id]);
    expect((await get(`/sales?filter[client_id]=${other.id}&filter[method]=3`)).json().data.map((s: Sale) => s.id)).toEqual([s1.id]);
    expect((await get(`/sales?filter[client_id]=${other.id}&filter[method][]=3&filter[method][]=1`)).json().meta.total).toBe(2);
    const today = bucharestToday();
    expect((await get(`/sales?filter[client_id]=${other.id}&filter[date_from]=${today}&filter[date_to]=${today}`)).json().meta.total).toBe(3);
    expect((await get(`/sales?filter[client_id]=${other.id}&filter[date_to]=${isoDay(-3)}`)).json().meta.total).toBe(0);
    expect((await get('/sales?filter[search]=zed')).json().data.every((s: Sale) => s.client_id === other.id)).toBe(true);
    // A page past the end has no row to carry the totals: they are still those of every match.
    const past = (await get(`/sales?filter[client_id]=${other.id}&filter[status]=issued&per_page=1&page=5`)).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: 2, last_page: 2, current_page: 5 });
    expect(past.totals).toMatchObject({ count: 2, total: 4000, due: 2000 });
    // Clinic-local days (Europe/Bucharest, UTC+2 in January): 21:30 UTC is 23:30 on the 15th, 22:30 UTC is 00:30 on the 16th.
    const late = await makeClientRow(db(), a.group.id, { firstName: 'Late', lastName: 'Night' });
    const [d15] = await db().insert(sales).values({ clinicId: a.clinic.id, clientId: late.id, currency: '$', createdAt: new Date('2026-01-15T21:30:00Z') }).returning();
    const [d16] = await db().insert(sales).values({ clinicId: a.clinic.id, clientId: late.id, currency: '$', createdAt: new Date('2026-01-15T22:30:00Z') }).returning();
    const onDay = async (from: string, to: string) => (await get(`/sales?filter[client_id]=${late.id}&filter[date_from]=${from}&filter[date_to]=${to}`)).json().data.map((s: Sale) => s.id);
    expect(await onDay('2026-01-15', '2026-01-15')).toEqual([d15.id]);
    expect(await onDay('2026-01-16', '2026-01-16')).toEqual([d16.id]);
    expect(await onDay('2026-01-15', '2026-01-16')).toEqual([d16.id, d15.id]);
    expect(await onDay('2026-01-14', '2026-01-14')).toEqual([]);
    expect((await get('/sales?filter[status]=paid')).statusCode).toBe(422);
    expect((await get('/sales?filter[date_from]=2026-13-01')).statusCode).toBe(422);
  });

  it('should let a vet see sales but not make them, and keep each group\'s sales and accounts to itself', async () => {
    const s = await draft([custom(100)]);
    expect((await get('/sales', vetA)).statusCode).toBe(200);
    expect((await get(`/sales/${s.id}`, vetA)).statusCode).toBe(200);
    expect((await post('/sales', { client_id: client.id, lines: [] }, vetA)).statusCode).toBe(403);
    expect((await post(`/sales/${s.id}/issue`, {}, vetA)).statusCode).toBe(403);
    expect((await pay(s.id, [{ method: 1, amount: 1 }])).statusCode).toBe(409);
    // The receptionist sells.
    expect((await post('/sales', { client_id: client.id, lines: [custom(100)] }, receptionistA)).statusCode).toBe(201);
    // Another group: 404 everywhere, nothing listed, and its staff cannot sell to our client.
    expect((await get(`/sales/${s.id}`, adminB)).statusCode).toBe(404);
    expect((await put(`/sales/${s.id}`, { note: 'x' }, adminB)).statusCode).toBe(404);
    expect((await post(`/sales/${s.id}/lines`, custom(1), adminB)).statusCode).toBe(404);
    expect((await post(`/sales/${s.id}/issue`, {}, adminB)).statusCode).toBe(404);
    expect((await req('DELETE', `/sales/${s.id}`, adminB)).statusCode).toBe(404);
    expect((await get(`/pet-parents/${client.id}/account`, adminB)).statusCode).toBe(404);
    expect((await get(`/sales?filter[client_id]=${client.id}`, adminB)).json().data).toEqual([]);
    expect((await post('/sales', { client_id: client.id, lines: [] }, adminB)).statusCode).toBe(422);
  });
  it('should print the invoice as a PDF and mail it to the client through the outbox, the PDF attached', async () => {
    const s = await issued([custom(12345)]);
    const pdf = await get(`/sales/${s.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sent = await post(`/sales/${s.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.to).toBe(client.email);
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, client.email!));
    expect(mail.subject).toContain(String(s.number));
    expect(JSON.stringify(mail)).toContain(`invoice-${s.number}.pdf`);
    // A draft is not mailed; another group's invoice is not found.
    expect((await post(`/sales/${(await draft([custom(1)])).id}/send`, {})).statusCode).toBe(409);
    expect((await get(`/sales/${s.id}/pdf`, adminB)).statusCode).toBe(404);
    expect((await post(`/sales/${s.id}/send`, { to: 'not-an-address' })).statusCode).toBe(422);
  });
});
