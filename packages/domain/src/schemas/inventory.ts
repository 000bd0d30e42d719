import { z } from 'zod';
import { zAahaCode } from './external-products';
import { ZPageQuery, msg, zId, zIsoDate, zOptionalString, zQueryArray, zRequiredString } from './common';

// Inventory: quantities are integers in sub-units (a box of 10 tablets = 10 sub-units); money is integer
// minor units; VAT is a percentage from the clinic's vat_list on the wire, stored exactly as basis points.

const zCount = (max = 1_000_000_000) =>
  z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(max, { error: msg.max });
const zMoney = zCount(100_000_000_000);
/** A VAT percentage (0–100, at most two decimals) that must also be one of the clinic's vat_list. */
export const zVatPercent = z.coerce.number({ error: msg.invalid }).min(0, { error: msg.min }).max(100, { error: msg.max })
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, { error: msg.invalid });
/** Percent -> basis points, exact for up to two decimals. */
export const vatToBasisPoints = (percent: number) => Math.round(percent * 100);
export const basisPointsToVat = (bp: number) => bp / 100;

export const STOCK_REASONS = ['receipt', 'sale', 'return', 'usage', 'adjustment', 'count', 'transfer', 'write_off'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

// ---------- categories ----------

export const ZProductCategoryInput = z.object({
  name: zRequiredString(120),
  parent_id: zId.nullish(),
  position: zCount(100_000).optional(),
});
export type TProductCategoryInput = z.input<typeof ZProductCategoryInput>;
export type TProductCategoryInputParsed = z.output<typeof ZProductCategoryInput>;
export const ZProductCategory = z.object({
  id: z.number(), name: z.string(), parent_id: z.number().nullable(), position: z.number(),
});
export type TProductCategory = z.infer<typeof ZProductCategory>;

// ---------- products ----------

const productFields = {
  name: zRequiredString(200),
  sku: zOptionalString(60),
  barcode: zOptionalString(60),
  category_id: zId.nullish(),
  supplier_id: zId.nullish(),
  unit: zRequiredString(30),
  sub_unit: zOptionalString(30),
  sub_units: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(100_000, { error: msg.max }),
  purchase_price: zMoney,
  selling_price: zMoney.nullable(),
  vat: zVatPercent,
  sellable: z.boolean({ error: msg.invalid }),
  controlled: z.boolean({ error: msg.invalid }),
  min_stock: zCount(),
  reorder_quantity: zCount(),
  /** AAHA-style revenue category (GET /aaha-codes); null = not classified. */
  aaha_code: zAahaCode,
};

/** A new product; sensible defaults for everything but the name. */
export const ZProductInput = z.object({
  ...productFields,
  unit: productFields.unit.default('unit'),
  sub_units: productFields.sub_units.default(1),
  purchase_price: productFields.purchase_price.default(0),
  selling_price: productFields.selling_price.default(null),
  vat: productFields.vat.default(0),
  sellable: productFields.sellable.default(true),
  controlled: productFields.controlled.default(false),
  min_stock: productFields.min_stock.default(0),
  reorder_quantity: productFields.reorder_quantity.default(0),
  aaha_code: productFields.aaha_code.default(null),
});
export type TProductInput = z.input<typeof ZProductInput>;
export type TProductInputParsed = z.output<typeof ZProductInput>;

/** Changes to a product: only the fields sent change. `archived` archives or restores it. */
export const ZProductUpdateInput = z.object({ ...productFields, archived: z.boolean({ error: msg.invalid }) }).partial();
export type TProductUpdateInput = z.input<typeof ZProductUpdateInput>;
export type TProductUpdateInputParsed = z.output<typeof ZProductUpdateInput>;

export const ZProduct = z.object({
  id: z.number(),
  clinic_id: z.number(),
  name: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  category_id: z.number().nullable(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  supplier_id: z.number().nullable(),
  supplier: z.object({ id: z.number(), name: z.string() }).nullable(),
  unit: z.string(),
  sub_unit: z.string().nullable(),
  sub_units: z.number(),
  purchase_price: z.number(),
  selling_price: z.number().nullable(),
  /** Price of one sub-unit in minor units, rounded half up (selling per tablet from a box price). */
  sub_unit_price: z.number().nullable(),
  vat: z.number(),
  vat_bp: z.number(),
  sellable: z.boolean(),
  controlled: z.boolean(),
  min_stock: z.number(),
  reorder_quantity: z.number(),
  /** On-hand in sub-units across all batches. */
  on_hand: z.number(),
  below_reorder_point: z.boolean(),
  /** A batch with stock expires within the clinic's `expiring_within_days` (or has expired). */
  expiring_soon: z.boolean(),
  aaha_code: z.string().nullable(),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const PRODUCT_STOCK_FILTERS = ['below_reorder_point', 'out_of_stock'] as const;

export const ZProductListQuery = ZPageQuery.extend({
  filter: z.object({
    search: z.string().trim().max(200).optional(),
    category_id: zQueryArray(z.array(zId).max(20, { error: msg.max })).optional(),
    supplier_id: zId.optional(),
    archived: z.enum(['0', '1', 'all']).optional(),
    sellable: z.enum(['0', '1']).optional(),
    stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
  }).optional(),
});
export type TProductListQuery = z.infer<typeof ZProductListQuery>;

export const ZProductBulkVatInput = z.object({
  product_ids: z.array(zId, { error: msg.invalid }).min(1, { error: msg.required }).max(1000, { error: msg.max }),
  vat: zVatPercent,
});
export type TProductBulkVatInput = z.input<typeof ZProductBulkVatInput>;

// ---------- stock ----------

export const ZStockBatch = z.object({
  id: z.number(),
  product_id: z.number(),
  batch_no: z.string(),
  expiration_date: z.string().nullable(),
  on_hand: z.number(),
  is_expired: z.boolean(),
});
export type TStockBatch = z.infer<typeof ZStockBatch>;

export const ZStockMovement = z.object({
  id: z.number(),
  product_id: z.number(),
  batch_id: z.number(),
  batch_no: z.string(),
  expiration_date: z.string().nullable(),
  quantity_delta: z.number(),
  reason: z.enum(STOCK_REASONS),
  source_type: z.string().nullable(),
  source_id: z.number().nullable(),
  note: z.string().nullable(),
  created_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  created_at: z.string(),
  /** For a transfer between clinics of the group: which way it went and the other clinic. */
  transfer: z.object({ direction: z.enum(['out', 'in']), clinic: z.object({ id: z.number(), name: z.string() }) }).nullable(),
});
export type TStockMovement = z.infer<typeof ZStockMovement>;

// ---------- transfers between clinics of the group ----------

/**
 * Stock sent from the request's clinic to another clinic of the group. Without `batch_id` the first-expiring
 * batches go first (FEFO); each batch arrives under the same number and expiry. Without `to_product_id` the
 * destination's product of the same SKU (else barcode) receives it, or a copy of this product is created there.
 */
export const ZStockTransferInput = z.object({
  to_clinic_id: zId,
  product_id: zId,
  to_product_id: zId.nullish(),
  batch_id: zId.nullish(),
  sub_units_changed: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(1_000_000_000, { error: msg.max }),
  note: zOptionalString(500),
});
export type TStockTransferInput = z.input<typeof ZStockTransferInput>;
export type TStockTransferInputParsed = z.output<typeof ZStockTransferInput>;

export const ZStockTransfer = z.object({
  id: z.number(),
  from_clinic: z.object({ id: z.number(), name: z.string() }),
  to_clinic: z.object({ id: z.number(), name: z.string() }),
  from_product_id: z.number(),
  to_product_id: z.number(),
  /** The destination had no product of this SKU or barcode: one was created from this product. */
  to_product_created: z.boolean(),
  sub_units: z.number(),
  batches: z.array(z.object({ batch_no: z.string(), expiration_date: z.string().nullable(), sub_units: z.number() })),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type TStockTransfer = z.infer<typeof ZStockTransfer>;

export const ZProductStock = z.object({
  product_id: z.number(),
  on_hand: z.number(),
  batches: z.array(ZStockBatch),
});
export type TProductStock = z.infer<typeof ZProductStock>;

/** Receiving stock by hand (purchase orders post the same way): a batch and a positive quantity. */
export const ZStockReceiptInput = z.object({
  sub_units_changed: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(1_000_000_000, { error: msg.max }),
  batch_no: zOptionalString(60),
  expiration_date: zIsoDate.nullish(),
  note: zOptionalString(500),
});
export type TStockReceiptInput = z.input<typeof ZStockReceiptInput>;

/** A stock-take of one batch: the counted quantity; the difference is posted with the reason. */
export const ZStockCountInput = z.object({
  batch_id: zId,
  counted: zCount(),
  reason: zRequiredString(500),
});
export type TStockCountInput = z.input<typeof ZStockCountInput>;

/** Writing off an expired (or damaged) quantity of a batch. */
export const ZStockWriteOffInput = z.object({
  batch_id: zId,
  sub_units_changed: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(1_000_000_000, { error: msg.max }),
  reason: zRequiredString(500),
});
export type TStockWriteOffInput = z.input<typeof ZStockWriteOffInput>;

export const ZStockMovementListQuery = ZPageQuery;

export const ZExpiringQuery = ZPageQuery.extend({
  /** Without it, the clinic's `expiring_within_days` preference. */
  days: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(3650, { error: msg.max }).optional(),
});
export const ZExpiringBatch = ZStockBatch.extend({ product_name: z.string() });

// ---------- suppliers ----------

export const ZSupplierInput = z.object({
  name: zRequiredString(160),
  email: z.union([z.literal(''), z.email({ error: msg.email })]).nullish().transform((v) => (v ? v.trim() : null)),
  phone: zOptionalString(40),
  account_number: zOptionalString(60),
  lead_time_days: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(365, { error: msg.max }).nullish(),
});
export type TSupplierInput = z.input<typeof ZSupplierInput>;
export type TSupplierInputParsed = z.output<typeof ZSupplierInput>;
export const ZSupplier = z.object({
  id: z.number(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(),
  account_number: z.string().nullable(), lead_time_days: z.number().nullable(), archived: z.boolean(),
});
export type TSupplier = z.infer<typeof ZSupplier>;
export const ZSupplierListQuery = ZPageQuery.extend({
  filter: z.object({ search: z.string().trim().max(200).optional(), archived: z.enum(['0', '1', 'all']).optional() }).optional(),
});
export type TSupplierListQuery = z.infer<typeof ZSupplierListQuery>;
