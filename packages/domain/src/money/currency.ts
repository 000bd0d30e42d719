/**
 * Currencies as ISO 4217 codes and their minor units. Every amount in the product is an integer count
 * of the currency's minor unit: cents for USD, whole won for KRW (no minor unit), fils for BHD (three
 * decimals). Nothing here uses floating point to compute money; `toMajor` exists only for the wire,
 * where prices also travel as decimal numbers.
 */

/** ISO 4217 currencies whose minor unit is not 1/100 (the table's exceptions; all others have two decimals). */
const EXPONENTS: Readonly<Record<string, 0 | 3 | 4>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0,
  VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

/** Digits after the decimal point of the currency's minor unit (KRW 0, USD 2, BHD 3). */
export function currencyExponent(iso: string): number {
  return EXPONENTS[iso.toUpperCase()] ?? 2;
}

const SYMBOLS: Readonly<Record<string, string>> = {
  '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₩': 'KRW', 'zł': 'PLN', 'Kč': 'CZK', 'lei': 'RON', 'лв': 'BGN', 'Ft': 'HUF',
  'Rp': 'IDR', 'R$': 'BRL', 'NT$': 'TWD', 'CHF': 'CHF', '₫': 'VND', '₹': 'INR', '₺': 'TRY', '₴': 'UAH',
};
const DOLLAR_BY_COUNTRY: Readonly<Record<string, string>> = { us: 'USD', ca: 'CAD', au: 'AUD', nz: 'NZD', sg: 'SGD', hk: 'HKD', tw: 'TWD', mx: 'MXN' };
const KRONA_BY_COUNTRY: Readonly<Record<string, string>> = { se: 'SEK', dk: 'DKK', no: 'NOK', is: 'ISK' };

/**
 * The clinic's currency as ISO 4217. Clinics store what they display ('RON', '$', '€', 'kr'); a symbol
 * shared by several currencies is resolved by the clinic's country ('$' in Canada is CAD).
 */
export function isoCurrency(display: string, countryIsoCode: string): string {
  const d = display.trim();
  const symbol = SYMBOLS[d] ?? SYMBOLS[d.toLowerCase()];
  if (symbol) return symbol;
  if (/^[A-Za-z]{3}$/.test(d)) return d.toUpperCase();
  const country = countryIsoCode.toLowerCase();
  if (d === '$') return DOLLAR_BY_COUNTRY[country] ?? 'USD';
  if (d.toLowerCase() === 'kr') return KRONA_BY_COUNTRY[country] ?? 'SEK';
  return 'USD';
}

/** Minor units → the decimal amount as it travels on the wire (JSON number), exact for every safe integer. */
export function toMajor(minor: number, iso: string): number {
  const exp = currencyExponent(iso);
  if (exp === 0) return minor;
  return Number(minorToDecimalString(minor, exp));
}

/**
 * A decimal amount from the wire → minor units. Refuses (returns null) what the currency cannot hold:
 * more decimals than its minor unit (10.005 USD, 1.5 KRW), non-finite or beyond the safe integer range.
 * Parsed from the number's shortest decimal text, so 0.1 + 0.2-style binary noise never leaks in.
 */
export function toMinor(major: number, iso: string): number | null {
  if (!Number.isFinite(major)) return null;
  const exp = currencyExponent(iso);
  const text = numberToPlainDecimal(major);
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const [, sign, whole, frac = ''] = m;
  if (frac.replace(/0+$/, '').length > exp) return null;
  const minor = BigInt(whole + frac.padEnd(exp, '0').slice(0, exp));
  const value = sign ? -minor : minor;
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(value);
}

/** Minor units as a plain decimal string with the currency's digits ("12.50", "-0.05", "1200"). */
export function minorToDecimalString(minor: number, exponent: number): string {
  const negative = minor < 0;
  const digits = Math.abs(Math.trunc(minor)).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const frac = exponent ? '.' + digits.slice(digits.length - exponent) : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** 1e-7 → "0.0000001": Number#toString switches to exponent notation for very small and large values. */
function numberToPlainDecimal(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  const [mantissa, expText] = s.toLowerCase().split('e');
  const exp = Number(expText);
  const negative = mantissa.startsWith('-');
  const [int, frac = ''] = mantissa.replace('-', '').split('.');
  const digits = int + frac;
  const point = int.length + exp;
  const body = point <= 0
    ? '0.' + '0'.repeat(-point) + digits
    : point >= digits.length ? digits + '0'.repeat(point - digits.length) : digits.slice(0, point) + '.' + digits.slice(point);
  return (negative ? '-' : '') + body;
}
