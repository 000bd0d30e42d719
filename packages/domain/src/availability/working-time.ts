import { MINUTE_MS, parseTimeOfDay, weekdayOf } from './civil-date';
import { intersectRanges, mergeRanges } from './intervals';
import type { TimeRange, WeeklyInterval, WorkingHoursInput } from './types';
import { wallToUtc, type ZoneDay } from './zone-day';

/** Per weekday (index 1–7), merged minute-of-day ranges; index 0 unused. */
export type WeeklyMinutes = TimeRange[][];

export interface WeeklyHours {
  clinic: WeeklyMinutes;
  /** clinic ∩ vet, intersected once per call in wall-clock minutes rather than once per date. */
  clinicAndVet: WeeklyMinutes;
}

function weeklyMinutes(intervals: readonly WeeklyInterval[], label: string): WeeklyMinutes {
  const byDay: TimeRange[][] = [[], [], [], [], [], [], [], []];
  for (const iv of intervals) {
    if (!Number.isInteger(iv.day) || iv.day < 1 || iv.day > 7) {
      throw new RangeError(`${label}: invalid day ${String(iv.day)}, expected 1 (Monday) … 7 (Sunday)`);
    }
    const start = parseTimeOfDay(iv.start_time, false);
    const end = parseTimeOfDay(iv.end_time, true);
    if (end <= start) throw new RangeError(`${label}: interval ${iv.start_time}–${iv.end_time} must end after it starts`);
    byDay[iv.day].push({ start, end });
  }
  return byDay.map((ranges) => mergeRanges(ranges));
}

export function prepareWeeklyHours(input: Pick<WorkingHoursInput, 'clinicHours' | 'vetHours'>): WeeklyHours {
  const clinic = weeklyMinutes(input.clinicHours, 'clinicHours');
  const vet = weeklyMinutes(input.vetHours, 'vetHours');
  return { clinic, clinicAndVet: clinic.map((c, day) => intersectRanges(c, vet[day])) };
}

/** Converts minute-of-day ranges of one local date to absolute ranges, keeping them merged. */
function minutesToUtc(day: ZoneDay, minutes: readonly TimeRange[]): TimeRange[] {
  const out: TimeRange[] = [];
  for (const m of minutes) {
    const start = wallToUtc(day, day.wallStart + m.start * MINUTE_MS);
    const end = wallToUtc(day, day.wallStart + m.end * MINUTE_MS);
    // Empty when the whole interval lies in a spring-forward gap.
    if (end <= start) continue;
    const last = out[out.length - 1];
    // A wall-clock break that falls entirely inside the gap does not exist in real time, so the
    // two sides touch and are joined, the same as mergeRanges does for touching ranges.
    if (last !== undefined && start <= last.end) {
      if (end > last.end) last.end = end;
    } else {
      out.push({ start, end });
    }
  }
  return out;
}

/**
 * Working ranges of one local date. `dayShifts` is null when no shift starts on this date (weekly
 * vet hours apply), otherwise the merged shifts that overlap the date: they replace the vet's hours
 * and are clipped by the clinic hours of this date, so a night shift never carries past midnight.
 */
export function workingRangesOfDay(hours: WeeklyHours, day: ZoneDay, dayShifts: readonly TimeRange[] | null): TimeRange[] {
  const weekday = weekdayOf(day.epochDay);
  if (dayShifts === null) return minutesToUtc(day, hours.clinicAndVet[weekday]);
  if (dayShifts.length === 0) return [];
  return intersectRanges(minutesToUtc(day, hours.clinic[weekday]), dayShifts);
}

/** Shifts with end <= start carry no time, so they neither count as a shift day nor add hours. */
export function validShifts(shifts: readonly TimeRange[] | null | undefined): TimeRange[] | null {
  if (shifts === null || shifts === undefined) return null;
  return shifts.filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end) && s.end > s.start);
}

/** For one-off look-ups (a single date): a linear scan beats sorting every shift. */
export function shiftsOfDayByScan(shifts: readonly TimeRange[] | null, day: ZoneDay): TimeRange[] | null {
  if (shifts === null) return null;
  if (!shifts.some((s) => s.start >= day.utcStart && s.start < day.utcEnd)) return null;
  return mergeRanges(shifts.filter((s) => s.end > day.utcStart && s.start < day.utcEnd));
}

/** First index whose value is >= `value` (or > when `strict`). */
function bound(sorted: readonly number[], value: number, strict: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value || (strict && sorted[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** For walking many dates: shifts sorted once, each date found by binary search. */
export class ShiftIndex {
  private readonly starts: number[];
  private readonly merged: TimeRange[];
  private readonly mergedEnds: number[];

  constructor(shifts: readonly TimeRange[]) {
    this.starts = shifts.map((s) => s.start).sort((a, b) => a - b);
    this.merged = mergeRanges(shifts);
    this.mergedEnds = this.merged.map((r) => r.end);
  }

  ofDay(day: ZoneDay): TimeRange[] | null {
    const i = bound(this.starts, day.utcStart, false);
    if (i >= this.starts.length || this.starts[i] >= day.utcEnd) return null;
    const out: TimeRange[] = [];
    // Merged ranges are ordered by end as well as start; the first ending after the day starts.
    for (let k = bound(this.mergedEnds, day.utcStart, true); k < this.merged.length && this.merged[k].start < day.utcEnd; k++) {
      out.push(this.merged[k]);
    }
    return out;
  }
}
