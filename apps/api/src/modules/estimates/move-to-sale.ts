import { eq } from 'drizzle-orm';
import { clinicPreferences, estimates, type Db } from '@vetclinic/db';
import type { TSale, TSaleLineInputParsed } from '@vetclinic/domain';
import { AppError } from '../../lib/app-error';
import type { TenantScope } from '../../plugins/auth';
import { createDraftSale, getSale } from '../sales/service';
import { findEstimate, takeEstimateForSale } from './service';
import type { SaleLineInput } from './to-sale';

/**
 * A unit price as the sale enters it: an estimate priced with tax included moves into a clinic that enters
 * prices without it (or the other way round) at the same price to the client, rounded to the minor unit.
 */
export function unitPriceForSale(line: Pick<SaleLineInput, 'unit_price' | 'vat_bp' | 'service_tax_bp'>, estimateGross: boolean, saleGross: boolean): number {
  if (estimateGross === saleGross) return line.unit_price;
  const rate = 10_000 + line.vat_bp + line.service_tax_bp;
  return estimateGross ? Math.round((line.unit_price * 10_000) / rate) : Math.round((line.unit_price * rate) / 10_000);
}

/** An estimate's sale line in the sales API's terms (percentages, hundredths). */
/** `reason`: a discount agreed on the estimate carries it (clinics may require a reason for every discount). */
export function saleLineInput(l: SaleLineInput, unitPrice: number, reason: string): TSaleLineInputParsed {
  return {
    kind: l.kind, service_id: l.service_id, product_id: l.product_id, name: l.name, quantity: l.quantity, unit: 'unit',
    unit_price: unitPrice, vat: l.vat_bp / 100, service_tax: l.service_tax_bp / 100,
    discount: l.discount === null ? null
      : l.discount.type === 'percent' ? { type: 'percent', value: l.discount.bp / 100, reason } : { type: 'amount', value: l.discount.minor, reason },
  };
}

/**
 * POST /estimates/{id}/move-to-sale (spec §4, "with an approve_all flag"): the approved lines (with approve_all,
 * the pending ones too) become a draft sale for the estimate's client, pet and record, in one transaction with
 * the estimate's new statuses; the estimate keeps the sale, so a second click is a 409 while that sale exists.
 * The caller needs estimates.edit (route) and sales.manage (here): moving creates a sale.
 */
export async function moveEstimateToSale(db: Db, scope: TenantScope, id: number, approveAll: boolean, now = new Date()): Promise<TSale> {
  return db.transaction(async (tx) => {
    const row = await findEstimate(tx, scope, id, true);
    if (!scope.permissions.has('sales.manage')) throw new AppError('forbidden');
    if (row.saleId !== null) throw new AppError('invalid_state', 'estimates.errors.already_moved', undefined, { sale_id: row.saleId });
    const taken = await takeEstimateForSale(tx, scope, id, { approveAll }, now);
    const [prefs] = await tx.select({ pricesIncludeTax: clinicPreferences.pricesIncludeTax }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, scope.clinicId));
    const saleGross = prefs?.pricesIncludeTax ?? false;
    const saleId = await createDraftSale(tx, { groupId: scope.groupId, clinicId: scope.clinicId, userId: scope.userId }, {
      clientId: taken.clientId, petId: taken.petId, recordId: taken.recordId, note: row.title,
      lines: taken.saleLines.map((l) => saleLineInput(l, unitPriceForSale(l, row.pricesIncludeTax, saleGross), `Estimate #${row.id}: ${row.title}`.slice(0, 300))),
    }, now);
    await tx.update(estimates).set({ saleId, updatedAt: now }).where(eq(estimates.id, id));
    return getSale(tx, scope.clinicId, saleId);
  });
}
