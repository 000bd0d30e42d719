import { sql, type SQL } from 'drizzle-orm';
import {
  PAYMENT_METHODS, REPORT_GROUPINGS, type TAggregate, type TAggregateQuery, type TKpiMetrics, type TKpiQuery, type TKpiValues,
} from '@vetclinic/domain';
import type { Db } from '@vetclinic/db';
import { validation } from '../../lib/app-error';
import { periods, rateBp, type Period } from './period';

/**
 * What a report covers: clinics the caller may report on (checked by the route: reports.view at each), their group
 * and the zone whose days count new clients (the active clinic's). Every figure reads the daily summaries of
 * migration 0043 (clinic-local days) except new clients and deposits, read from their own indexed rows.
 */
export interface ReportScope { groupId: number; clinicIds: number[]; timezone: string; scope: 'clinic' | 'group' }

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const ids = (s: ReportScope) => sql.join(s.clinicIds.map((id) => sql`${id}`), sql`, `);
const TOP = 10;
const VISIT_STATUSES = sql`(5, 8)`;
const CANCELLED_STATUSES = sql`(6, 7)`;
/** A visit counts for rebooking once its clinic-local day is over (summary row `r` of clinic `c`). */
export const REBOOKING_DAY_OVER = sql`r.day < (now() AT TIME ZONE c.timezone)::date`;

/** The clinics' one currency; clinics of different currencies cannot be added up (422). */
export async function currencyOf(db: Db, s: ReportScope): Promise<string> {
  const rows = rowsOf<{ currency: string }>(await db.execute(sql`
    SELECT DISTINCT coalesce(p.currency, '$') AS currency FROM clinics c LEFT JOIN clinic_preferences p ON p.clinic_id = c.id
     WHERE c.id IN (${ids(s)})`));
  if (rows.length > 1) throw validation({ 'filter.scope': ['validation.mixed_currency'] });
  return rows[0]?.currency ?? '$';
}

/**
 * New clients of one clinic: those with an appointment or sale there, or with none at any other clinic of the group
 * (not seen anywhere yet). A group of one clinic needs no check at all — every client is that clinic's — which
 * keeps the dashboard from probing each new client's appointments (the costliest query on the bench).
 */
function clientFilter(s: ReportScope, others: number[]): SQL {
  if (s.scope === 'group' || others.length === 0) return sql``;
  const seenAt = (list: SQL) => sql`(EXISTS (SELECT 1 FROM appointments a WHERE a.client_id = pp.id AND a.clinic_id IN (${list}))
    OR EXISTS (SELECT 1 FROM sales x WHERE x.client_id = pp.id AND x.clinic_id IN (${list})))`;
  return sql`AND (${seenAt(ids(s))} OR NOT ${seenAt(sql.join(others.map((id) => sql`${id}`), sql`, `))})`;
}

