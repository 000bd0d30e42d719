import { describe, expect, it } from 'vitest';
import { computeFreeSlots, isSlotFree, workingRangesForDate } from './index';
import { ALL_DAYS, hoursOn, labels } from './test-support';
import type { AvailabilityInput } from './types';

function nightInput(timezone: string, span: string, extra: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timezone,
    clinicHours: hoursOn(ALL_DAYS, '00:00-24:00'),
    vetHours: hoursOn(ALL_DAYS, span),
    busy: [],
    durationMinutes: 60,
    stepMinutes: 30,
    now: Date.UTC(2026, 0, 1),
    ...extra,
  };
}

function slotsOn(input: AvailabilityInput, date: string): string[] {
  return computeFreeSlots(input, date, date)[date];
}

function gapsInMinutes(slots: readonly string[]): number[] {
  return slots.slice(1).map((s, i) => (Date.parse(s) - Date.parse(slots[i])) / 60_000);
}

describe('spring forward', () => {
  it('Europe/Bucharest 2026-03-29: 03:xx does not exist, so it is never offered', () => {
    const slots = slotsOn(nightInput('Europe/Bucharest', '01:00-05:00'), '2026-03-29');
    expect(slots).toEqual([
      '2026-03-28T23:00:00.000Z', // 01:00 EET
      '2026-03-28T23:30:00.000Z', // 01:30
      '2026-03-29T00:00:00.000Z', // 02:00
      '2026-03-29T00:30:00.000Z', // 02:30, ends 04:30 EEST after a real hour
      '2026-03-29T01:00:00.000Z', // 04:00 EEST, last start that ends by 05:00
    ]);
    expect(labels(slots, 'Europe/Bucharest')).toEqual(['01:00', '01:30', '02:00', '02:30', '04:00']);
  });

  it('America/New_York 2026-03-08: 02:xx does not exist, so it is never offered', () => {
    const slots = slotsOn(nightInput('America/New_York', '00:00-05:00'), '2026-03-08');
    expect(slots).toEqual([
      '2026-03-08T05:00:00.000Z', // 00:00 EST
      '2026-03-08T05:30:00.000Z',
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z', // 01:30 EST
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
      '2026-03-08T07:30:00.000Z',
      '2026-03-08T08:00:00.000Z', // 04:00 EDT, ends 05:00
    ]);
    expect(labels(slots, 'America/New_York')).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00']);
  });

  it('keeps the 15-minute grid one real step apart across the gap, and the working day an hour shorter', () => {
    const input = nightInput('Europe/Bucharest', '00:00-06:00', { stepMinutes: 15, durationMinutes: 15 });
    const slots = slotsOn(input, '2026-03-29');
    expect(labels(slots, 'Europe/Bucharest').filter((l) => l.startsWith('03:'))).toEqual([]);
    expect(new Set(gapsInMinutes(slots))).toEqual(new Set([15]));
    expect(slots).toHaveLength(5 * 4);
    const [range] = workingRangesForDate(input, '2026-03-29');
    expect((range.end - range.start) / 3_600_000).toBe(5);
  });

  it('gives an interval lying entirely inside the gap no working time', () => {
    const input = nightInput('Europe/Bucharest', '03:00-04:00');
    expect(workingRangesForDate(input, '2026-03-29')).toEqual([]);
    expect(slotsOn(input, '2026-03-29')).toEqual([]);
  });

  it('starts an interval that opens inside the gap at the moment clocks jump', () => {
    const input = nightInput('America/New_York', '02:30-04:00');
    expect(workingRangesForDate(input, '2026-03-08')).toEqual([{ start: Date.parse('2026-03-08T07:00:00Z'), end: Date.parse('2026-03-08T08:00:00Z') }]);
    expect(labels(slotsOn(input, '2026-03-08'), 'America/New_York')).toEqual(['03:00']);
  });

  it('handles the half-hour change of Australia/Lord_Howe (2026-10-04, 02:00 → 02:30)', () => {
    const input = nightInput('Australia/Lord_Howe', '01:00-04:00', { stepMinutes: 15, durationMinutes: 30 });
    const local = labels(slotsOn(input, '2026-10-04'), 'Australia/Lord_Howe');
    expect(local).toEqual(['01:00', '01:15', '01:30', '01:45', '02:30', '02:45', '03:00', '03:15', '03:30']);
  });
});

