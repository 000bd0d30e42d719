import { DateTime } from 'luxon';
import { validation } from '../../lib/app-error';

export interface Period { from: string; to: string }

/** The longest period a report covers: two years of days (a year compared with the one before fits). */
const MAX_DAYS = 732;

/** The period asked for, checked (from ≤ to, at most MAX_DAYS), and the same number of days just before it. */
export function periods(dateFrom: string, dateTo: string): { current: Period; previous: Period } {
  const from = DateTime.fromISO(dateFrom, { zone: 'UTC' });
  const to = DateTime.fromISO(dateTo, { zone: 'UTC' });
  if (!from.isValid) throw validation({ 'filter.date_from': ['validation.date'] });
  if (!to.isValid) throw validation({ 'filter.date_to': ['validation.date'] });
  const days = Math.round(to.diff(from, 'days').days) + 1;
  if (days < 1) throw validation({ 'filter.date_to': ['validation.interval_order'] });
  if (days > MAX_DAYS) throw validation({ 'filter.date_to': ['validation.range_too_long'] });
  const prevTo = from.minus({ days: 1 });
  const prevFrom = prevTo.minus({ days: days - 1 });
  return {
    current: { from: dateFrom, to: dateTo },
    previous: { from: prevFrom.toISODate()!, to: prevTo.toISODate()! },
  };
}

/** A rate in basis points, rounded half up; 0 of 0 is 0. */
export const rateBp = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);
