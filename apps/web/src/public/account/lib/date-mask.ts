// Spec §5 date mask: digits only, separators put in as the parts fill, each part kept in range —
// day 1–31 (fewer in short months), month 1–12, year 1–9999. The clinic's date format decides the
// order and the separator (DD-MM-YYYY, MM/DD/YYYY, YYYY-MM-DD …).

type Part = 'D' | 'M' | 'Y';
const LENGTH: Record<Part, number> = { D: 2, M: 2, Y: 4 };

export interface DateLayout { order: Part[]; separator: string }

const FALLBACK: DateLayout = { order: ['D', 'M', 'Y'], separator: '-' };

export function dateLayout(format: string): DateLayout {
  const separator = format.match(/[^DMY]/i)?.[0] ?? '-';
  const order = format.toUpperCase().split(/[^DMY]+/).filter(Boolean).map((p) => p[0] as Part);
  const complete = order.length === 3 && new Set(order).size === 3;
  return complete ? { order, separator } : FALLBACK;
}

export const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days in a month; February has 29 while the year is not known yet. */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const pad = (n: number, len: number) => String(n).padStart(len, '0');

/** Splits typed digits into the format's parts; a first digit that can only start a one-digit day or month gets its 0. */
function split(digits: string, order: Part[]): Partial<Record<Part, string>> {
  const parts: Partial<Record<Part, string>> = {};
  let rest = digits;
  for (const p of order) {
    if (!rest) break;
    if ((p === 'D' && Number(rest[0]) > 3) || (p === 'M' && Number(rest[0]) > 1)) {
      parts[p] = `0${rest[0]}`;
      rest = rest.slice(1);
    } else {
      parts[p] = rest.slice(0, LENGTH[p]);
      rest = rest.slice(LENGTH[p]);
    }
  }
  return parts;
}

/** What the date box shows for what was typed (or pasted). */
export function maskDate(input: string, format: string): string {
  const { order, separator } = dateLayout(format);
  const parts = split(input.replace(/\D/g, ''), order);
  const full = (p: Part) => parts[p]?.length === LENGTH[p];
  if (full('M')) parts.M = pad(clamp(Number(parts.M), 1, 12), 2);
  if (full('Y')) parts.Y = pad(clamp(Number(parts.Y), 1, 9999), 4);
  if (full('D')) {
    const max = full('M') ? daysInMonth(Number(parts.M), full('Y') ? Number(parts.Y) : undefined) : 31;
    parts.D = pad(clamp(Number(parts.D), 1, max), 2);
  }
  return order.map((p) => parts[p]).filter((v) => v !== undefined).join(separator);
}

/** The masked text as yyyy-MM-dd, or null while it is not a whole, real date. */
export function parseMaskedDate(text: string, format: string): string | null {
  const { order } = dateLayout(format);
  const parts = split(text.replace(/\D/g, ''), order);
  if (!order.every((p) => parts[p]?.length === LENGTH[p])) return null;
  const d = Number(parts.D);
  const m = Number(parts.M);
  const y = Number(parts.Y);
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(m, y)) return null;
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** yyyy-MM-dd shown in the clinic's format. */
export function formatIsoDate(iso: string, format: string): string {
  const [y, m, d] = iso.split('-');
  const { order, separator } = dateLayout(format);
  const byPart: Record<Part, string> = { Y: y, M: m, D: d };
  return order.map((p) => byPart[p]).join(separator);
}
