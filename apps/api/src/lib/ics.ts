// iCalendar (RFC 5545) for appointment invitations, plus the Google Calendar "add event" link.

/** STATUS of a VEVENT (RFC 5545 §3.8.1.11). */
export type IcsEventStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
export interface IcsPerson { name: string; email: string }

export interface IcsEvent {
  /** Stable per appointment, so an update or cancellation replaces the event in the calendar. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  method: 'REQUEST' | 'CANCEL';
  /** Must grow with every change of the same uid, or calendars ignore the update. */
  sequence: number;
  /** TENTATIVE or CONFIRMED for a REQUEST; a CANCEL is always CANCELLED. */
  status: IcsEventStatus;
  /** RFC 5546 §3.2.2/§3.2.5: REQUEST and CANCEL need both the organizer and the attendee. */
  organizer: IcsPerson;
  /** Left out only for a client the clinic has no address of (their download, never a mail). */
  attendee: IcsPerson | null;
  /** DTSTAMP; defaults to now (tests pin it). */
  stamp?: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `YYYYMMDDTHHMMSSZ` in UTC. */
export function formatIcsDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // Other control characters are not allowed in TEXT at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/**
 * Folds a content line into chunks of at most 75 octets (RFC 5545 §3.1), continuation lines
 * starting with a space. Counts UTF-8 bytes and never splits a character's byte sequence.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation line holds 74 after its leading space.
  let budget = MAX_OCTETS;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > budget) {
      out.push(current);
      current = '';
      octets = 0;
      budget = MAX_OCTETS - 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** A parameter value (e.g. CN) is quoted when it holds `:;,`, and DQUOTE cannot appear inside. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** CAL-ADDRESS of a person (addresses come validated; whitespace and control characters never pass). */
const mailto = (email: string) => `mailto:${email.replace(/[\s"<>\\]/g, '')}`;

/** A complete VCALENDAR with one VEVENT, CRLF-terminated and folded, ready to attach as text/calendar. */
export function buildIcs(event: IcsEvent): string {
  const status = event.method === 'CANCEL' ? 'CANCELLED' : event.status;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vet Clinic Platform//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${formatIcsDate(event.stamp ?? new Date())}`,
    `DTSTART:${formatIcsDate(event.start)}`,
    `DTEND:${formatIcsDate(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  // URL is a URI value, not TEXT: no escaping, only folding.
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`);
  // The client is the one attendee: a confirmed visit is agreed, a tentative one still waits for an answer.
  const partstat = event.method === 'CANCEL' ? '' : `;PARTSTAT=${status === 'CONFIRMED' ? 'ACCEPTED' : 'NEEDS-ACTION'}`;
  if (event.attendee) lines.push(`ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT${partstat}:${mailto(event.attendee.email)}`);
  lines.push(`STATUS:${status}`, `TRANSP:${status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`, 'END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The Google Calendar "create event" link with the fields pre-filled. */
export function googleCalendarUrl({ start, end, title, details, location }: { start: Date; end: Date; title: string; details?: string; location?: string }): string {
  const params = new URLSearchParams({ action: 'TEMPLATE', text: title, dates: `${formatIcsDate(start)}/${formatIcsDate(end)}` });
  if (details) params.set('details', details);
  if (location) params.set('location', location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