describe('fall back', () => {
  it('Europe/Bucharest 2026-10-25: offers both occurrences of 03:xx as distinct instants', () => {
    const slots = slotsOn(nightInput('Europe/Bucharest', '01:00-05:00'), '2026-10-25');
    expect(slots).toEqual([
      '2026-10-24T22:00:00.000Z', // 01:00 EEST
      '2026-10-24T22:30:00.000Z',
      '2026-10-24T23:00:00.000Z',
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z', // 03:00 EEST
      '2026-10-25T00:30:00.000Z', // 03:30 EEST
      '2026-10-25T01:00:00.000Z', // 03:00 EET, the repeated hour
      '2026-10-25T01:30:00.000Z', // 03:30 EET
      '2026-10-25T02:00:00.000Z', // 04:00 EET, ends 05:00
    ]);
    expect(labels(slots, 'Europe/Bucharest', 'HH:mm ZZ')).toEqual([
      '01:00 +03:00',
      '01:30 +03:00',
      '02:00 +03:00',
      '02:30 +03:00',
      '03:00 +03:00',
      '03:30 +03:00',
      '03:00 +02:00',
      '03:30 +02:00',
      '04:00 +02:00',
    ]);
  });

  it('America/New_York 2026-11-01: offers both occurrences of 01:xx as distinct instants', () => {
    const slots = slotsOn(nightInput('America/New_York', '00:00-04:00'), '2026-11-01');
    expect(slots).toEqual([
      '2026-11-01T04:00:00.000Z', // 00:00 EDT
      '2026-11-01T04:30:00.000Z',
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T05:30:00.000Z', // 01:30 EDT
      '2026-11-01T06:00:00.000Z', // 01:00 EST, the repeated hour
      '2026-11-01T06:30:00.000Z', // 01:30 EST
      '2026-11-01T07:00:00.000Z', // 02:00 EST
      '2026-11-01T07:30:00.000Z',
      '2026-11-01T08:00:00.000Z', // 03:00 EST, ends 04:00
    ]);
  });

  it('keeps slots unique, sorted and one real step apart through the repeated hour', () => {
    const input = nightInput('America/New_York', '00:00-06:00', { stepMinutes: 15, durationMinutes: 15 });
    const slots = slotsOn(input, '2026-11-01');
    expect(new Set(slots).size).toBe(slots.length);
    expect(new Set(gapsInMinutes(slots))).toEqual(new Set([15]));
    // 00:00 EDT to 06:00 EST is seven real hours.
    expect(slots).toHaveLength(7 * 4);
  });

  it('reads an interval boundary inside the repeated hour as its earlier occurrence', () => {
    const input = nightInput('America/New_York', '01:30-03:00');
    expect(workingRangesForDate(input, '2026-11-01')).toEqual([{ start: Date.parse('2026-11-01T05:30:00Z'), end: Date.parse('2026-11-01T08:00:00Z') }]);
  });

  it('makes every slot last durationMinutes of real time, even one that starts before the change', () => {
    // 01:30 EDT + 60 real minutes = 01:30 EST; a busy block there must rule it out.
    const busy = [{ start: Date.parse('2026-11-01T06:15:00Z'), end: Date.parse('2026-11-01T06:20:00Z') }];
    const slots = slotsOn(nightInput('America/New_York', '00:00-04:00', { busy }), '2026-11-01');
    expect(slots).not.toContain('2026-11-01T05:30:00.000Z');
    expect(slots).toContain('2026-11-01T05:00:00.000Z');
  });
});

describe('ordinary days in a DST zone', () => {
  it('keep slots on the local grid in both winter and summer time', () => {
    const input = nightInput('Europe/Bucharest', '09:00-10:00');
    expect(slotsOn(input, '2026-01-12')).toEqual(['2026-01-12T07:00:00.000Z']);
    expect(slotsOn(input, '2026-07-13')).toEqual(['2026-07-13T06:00:00.000Z']);
  });
});

describe('isSlotFree on DST days', () => {
  const cases: [string, string][] = [
    ['Europe/Bucharest', '2026-03-29'],
    ['Europe/Bucharest', '2026-10-25'],
    ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'],
    ['Australia/Lord_Howe', '2026-04-05'],
    ['Australia/Lord_Howe', '2026-10-04'],
  ];

  it.each(cases)('agrees with computeFreeSlots on every 5-minute instant of %s %s', (zone, date) => {
    const input = nightInput(zone, '00:00-06:00', { stepMinutes: 15, durationMinutes: 45 });
    const offered = new Set(slotsOn(input, date).map((s) => Date.parse(s)));
    expect(offered.size).toBeGreaterThan(0);
    const from = Date.parse(`${date}T00:00:00Z`) - 16 * 3_600_000;
    for (let t = from; t < from + 48 * 3_600_000; t += 5 * 60_000) {
      const local = new Date(t).toISOString();
      // Only instants filed under this date can be compared with this date's list.
      const onDate = labels([local], zone, 'yyyy-MM-dd')[0] === date;
      if (onDate) expect(isSlotFree(input, t), local).toBe(offered.has(t));
    }
  });
});
