import { currencyExponent, isoCurrency } from './currency';

/** Digits after the decimal point a currency is shown with: its minor unit's (₩ and ¥ none, BD three, most two). */
export function displayDigits(currency: string): number {
  return currencyExponent(isoCurrency(currency, ''));
}

/**
 * Amount in hundredths of the major unit (what every money column holds, in every currency) → display string
 * with the clinic's currency placement, in the currency's own digits: 150000 is "1500 ₩" for
 * won, "1500.00 lei" for lei, "1500.000 BD" for dinars. A fraction a zero-decimal currency cannot show is rounded
 * half away from zero (prices in such currencies are whole). Exact: integer arithmetic only.
 */
export function formatMoney(minor: number, currency: string, currencyFirst: boolean | number, fractionDigits?: number): string {
  const digits = fractionDigits ?? displayDigits(currency);
  const negative = minor < 0;
  let abs = Math.abs(Math.trunc(minor));
  if (digits < 2) {
    const step = 10 ** (2 - digits);
    abs = Math.floor((abs + step / 2) / step);
  } else if (digits > 2) {
    abs *= 10 ** (digits - 2);
  }
  const div = 10 ** digits;
  const whole = Math.floor(abs / div).toString();
  const frac = digits ? '.' + (abs % div).toString().padStart(digits, '0') : '';
  const amount = `${negative && abs > 0 ? '-' : ''}${whole}${frac}`;
  return currencyFirst ? `${currency}${amount}` : `${amount} ${currency}`;
}
