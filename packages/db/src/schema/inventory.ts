import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clinicGroups, clinics } from './tenancy';
import { staffUsers } from './staff';

/** Product categories of a clinic (a tree: parent_id, ordered by position). */
export const productCategories = pgTable('product_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 120 }).notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [index('product_categories_clinic_idx').on(t.clinicId, t.position)]);

export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  name: varchar('name', { length: 160 }).notNull(),
  email: varchar('email', { length: 254 }),
  phone: varchar('phone', { length: 40 }),
  accountNumber: varchar('account_number', { length: 60 }),
  leadTimeDays: integer('lead_time_days'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [index('suppliers_clinic_idx').on(t.clinicId)]);

/**
 * A product of a clinic's catalogue. Quantities are integers in sub-units (a box of 10 tablets is 10
 * sub-units, `sub_units` = 10); prices are minor units per unit; VAT in basis points (10 % = 1000).
 */
export const products = pgTable('products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  categoryId: integer('category_id').references(() => productCategories.id),
  supplierId: integer('supplier_id').references(() => suppliers.id),
  name: varchar('name', { length: 200 }).notNull(),
  sku: varchar('sku', { length: 60 }),
  barcode: varchar('barcode', { length: 60 }),
  unit: varchar('unit', { length: 30 }).notNull().default('unit'),
  subUnit: varchar('sub_unit', { length: 30 }),
  subUnits: integer('sub_units').notNull().default(1),
  purchasePrice: bigint('purchase_price', { mode: 'number' }).notNull().default(0),
  sellingPrice: bigint('selling_price', { mode: 'number' }),
  vatBp: integer('vat_bp').notNull().default(0),
  sellable: boolean('sellable').notNull().default(true),
  controlled: boolean('controlled').notNull().default(false),
  minStock: integer('min_stock').notNull().default(0),
  reorderQuantity: integer('reorder_quantity').notNull().default(0),
  /** AAHA-style revenue category (migration 0028, FK to aaha_codes). */
  aahaCode: varchar('aaha_code', { length: 12 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  /** Name and SKU lower-cased, for the trigram search (migration 0046); written by the database. */
  searchText: text('search_text').generatedAlwaysAs(sql`lower(name) || E'\\n' || lower(coalesce(sku, ''))`),
}, (t) => [
  index('products_clinic_name_idx').on(t.clinicId, t.name),
  index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  index('products_barcode_idx').on(t.clinicId, t.barcode),
]);

/**
 * A clinic's catalogue version: moved by statement triggers on every change of the clinic's products (0064), read
 * by each search to know whether the API node's in-memory search index of the catalogue is current.
 */
export const productCatalogVersions = pgTable('product_catalog_versions', {
  clinicId: integer('clinic_id').primaryKey().references(() => clinics.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** On-hand per batch in sub-units, maintained only by postStockMovement; below zero only where the clinic allows it (trigger, 0034). */
export const stockBatches = pgTable('stock_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  productId: integer('product_id').notNull().references(() => products.id),
  batchNo: varchar('batch_no', { length: 60 }).notNull().default(''),
  expirationDate: date('expiration_date', { mode: 'string' }),
  onHand: integer('on_hand').notNull().default(0),
  /** Purchase cost per product unit (minor units) of this batch; null: the product's purchase price counts (0061). */
  unitCost: bigint('unit_cost', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('stock_batches_fefo_idx').on(t.productId, t.expirationDate)]);

/** The stock ledger: append-only (a trigger refuses UPDATE and DELETE). */
export const stockMovements = pgTable('stock_movements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  productId: integer('product_id').notNull().references(() => products.id),
  batchId: integer('batch_id').notNull().references(() => stockBatches.id),
  quantityDelta: integer('quantity_delta').notNull(),
  reason: varchar('reason', { length: 20 }).notNull(),
  sourceType: varchar('source_type', { length: 40 }),
  sourceId: integer('source_id'),
  note: varchar('note', { length: 500 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('stock_movements_product_idx').on(t.productId, t.id), index('stock_movements_clinic_created_idx').on(t.clinicId, t.createdAt)]);

/** Stock sent between clinics of a group (0047): the ledger holds the movements, this row who sent what where; never changed. */
export const stockTransfers = pgTable('stock_transfers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  fromClinicId: integer('from_clinic_id').notNull().references(() => clinics.id),
  toClinicId: integer('to_clinic_id').notNull().references(() => clinics.id),
  fromProductId: integer('from_product_id').notNull().references(() => products.id),
  toProductId: integer('to_product_id').notNull().references(() => products.id),
  subUnits: integer('sub_units').notNull(),
  note: varchar('note', { length: 500 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('stock_transfers_from_idx').on(t.fromClinicId, t.createdAt),
  index('stock_transfers_to_idx').on(t.toClinicId, t.createdAt),
  check('stock_transfers_sub_units_check', sql`${t.subUnits} > 0`),
  check('stock_transfers_check', sql`${t.fromClinicId} <> ${t.toClinicId}`),
]);
