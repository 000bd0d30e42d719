import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog, outbox, stockMovements } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';

type Headers = Record<string, string>;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('purchasing', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let vetA: Headers;
  let adminB: Headers;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const post = (url: string, payload: unknown, h: Headers = adminA) => req('POST', url, h, payload);
  const put = (url: string, payload: unknown, h: Headers = adminA) => req('PUT', url, h, payload);
  const get = (url: string, h: Headers = adminA) => req('GET', url, h);
  const rnd = () => Math.random().toString(36).slice(2, 8);
  const newSupplier = async (over: Record<string, unknown> = {}, h: Headers = adminA) => {
    const res = await post('/suppliers', { name: `Supplier ${rnd()}`, email: `orders-${rnd()}@supplier.test`, ...over }, h);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; email: string | null };
  };
  const newProduct = async (over: Record<string, unknown> = {}, h: Headers = adminA) => {
    const res = await post('/products', { name: `Product ${rnd()}`, sku: `SKU-${rnd()}`, unit: 'box', sub_unit: 'tablet', sub_units: 10, purchase_price: 1000, vat: 10, ...over }, h);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; name: string };
  };
  const onHand = async (productId: number) => (await get(`/products/${productId}/stock`)).json().data.on_hand as number;
  const sentOrder = async (supplierId: number, productId: number, quantity = 3) => {
    const created = await post('/purchase-orders', { supplier_id: supplierId, items: [{ product_id: productId, quantity }] });
    expect(created.statusCode, created.body).toBe(201);
    const sent = await post(`/purchase-orders/${created.json().data.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json().data as { id: number; items: { id: number }[] };
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
  });
  afterAll(() => t.close());

  it('should link a product to several suppliers and take the supplier price and code on an order line', async () => {
    const s1 = await newSupplier();
    const s2 = await newSupplier();
    const p = await newProduct({ supplier_id: s1.id });
    const res = await put(`/products/${p.id}/suppliers`, { suppliers: [{ supplier_id: s1.id, supplier_code: 'A-1', price: 900 }, { supplier_id: s2.id, supplier_code: 'B-7', price: 850 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.find((l: { supplier_id: number }) => l.supplier_id === s1.id)).toMatchObject({ is_default: true, price: 900 });
    const order = (await post('/purchase-orders', { supplier_id: s2.id, items: [{ product_id: p.id, quantity: 3 }] })).json().data;
    expect(order).toMatchObject({ status: 'draft', number: `PO-${String(order.id).padStart(5, '0')}` });
    // 3 × 850 = 2550 net, VAT 10 % = 255, exact integers.
    expect(order.items[0]).toMatchObject({ unit_cost: 850, supplier_code: 'B-7', quantity: 3, sub_units: 10, quantity_sub_units: 30, net: 2550, vat_amount: 255, gross: 2805 });
    expect(order).toMatchObject({ net: 2550, vat_amount: 255, gross: 2805 });
    const foreign = await newSupplier({}, adminB);
    expect((await put(`/products/${p.id}/suppliers`, { suppliers: [{ supplier_id: foreign.id }] })).statusCode).toBe(422);
  });

  it('should move the preferred supplier with is_default, clear it when its link is removed, and refuse two preferred', async () => {
    const s1 = await newSupplier();
    const s2 = await newSupplier();
    const p = await newProduct({ supplier_id: s1.id });
    const links = (body: unknown) => put(`/products/${p.id}/suppliers`, body);
    const preferred = async () => (await get(`/products/${p.id}`)).json().data.supplier_id as number | null;
    // Without flags the product's supplier stays (older clients, the product form's supplier without a link).
    expect((await links({ suppliers: [{ supplier_id: s2.id, supplier_code: 'B-1', price: 700 }] })).statusCode).toBe(200);
    expect(await preferred()).toBe(s1.id);
    const res = await links({ suppliers: [{ supplier_id: s1.id, supplier_code: 'A-1', price: 900, is_default: false }, { supplier_id: s2.id, supplier_code: 'B-1', price: 700, is_default: true }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((l: { supplier_id: number; is_default: boolean }) => [l.supplier_id, l.is_default]).sort()).toEqual([[s1.id, false], [s2.id, true]].sort());
    expect(await preferred()).toBe(s2.id);
    // The shopping list follows the preferred supplier.
    const item = (await post('/shopping-list-items', { product_id: p.id, quantity: 2 })).json().data;
    expect(item.supplier).toMatchObject({ id: s2.id });
    await req('DELETE', `/shopping-list-items/${item.id}`, adminA);
    // Removing the preferred supplier's link leaves the product without one.
    expect((await links({ suppliers: [{ supplier_id: s1.id, supplier_code: 'A-1', price: 900, is_default: false }] })).statusCode).toBe(200);
    expect(await preferred()).toBeNull();
    const two = await links({ suppliers: [{ supplier_id: s1.id, supplier_code: null, is_default: true }, { supplier_id: s2.id, supplier_code: null, is_default: true }] });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors['suppliers.1.is_default']).toBeDefined();
    expect(await preferred()).toBeNull();
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, p.id), eq(auditLog.action, 'product.suppliers_set')));
    expect(audit).toHaveLength(3);
  });

  it('should add a product to the shopping list by hand, adding to the quantity of its open line, and refuse bad input per field', async () => {
    const s = await newSupplier();
    const p = await newProduct({ supplier_id: s.id });
    const first = await post('/shopping-list-items', { product_id: p.id, quantity: 3 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ product_id: p.id, quantity: 3, source: 'manual', supplier: { id: s.id } });
    const again = await post('/shopping-list-items', { product_id: p.id, quantity: 2 });
    expect(again.json().data).toMatchObject({ id: first.json().data.id, quantity: 5 });
    const bad = await post('/shopping-list-items', { product_id: p.id, quantity: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.quantity).toBeDefined();
    const foreign = await newProduct({}, adminB);
    expect((await post('/shopping-list-items', { product_id: foreign.id, quantity: 1 })).statusCode).toBe(422);
    expect((await post('/shopping-list-items', { product_id: p.id, quantity: 1 }, vetA)).statusCode).toBe(403);
  });

  it('should send a draft to the supplier with the PDF and XLSX attached, and refuse editing it afterwards', async () => {
    const s = await newSupplier();
    const p = await newProduct();
    const order = await sentOrder(s.id, p.id, 4);
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, s.email!));
    expect(mail.attachments?.map((x) => x.filename)).toEqual([expect.stringMatching(/\.pdf$/), expect.stringMatching(/\.xlsx$/)]);
    const pdf = Buffer.from(mail.attachments![0].content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(mail.attachments![1].content, 'base64') as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(2).getCell(1).value).toBe(p.name);
    expect(ws.getRow(2).getCell(4).value).toBe(4);
    expect((await put(`/purchase-orders/${order.id}`, { supplier_id: s.id, items: [] })).statusCode).toBe(409);
    expect((await post(`/purchase-orders/${order.id}/send`, {})).statusCode).toBe(409);
    const noMail = await newSupplier({ email: null });
    const draft = (await post('/purchase-orders', { supplier_id: noMail.id, items: [{ product_id: p.id, quantity: 1 }] })).json().data;
    expect((await post(`/purchase-orders/${draft.id}/send`, {})).json().errors).toHaveProperty('supplier_id');
    const pdfRes = await get(`/purchase-orders/${order.id}/pdf`);
    expect(pdfRes.headers['content-type']).toContain('application/pdf');
  });

  it('should receive in two parts with batches and expiry: ledger rows, on-hand and statuses', async () => {
    const s = await newSupplier();
    const p = await newProduct();
    const order = await sentOrder(s.id, p.id, 3); // 3 boxes × 10 = 30 sub-units
    const item = order.items[0].id;
    expect((await post(`/purchase-orders/${order.id}/receive`, { items: [{ item_id: item, sub_units_changed: 5, batch_no: 'OLD', expiration_date: isoDay(-1) }] })).json().errors)
      .toHaveProperty(['items.0.expiration_date']);
    const first = await post(`/purchase-orders/${order.id}/receive`, { items: [{ item_id: item, sub_units_changed: 20, batch_no: 'L1', expiration_date: isoDay(200) }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'partially_received', items: [{ received_sub_units: 20 }] });
    expect(await onHand(p.id)).toBe(20);
    const second = await post(`/purchase-orders/${order.id}/receive`, { items: [{ item_id: item, sub_units_changed: 10, batch_no: 'L2', expiration_date: isoDay(400) }] });
    expect(second.json().data).toMatchObject({ status: 'received', items: [{ received_sub_units: 30 }] });
    expect(second.json().data.receipts).toHaveLength(2);
    expect(await onHand(p.id)).toBe(30);
    const ledger = await db().select().from(stockMovements).where(and(eq(stockMovements.sourceType, 'purchase_order'), eq(stockMovements.sourceId, order.id)));
    expect(ledger.map((m) => [m.reason, m.quantityDelta]).sort()).toEqual([['receipt', 10], ['receipt', 20]]);
    const stock = (await get(`/products/${p.id}/stock`)).json().data;
    expect(stock.batches.map((x: { batch_no: string; on_hand: number }) => [x.batch_no, x.on_hand]).sort()).toEqual([['L1', 20], ['L2', 10]]);
    expect((await post(`/purchase-orders/${order.id}/receive`, { items: [{ item_id: item, sub_units_changed: 1 }] })).statusCode).toBe(409);
    expect((await post(`/purchase-orders/${order.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('should need a reason to receive more than ordered, and serialize two receivers of the same line', async () => {
    const s = await newSupplier();
    const p = await newProduct();
    const order = await sentOrder(s.id, p.id, 1); // 10 sub-units
    const item = order.items[0].id;
    const over = await post(`/purchase-orders/${order.id}/receive`, { items: [{ item_id: item, sub_units_changed: 12, batch_no: 'X' }] });
    expect(over.json().errors).toHaveProperty(['items.0.reason']);
    // Two receivers post 6 of the 10 at once: the order row lock serializes them, so the second sees the first's
    // 6 and would go beyond the order without a reason (422) instead of double-posting.
    const both = await Promise.all([0, 1].map(() => post(`/purchase-orders/${order.id}/receive`, { items: [{ item_id: item, sub_units_changed: 6, batch_no: 'R' }] })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await onHand(p.id)).toBe(6);
    const withReason = await post(`/purchase-orders/${order.id}/receive`, { items: [{ item_id: item, sub_units_changed: 6, batch_no: 'R', reason: 'Two free samples' }] });
    expect(withReason.json().data).toMatchObject({ status: 'received', items: [{ received_sub_units: 12 }] });
    expect(await onHand(p.id)).toBe(12);
    expect((await post(`/purchase-orders/${order.id}/receive`, { items: [{ item_id: item, sub_units_changed: 1 }] })).statusCode).toBe(409);
  });

  it('should refuse bad lines with 422 per field, and the vet (view only) and another group', async () => {
    const s = await newSupplier();
    const p = await newProduct();
    const bad = await post('/purchase-orders', { supplier_id: s.id, items: [{ product_id: p.id, quantity: 0 }, { product_id: 999999, quantity: 1, vat: 7 }] });
    expect(bad.statusCode).toBe(422);
    const unknown = await post('/purchase-orders', { supplier_id: s.id, items: [{ product_id: 999999, quantity: 1, vat: 7 }] });
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['items.0.product_id', 'items.0.vat']);
    expect((await post('/purchase-orders', { supplier_id: s.id, items: [] }, vetA)).statusCode).toBe(403);
    const order = (await post('/purchase-orders', { supplier_id: s.id, items: [{ product_id: p.id, quantity: 1 }] })).json().data;
    expect((await get(`/purchase-orders/${order.id}`, adminB)).statusCode).toBe(404);
    expect((await post(`/purchase-orders/${order.id}/send`, {}, adminB)).statusCode).toBe(404);
    expect((await get('/purchase-orders', adminB)).json().data.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const list = (await get(`/purchase-orders?filter[status]=draft&filter[supplier_id]=${s.id}`)).json();
    expect(list.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await get(`/purchase-orders?filter[search]=${encodeURIComponent(p.name)}`)).json().data.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await post(`/purchase-orders/${order.id}/cancel`, {})).json().data.status).toBe('cancelled');
  });

  it('should put a product on the shopping list once when stock falls below the minimum', async () => {
    const s = await newSupplier();
    const p = await newProduct({ supplier_id: s.id, min_stock: 15, reorder_quantity: 0 });
    await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: 20, batch_no: 'B', expiration_date: isoDay(100) });
    const items = async () => (await get('/shopping-list-items?per_page=100')).json().data.filter((i: { product_id: number }) => i.product_id === p.id);
    expect(await items()).toHaveLength(0);
    const batchId = (await get(`/products/${p.id}/stock`)).json().data.batches[0].id;
    const off = (n: number) => post(`/products/${p.id}/stock/write-offs`, { batch_id: batchId, sub_units_changed: n, reason: 'broken' });
    expect((await off(8)).statusCode).toBe(200); // 12 < 15
    expect((await off(2)).statusCode).toBe(200); // 10: still one item
    const list = await items();
    expect(list).toHaveLength(1);
    // The gap is 15 − 12 = 3 sub-units → one box.
    expect(list[0]).toMatchObject({ source: 'auto', quantity: 1, on_hand: 10, supplier: { id: s.id } });
    expect((await get('/shopping-list-items', adminB)).json().data.map((i: { id: number }) => i.id)).not.toContain(list[0].id);
  });

  it('should buy selected items into drafts per supplier, refuse items without a supplier by name, export XLSX and e-mail suppliers', async () => {
    const s1 = await newSupplier();
    const s2 = await newSupplier();
    const p1 = await newProduct({ supplier_id: s1.id });
    const p2 = await newProduct({ supplier_id: s1.id });
    const p3 = await newProduct();
    const add = async (body: Record<string, unknown>) => {
      const res = await post('/shopping-list-items', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number; quantity: number };
    };
    const i1 = await add({ product_id: p1.id, quantity: 2 });
    expect((await add({ product_id: p1.id, quantity: 3 })).quantity).toBe(5); // the same open item, added up
    const i2 = await add({ product_id: p2.id, quantity: 1 });
    const i3 = await add({ product_id: p3.id, quantity: 4 });
    const refused = await post('/shopping-list-items/buy', { ids: [i1.id, i3.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[`items.${i3.id}`]).toEqual([p3.name]);

    const xlsx = await get(`/shopping-list-items/export?ids=${i1.id}&ids=${i3.id}`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const names = wb.worksheets[0].getColumn(1).values.slice(2);
    expect(names.sort()).toEqual([p1.name, p3.name].sort());

    expect((await put(`/shopping-list-items/${i3.id}`, { quantity: 4, supplier_id: s2.id })).statusCode).toBe(200);
    const mailed = await post('/shopping-list-items/send-email', { ids: [i1.id, i3.id] });
    expect(mailed.json().data).toEqual({ sent: 2 });
    expect((await db().select().from(outbox).where(eq(outbox.recipient, s2.email!)))[0].attachments?.[0].filename).toBe('shopping-list.xlsx');

    const bought = await post('/shopping-list-items/buy', { ids: [i1.id, i2.id, i3.id] });
    expect(bought.statusCode, bought.body).toBe(201);
    const orders = bought.json().data as { supplier: { id: number }; item_count: number; status: string }[];
    expect(orders.map((o) => [o.supplier.id, o.item_count, o.status]).sort()).toEqual([[s1.id, 2, 'draft'], [s2.id, 1, 'draft']].sort());
    const left = (await get('/shopping-list-items?per_page=100')).json().data.map((i: { id: number }) => i.id);
    expect(left).not.toContain(i1.id);
    expect((await post('/shopping-list-items/buy', { ids: [i1.id] })).statusCode).toBe(404);
  });

  it('should bulk delete only the clinic\'s items (404 and nothing deleted otherwise)', async () => {
    const p = await newProduct();
    const q = await newProduct();
    const mine = (await post('/shopping-list-items', { product_id: p.id, quantity: 1 })).json().data;
    const other = (await post('/shopping-list-items', { product_id: q.id, quantity: 1 })).json().data;
    const pb = await newProduct({}, adminB);
    const theirs = (await post('/shopping-list-items', { product_id: pb.id, quantity: 1 }, adminB)).json().data;
    expect((await post('/shopping-list-items/bulk-delete', { ids: [mine.id, theirs.id] })).statusCode).toBe(404);
    expect((await post('/shopping-list-items/bulk-delete', { ids: [mine.id, other.id] })).json().data).toEqual({ deleted: 2 });
    expect((await post('/shopping-list-items', { product_id: pb.id, quantity: 1 })).json().errors).toHaveProperty('product_id');
  });
});
