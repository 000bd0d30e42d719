import { and, desc, eq, sql } from 'drizzle-orm';
import { cashUps, staffUsers, type Db, type DbOrTx } from '@vetclinic/db';
import {
  PAGE_SIZE, PAYMENT_METHOD_CLIENT_CREDIT, type TCashUp, type TCashUpDay, type TPageQuery, type TCashUpCloseParsed,
} from '@vetclinic/domain';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { SaleCtx } from './service';

/** Cash is method 1 (PAYMENT_METHODS): the only one counted in the drawer. */
export const CASH_METHOD = 1;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function clinicDay(db: DbOrTx, clinicId: number, date: string | undefined) {
  const [c] = rowsOf<{ tz: string; today: string; currency: string | null; currency_first: number | null }>(await db.execute(sql`
    SELECT c.timezone AS tz, to_char((now() AT TIME ZONE c.timezone)::date, 'YYYY-MM-DD') AS today, p.currency, p.currency_first
      FROM clinics c LEFT JOIN clinic_preferences p ON p.clinic_id = c.id WHERE c.id = ${clinicId}`));
  return { tz: c?.tz ?? 'UTC', day: date ?? c?.today, currency: c?.currency ?? '$', currencyFirst: Number(c?.currency_first ?? 0) };
}

interface TakenRow extends Record<string, unknown> { method: number; staff_id: number | null; staff_name: string | null; count: number; total: string | number }

/**
 * Money taken on a clinic-local day per method and per staff member who recorded it: every payment's full amount
 * (what came over the desk, the overpart that became credit included). Paying from client credit is not money
 * taken (it was taken when the credit arose), so it is left out. Refunds paid out that day by a method are
 * subtracted from it (count 0, −amount); refunds into client credit stay out like payments from credit.
 */
async function takenOn(db: DbOrTx, clinicId: number, tz: string, day: string): Promise<TakenRow[]> {
  return rowsOf<TakenRow>(await db.execute(sql`
    WITH taken AS (
      SELECT p.method, p.created_by AS staff_id, 1 AS n, p.amount_minor AS amount
        FROM sale_payments p
       WHERE p.clinic_id = ${clinicId} AND p.method <> ${PAYMENT_METHOD_CLIENT_CREDIT}
         AND p.created_at >= (${day}::date::timestamp AT TIME ZONE ${tz})
         AND p.created_at < ((${day}::date + 1)::timestamp AT TIME ZONE ${tz})
      UNION ALL
      -- Money given back that day leaves the drawer (or the card batch) by its method; into client credit it stays out.
      SELECT r.method, r.created_by, 0, -r.amount_minor
        FROM refunds r
       WHERE r.clinic_id = ${clinicId} AND r.method <> ${PAYMENT_METHOD_CLIENT_CREDIT}
         AND r.created_at >= (${day}::date::timestamp AT TIME ZONE ${tz})
         AND r.created_at < ((${day}::date + 1)::timestamp AT TIME ZONE ${tz})
    )
    SELECT t.method::int AS method, t.staff_id, CASE WHEN su.id IS NULL THEN NULL ELSE su.first_name || ' ' || su.last_name END AS staff_name,
           sum(t.n)::int AS count, sum(t.amount) AS total
      FROM taken t LEFT JOIN staff_users su ON su.id = t.staff_id
     GROUP BY t.method, t.staff_id, su.id, su.first_name, su.last_name
     ORDER BY t.method, staff_name NULLS LAST`));
}

function toCashUp(row: typeof cashUps.$inferSelect, closedByName: string | null): TCashUp {
  return {
    id: row.id, day: row.day, currency: row.currency, counted_cash: row.countedCashMinor, expected_cash: row.expectedCashMinor,
    difference: row.differenceMinor, totals: row.totals, note: row.note, closed_by: row.closedBy, closed_by_name: closedByName,
    closed_at: row.closedAt.toISOString(),
  };
}

