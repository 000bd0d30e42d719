import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinics, products, stockBatches, stockTransfers, type Db, type DbOrTx } from '@vetclinic/db';
import type { TStockTransfer, TStockTransferInputParsed } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { postStockMovement } from './stock-ledger';

type TransferInput = TStockTransferInputParsed;

const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });
const todayAt = (scope: TenantScope) => DateTime.now().setZone(scope.timezone).toISODate()!;

/**
 * Sends stock of a product from `from`'s clinic to `to`'s clinic (two clinics of one group; the caller holds
 * inventory.manage at both — the route asked `scopeAt`). One transaction: the batches taken leave the source
 * as 'transfer' movements and arrive at the destination under the same batch number and expiry, so FEFO and
 * the expiry alerts keep working there. Expired stock is not sent (a write-off is its way out).
 *
 * Both products are locked first, in id order, so two transfers between the same clinics in opposite
 * directions queue instead of deadlocking on each other's batches.
 */
export async function transferStock(db: Db, from: TenantScope, to: TenantScope, input: TransferInput): Promise<TStockTransfer> {
  if (to.clinicId === from.clinicId) throw validation({ to_clinic_id: ['inventory.errors.transfer_same_clinic'] });
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(products).where(and(eq(products.id, input.product_id), eq(products.clinicId, from.clinicId)));
    if (!source) throw notFound();
    let target = input.to_product_id != null
      ? await productAt(tx, to.clinicId, input.to_product_id, 'to_product_id')
      : await matchingProduct(tx, to.clinicId, source);
    const lockIds = [source.id, ...(target ? [target.id] : [])].sort((a, b) => a - b);
    await tx.select({ id: products.id }).from(products).where(inArray(products.id, lockIds)).orderBy(asc(products.id)).for('update');
    if (target && target.subUnits !== source.subUnits) throw validation({ to_product_id: ['inventory.errors.transfer_units_differ'] });

    const taken = await takeBatches(tx, from, source.id, input);
    const created = !target;
    if (!target) target = await copyProduct(tx, to, source);

    const [row] = await tx.insert(stockTransfers).values({
      groupId: from.groupId, fromClinicId: from.clinicId, toClinicId: to.clinicId, fromProductId: source.id, toProductId: target.id,
      subUnits: input.sub_units_changed, note: input.note ?? null, createdBy: from.userId,
    }).returning();
    const common = { reason: 'transfer' as const, source_type: 'stock_transfer', source_id: row.id, note: input.note ?? null };
    for (const b of taken) {
      await postStockMovement(tx, { clinicId: from.clinicId, userId: from.userId }, { ...common, product_id: source.id, batch_id: b.id, quantity_delta: -b.take });
      await postStockMovement(tx, { clinicId: to.clinicId, userId: from.userId }, {
        ...common, product_id: target.id, batch_no: b.batchNo, expiration_date: b.expirationDate, quantity_delta: b.take,
      });
    }
    const names = await tx.select({ id: clinics.id, name: clinics.name }).from(clinics).where(inArray(clinics.id, [from.clinicId, to.clinicId]));
    const nameOf = (id: number) => ({ id, name: names.find((c) => c.id === id)?.name ?? '' });
    const result: TStockTransfer = {
      id: row.id, from_clinic: nameOf(from.clinicId), to_clinic: nameOf(to.clinicId), from_product_id: source.id, to_product_id: target.id,
      to_product_created: created, sub_units: row.subUnits,
      batches: taken.map((b) => ({ batch_no: b.batchNo, expiration_date: b.expirationDate, sub_units: b.take })),
      note: row.note, created_at: row.createdAt.toISOString(),
    };
    for (const [scope, product] of [[from, source.id], [to, target.id]] as const) {
      await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(from), action: 'stock.transferred', entityType: 'product', entityId: product, after: result });
    }
    return result;
  });
}

