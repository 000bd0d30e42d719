import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { formatClinicDate, formatClinicDateTime, formatClinicTime, wallClock } from './time-format';

const morning = '2026-03-02T01:30:00.000Z'; // 10:30 in Seoul
const evening = '2026-03-02T10:05:00.000Z'; // 19:05 in Seoul

describe('formatClinicTime', () => {
  it('should write a Korean 12-hour time with the day period first, as Korean reads', () => {
    expect(formatClinicTime(morning, { timezone: 'Asia/Seoul', timeFormat: 'hh:mm A', language: 'ko' })).toBe('오전 10:30');
    expect(formatClinicTime(evening, { timeFormat: 'hh:mm A', timezone: 'Asia/Seoul', language: 'ko' })).toBe('오후 07:05');
  });

  it('should follow the clinic\'s 24-hour format in every language', () => {
    for (const language of LANGUAGES) expect(formatClinicTime(evening, { timezone: 'Asia/Seoul', timeFormat: 'HH:mm', language })).toBe('19:05');
  });

  it('should write each language\'s own day period for a 12-hour clinic', () => {
    const at = (language: string) => formatClinicTime(morning, { timezone: 'Asia/Seoul', timeFormat: 'hh:mm A', language });
    expect(at('en')).toBe('10:30 AM');
    expect(at('ro')).toBe('10:30 a.m.');
    expect(at('zh-TW')).toBe('上午10:30');
    expect(at('hu')).toBe('de. 10:30');
    // A browser tag or an unknown language falls back like every other text.
    expect(at('ko-KR')).toBe('오전 10:30');
    expect(at('xx')).toBe('10:30 AM');
  });

  it('should read noon and midnight as 12 PM and 12 AM', () => {
    expect(formatClinicTime('2026-03-02T12:00:00Z', { timezone: 'UTC', timeFormat: 'hh:mm A', language: 'en' })).toBe('12:00 PM');
    expect(formatClinicTime('2026-03-02T00:00:00Z', { timezone: 'UTC', timeFormat: 'hh:mm A', language: 'en' })).toBe('12:00 AM');
    expect(formatClinicTime('2026-03-02T00:00:00Z', { timezone: 'UTC', timeFormat: 'HH:mm', language: 'en' })).toBe('00:00');
  });
});

describe('formatClinicDate and wallClock', () => {
  it('should use the clinic\'s wall clock across a DST change', () => {
    // Bucharest moves from +02:00 to +03:00 at 01:00 UTC on 2025-03-30.
    expect(wallClock('2025-03-30T00:30:00Z', 'Europe/Bucharest')).toMatchObject({ hour: 2, minute: 30 });
    expect(wallClock('2025-03-30T01:30:00Z', 'Europe/Bucharest')).toMatchObject({ hour: 4, minute: 30 });
  });

  it('should write the clinic\'s date format on the day of its zone', () => {
    const lateUtc = '2026-03-01T23:30:00Z'; // already 2 March in Seoul
    expect(formatClinicDate(lateUtc, { timezone: 'Asia/Seoul', dateFormat: 'DD-MM-YYYY' })).toBe('02-03-2026');
    expect(formatClinicDate(lateUtc, { timezone: 'Asia/Seoul', dateFormat: 'MM/DD/YYYY' })).toBe('03/02/2026');
    expect(formatClinicDate(lateUtc, { timezone: 'UTC', dateFormat: 'YYYY-MM-DD' })).toBe('2026-03-01');
    expect(formatClinicDateTime(morning, { timezone: 'Asia/Seoul', dateFormat: 'DD.MM.YYYY', timeFormat: 'hh:mm A', language: 'ko' })).toBe('02.03.2026 오전 10:30');
  });
});
