import { DateTime } from 'luxon';
import { formatClinicDateTime, formatClinicTime } from '@vetclinic/domain/time-format';

// Everything a visitor reads is in the CLINIC's zone and the clinic's own date/time formats.

export interface ClinicFormats { timezone: string; client_date_format: string; client_time_format: string }

// The same formatter as the mails and invites (packages/domain/src/time-format.ts).
export const formatTime = (iso: string, c: ClinicFormats, locale: string) => formatClinicTime(iso, { timezone: c.timezone, timeFormat: c.client_time_format, language: locale });
export const formatDateTime = (iso: string, c: ClinicFormats, locale: string) =>
  formatClinicDateTime(iso, { timezone: c.timezone, dateFormat: c.client_date_format, timeFormat: c.client_time_format, language: locale });

/** The hour (0–23) on the clinic's wall clock. */
export const clinicHour = (iso: string, zone: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).hour;
