import type { DbOrTx } from '@vetclinic/db';
import { executeNamed, statement } from '../../lib/named-statement';

/**
 * The shopping-list hook of the stock ledger: after a movement that lowers a product's stock, when on-hand
 * is below the product's min_stock, an 'auto' item is added — once: nothing is added while the product has
 * an open item (the partial unique index) or sits on an order not yet fully received. The quantity is in
 * units (packs): the reorder quantity, else the gap to the minimum, both sub-units rounded up to whole units.
 */
export async function addLowStockItems(tx: DbOrTx, clinicId: number, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  // All the products in one statement (an invoice's product lines), not a round trip each.
  await executeNamed(tx, 'shopping_list_low_stock', statement`
    INSERT INTO shopping_list_items (clinic_id, product_id, supplier_id, quantity, source)
    SELECT p.clinic_id, p.id, p.supplier_id,
      GREATEST(1, ((CASE WHEN p.reorder_quantity > 0 THEN p.reorder_quantity ELSE p.min_stock - s.on_hand END) + p.sub_units - 1) / p.sub_units)::int,
      'auto'
    FROM products p
    CROSS JOIN LATERAL (SELECT COALESCE(SUM(b.on_hand), 0)::int AS on_hand FROM stock_batches b WHERE b.product_id = p.id AND b.clinic_id = p.clinic_id) s
    WHERE p.id = ANY(${`{${productIds.join(',')}}`}::int[]) AND p.clinic_id = ${clinicId} AND p.archived_at IS NULL AND p.min_stock > 0 AND s.on_hand < p.min_stock
      AND NOT EXISTS (
        SELECT 1 FROM purchase_order_items i JOIN purchase_orders o ON o.id = i.order_id
        WHERE i.product_id = p.id AND o.clinic_id = p.clinic_id AND o.status IN ('draft', 'sent', 'partially_received'))
    ON CONFLICT (clinic_id, product_id) WHERE status = 'open' DO NOTHING`);
}
