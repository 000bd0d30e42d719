import { DateTime } from 'luxon';
import type { AvailabilityInput, DayOfWeek, WeeklyInterval } from './types';

// Shared by the availability tests only; nothing here is exported from index.ts.

export const ALL_DAYS: DayOfWeek[] = [1, 2, 3, 4, 5, 6, 7];

/** Same hours on each of `days`: hoursOn([1, 2], '09:00-12:00', '13:00-17:00'). */
export function hoursOn(days: readonly DayOfWeek[], ...spans: string[]): WeeklyInterval[] {
  return days.flatMap((day) =>
    spans.map((span) => {
      const [start_time, end_time] = span.split('-');
      return { day, start_time, end_time };
    }),
  );
}

/** Epoch ms of a clinic-local wall time 'yyyy-MM-dd HH:mm' (earlier occurrence when repeated). */
export function at(zone: string, local: string): number {
  const dt = DateTime.fromFormat(local, 'yyyy-MM-dd HH:mm', { zone });
  if (!dt.isValid) throw new Error(`bad local time ${local}`);
  return dt.toMillis();
}

/** Local wall-clock labels of UTC ISO slots, for readable expectations. */
export function labels(slots: readonly string[], zone: string, format = 'HH:mm'): string[] {
  return slots.map((s) => DateTime.fromISO(s, { zone }).toFormat(format));
}

export function localDate(instant: number, zone: string): string {
  return DateTime.fromMillis(instant, { zone }).toISODate() ?? '';
}

export function baseInput(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timezone: 'Europe/Bucharest',
    clinicHours: hoursOn([1, 2, 3, 4, 5], '08:00-18:00'),
    vetHours: hoursOn([1, 2, 3, 4, 5], '09:00-12:00'),
    busy: [],
    durationMinutes: 30,
    now: at('Europe/Bucharest', '2026-05-01 00:00'),
    ...overrides,
  };
}
