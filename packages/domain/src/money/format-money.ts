/** Minor units → display string with the clinic's currency placement. Exact: no float arithmetic. */
export function formatMoney(minor: number, currency: string, currencyFirst: boolean | number, fractionDigits = 2): string {
  const negative = minor < 0;
  const abs = Math.abs(Math.trunc(minor));
  const div = 10 ** fractionDigits;
  const whole = Math.floor(abs / div).toString();
  const frac = fractionDigits ? '.' + (abs % div).toString().padStart(fractionDigits, '0') : '';
  const amount = `${negative ? '-' : ''}${whole}${frac}`;
  return currencyFirst ? `${currency}${amount}` : `${amount} ${currency}`;
}
