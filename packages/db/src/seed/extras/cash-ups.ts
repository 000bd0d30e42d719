import { asc, eq, sql } from 'drizzle-orm';
import { cashUps, clinicPreferences, clinics, staffUsers } from '../../schema/index';
import type { ExtrasSeeder } from './index';

// Cash-up demo (#16): the last few clinic-local days with payments (never today) are closed per clinic, from
// the sales demo's payments: the drawer matched on most, one day came up short and one over, with a note.
const DAYS = 5;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export const seedCashUps: ExtrasSeeder = async (tx, { groupId, now }) => {
  const clinicRows = await tx.select({ id: clinics.id, tz: clinics.timezone, currency: clinicPreferences.currency }).from(clinics)
    .leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id)).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  const [closer] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.groupId, groupId)).orderBy(asc(staffUsers.id)).limit(1);
  for (const clinic of clinicRows) {
    const days = rowsOf<{ day: string; method: number; count: number; total: string | number }>(await tx.execute(sql`
      WITH d AS (
        SELECT to_char((created_at AT TIME ZONE ${clinic.tz})::date, 'YYYY-MM-DD') AS day, method, amount_minor
          FROM sale_payments WHERE clinic_id = ${clinic.id} AND method <> 6
           AND (created_at AT TIME ZONE ${clinic.tz})::date < (${now.toISOString()}::timestamptz AT TIME ZONE ${clinic.tz})::date
      ), last AS (SELECT DISTINCT day FROM d ORDER BY day DESC LIMIT ${DAYS})
      SELECT d.day, d.method::int AS method, count(*)::int AS count, sum(d.amount_minor) AS total
        FROM d JOIN last USING (day) GROUP BY d.day, d.method ORDER BY d.day, d.method`));
    const byDay = new Map<string, { method: number; count: number; total: number }[]>();
    for (const r of days) byDay.set(r.day, [...(byDay.get(r.day) ?? []), { method: r.method, count: r.count, total: Number(r.total) }]);
    let i = 0;
    for (const [day, totals] of byDay) {
      const expected = totals.find((m) => m.method === 1)?.total ?? 0;
      const off = i === 1 ? -500 : i === 3 ? 200 : 0;
      const counted = Math.max(0, expected + off);
      const closedAt = new Date(`${day}T18:30:00Z`);
      await tx.insert(cashUps).values({
        clinicId: clinic.id, day, currency: clinic.currency ?? '$', countedCashMinor: counted, expectedCashMinor: expected, differenceMinor: counted - expected,
        totals, note: off < 0 ? 'Short: change given twice at the desk' : off > 0 ? 'Over: a tip left in the drawer' : null, closedBy: closer?.id ?? null, closedAt,
      });
      i++;
    }
  }
};
