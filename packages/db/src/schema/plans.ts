import { bigint, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clinics } from './tenancy';
import { petParents, pets, species } from './pets';
import { staffUsers } from './staff';
import { sales } from './sales';
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

export type SubscriptionStatus = 'active' | 'past_due' | 'suspended' | 'paused' | 'cancelled';
/** What a period includes, as copied from the plan when the period starts. */
export interface PeriodItem { service_id: number | null; product_id: number | null; name: string; quantity: number }

/**
 * A pet's subscription to a plan (spec §3 "Client subscription: card_id, pet_id, auto_renew, clinic_id, vet_id").
 * `card_id` is a payment method saved at the provider (never card data); periods follow from `anchor_date`.
 */
export const clientSubscriptions = pgTable('client_subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  petId: integer('pet_id').notNull().references(() => pets.id),
  planId: integer('plan_id').notNull().references(() => plans.id),
  vetId: integer('vet_id').references(() => staffUsers.id),
  cardId: varchar('card_id', { length: 120 }),
  autoRenew: boolean('auto_renew').notNull().default(true),
  status: varchar('status', { length: 12 }).notNull().default('active').$type<SubscriptionStatus>(),
  anchorDate: date('anchor_date').notNull(),
  periodicity: smallint('periodicity').notNull(),
  minTermPeriods: integer('min_term_periods').notNull().default(1),
  nextRenewalDate: date('next_renewal_date'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  statusReason: varchar('status_reason', { length: 300 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('client_subscriptions_clinic_idx').on(t.clinicId, t.status, t.nextRenewalDate),
  index('client_subscriptions_pet_idx').on(t.petId),
  index('client_subscriptions_client_idx').on(t.clientId),
  index('client_subscriptions_due_idx').on(t.nextRenewalDate).where(sql`${t.status} IN ('active', 'past_due')`),
  uniqueIndex('client_subscriptions_live_pet_uq').on(t.clinicId, t.petId).where(sql`${t.status} <> 'cancelled'`),
  check('client_subscriptions_status_check', sql`${t.status} IN ('active', 'past_due', 'suspended', 'paused', 'cancelled')`),
  check('client_subscriptions_periodicity_check', sql`${t.periodicity} IN (1, 2)`),
]);

/** One period of a subscription, with the terms it was sold on and, once charged, its sale. */
export const subscriptionPeriods = pgTable('subscription_periods', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subscriptionId: integer('subscription_id').notNull().references(() => clientSubscriptions.id, { onDelete: 'cascade' }),
  index: integer('index').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  planName: varchar('plan_name', { length: 120 }).notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  discountBp: integer('discount_bp').notNull(),
  items: jsonb('items').$type<PeriodItem[]>().notNull(),
  status: varchar('status', { length: 10 }).notNull().default('due').$type<'due' | 'paid' | 'failed' | 'waived'>(),
  saleId: integer('sale_id').references(() => sales.id),
  attempts: integer('attempts').notNull().default(0),
  /** The day the next charge attempt is due (the period's start, then the retries); null once paid or given up. */
  nextAttemptDate: date('next_attempt_date'),
  /** An attempt in flight since then (the claim); a stale claim is re-run with the same idempotency key. */
  chargingSince: timestamp('charging_since', { withTimezone: true }),
  failureCode: varchar('failure_code', { length: 40 }),
  /** The provider's intent of the last attempt. */
  intentRef: varchar('intent_ref', { length: 255 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('subscription_periods_retry_idx').on(t.nextAttemptDate).where(sql`${t.status} = 'due' AND ${t.nextAttemptDate} IS NOT NULL`),
  uniqueIndex('subscription_periods_uq').on(t.subscriptionId, t.index),
  check('subscription_periods_status_check', sql`${t.status} IN ('due', 'paid', 'failed', 'waived')`),
  check('subscription_periods_dates_check', sql`${t.startDate} < ${t.endDate}`),
]);

/** A client's card saved at the payment provider: the provider's ids and what a person recognises, never the number. */
export const savedCards = pgTable('saved_cards', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  provider: varchar('provider', { length: 12 }).notNull(),
  customerRef: varchar('customer_ref', { length: 120 }).notNull(),
  cardRef: varchar('card_ref', { length: 120 }).notNull(),
  brand: varchar('brand', { length: 20 }).notNull(),
  last4: varchar('last4', { length: 4 }).notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('saved_cards_ref_uq').on(t.provider, t.cardRef),
  index('saved_cards_client_idx').on(t.clientId, t.clinicId),
]);

/** The simulated provider's card vault (its side of the wire): the test outcome of a card, never its number. */
export const simPspCards = pgTable('sim_psp_cards', {
  id: varchar('id', { length: 64 }).primaryKey(),
  idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull().unique(),
  customerId: varchar('customer_id', { length: 64 }).notNull(),
  brand: varchar('brand', { length: 20 }).notNull(),
  last4: varchar('last4', { length: 4 }).notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  outcome: varchar('outcome', { length: 40 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A client's "update your card" link for a subscription whose renewal failed. */
export const subscriptionCardLinks = pgTable('subscription_card_links', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  subscriptionId: integer('subscription_id').notNull().references(() => clientSubscriptions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('subscription_card_links_sub_idx').on(t.subscriptionId)]);

/** What a sale used of a period's included items (one row per covered sale line). */
export const subscriptionUsage = pgTable('subscription_usage', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  periodId: integer('period_id').notNull().references(() => subscriptionPeriods.id, { onDelete: 'cascade' }),
  saleId: integer('sale_id').notNull().references(() => sales.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id').references(() => services.id),
  productId: integer('product_id').references(() => products.id),
  quantity: integer('quantity').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('subscription_usage_period_idx').on(t.periodId),
  index('subscription_usage_sale_idx').on(t.saleId),
  check('subscription_usage_kind_check', sql`(${t.serviceId} IS NULL) <> (${t.productId} IS NULL)`),
  check('subscription_usage_quantity_check', sql`${t.quantity} > 0`),
]);