const closedByName = sql<string | null>`CASE WHEN ${staffUsers.id} IS NULL THEN NULL ELSE ${staffUsers.firstName} || ' ' || ${staffUsers.lastName} END`;

async function closedOn(db: DbOrTx, clinicId: number, day: string) {
  const [row] = await db.select({ c: cashUps, name: closedByName }).from(cashUps).leftJoin(staffUsers, eq(staffUsers.id, cashUps.closedBy))
    .where(and(eq(cashUps.clinicId, clinicId), eq(cashUps.day, day)));
  return row ? toCashUp(row.c, row.name) : null;
}

/** A day's takings per method (and per staff member), the cash expected in the drawer, and its close when closed. */
export async function cashUpDay(db: DbOrTx, clinicId: number, date?: string): Promise<TCashUpDay> {
  const { tz, day, currency, currencyFirst } = await clinicDay(db, clinicId, date);
  const rows = await takenOn(db, clinicId, tz, day!);
  const byMethod = new Map<number, { method: number; count: number; total: number }>();
  for (const r of rows) {
    const m = byMethod.get(r.method) ?? { method: r.method, count: 0, total: 0 };
    m.count += r.count;
    m.total += Number(r.total);
    byMethod.set(r.method, m);
  }
  const methods = [...byMethod.values()].sort((x, y) => x.method - y.method);
  return {
    day: day!, currency, currency_first: currencyFirst, methods,
    by_staff: rows.map((r) => ({ staff_id: r.staff_id, staff_name: r.staff_name, method: r.method, count: r.count, total: Number(r.total) })),
    count: methods.reduce((a, m) => a + m.count, 0),
    total: methods.reduce((a, m) => a + m.total, 0),
    expected_cash: byMethod.get(CASH_METHOD)?.total ?? 0,
    closed: await closedOn(db, clinicId, day!),
  };
}

/**
 * Closes a day: the expected cash and the per-method totals are computed here (never taken from the client),
 * the difference is counted − expected. One close per clinic and day: a second one is 409 `already_closed`
 * (the unique index decides when two arrive at once). A closed day is never changed (trigger).
 */
export async function closeCashUp(db: Db, ctx: SaleCtx, input: TCashUpCloseParsed, now = new Date()): Promise<TCashUp> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cash_up:${ctx.clinicId}`}), 0)`);
    const day = await cashUpDay(tx, ctx.clinicId, input.day);
    if (day.closed) throw new AppError('day_closed', 'sales.cashUp.errors.closed');
    const [row] = await tx.insert(cashUps).values({
      clinicId: ctx.clinicId, day: day.day, currency: day.currency, countedCashMinor: input.counted_cash, expectedCashMinor: day.expected_cash,
      differenceMinor: input.counted_cash - day.expected_cash, totals: day.methods, note: input.note ?? null, closedBy: ctx.userId, closedAt: now,
    }).returning();
    await writeAudit(tx, {
      groupId: ctx.groupId, clinicId: ctx.clinicId, actor: { type: 'staff', id: ctx.userId }, action: 'cash_up.closed', entityType: 'cash_up', entityId: row.id,
      after: { day: day.day, counted_cash: input.counted_cash, expected_cash: day.expected_cash },
    });
    return (await closedOn(tx, ctx.clinicId, day.day))!;
  });
}

/** Closed days, newest first. */
export async function listCashUps(db: Db, clinicId: number, query: TPageQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const [rows, [{ total }]] = await Promise.all([
    db.select({ c: cashUps, name: closedByName }).from(cashUps).leftJoin(staffUsers, eq(staffUsers.id, cashUps.closedBy))
      .where(eq(cashUps.clinicId, clinicId)).orderBy(desc(cashUps.day)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: sql<number>`count(*)::int` }).from(cashUps).where(eq(cashUps.clinicId, clinicId)),
  ]);
  return { data: rows.map((r) => toCashUp(r.c, r.name)), meta: pageMeta(query.page, perPage, total) };
}
