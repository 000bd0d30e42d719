// Calendar arithmetic on clinic-local dates ('yyyy-MM-dd' strings). Plain UTC Date maths: a civil
// date has no zone, so no DST edge can shift a day. Weeks run Monday (1) to Sunday (7), spec §9.

export type IsoDate = string;

const toUtc = (date: IsoDate) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (dt: Date): IsoDate => dt.toISOString().slice(0, 10);

export function addDays(date: IsoDate, days: number): IsoDate {
  const dt = toUtc(date);
  dt.setUTCDate(dt.getUTCDate() + days);
  return fromUtc(dt);
}

/** 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: IsoDate): number {
  return ((toUtc(date).getUTCDay() + 6) % 7) + 1;
}

export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - weekdayOf(date));
}

export function weekDays(monday: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** Today's date on the clinic's wall calendar. */
export function todayInZone(zone: string, now: Date = new Date()): IsoDate {
  // en-CA formats as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface DateWindow { start: IsoDate; end: IsoDate }

/**
 * Splits today … today + horizon into request windows of at most `size` days (the API's range
 * limit is 31 days), in order, so the page can fetch one month at a time.
 */
export function slotWindows(today: IsoDate, horizonDays: number, size = 31): DateWindow[] {
  const last = addDays(today, Math.max(0, horizonDays));
  const out: DateWindow[] = [];
  for (let start = today; start <= last; start = addDays(start, size)) {
    const end = addDays(start, size - 1);
    out.push({ start, end: end < last ? end : last });
  }
  return out;
}

/** The index of the window holding `date`, or -1 when it lies outside all of them. */
export function windowIndexOf(windows: DateWindow[], date: IsoDate): number {
  return windows.findIndex((w) => w.start <= date && date <= w.end);
}

export type Schedule = Record<IsoDate, string[]>;

export function mergeSchedules(schedules: Schedule[]): Schedule {
  const out: Schedule = {};
  for (const s of schedules) {
    for (const [date, slots] of Object.entries(s)) {
      out[date] = [...new Set([...(out[date] ?? []), ...slots])].sort();
    }
  }
  return out;
}

/** The first date on or after `from` that has at least one free slot. */
export function firstFreeDate(schedule: Schedule, from: IsoDate = ''): IsoDate | null {
  const dates = Object.keys(schedule).filter((d) => d >= from && schedule[d].length > 0).sort();
  return dates[0] ?? null;
}

export function hasFreeSlot(schedule: Schedule, days: IsoDate[]): boolean {
  return days.some((d) => (schedule[d]?.length ?? 0) > 0);
}