async function productAt(tx: DbOrTx, clinicId: number, id: number, field: string) {
  const [p] = await tx.select().from(products).where(and(eq(products.id, id), eq(products.clinicId, clinicId)));
  if (!p || p.archivedAt) throw validation({ [field]: ['validation.invalid'] });
  return p;
}

/** The destination's active product of the same SKU (letter case aside), else of the same barcode. */
async function matchingProduct(tx: DbOrTx, clinicId: number, source: typeof products.$inferSelect) {
  const at = and(eq(products.clinicId, clinicId), isNull(products.archivedAt));
  if (source.sku) {
    const [bySku] = await tx.select().from(products).where(and(at, sql`lower(${products.sku}) = lower(${source.sku})`)).orderBy(asc(products.id)).limit(1);
    if (bySku) return bySku;
  }
  if (source.sku) {
    // An archived product there holds the SKU: the clinic restores it or names a product (SKUs are unique per clinic).
    const [archived] = await tx.select({ id: products.id }).from(products)
      .where(and(eq(products.clinicId, clinicId), sql`lower(${products.sku}) = lower(${source.sku})`)).limit(1);
    if (archived) throw validation({ to_product_id: ['inventory.errors.transfer_sku_archived'] });
  }
  if (source.barcode) {
    const [byBarcode] = await tx.select().from(products).where(and(at, eq(products.barcode, source.barcode))).orderBy(asc(products.id)).limit(1);
    if (byBarcode) return byBarcode;
  }
  return null;
}

/**
 * The batches the quantity leaves from, locked: the chosen one, or the unexpired batches first-expiring first.
 * More than the unexpired stock (of the chosen batch) is a 422 on the quantity; a clinic's negative-stock
 * preference does not apply (a transfer never sends stock it does not have).
 */
async function takeBatches(tx: DbOrTx, from: TenantScope, productId: number, input: TransferInput) {
  const day = todayAt(from);
  const rows = await tx.select().from(stockBatches)
    .where(and(eq(stockBatches.clinicId, from.clinicId), eq(stockBatches.productId, productId), gt(stockBatches.onHand, 0),
      input.batch_id != null ? eq(stockBatches.id, input.batch_id) : undefined))
    .orderBy(sql`${stockBatches.expirationDate} asc nulls last`, asc(stockBatches.id))
    .for('update');
  if (input.batch_id != null) {
    const [chosen] = rows;
    if (!chosen) throw validation({ batch_id: ['validation.invalid'] });
    if (chosen.expirationDate && chosen.expirationDate < day) throw validation({ batch_id: ['inventory.errors.transfer_expired_batch'] });
  }
  const usable = rows.filter((b) => !b.expirationDate || b.expirationDate >= day);
  let remaining = input.sub_units_changed;
  const taken: { id: number; batchNo: string; expirationDate: string | null; take: number }[] = [];
  for (const b of usable) {
    if (remaining === 0) break;
    const take = Math.min(b.onHand, remaining);
    taken.push({ id: b.id, batchNo: b.batchNo, expirationDate: b.expirationDate, take });
    remaining -= take;
  }
  if (remaining > 0) throw validation({ sub_units_changed: ['inventory.errors.transfer_more_than_stock'] });
  return taken;
}

/** The source's product recreated at the destination: the clinic's own category, supplier and stock levels start empty. */
async function copyProduct(tx: DbOrTx, to: TenantScope, source: typeof products.$inferSelect) {
  const [row] = await tx.insert(products).values({
    clinicId: to.clinicId, name: source.name, sku: source.sku, barcode: source.barcode, unit: source.unit, subUnit: source.subUnit,
    subUnits: source.subUnits, purchasePrice: source.purchasePrice, sellingPrice: source.sellingPrice, vatBp: source.vatBp,
    sellable: source.sellable, controlled: source.controlled, aahaCode: source.aahaCode,
  }).returning();
  await writeAudit(tx, { groupId: to.groupId, clinicId: to.clinicId, actor: actor(to), action: 'product.created', entityType: 'product', entityId: row.id, after: { copied_from: source.id } });
  return row;
}
