import { formatClinicDateTime, formatClinicTime } from '@vetclinic/domain/time-format';

// Everything a visitor reads is in the CLINIC's zone and the clinic's own date/time formats.

export interface ClinicFormats { timezone: string; client_date_format: string; client_time_format: string }

// The same formatter as the mails and invites (packages/domain/src/time-format.ts).
export const formatTime = (iso: string, c: ClinicFormats, locale: string) => formatClinicTime(iso, { timezone: c.timezone, timeFormat: c.client_time_format, language: locale });
export const formatDateTime = (iso: string, c: ClinicFormats, locale: string) =>
  formatClinicDateTime(iso, { timezone: c.timezone, dateFormat: c.client_date_format, timeFormat: c.client_time_format, language: locale });

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) on the clinic's wall clock (Intl, not luxon: the slot step loads no date library). */
export function clinicHour(iso: string, zone: string): number {
  let fmt = hourFormats.get(zone);
  if (!fmt) hourFormats.set(zone, (fmt = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' })));
  return Number(fmt.formatToParts(new Date(iso)).find((p) => p.type === 'hour')?.value ?? 0) % 24;
}
