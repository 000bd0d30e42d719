// Spec §5 time mask: digits only, the colon put in as the hour fills, hour at most 23 (12 on a 12-hour
// clock, at least 1 there), minute at most 59. The value is always 24-hour HH:mm; a 12-hour clinic
// (time format "hh:mm A") types the clock time and picks AM or PM beside it.

export type Meridiem = 'AM' | 'PM';

export const isTwelveHour = (format: string) => /h/.test(format.replace(/H/g, '')) || /a/i.test(format);

const pad = (n: number) => String(n).padStart(2, '0');

/** What the time box shows for what was typed (or pasted): "9" → "09:", "0930" → "09:30", "75" → "07:5". */
export function maskTime(input: string, twelveHour = false): string {
  const digits = input.replace(/\D/g, '');
  if (!digits) return '';
  const maxHour = twelveHour ? 12 : 23;
  // A first digit that can only be a one-digit hour gets its 0 ("7" → "07").
  const oneDigitHour = Number(digits[0]) > (twelveHour ? 1 : 2);
  let hh = oneDigitHour ? `0${digits[0]}` : digits.slice(0, 2);
  const rest = digits.slice(oneDigitHour ? 1 : 2);
  if (hh.length < 2) return hh;
  hh = pad(Math.min(maxHour, Math.max(twelveHour ? 1 : 0, Number(hh))));
  let mm = rest.slice(0, 2);
  // A first minute digit above 5 is a one-digit minute ("07:7" → "07:07").
  if (mm.length === 1 && Number(mm) > 5) mm = `0${mm}`;
  if (mm.length === 2) mm = pad(Math.min(59, Number(mm)));
  return `${hh}:${mm}`;
}

/** The masked text (and, on a 12-hour clock, AM/PM) as 24-hour HH:mm, or null while it is not a whole time. */
export function parseMaskedTime(text: string, meridiem?: Meridiem): string | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59) return null;
  if (meridiem) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (meridiem === 'PM' ? 12 : 0);
  } else if (h > 23) return null;
  return `${pad(h)}:${pad(min)}`;
}

/** 24-hour HH:mm as the box shows it: itself, or the 12-hour clock time with its AM/PM. */
export function splitTime(value: string, twelveHour: boolean): { text: string; meridiem: Meridiem } {
  const m = /^(\d{2}):(\d{2})/.exec(value);
  if (!m) return { text: '', meridiem: 'AM' };
  const h = Number(m[1]);
  if (!twelveHour) return { text: `${m[1]}:${m[2]}`, meridiem: 'AM' };
  return { text: `${pad(h % 12 || 12)}:${m[2]}`, meridiem: h >= 12 ? 'PM' : 'AM' };
}
