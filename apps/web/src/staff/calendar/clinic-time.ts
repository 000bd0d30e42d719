import { DateTime } from 'luxon';
import type { TCalendarOptions } from '@vetclinic/domain';

export type CalendarView = 'day' | 'week';

/** A clinic-local date and wall-clock time as a UTC instant (ISO). */
export function toUtcIso(date: string, time: string, zone: string): string | null {
  const dt = DateTime.fromISO(`${date}T${time}`, { zone });
  return dt.isValid ? dt.toUTC().toISO() : null;
}

/** A UTC instant as the clinic's local date (yyyy-MM-dd) and time (HH:mm). */
export function localParts(iso: string | Date, zone: string) {
  const dt = (typeof iso === 'string' ? DateTime.fromISO(iso) : DateTime.fromJSDate(iso)).setZone(zone);
  return { date: dt.toISODate()!, time: dt.toFormat('HH:mm') };
}

/** The UTC range a view shows around `date`, in the clinic's zone (weeks start on Monday). */
export function viewRange(date: Date, view: CalendarView, zone: string) {
  const local = DateTime.fromJSDate(date).setZone(zone);
  const start = view === 'day' ? local.startOf('day') : local.startOf('week');
  const end = start.plus(view === 'day' ? { days: 1 } : { weeks: 1 });
  return { from: start.toUTC().toISO()!, to: end.toUTC().toISO()!, start, end };
}

/** The clinic's date format without the year, for column headers ("DD-MM-YYYY" → "DD-MM"). */
export function withoutYear(format: string): string {
  return format.replace(/[-/. ]?Y{2,4}[-/. ]?/, '') || format;
}

/** First and last hour the grid shows: opening hours, widened to fit appointments outside them. */
export function gridHours(options: TCalendarOptions | undefined, events: { start: Date; end: Date }[], zone: string) {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const intervals = [...(options?.opening_hours ?? []), ...(options?.vets.flatMap((v) => v.working_hours) ?? [])];
  let min = intervals.length ? Math.min(...intervals.map((i) => minutes(i.start_time))) : 8 * 60;
  let max = intervals.length ? Math.max(...intervals.map((i) => minutes(i.end_time))) : 20 * 60;
  for (const e of events) {
    const s = DateTime.fromJSDate(e.start).setZone(zone);
    const en = DateTime.fromJSDate(e.end).setZone(zone);
    min = Math.min(min, s.hour * 60 + s.minute);
    max = Math.max(max, en.hasSame(s, 'day') ? en.hour * 60 + en.minute : 24 * 60);
  }
  return { minHour: Math.max(0, Math.floor(min / 60)), maxHour: Math.min(24, Math.ceil(max / 60)) };
}

/** Whether a clinic-local instant lies inside a vet's weekly hours (for shading the grid). */
export function isWorkingAt(hours: { day: number; start_time: string; end_time: string }[], date: Date, zone: string) {
  const dt = DateTime.fromJSDate(date).setZone(zone);
  const hhmm = dt.toFormat('HH:mm');
  return hours.some((h) => h.day === dt.weekday && h.start_time <= hhmm && hhmm < h.end_time);
}

type WeeklyHours = { day: number; start_time: string; end_time: string }[];

/**
 * Where "New appointment" opens when no slot was clicked: the first quarter hour (a future day
 * shown: from its start; otherwise from the next quarter hour) at which one of the vets shown works
 * for the whole `minutes` and has no appointment, the preferred vet first when several do, looking
 * up to two weeks ahead. Null when nobody works in that time.
 */
export function defaultSlot(opts: {
  vets: { id: number; working_hours: WeeklyHours }[];
  zone: string;
  shownDate: Date;
  now: Date;
  minutes?: number;
  preferredVetId?: number | null;
  busy?: { vetId: number; start: Date; end: Date }[];
}): { vetId: number; date: string; time: string } | null {
  const minutes = opts.minutes ?? 30;
  const now = DateTime.fromJSDate(opts.now).setZone(opts.zone);
  const sinceQuarter = (now.minute % 15) * 60_000 + now.second * 1000 + now.millisecond;
  const nextQuarter = sinceQuarter ? now.plus({ milliseconds: 15 * 60_000 - sinceQuarter }) : now;
  const shown = DateTime.fromJSDate(opts.shownDate).setZone(opts.zone).startOf('day');
  let t = shown > now ? shown : nextQuarter;
  const order = [...opts.vets].sort((a, b) => Number(b.id === opts.preferredVetId) - Number(a.id === opts.preferredVetId));
  const limit = t.plus({ days: 14 });
  const hhmm = (d: DateTime) => d.toFormat('HH:mm');
  for (; t < limit; t = t.plus({ minutes: 15 })) {
    const end = t.plus({ minutes });
    if (!end.hasSame(t, 'day')) continue;
    for (const vet of order) {
      const inside = vet.working_hours.some((h) => h.day === t.weekday && h.start_time <= hhmm(t) && hhmm(end) <= h.end_time);
      if (!inside) continue;
      if (opts.busy?.some((b) => b.vetId === vet.id && b.start.getTime() < end.toMillis() && b.end.getTime() > t.toMillis())) continue;
      return { vetId: vet.id, date: t.toISODate()!, time: hhmm(t) };
    }
  }
  return null;
}

const DARK_TEXT = '#1a202c';
const rgbOf = (hex: string) => {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex);
  return m ? [m[1], m[2], m[3]].map((x) => parseInt(x, 16)) : null;
};
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((x) => x / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const DARK_L = luminance(rgbOf(DARK_TEXT)!);

/** Black or white text on a service colour: whichever contrasts more. */
export function textOn(hex: string): string {
  const rgb = rgbOf(hex);
  if (!rgb) return DARK_TEXT;
  const l = luminance(rgb);
  return ratio(l, DARK_L) >= ratio(l, 1) ? DARK_TEXT : '#ffffff';
}

/**
 * A service colour and its text, readable at 4.5:1 (WCAG AA for small text): mid-tone colours that
 * neither black nor white text reaches 4.5:1 on are darkened until white text does.
 */
export function readableColors(hex: string): { bg: string; fg: string } {
  let rgb = rgbOf(hex);
  if (!rgb) return { bg: hex, fg: DARK_TEXT };
  const fg = textOn(hex);
  const l = luminance(rgb);
  if (ratio(l, fg === DARK_TEXT ? DARK_L : 1) >= 4.5) return { bg: hex, fg };
  while (ratio(luminance(rgb), 1) < 4.5) rgb = rgb.map((c) => Math.floor(c * 0.92));
  return { bg: `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`, fg: '#ffffff' };
}
