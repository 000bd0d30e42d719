import { and, eq, sql } from 'drizzle-orm';
import { clinicPreferences, clinics, petParents, type Db, type DbOrTx } from '@vetclinic/db';
import { PAGE_SIZE, PAYMENT_METHOD_CLIENT_CREDIT, type StatementKind, type TStatement, type TStatementMovement, type TStatementQuery } from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { SaleCtx } from './service';

interface Row extends Record<string, unknown> {
  kind: StatementKind; id: number; at: Date | string; sale_id: number | null; sale_number: number | null; method: number | null;
  reference: string | null; note: string | null; debit: string | number; credit: string | number; balance: string | number;
  credit_delta: string | number | null; credit_after: string | number | null;
}
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Every money movement of a client in a clinic as one list (a union of kinds, each with `kind`): issued invoices
 * (debit), payments applied to them (credit; by client credit: `credit_used`) with the credit movement each
 * caused (an overpayment, a use of credit), and credit movements of their own (adjustments). `ord` orders
 * movements of the same instant: the invoice before its payments.
 *
 * Credit notes and refunds (migration 0036) are a ledger: a posted credit note is a credit of its whole total at
 * posted_at (what reduced the balance due and any excess the clinic now owes back, so the balance may go below zero:
 * in the client's favour), its void the reverse debit at voided_at (id negated: one line per event), and a refund a
 * debit of what was paid back (in cash, by card, or into client credit, whose credit line shows beside it).
 */
function movementsCte(clinicId: number, clientId: number) {
  return sql`
    SELECT 'invoice' AS kind, 0 AS ord, s.id, s.issued_at AS at, s.id AS sale_id, s.number AS sale_number, NULL::smallint AS method,
           NULL::varchar AS reference, s.note::varchar AS note, s.total_minor AS debit, 0::bigint AS credit,
           NULL::bigint AS credit_delta, NULL::bigint AS credit_after
      FROM sales s WHERE s.clinic_id = ${clinicId} AND s.client_id = ${clientId} AND s.status = 'issued'
    UNION ALL
    SELECT CASE WHEN p.method = ${PAYMENT_METHOD_CLIENT_CREDIT} THEN 'credit_used' ELSE 'payment' END, 1, p.id, p.created_at, p.sale_id, s.number, p.method,
           p.reference, NULL, 0, p.applied_minor, cm.delta_minor, cm.balance_after_minor
      FROM sale_payments p JOIN sales s ON s.id = p.sale_id
      LEFT JOIN client_credit_movements cm ON cm.payment_id = p.id
     WHERE p.clinic_id = ${clinicId} AND p.client_id = ${clientId}
    UNION ALL
    SELECT 'credit', 2, cm.id, cm.created_at, cm.sale_id, s.number, NULL, NULL, cm.note, 0, 0, cm.delta_minor, cm.balance_after_minor
      FROM client_credit_movements cm LEFT JOIN sales s ON s.id = cm.sale_id
     WHERE cm.clinic_id = ${clinicId} AND cm.client_id = ${clientId} AND cm.payment_id IS NULL
    UNION ALL
    SELECT 'credit_note', 1, cn.id, cn.posted_at, cn.sale_id, s.number, NULL, cn.number::varchar, cn.reason::varchar, 0, cn.total_minor, NULL, NULL
      FROM credit_notes cn JOIN sales s ON s.id = cn.sale_id
     WHERE cn.clinic_id = ${clinicId} AND cn.client_id = ${clientId} AND cn.posted_at IS NOT NULL
    UNION ALL
    SELECT 'credit_note', 3, -cn.id, cn.voided_at, cn.sale_id, s.number, NULL, cn.number::varchar, cn.void_reason::varchar, cn.total_minor, 0, NULL, NULL
      FROM credit_notes cn JOIN sales s ON s.id = cn.sale_id
     WHERE cn.clinic_id = ${clinicId} AND cn.client_id = ${clientId} AND cn.status = 'voided' AND cn.voided_at IS NOT NULL
    UNION ALL
    SELECT 'refund', 2, r.id, r.created_at, r.sale_id, s.number, r.method, r.reference, NULL, r.amount_minor, 0, NULL, NULL
      FROM refunds r JOIN sales s ON s.id = r.sale_id
     WHERE r.clinic_id = ${clinicId} AND r.client_id = ${clientId}`;
}

async function clinicContext(db: DbOrTx, clinicId: number) {
  const [c] = await db.select({ tz: clinics.timezone, currency: clinicPreferences.currency, currencyFirst: clinicPreferences.currencyFirst })
    .from(clinics).leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id)).where(eq(clinics.id, clinicId));
  return { tz: c?.tz ?? 'UTC', currency: c?.currency ?? '$', currencyFirst: c?.currencyFirst ?? 0 };
}

