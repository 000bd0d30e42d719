import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, googleCalendarUrl, toIcsUtc, type CalendarEvent } from './calendar-export';

const event: CalendarEvent = {
  uid: 'appointment-42@vetclinic',
  title: 'General consultation, Nail trimming – Happy Paws Clinic',
  startUtc: '2026-03-02T08:30:00.000Z',
  endUtc: '2026-03-02T09:15:00Z',
  description: 'With Dr. Maria Ionescu\nPets: Rex; Luna',
  location: 'Bd. Lascăr Catargiu 21, București',
  url: 'https://example.test/book/happy-paws/appointment/abc',
};

describe('calendar export', () => {
  it('should write UTC instants in the basic format', () => {
    expect(toIcsUtc('2026-03-02T08:30:00.000Z')).toBe('20260302T083000Z');
    expect(toIcsUtc('2026-03-02T10:30:00+02:00')).toBe('20260302T083000Z');
  });

  it('should escape commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('should fold long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'ă'.repeat(60)}`);
    const enc = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(enc.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`DESCRIPTION:${'ă'.repeat(60)}`);
  });

  it('should build one VEVENT with CRLF line ends', () => {
    const ics = buildIcs(event, new Date('2026-03-01T12:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20260302T083000Z\r\n');
    expect(ics).toContain('DTEND:20260302T091500Z\r\n');
    expect(ics).toContain('DTSTAMP:20260301T120000Z\r\n');
    expect(ics).toContain('SUMMARY:General consultation\\, Nail trimming – Happy Paws Clinic');
    expect(ics).toContain('DESCRIPTION:With Dr. Maria Ionescu\\nPets: Rex\\; Luna');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('should leave optional properties out when they are empty', () => {
    const ics = buildIcs({ uid: 'u', title: 't', startUtc: event.startUtc, endUtc: event.endUtc });
    expect(ics).not.toContain('LOCATION');
    expect(ics).not.toContain('DESCRIPTION');
  });

  it('should link Google Calendar with the event dates and texts', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      dates: '20260302T083000Z/20260302T091500Z',
      text: event.title,
      location: event.location,
      details: event.description,
    });
  });
});
