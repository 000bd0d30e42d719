import type { DayOfWeek } from './types';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})$/;

/**
 * Calendar dates are handled as "epoch days" (days since 1970-01-01 on the proleptic calendar):
 * pure arithmetic, no zone involved, so walking a month costs nothing.
 */
export function parseDate(date: string): number {
  const m = DATE_RE.exec(date);
  if (m === null) throw new RangeError(`Invalid date '${date}', expected yyyy-MM-dd`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  // Date.UTC silently rolls 2026-02-30 over into March; a date that doesn't round-trip is a typo.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`Invalid date '${date}'`);
  }
  return ms / DAY_MS;
}

export function formatDate(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(epochDay: number): DayOfWeek {
  // 1970-01-01 was a Thursday (4).
  return ((((epochDay + 3) % 7) + 7) % 7 + 1) as DayOfWeek;
}

/** 'HH:mm' → minutes after local midnight; '24:00' only where an end is meant. */
export function parseTimeOfDay(value: string, isEnd: boolean): number {
  const m = TIME_RE.exec(value);
  if (m !== null) {
    const h = Number(m[1]);
    const min = Number(m[2]);
    if (h < 24 && min < 60) return h * 60 + min;
    if (isEnd && h === 24 && min === 0) return 1440;
  }
  throw new RangeError(`Invalid time of day '${value}', expected HH:mm${isEnd ? " or '24:00'" : ''}`);
}
