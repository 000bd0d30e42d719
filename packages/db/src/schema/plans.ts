import { bigint, check, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clinics } from './tenancy';
import { species } from './pets';
import { services } from './services';
import { products } from './inventory';

/**
 * A clinic's wellness plan (#17, spec §3 "Plan: clinic_id, periodicity (1)"): periodicity 1 monthly, 2 yearly; a price
 * per period in minor units; a discount (basis points) on whatever is not included. Subscriptions copy the terms they
 * sign, so editing a plan never changes a running subscription's period; a plan is archived, never deleted.
 */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description'),
  speciesId: integer('species_id').references(() => species.id),
  minAgeMonths: integer('min_age_months'),
  maxAgeMonths: integer('max_age_months'),
  periodicity: smallint('periodicity').notNull().default(1),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  discountBp: integer('discount_bp').notNull().default(0),
  minTermPeriods: integer('min_term_periods').notNull().default(1),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('plans_clinic_idx').on(t.clinicId, sql`lower(${t.name})`),
  check('plans_periodicity_check', sql`${t.periodicity} IN (1, 2)`),
  check('plans_price_check', sql`${t.priceMinor} >= 0`),
  check('plans_discount_check', sql`${t.discountBp} BETWEEN 0 AND 10000`),
  check('plans_term_check', sql`${t.minTermPeriods} BETWEEN 1 AND 120`),
  check('plans_age_check', sql`${t.minAgeMonths} IS NULL OR ${t.maxAgeMonths} IS NULL OR ${t.minAgeMonths} <= ${t.maxAgeMonths}`),
]);

/** What a plan includes each period: a service or a product (in its selling unit) and how many. */
export const planItems = pgTable('plan_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  planId: integer('plan_id').notNull().references(() => plans.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id').references(() => services.id),
  productId: integer('product_id').references(() => products.id),
  quantity: integer('quantity').notNull(),
  position: smallint('position').notNull().default(0),
}, (t) => [
  index('plan_items_plan_idx').on(t.planId, t.position),
  check('plan_items_kind_check', sql`(${t.serviceId} IS NULL) <> (${t.productId} IS NULL)`),
  check('plan_items_quantity_check', sql`${t.quantity} BETWEEN 1 AND 1000`),
]);
