import { bigint, boolean, date, index, integer, pgTable, smallint, text, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clinicGroups, clinics } from './tenancy';
import { petParents, pets } from './pets';
import { records } from './records';
import { services } from './services';
import { products } from './inventory';
import { staffUsers } from './staff';
import { sales } from './sales';

/**
 * An estimate (#16): a quote for a client, optionally about a patient and a record, with low–high
 * quantities per line. Status 0 pending, 1 rejected, 2 approved (spec §3); each line carries the same codes.
 * Money in minor units of the clinic's currency; `lowTotal`/`highTotal` cover the lines not rejected.
 */
export const estimates = pgTable('estimates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  petId: integer('pet_id').references(() => pets.id),
  recordId: integer('record_id').references(() => records.id),
  templateId: integer('template_id'),
  status: smallint('status').notNull().default(0),
  title: varchar('title', { length: 200 }).notNull(),
  notes: text('notes'),
  validUntil: date('valid_until'),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  lowTotal: bigint('low_total', { mode: 'number' }).notNull().default(0),
  highTotal: bigint('high_total', { mode: 'number' }).notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredBy: varchar('answered_by', { length: 10 }).$type<'client' | 'staff'>(),
  /** The sale the estimate was moved to (0035); cleared when that draft is deleted. */
  saleId: integer('sale_id').references((): AnyPgColumn => sales.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('estimates_clinic_created_idx').on(t.clinicId, t.createdAt).where(sql`${t.deletedAt} IS NULL`),
  index('estimates_pet_idx').on(t.petId).where(sql`${t.deletedAt} IS NULL`),
  index('estimates_record_idx').on(t.recordId).where(sql`${t.deletedAt} IS NULL`),
  index('estimates_client_idx').on(t.clientId).where(sql`${t.deletedAt} IS NULL`),
]);

const lineColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  position: smallint('position').notNull(),
  serviceId: integer('service_id').references(() => services.id),
  productId: integer('product_id').references(() => products.id),
  name: varchar('name', { length: 200 }).notNull(),
  qtyLow: integer('qty_low').notNull(),
  qtyHigh: integer('qty_high').notNull(),
  discountType: varchar('discount_type', { length: 10 }).$type<'percent' | 'amount'>(),
  /** Basis points for a percentage, minor units for an amount. */
  discountValueX100: bigint('discount_value_x100', { mode: 'number' }),
  vatBp: integer('vat_bp').notNull().default(0),
  serviceTaxBp: integer('service_tax_bp').notNull().default(0),
});

export const estimateLines = pgTable('estimate_lines', {
  ...lineColumns(),
  estimateId: integer('estimate_id').notNull().references(() => estimates.id, { onDelete: 'cascade' }),
  unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  status: smallint('status').notNull().default(0),
}, (t) => [index('estimate_lines_estimate_idx').on(t.estimateId, t.position)]);

export const estimateTemplates = pgTable('estimate_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  name: varchar('name', { length: 120 }).notNull(),
  title: varchar('title', { length: 200 }),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('estimate_templates_clinic_idx').on(t.clinicId, sql`lower(${t.name})`).where(sql`${t.deletedAt} IS NULL`)]);

/** A template line; a null unit price takes the catalogue's price when an estimate is built from it. */
export const estimateTemplateLines = pgTable('estimate_template_lines', {
  ...lineColumns(),
  templateId: integer('template_id').notNull().references(() => estimateTemplates.id, { onDelete: 'cascade' }),
  unitPrice: bigint('unit_price', { mode: 'number' }),
}, (t) => [index('estimate_template_lines_template_idx').on(t.templateId, t.position)]);

/** The client's answer link: only the token's SHA-256; it opens this estimate and nothing else. */
export const estimateLinks = pgTable('estimate_links', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  estimateId: integer('estimate_id').notNull().references(() => estimates.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('estimate_links_estimate_idx').on(t.estimateId)]);
