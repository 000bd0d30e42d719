import { EstimateStatus } from '@vetclinic/domain';

/** What move-to-sale needs of an estimate and its lines (database rows fit). */
export interface EstimateForSale { id: number; status: number; clientId: number; petId: number | null; recordId: number | null; pricesIncludeTax: boolean }
export interface EstimateLineForSale {
  id: number; serviceId: number | null; productId: number | null; name: string; qtyLow: number; qtyHigh: number; unitPrice: number;
  discountType: 'percent' | 'amount' | null; discountValueX100: number | null; vatBp: number; serviceTaxBp: number; status: number;
}

/** One line of the sale to create, in database units (minor units, basis points); the checkout may still edit it. */
export interface SaleLineInput {
  estimate_line_id: number;
  kind: 'service' | 'product';
  service_id: number | null;
  product_id: number | null;
  name: string;
  /** The high quantity: the estimate's upper bound, what the client agreed to at most. */
  quantity: number;
  unit_price: number;
  discount: { type: 'percent'; bp: number } | { type: 'amount'; minor: number } | null;
  vat_bp: number;
  service_tax_bp: number;
}

export interface EstimateToSale {
  lines: SaleLineInput[];
  /** The estimate's lines' statuses after the move (approve_all approves what was pending). */
  lineStatuses: { id: number; status: number }[];
  /** The estimate's status after the move. */
  estimateStatus: number;
  pricesIncludeTax: boolean;
}

export class EstimateToSaleError extends Error {
  constructor(readonly code: 'estimate_rejected' | 'nothing_approved') { super(code); }
}

/**
 * Move to sale (spec §4, "with an approve_all flag"), as a pure function the sales module calls inside its
 * own transaction: the approved lines become sale lines; with `approveAll` the pending ones are approved
 * first (declined lines never go to a sale). A rejected estimate, or one with nothing approved and no
 * approve_all, throws — the route answers 409.
 */
export function estimateToSaleLines(estimate: EstimateForSale, lines: readonly EstimateLineForSale[], opts: { approveAll: boolean }): EstimateToSale {
  if (estimate.status === EstimateStatus.REJECTED) throw new EstimateToSaleError('estimate_rejected');
  const lineStatuses = lines.map((l) => ({
    id: l.id,
    status: opts.approveAll && l.status === EstimateStatus.PENDING ? EstimateStatus.APPROVED : l.status,
  }));
  const chosen = lines.filter((_, i) => lineStatuses[i].status === EstimateStatus.APPROVED);
  if (!chosen.length) throw new EstimateToSaleError('nothing_approved');
  const estimateStatus = lineStatuses.some((s) => s.status === EstimateStatus.PENDING) ? EstimateStatus.PENDING : EstimateStatus.APPROVED;
  return {
    lines: chosen.map((l) => ({
      estimate_line_id: l.id,
      kind: l.serviceId ? 'service' : 'product',
      service_id: l.serviceId,
      product_id: l.productId,
      name: l.name,
      quantity: l.qtyHigh,
      unit_price: l.unitPrice,
      discount: l.discountType === 'percent' && l.discountValueX100 ? { type: 'percent', bp: l.discountValueX100 }
        : l.discountType === 'amount' && l.discountValueX100 ? { type: 'amount', minor: l.discountValueX100 } : null,
      vat_bp: l.vatBp,
      service_tax_bp: l.serviceTaxBp,
    })),
    lineStatuses,
    estimateStatus,
    pricesIncludeTax: estimate.pricesIncludeTax,
  };
}
