import { DateTime } from 'luxon';
import { useClinicFormat } from '../clinic/use-clinic';
import type { TShift } from '@vetclinic/domain';

/** The Monday (yyyy-MM-dd) of the clinic-local week holding `date`, or of today. */
export function mondayOf(zone: string, date?: string | null): string {
  const base = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? DateTime.fromISO(date, { zone }) : DateTime.now().setZone(zone);
  return (base.isValid ? base : DateTime.now().setZone(zone)).startOf('week').toISODate()!;
}

export const addDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

/** Date and time labels in the clinic's zone and formats, safe for plain calendar dates. */
export function useShiftFormat() {
  const fmt = useClinicFormat();
  const noon = (date: string) => DateTime.fromISO(date, { zone: fmt.zone }).set({ hour: 12 }).toJSDate();
  return {
    ...fmt,
    day: (date: string) => fmt.date(noon(date)),
    /** "09:00–17:00" in the clinic's time format; a shift ending at midnight ends at "24:00". */
    span: (s: TShift) => `${fmt.time(s.datetime_start_utc)}–${s.end_time === '24:00' ? '24:00' : fmt.time(s.datetime_end_utc)}`,
  };
}
