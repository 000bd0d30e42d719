import { sql } from 'drizzle-orm';
import type { Db } from '@vetclinic/db';
import type { TClientCredit, TClientCreditQuery } from '@vetclinic/domain';
import { offsetOf, pageMeta } from '../../lib/pagination';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * Clients of the clinic who owe something or hold credit. An invoice's balance due is what the account statement
 * shows for it: its total − payments applied − posted (not voided) credit notes + refunds paid back. Ageing puts
 * each invoice's positive balance in a bucket by clinic-local days since its issue day; credit is the last
 * balance of the client's credit movements in this clinic.
 */
export async function clientCreditReport(db: Db, clinicId: number, q: TClientCreditQuery): Promise<TClientCredit> {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 15;
  const search = q.filter?.search ? `%${q.filter.search.toLowerCase()}%` : null;
  const rows = rowsOf<Record<string, string | number | null>>(await db.execute(sql`
    WITH c AS (SELECT timezone FROM clinics WHERE id = ${clinicId}),
    due AS (
      SELECT s.client_id, (now() AT TIME ZONE (SELECT timezone FROM c))::date - (s.issued_at AT TIME ZONE (SELECT timezone FROM c))::date AS age,
             s.total_minor
               - coalesce((SELECT sum(p.applied_minor) FROM sale_payments p WHERE p.sale_id = s.id), 0)
               - coalesce((SELECT sum(cn.total_minor) FROM credit_notes cn WHERE cn.sale_id = s.id AND cn.status = 'posted'), 0)
               + coalesce((SELECT sum(r.amount_minor) FROM refunds r WHERE r.sale_id = s.id), 0) AS due
        FROM sales s WHERE s.clinic_id = ${clinicId} AND s.status = 'issued'),
    per_client AS (
      SELECT client_id, sum(due) AS balance_due,
             sum(due) FILTER (WHERE due > 0 AND age <= 30) AS d0_30, sum(due) FILTER (WHERE due > 0 AND age BETWEEN 31 AND 60) AS d31_60,
             sum(due) FILTER (WHERE due > 0 AND age BETWEEN 61 AND 90) AS d61_90, sum(due) FILTER (WHERE due > 0 AND age > 90) AS d90_plus
        FROM due GROUP BY client_id),
    credit AS (
      SELECT DISTINCT ON (client_id) client_id, balance_after_minor AS credit
        FROM client_credit_movements WHERE clinic_id = ${clinicId} ORDER BY client_id, id DESC),
    joined AS (
      SELECT coalesce(pc.client_id, cr.client_id) AS client_id, coalesce(pc.balance_due, 0) AS balance_due, coalesce(cr.credit, 0) AS credit,
             coalesce(pc.d0_30, 0) AS d0_30, coalesce(pc.d31_60, 0) AS d31_60, coalesce(pc.d61_90, 0) AS d61_90, coalesce(pc.d90_plus, 0) AS d90_plus
        FROM per_client pc FULL JOIN credit cr ON cr.client_id = pc.client_id),
    listed AS (
      SELECT j.*, pp.first_name || ' ' || pp.last_name AS name FROM joined j JOIN pet_parents pp ON pp.id = j.client_id
       WHERE (j.balance_due <> 0 OR j.credit <> 0) ${search ? sql`AND pp.search_text LIKE ${search}` : sql``})
    SELECT l.*, count(*) OVER () AS n, sum(l.balance_due) OVER () AS t_due, sum(l.credit) OVER () AS t_credit,
           sum(l.d0_30) OVER () AS t0, sum(l.d31_60) OVER () AS t31, sum(l.d61_90) OVER () AS t61, sum(l.d90_plus) OVER () AS t90
      FROM listed l ORDER BY l.balance_due DESC, l.credit DESC, l.client_id
     LIMIT ${perPage} OFFSET ${offsetOf(page, perPage)}`));
  const [currency] = rowsOf<{ currency: string }>(await db.execute(sql`SELECT currency FROM clinic_preferences WHERE clinic_id = ${clinicId}`));
  const first = rows[0];
  return {
    data: rows.map((r) => ({
      client_id: Number(r.client_id), name: String(r.name), balance_due: num(r.balance_due), credit: num(r.credit),
      ageing: { d0_30: num(r.d0_30), d31_60: num(r.d31_60), d61_90: num(r.d61_90), d90_plus: num(r.d90_plus) },
    })),
    meta: pageMeta(page, perPage, num(first?.n)),
    totals: {
      clients: num(first?.n), balance_due: num(first?.t_due), credit: num(first?.t_credit),
      ageing: { d0_30: num(first?.t0), d31_60: num(first?.t31), d61_90: num(first?.t61), d90_plus: num(first?.t90) },
    },
    currency: currency?.currency ?? '$',
  };
}
