import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointmentPets, appointments, clinics, products, saleLines, stockBatches } from '@vetclinic/db';
import type { TAggregate, TDrilldown, TKpiMetrics } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow, makePetRow } from '../../test/clients-factories';

type Headers = Record<string, string>;
type Sale = { id: number; lines: { id: number; kind: string }[] };

/**
 * Issue #18, third part: the cost of goods frozen on a sale line when its stock is taken (FEFO batches, their own cost
 * or the product's purchase price then), the gross-margin aggregate, drill-down and KPI, and the rebooking rate.
 */
describe('reports: historical cost, gross margin and rebooking', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let adminB: Headers;
  let clientId: number;
  let today: DateTime;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST', url: string, h: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: h, ...(payload === undefined ? {} : { payload: payload as object }) });
  const post = (url: string, payload: unknown, h: Headers = adminA) => req('POST', url, h, payload);
  const get = (url: string, h: Headers = adminA) => req('GET', url, h);
  const rnd = () => Math.random().toString(36).slice(2, 8);
  const day = (d: DateTime) => d.toISODate()!;
  const period = () => `filter[date_from]=${day(today.minus({ days: 20 }))}&filter[date_to]=${day(today)}`;

  const newProduct = async (purchasePrice: number) => {
    const res = await post('/products', { name: `Product ${rnd()}`, sku: `SKU-${rnd()}`, unit: 'box', sub_unit: 'tablet', sub_units: 10, purchase_price: 10, selling_price: 20, vat: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data as { id: number };
    await db().update(products).set({ purchasePrice }).where(eq(products.id, p.id));
    return p;
  };
  const receive = async (productId: number, subUnits: number, batchNo: string, expires: string) =>
    expect((await post(`/products/${productId}/stock/receipts`, { sub_units_changed: subUnits, batch_no: batchNo, expiration_date: expires })).statusCode).toBe(200);
  const issued = async (lines: unknown[]) => {
    const s = await post('/sales', { client_id: clientId, lines });
    expect(s.statusCode, s.body).toBe(201);
    const res = await post(`/sales/${s.json().data.id}/issue`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Sale;
  };
  const lineOf = async (saleId: number) => (await db().select().from(saleLines).where(and(eq(saleLines.saleId, saleId), eq(saleLines.kind, 'product'))))[0];
  const kpi = async (h: Headers = adminA) => {
    const res = await get(`/reports/kpi-metrics?${period()}`, h);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TKpiMetrics;
  };
  const agg = async (measure: string, groupBy: string) => {
    const res = await get(`/reports/aggregate?${period()}&measure=${measure}&group_by=${groupBy}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TAggregate;
  };
  const drill = async (params: string, h: Headers = adminA) => {
    const res = await get(`/reports/drilldown?${period()}&per_page=100&${params}`, h);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TDrilldown;
  };
  /** The margin row of one product, and its drill-down whose rows must add up to it. */
  const productMargin = async (productId: number) => {
    const row = (await agg('margin', 'product')).rows.find((r) => r.key === String(productId));
    const d = await drill(`measure=margin&group_by=product&key=${productId}`);
    expect(d.totals.value).toBe(row?.value ?? 0);
    expect(d.data.reduce((s, r) => s + (r.amount ?? 0), 0)).toBe(row?.value ?? 0);
    expect(d.data.reduce((s, r) => s + (r.cost ?? 0), 0)).toBe(row?.cost ?? 0);
    return row;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    clientId = (await makeClientRow(db(), a.group.id)).id;
    const [c] = await db().select({ tz: clinics.timezone }).from(clinics).where(eq(clinics.id, a.clinic.id));
    today = DateTime.now().setZone(c.tz).startOf('day');
  }, 60_000);
  afterAll(() => t.close());

  it('freezes the cost of goods on the sale line: a later change of the product cost changes neither the line nor the margin', async () => {
    const p = await newProduct(1000); // 10.00 a box of 10 tablets
    await receive(p.id, 50, `B-${rnd()}`, '2030-01-01');
    const s = await issued([{ kind: 'product', product_id: p.id, quantity: 2, unit: 'unit' }]);
    const line = await lineOf(s.id);
    expect(line.costTotal).toBe(2000);
    const before = await productMargin(p.id);
    expect(before).toMatchObject({ cost: 2000, revenue: Number(line.netMinor), value: Number(line.netMinor) - 2000, count: 2 });

    await db().update(products).set({ purchasePrice: 5000 }).where(eq(products.id, p.id));
    expect((await lineOf(s.id)).costTotal).toBe(2000);
    expect(await productMargin(p.id)).toEqual(before);
    // A rebuild (the clinic's zone changed) reads the frozen cost too, not the product's.
    await db().execute(sql`SELECT report_rebuild_margin_rebooking(${a.clinic.id})`);
    expect(await productMargin(p.id)).toEqual(before);
  });

  it('sums the cost of every batch a sale takes from, each at its own cost (FEFO)', async () => {
    const p = await newProduct(9999);
    await receive(p.id, 10, 'SOON', '2029-01-01');
    await receive(p.id, 10, 'LATE', '2030-01-01');
    await db().update(stockBatches).set({ unitCost: 1000 }).where(and(eq(stockBatches.productId, p.id), eq(stockBatches.batchNo, 'SOON')));
    await db().update(stockBatches).set({ unitCost: 3000 }).where(and(eq(stockBatches.productId, p.id), eq(stockBatches.batchNo, 'LATE')));
    const s = await issued([{ kind: 'product', product_id: p.id, quantity: 15, unit: 'sub_unit' }]);
    // 10 tablets of SOON at 10.00 a box (1000) + 5 of LATE at 30.00 a box (1500).
    expect((await lineOf(s.id)).costTotal).toBe(2500);
    expect((await productMargin(p.id))?.cost).toBe(2500);
  });

  it('takes the cost of goods below zero stock at the product cost (the fallback path) where the clinic allows it', async () => {
    await db().execute(sql`UPDATE clinic_preferences SET allow_negative_stock = true WHERE clinic_id = ${a.clinic.id}`);
    const p = await newProduct(2000);
    await receive(p.id, 3, 'FEW', '2030-01-01');
    const s = await issued([{ kind: 'product', product_id: p.id, quantity: 5, unit: 'sub_unit' }]);
    expect((await lineOf(s.id)).costTotal).toBe(1000); // 3 + 2 tablets at 2.00 each
    await db().execute(sql`UPDATE clinic_preferences SET allow_negative_stock = false WHERE clinic_id = ${a.clinic.id}`);
  });

  it('lets a credit note that returns products take off their cost as it takes off their revenue, and shows the margin on the dashboard', async () => {
    const start = (await kpi()).current.margin;
    const p = await newProduct(1000);
    await receive(p.id, 40, `B-${rnd()}`, '2030-01-01');
    const s = await issued([{ kind: 'product', product_id: p.id, quantity: 4, unit: 'sub_unit' }]);
    const line = await lineOf(s.id);
    expect(line.costTotal).toBe(400);
    const cn = await post('/credit-notes', { sale_id: s.id, reason: 'Returned', lines: [{ sale_line_id: line.id, quantity: 1, return_to_stock: true }] });
    expect(cn.statusCode, cn.body).toBe(201);
    const posted = await post(`/credit-notes/${cn.json().data.id}/post`, {});
    expect(posted.statusCode, posted.body).toBe(200);
    const [credited] = (await db().execute(sql`SELECT net_minor FROM credit_note_lines WHERE credit_note_id = ${cn.json().data.id}`) as unknown as { rows: { net_minor: string }[] }).rows;
    const row = await productMargin(p.id);
    expect(row).toMatchObject({ cost: 300, revenue: Number(line.netMinor) - Number(credited.net_minor), count: 3 });
    const d = await drill(`measure=margin&group_by=product&key=${p.id}`);
    expect(d.data.map((r) => [r.kind, r.quantity, r.cost]).sort()).toEqual([['credit_line', -1, -100], ['line', 4, 400]]);

    const now = (await kpi()).current.margin;
    expect(now.cost - start.cost).toBe(300);
    expect(now.revenue - start.revenue).toBe(row!.revenue);
    expect(now.margin).toBe(now.revenue - now.cost);
    expect(now.margin_bp).toBe(Math.round((now.margin * 10_000) / now.revenue));
    // The whole period's margin drills down to rows adding up to it; another clinic sees none of it.
    const all = await drill('measure=margin');
    expect(all.totals.value).toBe(now.margin);
    expect((await kpi(adminB)).current.margin).toEqual({ revenue: 0, cost: 0, margin: 0, margin_bp: 0 });
    const xlsx = await get(`/reports/aggregate/export?${period()}&measure=margin&group_by=category&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
  });

  it('counts completed visits whose pet left with its next appointment booked, compared with the period before, with drill-down', async () => {
    const owner = { id: clientId, groupId: a.group.id };
    const pet = async () => (await makePetRow(db(), owner)).id;
    let minute = 0;
    const appt = async (petId: number, status: number, startsAt: DateTime, createdAt: DateTime = startsAt.minus({ days: 3 })) => {
      const at = startsAt.plus({ hours: 9, minutes: 30 * (minute++ % 16) });
      const [row] = await db().insert(appointments).values({
        clinicId: a.clinic.id, vetId: a.vet.id, clientId, status, startsAt: at.toJSDate(), endsAt: at.plus({ minutes: 30 }).toJSDate(), createdAt: createdAt.toJSDate(),
      }).returning();
      await db().insert(appointmentPets).values({ appointmentId: row.id, petId });
      return row;
    };
    const [p1, p2, p3, p4, p5, p6] = [await pet(), await pet(), await pet(), await pet(), await pet(), await pet()];
    const v1 = await appt(p1, 5, today.minus({ days: 10 }));
    const n1 = await appt(p1, 2, today.plus({ days: 5 }), today.minus({ days: 8 })); // booked 2 days after the visit
    const v2 = await appt(p2, 8, today.minus({ days: 9 }));
    await appt(p2, 2, today.plus({ days: 6 }), today.plus({ days: 1 })); // booked 10 days after: too late
    const v3 = await appt(p3, 5, today.minus({ days: 8 }));
    const n3 = await appt(p3, 6, today.plus({ days: 7 }), today.minus({ days: 7 })); // booked in time but cancelled
    await appt(p4, 5, today.plus({ days: 1 })); // not over yet
    await appt(p4, 2, today.plus({ days: 20 }), today.minus({ days: 1 }));
    await appt(p5, 9, today.minus({ days: 7 })); // a no-show is no visit
    await appt(p5, 2, today.plus({ days: 8 }), today.minus({ days: 6 }));
    // The period before: two visits of p6, the first rebooked by the second, the second not.
    await appt(p6, 5, today.minus({ days: 30 }));
    await appt(p6, 5, today.minus({ days: 25 }), today.minus({ days: 29 }));

    let k = await kpi();
    expect(k.current.rebooking).toEqual({ visits: 3, rebooked: 1, rate_bp: 3333 });
    expect(k.previous.rebooking).toEqual({ visits: 2, rebooked: 1, rate_bp: 5000 });
    expect((await kpi(adminB)).current.rebooking).toEqual({ visits: 0, rebooked: 0, rate_bp: 0 });

    // The cancelled booking comes back: v3 is rebooked now.
    await db().update(appointments).set({ status: 2 }).where(eq(appointments.id, n3.id));
    k = await kpi();
    expect(k.current.rebooking).toEqual({ visits: 3, rebooked: 2, rate_bp: 6667 });

    const d = await drill('measure=rebooking');
    expect(d.totals).toEqual({ rows: 3, value: 2, count: 3 });
    const byId = new Map(d.data.map((r) => [r.id, r]));
    expect(byId.get(v1.id)).toMatchObject({ kind: 'visit', rebooked: true, next_at: n1.startsAt.toISOString() });
    expect(byId.get(v2.id)).toMatchObject({ rebooked: false, next_at: null });
    expect(byId.get(v3.id)).toMatchObject({ rebooked: true, next_at: n3.startsAt.toISOString() });
    const byDay = await agg('rebooking', 'day');
    expect(byDay.total).toBe(2);
    expect(byDay.rows.reduce((s, r) => s + r.count, 0)).toBe(3);
    for (const r of byDay.rows) {
      const rows = await drill(`measure=rebooking&group_by=day&key=${r.key}`);
      expect({ value: rows.totals.value, count: rows.totals.count }).toEqual({ value: r.value, count: r.count });
    }

    // A visit that becomes a no-show leaves the rate; deleting the appointment that rebooked v1 un-rebooks it.
    await db().update(appointments).set({ status: 9 }).where(eq(appointments.id, v2.id));
    await db().delete(appointments).where(eq(appointments.id, n1.id));
    expect((await kpi()).current.rebooking).toEqual({ visits: 2, rebooked: 1, rate_bp: 5000 });
    // The summaries equal a rebuild from the rows.
    const summary = async () => (await db().execute(sql`SELECT day::text, visits, rebooked FROM report_daily_rebooking WHERE clinic_id = ${a.clinic.id} AND visits <> 0 ORDER BY day`) as unknown as { rows: unknown[] }).rows;
    const kept = await summary();
    await db().execute(sql`SELECT report_rebuild_margin_rebooking(${a.clinic.id})`);
    expect(await summary()).toEqual(kept);
    const xlsx = await get(`/reports/drilldown/export?${period()}&measure=rebooking&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
  });
});
