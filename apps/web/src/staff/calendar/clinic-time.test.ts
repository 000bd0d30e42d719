import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { defaultSlot, gridHours, isWorkingAt, localParts, readableColors, textOn, toUtcIso, viewRange, withoutYear } from './clinic-time';

describe('calendar time helpers', () => {
  it('should read a clinic-local date and time in the clinic zone, across DST', () => {
    expect(toUtcIso('2026-03-29', '10:00', 'Europe/Bucharest')).toBe('2026-03-29T07:00:00.000Z');
    expect(toUtcIso('2026-03-28', '10:00', 'Europe/Bucharest')).toBe('2026-03-28T08:00:00.000Z');
    expect(localParts('2026-03-29T07:00:00.000Z', 'Europe/Bucharest')).toEqual({ date: '2026-03-29', time: '10:00' });
  });

  it('should give a Monday-to-Monday week in the clinic zone, whatever the browser zone', () => {
    const r = viewRange(new Date('2026-11-21T23:30:00Z'), 'week', 'Europe/Bucharest');
    expect(r.from).toBe('2026-11-15T22:00:00.000Z');
    expect(r.to).toBe('2026-11-22T22:00:00.000Z');
    expect(viewRange(new Date('2026-11-21T23:30:00Z'), 'day', 'Europe/Bucharest').from).toBe('2026-11-21T22:00:00.000Z');
  });

  it('should drop the year from the clinic date format for column headers', () => {
    expect(withoutYear('DD-MM-YYYY')).toBe('DD-MM');
    expect(withoutYear('YYYY-MM-DD')).toBe('MM-DD');
    expect(withoutYear('MM/DD/YYYY')).toBe('MM/DD');
  });

  it('should widen the grid to opening hours and to appointments outside them', () => {
    const options = { country_iso_code: 'ro', vets: [], services: [], opening_hours: [{ day: 1, start_time: '08:30', end_time: '18:00' }] };
    expect(gridHours(options, [], 'UTC')).toEqual({ minHour: 8, maxHour: 18 });
    const late = { start: new Date('2026-11-23T20:00:00Z'), end: new Date('2026-11-23T21:15:00Z') };
    expect(gridHours(options, [late], 'UTC')).toEqual({ minHour: 8, maxHour: 22 });
  });

  it('should tell working time by the vet\'s weekly hours in the clinic zone', () => {
    const hours = [{ day: 1, start_time: '09:00', end_time: '13:00' }];
    expect(isWorkingAt(hours, new Date('2026-11-23T07:00:00Z'), 'Europe/Bucharest')).toBe(true);
    expect(isWorkingAt(hours, new Date('2026-11-23T11:00:00Z'), 'Europe/Bucharest')).toBe(false);
  });

  it('should pick readable text on a service colour', () => {
    expect(textOn('#ffe066')).toBe('#1a202c');
    expect(textOn('#1c6354')).toBe('#ffffff');
    // Orange 600: white is 3.6:1, dark text 4.6:1.
    expect(textOn('#ea580c')).toBe('#1a202c');
  });

  it('should darken a mid-tone service colour until its text reaches 4.5:1', () => {
    expect(readableColors('#ffe066')).toEqual({ bg: '#ffe066', fg: '#1a202c' });
    const mid = readableColors('#3b82f6'); // white 3.7:1, dark 4.3:1 — neither is enough
    expect(mid.fg).toBe('#ffffff');
    expect(mid.bg).not.toBe('#3b82f6');
    const l = (hex: string) => {
      const [r, g, b] = (hex.match(/\w\w/g) ?? []).map((x) => parseInt(x, 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    expect(1.05 / (l(mid.bg) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  describe('where a new appointment opens', () => {
    const ZONE = 'Europe/Bucharest';
    // Thursday 26 November 2026; Ana works Mon–Fri 09:00–17:00, Bogdan Thursdays 14:00–20:00.
    const ana = { id: 1, working_hours: [1, 2, 3, 4, 5].map((day) => ({ day, start_time: '09:00', end_time: '17:00' })) };
    const bogdan = { id: 2, working_hours: [{ day: 4, start_time: '14:00', end_time: '20:00' }] };
    const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toJSDate();

    it('should open at the next quarter hour inside the shown vet\'s hours, never at an evening hour nobody works', () => {
      // The calendar shows Bogdan alone: his first working quarter hour.
      expect(defaultSlot({ vets: [bogdan], zone: ZONE, shownDate: at('2026-11-26T12:00'), now: at('2026-11-26T10:07') }))
        .toEqual({ vetId: 2, date: '2026-11-26', time: '14:00' });
      // Both work at 14:15: the preferred vet first.
      expect(defaultSlot({ vets: [ana, bogdan], zone: ZONE, shownDate: at('2026-11-26T12:00'), now: at('2026-11-26T14:05'), preferredVetId: 2 }))
        .toEqual({ vetId: 2, date: '2026-11-26', time: '14:15' });
      expect(defaultSlot({ vets: [ana, bogdan], zone: ZONE, shownDate: at('2026-11-26T12:00'), now: at('2026-11-26T10:07') }))
        .toEqual({ vetId: 1, date: '2026-11-26', time: '10:15' });
      // 21:40 on Thursday: nobody works until Friday 09:00.
      expect(defaultSlot({ vets: [ana, bogdan], zone: ZONE, shownDate: at('2026-11-26T12:00'), now: at('2026-11-26T21:40') }))
        .toEqual({ vetId: 1, date: '2026-11-27', time: '09:00' });
    });

    it('should start a future day shown at its first working time and step over booked time', () => {
      const busy = [{ vetId: 1, start: at('2026-11-30T09:00'), end: at('2026-11-30T10:00') }];
      expect(defaultSlot({ vets: [ana], zone: ZONE, shownDate: at('2026-11-30T12:00'), now: at('2026-11-26T10:00'), busy }))
        .toEqual({ vetId: 1, date: '2026-11-30', time: '10:00' });
      expect(defaultSlot({ vets: [{ id: 3, working_hours: [] }], zone: ZONE, shownDate: at('2026-11-30T12:00'), now: at('2026-11-26T10:00') })).toBeNull();
    });
  });
});
