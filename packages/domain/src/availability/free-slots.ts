import { DAY_MS, MINUTE_MS, formatDate, parseDate } from './civil-date';
import { mergeRanges } from './intervals';
import type { AvailabilityInput, Schedule, TimeRange, WorkingHoursInput } from './types';
import { ShiftIndex, prepareWeeklyHours, shiftsOfDayByScan, validShifts, workingRangesOfDay } from './working-time';
import { offsetAt, zoneDay, zoneDayOf, type ZoneDay } from './zone-day';

/*
 * The slot grid, including across DST changes.
 *
 * A slot start is an instant whose LOCAL wall-clock reading is a whole number of steps after local
 * midnight of its date. Inside one constant-offset segment of the day that is plain arithmetic
 * (u ≡ wallStart − offset mod step), so no DateTime is created per slot.
 *
 * - Spring forward: wall times inside the gap never occur, so no slot is labelled with them
 *   (Bucharest 2026-03-29 jumps from 02:45 to 04:00). Because the gap is a whole number of steps,
 *   the UTC instants stay one step apart.
 * - Fall back: the repeated hour is offered in BOTH occurrences (01:00 EDT, 01:15 EDT, … then
 *   01:00 EST, 01:15 EST, …). They are distinct instants, so the UTC list has no duplicates and
 *   stays one step apart; every slot is durationMinutes of real time. Working intervals whose
 *   wall-clock boundary lies inside the repeated hour use its earlier occurrence (see zone-day.ts),
 *   so 00:00–06:00 covers the whole night (7 real hours) and a 01:30 end means the first 01:30.
 */

interface SlotRules {
  durationMs: number;
  stepMs: number;
  /** Earliest allowed start (now + notice), inclusive. */
  earliest: number;
  /** Latest allowed start (now + horizon), exclusive. */
  latest: number;
}

function slotRules(input: AvailabilityInput): SlotRules {
  const { durationMinutes, now } = input;
  const stepMinutes = input.stepMinutes ?? 15;
  const notice = input.minNoticeMinutes ?? 0;
  const horizonDays = input.horizonDays ?? 365;
  if (!Number.isFinite(durationMinutes) || durationMinutes <= 0) throw new RangeError(`durationMinutes must be > 0, got ${durationMinutes}`);
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1 || stepMinutes > 1440) throw new RangeError(`stepMinutes must be an integer in 1…1440, got ${stepMinutes}`);
  if (!Number.isFinite(now)) throw new RangeError('now must be a finite epoch-ms instant');
  if (!Number.isFinite(notice)) throw new RangeError('minNoticeMinutes must be finite');
  if (!Number.isFinite(horizonDays)) throw new RangeError('horizonDays must be finite');
  return {
    durationMs: durationMinutes * MINUTE_MS,
    stepMs: stepMinutes * MINUTE_MS,
    earliest: now + notice * MINUTE_MS,
    latest: now + horizonDays * DAY_MS,
  };
}

/** Pushes grid instants in [from, to] (and < latest) as ISO strings, segment by segment. */
function pushGrid(day: ZoneDay, stepMs: number, from: number, to: number, latest: number, out: string[]): void {
  const { segStarts, segOffsets } = day;
  const n = segOffsets.length;
  for (let k = 0; k < n; k++) {
    const segEnd = k + 1 < n ? segStarts[k + 1] : Infinity;
    if (segEnd <= from) continue;
    if (segStarts[k] > to) break;
    const a = Math.max(from, segStarts[k]);
    const anchor = day.wallStart - segOffsets[k];
    const r = (((a - anchor) % stepMs) + stepMs) % stepMs;
    for (let u = r === 0 ? a : a + stepMs - r; u <= to && u < segEnd && u < latest; u += stepMs) {
      out.push(new Date(u).toISOString());
    }
  }
}

export function computeFreeSlots(input: AvailabilityInput, startDate: string, endDate: string): Schedule {
  const rules = slotRules(input);
  const hours = prepareWeeklyHours(input);
  const firstDay = parseDate(startDate);
  const lastDay = parseDate(endDate);
  const result: Schedule = {};
  if (lastDay < firstDay) return result;

  const zone = input.timezone;
  const windowStart = zoneDay(zone, firstDay).utcStart;
  const windowEnd = zoneDay(zone, lastDay).utcEnd;
  const shifts = validShifts(input.shifts);
  const shiftIndex = shifts === null ? null : new ShiftIndex(shifts);
  const busy = mergeRanges(input.busy.filter((b) => b.end > windowStart && b.start < windowEnd));
  const { durationMs, stepMs, earliest, latest } = rules;

  // Working ranges come out ascending across the whole walk, so the busy pointer only moves forward.
  let bp = 0;
  for (let ed = firstDay; ed <= lastDay; ed++) {
    const slots: string[] = [];
    result[formatDate(ed)] = slots;
    const day = zoneDay(zone, ed);
    if (day.utcEnd - durationMs < earliest || day.utcStart >= latest) continue;

    for (const range of workingRangesOfDay(hours, day, shiftIndex === null ? null : shiftIndex.ofDay(day))) {
      const lo = Math.max(range.start, earliest);
      const hi = range.end - durationMs;
      if (lo > hi || lo >= latest) continue;
      while (bp < busy.length && busy[bp].end <= range.start) bp++;
      // Free pieces of the range between busy blocks; a slot must fit inside one piece.
      let cursor = range.start;
      for (let k = bp; k < busy.length && busy[k].start < range.end; k++) {
        if (busy[k].start > cursor) pushGrid(day, stepMs, Math.max(cursor, lo), Math.min(busy[k].start - durationMs, hi), latest, slots);
        if (busy[k].end > cursor) cursor = busy[k].end;
      }
      if (cursor < range.end) pushGrid(day, stepMs, Math.max(cursor, lo), hi, latest, slots);
    }
  }
  return result;
}

/**
 * True when `start` is a slot start of the grid: a whole number of steps of local wall-clock time
 * since local midnight (the rule pushGrid offers by). Bookings check it first, so an off-grid time
 * is a validation error rather than "taken".
 */
export function isOnSlotGrid(timezone: string, start: number, stepMinutes = 15): boolean {
  if (!Number.isFinite(start)) return false;
  const day = zoneDayOf(timezone, start);
  return (start - (day.wallStart - offsetAt(day, start))) % (stepMinutes * MINUTE_MS) === 0;
}

export function isSlotFree(input: AvailabilityInput, start: number): boolean {
  if (!Number.isFinite(start)) return false;
  const { durationMs, stepMs, earliest, latest } = slotRules(input);
  if (start < earliest || start >= latest) return false;
  if (!isOnSlotGrid(input.timezone, start, stepMs / MINUTE_MS)) return false;

  const day = zoneDayOf(input.timezone, start);
  const end = start + durationMs;
  const ranges = workingRangesOfDay(prepareWeeklyHours(input), day, shiftsOfDayByScan(validShifts(input.shifts), day));
  if (!ranges.some((r) => r.start <= start && end <= r.end)) return false;
  // No sort needed for a single question: any overlap with a non-empty busy range rules it out.
  return !input.busy.some((b) => b.end > b.start && b.start < end && b.end > start);
}

export function workingRangesForDate(input: WorkingHoursInput, date: string): TimeRange[] {
  const day = zoneDay(input.timezone, parseDate(date));
  const ranges = workingRangesOfDay(prepareWeeklyHours(input), day, shiftsOfDayByScan(validShifts(input.shifts), day));
  return ranges.map((r) => ({ start: r.start, end: r.end }));
}