async function kpiValues(db: Db, s: ReportScope, p: Period, others: number[]): Promise<TKpiValues> {
  const inPeriod = sql`clinic_id IN (${ids(s)}) AND day BETWEEN ${p.from}::date AND ${p.to}::date`;
  const salesQ = db.execute(sql`
    SELECT coalesce(sum(invoices), 0) AS invoices, coalesce(sum(total_minor), 0) AS total, coalesce(sum(tax_minor), 0) AS tax,
           coalesce(sum(credited_minor), 0) AS credited
      FROM report_daily_sales WHERE ${inPeriod}`);
  const perVetQ = db.execute(sql`
    SELECT r.vet_id, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS name,
           sum(r.invoices) AS invoices, sum(r.total_minor - r.credited_minor) AS revenue
      FROM report_daily_sales r LEFT JOIN staff_users u ON u.id = r.vet_id
     WHERE r.clinic_id IN (${ids(s)}) AND r.day BETWEEN ${p.from}::date AND ${p.to}::date
     GROUP BY r.vet_id, u.first_name, u.last_name ORDER BY revenue DESC, r.vet_id`);
  const itemsQ = db.execute(sql`
    WITH t AS (
      SELECT kind, item_id, sum(quantity) AS quantity, sum(total_minor) AS total,
             row_number() OVER (PARTITION BY kind ORDER BY sum(total_minor) DESC, item_id) AS rank
        FROM report_daily_items WHERE ${inPeriod} AND kind IN ('service', 'product') AND item_id <> 0
       GROUP BY kind, item_id)
    SELECT t.kind, t.item_id AS id, coalesce(sv.name, pr.name) AS name, t.quantity, t.total
      FROM t LEFT JOIN services sv ON t.kind = 'service' AND sv.id = t.item_id LEFT JOIN products pr ON t.kind = 'product' AND pr.id = t.item_id
     WHERE t.rank <= ${TOP} ORDER BY t.kind, t.rank`);
  const moneyQ = db.execute(sql`
    SELECT kind, method, sum(count) AS count, sum(amount_minor) AS amount FROM report_daily_money WHERE ${inPeriod}
     GROUP BY kind, method ORDER BY kind, method`);
  const apptsQ = db.execute(sql`
    SELECT coalesce(sum(count), 0) AS total,
           coalesce(sum(count) FILTER (WHERE status IN ${VISIT_STATUSES}), 0) AS visits,
           coalesce(sum(count) FILTER (WHERE status = 9), 0) AS no_show,
           coalesce(sum(count) FILTER (WHERE status IN ${CANCELLED_STATUSES}), 0) AS cancelled,
           coalesce(sum(count) FILTER (WHERE source = 'online'), 0) AS online
      FROM report_daily_appointments WHERE ${inPeriod}`);
  // Deposits and new clients are few per day: their own rows, on indexes (payment_deposits_clinic_paid_idx,
  // pet_parents_group_created_idx), bounded by the period in UTC instants of each clinic's local midnights.
  const depositsQ = db.execute(sql`
    SELECT count(*) AS count, coalesce(sum(d.amount_minor), 0) AS collected, coalesce(sum(d.refunded_minor), 0) AS refunded
      FROM payment_deposits d JOIN clinics c ON c.id = d.clinic_id
     WHERE d.clinic_id IN (${ids(s)}) AND d.paid_at IS NOT NULL
       AND d.paid_at >= (${p.from}::date)::timestamp AT TIME ZONE c.timezone
       AND d.paid_at < (${p.to}::date + 1)::timestamp AT TIME ZONE c.timezone`);
  const newClientsQ = db.execute(sql`
    SELECT pp.lead_source AS source, count(*) AS count FROM pet_parents pp
     WHERE pp.group_id = ${s.groupId}
       AND pp.created_at >= (${p.from}::date)::timestamp AT TIME ZONE ${s.timezone}
       AND pp.created_at < (${p.to}::date + 1)::timestamp AT TIME ZONE ${s.timezone}
       ${clientFilter(s, others)}
     GROUP BY pp.lead_source ORDER BY count(*) DESC, pp.lead_source NULLS LAST`);

  // Stock at the end of the period's last day: what is on hand now less every movement after that day, per product at
  // its purchase price; write-offs of the period as the aggregate values them.
  const stockQ = db.execute(sql`
    WITH units AS (
      SELECT product_id, sum(u) AS units FROM (
        SELECT b.product_id, b.on_hand::bigint AS u FROM stock_batches b WHERE b.clinic_id IN (${ids(s)})
        UNION ALL
        SELECT m.product_id, -m.quantity_delta FROM stock_movements m JOIN clinics c ON c.id = m.clinic_id
         WHERE m.clinic_id IN (${ids(s)}) AND m.created_at >= (${p.to}::date + 1)::timestamp AT TIME ZONE c.timezone
      ) x GROUP BY product_id)
    SELECT coalesce(sum(round(u.units * pr.purchase_price::numeric / greatest(pr.sub_units, 1))), 0) AS value_at_end,
           (SELECT coalesce(sum(w.value), 0) FROM (${writeOffRows(ids(s), p)}) w) AS write_offs,
           (SELECT coalesce(sum(w.units), 0) FROM (${writeOffRows(ids(s), p)}) w) AS units
      FROM units u JOIN products pr ON pr.id = u.product_id`);

  // Gross margin of product lines (migration 0061), and the rebooking of visits whose clinic-local day is over.
  // One statement for both (a few hundred summary rows each): one connection of the pool, not two.
  const marginRebookingQ = db.execute(sql`
    SELECT m.revenue, m.cost, rb.visits, rb.rebooked FROM
      (SELECT coalesce(sum(net_minor), 0) AS revenue, coalesce(sum(cost_minor), 0) AS cost FROM report_daily_margin WHERE ${inPeriod}) m,
      (SELECT coalesce(sum(r.visits), 0) AS visits, coalesce(sum(r.rebooked), 0) AS rebooked
         FROM report_daily_rebooking r JOIN clinics c ON c.id = r.clinic_id
        WHERE r.clinic_id IN (${ids(s)}) AND r.day BETWEEN ${p.from}::date AND ${p.to}::date AND ${REBOOKING_DAY_OVER}) rb`);

  // The queries are independent: they run at once on the pool, so the answer waits for the slowest, not their sum.
  const [salesR, perVetR, itemsR, moneyR, apptsR, depositsR, newClientsR, stockR, marginRebookingR] = await Promise.all([
    salesQ, perVetQ, itemsQ, moneyQ, apptsQ, depositsQ, newClientsQ, stockQ, marginRebookingQ]);
  const [margin] = rowsOf<Record<string, string>>(marginRebookingR);
  const rebooking = margin;
  const [stock] = rowsOf<Record<string, string>>(stockR);
  const [sales] = rowsOf<Record<string, string>>(salesR);
  const perVet = rowsOf<{ vet_id: number; name: string | null; invoices: string; revenue: string }>(perVetR);
  const items = rowsOf<{ kind: string; id: number; name: string | null; quantity: string; total: string }>(itemsR);
  const money = rowsOf<{ kind: string; method: number; count: string; amount: string }>(moneyR);
  const [appts] = rowsOf<Record<string, string>>(apptsR);
  const [deposits] = rowsOf<Record<string, string>>(depositsR);
  const newClients = rowsOf<{ source: string | null; count: string }>(newClientsR);

  const invoiced = num(sales.total);
  const credited = num(sales.credited);
  const invoices = num(sales.invoices);
  const total = num(appts.total);
  const ranked = (kind: string) => items.filter((i) => i.kind === kind)
    .map((i) => ({ id: i.id, name: i.name ?? '', quantity: num(i.quantity), total: num(i.total) }));
  const refunds = money.filter((m) => m.kind === 'refund');
  return {
    revenue: { invoiced, credited, net: invoiced - credited, tax: num(sales.tax) },
    invoices: { count: invoices, average: invoices ? Math.round(invoiced / invoices) : 0 },
    appointments: {
      total, visits: num(appts.visits), no_show: num(appts.no_show), cancelled: num(appts.cancelled), online: num(appts.online),
      no_show_rate_bp: rateBp(num(appts.no_show), total), cancellation_rate_bp: rateBp(num(appts.cancelled), total),
      online_share_bp: rateBp(num(appts.online), total),
    },
    deposits: { count: num(deposits.count), collected: num(deposits.collected), refunded: num(deposits.refunded) },
    payments: money.filter((m) => m.kind === 'payment').map((m) => ({ method: m.method, count: num(m.count), amount: num(m.amount) })),
    refunds: { count: refunds.reduce((a, r) => a + num(r.count), 0), amount: refunds.reduce((a, r) => a + num(r.amount), 0) },
    new_clients: {
      total: newClients.reduce((a, r) => a + num(r.count), 0),
      by_source: newClients.map((r) => ({ source: r.source, count: num(r.count) })),
    },
    top_services: ranked('service'),
    top_products: ranked('product'),
    revenue_per_vet: perVet.filter((v) => num(v.invoices) || num(v.revenue))
      .map((v) => ({ vet_id: v.vet_id, name: v.name, invoices: num(v.invoices), revenue: num(v.revenue) })),
    stock: { value_at_end: num(stock?.value_at_end), write_offs: num(stock?.write_offs), written_off_units: num(stock?.units) },
    margin: {
      revenue: num(margin.revenue), cost: num(margin.cost), margin: num(margin.revenue) - num(margin.cost),
      margin_bp: rateBp(num(margin.revenue) - num(margin.cost), num(margin.revenue)),
    },
    rebooking: { visits: num(rebooking.visits), rebooked: num(rebooking.rebooked), rate_bp: rateBp(num(rebooking.rebooked), num(rebooking.visits)) },
  };
}

