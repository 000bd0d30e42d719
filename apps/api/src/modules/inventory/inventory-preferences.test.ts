import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PREFERENCES } from '@vetclinic/domain';
import { stockBatches } from '@vetclinic/db';
import { AppError } from '../../lib/app-error';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { postStockMovement } from './stock-ledger';

type Headers = Record<string, string>;
/** SQLSTATE of a database error, through drizzle's wrapping. */
const pgCode = (e: unknown): string | undefined => {
  for (let c = e as { code?: string; cause?: unknown } | undefined, i = 0; c && i < 4; c = c.cause as typeof c, i++) if (typeof c.code === 'string' && /^\w{5}$/.test(c.code)) return c.code;
  return undefined;
};
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Issue #15: the clinic preferences allow_negative_stock and expiring_within_days, through the API on a fresh database. */
describe('inventory preferences', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Headers = adminA) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const prefsUrl = () => `/clinics/${a.clinic.id}/preferences`;
  const setPrefs = async (over: Record<string, unknown>) => {
    const current = (await req('GET', prefsUrl())).json().data;
    const res = await req('PUT', prefsUrl(), { ...current, ...over });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const newProduct = async () => {
    const res = await req('POST', '/products', { name: `Meloxicam ${Math.random().toString(36).slice(2, 8)}`, unit: 'bottle', sub_units: 1 });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const receive = async (productId: number, qty: number, batchNo: string, expiry: string | null = isoDay(200)) => {
    const res = await req('POST', `/products/${productId}/stock/receipts`, { sub_units_changed: qty, batch_no: batchNo, expiration_date: expiry });
    expect(res.statusCode, res.body).toBe(200);
  };
  const sell = (productId: number, qty: number, extra: Record<string, unknown> = {}) =>
    db().transaction((tx) => postStockMovement(tx, { clinicId: a.clinic.id, userId: a.admin.id }, { product_id: productId, quantity_delta: -qty, reason: 'sale', source_type: 'sale', source_id: 1, ...extra }));
  const ledgerSum = async (productId: number) => {
    const res = await db().execute(sql`select coalesce(sum(quantity_delta), 0)::int as total from stock_movements where product_id = ${productId}`);
    return Number((res as unknown as { rows: { total: number }[] }).rows[0].total);
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
  });
  afterAll(() => t.close());

  it('should answer negative stock refused and 30 expiring days for a clinic that never set them, and keep them when an older client omits them', async () => {
    const prefs = (await req('GET', prefsUrl())).json().data;
    expect(prefs).toMatchObject({ allow_negative_stock: false, expiring_within_days: 30 });
    await setPrefs({ expiring_within_days: 45 });
    const older: Record<string, unknown> = { ...DEFAULT_PREFERENCES, vat_list: [0, 10], service_tax_list: [0] };
    delete older.allow_negative_stock;
    delete older.expiring_within_days;
    const res = await req('PUT', prefsUrl(), older);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ allow_negative_stock: false, expiring_within_days: 45 });
    await setPrefs({ expiring_within_days: 30 });
  });

  it('should refuse expiring days outside 1–365 and a non-boolean allow_negative_stock with 422 per field', async () => {
    const current = (await req('GET', prefsUrl())).json().data;
    for (const days of [0, 366, 2.5]) {
      const res = await req('PUT', prefsUrl(), { ...current, expiring_within_days: days });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.expiring_within_days).toBeDefined();
    }
    const res = await req('PUT', prefsUrl(), { ...current, allow_negative_stock: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.allow_negative_stock).toBeDefined();
  });

  it('should refuse a sale beyond the stock on hand with insufficient_stock (409) when negative stock is not allowed', async () => {
    const p = await newProduct();
    await receive(p, 5, 'LOT-A');
    const err = await sell(p, 6).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'invalid_state', message: 'inventory.errors.insufficient_stock', status: 409 });
    expect((await req('GET', `/products/${p}/stock`)).json().data.on_hand).toBe(5);
    expect(await ledgerSum(p)).toBe(5);
  });

  it('should let a sale and usage take stock below zero when allowed: FEFO first, the rest on the unnumbered batch, shown and summed', async () => {
    await setPrefs({ allow_negative_stock: true });
    const p = await newProduct();
    await receive(p, 5, 'LOT-B');
    const moved = await sell(p, 8);
    expect(moved.map((m) => m.quantity_delta)).toEqual([-5, -3]);
    await db().transaction((tx) => postStockMovement(tx, { clinicId: a.clinic.id, userId: null }, { product_id: p, quantity_delta: -1, reason: 'usage', source_type: 'record', source_id: 7 }));
    const stock = (await req('GET', `/products/${p}/stock`)).json().data;
    expect(stock.on_hand).toBe(-4);
    expect(stock.batches).toEqual([expect.objectContaining({ batch_no: '', on_hand: -4, expiration_date: null })]);
    expect((await req('GET', `/products/${p}`)).json().data.on_hand).toBe(-4);
    expect(await ledgerSum(p)).toBe(-4);
    expect((await req('GET', '/products?filter[stock]=out_of_stock&per_page=100')).json().data.map((x: { id: number }) => x.id)).toContain(p);
    // Write-offs and counts never invent stock, even here.
    const unnumbered = stock.batches[0].id as number;
    const writeOff = await req('POST', `/products/${p}/stock/write-offs`, { batch_id: unnumbered, sub_units_changed: 1, reason: 'broken' });
    expect(writeOff.statusCode).toBe(422);
    await expect(db().transaction((tx) => postStockMovement(tx, { clinicId: a.clinic.id, userId: null }, { product_id: p, batch_id: unnumbered, quantity_delta: -1, reason: 'adjustment' })))
      .rejects.toMatchObject({ code: 'invalid_state' });
    // A receipt without a batch number brings the unnumbered batch back; a count corrects the rest.
    await receive(p, 10, '', null);
    expect((await req('GET', `/products/${p}/stock`)).json().data.on_hand).toBe(6);
    await setPrefs({ allow_negative_stock: false });
  });

  it('should keep the database guard per clinic: a batch goes below zero only where allowed, and a negative one can still be raised after switching off', async () => {
    const p = await newProduct();
    await receive(p, 1, 'LOT-C');
    const [batch] = await db().select().from(stockBatches).where(eq(stockBatches.productId, p));
    const move = (delta: number) => db().execute(sql`update stock_batches set on_hand = on_hand + ${delta} where id = ${batch.id}`);
    const onHand = async () => (await db().select().from(stockBatches).where(eq(stockBatches.id, batch.id)))[0].onHand;
    expect(pgCode(await move(-2).catch((e: unknown) => e))).toBe('23514');
    await setPrefs({ allow_negative_stock: true });
    await move(-3);
    expect(await onHand()).toBe(-2);
    await setPrefs({ allow_negative_stock: false });
    expect(pgCode(await move(-1).catch((e: unknown) => e))).toBe('23514');
    await move(1);
    expect(await onHand()).toBe(-1);
    // The race of the last unit is unchanged: exactly one of three sales posts.
    const q = await newProduct();
    await receive(q, 1, 'LAST');
    const results = await Promise.allSettled([sell(q, 1), sell(q, 1), sell(q, 1)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('should list expiring batches and flag products within the clinic preference when no days are given', async () => {
    const p = await newProduct();
    const q = await newProduct();
    await receive(p, 2, 'SOON', isoDay(10));
    await receive(p, 2, 'LATER', isoDay(40));
    await receive(q, 2, 'LATER', isoDay(40));
    const lots = async (query = '') => (await req('GET', `/stock/expiring?per_page=100${query}`)).json().data
      .filter((b: { product_id: number }) => b.product_id === p).map((b: { batch_no: string }) => b.batch_no);
    const flagged = async (id: number) => (await req('GET', `/products/${id}`)).json().data.expiring_soon as boolean;
    expect(await lots()).toEqual(['SOON']);
    expect([await flagged(p), await flagged(q)]).toEqual([true, false]);
    await setPrefs({ expiring_within_days: 60 });
    expect(await lots()).toEqual(['SOON', 'LATER']);
    expect(await flagged(q)).toBe(true);
    const listed = (await req('GET', '/products?per_page=100')).json().data.find((x: { id: number }) => x.id === q);
    expect(listed.expiring_soon).toBe(true);
    expect(await lots('&days=5')).toEqual([]);
    await setPrefs({ expiring_within_days: 30 });
  });
});
