import { bigint, date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clinics } from './tenancy';
import { staffUsers } from './staff';
import { products, suppliers } from './inventory';

/** Which suppliers sell a product, with the supplier's own code and price (minor units per unit). products.supplier_id stays the default. */
export const productSuppliers = pgTable('product_suppliers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  productId: integer('product_id').notNull().references(() => products.id),
  supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
  supplierCode: varchar('supplier_code', { length: 60 }),
  price: bigint('price', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('product_suppliers_uq').on(t.productId, t.supplierId), index('product_suppliers_supplier_idx').on(t.supplierId)]);

/** draft → sent → partially_received → received, or cancelled (from draft or sent before any receipt). */
export const purchaseOrders = pgTable('purchase_orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
  status: varchar('status', { length: 20 }).notNull().default('draft'),
  note: varchar('note', { length: 1000 }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('purchase_orders_clinic_idx').on(t.clinicId, t.status, t.id)]);

/**
 * A line: `quantity` is in units (packs, what the supplier sells), `sub_units` is the product's sub-units per
 * unit when the line was written, so ordered sub-units = quantity × sub_units; `received_sub_units` grows with
 * each receipt (the ledger is in sub-units). unit_cost is minor units per unit; vat_bp basis points.
 */
export const purchaseOrderItems = pgTable('purchase_order_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull().references(() => purchaseOrders.id),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  productId: integer('product_id').notNull().references(() => products.id),
  quantity: integer('quantity').notNull(),
  subUnits: integer('sub_units').notNull().default(1),
  unitCost: bigint('unit_cost', { mode: 'number' }).notNull().default(0),
  vatBp: integer('vat_bp').notNull().default(0),
  supplierCode: varchar('supplier_code', { length: 60 }),
  receivedSubUnits: integer('received_sub_units').notNull().default(0),
  position: integer('position').notNull().default(0),
}, (t) => [index('purchase_order_items_order_idx').on(t.orderId, t.position)]);

/** One receipt of one line (batch, expiry, reason for a difference) and the ledger row(s) it posted. */
export const purchaseOrderReceipts = pgTable('purchase_order_receipts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull().references(() => purchaseOrders.id),
  itemId: integer('item_id').notNull().references(() => purchaseOrderItems.id),
  subUnitsChanged: integer('sub_units_changed').notNull(),
  batchNo: varchar('batch_no', { length: 60 }).notNull().default(''),
  expirationDate: date('expiration_date', { mode: 'string' }),
  reason: varchar('reason', { length: 500 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('purchase_order_receipts_order_idx').on(t.orderId, t.id)]);

/** What to buy: quantity in units; status open → ordered (purchase_order_id). At most one open item per product. */
export const shoppingListItems = pgTable('shopping_list_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  productId: integer('product_id').notNull().references(() => products.id),
  supplierId: integer('supplier_id').references(() => suppliers.id),
  quantity: integer('quantity').notNull(),
  source: varchar('source', { length: 10 }).notNull().default('manual'),
  status: varchar('status', { length: 10 }).notNull().default('open'),
  note: varchar('note', { length: 500 }),
  purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('shopping_list_items_open_uq').on(t.clinicId, t.productId).where(sql`status = 'open'`)]);
