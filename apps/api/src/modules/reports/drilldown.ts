import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { PAYMENT_METHODS, REPORT_GROUPINGS, type TDrilldown, type TDrilldownQuery, type TDrilldownRow } from '@vetclinic/domain';
import type { Db } from '@vetclinic/db';
import { validation } from '../../lib/app-error';
import { offsetOf, pageMeta } from '../../lib/pagination';
import { periods, type Period } from './period';
import { REBOOKING_DAY_OVER, currencyOf, writeOffRows, type ReportScope } from './service';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const list = (xs: number[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);
const INT = /^(0|[1-9]\d{0,8})$/;

/** The days of an aggregate row's period key (a day, a week's Monday, a month) inside the report's period; null when outside. */
function keyPeriod(p: Period, groupBy: 'day' | 'week' | 'month', key: string): Period | null {
  const fmt = groupBy === 'month' ? 'yyyy-MM' : 'yyyy-MM-dd';
  const start = DateTime.fromFormat(key, fmt, { zone: 'UTC' });
  if (!start.isValid || (groupBy === 'week' && start.weekday !== 1)) throw validation({ key: ['validation.invalid'] });
  const end = groupBy === 'day' ? start : groupBy === 'week' ? start.plus({ days: 6 }) : start.endOf('month');
  const from = start.toISODate()! > p.from ? start.toISODate()! : p.from;
  const to = end.toISODate()! < p.to ? end.toISODate()! : p.to;
  return from <= to ? { from, to } : null;
}

/** The instant `at` (of a row of clinic `c`) falls on one of the period's clinic-local days (as report_local_day counts it). */
const inDays = (at: SQL, p: Period) =>
  sql`${at} >= (${p.from}::date)::timestamp AT TIME ZONE c.timezone AND ${at} < (${p.to}::date + 1)::timestamp AT TIME ZONE c.timezone`;

/**
 * The rows behind a figure of the KPI dashboard or of an aggregate row. Each source is read as the summary triggers of
 * migration 0043 count it, so the totals are the figure: issued invoices on their issue day less posted credit notes on
 * their posting day, their lines likewise, appointments on the day they start, payments on the day they were taken.
 */
export async function drilldown(db: Db, s: ReportScope, q: TDrilldownQuery): Promise<TDrilldown> {
  const { current } = periods(q.filter.date_from, q.filter.date_to);
  const { measure, group_by: groupBy, key } = q;
  if (key !== undefined && !groupBy) throw validation({ group_by: ['validation.required'] });
  if (groupBy && !REPORT_GROUPINGS[measure].includes(groupBy)) throw validation({ group_by: ['validation.invalid'] });
  const currency = await currencyOf(db, s);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 25;
  const empty = (): TDrilldown => ({ data: [], meta: pageMeta(page, perPage, 0), totals: { rows: 0, value: 0, count: 0 }, currency, measure });

  let p: Period | null = current;
  let clinicIds = s.clinicIds;
  const vet = q.filter.vet_id;
  let item: { kind: 'service' | 'product'; id: number } | null = null;
  let category: { kind: 'service' | 'product'; id: number } | null = null;
  let aaha: string | null = null;
  let species: number | null = null;
  let vatBp: number | null = null;
  let method: number | null = null;
  let status: number | null = null;
  let source: string | null = null;
  let keyVet: number | undefined;
  if (groupBy && key !== undefined) {
    if (groupBy === 'day' || groupBy === 'week' || groupBy === 'month') p = keyPeriod(current, groupBy, key);
    else if (groupBy === 'source') source = key;
    else if (groupBy === 'aaha') aaha = key;
    else if (groupBy === 'category') {
      const m = /^(service|product):(0|[1-9]\d{0,8})$/.exec(key);
      if (!m) throw validation({ key: ['validation.invalid'] });
      category = { kind: m[1] as 'service' | 'product', id: Number(m[2]) };
    } else {
      if (!INT.test(key)) throw validation({ key: ['validation.invalid'] });
      const n = Number(key);
      if (groupBy === 'clinic') clinicIds = clinicIds.filter((id) => id === n);
      else if (groupBy === 'vet') keyVet = n;
      else if (groupBy === 'service' || groupBy === 'product') item = { kind: groupBy, id: n };
      else if (groupBy === 'method') method = n;
      else if (groupBy === 'species') species = n;
      else if (groupBy === 'tax_rate') vatBp = n;
      else status = n;
    }
  }
  if (!p || clinicIds.length === 0 || (vet !== undefined && keyVet !== undefined && vet !== keyVet)) return empty();
  const vetId = vet ?? keyVet;
  const saleVet = vetId === undefined ? sql`` : vetId === 0 ? sql`AND s.vet_id IS NULL` : sql`AND s.vet_id = ${vetId}`;
  const clinics = sql`c.id IN (${list(clinicIds)})`;

  // Each branch yields: kind, id, sale_id, number, clinic_id, at, client_id, vet_id, label, status, quantity, amount, n
  // (what the row adds to `count`). `value` is the sum of amount, or of quantity / n for the counting measures.
  let rows: SQL;
  let value: SQL;
  const byItem = groupBy === 'service' || groupBy === 'product' || groupBy === 'category' || groupBy === 'aaha';
  // A sale line `l`'s current category and AAHA code, as the aggregate keys them.
  const lineCategory = sql`(l.kind || ':' || coalesce(CASE l.kind WHEN 'service' THEN (SELECT category_id FROM services WHERE id = l.service_id)
    ELSE (SELECT category_id FROM products WHERE id = l.product_id) END, 0))`;
  const lineAaha = sql`coalesce(nullif(CASE l.kind WHEN 'service' THEN (SELECT aaha_code FROM services WHERE id = l.service_id)
    ELSE (SELECT aaha_code FROM products WHERE id = l.product_id) END, ''), '-')`;
  const speciesOnly = species === null ? sql`` : sql`AND coalesce((SELECT species_id FROM pets WHERE id = s.pet_id), 0) = ${species}`;
  if (measure === 'write_offs') {
    const only = [
      item ? sql`AND w.item_id = ${item.id}` : sql``,
      category ? sql`AND ${category.kind} = 'product' AND coalesce((SELECT category_id FROM products WHERE id = w.item_id), 0) = ${category.id}` : sql``,
      vetId !== undefined ? sql`AND coalesce(w.created_by, 0) = ${vetId}` : sql``,
    ];
    rows = sql`
      SELECT 'write_off' AS kind, w.id::int AS id, NULL::int AS sale_id, NULL::int AS number, w.clinic_id, w.created_at AS at, NULL::int AS client_id,
             w.created_by AS vet_id, (SELECT name FROM products WHERE id = w.item_id)::text AS label, NULL::int AS status,
             w.units::bigint AS quantity, w.value AS amount, w.units::bigint AS n
        FROM (${writeOffRows(list(clinicIds), p)}) w WHERE true ${sql.join(only, sql` `)}`;
    value = sql`sum(x.amount)`;
  } else if (measure === 'margin') {
    // Product lines and credited product lines as report_daily_margin counts them: net revenue − cost of goods.
    const only = sql`AND l.kind = 'product' AND l.product_id IS NOT NULL
      ${item ? sql`AND l.product_id = ${item.id}` : sql``}
      ${category ? sql`AND ${category.kind} = 'product' AND coalesce((SELECT category_id FROM products WHERE id = l.product_id), 0) = ${category.id}` : sql``}`;
    rows = sql`
      SELECT 'line' AS kind, l.id, s.id AS sale_id, s.number, s.clinic_id, coalesce(s.issued_at, s.created_at) AS at, s.client_id, s.vet_id,
             l.name::text AS label, NULL::int AS status, l.quantity::bigint AS quantity, (l.net_minor - l.cost_total)::bigint AS amount,
             l.quantity::bigint AS n, l.cost_total::bigint AS cost
        FROM sales s JOIN sale_lines l ON l.sale_id = s.id JOIN clinics c ON c.id = s.clinic_id
       WHERE ${clinics} AND s.status = 'issued' AND ${inDays(sql`coalesce(s.issued_at, s.created_at)`, p)} ${saleVet} ${only}
      UNION ALL
      SELECT 'credit_line', cl.id, s.id, cn.number, cn.clinic_id, coalesce(cn.posted_at, cn.created_at), cn.client_id, s.vet_id,
             l.name, NULL, -cl.quantity::bigint, (report_credit_cost(l.cost_total, cl.quantity, l.quantity) - cl.net_minor)::bigint,
             -cl.quantity::bigint, -report_credit_cost(l.cost_total, cl.quantity, l.quantity)
        FROM credit_notes cn JOIN credit_note_lines cl ON cl.credit_note_id = cn.id JOIN sale_lines l ON l.id = cl.sale_line_id
        JOIN sales s ON s.id = cn.sale_id JOIN clinics c ON c.id = cn.clinic_id
       WHERE ${clinics} AND cn.status = 'posted' AND ${inDays(sql`coalesce(cn.posted_at, cn.created_at)`, p)} ${saleVet} ${only}`;
    value = sql`sum(x.amount)`;
  } else if (measure === 'rebooking') {
    // The visits of report_visit_rebooking on the period's clinic-local days that are over; value: those rebooked.
    rows = sql`
      SELECT 'visit' AS kind, a.id, NULL::int AS sale_id, NULL::int AS number, a.clinic_id, a.starts_at AS at, a.client_id, a.vet_id,
             (SELECT string_agg(pt.nickname, ', ' ORDER BY pt.nickname) FROM appointment_pets ap JOIN pets pt ON pt.id = ap.pet_id
               WHERE ap.appointment_id = a.id)::text AS label,
             a.status::int AS status, NULL::bigint AS quantity, NULL::bigint AS amount, 1 AS n, r.rebooked, r.next_at
        FROM report_visit_rebooking r JOIN appointments a ON a.id = r.appointment_id JOIN clinics c ON c.id = r.clinic_id
       WHERE ${clinics} AND r.day BETWEEN ${p.from}::date AND ${p.to}::date AND ${REBOOKING_DAY_OVER}
             ${vetId !== undefined ? sql`AND a.vet_id = ${vetId}` : sql``}`;
    value = sql`sum(x.rebooked::int)`;
  } else if (measure === 'taxes') {
    const rate = vatBp === null ? sql`` : sql`AND l.vat_bp = ${vatBp}`;
    rows = sql`
      SELECT 'line' AS kind, l.id, s.id AS sale_id, s.number, s.clinic_id, coalesce(s.issued_at, s.created_at) AS at, s.client_id, s.vet_id,
             l.name::text AS label, NULL::int AS status, l.quantity::bigint AS quantity, (l.vat_minor + l.service_tax_minor)::bigint AS amount, 1 AS n
        FROM sales s JOIN sale_lines l ON l.sale_id = s.id JOIN clinics c ON c.id = s.clinic_id
       WHERE ${clinics} AND s.status = 'issued' AND ${inDays(sql`coalesce(s.issued_at, s.created_at)`, p)} ${saleVet} ${rate}
      UNION ALL
      SELECT 'credit_line', cl.id, s.id, cn.number, cn.clinic_id, coalesce(cn.posted_at, cn.created_at), cn.client_id, s.vet_id,
             l.name, NULL, -cl.quantity::bigint, -cl.tax_minor, 0
        FROM credit_notes cn JOIN credit_note_lines cl ON cl.credit_note_id = cn.id JOIN sale_lines l ON l.id = cl.sale_line_id
        JOIN sales s ON s.id = cn.sale_id JOIN clinics c ON c.id = cn.clinic_id
       WHERE ${clinics} AND cn.status = 'posted' AND ${inDays(sql`coalesce(cn.posted_at, cn.created_at)`, p)} ${saleVet} ${rate}`;
    value = sql`sum(x.amount)`;
  } else if (measure === 'revenue' && !byItem) {
    rows = sql`
      SELECT 'invoice' AS kind, s.id, s.id AS sale_id, s.number, s.clinic_id, coalesce(s.issued_at, s.created_at) AS at, s.client_id, s.vet_id,
             NULL::text AS label, NULL::int AS status, NULL::bigint AS quantity, s.total_minor AS amount, 1 AS n
        FROM sales s JOIN clinics c ON c.id = s.clinic_id
       WHERE ${clinics} AND s.status = 'issued' AND ${inDays(sql`coalesce(s.issued_at, s.created_at)`, p)} ${saleVet} ${speciesOnly}
      UNION ALL
      SELECT 'credit_note', cn.id, cn.sale_id, cn.number, cn.clinic_id, coalesce(cn.posted_at, cn.created_at), cn.client_id, s.vet_id,
             NULL, NULL, NULL, -cn.total_minor, 0
        FROM credit_notes cn JOIN sales s ON s.id = cn.sale_id JOIN clinics c ON c.id = cn.clinic_id
       WHERE ${clinics} AND cn.status = 'posted' AND ${inDays(sql`coalesce(cn.posted_at, cn.created_at)`, p)} ${saleVet} ${speciesOnly}`;
    value = sql`sum(x.amount)`;
  } else if (measure === 'revenue' || measure === 'quantity') {
    const itemKey = sql`coalesce(l.service_id, l.product_id, 0)`;
    const itemOnly = item ? sql`AND l.kind = ${item.kind} AND ${itemKey} = ${item.id}`
      : groupBy === 'service' || groupBy === 'product' ? sql`AND l.kind = ${groupBy} AND ${itemKey} <> 0`
        : byItem ? sql`AND l.kind IN ('service', 'product') AND ${itemKey} <> 0
          ${category ? sql`AND ${lineCategory} = ${`${category.kind}:${category.id}`}` : sql``} ${aaha !== null ? sql`AND ${lineAaha} = ${aaha}` : sql``}` : sql``;
    rows = sql`
      SELECT 'line' AS kind, l.id, s.id AS sale_id, s.number, s.clinic_id, coalesce(s.issued_at, s.created_at) AS at, s.client_id, s.vet_id,
             l.name::text AS label, NULL::int AS status, l.quantity::bigint AS quantity, l.total_minor AS amount, l.quantity::bigint AS n
        FROM sales s JOIN sale_lines l ON l.sale_id = s.id JOIN clinics c ON c.id = s.clinic_id
       WHERE ${clinics} AND s.status = 'issued' AND ${inDays(sql`coalesce(s.issued_at, s.created_at)`, p)} ${saleVet} ${itemOnly}
      UNION ALL
      SELECT 'credit_line', cl.id, s.id, cn.number, cn.clinic_id, coalesce(cn.posted_at, cn.created_at), cn.client_id, s.vet_id,
             l.name, NULL, -cl.quantity::bigint, -cl.total_minor, -cl.quantity::bigint
        FROM credit_notes cn JOIN credit_note_lines cl ON cl.credit_note_id = cn.id JOIN sale_lines l ON l.id = cl.sale_line_id
        JOIN sales s ON s.id = cn.sale_id JOIN clinics c ON c.id = cn.clinic_id
       WHERE ${clinics} AND cn.status = 'posted' AND ${inDays(sql`coalesce(cn.posted_at, cn.created_at)`, p)} ${saleVet} ${itemOnly}`;
    value = measure === 'revenue' ? sql`sum(x.amount)` : sql`sum(x.quantity)`;
  } else if (measure === 'visits' || measure === 'appointments') {
    const only = [
      measure === 'visits' ? sql`AND a.status IN (5, 8)` : sql``,
      status !== null ? sql`AND a.status::int = ${status}` : sql``,
      source !== null ? sql`AND a.source = ${source}` : sql``,
      vetId !== undefined ? sql`AND a.vet_id = ${vetId}` : sql``,
    ];
    rows = sql`
      SELECT 'appointment' AS kind, a.id, NULL::int AS sale_id, NULL::int AS number, a.clinic_id, a.starts_at AS at, a.client_id, a.vet_id,
             a.source::text AS label, a.status::int AS status, NULL::bigint AS quantity, NULL::bigint AS amount, 1 AS n
        FROM appointments a JOIN clinics c ON c.id = a.clinic_id
       WHERE ${clinics} AND ${inDays(sql`a.starts_at`, p)} ${sql.join(only, sql` `)}`;
    value = sql`sum(x.n)`;
  } else {
    rows = sql`
      SELECT 'payment' AS kind, sp.id, sp.sale_id, s.number, sp.clinic_id, sp.created_at AS at, sp.client_id, s.vet_id,
             NULL::text AS label, sp.method::int AS status, NULL::bigint AS quantity, sp.amount_minor AS amount, 1 AS n
        FROM sale_payments sp JOIN sales s ON s.id = sp.sale_id JOIN clinics c ON c.id = sp.clinic_id
       WHERE ${clinics} AND ${inDays(sql`sp.created_at`, p)} ${saleVet} ${method !== null ? sql`AND sp.method::int = ${method}` : sql``}`;
    value = sql`sum(x.amount)`;
  }

  // The totals over every row and one page of rows: two queries at once (the page needs no window over the whole set).
  const [totalsR, pageR] = await Promise.all([
    db.execute(sql`SELECT count(*) AS rows, coalesce(${value}, 0) AS value, coalesce(sum(x.n), 0) AS count FROM (${rows}) x`),
    db.execute(sql`
      SELECT x.*, to_char(x.at AT TIME ZONE c.timezone, 'YYYY-MM-DD"T"HH24:MI') AS local_at,
             nullif(trim(coalesce(pp.first_name, '') || ' ' || coalesce(pp.last_name, '')), '') AS client_name,
             nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS vet_name
        FROM (${rows}) x JOIN clinics c ON c.id = x.clinic_id
        LEFT JOIN pet_parents pp ON pp.id = x.client_id LEFT JOIN staff_users u ON u.id = x.vet_id
       ORDER BY x.at DESC, x.kind, x.id DESC
       LIMIT ${perPage} OFFSET ${offsetOf(page, perPage)}`),
  ]);
  const [totals] = rowsOf<Record<string, string>>(totalsR);
  const data = rowsOf<Record<string, unknown>>(pageR).map((r): TDrilldownRow => ({
    kind: r.kind as TDrilldownRow['kind'],
    id: Number(r.id),
    sale_id: numOrNull(r.sale_id),
    number: numOrNull(r.number),
    clinic_id: Number(r.clinic_id),
    at: new Date(r.at as string | Date).toISOString(),
    local_at: String(r.local_at),
    client_id: numOrNull(r.client_id),
    client_name: (r.client_name as string | null) ?? null,
    vet_id: numOrNull(r.vet_id),
    vet_name: (r.vet_name as string | null) ?? null,
    label: r.kind === 'payment' ? (PAYMENT_METHODS[Number(r.status) as keyof typeof PAYMENT_METHODS] ?? null) : (r.label as string | null) ?? null,
    status: r.kind === 'appointment' || r.kind === 'visit' ? numOrNull(r.status) : null,
    method: r.kind === 'payment' ? numOrNull(r.status) : null,
    quantity: numOrNull(r.quantity),
    amount: numOrNull(r.amount),
    ...(measure === 'margin' ? { cost: numOrNull(r.cost) } : {}),
    ...(measure === 'rebooking' ? {
      rebooked: Boolean(r.rebooked), next_at: r.next_at ? new Date(r.next_at as string | Date).toISOString() : null,
    } : {}),
  }));
  return { data, meta: pageMeta(page, perPage, num(totals.rows)), totals: { rows: num(totals.rows), value: num(totals.value), count: num(totals.count) }, currency, measure };
}
