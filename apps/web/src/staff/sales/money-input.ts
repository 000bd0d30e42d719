/**
 * A typed amount → hundredths of the major unit (what every money column holds, in every currency), in the
 * currency's own digits: "12.50" or "12,50" is 1250 in lei; "1500" is 150000 in won, and "1500.5" is refused
 * there (won has no minor unit). Blank or malformed → null. Exact: no floating point.
 */
export function parseMoneyInput(text: string, digits: number): number | null {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  const m = /^(\d{1,12})(?:\.(\d*))?$/.exec(s);
  if (!m) return null;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > Math.min(digits, 2)) return null;
  return Number(m[1]) * 100 + Number(frac.padEnd(2, '0') || '0');
}

/** The cash-up's difference: what was counted minus what the payments say should be there (negative: short). */
export const cashDifference = (counted: number | null, expected: number) => (counted === null ? null : counted - expected);
