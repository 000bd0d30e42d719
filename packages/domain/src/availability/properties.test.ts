import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { computeFreeSlots, isSlotFree, workingRangesForDate } from './index';
import { localDate } from './test-support';
import type { AvailabilityInput, DayOfWeek, Schedule, TimeRange, WeeklyInterval } from './types';

const ZONES = ['Europe/Bucharest', 'America/New_York', 'UTC', 'Asia/Kolkata', 'Australia/Lord_Howe'];
// Every DST change of 2026 in those zones, so random ranges keep landing on them.
const ANCHORS = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RUNS = { seed: 42, numRuns: 300 };

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const weeklyInterval: fc.Arbitrary<WeeklyInterval> = fc
  .record({ day: fc.integer({ min: 1, max: 7 }), start: fc.integer({ min: 0, max: 1439 }), length: fc.integer({ min: 1, max: 900 }) })
  .map(({ day, start, length }) => ({ day: day as DayOfWeek, start_time: hhmm(start), end_time: hhmm(Math.min(1440, start + length)) }));

// Same random intervals on every day of the week: random per-day hours leave most short ranges idle.
const everyDay = fc
  .array(weeklyInterval, { minLength: 1, maxLength: 3 })
  .map((ivs) => ivs.flatMap((iv) => ([1, 2, 3, 4, 5, 6, 7] as DayOfWeek[]).map((day) => ({ ...iv, day }))));
const weeklyHours = fc.oneof(fc.array(weeklyInterval, { maxLength: 16 }), everyDay);

const scenario = fc
  .record({
    timezone: fc.constantFrom(...ZONES),
    anchor: fc.constantFrom(...ANCHORS),
    startShift: fc.integer({ min: -2, max: 1 }),
    days: fc.integer({ min: 1, max: 4 }),
    clinicHours: weeklyHours,
    // Often a clinic open around the clock, so the vet hours and the night-time changes decide.
    clinicAllDay: fc.boolean(),
    vetHours: weeklyHours,
    // Relative to the window start, in minutes; odd values keep the busy edges off the grid.
    busy: fc.array(fc.record({ at: fc.integer({ min: -24 * 60, max: 6 * 24 * 60 }), length: fc.integer({ min: 1, max: 300 }) }), { maxLength: 30 }),
    shifts: fc.option(fc.array(fc.record({ at: fc.integer({ min: -24 * 60, max: 6 * 24 * 60 }), length: fc.integer({ min: 30, max: 14 * 60 }) }), { maxLength: 6 }), { nil: null, freq: 2 }),
    durationMinutes: fc.integer({ min: 3, max: 24 }).map((n) => n * 5),
    stepMinutes: fc.constantFrom(15, 15, 5, 10, 20, 30, 60),
    nowShift: fc.integer({ min: -2 * 24 * 60, max: 24 * 60 }),
    minNoticeMinutes: fc.constantFrom(0, 0, 30, 240),
    horizonDays: fc.constantFrom(365, 365, 365, 2, 3),
  })
  .map((s) => {
    const start = DateTime.fromISO(s.anchor, { zone: s.timezone }).plus({ days: s.startShift });
    const startDate = start.toISODate() ?? '';
    const endDate = start.plus({ days: s.days - 1 }).toISODate() ?? '';
    const origin = start.toMillis();
    const toRange = (r: { at: number; length: number }): TimeRange => ({ start: origin + r.at * MINUTE, end: origin + (r.at + r.length) * MINUTE });
    const input: AvailabilityInput = {
      timezone: s.timezone,
      clinicHours: s.clinicAllDay ? ([1, 2, 3, 4, 5, 6, 7] as DayOfWeek[]).map((day) => ({ day, start_time: '00:00', end_time: '24:00' })) : s.clinicHours,
      vetHours: s.vetHours,
      shifts: s.shifts === null ? null : s.shifts.map(toRange),
      busy: s.busy.map(toRange),
      durationMinutes: s.durationMinutes,
      stepMinutes: s.stepMinutes,
      now: origin + s.nowShift * MINUTE,
      minNoticeMinutes: s.minNoticeMinutes,
      horizonDays: s.horizonDays,
    };
    return { input, startDate, endDate };
  });

function allSlots(schedule: Schedule): number[] {
  return Object.values(schedule).flat().map((s) => Date.parse(s));
}

function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end;
}

