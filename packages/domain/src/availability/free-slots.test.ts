import { describe, expect, it } from 'vitest';
import { computeFreeSlots, isSlotFree, workingRangesForDate } from './index';
import { ALL_DAYS, at, baseInput, hoursOn, labels } from './test-support';
import type { AvailabilityInput } from './types';

const TZ = 'Europe/Bucharest';
const MONDAY = '2026-05-04';
const TUESDAY = '2026-05-05';
const WEDNESDAY = '2026-05-06';
const SUNDAY = '2026-05-10';

function slotsOn(input: AvailabilityInput, date: string): string[] {
  return labels(computeFreeSlots(input, date, date)[date], input.timezone);
}

function range(from: string, to: string, stepMinutes = 15): string[] {
  const out: string[] = [];
  const [fh, fm] = from.split(':').map(Number);
  const [th, tm] = to.split(':').map(Number);
  for (let m = fh * 60 + fm; m <= th * 60 + tm; m += stepMinutes) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

describe('computeFreeSlots on ordinary days', () => {
  it('offers every 15 minutes from the start of work until the last start that still fits', () => {
    expect(slotsOn(baseInput(), MONDAY)).toEqual(range('09:00', '11:30'));
  });

  it('returns instants as UTC ISO strings with milliseconds, sorted ascending', () => {
    const slots = computeFreeSlots(baseInput(), MONDAY, MONDAY)[MONDAY];
    // Bucharest is UTC+3 in May.
    expect(slots[0]).toBe('2026-05-04T06:00:00.000Z');
    expect(slots.at(-1)).toBe('2026-05-04T08:30:00.000Z');
  });

  it('never lets a booking span a lunch break', () => {
    const input = baseInput({ vetHours: hoursOn([1], '09:00-12:00', '13:00-17:00'), durationMinutes: 60 });
    expect(slotsOn(input, MONDAY)).toEqual([...range('09:00', '11:00'), ...range('13:00', '16:00')]);
  });

  it('offers nothing on a day the clinic is closed, even if the vet works', () => {
    const input = baseInput({ vetHours: hoursOn(ALL_DAYS, '09:00-17:00') });
    expect(computeFreeSlots(input, SUNDAY, SUNDAY)).toEqual({ [SUNDAY]: [] });
  });

  it('gives a vet working outside clinic hours only the intersection', () => {
    const input = baseInput({ clinicHours: hoursOn([1], '09:00-17:00'), vetHours: hoursOn([1], '07:00-20:00') });
    expect(slotsOn(input, MONDAY)).toEqual(range('09:00', '16:30'));
  });

  it('treats touching opening intervals as one continuous working range', () => {
    const input = baseInput({ vetHours: hoursOn([1], '09:00-10:00', '10:00-11:00'), durationMinutes: 60 });
    expect(slotsOn(input, MONDAY)).toEqual(range('09:00', '10:00'));
  });

  it('never offers a slot that overlaps a busy interval, whatever order the busy list is in', () => {
    const busy = [
      { start: at(TZ, '2026-05-04 10:20'), end: at(TZ, '2026-05-04 10:40') },
      { start: at(TZ, '2026-05-04 10:10'), end: at(TZ, '2026-05-04 10:30') },
    ];
    // 09:45 would run to 10:15; 10:45 is the first start after the block ends at 10:40.
    expect(slotsOn(baseInput({ busy }), MONDAY)).toEqual([...range('09:00', '09:30'), ...range('10:45', '11:30')]);
  });

  it('lets a slot start exactly when a busy interval ends and end exactly when one starts', () => {
    const busy = [
      { start: at(TZ, '2026-05-04 09:00'), end: at(TZ, '2026-05-04 10:00') },
      { start: at(TZ, '2026-05-04 11:00'), end: at(TZ, '2026-05-04 12:00') },
    ];
    expect(slotsOn(baseInput({ busy }), MONDAY)).toEqual(['10:00', '10:15', '10:30']);
  });

  it('offers a long multi-service booking only where the whole duration fits', () => {
    const busy = [
      { start: at(TZ, '2026-05-04 09:00'), end: at(TZ, '2026-05-04 10:00') },
      { start: at(TZ, '2026-05-04 11:30'), end: at(TZ, '2026-05-04 12:00') },
    ];
    expect(slotsOn(baseInput({ busy, durationMinutes: 90 }), MONDAY)).toEqual(['10:00']);
  });

  it('respects the minimum notice counted from now', () => {
    const input = baseInput({ now: at(TZ, '2026-05-04 09:05'), minNoticeMinutes: 60 });
    expect(slotsOn(input, MONDAY)).toEqual(range('10:15', '11:30'));
  });

  it('offers nothing before now even without a notice period', () => {
    expect(slotsOn(baseInput({ now: at(TZ, '2026-05-04 10:00') }), MONDAY)).toEqual(range('10:00', '11:30'));
  });

  it('stops offering at now + horizon, exclusive', () => {
    const input = baseInput({ now: at(TZ, '2026-05-04 10:00'), horizonDays: 1 });
    const result = computeFreeSlots(input, MONDAY, WEDNESDAY);
    expect(labels(result[TUESDAY], TZ)).toEqual(range('09:00', '09:45'));
    expect(result[WEDNESDAY]).toEqual([]);
  });

  it('aligns starts to the step in local wall-clock time, not UTC', () => {
    // Kolkata is UTC+05:30, so local full hours are half hours in UTC.
    const input = baseInput({ timezone: 'Asia/Kolkata', stepMinutes: 60, durationMinutes: 60, now: Date.UTC(2026, 0, 1) });
    expect(computeFreeSlots(input, MONDAY, MONDAY)[MONDAY]).toEqual([
      '2026-05-04T03:30:00.000Z',
      '2026-05-04T04:30:00.000Z',
      '2026-05-04T05:30:00.000Z',
    ]);
  });

  it('aligns an odd opening time up to the next grid point', () => {
    const input = baseInput({ vetHours: hoursOn([1], '09:10-10:00'), durationMinutes: 15 });
    expect(slotsOn(input, MONDAY)).toEqual(['09:15', '09:30', '09:45']);
  });

  it('lists every date of the inclusive range as a key, in order, with [] when nothing is free', () => {
    const result = computeFreeSlots(baseInput(), MONDAY, SUNDAY);
    expect(Object.keys(result)).toEqual(['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-09', '2026-05-10']);
    expect(result['2026-05-09']).toEqual([]);
    expect(result['2026-05-08']).toHaveLength(11);
  });

  it('returns an empty schedule when the range is reversed', () => {
    expect(computeFreeSlots(baseInput(), TUESDAY, MONDAY)).toEqual({});
  });

  it('rejects malformed input loudly instead of offering nothing', () => {
    expect(() => computeFreeSlots(baseInput({ timezone: 'Mars/Olympus' }), MONDAY, MONDAY)).toThrow(RangeError);
    expect(() => computeFreeSlots(baseInput({ vetHours: hoursOn([1], '9:00-12:00') }), MONDAY, MONDAY)).toThrow(RangeError);
    expect(() => computeFreeSlots(baseInput({ vetHours: hoursOn([1], '12:00-09:00') }), MONDAY, MONDAY)).toThrow(RangeError);
    expect(() => computeFreeSlots(baseInput({ durationMinutes: 0 }), MONDAY, MONDAY)).toThrow(RangeError);
    expect(() => computeFreeSlots(baseInput(), '2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it("accepts '24:00' as the end of a day", () => {
    const input = baseInput({ clinicHours: hoursOn([1], '22:00-24:00'), vetHours: hoursOn([1], '23:00-24:00') });
    expect(slotsOn(input, MONDAY)).toEqual(['23:00', '23:15', '23:30']);
  });
});

describe('shifts', () => {
  const weekly = { vetHours: hoursOn([1, 2, 3, 4, 5], '09:00-17:00') };
  const tuesdayShift = { start: at(TZ, '2026-05-05 13:00'), end: at(TZ, '2026-05-05 20:00') };

  it('replace the weekly hours on the dates they start on, clipped by clinic hours', () => {
    const input = baseInput({ ...weekly, shifts: [tuesdayShift], durationMinutes: 60 });
    expect(slotsOn(input, TUESDAY)).toEqual(range('13:00', '17:00'));
  });

  it('leave the weekly hours in force on dates without a shift', () => {
    const input = baseInput({ ...weekly, shifts: [tuesdayShift], durationMinutes: 60 });
    expect(slotsOn(input, MONDAY)).toEqual(range('09:00', '16:00'));
    expect(slotsOn(input, WEDNESDAY)).toEqual(range('09:00', '16:00'));
  });

  it('make a day a working day even when the weekly hours have it off', () => {
    const input = baseInput({ vetHours: [], shifts: [tuesdayShift], durationMinutes: 60 });
    expect(slotsOn(input, TUESDAY)).toEqual(range('13:00', '17:00'));
    expect(slotsOn(input, MONDAY)).toEqual([]);
  });

  it('combine when several start on one date', () => {
    const shifts = [
      { start: at(TZ, '2026-05-05 14:00'), end: at(TZ, '2026-05-05 16:00') },
      { start: at(TZ, '2026-05-05 08:00'), end: at(TZ, '2026-05-05 10:00') },
    ];
    expect(slotsOn(baseInput({ ...weekly, shifts, durationMinutes: 60 }), TUESDAY)).toEqual([...range('08:00', '09:00'), ...range('14:00', '15:00')]);
  });

  it('change nothing when the list is empty or null', () => {
    const expected = computeFreeSlots(baseInput(weekly), MONDAY, WEDNESDAY);
    expect(computeFreeSlots(baseInput({ ...weekly, shifts: [] }), MONDAY, WEDNESDAY)).toEqual(expected);
    expect(computeFreeSlots(baseInput({ ...weekly, shifts: null }), MONDAY, WEDNESDAY)).toEqual(expected);
  });
});

describe('isSlotFree', () => {
  const busy = [{ start: at(TZ, '2026-05-04 10:00'), end: at(TZ, '2026-05-04 10:30') }];
  const input = baseInput({ busy, vetHours: hoursOn([1], '09:00-12:00', '13:00-14:00') });

  it('is true for every slot computeFreeSlots offers', () => {
    for (const slot of computeFreeSlots(input, MONDAY, MONDAY)[MONDAY]) {
      expect(isSlotFree(input, Date.parse(slot))).toBe(true);
    }
  });

  it('is false off the grid, over busy time, across the break, outside hours and before notice', () => {
    expect(isSlotFree(input, at(TZ, '2026-05-04 09:05'))).toBe(false);
    expect(isSlotFree(input, at(TZ, '2026-05-04 09:45'))).toBe(false);
    expect(isSlotFree(input, at(TZ, '2026-05-04 11:45'))).toBe(false);
    expect(isSlotFree(input, at(TZ, '2026-05-04 08:30'))).toBe(false);
    expect(isSlotFree(input, at(TZ, '2026-05-04 13:30'))).toBe(true);
    expect(isSlotFree({ ...input, now: at(TZ, '2026-05-04 13:31') }, at(TZ, '2026-05-04 13:30'))).toBe(false);
    expect(isSlotFree(input, at(TZ, '2026-05-04 09:00') + 1)).toBe(false);
    expect(isSlotFree(input, Number.NaN)).toBe(false);
  });
});

describe('workingRangesForDate', () => {
  it('returns clinic ∩ vet hours of the date as absolute ranges', () => {
    const input = baseInput({ clinicHours: hoursOn([1], '08:00-12:30'), vetHours: hoursOn([1], '09:00-10:00', '12:00-17:00') });
    expect(workingRangesForDate(input, MONDAY)).toEqual([
      { start: at(TZ, '2026-05-04 09:00'), end: at(TZ, '2026-05-04 10:00') },
      { start: at(TZ, '2026-05-04 12:00'), end: at(TZ, '2026-05-04 12:30') },
    ]);
  });

  it('returns clinic ∩ shifts on a shift date', () => {
    const shifts = [{ start: at(TZ, '2026-05-04 16:00'), end: at(TZ, '2026-05-05 02:00') }];
    expect(workingRangesForDate(baseInput({ shifts }), MONDAY)).toEqual([{ start: at(TZ, '2026-05-04 16:00'), end: at(TZ, '2026-05-04 18:00') }]);
  });
});
