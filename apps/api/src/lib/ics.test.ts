import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldLine, formatIcsDate, googleCalendarUrl, type IcsEvent } from './ics';

const start = new Date('2025-03-30T00:30:00.000Z');
const end = new Date('2025-03-30T01:00:00.000Z');
const stamp = new Date('2025-03-01T10:11:12.345Z');
const people = { organizer: { name: 'Happy Paws', email: 'desk@clinic.test' }, attendee: { name: 'Ana Marin', email: 'ana@example.test' } };
/** A request with everything RFC 5546 asks for; each test changes what it is about. */
const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({ uid: 'u', start, end, summary: 'S', method: 'REQUEST', status: 'CONFIRMED', sequence: 0, ...people, stamp, ...over });

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space disappears. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildIcs', () => {
  it('should write CRLF lines, UTC times and a DTSTAMP when building a request', () => {
    const ics = buildIcs(event({ uid: 'appt-1@clinic.test', summary: 'Vaccination' }));
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('DTSTART:20250330T003000Z');
    expect(lines).toContain('DTEND:20250330T010000Z');
    expect(lines).toContain('DTSTAMP:20250301T101112Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SEQUENCE:0');
  });

  it('should escape backslash, semicolon, comma and newlines in text values', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const ics = unfold(buildIcs(event({ summary: 'Rex; Max, and Bella', description: 'Line 1\nLine 2', location: 'Str. Lalelelor 3, București' })));
    expect(ics).toContain('SUMMARY:Rex\\; Max\\, and Bella\r\n');
    expect(ics).toContain('DESCRIPTION:Line 1\\nLine 2\r\n');
    expect(ics).toContain('LOCATION:Str. Lalelelor 3\\, București\r\n');
  });

  it('should fold lines longer than 75 octets without splitting a multi-byte character', () => {
    const description = 'Întâlnire pentru vaccinarea anuală a lui Grivei 🐕 și controlul general. '.repeat(5);
    const ics = buildIcs(event({ description }));
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(ics).toMatch(/\r\n [^ ]/);
    expect(unfold(ics)).toContain(`DESCRIPTION:${escapeIcsText(description)}\r\n`);
  });

  it('should leave a line of exactly 75 octets unfolded and fold 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('should mark the event cancelled when the method is CANCEL', () => {
    const ics = buildIcs(event({ uid: 'appt-1@clinic.test', summary: 'Vaccination', method: 'CANCEL', sequence: 3, organizer: { name: 'Clinic, Central', email: 'desk@clinic.test' } }));
    const lines = ics.split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('UID:appt-1@clinic.test');
    expect(unfold(ics)).toContain('ORGANIZER;CN="Clinic, Central":mailto:desk@clinic.test\r\n');
    expect(unfold(ics)).toContain('ATTENDEE;CN=Ana Marin;ROLE=REQ-PARTICIPANT:mailto:ana@example.test\r\n');
  });

  it('should write a tentative event whose attendee still has to answer when the request is not confirmed', () => {
    const lines = unfold(buildIcs(event({ status: 'TENTATIVE', sequence: 2 }))).split('\r\n');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('ORGANIZER;CN=Happy Paws:mailto:desk@clinic.test');
    expect(lines).toContain('ATTENDEE;CN=Ana Marin;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:ana@example.test');
  });
});

describe('googleCalendarUrl', () => {
  it('should prefill title, UTC dates, details and location', () => {
    const url = new URL(googleCalendarUrl({ start, end, title: 'Vet & co', details: 'Bring the booklet', location: 'Main St 1' }));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Vet & co');
    expect(url.searchParams.get('dates')).toBe(`${formatIcsDate(start)}/${formatIcsDate(end)}`);
    expect(url.searchParams.get('details')).toBe('Bring the booklet');
    expect(url.searchParams.get('location')).toBe('Main St 1');
  });
});
