// "Add to calendar": the .ics comes from the API (the very invite the mails carry: one builder, one
// UID per appointment, whatever page or frame asks), and the Google Calendar link is built here.
// Times are UTC instants, so every calendar shows them right.

export interface CalendarEvent {
  title: string;
  startUtc: string;
  endUtc: string;
  description?: string;
  location?: string;
}

/** 2026-03-02T08:30:00.000Z → 20260302T083000Z */
export function toIcsUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The API's download of the appointment's invite, reached with the manage link's token. */
export function icsDownloadUrl(manageUrl: string): string | null {
  const token = /\/appointment\/([A-Za-z0-9_-]{20,100})(?:[/?#]|$)/.exec(manageUrl)?.[1];
  return token ? `/api/v1/public/appointments/${token}/calendar.ics` : null;
}

export function googleCalendarUrl(ev: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: ev.title,
    dates: `${toIcsUtc(ev.startUtc)}/${toIcsUtc(ev.endUtc)}`,
    ...(ev.description ? { details: ev.description } : {}),
    ...(ev.location ? { location: ev.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
