import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { clinicHour } from './clinic-time';

describe('clinicHour', () => {
  it('should give the same hour as luxon on the clinic\'s wall clock, across zones and DST changes', () => {
    const zones = ['Europe/Bucharest', 'America/New_York', 'Asia/Seoul', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC', 'Pacific/Chatham'];
    // Every 37 minutes for a year: every hour of the day, both DST changes of each zone.
    for (const zone of zones) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 37 * 60_000) {
        const iso = new Date(t).toISOString();
        const want = DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).hour;
        if (clinicHour(iso, zone) !== want) expect(`${zone} ${iso}: ${clinicHour(iso, zone)}`).toBe(`${zone} ${iso}: ${want}`);
      }
    }
  });

  it('should read an ISO time with an offset as the same instant', () => {
    expect(clinicHour('2026-06-01T09:30:00+03:00', 'Europe/Bucharest')).toBe(9);
    expect(clinicHour('2026-06-01T00:00:00Z', 'America/New_York')).toBe(20);
    expect(clinicHour('2026-01-01T00:30:00Z', 'UTC')).toBe(0);
  });
});
