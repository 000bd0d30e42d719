import { describe, expect, it } from 'vitest';
import { computeEstimateTotals } from './estimate-totals';

describe('computeEstimateTotals', () => {
  it('should total each line at the low and the high quantity with the invoice arithmetic', () => {
    const t = computeEstimateTotals([
      { qtyLow: 1, qtyHigh: 2, unitPrice: 15000, vatBp: 1000, serviceTaxBp: 0 },
      { qtyLow: 2, qtyHigh: 4, unitPrice: 2500, discountPercentBp: 1000, vatBp: 0, serviceTaxBp: 0 },
    ], { pricesIncludeTax: false });
    expect(t).toEqual({ lines: [{ low: 16500, high: 33000 }, { low: 4500, high: 9000 }], low: 21000, high: 42000 });
  });

  it('should leave declined lines out of the totals but still price them', () => {
    const t = computeEstimateTotals([
      { qtyLow: 1, qtyHigh: 1, unitPrice: 1000, vatBp: 0, serviceTaxBp: 0, status: 2 },
      { qtyLow: 1, qtyHigh: 3, unitPrice: 500, vatBp: 0, serviceTaxBp: 0, status: 1 },
    ], { pricesIncludeTax: false });
    expect(t.lines[1]).toEqual({ low: 500, high: 1500 });
    expect([t.low, t.high]).toEqual([1000, 1000]);
  });

  it('should cap an amount discount at the line when the low quantity is smaller than the discount', () => {
    const t = computeEstimateTotals([{ qtyLow: 0, qtyHigh: 2, unitPrice: 1000, discountAmount: 500, vatBp: 0, serviceTaxBp: 0 }], { pricesIncludeTax: false });
    expect(t.lines[0]).toEqual({ low: 0, high: 1500 });
  });

  it('should keep a gross price to the minor unit when prices include tax', () => {
    const t = computeEstimateTotals([{ qtyLow: 1, qtyHigh: 3, unitPrice: 11000, vatBp: 1000, serviceTaxBp: 0 }], { pricesIncludeTax: true });
    expect([t.low, t.high]).toEqual([11000, 33000]);
  });
});
