import { DateTime } from 'luxon';

/** Clinic-local date (yyyy-MM-dd) and time (HH:mm) of an instant. */
export function localParts(iso: string | null, zone: string): { date: string; time: string } {
  const dt = (iso ? DateTime.fromISO(iso) : DateTime.now()).setZone(zone);
  return { date: dt.toISODate()!, time: dt.toFormat('HH:mm') };
}

/** The instant of a clinic-local date and time, or null when either is missing or not a real moment. */
export function instantOf(date: string, time: string, zone: string): string | null {
  if (!date || !time) return null;
  const dt = DateTime.fromISO(`${date}T${time}`, { zone });
  return dt.isValid ? dt.toUTC().toISO() : null;
}
