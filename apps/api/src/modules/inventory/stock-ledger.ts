import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { clinicPreferences, stockBatches, stockMovements, type DbOrTx } from '@vetclinic/db';
import type { StockReason } from '@vetclinic/domain';
import { AppError, validation } from '../../lib/app-error';
import { addLowStockItem } from '../purchasing/low-stock';

/** Who posts and where: the clinic whose stock moves and the staff member (null for the system). */
export interface StockScope { clinicId: number; userId: number | null }

export interface StockMovementInput {
  product_id: number;
  /** A chosen batch; without it an incoming movement uses (or opens) the batch of batch_no + expiration_date, an outgoing one picks FEFO. */
  batch_id?: number | null;
  batch_no?: string | null;
  expiration_date?: string | null;
  /** Signed, in sub-units; never 0. */
  quantity_delta: number;
  reason: StockReason;
  /** What caused it, e.g. 'sale', 'record', 'purchase_order', 'stock_count' and its id. */
  source_type?: string | null;
  source_id?: number | null;
  note?: string | null;
}

export interface PostedMovement { id: number; batch_id: number; quantity_delta: number }

/** Stock goes negative only where the clinic allows it (docs/decisions.md "Inventory preferences"): the answer when a decrement would. */
export const insufficientStock = () => new AppError('invalid_state', 'inventory.errors.insufficient_stock');

/**
 * The movements that may take stock below zero when the clinic's `allow_negative_stock` is on: goods that
 * left the shelf before they were booked in. Write-offs, counts and transfers never invent stock.
 */
const MAY_GO_NEGATIVE: ReadonlySet<StockReason> = new Set<StockReason>(['sale', 'usage']);

async function allowsNegativeStock(tx: DbOrTx, clinicId: number): Promise<boolean> {
  const [p] = await tx.select({ allow: clinicPreferences.allowNegativeStock }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinicId));
  return p?.allow ?? false;
}

const hasPgCode = (e: unknown, code: string) => {
  let c: unknown = e;
  for (let i = 0; i < 4 && c; i++) {
    if ((c as { code?: string }).code === code) return true;
    c = (c as { cause?: unknown }).cause;
  }
  return false;
};

async function applyToBatch(tx: DbOrTx, scope: StockScope, input: StockMovementInput, batchId: number, delta: number): Promise<PostedMovement> {
  try {
    // The trigger stock_batches_on_hand_guard (0034) is the database's guard: below zero only where the clinic
    // allows it, and concurrent decrements serialize on this row, so the second sale of the last unit fails.
    const [updated] = await tx.update(stockBatches).set({ onHand: sql`${stockBatches.onHand} + ${delta}` })
      .where(and(eq(stockBatches.id, batchId), eq(stockBatches.clinicId, scope.clinicId), eq(stockBatches.productId, input.product_id)))
      .returning({ id: stockBatches.id, onHand: stockBatches.onHand });
    if (!updated) throw validation({ batch_id: ['validation.invalid'] });
    // A clinic that allows negative stock allows it for sales and usage only (the caller's transaction rolls back).
    if (delta < 0 && updated.onHand < 0 && !MAY_GO_NEGATIVE.has(input.reason)) throw insufficientStock();
  } catch (e) {
    if (hasPgCode(e, '23514')) throw insufficientStock();
    // A batch total beyond the integer range (2^31 sub-units): the quantity is refused, not a 500.
    if (hasPgCode(e, '22003')) throw validation({ sub_units_changed: ['validation.max'] });
    throw e;
  }
  const [row] = await tx.insert(stockMovements).values({
    clinicId: scope.clinicId,
    productId: input.product_id,
    batchId,
    quantityDelta: delta,
    reason: input.reason,
    sourceType: input.source_type ?? null,
    sourceId: input.source_id ?? null,
    note: input.note ?? null,
    createdBy: scope.userId,
  }).returning({ id: stockMovements.id });
  return { id: row.id, batch_id: batchId, quantity_delta: delta };
}

/** The batch for (batch_no, expiration_date) of a product, opened at 0 when new. */
export async function batchFor(tx: DbOrTx, clinicId: number, productId: number, batchNo: string, expirationDate: string | null): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`
    INSERT INTO stock_batches (clinic_id, product_id, batch_no, expiration_date)
    VALUES (${clinicId}, ${productId}, ${batchNo}, ${expirationDate}::date)
    ON CONFLICT (clinic_id, product_id, batch_no, COALESCE(expiration_date, DATE '9999-12-31')) DO UPDATE SET batch_no = EXCLUDED.batch_no
    RETURNING id`);
  const rows = (res as unknown as { rows?: { id: number }[] }).rows ?? (res as unknown as { id: number }[]);
  return Number(rows[0].id);
}

/**
 * The ONE way stock changes: receipts, sales, returns, a record's products used, purchase-order
 * receipts, stock counts and write-offs all call this inside their own transaction. It appends
 * ledger rows and moves the batch totals with them; an outgoing movement without a batch takes the
 * first-expiring batches first (FEFO; undated batches last), possibly several, one ledger row each.
 * More than the stock on hand is refused (insufficient_stock, 409) unless the clinic allows negative stock
 * and it is a sale or usage: then what is missing is taken from the product's batch without number and
 * expiry, which goes below zero until a receipt or a stock count brings it back.
 * The caller must have checked that the product belongs to scope.clinicId.
 */
export async function postStockMovement(tx: DbOrTx, scope: StockScope, input: StockMovementInput): Promise<PostedMovement[]> {
  const posted = await postLedgerRows(tx, scope, input);
  // Shopping-list hook (purchasing): stock that went down below min_stock puts the product on the list once.
  if (input.quantity_delta < 0) await addLowStockItem(tx, scope.clinicId, input.product_id);
  return posted;
}

async function postLedgerRows(tx: DbOrTx, scope: StockScope, input: StockMovementInput): Promise<PostedMovement[]> {
  const delta = input.quantity_delta;
  if (!Number.isSafeInteger(delta) || delta === 0) throw validation({ quantity_delta: ['validation.invalid'] });
  if (input.batch_id != null) return [await applyToBatch(tx, scope, input, input.batch_id, delta)];
  if (delta > 0) {
    const batchId = await batchFor(tx, scope.clinicId, input.product_id, input.batch_no ?? '', input.expiration_date ?? null);
    return [await applyToBatch(tx, scope, input, batchId, delta)];
  }
  // FEFO: lock the batches with stock in expiry order, then take from each until the quantity is met.
  const batches = await tx.select({ id: stockBatches.id, onHand: stockBatches.onHand }).from(stockBatches)
    .where(and(eq(stockBatches.clinicId, scope.clinicId), eq(stockBatches.productId, input.product_id), gt(stockBatches.onHand, 0)))
    .orderBy(sql`${stockBatches.expirationDate} asc nulls last`, asc(stockBatches.id))
    .for('update');
  let remaining = -delta;
  const available = batches.reduce((s, b) => s + b.onHand, 0);
  if (available < remaining && !(MAY_GO_NEGATIVE.has(input.reason) && await allowsNegativeStock(tx, scope.clinicId))) throw insufficientStock();
  const out: PostedMovement[] = [];
  for (const b of batches) {
    if (remaining === 0) break;
    const take = Math.min(b.onHand, remaining);
    out.push(await applyToBatch(tx, scope, input, b.id, -take));
    remaining -= take;
  }
  if (remaining > 0) {
    const unbatched = await batchFor(tx, scope.clinicId, input.product_id, '', null);
    out.push(await applyToBatch(tx, scope, input, unbatched, -remaining));
  }
  return out;
}
