import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, icsDownloadUrl, toIcsUtc, type CalendarEvent } from './calendar-export';

const event: CalendarEvent = {
  title: 'General consultation, Nail trimming – Happy Paws Clinic',
  startUtc: '2026-03-02T08:30:00.000Z',
  endUtc: '2026-03-02T09:15:00Z',
  description: 'With Dr. Maria Ionescu\nPets: Rex; Luna',
  location: 'Bd. Lascăr Catargiu 21, București',
};

describe('calendar export', () => {
  it('should write UTC instants in the basic format', () => {
    expect(toIcsUtc('2026-03-02T08:30:00.000Z')).toBe('20260302T083000Z');
    expect(toIcsUtc('2026-03-02T10:30:00+02:00')).toBe('20260302T083000Z');
  });

  it('should download the invite from the API with the manage link\'s token, never build it in the browser', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';
    expect(icsDownloadUrl(`https://clinic.test/book/happy-paws/appointment/${token}`)).toBe(`/api/v1/public/appointments/${token}/calendar.ics`);
    expect(icsDownloadUrl(`/book/happy-paws/appointment/${token}/cancel`)).toBe(`/api/v1/public/appointments/${token}/calendar.ics`);
    expect(icsDownloadUrl('https://clinic.test/book/happy-paws')).toBeNull();
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
