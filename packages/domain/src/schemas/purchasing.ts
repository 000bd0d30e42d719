import { z } from 'zod';
import { ZPageQuery, msg, zId, zIsoDate, zOptionalString, zQueryArray } from './common';
import { zVatPercent } from './inventory';

// Purchasing (#15). Order and shopping-list quantities are integers in UNITS (packs, what a supplier sells);
// receipts are in SUB-UNITS (`sub_units_changed`, what the stock ledger counts). Money is integer minor
// units; VAT a percentage on the wire, basis points in the database; totals are exact integer math.

const zQty = (max = 1_000_000) =>
  z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(max, { error: msg.max });
const zMoney = z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(1_000_000_000, { error: msg.max });

export const PURCHASE_ORDER_STATUSES = ['draft', 'sent', 'partially_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

// ---------- product ↔ supplier ----------

export const ZProductSupplierInput = z.object({
  supplier_id: zId,
  supplier_code: zOptionalString(60),
  price: zMoney.nullish(),
  /** The product's preferred supplier (products.supplier_id): at most one per request; omitted = unchanged. */
  is_default: z.boolean({ error: msg.invalid }).optional(),
});
export const ZProductSuppliersInput = z.object({ suppliers: z.array(ZProductSupplierInput).max(50, { error: msg.max }) });
export type TProductSuppliersInput = z.input<typeof ZProductSuppliersInput>;
export const ZProductSupplier = z.object({
  supplier_id: z.number(), supplier_name: z.string(), supplier_code: z.string().nullable(), price: z.number().nullable(), is_default: z.boolean(),
});
export type TProductSupplier = z.infer<typeof ZProductSupplier>;

// ---------- purchase orders ----------

export const ZPurchaseOrderItemInput = z.object({
  product_id: zId,
  /** Units (packs). */
  quantity: zQty(),
  /** Minor units per unit; default: the supplier's price for the product, else the product's purchase price. */
  unit_cost: zMoney.nullish(),
  /** Percent from the clinic's vat_list; default: the product's VAT. */
  vat: zVatPercent.nullish(),
});
export type TPurchaseOrderItemInput = z.input<typeof ZPurchaseOrderItemInput>;

export const ZPurchaseOrderInput = z.object({
  supplier_id: zId,
  note: zOptionalString(1000),
  items: z.array(ZPurchaseOrderItemInput, { error: msg.invalid }).max(500, { error: msg.max }).default([]),
});
export type TPurchaseOrderInput = z.input<typeof ZPurchaseOrderInput>;
export type TPurchaseOrderInputParsed = z.output<typeof ZPurchaseOrderInput>;

export const ZPurchaseOrderItem = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  unit: z.string(),
  sub_unit: z.string().nullable(),
  supplier_code: z.string().nullable(),
  quantity: z.number(),
  sub_units: z.number(),
  quantity_sub_units: z.number(),
  received_sub_units: z.number(),
  unit_cost: z.number(),
  vat: z.number(),
  vat_bp: z.number(),
  net: z.number(),
  vat_amount: z.number(),
  gross: z.number(),
});
export type TPurchaseOrderItem = z.infer<typeof ZPurchaseOrderItem>;

export const ZPurchaseOrderReceipt = z.object({
  id: z.number(), item_id: z.number(), sub_units_changed: z.number(), batch_no: z.string(), expiration_date: z.string().nullable(),
  reason: z.string().nullable(), created_at: z.string(),
});

export const ZPurchaseOrderSummary = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplier: z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }),
  note: z.string().nullable(),
  item_count: z.number(),
  net: z.number(),
  vat_amount: z.number(),
  gross: z.number(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  received_at: z.string().nullable(),
});
export type TPurchaseOrderSummary = z.infer<typeof ZPurchaseOrderSummary>;
export const ZPurchaseOrder = ZPurchaseOrderSummary.extend({ items: z.array(ZPurchaseOrderItem), receipts: z.array(ZPurchaseOrderReceipt) });
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;

export const ZPurchaseOrderListQuery = ZPageQuery.extend({
  filter: z.object({
    search: z.string().trim().max(200).optional(),
    status: zQueryArray(z.array(z.enum(PURCHASE_ORDER_STATUSES)).max(5)).optional(),
    supplier_id: zId.optional(),
  }).optional(),
});
export type TPurchaseOrderListQuery = z.infer<typeof ZPurchaseOrderListQuery>;

/** One line's receipt: sub-units received now, the batch, and a reason when it goes beyond what was ordered. */
export const ZPurchaseOrderReceiveItem = z.object({
  item_id: zId,
  sub_units_changed: zQty(1_000_000_000),
  batch_no: zOptionalString(60),
  expiration_date: zIsoDate.nullish(),
  reason: zOptionalString(500),
});
export const ZPurchaseOrderReceiveInput = z.object({
  items: z.array(ZPurchaseOrderReceiveItem, { error: msg.invalid }).min(1, { error: msg.required }).max(500, { error: msg.max }),
});
export type TPurchaseOrderReceiveInput = z.input<typeof ZPurchaseOrderReceiveInput>;
export type TPurchaseOrderReceiveInputParsed = z.output<typeof ZPurchaseOrderReceiveInput>;

// ---------- shopping list ----------

export const ZShoppingListItemInput = z.object({
  product_id: zId,
  /** Units (packs). */
  quantity: zQty(),
  supplier_id: zId.nullish(),
  note: zOptionalString(500),
});
export type TShoppingListItemInput = z.input<typeof ZShoppingListItemInput>;
export const ZShoppingListItemUpdate = ZShoppingListItemInput.omit({ product_id: true });
export type TShoppingListItemUpdate = z.input<typeof ZShoppingListItemUpdate>;

export const ZShoppingListItem = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string().nullable(),
  unit: z.string(),
  quantity: z.number(),
  on_hand: z.number(),
  min_stock: z.number(),
  supplier: z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }).nullable(),
  unit_cost: z.number(),
  source: z.enum(['manual', 'auto']),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type TShoppingListItem = z.infer<typeof ZShoppingListItem>;

export const ZShoppingListQuery = ZPageQuery.extend({
  filter: z.object({ search: z.string().trim().max(200).optional(), supplier_id: zId.optional() }).optional(),
});
export type TShoppingListQuery = z.infer<typeof ZShoppingListQuery>;

export const ZShoppingListIds = z.object({
  ids: z.array(zId, { error: msg.invalid }).min(1, { error: msg.required }).max(1000, { error: msg.max }),
});
export type TShoppingListIds = z.input<typeof ZShoppingListIds>;
// At most 50 ids in a query string (well inside the parser's array limit, apps/api/src/app.ts); more selected items export as the whole list.
export const ZShoppingListExportQuery = z.object({ ids: zQueryArray(z.array(zId).max(50, { error: msg.max })).optional() });
