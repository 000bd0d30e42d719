import { displayDigits } from './format-money';

/**
 * Money as staff type it, and back. Every money column holds hundredths of the major unit, in every currency;
 * what may be typed follows the currency's own minor unit: whole won and yen (no decimals), two decimals for
 * euro and dollar. A third decimal (dinars) cannot be stored, so input stops at two. String arithmetic only:
 * "0.29" is 29 hundredths, never 28.999….
 */

/** Decimals staff may type for a currency: its own minor unit's digits, at most the two the columns hold. */
export function inputDigits(currency: string): number {
  return Math.min(displayDigits(currency), 2);
}

/** Largest amount typed, in major units (12 digits: far above any price, far below the safe-integer limit). */
export const MAX_MONEY_TEXT_DIGITS = 12;

export type MoneyTextError = 'format' | 'decimals' | 'too_large';
export type MoneyTextResult = { ok: true; value: number | null } | { ok: false; error: MoneyTextError; digits: number };

/**
 * "12.50", "12,5", " 1500 " → hundredths (1250, 1250, 150000); '' → null (nothing typed). Refuses what the
 * currency cannot hold with the reason: '1.5' in won is `decimals` (digits 0), '1.234' in euro `decimals`,
 * 'abc' or '-1' `format`, more than 12 whole digits `too_large`.
 */
export function parseMoneyText(text: string, currency: string): MoneyTextResult {
  const digits = inputDigits(currency);
  const s = text.trim().replace(/\s/g, '');
  if (s === '') return { ok: true, value: null };
  const m = /^(\d+)(?:[.,](\d*))?$/.exec(s);
  if (!m) return { ok: false, error: 'format', digits };
  const whole = m[1].replace(/^0+(?=\d)/, '');
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > digits) return { ok: false, error: 'decimals', digits };
  if (whole.length > MAX_MONEY_TEXT_DIGITS) return { ok: false, error: 'too_large', digits };
  return { ok: true, value: Number(whole) * 100 + Number(frac.padEnd(2, '0')) };
}

/**
 * Hundredths → the text an input shows, in the currency's input digits: 1250 → "12.50" (euro), 150000 → "1500"
 * (won). A fraction the currency cannot show (a legacy 1500.50 ₩) keeps its decimals, so it is never silently
 * rounded away. null/undefined/NaN → ''.
 */
export function moneyToText(hundredths: number | null | undefined, currency: string): string {
  if (hundredths == null || !Number.isFinite(hundredths)) return '';
  const digits = inputDigits(currency);
  const negative = hundredths < 0;
  const abs = Math.abs(Math.trunc(hundredths));
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const sign = negative && abs > 0 ? '-' : '';
  if (digits === 0 && cents === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * An amount in major units as the services API sends it (120.5) → hundredths (12050), read from the number's
 * shortest decimal text rather than multiplied (0.29 * 100 is 28.999…). NaN for what no column can hold.
 */
export function majorToHundredths(major: number): number {
  if (!Number.isFinite(major)) return Number.NaN;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(major));
  if (!m) return Math.round(major * 100);
  const [, sign, whole, frac = ''] = m;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2)) + (frac.length > 2 && Number(frac[2]) >= 5 ? 1 : 0);
  return sign ? -cents : cents;
}

/** Hundredths → the major-unit number the services API takes (12050 → 120.5). */
export function hundredthsToMajor(hundredths: number): number {
  const abs = Math.abs(hundredths);
  const value = Number(`${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
  return hundredths < 0 ? -value : value;
}
