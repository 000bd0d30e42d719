import { bigint, customType, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { staffUsers } from './staff';
import { products, suppliers } from './inventory';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** AAHA-style revenue category codes (seeded by migration 0028; the same list as AAHA_CODES in the domain). */
export const aahaCodes = pgTable('aaha_codes', {
  code: varchar('code', { length: 12 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  position: integer('position').notNull(),
});

/** An uploaded catalogue file and the state of its background import job. */
export const externalProductImports = pgTable('external_product_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  fileType: varchar('file_type', { length: 4 }).notNull().$type<'csv' | 'xlsx'>(),
  fileBytes: bytea('file_bytes'),
  headers: jsonb('headers').notNull().$type<string[]>().default([]),
  mapping: jsonb('mapping').notNull().$type<Record<string, number | null>>().default({}),
  status: varchar('status', { length: 10 }).notNull().default('uploaded').$type<'uploaded' | 'queued' | 'running' | 'completed' | 'failed'>(),
  totalRows: integer('total_rows').notNull().default(0),
  processedRows: integer('processed_rows').notNull().default(0),
  createdCount: integer('created_count').notNull().default(0),
  updatedCount: integer('updated_count').notNull().default(0),
  skippedCount: integer('skipped_count').notNull().default(0),
  rowErrors: jsonb('row_errors').notNull().$type<{ row: number; field: string; message: string }[]>().default([]),
  error: varchar('error', { length: 500 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('external_product_imports_clinic_idx').on(t.clinicId, t.id)]);

/** One item of a supplier's catalogue; `product_id` once staff turned it into a clinic product. */
export const externalProducts = pgTable('external_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
  importId: integer('import_id').references(() => externalProductImports.id),
  code: varchar('code', { length: 60 }).notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  barcode: varchar('barcode', { length: 60 }),
  unit: varchar('unit', { length: 30 }),
  subUnit: varchar('sub_unit', { length: 30 }),
  subUnits: integer('sub_units').notNull().default(1),
  purchasePrice: bigint('purchase_price', { mode: 'number' }),
  sellingPrice: bigint('selling_price', { mode: 'number' }),
  vatBp: integer('vat_bp'),
  manufacturer: varchar('manufacturer', { length: 120 }),
  category: varchar('category', { length: 120 }),
  productId: integer('product_id').references(() => products.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('external_products_supplier_code_uq').on(t.supplierId, t.code),
  index('external_products_clinic_name_idx').on(t.clinicId, t.name),
]);