/** The KPI dashboard of a period and the same number of days just before it, from the daily summaries. */
export async function kpiMetrics(db: Db, s: ReportScope, q: TKpiQuery): Promise<TKpiMetrics> {
  const { current, previous } = periods(q.filter.date_from, q.filter.date_to);
  const currency = await currencyOf(db, s);
  const others = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM clinics WHERE group_id = ${s.groupId} AND id NOT IN (${ids(s)})`)).map((r) => r.id);
  const [now, before] = await Promise.all([kpiValues(db, s, current, others), kpiValues(db, s, previous, others)]);
  return {
    scope: s.scope, clinic_ids: s.clinicIds, currency,
    period: { date_from: current.from, date_to: current.to },
    previous_period: { date_from: previous.from, date_to: previous.to },
    current: now, previous: before,
  };
}

/** An item's (service or product, in summary `r`) current category key, `service:<id>` / `product:<id>` (0: none). */
const ITEM_CATEGORY = sql`(r.kind || ':' || coalesce(CASE r.kind WHEN 'service' THEN (SELECT category_id FROM services WHERE id = r.item_id)
  ELSE (SELECT category_id FROM products WHERE id = r.item_id) END, 0))`;
/** An item's current AAHA code ('-': none). */
const ITEM_AAHA = sql`coalesce(nullif(CASE r.kind WHEN 'service' THEN (SELECT aaha_code FROM services WHERE id = r.item_id)
  ELSE (SELECT aaha_code FROM products WHERE id = r.item_id) END, ''), '-')`;

/** The SQL key of a grouping over a summary table `r` (its labels join in `labelOf`). */
function keyOf(groupBy: TAggregateQuery['group_by']): SQL {
  switch (groupBy) {
    case 'day': return sql`to_char(r.day, 'YYYY-MM-DD')`;
    case 'week': return sql`to_char(date_trunc('week', r.day)::date, 'YYYY-MM-DD')`;
    case 'month': return sql`to_char(r.day, 'YYYY-MM')`;
    case 'clinic': return sql`r.clinic_id::text`;
    case 'vet': return sql`r.vet_id::text`;
    case 'service': case 'product': return sql`r.item_id::text`;
    case 'method': return sql`r.method::text`;
    case 'status': return sql`r.status::text`;
    case 'source': return sql`r.source::text`;
    case 'category': return ITEM_CATEGORY;
    case 'aaha': return ITEM_AAHA;
    case 'species': return sql`r.species_id::text`;
    case 'tax_rate': return sql`r.vat_bp::text`;
  }
}

function labelOf(groupBy: TAggregateQuery['group_by']): SQL {
  switch (groupBy) {
    case 'clinic': return sql`(SELECT name FROM clinics WHERE id = g.key::int)`;
    case 'vet': return sql`(SELECT nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), '') FROM staff_users WHERE id = g.key::int)`;
    case 'service': return sql`(SELECT name FROM services WHERE id = g.key::int)`;
    case 'product': return sql`(SELECT name FROM products WHERE id = g.key::int)`;
    case 'category': return sql`(CASE split_part(g.key, ':', 1) WHEN 'service' THEN (SELECT name FROM service_categories WHERE id = split_part(g.key, ':', 2)::int)
      ELSE (SELECT name FROM product_categories WHERE id = split_part(g.key, ':', 2)::int) END)`;
    case 'aaha': return sql`(SELECT name FROM aaha_codes WHERE code = g.key)`;
    case 'species': return sql`(SELECT name FROM species WHERE id = g.key::int)`;
    default: return sql`NULL::text`;
  }
}

/**
 * Stock written off in the period at clinic-local days, each movement valued at its product's purchase price per unit
 * (rounded half up per movement, so a drill-down's rows add up to the figure); `count` is sub-units.
 */
export const writeOffRows = (clinicIds: SQL, p: Period) => sql`
  SELECT m.id, m.clinic_id, m.product_id AS item_id, 'product'::varchar AS kind, m.created_at, m.created_by,
         (report_local_day(m.clinic_id, m.created_at)) AS day, -m.quantity_delta AS units,
         round(-m.quantity_delta * pr.purchase_price::numeric / greatest(pr.sub_units, 1))::bigint AS value
    FROM stock_movements m JOIN products pr ON pr.id = m.product_id JOIN clinics c ON c.id = m.clinic_id
   WHERE m.clinic_id IN (${clinicIds}) AND m.reason = 'write_off'
     AND m.created_at >= (${p.from}::date)::timestamp AT TIME ZONE c.timezone AND m.created_at < (${p.to}::date + 1)::timestamp AT TIME ZONE c.timezone`;

/** One measure grouped one way over a period: rows ordered by key (periods) or by value (everything else). */
export async function aggregate(db: Db, s: ReportScope, q: TAggregateQuery): Promise<TAggregate> {
  const { current: p } = periods(q.filter.date_from, q.filter.date_to);
  if (!REPORT_GROUPINGS[q.measure].includes(q.group_by)) throw validation({ group_by: ['validation.invalid'] });
  const currency = await currencyOf(db, s);
  const where = sql`r.clinic_id IN (${ids(s)}) AND r.day BETWEEN ${p.from}::date AND ${p.to}::date`;
  const key = keyOf(q.group_by);
  const byItem = ['service', 'product', 'category', 'aaha'].includes(q.group_by);
  let inner: SQL;
  if (q.measure === 'write_offs') {
    inner = sql`SELECT ${key} AS key, sum(r.value) AS value, sum(r.units) AS count FROM (${writeOffRows(ids(s), p)}) r GROUP BY 1`;
  } else if (q.measure === 'margin') {
    inner = sql`SELECT ${key} AS key, sum(r.net_minor - r.cost_minor) AS value, sum(r.quantity) AS count,
        sum(r.net_minor) AS revenue, sum(r.cost_minor) AS cost
      FROM (SELECT m.*, 'product'::varchar AS kind, m.product_id AS item_id FROM report_daily_margin m) r WHERE ${where} GROUP BY 1`;
  } else if (q.measure === 'rebooking') {
    inner = sql`SELECT ${key} AS key, sum(r.rebooked) AS value, sum(r.visits) AS count
      FROM report_daily_rebooking r JOIN clinics c ON c.id = r.clinic_id WHERE ${where} AND ${REBOOKING_DAY_OVER} GROUP BY 1`;
  } else if (q.measure === 'taxes') {
    inner = sql`SELECT ${key} AS key, sum(r.tax_minor) AS value, sum(r.lines) AS count FROM report_daily_taxes r WHERE ${where} GROUP BY 1`;
  } else if (q.measure === 'revenue' && q.group_by === 'species') {
    inner = sql`SELECT ${key} AS key, sum(r.total_minor - r.credited_minor) AS value, sum(r.invoices) AS count FROM report_daily_species r WHERE ${where} GROUP BY 1`;
  } else if (q.measure === 'revenue' && !byItem) {
    inner = sql`SELECT ${key} AS key, sum(r.total_minor - r.credited_minor) AS value, sum(r.invoices) AS count FROM report_daily_sales r WHERE ${where} GROUP BY 1`;
  } else if (q.measure === 'revenue' || q.measure === 'quantity') {
    const kind = q.group_by === 'service' || q.group_by === 'product' ? sql`AND r.kind = ${q.group_by} AND r.item_id <> 0`
      : byItem ? sql`AND r.kind IN ('service', 'product') AND r.item_id <> 0` : sql``;
    const value = q.measure === 'revenue' ? sql`sum(r.total_minor)` : sql`sum(r.quantity)`;
    inner = sql`SELECT ${key} AS key, ${value} AS value, sum(r.quantity) AS count FROM report_daily_items r WHERE ${where} ${kind} GROUP BY 1`;
  } else if (q.measure === 'visits' || q.measure === 'appointments') {
    const only = q.measure === 'visits' ? sql`AND r.status IN ${VISIT_STATUSES}` : sql``;
    inner = sql`SELECT ${key} AS key, sum(r.count) AS value, sum(r.count) AS count FROM report_daily_appointments r WHERE ${where} ${only} GROUP BY 1`;
  } else {
    inner = sql`SELECT ${key} AS key, sum(r.amount_minor) AS value, sum(r.count) AS count FROM report_daily_money r WHERE ${where} AND r.kind = 'payment' GROUP BY 1`;
  }
  const byPeriod = q.group_by === 'day' || q.group_by === 'week' || q.group_by === 'month';
  const order = byPeriod ? sql`g.key` : sql`g.value DESC, g.key`;
  const margin = q.measure === 'margin';
  const rows = rowsOf<{ key: string; label: string | null; value: string; count: string; revenue?: string; cost?: string }>(await db.execute(sql`
    SELECT g.key, ${labelOf(q.group_by)} AS label, g.value, g.count ${margin ? sql`, g.revenue, g.cost` : sql``} FROM (${inner}) g WHERE g.value <> 0 OR g.count <> 0 ORDER BY ${order}`));
  const label = (r: { key: string; label: string | null }) =>
    q.group_by === 'method' ? (PAYMENT_METHODS[Number(r.key) as keyof typeof PAYMENT_METHODS] ?? null)
      : q.group_by === 'tax_rate' ? `${Number(r.key) / 100} %` : r.label;
  const out = rows.map((r) => ({
    key: r.key, label: label(r), value: num(r.value), count: num(r.count), ...(margin ? { revenue: num(r.revenue), cost: num(r.cost) } : {}),
  }));
  return { measure: q.measure, group_by: q.group_by, currency, rows: out, total: out.reduce((a, r) => a + r.value, 0) };
}
