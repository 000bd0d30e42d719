import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clinics } from './tenancy';
import { appointments } from './appointments';
import { petParents } from './pets';

/**
 * A deposit asked for an appointment (issue #5). The id (uuid) is the capability in the public
 * payment URL. status: due | processing | paid | failed | expired | refunded | cancelled.
 * Money: integer minor units of `currency` (ISO 4217).
 */
export const paymentDeposits = pgTable('payment_deposits', {
  id: uuid('id').primaryKey().defaultRandom(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  appointmentId: integer('appointment_id').notNull().references(() => appointments.id),
  clientId: integer('client_id').references(() => petParents.id),
  /** booking | reschedule | clinic_request */
  purpose: varchar('purpose', { length: 16 }).notNull(),
  status: varchar('status', { length: 12 }).notNull().default('due'),
  amountMinor: integer('amount_minor').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  refundedMinor: integer('refunded_minor').notNull().default(0),
  provider: varchar('provider', { length: 12 }).notNull(),
  /** The provider's payment (PaymentIntent) id and the secret the browser confirms it with. */
  providerRef: varchar('provider_ref', { length: 255 }),
  clientSecret: text('client_secret'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** The appointment's manage token, kept only to answer the payer right after paying (booking purpose). */
  manageToken: varchar('manage_token', { length: 100 }),
  /** Reschedule purpose: the held new slot (its own status-0 appointment row) and the new selection. */
  holdAppointmentId: integer('hold_appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
  reschedule: jsonb('reschedule').$type<{ starts_at: string; ends_at: string; vet_id: number; service_package_ids: number[] } | null>(),
  /** Number of payment attempts, part of every provider idempotency key. */
  attempts: smallint('attempts').notNull().default(0),
  language: varchar('language', { length: 8 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('payment_deposits_appointment_idx').on(t.appointmentId),
  index('payment_deposits_status_idx').on(t.status, t.expiresAt),
  index('payment_deposits_clinic_paid_idx').on(t.clinicId, t.paidAt).where(sql`${t.paidAt} IS NOT NULL`),
  uniqueIndex('payment_deposits_provider_ref_idx').on(t.provider, t.providerRef),
]);

/**
 * Every charge attempt and every refund is a row; rows are never deleted (a trigger forbids it).
 * kind: charge | refund; status: pending | succeeded | failed.
 */
export const paymentCharges = pgTable('payment_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  depositId: uuid('deposit_id').notNull().references(() => paymentDeposits.id),
  kind: varchar('kind', { length: 8 }).notNull(),
  status: varchar('status', { length: 10 }).notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** The provider's charge or refund id, once known. */
  providerRef: varchar('provider_ref', { length: 255 }),
  idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
  failureCode: varchar('failure_code', { length: 40 }),
  cardLast4: varchar('card_last4', { length: 4 }),
  cardBrand: varchar('card_brand', { length: 20 }),
  /** Who caused a refund: 'client_cancel', 'staff:{id}', 'reschedule', … */
  reason: varchar('reason', { length: 200 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('payment_charges_deposit_idx').on(t.depositId, t.createdAt),
  uniqueIndex('payment_charges_idempotency_idx').on(t.idempotencyKey),
  uniqueIndex('payment_charges_provider_ref_idx').on(t.kind, t.providerRef),
]);

/** Provider events already handled: a webhook delivered twice has one effect. */
export const webhookEvents = pgTable('webhook_events', {
  provider: varchar('provider', { length: 12 }).notNull(),
  eventId: varchar('event_id', { length: 255 }).notNull(),
  type: varchar('type', { length: 80 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] })]);

/**
 * The simulated payment provider's own books (dev and tests): it behaves like a remote PSP whose
 * state survives our crashes, so reconciliation can be exercised for real. Never read by our
 * payment code except through the simulated adapter.
 */
export const simPspIntents = pgTable('sim_psp_intents', {
  id: varchar('id', { length: 64 }).primaryKey(),
  idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull().unique(),
  amountMinor: integer('amount_minor').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** requires_payment_method | processing | succeeded | canceled */
  status: varchar('status', { length: 24 }).notNull(),
  clientSecret: varchar('client_secret', { length: 120 }).notNull(),
  latestCharge: varchar('latest_charge', { length: 64 }),
  lastErrorCode: varchar('last_error_code', { length: 40 }),
  cardLast4: varchar('card_last4', { length: 4 }),
  cardBrand: varchar('card_brand', { length: 20 }),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  /** Results of confirm and refund calls by idempotency key. */
  requests: jsonb('requests').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  refundedMinor: integer('refunded_minor').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
