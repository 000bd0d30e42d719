import { DateTime } from 'luxon';

// Clinics store formats in the spec's moment-style notation (DD-MM-YYYY, HH:mm, hh:mm A);
// luxon wants its own tokens. Longest tokens first so YYYY is not read as two YY.
const TOKENS: [string, string][] = [
  ['YYYY', 'yyyy'], ['YY', 'yy'], ['MM', 'LL'], ['DD', 'dd'], ['D', 'd'],
  ['HH', 'HH'], ['hh', 'hh'], ['mm', 'mm'], ['ss', 'ss'], ['A', 'a'],
];

export function toLuxonFormat(format: string): string {
  let out = '';
  for (let i = 0; i < format.length; ) {
    const hit = TOKENS.find(([from]) => format.startsWith(from, i));
    if (hit) {
      out += hit[1];
      i += hit[0].length;
    } else {
      const ch = format[i];
      out += /[a-zA-Z]/.test(ch) ? `'${ch}'` : ch;
      i += 1;
    }
  }
  return out;
}

/** Formats a UTC instant in the clinic's zone with the clinic's date and/or time format. */
export function formatInZone(
  iso: string | Date,
  zone: string,
  opts: { dateFormat?: string; timeFormat?: string; locale?: string },
): string {
  const dt = (typeof iso === 'string' ? DateTime.fromISO(iso, { zone: 'utc' }) : DateTime.fromJSDate(iso)).setZone(zone);
  const parts = [opts.dateFormat, opts.timeFormat].filter(Boolean).map((f) => toLuxonFormat(f as string));
  return dt.setLocale(opts.locale ?? 'en').toFormat(parts.join(' '));
}

// Kept in its own luxon-free file so the public bundle can format prices without luxon.
export { displayDigits, formatMoney } from './money/format-money';
