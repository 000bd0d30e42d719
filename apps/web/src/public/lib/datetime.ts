import type { IsoDate } from './week';

// Dates without a zone and the visitor's zone, with the browser's Intl only. Instants in the
// clinic's zone and formats are in clinic-time.ts (luxon), which loads with the slot picker.

/** A civil date (no zone) shown with the visitor's language: "Monday, 2 March". */
export function formatCivilDate(date: IsoDate, locale: string, opts: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = date.split('-').map(Number);
  try {
    return new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
  } catch {
    // An unknown locale tag: the browser's own language will do.
    return new Intl.DateTimeFormat(undefined, { ...opts, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
  }
}

export function formatCivilRange(from: IsoDate, to: IsoDate, locale: string): string {
  const toDate = (s: IsoDate) => {
    const [y, m, d] = s.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  };
  const fmt = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return typeof fmt.formatRange === 'function' ? fmt.formatRange(toDate(from), toDate(to)) : `${fmt.format(toDate(from))} – ${fmt.format(toDate(to))}`;
}

export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "America/New_York" → "America/New York". */
export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');
