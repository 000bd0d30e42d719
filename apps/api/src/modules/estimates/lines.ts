import { and, eq, inArray, isNull } from 'drizzle-orm';
import { clinicPreferences, estimateLines, products, services, type DbOrTx } from '@vetclinic/db';
import { displayDigits, lineProblems, vatToBasisPoints, type TEstimateLine, type TEstimateLineInputParsed } from '@vetclinic/domain';
import { computeEstimateTotals, type EstimateLineMoney } from '@vetclinic/domain/money/estimate-totals';
import type { TaxApplyOrder } from '@vetclinic/domain/money/invoice-math';
import { validation } from '../../lib/app-error';

type LineRow = typeof estimateLines.$inferSelect;

/** A line as stored, before it has an id (estimate and template lines share it). */
export interface ResolvedLine {
  position: number;
  serviceId: number | null;
  productId: number | null;
  name: string;
  qtyLow: number;
  qtyHigh: number;
  unitPrice: number | null;
  discountType: 'percent' | 'amount' | null;
  discountValueX100: number | null;
  vatBp: number;
  serviceTaxBp: number;
}

export interface MoneyPrefs { currency: string; currencyFirst: boolean; taxApplyOrder: TaxApplyOrder }

export async function clinicMoneyPrefs(db: DbOrTx, clinicId: number): Promise<MoneyPrefs> {
  const [p] = await db.select().from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  const order = p?.taxApplyOrder;
  return {
    currency: p?.currency ?? '$',
    currencyFirst: Boolean(p?.currencyFirst),
    taxApplyOrder: order === 'discount_before_tax' || order === 'discount_after_tax' ? order : null,
  };
}

/**
 * Checks every line's service or product against the clinic's catalogue and fills what the line left out
 * (name, price, VAT and service tax) from it. `keepNullPrice`: a template line without a price takes the catalogue's price
 * when an estimate is built, not when the template is saved.
 */
export async function resolveLines(db: DbOrTx, clinicId: number, input: readonly TEstimateLineInputParsed[], keepNullPrice = false): Promise<ResolvedLine[]> {
  const serviceIds = [...new Set(input.flatMap((l) => (l.service_id ? [l.service_id] : [])))];
  const productIds = [...new Set(input.flatMap((l) => (l.product_id ? [l.product_id] : [])))];
  const svc = serviceIds.length
    ? await db.select().from(services).where(and(inArray(services.id, serviceIds), eq(services.clinicId, clinicId), isNull(services.deletedAt)))
    : [];
  const prod = productIds.length
    ? await db.select().from(products).where(and(inArray(products.id, productIds), eq(products.clinicId, clinicId), isNull(products.archivedAt)))
    : [];
  const errors: Record<string, string[]> = {};
  input.forEach((l, i) => {
    for (const [field, key] of Object.entries(lineProblems(l))) errors[`lines.${i}.${field}`] = [key];
  });
  // Whole won and yen: an estimate must be sellable as it stands (a sale refuses a fraction the currency cannot pay).
  const [pref] = await db.select({ currency: clinicPreferences.currency }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  const step = 10 ** Math.max(0, 2 - displayDigits(pref?.currency ?? '$'));
  if (step > 1) {
    input.forEach((l, i) => {
      for (const field of ['unit_price', 'discount_amount'] as const) {
        const v = l[field];
        if (v != null && v % step !== 0) errors[`lines.${i}.${field}`] ??= ['sales.validation.whole_units'];
      }
    });
  }
  if (Object.keys(errors).length) throw validation(errors);
  const out = input.map((l, i): ResolvedLine => {
    const s = l.service_id ? svc.find((r) => r.id === l.service_id) : undefined;
    const p = l.product_id ? prod.find((r) => r.id === l.product_id) : undefined;
    if (l.service_id && !s) errors[`lines.${i}.service_id`] = ['estimates.validation.service_unknown'];
    if (l.product_id && !p) errors[`lines.${i}.product_id`] = ['estimates.validation.product_unknown'];
    const catalogueName = s?.name ?? p?.name ?? '';
    const cataloguePrice = s ? s.priceMinor : p ? (p.sellingPrice ?? 0) : 0;
    const unitPrice = l.unit_price ?? (keepNullPrice ? null : cataloguePrice);
    if (l.discount_amount != null && unitPrice != null && l.discount_amount > unitPrice * l.qty_high) {
      errors[`lines.${i}.discount_amount`] = ['estimates.validation.discount_above_amount'];
    }
    return {
      position: i,
      serviceId: l.service_id ?? null,
      productId: l.product_id ?? null,
      name: l.name ?? catalogueName,
      qtyLow: l.qty_low,
      qtyHigh: l.qty_high,
      unitPrice,
      discountType: l.discount_percent != null ? 'percent' : l.discount_amount != null ? 'amount' : null,
      discountValueX100: l.discount_percent != null ? vatToBasisPoints(l.discount_percent) : (l.discount_amount ?? null),
      // Rates left out come from the catalogue, as on a sale line: the service's VAT and service tax, the product's VAT.
      vatBp: l.vat != null ? vatToBasisPoints(l.vat) : (s?.vatBp ?? p?.vatBp ?? 0),
      serviceTaxBp: l.service_tax != null ? vatToBasisPoints(l.service_tax) : (s?.serviceTaxBp ?? 0),
    };
  });
  if (Object.keys(errors).length) throw validation(errors);
  return out;
}

export const toMoneyLine = (l: { qtyLow: number; qtyHigh: number; unitPrice: number | null; discountType: string | null; discountValueX100: number | null; vatBp: number; serviceTaxBp: number; status?: number }): EstimateLineMoney => ({
  qtyLow: l.qtyLow,
  qtyHigh: l.qtyHigh,
  unitPrice: l.unitPrice ?? 0,
  discountPercentBp: l.discountType === 'percent' ? l.discountValueX100 : null,
  discountAmount: l.discountType === 'amount' ? l.discountValueX100 : null,
  vatBp: l.vatBp,
  serviceTaxBp: l.serviceTaxBp,
  status: l.status,
});

export function totalsOf(lines: readonly Parameters<typeof toMoneyLine>[0][], pricesIncludeTax: boolean, prefs: MoneyPrefs) {
  return computeEstimateTotals(lines.map(toMoneyLine), { pricesIncludeTax, taxApplyOrder: prefs.taxApplyOrder, digits: displayDigits(prefs.currency) });
}

export function toLine(row: LineRow, totals: { low: number; high: number }): TEstimateLine {
  return {
    id: row.id,
    position: row.position,
    service_id: row.serviceId,
    product_id: row.productId,
    name: row.name,
    qty_low: row.qtyLow,
    qty_high: row.qtyHigh,
    unit_price: row.unitPrice,
    discount_percent: row.discountType === 'percent' ? (row.discountValueX100 ?? 0) / 100 : null,
    discount_amount: row.discountType === 'amount' ? row.discountValueX100 : null,
    vat: row.vatBp / 100,
    service_tax: row.serviceTaxBp / 100,
    status: row.status,
    total_low: totals.low,
    total_high: totals.high,
  };
}
