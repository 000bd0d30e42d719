import { describe, expect, it } from 'vitest';
import { lineTotals, sumTotals } from './money';

describe('purchase order money', () => {
  it('should round VAT half up per line in integer minor units', () => {
    expect(lineTotals(3, 333, 1000)).toEqual({ net: 999, vat_amount: 100, gross: 1099 });
    expect(lineTotals(1, 5, 1000)).toEqual({ net: 5, vat_amount: 1, gross: 6 });
    expect(lineTotals(1, 4, 1000)).toEqual({ net: 4, vat_amount: 0, gross: 4 });
    expect(lineTotals(1_000_000, 1_000_000_000, 2100)).toEqual({ net: 1e15, vat_amount: 2.1e14, gross: 1.21e15 });
  });
  it('should sum lines exactly', () => {
    expect(sumTotals([lineTotals(2, 150, 900), lineTotals(1, 1, 0)])).toEqual({ net: 301, vat_amount: 27, gross: 328 });
  });
});
