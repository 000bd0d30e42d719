import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, stockBatches, stockMovements } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { postStockMovement } from './stock-ledger';

type Headers = Record<string, string>;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('inventory', () => {
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
  const newProduct = async (over: Record<string, unknown> = {}, h: Headers = adminA) => {
    const res = await post('/products', { name: `Product ${Math.random().toString(36).slice(2, 8)}`, unit: 'box', sub_unit: 'tablet', sub_units: 10, ...over }, h);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; on_hand: number };
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

  describe('catalogue', () => {
    it('should create a product with sub-units, prices in minor units and VAT from the clinic list, audited', async () => {
      const cat = (await post('/product-categories', { name: 'Antiparasitics' })).json().data;
      const res = await post('/products', {
        name: 'Bravecto 500 mg', sku: 'BRV-500', barcode: '5901234123457', category_id: cat.id, unit: 'box', sub_unit: 'tablet',
        sub_units: 4, purchase_price: 9000, selling_price: 12999, vat: 10, min_stock: 8, reorder_quantity: 20,
      });
      expect(res.statusCode, res.body).toBe(201);
      const p = res.json().data;
      expect(p).toMatchObject({ name: 'Bravecto 500 mg', sub_units: 4, selling_price: 12999, sub_unit_price: 3250, vat: 10, vat_bp: 1000, on_hand: 0, below_reorder_point: true, category: { id: cat.id } });
      const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, p.id));
      expect(audit.some((r) => r.action === 'product.created')).toBe(true);
      const found = (await get(`/products?filter[search]=brv-5`)).json();
      expect(found.data.map((x: { id: number }) => x.id)).toContain(p.id);
      expect(found.meta.total).toBe(found.data.length);
      // The count rides on the page's rows; a page past the end still counts every match, with and without a search.
      expect((await get(`/products?filter[search]=brv-5&page=7`)).json().meta.total).toBe(found.meta.total);
      const listed = (await get('/products')).json().meta.total as number;
      expect(listed).toBeGreaterThan(0);
      expect((await get('/products?page=999')).json()).toMatchObject({ data: [], meta: { total: listed } });
      expect((await get(`/sellable-products`)).json().data.map((x: { id: number }) => x.id)).toContain(p.id);
    });

    it('should refuse an unknown VAT rate, a duplicate SKU or barcode and bad numbers with 422 per field', async () => {
      await newProduct({ sku: 'DUP-1', barcode: '111' });
      const res = await post('/products', { name: 'X', sku: 'dup-1', barcode: '111', vat: 7 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['barcode', 'sku', 'vat']);
      const bad = await post('/products', { name: '', sub_units: 0, purchase_price: -1 });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'purchase_price', 'sub_units']);
      // The same SKU in another group is fine.
      expect((await post('/products', { name: 'X', sku: 'DUP-1' }, adminB)).statusCode).toBe(201);
    });

    it('should keep products without a sale price or archived out of /sellable-products', async () => {
      const noPrice = await newProduct({ selling_price: null });
      const archived = await newProduct({ selling_price: 100 });
      expect((await put(`/products/${archived.id}`, { archived: true })).json().data.archived).toBe(true);
      const ids = (await get('/sellable-products?per_page=100')).json().data.map((x: { id: number }) => x.id);
      expect(ids).not.toContain(noPrice.id);
      expect(ids).not.toContain(archived.id);
    });

    it('should set VAT on many products at once, only from the list and only the clinic\'s products', async () => {
      const p1 = await newProduct();
      const p2 = await newProduct();
      const res = await post('/products/bulk-vat', { product_ids: [p1.id, p2.id], vat: 10 });
      expect(res.statusCode, res.body).toBe(200);
      expect((await get(`/products/${p2.id}`)).json().data.vat_bp).toBe(1000);
      expect((await post('/products/bulk-vat', { product_ids: [p1.id], vat: 19 })).statusCode).toBe(422);
      const foreign = await newProduct({}, adminB);
      expect((await post('/products/bulk-vat', { product_ids: [p1.id, foreign.id], vat: 0 })).statusCode).toBe(422);
      expect((await get(`/products/${foreign.id}`, adminB)).json().data.vat_bp).toBe(0);
    });

    it('should answer 404 for another group\'s product and 403 without inventory.manage', async () => {
      const foreign = await newProduct({}, adminB);
      expect((await get(`/products/${foreign.id}`)).statusCode).toBe(404);
      expect((await put(`/products/${foreign.id}`, { name: 'Mine' })).statusCode).toBe(404);
      expect((await get(`/products/${foreign.id}/stock`)).statusCode).toBe(404);
      expect((await post(`/products/${foreign.id}/stock/receipts`, { sub_units_changed: 1 })).statusCode).toBe(404);
      expect((await get('/products', vetA)).statusCode).toBe(200);
      expect((await post('/products', { name: 'Vet product' }, vetA)).statusCode).toBe(403);
    });
  });

  describe('stock ledger', () => {
    it('should receive into batches, pick first-expiring first and keep on-hand equal to the ledger', async () => {
      const p = await newProduct();
      expect((await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: 30, batch_no: 'LATE', expiration_date: isoDay(300) })).statusCode).toBe(200);
      expect((await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: 10, batch_no: 'SOON', expiration_date: isoDay(20) })).statusCode).toBe(200);
      const moved = await db().transaction((tx) => postStockMovement(tx, { clinicId: a.clinic.id, userId: a.admin.id }, { product_id: p.id, quantity_delta: -15, reason: 'sale', source_type: 'sale', source_id: 1 }));
      expect(moved.map((m) => m.quantity_delta)).toEqual([-10, -5]);
      const stock = (await get(`/products/${p.id}/stock`)).json().data;
      expect(stock.on_hand).toBe(25);
      expect(stock.batches.map((x: { batch_no: string; on_hand: number }) => [x.batch_no, x.on_hand])).toEqual([['LATE', 25]]);
      const [{ ledger }] = (await db().execute(sql`select coalesce(sum(quantity_delta),0)::int as ledger from stock_movements where product_id = ${p.id}`) as unknown as { rows: { ledger: number }[] }).rows;
      expect(ledger).toBe(25);
      // A return round-trips.
      await db().transaction((tx) => postStockMovement(tx, { clinicId: a.clinic.id, userId: null }, { product_id: p.id, quantity_delta: 15, batch_no: 'LATE', expiration_date: isoDay(300), reason: 'return', source_type: 'sale', source_id: 1 }));
      expect((await get(`/products/${p.id}`)).json().data.on_hand).toBe(40);
      const history = (await get(`/products/${p.id}/movements`)).json();
      expect(history.meta.total).toBe(5);
    });

    it('should refuse to update or delete a ledger row (database trigger)', async () => {
      const p = await newProduct();
      await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: 5 });
      await expect(db().update(stockMovements).set({ quantityDelta: 50 }).where(eq(stockMovements.productId, p.id))).rejects.toThrow();
      await expect(db().delete(stockMovements).where(eq(stockMovements.productId, p.id))).rejects.toThrow();
    });

    it('should refuse an expired batch on receipt and more than there is on write-off', async () => {
      const p = await newProduct();
      expect((await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: 5, batch_no: 'OLD', expiration_date: isoDay(-1) })).statusCode).toBe(422);
      expect((await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: -5 })).statusCode).toBe(422);
      // Two huge receipts into the same batch overflow the integer total: a 422, not a 500.
      const big = await newProduct();
      expect((await post(`/products/${big.id}/stock/receipts`, { sub_units_changed: 1_000_000_000, batch_no: 'BIG' })).statusCode).toBe(200);
      expect((await post(`/products/${big.id}/stock/receipts`, { sub_units_changed: 1_000_000_000, batch_no: 'BIG' })).statusCode).toBe(200);
      expect((await post(`/products/${big.id}/stock/receipts`, { sub_units_changed: 1_000_000_000, batch_no: 'BIG' })).statusCode).toBe(422);
      expect((await post(`/products/${big.id}/stock/receipts`, { sub_units_changed: 1_000_000_000, batch_no: 'BIG2' })).statusCode).toBe(200);
      expect((await get(`/products/${big.id}`)).json().data.on_hand).toBe(3_000_000_000);
      const stock = (await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: 5, batch_no: 'B1', expiration_date: isoDay(3) })).json().data;
      const batchId = stock.batches[0].id;
      expect((await post(`/products/${p.id}/stock/write-offs`, { batch_id: batchId, sub_units_changed: 6, reason: 'expired' })).statusCode).toBe(422);
      const after = await post(`/products/${p.id}/stock/write-offs`, { batch_id: batchId, sub_units_changed: 2, reason: 'damaged' });
      expect(after.json().data.on_hand).toBe(3);
      const expiring = (await get('/stock/expiring?days=7&per_page=100')).json().data;
      expect(expiring.some((x: { id: number; on_hand: number }) => x.id === batchId && x.on_hand === 3)).toBe(true);
    });

    it('should post a stock count as the difference with its reason', async () => {
      const p = await newProduct({ min_stock: 5 });
      const stock = (await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: 12, batch_no: 'C1' })).json().data;
      const res = await post(`/products/${p.id}/stock/counts`, { batch_id: stock.batches[0].id, counted: 4, reason: 'Stock-take March' });
      expect(res.json().data.on_hand).toBe(4);
      const [m] = (await get(`/products/${p.id}/movements`)).json().data;
      expect(m).toMatchObject({ quantity_delta: -8, reason: 'count', note: 'Stock-take March' });
      const below = (await get('/products?filter[stock]=below_reorder_point&per_page=100')).json().data.map((x: { id: number }) => x.id);
      expect(below).toContain(p.id);
    });

    it('should never go below zero when two decrements of the last units race', async () => {
      const p = await newProduct();
      await post(`/products/${p.id}/stock/receipts`, { sub_units_changed: 1, batch_no: 'LAST' });
      const sell = () => db().transaction((tx) => postStockMovement(tx, { clinicId: a.clinic.id, userId: null }, { product_id: p.id, quantity_delta: -1, reason: 'sale' }));
      const results = await Promise.allSettled([sell(), sell(), sell()]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [batch] = await db().select().from(stockBatches).where(eq(stockBatches.productId, p.id));
      expect(batch.onHand).toBe(0);
    });
  });

  describe('suppliers', () => {
    it('should create, search, link to a product and archive a supplier; another group\'s is a 404', async () => {
      const res = await post('/suppliers', { name: 'VetPharma Ltd', email: 'orders@vetpharma.test', phone: '+40 21 000 0000', account_number: 'AC-77', lead_time_days: 3 });
      expect(res.statusCode, res.body).toBe(201);
      const s = res.json().data;
      expect((await get('/suppliers?filter[search]=pharma')).json().data.map((x: { id: number }) => x.id)).toContain(s.id);
      const p = await newProduct({ supplier_id: s.id });
      expect((await get(`/products/${p.id}`)).json().data.supplier).toEqual({ id: s.id, name: 'VetPharma Ltd' });
      expect((await post('/suppliers', { name: 'X', email: 'not-an-email' })).statusCode).toBe(422);
      expect((await get(`/suppliers/${s.id}`, adminB)).statusCode).toBe(404);
      expect((await post('/products', { name: 'Y', supplier_id: s.id }, adminB)).statusCode).toBe(422);
      expect((await post('/suppliers', { name: 'Z' }, vetA)).statusCode).toBe(403);
      expect((await req('DELETE', `/suppliers/${s.id}`, adminA)).statusCode).toBe(204);
      expect((await get(`/suppliers/${s.id}`)).json().data.archived).toBe(true);
    });
  });
});
