import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, firstFreeDate, hasFreeSlot, mergeSchedules, mondayOf, slotWindows, todayInZone, weekDays, weekdayOf, windowIndexOf } from './week';

describe('week helpers', () => {
  it('should count weekdays from Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-03-02')).toBe(1);
    expect(weekdayOf('2026-03-08')).toBe(7);
  });

  it('should find the Monday of a week when the date is a Sunday', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
  });

  it('should build seven days across a month and year end', () => {
    expect(weekDays('2025-12-29')).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
  });

  it('should not shift dates over a DST change', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-04-04')).toBe(7);
  });

  it('should take today from the clinic zone, not the visitor one', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(todayInZone('Europe/Bucharest', now)).toBe('2026-03-02');
    expect(todayInZone('America/New_York', now)).toBe('2026-03-01');
  });

  it('should split the horizon into windows of at most 31 days', () => {
    const w = slotWindows('2026-03-01', 60);
    expect(w).toEqual([
      { start: '2026-03-01', end: '2026-03-31' },
      { start: '2026-04-01', end: '2026-04-30' },
    ]);
    expect(slotWindows('2026-03-01', 10)).toEqual([{ start: '2026-03-01', end: '2026-03-11' }]);
    expect(windowIndexOf(w, '2026-04-02')).toBe(1);
    expect(windowIndexOf(w, '2026-05-02')).toBe(-1);
  });

  it('should merge schedules without duplicate slots, in order', () => {
    const merged = mergeSchedules([{ '2026-03-02': ['b', 'a'] }, { '2026-03-02': ['a', 'c'], '2026-03-03': [] }]);
    expect(merged).toEqual({ '2026-03-02': ['a', 'b', 'c'], '2026-03-03': [] });
  });

  it('should find the first free date and skip empty days', () => {
    const s = { '2026-03-04': ['x'], '2026-03-02': [], '2026-03-09': ['y'] };
    expect(firstFreeDate(s)).toBe('2026-03-04');
    expect(firstFreeDate(s, '2026-03-05')).toBe('2026-03-09');
    expect(firstFreeDate(s, '2026-03-10')).toBeNull();
    expect(hasFreeSlot(s, ['2026-03-02', '2026-03-03'])).toBe(false);
  });
});
