import { DateTime } from 'luxon';

/**
 * A subscription's periods (#17). A subscription is anchored on the clinic-local date it starts; period n starts n months
 * (monthly, periodicity 1) or n years (yearly, 2) after the anchor, on the anchor's day of the month, or on the month's last
 * day when the month is shorter. Each start is computed from the anchor, never from the previous period, so 31 January
 * gives 28 (or 29) February, then 31 March — never drifting to the 28th. Dates are ISO `YYYY-MM-DD` in the clinic's
 * calendar; the instant a period starts is that date's first moment in the clinic's time zone (DST-safe via luxon).
 */

export type Periodicity = 1 | 2;

const monthsPer = (p: Periodicity) => (p === 1 ? 1 : 12);

function parse(date: string): { y: number; m: number; d: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not an ISO date: ${date}`);
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
}
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The date `months` calendar months after `date`, clamped to the target month's last day. */
export function addMonthsClamped(date: string, months: number): string {
  const { y, m, d } = parse(date);
  const total = y * 12 + (m - 1) + months;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  return iso(ty, tm, Math.min(d, daysIn(ty, tm)));
}

/** The first day of period `n` (0 = the anchor's own period). */
export function periodStart(anchor: string, periodicity: Periodicity, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`period index must be a whole number ≥ 0: ${n}`);
  return addMonthsClamped(anchor, n * monthsPer(periodicity));
}

/** Period `n` as [start, end): `end` is the next period's first day. */
export function periodRange(anchor: string, periodicity: Periodicity, n: number): { index: number; start: string; end: string } {
  return { index: n, start: periodStart(anchor, periodicity, n), end: periodStart(anchor, periodicity, n + 1) };
}

/** The period containing the clinic-local `date` (a date before the anchor is in no period: null). */
export function periodContaining(anchor: string, periodicity: Periodicity, date: string): { index: number; start: string; end: string } | null {
  if (date < anchor) return null;
  const a = parse(anchor);
  const t = parse(date);
  // A first guess from the month difference, then at most one step back (the clamped start may fall after `date`).
  let n = Math.floor(((t.y - a.y) * 12 + (t.m - a.m)) / monthsPer(periodicity));
  while (n > 0 && periodStart(anchor, periodicity, n) > date) n--;
  while (periodStart(anchor, periodicity, n + 1) <= date) n++;
  return periodRange(anchor, periodicity, n);
}

/** The instant a clinic-local date begins in `timeZone` (its first existing moment when midnight is skipped by DST). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const dt = DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  if (!dt.isValid) throw new RangeError(`invalid date or zone: ${date} ${timeZone}`);
  return dt.toJSDate();
}

/** The clinic-local date of an instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toISODate()!;
}
