import { computeInvoice, computeInvoiceIn, type Discount, type InvoiceInput, type TaxApplyOrder } from './invoice-math';

/** One estimate line in database units: minor units, basis points, integer quantities. */
export interface EstimateLineMoney {
  qtyLow: number;
  qtyHigh: number;
  unitPrice: number;
  discountPercentBp?: number | null;
  discountAmount?: number | null;
  vatBp: number;
  serviceTaxBp: number;
  /** 0 pending, 1 rejected, 2 approved. */
  status?: number;
}

export interface EstimateTotals {
  lines: { low: number; high: number }[];
  /** Σ of the lines not rejected. */
  low: number;
  high: number;
}

/**
 * Low and high totals of an estimate with the invoice arithmetic (so an approved estimate moved to a sale
 * costs exactly its high total at the high quantities). An amount discount larger than a line's amount at
 * the low quantity discounts that line to zero (the amount is "up to"), rather than making the range invalid.
 */
export function computeEstimateTotals(lines: readonly EstimateLineMoney[], opts: { pricesIncludeTax: boolean; taxApplyOrder?: TaxApplyOrder; digits?: number }): EstimateTotals {
  // In the currency's own unit (whole won) when it has no cents; amounts it cannot hold fall back to hundredths.
  const compute = (input: InvoiceInput) => computeInvoiceIn(opts.digits ?? 2, input) ?? computeInvoice(input);
  const at = (pick: 'qtyLow' | 'qtyHigh') => compute({
    pricesIncludeTax: opts.pricesIncludeTax,
    taxApplyOrder: opts.taxApplyOrder ?? null,
    lines: lines.map((l) => {
      const quantity = l[pick];
      const base = l.unitPrice * quantity;
      let discount: Discount | null = null;
      if (l.discountPercentBp) discount = { kind: 'percent', bp: l.discountPercentBp };
      else if (l.discountAmount) discount = { kind: 'amount', minor: Math.min(l.discountAmount, base) };
      return { unitPriceMinor: l.unitPrice, quantity, discount, vatBp: l.vatBp, serviceTaxBp: l.serviceTaxBp };
    }),
  }).lines.map((t) => t.total);
  const low = at('qtyLow');
  const high = at('qtyHigh');
  const counted = (i: number) => lines[i].status !== 1;
  return {
    lines: lines.map((_, i) => ({ low: low[i], high: high[i] })),
    low: low.reduce((a, v, i) => a + (counted(i) ? v : 0), 0),
    high: high.reduce((a, v, i) => a + (counted(i) ? v : 0), 0),
  };
}
