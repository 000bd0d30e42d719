import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { clinicPreferences, stockBatches, stockMovements, type DbOrTx } from '@vetclinic/db';
import type { StockReason } from '@vetclinic/domain';
import { AppError, validation } from '../../lib/app-error';
import { addLowStockItems } from '../purchasing/low-stock';
import { executeNamed, statement } from '../../lib/named-statement';

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

/**
 * A ledger row posted. `cost`: what the sub-units taken out are worth in minor units at this moment — the batch's
 * unit_cost when it carries one, else the product's purchase price — per unit ÷ sub-units, rounded half up per batch
 * (0 for an incoming movement). A sale freezes it on its line (sale_lines.cost_total, migration 0061).
 */
export interface PostedMovement { id: number; batch_id: number; quantity_delta: number; cost: number }

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

/** The cost of `subUnits` of a product now: per unit the batch's cost or else the product's purchase price. */
async function costOf(tx: DbOrTx, productId: number, subUnits: number, batchUnitCost: number | null): Promise<number> {
  const res = await tx.execute<{ cost: string }>(sql`
    SELECT round(${subUnits}::numeric * coalesce(${batchUnitCost}::bigint, p.purchase_price) / greatest(p.sub_units, 1))::bigint AS cost
      FROM products p WHERE p.id = ${productId}`);
  const rows = (res as unknown as { rows?: { cost: string }[] }).rows ?? (res as unknown as { cost: string }[]);
  return Number(rows[0]?.cost ?? 0);
}