describe('availability properties (fast-check, seed 42)', () => {
  it('never offers a slot that overlaps a busy interval', () => {
    fc.assert(
      fc.property(scenario, ({ input, startDate, endDate }) => {
        const duration = input.durationMinutes * MINUTE;
        for (const s of allSlots(computeFreeSlots(input, startDate, endDate))) {
          expect(input.busy.some((b) => overlaps(b, { start: s, end: s + duration }))).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('offers only slots that lie inside one working range of their own local date, on its grid', () => {
    fc.assert(
      fc.property(scenario, ({ input, startDate, endDate }) => {
        const duration = input.durationMinutes * MINUTE;
        for (const [date, slots] of Object.entries(computeFreeSlots(input, startDate, endDate))) {
          const ranges = workingRangesForDate(input, date);
          for (const iso of slots) {
            const s = Date.parse(iso);
            expect(localDate(s, input.timezone)).toBe(date);
            expect(ranges.some((r) => r.start <= s && s + duration <= r.end)).toBe(true);
            const local = DateTime.fromMillis(s, { zone: input.timezone });
            expect((local.hour * 60 + local.minute) % (input.stepMinutes ?? 15)).toBe(0);
            expect(local.second).toBe(0);
            expect(s).toBeGreaterThanOrEqual(input.now + (input.minNoticeMinutes ?? 0) * MINUTE);
            expect(s).toBeLessThan(input.now + (input.horizonDays ?? 365) * 24 * HOUR);
          }
        }
      }),
      RUNS,
    );
  });

  it('offers exactly the grid instants a brute-force scan of the working ranges finds', () => {
    fc.assert(
      fc.property(scenario, ({ input, startDate, endDate }) => {
        const duration = input.durationMinutes * MINUTE;
        const step = input.stepMinutes ?? 15;
        const earliest = input.now + (input.minNoticeMinutes ?? 0) * MINUTE;
        const latest = input.now + (input.horizonDays ?? 365) * 24 * HOUR;
        const schedule = computeFreeSlots(input, startDate, endDate);
        for (const [date, slots] of Object.entries(schedule)) {
          const expected: string[] = [];
          for (const r of workingRangesForDate(input, date)) {
            // All offsets in these zones are multiples of 30 minutes, so grid points sit on 5-minute UTC marks.
            for (let t = Math.ceil(r.start / (5 * MINUTE)) * 5 * MINUTE; t + duration <= r.end; t += 5 * MINUTE) {
              const local = DateTime.fromMillis(t, { zone: input.timezone });
              if ((local.hour * 60 + local.minute) % step !== 0) continue;
              if (t < earliest || t >= latest) continue;
              if (input.busy.some((b) => overlaps(b, { start: t, end: t + duration }))) continue;
              expected.push(new Date(t).toISOString());
            }
          }
          expect(slots).toEqual(expected);
        }
      }),
      { ...RUNS, numRuns: 150 },
    );
  });

  it('has isSlotFree agree with computeFreeSlots on offered and non-offered instants', () => {
    fc.assert(
      fc.property(scenario, fc.array(fc.integer({ min: 0, max: 4 * 24 * 60 }), { minLength: 20, maxLength: 40 }), ({ input, startDate, endDate }, probes) => {
        const schedule = computeFreeSlots(input, startDate, endDate);
        const offered = new Set(allSlots(schedule));
        for (const s of offered) expect(isSlotFree(input, s)).toBe(true);

        const step = (input.stepMinutes ?? 15) * MINUTE;
        const origin = DateTime.fromISO(startDate, { zone: input.timezone }).toMillis();
        const candidates = [...offered].flatMap((s) => [s - step, s + step, s - 5 * MINUTE, s + 5 * MINUTE, s + 1, s + HOUR, s - HOUR]);
        candidates.push(...probes.map((p) => origin + p * MINUTE));
        for (const t of candidates) {
          const date = localDate(t, input.timezone);
          if (date < startDate || date > endDate) continue;
          expect(isSlotFree(input, t)).toBe(offered.has(t));
        }
      }),
      RUNS,
    );
  });

  it('returns every date of the range in order, with slots sorted and unique', () => {
    fc.assert(
      fc.property(scenario, ({ input, startDate, endDate }) => {
        const schedule = computeFreeSlots(input, startDate, endDate);
        const dates = Object.keys(schedule);
        expect(dates[0]).toBe(startDate);
        expect(dates.at(-1)).toBe(endDate);
        for (let i = 1; i < dates.length; i++) {
          expect(DateTime.fromISO(dates[i - 1]).plus({ days: 1 }).toISODate()).toBe(dates[i]);
        }
        const slots = allSlots(schedule);
        for (let i = 1; i < slots.length; i++) expect(slots[i]).toBeGreaterThan(slots[i - 1]);
      }),
      RUNS,
    );
  });

  it('booking an offered slot removes it and every slot overlapping it, and nothing else', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ input, startDate, endDate }, pick) => {
        const before = computeFreeSlots(input, startDate, endDate);
        const slots = allSlots(before);
        fc.pre(slots.length > 0);
        const duration = input.durationMinutes * MINUTE;
        const booked = { start: slots[pick % slots.length], end: slots[pick % slots.length] + duration };
        const after = computeFreeSlots({ ...input, busy: [...input.busy, booked] }, startDate, endDate);
        const expected = Object.fromEntries(
          Object.entries(before).map(([date, list]) => [date, list.filter((iso) => !overlaps(booked, { start: Date.parse(iso), end: Date.parse(iso) + duration }))]),
        );
        expect(after).toEqual(expected);
      }),
      RUNS,
    );
  });
});
