import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  appointments, clientCreditMovements, clinicMemberships, creditNoteLines, creditNotes, paymentDeposits, productCategories, products, refunds,
  reportInvoiceZips, saleLines, salePayments, sales, serviceCategories, services, species, stockBatches, stockMovements,
} from '@vetclinic/db';
import { REPORT_GROUPINGS, type TAggregate, type TClientCredit, type TDrilldown, type TInvoiceZip, type TKpiMetrics } from '@vetclinic/domain';
import { settleInvoiceZips } from './invoice-zip';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow, makePetRow } from '../../test/clients-factories';

type Headers = Record<string, string>;
const ZONE = 'Europe/Bucharest';
/** A UTC instant from a wall-clock time in the clinic's zone (a DST gap or repeat is resolved by luxon, as the clinic would). */
const local = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toJSDate();
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('reports', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let vetA: Headers;
  let receptionistA: Headers;
  let adminB: Headers;
  let vetB: { id: number; firstName: string; lastName: string };
  let serviceX: { id: number };
  let productP: { id: number };
  const db = () => t.handle.db;
  const get = (url: string, h: Headers = adminA) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: h });
  const kpi = async (from: string, to: string, extra = '', h: Headers = adminA) => {
    const res = await get(`/reports/kpi-metrics?filter[date_from]=${from}&filter[date_to]=${to}${extra}`, h);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TKpiMetrics;
  };
  const agg = async (measure: string, groupBy: string, from: string, to: string, extra = '') => {
    const res = await get(`/reports/aggregate?filter[date_from]=${from}&filter[date_to]=${to}&measure=${measure}&group_by=${groupBy}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TAggregate;
  };


  const drill = async (params: string, h: Headers = adminA) => {
    const res = await get(`/reports/drilldown?${params}`, h);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TDrilldown;
  };
  /** Every aggregate row of every measure and grouping drills down to rows whose totals are its value and count. */
  async function everyRowDrillsToItsFigure(from: string, to: string, h: Headers = adminA) {
    const period = `filter[date_from]=${from}&filter[date_to]=${to}`;
    let checked = 0;
    for (const [measure, groupings] of Object.entries(REPORT_GROUPINGS)) {
      for (const groupBy of groupings) {
        const res = await get(`/reports/aggregate?${period}&measure=${measure}&group_by=${groupBy}`, h);
        expect(res.statusCode, res.body).toBe(200);
        const report = res.json().data as TAggregate;
        for (const row of report.rows) {
          const d = await drill(`${period}&measure=${measure}&group_by=${groupBy}&key=${encodeURIComponent(row.key)}&per_page=100`, h);
          expect({ value: d.totals.value, count: d.totals.count }, `${measure} by ${groupBy} ${row.key}`).toEqual({ value: row.value, count: row.count });
          expect(d.data.reduce((sum, r) => sum + (measure === 'quantity' ? r.quantity ?? 0 : measure === 'rebooking' ? Number(r.rebooked) : r.amount ?? 1), 0), `${measure} by ${groupBy} ${row.key} rows`).toBe(row.value);
          checked++;
        }
        const all = await drill(`${period}&measure=${measure}&group_by=${groupBy}`, h);
        expect(all.totals.value, `${measure} by ${groupBy}`).toBe(report.total);
      }
    }
    return checked;
  }

  let number = 0;
  type LineIn = { kind: 'service' | 'product' | 'custom'; itemId?: number; quantity: number; net: number; tax: number; vatBp?: number };
  /** A sale written as the sales service leaves it: a draft with its lines, then issued at `issuedAt` (the trigger's path). */
  async function issuedSale(clinicId: number, clientId: number, vetId: number | null, issuedAt: Date, lines: LineIn[], petId: number | null = null) {
    const net = lines.reduce((s, l) => s + l.net, 0);
    const tax = lines.reduce((s, l) => s + l.tax, 0);
    const [s] = await db().insert(sales).values({
      clinicId, clientId, vetId, petId, currency: '$', subtotalMinor: net, netMinor: net, taxMinor: tax, totalMinor: net + tax, createdAt: issuedAt,
    }).returning();
    const ls = await db().insert(saleLines).values(lines.map((l, i) => ({
      saleId: s.id, position: i + 1, kind: l.kind, serviceId: l.kind === 'service' ? l.itemId : null, productId: l.kind === 'product' ? l.itemId : null,
      name: `${l.kind} line`, quantity: l.quantity, unitPriceMinor: l.net / l.quantity, vatBp: l.vatBp ?? 1000, baseMinor: l.net, netMinor: l.net,
      vatMinor: l.tax, totalMinor: l.net + l.tax,
    }))).returning();
    await db().update(sales).set({ status: 'issued', editState: 'frozen', number: ++number, issuedAt }).where(eq(sales.id, s.id));
    return { ...s, total: net + tax, lines: ls };
  }
  const payment = (clinicId: number, sale: { id: number; clientId: number }, method: number, amount: number, at: Date) =>
    db().insert(salePayments).values({ clinicId, saleId: sale.id, clientId: sale.clientId, method, amountMinor: amount, appliedMinor: amount, createdAt: at });
  async function postedCreditNote(clinicId: number, sale: { id: number; clientId: number }, line: { id: number }, qty: number, net: number, tax: number, at: Date) {
    const [cn] = await db().insert(creditNotes).values({ clinicId, saleId: sale.id, clientId: sale.clientId, reason: 'Returned', currency: '$', netMinor: net, taxMinor: tax, totalMinor: net + tax }).returning();
    await db().insert(creditNoteLines).values({ creditNoteId: cn.id, saleLineId: line.id, quantity: qty, netMinor: net, taxMinor: tax, totalMinor: net + tax });
    await db().update(creditNotes).set({ status: 'posted', number: cn.id, postedAt: at, appliedMinor: 0, excessMinor: net + tax }).where(eq(creditNotes.id, cn.id));
    return cn;
  }
  const appointment = async (clinicId: number, vetId: number, clientId: number, status: number, startsAt: Date, source = 'staff') => {
    const [row] = await db().insert(appointments).values({ clinicId, vetId, clientId, status, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000), source }).returning();
    return row;
  };

  // The known month: October 2026 in Europe/Bucharest (summer time ends on the 25th), compared with 31 days before.
  let c1: { id: number }; let c2: { id: number }; let c4: { id: number };
  let s2: { id: number; clientId: number }; let s3: { id: number }; let s4: { id: number };
  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    receptionistA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    vetB = a.admin; // the admin is a vet too (makeStaff): the second vet of the month
    [serviceX] = await db().insert(services).values({ clinicId: a.clinic.id, name: 'Dental scaling', duration: 30, color: '#336699', priceMinor: 5000 }).returning();
    [productP] = await db().insert(products).values({ clinicId: a.clinic.id, name: 'Spot-on', sku: `SP-${Date.now()}`, unit: 'box', subUnits: 1, purchasePrice: 1000, sellingPrice: 2000 }).returning();

    c1 = await makeClientRow(db(), a.group.id, { leadSource: 'google_search', createdAt: local('2026-10-03T09:00') });
    c2 = await makeClientRow(db(), a.group.id, { leadSource: 'referral', createdAt: local('2026-10-10T09:00') });
    await makeClientRow(db(), a.group.id, { leadSource: 'referral', createdAt: local('2026-10-15T09:00') }); // nothing at this clinic
    c4 = await makeClientRow(db(), a.group.id, { leadSource: 'walk_in', createdAt: local('2026-09-20T09:00') });

    const clinic = a.clinic.id;
    // S1: vet A, 5 October, a service ×2, a product and a custom item; paid cash + card; one service credited on the
    // 20th and refunded in cash on the 21st; the custom item credited on the 22nd and that note voided on the 23rd.
    const s1 = await issuedSale(clinic, c1.id, a.vet.id, local('2026-10-05T10:00'), [
      { kind: 'service', itemId: serviceX.id, quantity: 2, net: 10000, tax: 1000 },
      { kind: 'product', itemId: productP.id, quantity: 1, net: 2000, tax: 200 },
      { kind: 'custom', quantity: 1, net: 500, tax: 50 },
    ]);
    await payment(clinic, s1, 1, 10000, local('2026-10-05T10:05'));
    await payment(clinic, s1, 2, 3750, local('2026-10-06T12:00'));
    const cn = await postedCreditNote(clinic, s1, s1.lines[0], 1, 5000, 500, local('2026-10-20T11:00'));
    await db().insert(refunds).values({ clinicId: clinic, saleId: s1.id, clientId: c1.id, creditNoteId: cn.id, method: 1, amountMinor: 5500, createdAt: local('2026-10-21T09:00') });
    const voided = await postedCreditNote(clinic, s1, s1.lines[2], 1, 500, 50, local('2026-10-22T11:00'));
    await db().update(creditNotes).set({ status: 'voided', voidReason: 'Mistake', voidDate: '2026-10-23', voidedAt: local('2026-10-23T11:00') }).where(eq(creditNotes.id, voided.id));
    // S2: vet B at 23:30 on the 31st (winter time): still October. Its check payment at 00:05 on 1 November is not.
    s2 = await issuedSale(clinic, c2.id, vetB.id, local('2026-10-31T23:30'), [{ kind: 'service', itemId: serviceX.id, quantity: 1, net: 5000, tax: 500 }]);
    await payment(clinic, s2, 3, 2000, local('2026-11-01T00:05'));
    // S3: ten minutes into November; S4: 23:30 on 30 September (summer time), the previous period; a draft never counts.
    s3 = await issuedSale(clinic, c1.id, a.vet.id, local('2026-11-01T00:10'), [{ kind: 'custom', quantity: 1, net: 9090, tax: 909 }]);
    s4 = await issuedSale(clinic, c4.id, vetB.id, local('2026-09-30T23:30'), [{ kind: 'custom', quantity: 1, net: 3000, tax: 300 }]);
    await db().insert(sales).values({ clinicId: clinic, clientId: c1.id, vetId: a.vet.id, currency: '$', totalMinor: 77777, createdAt: local('2026-10-15T10:00') });
    await db().insert(clientCreditMovements).values({ clinicId: clinic, clientId: c2.id, deltaMinor: 700, balanceAfterMinor: 700, kind: 'adjustment' });

    // Appointments of October (vet A unless said): 9 count.
    const v = a.vet.id;
    await appointment(clinic, v, c1.id, 5, local('2026-10-02T09:00'), 'online');
    await appointment(clinic, v, c1.id, 5, local('2026-10-31T23:30'));
    const moved = await appointment(clinic, v, c1.id, 1, local('2026-09-15T09:00'));
    await db().update(appointments).set({ status: 5, startsAt: local('2026-10-10T09:00'), endsAt: local('2026-10-10T09:30') }).where(eq(appointments.id, moved.id));
    await appointment(clinic, vetB.id, c1.id, 8, local('2026-10-11T09:00'));
    await appointment(clinic, v, c1.id, 9, local('2026-10-12T09:00'));
    await appointment(clinic, v, c1.id, 9, local('2026-10-13T09:00'), 'online');
    await appointment(clinic, v, c1.id, 6, local('2026-10-14T09:00'), 'online');
    await appointment(clinic, v, c1.id, 7, local('2026-10-15T09:00'));
    await appointment(clinic, v, c1.id, 1, local('2026-10-16T09:00'));
    const away = await appointment(clinic, v, c1.id, 5, local('2026-10-17T09:00'));
    await db().update(appointments).set({ startsAt: local('2026-11-03T09:00'), endsAt: local('2026-11-03T09:30') }).where(eq(appointments.id, away.id));
    const gone = await appointment(clinic, v, c1.id, 1, local('2026-10-18T09:00'));
    await db().delete(appointments).where(eq(appointments.id, gone.id));
    await appointment(clinic, v, c4.id, 9, local('2026-09-20T09:00'));
    // Deposits: one paid on 8 October (500 of it refunded), one paid half an hour into November.
    for (const [paidAt, refunded] of [[local('2026-10-08T10:00'), 500], [local('2026-11-01T00:30'), 0]] as const) {
      await db().insert(paymentDeposits).values({
        clinicId: clinic, appointmentId: moved.id, clientId: c1.id, purpose: 'booking', status: 'paid', amountMinor: 2000, refundedMinor: refunded,
        currency: 'EUR', provider: 'simulated', expiresAt: paidAt, paidAt,
      });
    }
  }, 60_000);
  afterAll(() => t.close());

  it('should reconcile every KPI of a known month to the minor unit and count, with the period before it', async () => {
    const k = await kpi('2026-10-01', '2026-10-31');
    expect(k.period).toEqual({ date_from: '2026-10-01', date_to: '2026-10-31' });
    expect(k.previous_period).toEqual({ date_from: '2026-08-31', date_to: '2026-09-30' });
    expect(k.current.revenue).toEqual({ invoiced: 13750 + 5500, credited: 5500, net: 13750, tax: 1250 + 500 });
    expect(k.current.invoices).toEqual({ count: 2, average: 9625 });
    expect(k.current.revenue_per_vet).toEqual([
      { vet_id: a.vet.id, name: `${a.vet.firstName} ${a.vet.lastName}`, invoices: 1, revenue: 13750 - 5500 },
      { vet_id: vetB.id, name: `${vetB.firstName} ${vetB.lastName}`, invoices: 1, revenue: 5500 },
    ]);
    expect(k.current.top_services).toEqual([{ id: serviceX.id, name: 'Dental scaling', quantity: 2, total: 11000 }]);
    expect(k.current.top_products).toEqual([{ id: productP.id, name: 'Spot-on', quantity: 1, total: 2200 }]);
    expect(k.current.payments).toEqual([{ method: 1, count: 1, amount: 10000 }, { method: 2, count: 1, amount: 3750 }]);
    expect(k.current.refunds).toEqual({ count: 1, amount: 5500 });
    expect(k.current.appointments).toEqual({
      total: 9, visits: 4, no_show: 2, cancelled: 2, online: 3, no_show_rate_bp: 2222, cancellation_rate_bp: 2222, online_share_bp: 3333,
    });
    expect(k.current.deposits).toEqual({ count: 1, collected: 2000, refunded: 500 });
    // c1 and c2 came to this clinic; c3 has been nowhere yet (counted at every clinic of the group); see the group test for a client of another clinic.
    expect(k.current.new_clients).toEqual({ total: 3, by_source: [{ source: 'referral', count: 2 }, { source: 'google_search', count: 1 }] });

    expect(k.previous.revenue).toEqual({ invoiced: 3300, credited: 0, net: 3300, tax: 300 });
    expect(k.previous.invoices).toEqual({ count: 1, average: 3300 });
    expect(k.previous.appointments).toMatchObject({ total: 1, no_show: 1, no_show_rate_bp: 10000, visits: 0 });
    expect(k.previous.new_clients).toEqual({ total: 1, by_source: [{ source: 'walk_in', count: 1 }] });
    expect(k.previous.payments).toEqual([]);
  });

  it('should give the same figures as rebuilding the summaries from the rows', async () => {
    const snapshot = async () => rowsOf<Record<string, unknown>>(await db().execute(sql`
      SELECT 's' AS t, day::text, vet_id::text AS k, invoices::text || '/' || total_minor || '/' || credited_minor || '/' || tax_minor AS v FROM report_daily_sales WHERE clinic_id = ${a.clinic.id}
      UNION ALL SELECT 'i', day::text, kind || item_id, quantity || '/' || total_minor || '/' || net_minor FROM report_daily_items WHERE clinic_id = ${a.clinic.id}
      UNION ALL SELECT 'm', day::text, kind || method, count || '/' || amount_minor FROM report_daily_money WHERE clinic_id = ${a.clinic.id}
      UNION ALL SELECT 'a', day::text, vet_id || '/' || status || source, count::text FROM report_daily_appointments WHERE clinic_id = ${a.clinic.id} AND count <> 0
      ORDER BY 1, 2, 3, 4`));
    const incremental = (await snapshot()).filter((r) => !/^0\/0(\/0)*$/.test(String(r.v)));
    await db().execute(sql`SELECT report_rebuild(${a.clinic.id})`);
    expect(await snapshot()).toEqual(incremental);
  });

  it('should aggregate revenue, quantity, visits, appointments and payments by period, vet, item and method', async () => {
    const byDay = await agg('revenue', 'day', '2026-10-01', '2026-10-31');
    expect(byDay.rows).toEqual([
      { key: '2026-10-05', label: null, value: 13750, count: 1 },
      { key: '2026-10-20', label: null, value: -5500, count: 0 },
      { key: '2026-10-31', label: null, value: 5500, count: 1 },
    ]);
    expect(byDay.total).toBe(13750);
    expect((await agg('revenue', 'month', '2026-09-01', '2026-11-30')).rows.map((r) => [r.key, r.value, r.count]))
      .toEqual([['2026-09', 3300, 1], ['2026-10', 13750, 2], ['2026-11', 9999, 1]]);
    expect((await agg('revenue', 'week', '2026-10-26', '2026-11-01')).rows.map((r) => [r.key, r.value])).toEqual([['2026-10-26', 5500 + 9999]]);
    expect((await agg('revenue', 'vet', '2026-10-01', '2026-10-31')).rows.map((r) => [Number(r.key), r.value])).toEqual([[a.vet.id, 8250], [vetB.id, 5500]]);
    expect((await agg('quantity', 'service', '2026-10-01', '2026-10-31')).rows).toEqual([{ key: String(serviceX.id), label: 'Dental scaling', value: 2, count: 2 }]);
    expect((await agg('revenue', 'product', '2026-10-01', '2026-10-31')).rows).toEqual([{ key: String(productP.id), label: 'Spot-on', value: 2200, count: 1 }]);
    const methods = await agg('payments', 'method', '2026-10-01', '2026-11-30');
    expect(methods.rows).toEqual([
      { key: '1', label: 'cash', value: 10000, count: 1 },
      { key: '2', label: 'card', value: 3750, count: 1 },
      { key: '3', label: 'check', value: 2000, count: 1 },
    ]);
    expect((await agg('visits', 'vet', '2026-10-01', '2026-10-31')).rows.map((r) => [Number(r.key), r.value])).toEqual([[a.vet.id, 3], [vetB.id, 1]]);
    expect((await agg('appointments', 'status', '2026-10-01', '2026-10-31')).rows.map((r) => [r.key, r.value]))
      .toEqual([['5', 3], ['1', 1], ['6', 1], ['7', 1], ['8', 1], ['9', 2]].sort((x, y) => Number(y[1]) - Number(x[1]) || String(x[0]).localeCompare(String(y[0]))));
    expect((await agg('appointments', 'source', '2026-10-01', '2026-10-31')).rows.map((r) => [r.key, r.value])).toEqual([['staff', 6], ['online', 3]]);
    const bad = await get('/reports/aggregate?filter[date_from]=2026-10-01&filter[date_to]=2026-10-31&measure=payments&group_by=vet');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('group_by');
  });

  it('should drill from every aggregate row and KPI figure to rows whose totals are that figure, page by page', async () => {
    const checked = await everyRowDrillsToItsFigure('2026-09-01', '2026-11-30');
    expect(checked).toBeGreaterThan(30);

    // The KPI cards of October: net revenue and invoices, visits, no-shows, revenue of one vet.
    const k = (await kpi('2026-10-01', '2026-10-31')).current;
    const oct = 'filter[date_from]=2026-10-01&filter[date_to]=2026-10-31';
    const revenue = await drill(`${oct}&measure=revenue&per_page=2`);
    expect(revenue.totals).toEqual({ rows: 3, value: k.revenue.net, count: k.invoices.count });
    expect((await drill(`${oct}&measure=visits`)).totals.count).toBe(k.appointments.visits);
    expect((await drill(`${oct}&measure=appointments&group_by=status&key=9`)).totals.count).toBe(k.appointments.no_show);
    for (const v of k.revenue_per_vet) {
      expect((await drill(`${oct}&measure=revenue&filter[vet_id]=${v.vet_id}`)).totals, `vet ${v.vet_id}`).toMatchObject({ value: v.revenue, count: v.invoices });
    }
    // Pages of 2 add up to the totals: the invoice of the 31st (23:30 local), the credit note of the 20th (negative), S1.
    const second = await drill(`${oct}&measure=revenue&per_page=2&page=2`);
    expect(revenue.meta).toMatchObject({ total: 3, last_page: 2 });
    const rows = [...revenue.data, ...second.data];
    expect(rows.map((r) => [r.kind, r.amount, r.local_at])).toEqual([
      ['invoice', 5500, '2026-10-31T23:30'], ['credit_note', -5500, '2026-10-20T11:00'], ['invoice', 13750, '2026-10-05T10:00'],
    ]);
    expect(rows.reduce((sum, r) => sum + (r.amount ?? 0), 0)).toBe(revenue.totals.value);
    expect(rows[0]).toMatchObject({ sale_id: s2.id, vet_id: vetB.id, client_id: c2.id });
    // A product's lines: the sale line; a payment's method; a key outside the period is empty, a malformed one 422.
    const lines = await drill(`${oct}&measure=revenue&group_by=product&key=${productP.id}`);
    expect(lines.data.map((r) => [r.kind, r.label, r.quantity, r.amount])).toEqual([['line', 'product line', 1, 2200]]);
    expect((await drill(`${oct}&measure=payments&group_by=method&key=2`)).data.map((r) => [r.method, r.amount])).toEqual([[2, 3750]]);
    expect((await drill(`${oct}&measure=revenue&group_by=month&key=2026-12`)).totals).toEqual({ rows: 0, value: 0, count: 0 });
    // Keys no row can have (beyond a smallint status or method) are simply empty.
    expect((await drill(`${oct}&measure=payments&group_by=method&key=999999999`)).totals.rows).toBe(0);
    expect((await drill(`${oct}&measure=appointments&group_by=status&key=999999999`)).totals.rows).toBe(0);
    for (const bad of ['measure=revenue&group_by=week&key=2026-10-07', 'measure=revenue&group_by=day&key=yesterday', 'measure=revenue&key=1', 'measure=payments&group_by=vet', 'measure=revenue&group_by=vet&key=x', 'measure=revenue&group_by=vet&key=9999999999', 'measure=revenue&group_by=category&key=product:99999999999']) {
      const res = await get(`/reports/drilldown?${oct}&${bad}`);
      expect(res.statusCode, bad).toBe(422);
    }
    // Permissions and tenancy as the reports: a receptionist is refused, another group's clinic is 404.
    expect((await get(`/reports/drilldown?${oct}&measure=revenue`, receptionistA)).statusCode).toBe(403);
    const other = await get(`/reports/drilldown?${oct}&measure=revenue&filter[clinic_id]=${a.clinic.id}`, adminB);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('13750');
  });

  it('should export the aggregate, the drill-down, the KPIs and client credit to XLSX with number and date cells, and to PDF', async () => {
    const oct = 'filter[date_from]=2026-10-01&filter[date_to]=2026-10-31';
    const download = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res;
    };
    const sheetOf = async (url: string) => {
      const res = await download(url);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb.worksheets[0];
    };
    /** The data rows under the header row whose first cell is `header` (the totals row included). */
    const bodyOf = (ws: ExcelJS.Worksheet, header: string) => {
      const rows: ExcelJS.CellValue[][] = [];
      let seen = false;
      ws.eachRow((row) => {
        const cells = (row.values as ExcelJS.CellValue[]).slice(1);
        if (seen) rows.push(cells);
        else if (cells[0] === header) seen = true;
      });
      return rows;
    };
    const cents = (v: ExcelJS.CellValue) => { expect(typeof v).toBe('number'); return Math.round((v as number) * 100); };

    // Revenue by vet: each row's value back to the cent, as a number cell; the total row equals the report's total.
    const byVet = await agg('revenue', 'vet', '2026-10-01', '2026-10-31');
    const vetRows = bodyOf(await sheetOf(`/reports/aggregate/export?${oct}&measure=revenue&group_by=vet&format=xlsx`), 'Vet');
    expect(vetRows.map((r) => [r[0], cents(r[1]), r[2]])).toEqual([
      ...byVet.rows.map((r) => [r.label, r.value, r.count]), ['Total', byVet.total, byVet.rows.reduce((x, r) => x + r.count, 0)],
    ]);
    // By day: the keys are date cells.
    const dayRows = bodyOf(await sheetOf(`/reports/aggregate/export?${oct}&measure=revenue&group_by=day&format=xlsx`), 'Day');
    expect(dayRows[0][0]).toBeInstanceOf(Date);
    expect((dayRows[0][0] as Date).toISOString().slice(0, 10)).toBe('2026-10-05');

    // The drill-down of October's revenue: one row per invoice / credit note, amounts summing to the figure.
    const d = (await get(`/reports/drilldown?${oct}&measure=revenue`)).json() as TDrilldown;
    const drillRows = bodyOf(await sheetOf(`/reports/drilldown/export?${oct}&measure=revenue&format=xlsx`), 'When (clinic time)');
    const body = drillRows.slice(0, -1);
    expect(body).toHaveLength(d.totals.rows);
    expect(body.reduce((sum, r) => sum + cents(r[5]), 0)).toBe(d.totals.value);
    expect(cents(drillRows.at(-1)![5])).toBe(d.totals.value);
    expect((body[0][0] as Date).toISOString().slice(0, 16)).toBe('2026-10-31T23:30');

    // KPIs and client credit.
    const k = await kpi('2026-10-01', '2026-10-31');
    const kpiRows = bodyOf(await sheetOf(`/reports/kpi-metrics/export?${oct}&format=xlsx`), 'Figure');
    expect(kpiRows.find((r) => r[0] === 'Revenue')!.slice(1).map(cents)).toEqual([k.current.revenue.net, k.previous.revenue.net]);
    expect(kpiRows.find((r) => r[0] === 'No-show rate')![1]).toBe(k.current.appointments.no_show_rate_bp / 10_000);
    const credit = (await get('/reports/client-credit')).json() as TClientCredit;
    const creditRows = bodyOf(await sheetOf('/reports/client-credit/export?format=xlsx'), 'Client');
    expect(creditRows).toHaveLength(credit.totals.clients + 1);
    expect(cents(creditRows.at(-1)![1])).toBe(credit.totals.balance_due);

    // PDF: the clinic's header, the rows and the total, read back as text.
    const pdf = await download(`/reports/aggregate/export?${oct}&measure=revenue&group_by=vet&format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
    writeFileSync(join(dir, 'r.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain(a.clinic.name);
    expect(text).toContain('Aggregate report: Revenue');
    expect(text).toMatch(/Total\s+\$?137\.50/);
    for (const f of ['kpi-metrics/export?' + oct, 'drilldown/export?' + oct + '&measure=visits', 'client-credit/export?']) {
      expect((await download(`/reports/${f}&format=pdf`)).rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    // Permissions and bad input as the reports.
    expect((await get(`/reports/aggregate/export?${oct}&measure=revenue&group_by=vet&format=xlsx`, receptionistA)).statusCode).toBe(403);
    expect((await get(`/reports/aggregate/export?${oct}&measure=revenue&group_by=vet&format=docx`)).statusCode).toBe(422);
    expect((await get(`/reports/drilldown/export?${oct}&measure=revenue&format=pdf&filter[clinic_id]=${a.clinic.id}`, adminB)).statusCode).toBe(404);
  });

  it('should make a ZIP of a period\'s invoices as PDFs in the background, one PDF per invoice, with its progress', async () => {
    const post = (url: string, payload: object, h: Headers = adminA) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: h, payload });
    const started = await post('/reports/invoice-zips', { date_from: '2026-10-01', date_to: '2026-10-31' });
    expect(started.statusCode, started.body).toBe(202);
    const job = started.json().data as TInvoiceZip;
    expect(job).toMatchObject({ status: 'queued', date_from: '2026-10-01', date_to: '2026-10-31', file_name: 'invoices-2026-10-01-2026-10-31.zip' });
    await settleInvoiceZips();
    const done = (await get(`/reports/invoice-zips/${job.id}`)).json().data as TInvoiceZip;
    // October at clinic A: S1 (the 5th) and S2 (23:30 on the 31st); not S3 (00:10 on 1 November), S4 (September) or the draft.
    const invoices = (await get('/reports/drilldown?filter[date_from]=2026-10-01&filter[date_to]=2026-10-31&measure=revenue&per_page=100')).json() as TDrilldown;
    const numbers = invoices.data.filter((r) => r.kind === 'invoice').map((r) => r.number).sort();
    expect(done).toMatchObject({ status: 'completed', total: 2, processed: 2, progress: 100, error: null });
    const file = await get(`/reports/invoice-zips/${job.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(file.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(numbers.map((n) => `invoice-${n}.pdf`).sort());
    for (const name of names) expect((await zip.file(name)!.async('nodebuffer')).subarray(0, 4).toString()).toBe('%PDF');
    expect((await get('/reports/invoice-zips')).json().data[0]).toMatchObject({ id: job.id, status: 'completed' });
    // Not finished yet: 409; another group's job: 404; a receptionist: 403; a bad period: 422.
    const [queued] = await db().insert(reportInvoiceZips).values({ clinicId: a.clinic.id, requestedBy: a.admin.id, dateFrom: '2026-10-01', dateTo: '2026-10-31', language: 'en' }).returning();
    expect((await get(`/reports/invoice-zips/${queued.id}/download`)).statusCode).toBe(409);
    expect((await get(`/reports/invoice-zips/${job.id}`, adminB)).statusCode).toBe(404);
    expect((await get(`/reports/invoice-zips/${job.id}/download`, adminB)).statusCode).toBe(404);
    expect((await post('/reports/invoice-zips', { date_from: '2026-10-01', date_to: '2026-10-31' }, receptionistA)).statusCode).toBe(403);
    expect((await post('/reports/invoice-zips', { date_from: '2026-10-31', date_to: '2026-10-01' })).statusCode).toBe(422);
  });

  it('should count a sale on the clinic-local day across both DST changes', async () => {
    const clinic = await makeClinic(db(), a.group.id);
    await db().insert(clinicMemberships).values({ clinicId: clinic.id, userId: a.admin.id, roleId: a.group.roleId('admin') });
    const h = { ...adminA, 'x-clinic-id': String(clinic.id) };
    const custom = [{ kind: 'custom' as const, quantity: 1, net: 100, tax: 0 }];
    // Spring: 29 March 2026 03:00 → 04:00. 00:30 and 23:30 of the 29th are 22:30 and 20:30 UTC; 00:30 on the 30th is 21:30 UTC.
    await issuedSale(clinic.id, c1.id, null, new Date('2026-03-28T22:30:00Z'), custom);
    await issuedSale(clinic.id, c1.id, null, new Date('2026-03-29T20:30:00Z'), custom);
    await issuedSale(clinic.id, c1.id, null, new Date('2026-03-29T21:30:00Z'), custom);
    // Autumn: 25 October 2026 04:00 → 03:00: 03:30 happens twice (00:30 and 01:30 UTC), both the 25th; 23:30 is 21:30 UTC.
    await issuedSale(clinic.id, c1.id, null, new Date('2026-10-25T00:30:00Z'), custom);
    await issuedSale(clinic.id, c1.id, null, new Date('2026-10-25T01:30:00Z'), custom);
    await issuedSale(clinic.id, c1.id, null, new Date('2026-10-25T21:30:00Z'), custom);
    await issuedSale(clinic.id, c1.id, null, new Date('2026-10-24T20:59:00Z'), custom);
    const res = await get('/reports/aggregate?filter[date_from]=2026-03-28&filter[date_to]=2026-10-26&measure=revenue&group_by=day', h);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as TAggregate).rows.map((r) => [r.key, r.count])).toEqual([
      ['2026-03-29', 2], ['2026-03-30', 1], ['2026-10-24', 1], ['2026-10-25', 3],
    ]);
  });

  it('should cover the whole group only for a caller with reports.view at every clinic, and pick a clinic of the group', async () => {
    const second = await makeClinic(db(), a.group.id, { timezone: 'America/New_York' });
    await db().insert(clinicMemberships).values({ clinicId: second.id, userId: a.admin.id, roleId: a.group.roleId('admin') });
    // 23:30 on 31 October in New York is 03:30 UTC on 1 November: October there.
    await issuedSale(second.id, c1.id, a.admin.id, DateTime.fromISO('2026-10-31T23:30', { zone: 'America/New_York' }).toJSDate(), [{ kind: 'custom', quantity: 1, net: 1000, tax: 0 }]);
    // A client new in October who only ever came to the second clinic: the group's new client, not clinic A's.
    const c5 = await makeClientRow(db(), a.group.id, { leadSource: 'paid_ad', createdAt: local('2026-10-20T09:00') });
    await appointment(second.id, a.admin.id, c5.id, 5, local('2026-10-21T09:00'));
    expect((await kpi('2026-10-01', '2026-10-31')).current.new_clients.total).toBe(3);
    const g = await kpi('2026-10-01', '2026-10-31', '&filter[scope]=group');
    expect(g.scope).toBe('group');
    expect(g.clinic_ids).toContain(second.id);
    expect(g.current.revenue.invoiced).toBe(19250 + 4 * 100 + 1000); // clinic A, the DST test's clinic (four October sales), the New York one
    expect(g.current.new_clients.total).toBe(4); // every client of the group created in October
    const one = await kpi('2026-10-01', '2026-10-31', `&filter[clinic_id]=${second.id}`);
    expect(one.clinic_ids).toEqual([second.id]);
    expect(one.current.revenue.invoiced).toBe(1000);
    // The vet holds reports.view at clinic A only: the group report is refused, clinic A's is not.
    expect((await get('/reports/kpi-metrics?filter[date_from]=2026-10-01&filter[date_to]=2026-10-31&filter[scope]=group', vetA)).statusCode).toBe(403);
    expect((await get('/reports/kpi-metrics?filter[date_from]=2026-10-01&filter[date_to]=2026-10-31', vetA)).statusCode).toBe(200);
  });

  it('should refuse every report to a receptionist (no reports.view) and answer 404 for another group\'s clinic', async () => {
    const q = 'filter[date_from]=2026-10-01&filter[date_to]=2026-10-31';
    for (const url of [`/reports/kpi-metrics?${q}`, `/reports/aggregate?${q}&measure=revenue&group_by=day`, '/reports/client-credit']) {
      expect((await get(url, receptionistA)).statusCode, url).toBe(403);
    }
    for (const url of [`/reports/kpi-metrics?${q}&filter[clinic_id]=${a.clinic.id}`, `/reports/aggregate?${q}&measure=revenue&group_by=day&filter[clinic_id]=${a.clinic.id}`, `/reports/client-credit?filter[clinic_id]=${a.clinic.id}`]) {
      const res = await get(url, adminB);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('13750');
    }
    expect((await get(`/reports/kpi-metrics?${q}&filter[scope]=group&filter[clinic_id]=${a.clinic.id}`, adminB)).statusCode).toBe(404);
    const own = await kpi('2026-10-01', '2026-10-31', '', adminB);
    expect(own.current.revenue.invoiced).toBe(0);
    expect((await get(`/reports/kpi-metrics?filter[date_from]=2026-10-31&filter[date_to]=2026-10-01`)).statusCode).toBe(422);
  });

  it('should list balances, credit held and ageing by clinic-local days since issue', async () => {
    const res = await get('/reports/client-credit');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as TClientCredit;
    const today = DateTime.now().setZone(ZONE).startOf('day');
    const bucket = (issued: string, amount: number) => {
      const age = Math.round(today.diff(DateTime.fromISO(issued, { zone: ZONE }), 'days').days);
      const out = { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };
      out[age <= 30 ? 'd0_30' : age <= 60 ? 'd31_60' : age <= 90 ? 'd61_90' : 'd90_plus'] += amount;
      return out;
    };
    const add = (...xs: ReturnType<typeof bucket>[]) => xs.reduce((s, x) => ({ d0_30: s.d0_30 + x.d0_30, d31_60: s.d31_60 + x.d31_60, d61_90: s.d61_90 + x.d61_90, d90_plus: s.d90_plus + x.d90_plus }));
    const byClient = new Map(r.data.map((x) => [x.client_id, x]));
    // c1: S1 paid, 5,500 credited and refunded → 0; S3 (1 November) unpaid 9,999. c2: S2 5,500 − 2,000 paid, 700 credit. c4: S4 3,300.
    expect(byClient.get(c1.id)).toMatchObject({ balance_due: 9999, credit: 0, ageing: bucket('2026-11-01', 9999) });
    expect(byClient.get(c2.id)).toMatchObject({ balance_due: 3500, credit: 700, ageing: bucket('2026-10-31', 3500) });
    expect(byClient.get(c4.id)).toMatchObject({ balance_due: 3300, credit: 0, ageing: bucket('2026-09-30', 3300) });
    expect(r.totals.balance_due).toBe(r.data.reduce((s, x) => s + x.balance_due, 0));
    expect(r.totals.credit).toBe(700);
    expect(r.totals.ageing).toEqual(r.data.map((x) => x.ageing).reduce((s, x) => add(s, x)));
    expect(s2.id && s3.id && s4.id).toBeTruthy();
  });

  it('should follow the sales service: an invoice issued, paid and credited through the API shows in today\'s KPIs', async () => {
    const h = adminB;
    const client = await makeClientRow(db(), b.group.id);
    const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: h, payload: payload as object });
    const created = await post('/sales', { client_id: client.id, lines: [{ kind: 'custom', name: 'Exam', quantity: 2, unit_price: 1000, vat: 10 }] });
    expect(created.statusCode, created.body).toBe(201);
    const issued = await post(`/sales/${created.json().data.id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const sale = issued.json().data as { id: number; total: number; lines: { id: number }[] };
    expect((await post(`/sales/${sale.id}/payments`, { payments: [{ method: 1, amount: sale.total }] })).statusCode).toBe(201);
    const cn = await post('/credit-notes', { sale_id: sale.id, reason: 'Returned', lines: [{ sale_line_id: sale.lines[0].id, quantity: 1 }] });
    expect(cn.statusCode, cn.body).toBe(201);
    const posted = await post(`/credit-notes/${cn.json().data.id}/post`, {});
    expect(posted.statusCode, posted.body).toBe(200);
    const day = DateTime.now().setZone(b.clinic.timezone).toISODate()!;
    const k = await kpi(day, day, '', h);
    expect(k.current.revenue).toEqual({ invoiced: sale.total, credited: posted.json().data.total, net: sale.total - posted.json().data.total, tax: expect.any(Number) });
    expect(k.current.invoices.count).toBe(1);
    expect(k.current.payments).toEqual([{ method: 1, count: 1, amount: sale.total }]);
  });

  it('should move a clinic\'s figures to its new days when its time zone changes', async () => {
    const clinic = await makeClinic(db(), b.group.id, { timezone: 'America/New_York' });
    await db().insert(clinicMemberships).values({ clinicId: clinic.id, userId: b.admin.id, roleId: b.group.roleId('admin') });
    const client = await makeClientRow(db(), b.group.id);
    // 03:30 UTC on 1 November: 31 October in New York, 1 November in UTC.
    await issuedSale(clinic.id, client.id, null, new Date('2026-11-01T03:30:00Z'), [{ kind: 'custom', quantity: 1, net: 700, tax: 0 }]);
    const h = { ...adminB, 'x-clinic-id': String(clinic.id) };
    const days = async () => ((await get('/reports/aggregate?filter[date_from]=2026-10-30&filter[date_to]=2026-11-02&measure=revenue&group_by=day', h)).json().data as TAggregate).rows.map((r) => r.key);
    expect(await days()).toEqual(['2026-10-31']);
    await db().execute(sql`UPDATE clinics SET timezone = 'UTC' WHERE id = ${clinic.id}`);
    expect(await days()).toEqual(['2026-11-01']);
  });

  it('should report taxes by rate, revenue by species, category and AAHA code, write-offs and stock value, each drilling to its rows', async () => {
    const clinic = await makeClinic(db(), a.group.id, { timezone: ZONE });
    await db().insert(clinicMemberships).values({ clinicId: clinic.id, userId: a.admin.id, roleId: a.group.roleId('admin') });
    const h = { ...adminA, 'x-clinic-id': String(clinic.id) };
    const [cat] = await db().insert(productCategories).values({ clinicId: clinic.id, name: 'Parasiticides' }).returning();
    const [svcCat] = await db().insert(serviceCategories).values({ clinicId: clinic.id, name: 'Dentistry' }).returning();
    const [pill] = await db().insert(products).values({
      clinicId: clinic.id, name: 'Wormer', sku: `WM-${Date.now()}`, unit: 'box', subUnits: 4, purchasePrice: 1001, sellingPrice: 2000, categoryId: cat.id, aahaCode: 'PARA',
    }).returning();
    const [svc] = await db().insert(services).values({ clinicId: clinic.id, name: 'Scale and polish', duration: 30, color: '#336699', priceMinor: 8000, categoryId: svcCat.id, aahaCode: 'EXAM' }).returning();
    const [dog] = await db().insert(species).values({ groupId: a.group.id, name: 'Dog' }).returning();
    const pet = await makePetRow(db(), { id: c1.id, groupId: a.group.id }, { speciesId: dog.id });
    const sale = await issuedSale(clinic.id, c1.id, a.vet.id, local('2026-10-10T10:00'), [
      { kind: 'product', itemId: pill.id, quantity: 2, net: 4000, tax: 400, vatBp: 1000 },
      { kind: 'service', itemId: svc.id, quantity: 1, net: 8000, tax: 1520, vatBp: 1900 },
    ], pet.id);
    await issuedSale(clinic.id, c2.id, null, local('2026-10-11T10:00'), [{ kind: 'custom', quantity: 1, net: 700, tax: 0, vatBp: 0 }]);
    await postedCreditNote(clinic.id, sale, sale.lines[0], 1, 2000, 200, local('2026-10-12T10:00'));
    // Stock: 10 boxes of 4 received in September, 3 tablets written off in October, one box sold in November.
    const [batch] = await db().insert(stockBatches).values({ clinicId: clinic.id, productId: pill.id, onHand: 40 - 3 - 4 }).returning();
    const move = (delta: number, reason: string, at: string) => db().insert(stockMovements).values({ clinicId: clinic.id, productId: pill.id, batchId: batch.id, quantityDelta: delta, reason, createdAt: local(at), createdBy: a.admin.id });
    await move(40, 'receipt', '2026-09-10T09:00');
    await move(-3, 'write_off', '2026-10-15T09:00');
    await move(-4, 'sale', '2026-11-02T09:00');
    const period = (from: string, to: string) => `filter[date_from]=${from}&filter[date_to]=${to}`;
    const aggIn = async (measure: string, groupBy: string) => {
      const res = await get(`/reports/aggregate?${period('2026-10-01', '2026-10-31')}&measure=${measure}&group_by=${groupBy}`, h);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as TAggregate).rows.map((r) => [r.key, r.label, r.value, r.count]);
    };
    expect(await aggIn('taxes', 'tax_rate')).toEqual([['1900', '19 %', 1520, 1], ['1000', '10 %', 400 - 200, 1], ['0', '0 %', 0, 1]]);
    expect(await aggIn('revenue', 'species')).toEqual([[String(dog.id), 'Dog', 13920 - 2200, 1], ['0', null, 700, 1]]);
    expect(await aggIn('revenue', 'category')).toEqual([[`service:${svcCat.id}`, 'Dentistry', 9520, 1], [`product:${cat.id}`, 'Parasiticides', 4400 - 2200, 1]]);
    expect(await aggIn('revenue', 'aaha')).toEqual([['EXAM', 'Examinations and consultations', 9520, 1], ['PARA', 'Parasite control', 2200, 1]]);
    // 3 tablets of a box of 4 at 10.01: 7.5075 → 7.51.
    expect(await aggIn('write_offs', 'product')).toEqual([[String(pill.id), 'Wormer', 751, 3]]);
    const kpiAt = async (from: string, to: string) => {
      const res = await get(`/reports/kpi-metrics?${period(from, to)}`, h);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as TKpiMetrics).current.stock;
    };
    // End of October: 37 tablets (9.25 boxes × 10.01 = 92.5925 → 92.59); end of August: none yet; end of November: 33.
    expect(await kpiAt('2026-10-01', '2026-10-31')).toEqual({ value_at_end: 9259, write_offs: 751, written_off_units: 3 });
    expect((await kpiAt('2026-08-01', '2026-08-31')).value_at_end).toBe(0);
    expect((await kpiAt('2026-11-01', '2026-11-30')).value_at_end).toBe(Math.round((33 * 1001) / 4));
    expect(await everyRowDrillsToItsFigure('2026-09-01', '2026-11-30', h)).toBeGreaterThan(20);
    const wo = await drill(`${period('2026-10-01', '2026-10-31')}&measure=write_offs&group_by=category&key=product:${cat.id}`, h);
    expect(wo.data.map((r) => [r.kind, r.label, r.quantity, r.amount, r.local_at])).toEqual([['write_off', 'Wormer', 3, 751, '2026-10-15T09:00']]);
    // The zone rebuild keeps the new summaries as the triggers left them.
    const snap = async () => rowsOf(await db().execute(sql`
      SELECT 't' AS t, day::text, vat_bp::text AS k, lines || '/' || net_minor || '/' || tax_minor AS v FROM report_daily_taxes WHERE clinic_id = ${clinic.id}
      UNION ALL SELECT 's', day::text, species_id::text, invoices || '/' || total_minor || '/' || credited_minor FROM report_daily_species WHERE clinic_id = ${clinic.id}
      ORDER BY 1, 2, 3`));
    const before = await snap();
    await db().execute(sql`SELECT report_rebuild_more(${clinic.id})`);
    expect(await snap()).toEqual(before);
  });
});
