import { and, eq, gte, lte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinicClosures, type DbOrTx } from '@vetclinic/db';
import type { TimeRange } from '@vetclinic/domain';

type ClosureRow = Pick<typeof clinicClosures.$inferSelect, 'startDate' | 'endDate' | 'startTime' | 'endTime'>;

const at = (date: string, time: string, zone: string) =>
  time.startsWith('24:')
    ? DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day')
    : DateTime.fromISO(`${date}T${time.slice(0, 5)}`, { zone });

/**
 * A closure's span in UTC milliseconds: from `start_time` (else the start) of its first clinic-local day
 * until `end_time` (else the end) of its last. Luxon resolves DST gaps forward, like the availability engine.
 */
export function closureSpan(row: ClosureRow, zone: string): TimeRange {
  const start = at(row.startDate, row.startTime ?? '00:00', zone);
  const end = at(row.endDate, row.endTime ?? '24:00', zone);
  return { start: start.toMillis(), end: end.toMillis() };
}

/** The clinic's closures overlapping [from, to), as time ranges every vet of the clinic is unavailable in. */
export async function loadClosureRanges(db: DbOrTx, clinic: { id: number; timezone: string }, range: { from: number; to: number }): Promise<TimeRange[]> {
  const firstDay = DateTime.fromMillis(range.from, { zone: clinic.timezone }).minus({ days: 1 }).toISODate()!;
  const lastDay = DateTime.fromMillis(range.to, { zone: clinic.timezone }).plus({ days: 1 }).toISODate()!;
  const rows = await db.select().from(clinicClosures)
    .where(and(eq(clinicClosures.clinicId, clinic.id), lte(clinicClosures.startDate, lastDay), gte(clinicClosures.endDate, firstDay)));
  return rows.map((r) => closureSpan(r, clinic.timezone)).filter((r) => r.start < range.to && r.end > range.from);
}
