import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { stockMovements, stockTransfers } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeStaff, makeTenant, staffHeaders } from '../../test/factories';

type Headers = Record<string, string>;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

// Stock sent between two clinics of one group (issue 15): the ledger of both, batches kept, rights at both ends.
describe('stock transfers between clinics of the group', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let other: Awaited<ReturnType<typeof makeTenant>>;
  let north: { id: number; name: string };
  let south: { id: number; name: string };
  let atNorth: Headers;
  let atSouth: Headers;
  let vetBoth: Headers;
  let otherGroup: Headers;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const stockOf = async (id: number, h: Headers) => (await req('GET', `/products/${id}/stock`, h)).json().data as { on_hand: number; batches: { id: number; batch_no: string; expiration_date: string | null; on_hand: number }[] };
  const product = async (h: Headers, over: Record<string, unknown> = {}) => {
    const res = await req('POST', '/products', h, { name: `Meloxicam ${Math.random().toString(36).slice(2, 7)}`, unit: 'box', sub_unit: 'tablet', sub_units: 10, ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number };
  };
  const receive = async (id: number, h: Headers, qty: number, batch_no: string, expiration_date: string | null) => {
    const res = await req('POST', `/products/${id}/stock/receipts`, h, { sub_units_changed: qty, batch_no, expiration_date });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    other = await makeTenant(db());
    north = a.clinic;
    south = await makeClinic(db(), a.group.id, { name: 'South Vets' });
    // The admin works at both clinics; a vet of both may see stock but not move it.
    const admin = await makeStaff(db(), a.group.id, [{ clinicId: north.id, roleId: a.group.roleId('admin') }, { clinicId: south.id, roleId: a.group.roleId('admin') }]);
    const vet = await makeStaff(db(), a.group.id, [{ clinicId: north.id, roleId: a.group.roleId('admin') }, { clinicId: south.id, roleId: a.group.roleId('vet') }]);
    atNorth = await staffHeaders(t.app, admin.email, north.id);
    atSouth = await staffHeaders(t.app, admin.email, south.id);
    vetBoth = await staffHeaders(t.app, vet.email, north.id);
    otherGroup = await staffHeaders(t.app, other.admin.email, other.clinic.id);
  });
  afterAll(() => t.close());

  it('should send the first-expiring unexpired batches to the product of the same SKU there, under the same numbers, in both ledgers', async () => {
    const from = await product(atNorth, { sku: 'MLX-15' });
    const to = await product(atSouth, { sku: 'mlx-15' });
    await receive(from.id, atNorth, 30, 'OLD', isoDay(5));
    await db().execute(sql`UPDATE stock_batches SET expiration_date = ${isoDay(-2)}::date WHERE product_id = ${from.id} AND batch_no = 'OLD'`);
    await receive(from.id, atNorth, 20, 'L1', isoDay(40));
    await receive(from.id, atNorth, 50, 'L2', isoDay(400));

    const res = await req('POST', '/stock/transfers', atNorth, { to_clinic_id: south.id, product_id: from.id, sub_units_changed: 35, note: 'weekend cover' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().data;
    expect(sent).toMatchObject({
      from_clinic: { id: north.id }, to_clinic: { id: south.id, name: 'South Vets' }, from_product_id: from.id, to_product_id: to.id,
      to_product_created: false, sub_units: 35, note: 'weekend cover',
      batches: [{ batch_no: 'L1', expiration_date: isoDay(40), sub_units: 20 }, { batch_no: 'L2', expiration_date: isoDay(400), sub_units: 15 }],
    });
    // The expired batch stays; the source lost 35, the destination holds them in the same batches.
    const left = await stockOf(from.id, atNorth);
    expect(left.on_hand).toBe(30 + 50 - 15);
    expect(left.batches.find((b) => b.batch_no === 'OLD')?.on_hand).toBe(30);
    const there = await stockOf(to.id, atSouth);
    expect(there.on_hand).toBe(35);
    expect(there.batches.map((b) => [b.batch_no, b.expiration_date, b.on_hand])).toEqual([['L1', isoDay(40), 20], ['L2', isoDay(400), 15]]);
    // Each ledger names the other clinic; the movements point at the transfer.
    const outRows = (await req('GET', `/products/${from.id}/movements`, atNorth)).json().data.filter((m: { reason: string }) => m.reason === 'transfer');
    expect(outRows.map((m: { quantity_delta: number }) => m.quantity_delta).sort()).toEqual([-15, -20]);
    expect(outRows[0].transfer).toEqual({ direction: 'out', clinic: { id: south.id, name: 'South Vets' } });
    const inRows = (await req('GET', `/products/${to.id}/movements`, atSouth)).json().data;
    expect(inRows.every((m: { transfer: { direction: string; clinic: { id: number } } }) => m.transfer.direction === 'in' && m.transfer.clinic.id === north.id)).toBe(true);
    const ledger = await db().select({ total: sql<number>`sum(${stockMovements.quantityDelta})::int` }).from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'stock_transfer'), eq(stockMovements.sourceId, sent.id)));
    expect(ledger[0].total).toBe(0);
  });

  it('should create the product at the destination when it has none of this SKU or barcode, and take a chosen batch', async () => {
    const from = await product(atNorth, { sku: `NEW-${Date.now()}`, barcode: `59${Date.now()}`, selling_price: 1250, vat: 10 });
    await receive(from.id, atNorth, 10, 'A', isoDay(100));
    await receive(from.id, atNorth, 10, 'B', isoDay(200));
    const batchB = (await stockOf(from.id, atNorth)).batches.find((b) => b.batch_no === 'B')!;
    const res = await req('POST', '/stock/transfers', atNorth, { to_clinic_id: south.id, product_id: from.id, batch_id: batchB.id, sub_units_changed: 4 });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().data;
    expect(sent).toMatchObject({ to_product_created: true, batches: [{ batch_no: 'B', sub_units: 4 }] });
    const created = (await req('GET', `/products/${sent.to_product_id}`, atSouth)).json().data;
    expect(created).toMatchObject({ clinic_id: south.id, selling_price: 1250, vat: 10, sub_units: 10, on_hand: 4, category: null, supplier: null });
    // More than a batch holds is refused, nothing moves.
    const tooMuch = await req('POST', '/stock/transfers', atNorth, { to_clinic_id: south.id, product_id: from.id, batch_id: batchB.id, sub_units_changed: 7 });
    expect(tooMuch.statusCode).toBe(422);
    expect(Object.keys(tooMuch.json().errors)).toEqual(['sub_units_changed']);
    expect((await stockOf(from.id, atNorth)).on_hand).toBe(16);
  });

  it('should refuse what cannot be sent: expired stock only, the same clinic, other packaging, bad numbers', async () => {
    const from = await product(atNorth, { sku: `EXP-${Date.now()}` });
    await receive(from.id, atNorth, 10, 'X', isoDay(10));
    const expired = (await stockOf(from.id, atNorth)).batches[0];
    await db().execute(sql`UPDATE stock_batches SET expiration_date = ${isoDay(-1)}::date WHERE id = ${expired.id}`);
    expect((await req('POST', '/stock/transfers', atNorth, { to_clinic_id: south.id, product_id: from.id, sub_units_changed: 1 })).json().errors).toHaveProperty('sub_units_changed');
    const chosen = await req('POST', '/stock/transfers', atNorth, { to_clinic_id: south.id, product_id: from.id, batch_id: expired.id, sub_units_changed: 1 });
    expect(chosen.statusCode).toBe(422);
    expect(Object.keys(chosen.json().errors)).toEqual(['batch_id']);
    expect((await req('POST', '/stock/transfers', atNorth, { to_clinic_id: north.id, product_id: from.id, sub_units_changed: 1 })).json().errors).toHaveProperty('to_clinic_id');

    const boxes = await product(atNorth, { sku: `PK-${Date.now()}`, sub_units: 10 });
    await receive(boxes.id, atNorth, 10, 'P', isoDay(50));
    const singles = await product(atSouth, { sub_units: 1 });
    const units = await req('POST', '/stock/transfers', atNorth, { to_clinic_id: south.id, product_id: boxes.id, to_product_id: singles.id, sub_units_changed: 5 });
    expect(units.statusCode).toBe(422);
    expect(Object.keys(units.json().errors)).toEqual(['to_product_id']);
    const bad = await req('POST', '/stock/transfers', atNorth, { to_clinic_id: south.id, product_id: boxes.id, sub_units_changed: 0 });
    expect(bad.statusCode).toBe(422);
    expect((await stockOf(boxes.id, atNorth)).on_hand).toBe(10);
    expect(await db().select().from(stockTransfers).where(eq(stockTransfers.fromProductId, boxes.id))).toHaveLength(0);
  });

  it('should ask for the right to manage stock at both clinics, and hide other groups', async () => {
    const from = await product(atNorth, { sku: `RT-${Date.now()}` });
    await receive(from.id, atNorth, 10, 'R', isoDay(50));
    // A vet at South may not receive stock there.
    expect((await req('POST', '/stock/transfers', vetBoth, { to_clinic_id: south.id, product_id: from.id, sub_units_changed: 1 })).statusCode).toBe(403);
    // Another group's clinic does not exist for this caller; nor does this group's product for the other group.
    expect((await req('POST', '/stock/transfers', atNorth, { to_clinic_id: other.clinic.id, product_id: from.id, sub_units_changed: 1 })).statusCode).toBe(404);
    expect((await req('POST', '/stock/transfers', otherGroup, { to_clinic_id: south.id, product_id: from.id, sub_units_changed: 1 })).statusCode).toBe(404);
    const theirs = await product(otherGroup);
    expect((await req('POST', '/stock/transfers', atNorth, { to_clinic_id: south.id, product_id: theirs.id, sub_units_changed: 1 })).statusCode).toBe(404);
    expect((await stockOf(from.id, atNorth)).on_hand).toBe(10);
  });

  it('should move opposite transfers of the same products at once without losing or inventing stock', async () => {
    const sku = `BOTH-${Date.now()}`;
    const n = await product(atNorth, { sku });
    const s = await product(atSouth, { sku });
    await receive(n.id, atNorth, 100, 'N', isoDay(90));
    await receive(s.id, atSouth, 100, 'S', isoDay(90));
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => i % 2
      ? req('POST', '/stock/transfers', atNorth, { to_clinic_id: south.id, product_id: n.id, sub_units_changed: 3 })
      : req('POST', '/stock/transfers', atSouth, { to_clinic_id: north.id, product_id: s.id, sub_units_changed: 5 })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    expect((await stockOf(n.id, atNorth)).on_hand).toBe(100 - 60 + 100);
    expect((await stockOf(s.id, atSouth)).on_hand).toBe(100 + 60 - 100);
  });
});