/**
 * A client's account statement in the active clinic between two clinic-local days (either open): the balance due
 * before `from` (opening) and at the end of `to` (closing), every movement between them oldest first with the
 * running balance due, and the client's credit at both ends. Clients of another group are 404.
 */
export async function clientStatement(db: Db, ctx: SaleCtx, clientId: number, query: TStatementQuery): Promise<TStatement> {
  const [client] = await db.select({ first: petParents.firstName, last: petParents.lastName }).from(petParents)
    .where(and(eq(petParents.id, clientId), eq(petParents.groupId, ctx.groupId)));
  if (!client) throw notFound();
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const { tz, currency, currencyFirst } = await clinicContext(db, ctx.clinicId);
  const from = query.from ?? null;
  const to = query.to ?? null;
  const inPeriod = sql`(${from}::date IS NULL OR day >= ${from}::date) AND (${to}::date IS NULL OR day <= ${to}::date)`;
  const ranked = sql`
    WITH m AS (${movementsCte(ctx.clinicId, clientId)}),
    r AS (
      SELECT m.*, (m.at AT TIME ZONE ${tz})::date AS day,
             sum(m.debit - m.credit) OVER (ORDER BY m.at, m.ord, m.id ROWS UNBOUNDED PRECEDING) AS balance
        FROM m
    )`;
  const [page, agg] = await Promise.all([
    db.execute(sql`${ranked}
      SELECT kind, id, at, sale_id, sale_number, method, reference, note, debit, credit, balance, credit_delta, credit_after
        FROM r WHERE ${inPeriod} ORDER BY at, ord, id LIMIT ${perPage} OFFSET ${offsetOf(query.page, perPage)}`),
    db.execute(sql`${ranked}
      SELECT count(*) FILTER (WHERE ${inPeriod})::int AS total,
             coalesce(sum(debit - credit) FILTER (WHERE ${from}::date IS NOT NULL AND day < ${from}::date), 0) AS opening,
             coalesce(sum(debit - credit) FILTER (WHERE ${to}::date IS NULL OR day <= ${to}::date), 0) AS closing,
             coalesce(sum(debit - credit), 0) AS now,
             coalesce(sum(debit) FILTER (WHERE ${inPeriod}), 0) AS debits,
             coalesce(sum(credit) FILTER (WHERE ${inPeriod}), 0) AS credits
        FROM r`),
  ]);
  const [a] = rowsOf<Record<string, unknown>>(agg);
  const [credits] = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT
      (SELECT balance_after_minor FROM client_credit_movements WHERE clinic_id = ${ctx.clinicId} AND client_id = ${clientId}
          AND ${from}::date IS NOT NULL AND (created_at AT TIME ZONE ${tz})::date < ${from}::date ORDER BY id DESC LIMIT 1) AS opening,
      (SELECT balance_after_minor FROM client_credit_movements WHERE clinic_id = ${ctx.clinicId} AND client_id = ${clientId}
          AND (${to}::date IS NULL OR (created_at AT TIME ZONE ${tz})::date <= ${to}::date) ORDER BY id DESC LIMIT 1) AS closing,
      (SELECT balance_after_minor FROM client_credit_movements WHERE clinic_id = ${ctx.clinicId} AND client_id = ${clientId}
          ORDER BY id DESC LIMIT 1) AS now`));
  const movements: TStatementMovement[] = rowsOf<Row>(page).map((r) => ({
    kind: r.kind, id: Number(r.id), at: new Date(r.at).toISOString(), sale_id: numOrNull(r.sale_id), sale_number: numOrNull(r.sale_number),
    method: numOrNull(r.method), reference: r.reference, note: r.note, debit: num(r.debit), credit: num(r.credit), balance: num(r.balance),
    credit_delta: numOrNull(r.credit_delta), credit_after: numOrNull(r.credit_after),
  }));
  return {
    data: {
      client_id: clientId, client_name: `${client.first} ${client.last}`, currency, currency_first: currencyFirst, from, to,
      opening_balance: num(a.opening), closing_balance: num(a.closing), balance_due: num(a.now),
      opening_credit: num(credits.opening), closing_credit: num(credits.closing), credit: num(credits.now),
      debits: num(a.debits), credits: num(a.credits), movements,
    },
    meta: pageMeta(query.page, perPage, num(a.total)),
  };
}

/** Every movement of the period (for the PDF): pages through the statement. */
export async function fullStatement(db: Db, ctx: SaleCtx, clientId: number, from: string | null, to: string | null): Promise<TStatement['data']> {
  const first = await clientStatement(db, ctx, clientId, { page: 1, per_page: 1000, from: from ?? undefined, to: to ?? undefined });
  const all = [...first.data.movements];
  for (let p = 2; p <= Math.min(first.meta.last_page, 5); p++) {
    all.push(...(await clientStatement(db, ctx, clientId, { page: p, per_page: 1000, from: from ?? undefined, to: to ?? undefined })).data.movements);
  }
  return { ...first.data, movements: all };
}
