import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { clientSubscriptions, clinics, saleLines, subscriptionPeriods, subscriptionUsage, type DbOrTx, type PeriodItem } from '@vetclinic/db';

/** How a plan's lines are marked on the invoice: the discount reason (the plan's name is the discount's name). */
export const IN_PLAN = 'in_plan';

type LineRow = typeof saleLines.$inferSelect;

/** The period of the pet's live plan at this clinic that contains `today` (clinic-local), if any. */
export async function currentPlanPeriod(tx: DbOrTx, clinicId: number, petId: number, now: Date, lock = false) {
  // The clinic's local today from its zone in the same statement (one round trip: a checkout's hot path).
  const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${clinics.timezone})::date`;
  const q = tx.select({ period: subscriptionPeriods }).from(subscriptionPeriods)
    .innerJoin(clientSubscriptions, eq(clientSubscriptions.id, subscriptionPeriods.subscriptionId))
    .innerJoin(clinics, eq(clinics.id, clientSubscriptions.clinicId))
    .where(and(
      eq(clientSubscriptions.clinicId, clinicId), eq(clientSubscriptions.petId, petId), inArray(clientSubscriptions.status, ['active', 'past_due']),
      lte(subscriptionPeriods.startDate, today), gt(subscriptionPeriods.endDate, today), inArray(subscriptionPeriods.status, ['due', 'paid', 'waived']),
    )).limit(1);
  // The period row is the lock two checkouts of the pet serialize on, so the last included item is used once.
  const [row] = lock ? await q.for('update', { of: subscriptionPeriods }) : await q;
  return row?.period ?? null;
}

/** What is left of each included item in a period: included quantity minus what issued sales used. */
export async function remainingOf(tx: DbOrTx, period: { id: number; items: PeriodItem[] }) {
  const used = await tx.select({
    serviceId: subscriptionUsage.serviceId, productId: subscriptionUsage.productId, quantity: sql<number>`sum(${subscriptionUsage.quantity})::int`,
  }).from(subscriptionUsage).where(eq(subscriptionUsage.periodId, period.id)).groupBy(subscriptionUsage.serviceId, subscriptionUsage.productId);
  return period.items.map((item) => {
    const u = used.find((x) => (item.service_id != null && x.serviceId === item.service_id) || (item.product_id != null && x.productId === item.product_id));
    return { ...item, used: u?.quantity ?? 0, remaining: Math.max(0, item.quantity - (u?.quantity ?? 0)) };
  });
}

/**
 * The one hook the sales module calls as a sale is issued (inside its transaction, the draft already locked): when
 * the sale's pet has a live plan, its service and product lines that the current period includes are covered (price
 * 0, marked "in plan") up to what is left this period — a line asking for more is split into the covered units and
 * the rest — and the plan's discount goes on the other service and product lines that carry no discount of their
 * own. What was used is recorded per period under the period's row lock, so two sales issued at once cannot both use
 * the last included item. Custom lines (a plan's own invoice) are never touched.
 * Answers whether it changed any line (the caller then reads the lines again).
 */
export async function applyPlanCoverage(tx: DbOrTx, sale: { id: number; clinicId: number; petId: number | null }, now: Date, saleLinesRead?: LineRow[]): Promise<boolean> {
  if (!sale.petId) return false;
  const lines = (saleLinesRead ?? await tx.select().from(saleLines).where(eq(saleLines.saleId, sale.id)).orderBy(saleLines.position, saleLines.id))
    .filter((l) => l.kind === 'service' || l.kind === 'product');
  if (!lines.length) return false;
  const period = await currentPlanPeriod(tx, sale.clinicId, sale.petId, now, true);
  if (!period) return false;
  let changed = false;
  const left = await remainingOf(tx, period);
  const rest: LineRow[] = [];
  for (const line of lines) {
    const item = left.find((i) => (line.serviceId != null && i.service_id === line.serviceId) || (line.productId != null && i.product_id === line.productId));
    // Included products count in their selling unit; a line by sub-unit only gets the discount.
    const coverable = item && line.unit === 'unit' ? Math.min(item.remaining, line.quantity) : 0;
    if (coverable <= 0) {
      rest.push(line);
      continue;
    }
    item!.remaining -= coverable;
    changed = true;
    await tx.update(saleLines).set({
      // Price 0; the "discount" of 0 % only carries the mark: the plan's name and the reason in_plan.
      quantity: coverable, unitPriceMinor: 0, discountType: 'percent', discountValueX100: 0, discountId: null, discountName: period.planName.slice(0, 80), discountReason: IN_PLAN,
    }).where(eq(saleLines.id, line.id));
    await tx.insert(subscriptionUsage).values({ periodId: period.id, saleId: sale.id, serviceId: line.serviceId, productId: line.productId, quantity: coverable, createdAt: now });
    if (line.quantity > coverable) {
      // The units beyond what the plan includes stay at their price, on a line of their own.
      const { id: _id, ...copy } = line;
      const [extra] = await tx.insert(saleLines).values({ ...copy, quantity: line.quantity - coverable }).returning();
      void _id;
      rest.push(extra);
    }
  }
  if (period.discountBp <= 0) return changed;
  for (const line of rest) {
    if (line.discountType || line.discountId) continue;
    changed = true;
    await tx.update(saleLines).set({ discountType: 'percent', discountValueX100: period.discountBp, discountName: period.planName.slice(0, 80), discountReason: IN_PLAN })
      .where(eq(saleLines.id, line.id));
  }
  return changed;
}
