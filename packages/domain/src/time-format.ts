import { resolveLanguage, type Language } from './languages';

// The one formatter of appointment times for pet parents: the booking page, the mails and the
// invites all call it, so they can never disagree. The clinic's client_time_format chooses the
// clock (HH:mm or hh:mm A) and its date format the order of day, month and year; the visitor's
// language says how a 12-hour time reads ("10:30 AM", "오전 10:30", "上午10:30").
//
// Only Intl's numbers are used (wall-clock fields in a zone); the words for AM/PM come from the
// table below, because engines do not agree on them: this machine's Node says "AM 10:30" for
// Korean where Chromium says "오전 10:30". Luxon-free, so the public bundle can use it.

interface DayPeriods { am: string; pm: string; first: boolean; gap: string }

/** CLDR's abbreviated day periods and their place, for the 14 UI languages. */
const DAY_PERIODS: Record<Language, DayPeriods> = {
  en: { am: 'AM', pm: 'PM', first: false, gap: ' ' },
  ro: { am: 'a.m.', pm: 'p.m.', first: false, gap: ' ' },
  ca: { am: 'a. m.', pm: 'p. m.', first: false, gap: ' ' },
  id: { am: 'AM', pm: 'PM', first: false, gap: ' ' },
  es: { am: 'a. m.', pm: 'p. m.', first: false, gap: ' ' },
  fr: { am: 'AM', pm: 'PM', first: false, gap: ' ' },
  'zh-TW': { am: '上午', pm: '下午', first: true, gap: '' },
  pl: { am: 'AM', pm: 'PM', first: false, gap: ' ' },
  cs: { am: 'dop.', pm: 'odp.', first: false, gap: ' ' },
  sv: { am: 'fm', pm: 'em', first: false, gap: ' ' },
  bg: { am: 'пр.об.', pm: 'сл.об.', first: false, gap: ' ' },
  pt: { am: 'AM', pm: 'PM', first: false, gap: ' ' },
  hu: { am: 'de.', pm: 'du.', first: true, gap: ' ' },
  ko: { am: '오전', pm: '오후', first: true, gap: ' ' },
};

interface WallClock { year: number; month: number; day: number; hour: number; minute: number }

const readers = new Map<string, Intl.DateTimeFormat>();

/** Year, month, day, hour (0–23) and minute of an instant on a zone's wall clock. */
export function wallClock(instant: Date | string, zone: string): WallClock {
  let reader = readers.get(zone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
    });
    readers.set(zone, reader);
  }
  const parts = reader.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "10:30", or "10:30 AM" / "오전 10:30" when the clinic's format is a 12-hour one (hh:mm A). */
export function formatClinicTime(instant: Date | string, opts: { timezone: string; timeFormat: string; language: string }): string {
  const { hour, minute } = wallClock(instant, opts.timezone);
  const twelve = /h/.test(opts.timeFormat) || /a/i.test(opts.timeFormat);
  if (!twelve) return `${/HH/.test(opts.timeFormat) ? pad(hour) : hour}:${pad(minute)}`;
  const h12 = hour % 12 || 12;
  const clock = `${/hh/.test(opts.timeFormat) ? pad(h12) : h12}:${pad(minute)}`;
  const p = DAY_PERIODS[resolveLanguage(opts.language)];
  const word = hour < 12 ? p.am : p.pm;
  return p.first ? `${word}${p.gap}${clock}` : `${clock}${p.gap}${word}`;
}

/** The clinic's date format (DD-MM-YYYY, MM/DD/YYYY, YYYY-MM-DD …) on its wall clock. */
export function formatClinicDate(instant: Date | string, opts: { timezone: string; dateFormat: string }): string {
  const { year, month, day } = wallClock(instant, opts.timezone);
  return opts.dateFormat.replace(/YYYY|YY|MM|M|DD|D/g, (token) => {
    switch (token) {
      case 'YYYY': return pad(year, 4);
      case 'YY': return pad(year % 100);
      case 'MM': return pad(month);
      case 'M': return String(month);
      case 'DD': return pad(day);
      default: return String(day);
    }
  });
}

/** Date and time as a pet parent reads them everywhere: "02-03-2026 오전 10:30". */
export function formatClinicDateTime(instant: Date | string, opts: { timezone: string; dateFormat: string; timeFormat: string; language: string }): string {
  return `${formatClinicDate(instant, opts)} ${formatClinicTime(instant, opts)}`;
}
