import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { staffUsers } from './staff';
import { taskTemplates } from './front-desk';

export const serviceCategories = pgTable('service_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  order: smallint('order').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('service_categories_clinic_idx').on(t.clinicId)]);

/** Money columns are integer minor units of the clinic's currency. */
export const services = pgTable('services', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').references(() => serviceCategories.id),
  name: varchar('name', { length: 160 }).notNull(),
  duration: smallint('duration').notNull(),
  color: varchar('color', { length: 9 }).notNull(),
  description: text('description'),
  order: smallint('order').notNull().default(0),
  priceMinor: integer('price_minor').notNull().default(0),
  depositMinor: integer('deposit_minor').notNull().default(0),
  /** Tax rates charged when the service is sold (basis points, from vat_list / service_tax_list; migration 0032). */
  vatBp: integer('vat_bp').notNull().default(0),
  serviceTaxBp: integer('service_tax_bp').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  isNotifiable: boolean('is_notifiable').notNull().default(true),
  /** Document template ids generated for the booked pet when an appointment is confirmed (spec: printable_files; migration 0050). */
  printableFiles: integer('printable_files').array().notNull().default(sql`'{}'::integer[]`),
  /** AAHA-style revenue category (migration 0028, FK to aaha_codes). */
  aahaCode: varchar('aaha_code', { length: 12 }),
  /** The task template whose task is created when the service is charged (a line of a draft sale; migration 0063). */
  taskTemplateId: integer('task_template_id').references(() => taskTemplates.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('services_clinic_idx').on(t.clinicId)]);

/** What is actually booked: a service may be sold in several packages (e.g. one pet / two pets). */
export const servicePackages = pgTable('service_packages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id').notNull().references(() => services.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 160 }).notNull(),
  type: smallint('type').notNull().default(2),
  priceMinor: integer('price_minor').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
}, (t) => [index('service_packages_service_idx').on(t.serviceId)]);

export const serviceVets = pgTable('service_vets', {
  serviceId: integer('service_id').notNull().references(() => services.id, { onDelete: 'cascade' }),
  vetId: integer('vet_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.serviceId, t.vetId] }), index('service_vets_vet_idx').on(t.vetId)]);

export const visitTypeCategories = pgTable('visit_type_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  order: smallint('order').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const visitTypes = pgTable('visit_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').references(() => visitTypeCategories.id),
  name: varchar('name', { length: 160 }).notNull(),
  duration: smallint('duration').notNull(),
  color: varchar('color', { length: 9 }).notNull(),
  description: text('description'),
  order: smallint('order').notNull().default(0),
  depositMinor: integer('deposit_minor').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  isNotifiable: boolean('is_notifiable').notNull().default(true),
  /** Document template ids generated for the booked pet when an appointment is confirmed (spec: printable_files; migration 0050). */
  printableFiles: integer('printable_files').array().notNull().default(sql`'{}'::integer[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('visit_types_clinic_idx').on(t.clinicId)]);

export const visitTypeVets = pgTable('visit_type_vets', {
  visitTypeId: integer('visit_type_id').notNull().references(() => visitTypes.id, { onDelete: 'cascade' }),
  vetId: integer('vet_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.visitTypeId, t.vetId] })]);
