import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonthsClamped, localDateOf, periodContaining, periodRange, periodStart, startOfLocalDay } from './periods';

const isoDate = fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2090, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const periodicity = fc.constantFrom(1 as const, 2 as const);
const zones = fc.constantFrom('Europe/Bucharest', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Seoul', 'Pacific/Apia', 'UTC');

describe('subscription periods', () => {
  it('should keep the anchor day across short months: 31 January → 28/29 February → 31 March', () => {
    expect([0, 1, 2, 3].map((n) => periodStart('2027-01-31', 1, n))).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(periodStart('2028-01-31', 1, 1)).toBe('2028-02-29');
    expect([0, 1, 4].map((n) => periodStart('2028-02-29', 2, n))).toEqual(['2028-02-29', '2029-02-28', '2032-02-29']);
    expect(addMonthsClamped('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('should tile time: periods follow each other without gap or overlap, each one or twelve months long', () => {
    fc.assert(fc.property(isoDate, periodicity, fc.integer({ min: 0, max: 240 }), (anchor, p, n) => {
      const a = periodRange(anchor, p, n);
      const b = periodRange(anchor, p, n + 1);
      expect(a.end).toBe(b.start);
      expect(a.start < a.end).toBe(true);
      const days = (Date.parse(a.end) - Date.parse(a.start)) / 86_400_000;
      const [min, max] = p === 1 ? [28, 31] : [365, 366];
      expect(days).toBeGreaterThanOrEqual(min);
      expect(days).toBeLessThanOrEqual(max);
      // Never drifts: the start day is the anchor's, or the month's last day when the month is shorter.
      const [y, m] = a.start.split('-').map(Number);
      const monthDays = new Date(Date.UTC(y, m, 0)).getUTCDate();
      expect(Number(a.start.slice(8))).toBe(Math.min(Number(anchor.slice(8)), monthDays));
    }));
  });

  it('should find the one period that contains a date', () => {
    fc.assert(fc.property(isoDate, periodicity, fc.integer({ min: 0, max: 20_000 }), (anchor, p, offsetDays) => {
      const date = new Date(Date.parse(anchor) + offsetDays * 86_400_000).toISOString().slice(0, 10);
      const found = periodContaining(anchor, p, date)!;
      expect(found.start <= date && date < found.end).toBe(true);
      expect(found).toEqual(periodRange(anchor, p, found.index));
    }));
    expect(periodContaining('2027-01-31', 1, '2027-01-30')).toBeNull();
    expect(periodContaining('2027-01-31', 1, '2027-02-28')?.index).toBe(1);
    expect(periodContaining('2027-01-31', 1, '2027-03-30')?.index).toBe(1);
  });

  it('should start a period at the clinic\'s local midnight, across DST and in zones where midnight is skipped', () => {
    // Bucharest: summer time from 29 March 2026 03:00; the period starting 29 March begins at 00:00 EET = 22:00 UTC the day before.
    expect(startOfLocalDay('2026-03-29', 'Europe/Bucharest').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(startOfLocalDay('2026-04-29', 'Europe/Bucharest').toISOString()).toBe('2026-04-28T21:00:00.000Z');
    // Santiago skips midnight when summer time starts (6 September 2026): the day starts at 01:00.
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    fc.assert(fc.property(isoDate, zones, (date, zone) => {
      const start = startOfLocalDay(date, zone);
      expect(localDateOf(start, zone)).toBe(date);
      // One millisecond earlier is the day before: nothing of the day is lost or given to another.
      expect(localDateOf(new Date(start.getTime() - 1), zone) < date).toBe(true);
    }));
  });
});