async function applyToBatch(tx: DbOrTx, scope: StockScope, input: StockMovementInput, batchId: number, delta: number): Promise<PostedMovement> {
  let cost = 0;
  try {
    // The trigger stock_batches_on_hand_guard (0034) is the database's guard: below zero only where the clinic
    // allows it, and concurrent decrements serialize on this row, so the second sale of the last unit fails.
    const [updated] = await tx.update(stockBatches).set({ onHand: sql`${stockBatches.onHand} + ${delta}` })
      .where(and(eq(stockBatches.id, batchId), eq(stockBatches.clinicId, scope.clinicId), eq(stockBatches.productId, input.product_id)))
      .returning({ id: stockBatches.id, onHand: stockBatches.onHand, unitCost: stockBatches.unitCost });
    if (!updated) throw validation({ batch_id: ['validation.invalid'] });
    if (delta < 0) cost = await costOf(tx, input.product_id, -delta, updated.unitCost);
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
  return { id: row.id, batch_id: batchId, quantity_delta: delta, cost };
}

/**
 * Outgoing movements without a chosen batch (one, or an invoice's product lines), when the stock on hand covers them,
 * in ONE statement: each product's batches with stock are locked (products in id order, then expiry order with the
 * undated last, so two invoices of the same products lock them in the same order); each batch gives what its line
 * still needs after the ones before it (a running sum), and the batch totals move with one ledger row per batch, in
 * FEFO order. All or nothing: when any product's batches hold less than its need, nothing is written and the answer
 * is null (the caller decides: refuse, go below zero, or post them one by one). The products must be distinct and
 * the movements alike but for product and quantity (reason, source, note). Answers each input's ledger rows, in input
 * order. Against select, update and insert per batch, this is 2 statements fewer per product.
 */
async function takeFefoMany(tx: DbOrTx, scope: StockScope, inputs: readonly StockMovementInput[]): Promise<PostedMovement[][] | null> {
  const first = inputs[0];
  const productIds = `{${inputs.map((i) => i.product_id).join(',')}}`;
  const [row] = await executeNamed<{ ok: boolean; posted: (PostedMovement & { ord: number })[] | null }>(tx, 'stock_take_fefo_many', statement`
    WITH want AS (
      SELECT product_id, need, ord FROM unnest(${productIds}::int[], ${`{${inputs.map((i) => -i.quantity_delta).join(',')}}`}::bigint[])
        WITH ORDINALITY AS w(product_id, need, ord)
    ), locked AS (
      SELECT b.id, b.product_id, b.on_hand, b.expiration_date, b.unit_cost FROM stock_batches b
      WHERE b.clinic_id = ${scope.clinicId} AND b.product_id = ANY(${productIds}::int[]) AND b.on_hand > 0
      ORDER BY b.product_id, b.expiration_date ASC NULLS LAST, b.id
      FOR UPDATE
    ), ranked AS (
      SELECT id, product_id, on_hand, expiration_date, unit_cost,
        sum(on_hand) OVER (PARTITION BY product_id ORDER BY expiration_date ASC NULLS LAST, id) AS upto
      FROM locked
    ), total AS (
      SELECT w.product_id, w.need, w.ord, coalesce((SELECT sum(l.on_hand) FROM locked l WHERE l.product_id = w.product_id), 0)::bigint AS available
      FROM want w
    ), enough AS (
      SELECT NOT EXISTS (SELECT 1 FROM total WHERE available < need) AS ok
    ), takes AS (
      SELECT r.id, r.product_id, t.ord, least(r.on_hand, t.need - (r.upto - r.on_hand))::int AS take, r.expiration_date, r.unit_cost
      FROM ranked r JOIN total t ON t.product_id = r.product_id, enough
      WHERE enough.ok AND r.upto - r.on_hand < t.need
    ), moved AS (
      UPDATE stock_batches b SET on_hand = b.on_hand - t.take FROM takes t WHERE b.id = t.id RETURNING b.id
    ), ledger AS (
      INSERT INTO stock_movements (clinic_id, product_id, batch_id, quantity_delta, reason, source_type, source_id, note, created_by)
      SELECT ${scope.clinicId}::int, t.product_id, t.id, -t.take, ${first.reason}::text, ${first.source_type ?? null}::text, ${first.source_id ?? null}::int,
        ${first.note ?? null}::text, ${scope.userId}::int
      FROM takes t ORDER BY t.ord, t.expiration_date ASC NULLS LAST, t.id
      RETURNING id, batch_id, quantity_delta
    )
    SELECT (SELECT ok FROM enough) AS ok,
           (SELECT json_agg(json_build_object('ord', t.ord, 'id', l.id, 'batch_id', l.batch_id, 'quantity_delta', l.quantity_delta,
                   'cost', round(t.take::numeric * coalesce(t.unit_cost, p.purchase_price) / greatest(p.sub_units, 1))::bigint) ORDER BY l.id)
              FROM ledger l JOIN takes t ON t.id = l.batch_id JOIN products p ON p.id = t.product_id) AS posted`);
  if (!row.ok || !row.posted) return null;
  const out = inputs.map((): PostedMovement[] => []);
  for (const { ord, ...m } of row.posted) out[Number(ord) - 1].push(m);
  return out;
}

/** Movements `takeFefoMany` can post together: outgoing, no chosen batch, distinct products, the same reason and source. */
const fefoTogether = (inputs: readonly StockMovementInput[]) => inputs.length > 1
  && inputs.every((i) => i.quantity_delta < 0 && Number.isSafeInteger(i.quantity_delta) && i.batch_id == null
    && i.reason === inputs[0].reason && (i.source_type ?? null) === (inputs[0].source_type ?? null)
    && (i.source_id ?? null) === (inputs[0].source_id ?? null) && (i.note ?? null) === (inputs[0].note ?? null))
  && new Set(inputs.map((i) => i.product_id)).size === inputs.length;

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
  return (await postStockMovements(tx, scope, [input]))[0];
}

/**
 * Several movements of one clinic posted as `postStockMovement` posts each (in the order given; an invoice's product
 * lines), answering each one's ledger rows; the shopping-list hook runs once for all the products that went down.
 */
export async function postStockMovements(tx: DbOrTx, scope: StockScope, inputs: readonly StockMovementInput[]): Promise<PostedMovement[][]> {
  // Usually one statement for all (enough stock of each); otherwise one by one, as for a single movement.
  let posted = fefoTogether(inputs) ? await takeFefoMany(tx, scope, inputs) : null;
  if (!posted) {
    posted = [];
    for (const input of inputs) posted.push(await postLedgerRows(tx, scope, input));
  }
  // Shopping-list hook (purchasing): stock that went down below min_stock puts the product on the list once.
  await addLowStockItems(tx, scope.clinicId, [...new Set(inputs.filter((i) => i.quantity_delta < 0).map((i) => i.product_id))]);
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
  // The usual case in one round trip: enough stock, taken first-expiring first.
  const taken = (await takeFefoMany(tx, scope, [input]))?.[0];
  if (taken) return taken;
  // Not enough on hand: refused, or (where the clinic allows it for this reason) what there is and the rest below zero.
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
